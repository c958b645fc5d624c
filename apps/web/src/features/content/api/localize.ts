import type {
  TListedActivity,
  TListedModuleSummary,
  TListedResource,
  TListedStep,
  TModule,
  TSegment,
  TTranslationTable,
} from '@innerway/domain';
import { localizeContent } from '../lib/localize-content';

// The reply shapes with every nested item in the reader's language (English where a field has
// no translation). Each works on an item whole or locked and keeps its shape: a locked item has
// only its title (and a topic card's subtitle) to translate, and the server sends no more for it.

const localizeStep = <S extends TListedStep>(step: S, table?: TTranslationTable): S => localizeContent(step, 'step', table);
export const localizeActivity = <A extends TListedActivity>(activity: A, table?: TTranslationTable): A =>
  localizeContent(activity, 'exercise', table);
export const localizeResource = <R extends TListedResource>(resource: R, table?: TTranslationTable): R =>
  localizeContent(resource, 'extra_content', table);
export const localizeModuleSummary = <M extends TListedModuleSummary>(module: M, table?: TTranslationTable): M =>
  localizeContent(module, 'module', table);

function localizeSegment(segment: TSegment, table?: TTranslationTable): TSegment {
  return {
    ...localizeContent(segment, 'lesson', table),
    steps: segment.steps.map((step) => localizeStep(step, table)),
    activities: segment.activities.map((activity) => localizeActivity(activity, table)),
    resources: segment.resources.map((resource) => localizeResource(resource, table)),
  };
}

export function localizeModule(module: TModule, table?: TTranslationTable): TModule {
  return {
    ...localizeContent(module, 'module', table),
    segments: module.segments.map((segment) => localizeSegment(segment, table)),
    resources: module.resources.map((resource) => localizeResource(resource, table)),
    ...(module.nextModule !== undefined && {
      nextModule: module.nextModule && localizeModuleSummary(module.nextModule, table),
    }),
  };
}
