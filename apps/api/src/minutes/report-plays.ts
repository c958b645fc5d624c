import { and, eq, inArray, max, sql } from 'drizzle-orm';
import {
  MindfulLimits,
  mergePlayedIntervals,
  playedSeconds,
  type TPlayedInterval,
  type TPlayReport,
} from '@innerway/domain';
import type { UserRow } from '../user-record/user-row.ts';
import { contentViewFor, type TContentContext } from '../content/read-content.ts';
import { mediaPlays } from '../db/schema.ts';
import { badRequest, conflict } from '../http/app-error.ts';
import { playableLength } from './playable-length.ts';

/** The first key of the advisory lock that puts one member's reports one after the other. */
const ReportLockSpace = 7_100_019;

const voiceOf = (play: TPlayReport) => (play.media === 'meditation' ? play.voice : null);

/** The report's plays by id, the stretches of a play sent twice in one report joined. */
function playsById(plays: readonly TPlayReport[]): Map<string, TPlayReport> {
  const byId = new Map<string, TPlayReport>();
  for (const play of plays) {
    const seen = byId.get(play.play_id);
    if (seen && (seen.media !== play.media || seen.id !== play.id || voiceOf(seen) !== voiceOf(play))) throw conflict('minutes.play_media_mismatch');
    byId.set(play.play_id, seen ? { ...seen, intervals: [...seen.intervals, ...play.intervals] } : play);
  }
  return byId;
}

/**
 * Counts the stretches a player played (POST /mindful_minutes/plays). Only real listening counts:
 * - each play is the union of its stretches within the medium's length, so a stretch sent again,
 *   heard again after seeking back, or past the end adds nothing;
 * - all the member's plays together gain at most the seconds the clock moved since the member's
 *   previous counted report (a play's too), so no client, however it reports, counts more minutes
 *   than have passed; the stretches above that are kept but not counted;
 * - a trial member cannot count what is locked for them (403), and nothing unknown (404).
 * One member's reports run one after the other (an advisory lock), so two tabs cannot both spend
 * the same seconds.
 */
export async function reportPlays(ctx: TContentContext, user: UserRow, report: { plays: readonly TPlayReport[] }, now = new Date()): Promise<{ counted_seconds: number }> {
  const view = await contentViewFor(ctx, user);
  const plays = [...playsById(report.plays).values()];
  const lengths = plays.map((play) => playableLength(view, play));

  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ReportLockSpace}, ${user.id})`);
    const [latest] = await tx.select({ at: max(mediaPlays.lastReportedAt) }).from(mediaPlays).where(eq(mediaPlays.userId, user.id));
    let allowance = Math.max(0, (now.getTime() - (latest?.at ?? user.createdAt).getTime()) / 1000);
    const stored = await tx
      .select()
      .from(mediaPlays)
      .where(and(eq(mediaPlays.userId, user.id), inArray(mediaPlays.playId, plays.map((play) => play.play_id))));
    const storedById = new Map(stored.map((row) => [row.playId, row]));

    let counted = 0;
    for (const [index, play] of plays.entries()) {
      const row = storedById.get(play.play_id);
      if (row && (row.media !== play.media || row.contentId !== play.id || row.voice !== voiceOf(play))) throw conflict('minutes.play_media_mismatch');
      const before: TPlayedInterval[] = row?.intervals ?? [];
      const merged = mergePlayedIntervals([...before, ...play.intervals], lengths[index]!);
      if (merged.length > MindfulLimits.maxIntervalsPerPlay) throw badRequest('minutes.too_many_intervals');
      const gained = playedSeconds(merged) - playedSeconds(before);
      // A report that adds nothing leaves the clock alone, so a paused tab cannot use up another's seconds.
      if (gained <= 0) continue;
      const credit = Math.min(gained, allowance);
      allowance -= credit;
      counted += credit;
      await tx
        .insert(mediaPlays)
        .values({
          userId: user.id,
          playId: play.play_id,
          media: play.media,
          contentId: play.id,
          voice: voiceOf(play),
          intervals: merged,
          countedSeconds: credit,
          firstReportedAt: now,
          lastReportedAt: now,
        })
        .onConflictDoUpdate({
          target: [mediaPlays.userId, mediaPlays.playId],
          set: { intervals: merged, countedSeconds: sql`${mediaPlays.countedSeconds} + ${credit}`, lastReportedAt: now },
        });
    }
    return { counted_seconds: Math.round(counted * 1000) / 1000 };
  });
}
