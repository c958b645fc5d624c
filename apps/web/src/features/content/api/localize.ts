import type { TActivity, TModule, TModuleSummary, TResource, TSegment, TStep, TTranslationTable } from '@innerway/domain';
import { localizeContent } from '../lib/localize-content';

// The reply shapes with every nested item in the reader's language (English where a field has
// no translation).

const localizeStep = (step: TStep, table?: TTranslationTable): TStep => localizeContent(step, 'step', table);
export const localizeActivity = (activity: TActivity, table?: TTranslationTable): TActivity =>
  localizeContent(activity, 'exercise', table);
export const localizeResource = (resource: TResource, table?: TTranslationTable): TResource =>
  localizeContent(resource, 'extra_content', table);
export const localizeModuleSummary = (module: TModuleSummary, table?: TTranslationTable): TModuleSummary =>
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
