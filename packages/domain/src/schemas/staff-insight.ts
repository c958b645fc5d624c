import { z } from 'zod';
import { issueMessage } from '../error-codes.ts';
import { insightAccessSources } from '../insight.ts';
import { MeditationVoices } from '../mindful-minutes.ts';
import { isTimeZone } from '../rules/time-zone.ts';
import { Languages } from '../enums/index.ts';

const day = z.iso.date();

/**
 * GET /staff/insight: the viewer's local days `from` to `to`, both ends included (the last 30 by
 * default), in `time_zone`, an IANA name (UTC by default). The range check is the route's.
 */
export const ZStaffInsightQuery = z.strictObject({
  from: day.optional(),
  to: day.optional(),
  time_zone: z.string().max(64).refine(isTimeZone, { error: issueMessage('analytics.time_zone_invalid') }).optional(),
});
export type TStaffInsightQuery = z.input<typeof ZStaffInsightQuery>;

/** One count per day of the reply's `days`, in the same order. */
const perDay = z.array(z.number().int());

export const ZStaffInsight = z
  .object({
    from: z.string(),
    to: z.string(),
    time_zone: z.string(),
    /** Every local day of the range, oldest first. */
    days: z.array(z.string()),
    /** When the rollups were last brought up to date; null before their first run. */
    refreshed_at: z.string().nullable(),
    sign_ups: perDay,
    /** Accounts whose address was first verified that day. */
    verified: perDay,
    /** Moves from trial to full access, by where the access came from; every source, in order. */
    full_access: z.array(z.object({ source: z.enum(insightAccessSources), counts: perDay })),
    /** Screen views by screen, the screens viewed in the range, most viewed first. */
    screen_views: z.array(z.object({ screen_name: z.string(), counts: perDay })),
    /** Members active (a screen viewed while signed in) in each UTC week (Monday to Sunday) that overlaps the range. */
    weekly_active: z.array(z.object({ week_start: z.string(), members: z.number().int() })),
    /** Per published topic, in program order: the members who reached each stage in the range. */
    topics: z.array(
      z.object({
        module_id: z.number().int(),
        title: z.string(),
        started: z.number().int(),
        halfway: z.number().int(),
        done: z.number().int(),
        assessed: z.number().int(),
      }),
    ),
    /** Meditations played, by voice and the member's language, the pairs played in the range. */
    meditations: z.array(z.object({ voice: z.enum(MeditationVoices), language: z.enum(Languages), counts: perDay })),
  })
  .meta({ id: 'StaffInsight' });
export type TStaffInsight = z.infer<typeof ZStaffInsight>;

/** POST /dev/insight/refresh (local only): the members whose topic stages the run looked at. */
export const ZInsightRefreshed = z.object({ members: z.number().int() });
