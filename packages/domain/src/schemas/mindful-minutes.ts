import { z } from 'zod';
import { issueMessage } from '../error-codes.ts';
import { MeditationVoices, MindfulLimits, PlayedMedia } from '../mindful-minutes.ts';
import { isTimeZone } from '../rules/time-zone.ts';

const position = z.number().min(0).max(MindfulLimits.maxPositionSeconds);

/** `[from, to]` seconds of the medium, played without a jump; `to` may not come before `from`. */
const ZPlayedInterval = z
  .tuple([position, position])
  .refine(([from, to]) => to >= from, { error: issueMessage('minutes.interval_backwards') });

const intervals = z.array(ZPlayedInterval).max(MindfulLimits.maxIntervalsPerPlay, { error: issueMessage('minutes.too_many_intervals') });

/** One play: a player's id for one listening or viewing (a new one each time the player opens). */
const playBase = { play_id: z.uuid(), id: z.number().int().min(1).max(2_147_483_647), intervals };

export const ZPlayReport = z.discriminatedUnion('media', [
  z.strictObject({ ...playBase, media: z.literal(PlayedMedia.Video) }),
  z.strictObject({ ...playBase, media: z.literal(PlayedMedia.Meditation), voice: z.enum(MeditationVoices) }),
]);
export type TPlayReport = z.infer<typeof ZPlayReport>;

/** POST /mindful_minutes/plays: the stretches played since the last report, of one or more plays. */
export const ZPlaysReport = z.strictObject({
  plays: z.array(ZPlayReport).min(1).max(MindfulLimits.maxPlaysPerReport),
});
export type TPlaysReport = z.input<typeof ZPlaysReport>;

/** POST /mindful_minutes/plays reply: the seconds this report added. */
export const ZPlaysCounted = z.object({ counted_seconds: z.number() });

/** GET /mindful_minutes?time_zone=...: the member's IANA time zone, whose week is summed. */
export const ZMindfulWeekQuery = z.strictObject({
  time_zone: z.string().refine(isTimeZone, { error: issueMessage('minutes.time_zone_invalid') }),
});

/** This week's mindful seconds, by kind, and the week they belong to (ISO instants). */
export const ZMindfulWeek = z.object({
  week_start: z.string(),
  week_end: z.string(),
  meditation_seconds: z.number().int(),
  video_seconds: z.number().int(),
}).meta({ id: 'MindfulWeek' });
export type TMindfulWeek = z.infer<typeof ZMindfulWeek>;

/** One stored play, as the member's data export lists it. */
export const ZPlayRecord = z.object({
  play_id: z.string(),
  media: z.enum([PlayedMedia.Video, PlayedMedia.Meditation]),
  id: z.number().int(),
  voice: z.enum(MeditationVoices).nullable(),
  intervals: z.array(z.tuple([z.number(), z.number()])),
  counted_seconds: z.number(),
  first_reported_at: z.string(),
  last_reported_at: z.string(),
});
export type TPlayRecord = z.infer<typeof ZPlayRecord>;
