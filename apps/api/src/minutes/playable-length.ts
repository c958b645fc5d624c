import { ActivityType, isLockedItem, PlayedMedia, type TPlayReport } from '@innerway/domain';
import type { TContentView } from '../content/content-snapshot.ts';
import { forbidden, notFound, unprocessable } from '../http/app-error.ts';

function openable<T extends object>(item: T | undefined): Exclude<T, { locked: true }> {
  if (!item) throw notFound();
  if (isLockedItem(item)) throw forbidden('content.full_access_required');
  return item as Exclude<T, { locked: true }>;
}

function recordingLength(hasMedia: boolean, length: number | null): number {
  if (!hasMedia || length === null || !(length > 0)) throw unprocessable('minutes.not_a_recording');
  return length;
}

/**
 * The length in seconds of what a play names, as this member may play it: 404 when they cannot
 * see it, 403 when it is locked for them (a trial member counts no minutes of what they cannot
 * play), 422 when it is not a recording with a known length.
 */
export function playableLength(view: TContentView, play: TPlayReport): number {
  if (play.media === PlayedMedia.Video) {
    const step = openable(view.stepById.get(play.id));
    return recordingLength(Boolean(step.media_key || step.vimeo_link), step.duration_seconds);
  }
  const activity = openable(view.activityById.get(play.id));
  const isMeditation = activity.activity_type === ActivityType.Meditation;
  return play.voice === 'female'
    ? recordingLength(isMeditation && activity.female_audio_id !== null, activity.female_audio_duration)
    : recordingLength(isMeditation && activity.male_audio_id !== null, activity.male_audio_duration);
}
