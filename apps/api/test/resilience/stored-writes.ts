// Compares what the database holds with what the load driver was told was saved.
import { inArray } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { userAssessments, userExerciseProgress, userStepProgress } from '../../src/db/schema.ts';
import { assessmentAnswers, secondsAt, type LoadLedger } from './load-driver.ts';

/**
 * Every problem found: an acknowledged write missing or smaller in the database, or a row that
 * mixes two writes (a half-written save or assessment). `exact` (when every request got its
 * reply) also wants nothing in the database beyond what was acknowledged.
 */
export async function findStoredWriteProblems(db: Db, ledger: LoadLedger, userIds: number[], exact: boolean): Promise<string[]> {
  const problems: string[] = [];

  const steps = await db.select().from(userStepProgress).where(inArray(userStepProgress.userId, userIds));
  const storedSteps = new Map(steps.map((row) => [`${row.userId}:${row.stepId}`, row]));
  for (const row of steps) {
    if (row.timeSeconds !== secondsAt(row.percent)) problems.push(`step row ${row.id} is half-written: ${row.percent}% at ${row.timeSeconds} s`);
  }
  problems.push(...comparePercents('step', ledger.steps, new Map(steps.map((row) => [`${row.userId}:${row.stepId}`, row.percent])), exact));
  if (exact && storedSteps.size !== ledger.steps.size) problems.push(`${storedSteps.size} step rows, ${ledger.steps.size} acknowledged`);

  const exercises = await db.select().from(userExerciseProgress).where(inArray(userExerciseProgress.userId, userIds));
  const storedExercises = new Map(exercises.map((row) => [`${row.userId}:${row.exerciseId}`, row.percent]));
  problems.push(...comparePercents('exercise', ledger.exercises, storedExercises, exact));
  if (exact && storedExercises.size !== ledger.exercises.size) problems.push(`${storedExercises.size} exercise rows, ${ledger.exercises.size} acknowledged`);

  const assessments = await db.select().from(userAssessments).where(inArray(userAssessments.userId, userIds));
  const storedAssessments = new Map(assessments.map((row) => [row.id, row]));
  for (const [id, acknowledged] of ledger.assessments) {
    const row = storedAssessments.get(id);
    if (!row) problems.push(`acknowledged assessment ${id} is missing`);
    else if (
      row.userId !== acknowledged.userId ||
      row.moduleId !== acknowledged.module_id ||
      row.quantitativeAnswer !== acknowledged.quantitative_answer ||
      row.qualitativeAnswerOne !== acknowledged.qualitative_answer_one ||
      row.qualitativeAnswerTwo !== acknowledged.qualitative_answer_two
    ) {
      problems.push(`assessment ${id} differs from its acknowledgement`);
    }
  }
  for (const row of assessments) {
    // Each submission's fields all name it: a row mixing two (or missing one) shows.
    const n = Number(/^first answer \d+-(\d+)$/.exec(row.qualitativeAnswerOne)?.[1]);
    const expected = assessmentAnswers(row.userId, n, row.moduleId);
    if (row.quantitativeAnswer !== expected.quantitative_answer || row.qualitativeAnswerTwo !== expected.qualitative_answer_two) {
      problems.push(`assessment row ${row.id} is half-written`);
    }
  }
  if (exact && storedAssessments.size !== ledger.assessments.size) {
    problems.push(`${storedAssessments.size} assessment rows, ${ledger.assessments.size} acknowledged`);
  }
  return problems;
}

function comparePercents(kind: string, acknowledged: Map<string, number>, stored: Map<string, number>, exact: boolean): string[] {
  const problems: string[] = [];
  for (const [key, percent] of acknowledged) {
    const held = stored.get(key);
    if (held === undefined) problems.push(`acknowledged ${kind} progress ${key} is missing`);
    else if (held < percent || (exact && held !== percent)) problems.push(`${kind} progress ${key}: ${held}% stored, ${percent}% acknowledged`);
  }
  return problems;
}
