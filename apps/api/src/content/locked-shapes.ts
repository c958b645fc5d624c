import { isContentLocked, isResourceLocked, type TListedResource, type TResource } from '@innerway/domain';
import type {
  TActivityBase,
  TListedActivityBase,
  TListedModuleSummaryBase,
  TListedStepBase,
  TModuleSummaryBase,
  TStepBase,
} from './content-snapshot.ts';

// How a content item is held for a viewer: whole when they may open it, otherwise in its locked
// shape (packages/domain schemas/content.ts), built field by field from what the locked tile
// draws, so nothing added to an item later can reach a trial user by default.

type TViewer = { is_trial_mode: boolean };

export function stepFor(step: TStepBase, viewer: TViewer): TListedStepBase {
  if (!isContentLocked(step, viewer)) return step;
  const { publish_status, is_trial_content, id, segment_id, title, sort_order, minutes_to_complete } = step;
  return { publish_status, is_trial_content, id, segment_id, title, sort_order, minutes_to_complete, locked: true };
}

export function activityFor(activity: TActivityBase, viewer: TViewer): TListedActivityBase {
  if (!isContentLocked(activity, viewer)) return activity;
  const { publish_status, is_trial_content, id, segment_id, module_id, title, activity_type, sort_order, minutes_to_complete, is_featured } =
    activity;
  return {
    publish_status,
    is_trial_content,
    id,
    segment_id,
    module_id,
    title,
    activity_type,
    sort_order,
    minutes_to_complete,
    is_featured,
    locked: true,
  };
}

export function resourceFor(resource: TResource, viewer: TViewer): TListedResource {
  if (!isResourceLocked(resource, viewer)) return resource;
  const { publish_status, is_trial_content, id, title, category, is_featured } = resource;
  return { publish_status, is_trial_content, id, title, category, is_featured, locked: true };
}

/** A locked topic's card keeps its artwork, subtitle and time; its description stays behind the refused overview. */
export function moduleSummaryFor(summary: TModuleSummaryBase, viewer: TViewer): TListedModuleSummaryBase {
  if (!isContentLocked(summary, viewer)) return summary;
  const { publish_status, is_trial_content, id, title, subtitle, image_key, banner_images, hue, minutes_to_complete, sort_order } = summary;
  return { publish_status, is_trial_content, id, title, subtitle, image_key, banner_images, hue, minutes_to_complete, sort_order, locked: true };
}
