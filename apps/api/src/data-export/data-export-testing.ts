// Helpers for the data export's tests: a member with something in every section, and the zip read back.
import { strFromU8, unzipSync } from 'fflate';
import type { Db } from '../db/client.ts';
import { accessEvents, analyticsEvents, exercises, institutions, journalEntries, lessons, modules, steps, subscriptionCodes, userAssessments, userStepProgress } from '../db/schema.ts';
import { loadConfig } from '../config.ts';
import { sealJournalText } from '../journal/journal-cipher.ts';
import { createAccount } from '../auth/account-testing.ts';
import { createGiftCard } from '../access/generate-code.ts';

/** A topic with one video and one journaling activity, for members' progress, assessments and journal. */
export async function seedTopic(db: Db) {
  const [topic] = await db
    .insert(modules)
    .values({ title: 'Noticing', quantitativeAssessmentQuestion: 'How present do you feel?', qualitativeAssessmentQuestionOne: 'What did you notice?' })
    .returning();
  const [lesson] = await db.insert(lessons).values({ moduleId: topic!.id, title: 'Segment', segmentNumber: 1 }).returning();
  const [step] = await db.insert(steps).values({ lessonId: lesson!.id, title: 'Breathing video' }).returning();
  const [activity] = await db.insert(exercises).values({ lessonId: lesson!.id, title: 'Evening pages', activityType: 3 }).returning();
  return { topicId: topic!.id, stepId: step!.id, exerciseId: activity!.id };
}

/**
 * A signed-in member with data in every section, each piece marked with `marker` (their name,
 * written answer, analytics param, gift message, institution), so that a test can tell whose
 * data an export holds.
 */
export async function memberWithData(db: Db, topic: { topicId: number; stepId: number; exerciseId: number }, marker: string, overrides: Parameters<typeof createAccount>[1] = {}) {
  const [institution] = await db.insert(institutions).values({ name: `Institution ${marker}` }).returning();
  const account = await createAccount(db, { name: `Name ${marker}`, institutionId: institution!.id, ...overrides });
  const userId = account.user.id;
  const [unlock] = await db
    .insert(subscriptionCodes)
    .values({ code: `UNLOCK${marker.toUpperCase().replace(/[^A-Z0-9]/g, '')}`, type: 1, institutionId: institution!.id })
    .returning();
  await db.insert(accessEvents).values({ userId, actorUserId: userId, kind: 'institution_code_redeemed', subscriptionCodeId: unlock!.id, institutionId: institution!.id, details: { via: 'prompt' } });
  const card = await createGiftCard(db, userId);
  await db.insert(userStepProgress).values({ userId, stepId: topic.stepId, percent: 40, timeSeconds: 33 });
  await db.insert(userAssessments).values({ userId, moduleId: topic.topicId, quantitativeAnswer: 4, qualitativeAnswerOne: `Answer ${marker}` });
  // Sealed as the app seals it: the tests' configuration carries the development key.
  const sealed = sealJournalText(loadConfig({ APP_ENV: 'local' }).journalKeys, userId, `Journal ${marker}`);
  await db.insert(journalEntries).values({ userId, exerciseId: topic.exerciseId, ...sealed });
  await db.insert(analyticsEvents).values({ userId, name: 'screen_view', params: { screen_name: 'Dashboard', page_title: `Title ${marker}` } });
  return { ...account, giftCode: card.code, unlockCode: unlock!.code };
}

/** The two files of a downloaded export. */
export function readExportZip(bytes: Uint8Array) {
  const files = unzipSync(bytes);
  const json = strFromU8(files['innerway-data.json']!);
  const page = strFromU8(files['innerway-data.html']!);
  return { names: Object.keys(files).sort(), json, page, data: JSON.parse(json) as { format: string; version: number; sections: Record<string, Record<string, unknown>> } };
}
