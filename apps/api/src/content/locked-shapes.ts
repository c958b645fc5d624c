import type { z } from 'zod';
import {
  isContentLocked,
  isResourceLocked,
  ZLockedActivity,
  ZLockedModuleSummary,
  ZLockedResource,
  ZLockedStep,
  type TListedResource,
  type TResource,
} from '@innerway/domain';
import type {
  TActivityBase,
  TListedActivityBase,
  TListedModuleSummaryBase,
  TListedStepBase,
  TModuleSummaryBase,
  TStepBase,
} from './content-snapshot.ts';

// How a content item is held for a viewer: whole when they may open it, otherwise in its locked
// shape. The fields a locked item keeps are its locked schema's (packages/domain
// schemas/content.ts), the reply contract's one list: what is not named there never reaches a
// trial user, whatever is added to an item later.

type TViewer = { is_trial_mode: boolean };

/**
 * The item cut down to the fields of its locked schema (those it holds: the caller's progress is
 * added by the reply builders), marked locked.
 */
function lockedShape<TLocked>(schema: z.ZodObject, item: object): TLocked {
  const shape: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(item)) if (field in schema.shape) shape[field] = value;
  return { ...shape, locked: true } as TLocked;
}

export function stepFor(step: TStepBase, viewer: TViewer): TListedStepBase {
  return isContentLocked(step, viewer) ? lockedShape<TListedStepBase>(ZLockedStep, step) : step;
}

export function activityFor(activity: TActivityBase, viewer: TViewer): TListedActivityBase {
  return isContentLocked(activity, viewer) ? lockedShape<TListedActivityBase>(ZLockedActivity, activity) : activity;
}

export function resourceFor(resource: TResource, viewer: TViewer): TListedResource {
  return isResourceLocked(resource, viewer) ? lockedShape<TListedResource>(ZLockedResource, resource) : resource;
}

/** A locked topic's card keeps its artwork, subtitle and time; its description stays behind the refused overview. */
export function moduleSummaryFor(summary: TModuleSummaryBase, viewer: TViewer): TListedModuleSummaryBase {
  return isContentLocked(summary, viewer) ? lockedShape<TListedModuleSummaryBase>(ZLockedModuleSummary, summary) : summary;
}
