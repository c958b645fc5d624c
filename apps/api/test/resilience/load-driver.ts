// Signed-in users working through the program at once, each one request at a time (so that
// each user's saves are ordered), keeping a ledger of every acknowledged write to check the
// database against afterwards.
import { RatingScale, type TExerciseProgress, type TModule, type TStepProgress, type TUserAssessment } from '@innerway/domain';
import { callApi, type TLoadUser, type TProgramModule, type TReply } from './signed-in-users.ts';
import { latencyPercentiles } from './timed-calls.ts';

/** A video's playback position follows its percent, so a row mixing two saves shows. */
export const secondsAt = (percent: number) => percent * 3;

/** The answers of a user's n-th assessment: every field names the same submission. */
export function assessmentAnswers(userId: number, n: number, moduleId: number) {
  const tag = `${userId}-${n}`;
  return {
    module_id: moduleId,
    quantitative_answer: Object.values(RatingScale)[n % 6]!,
    qualitative_answer_one: `first answer ${tag}`,
    qualitative_answer_two: `second answer ${tag}`,
  };
}

export interface LoadLedger {
  requests: number;
  /** Replies by status. */
  statuses: Map<number, number>;
  /** Requests that got no reply at all (connection refused or cut). */
  networkErrors: number;
  /** Unexpected replies and replies showing less progress than one acknowledged earlier. */
  problems: string[];
  /** Reply times in milliseconds, for the report. */
  latencies: number[];
  /** `userId:stepId` → the highest acknowledged percent. */
  steps: Map<string, number>;
  /** `userId:exerciseId` → the highest acknowledged percent. */
  exercises: Map<string, number>;
  /** Acknowledged assessments by id. */
  assessments: Map<number, TUserAssessment & { userId: number }>;
}

export interface LoadOptions {
  baseUrl: string;
  users: TLoadUser[];
  program: TProgramModule[];
  /** Besides the writes, every third request browses (topic list, topic detail, own account). */
  browse: boolean;
  /** Ends the run; requests in flight finish first. A user whose request gets no reply stops. */
  until: AbortSignal;
}

/** Starts every user's loop; the ledger fills as replies come in. */
export function startLoad(options: LoadOptions): { ledger: LoadLedger; finished: Promise<void> } {
  const ledger: LoadLedger = {
    requests: 0,
    statuses: new Map(),
    networkErrors: 0,
    problems: [],
    latencies: [],
    steps: new Map(),
    exercises: new Map(),
    assessments: new Map(),
  };
  const finished = Promise.all(options.users.map((user) => runUser(user, options, ledger))).then(() => {});
  return { ledger, finished };
}

async function runUser(user: TLoadUser, options: LoadOptions, ledger: LoadLedger): Promise<void> {
  const { program } = options;
  let moduleIndex = 0;
  let stepIndex = 0;
  let percent = 0;
  let activityIndex = 0;
  let assessmentsSent = 0;
  // Topics this user has checked in on: a second check-in within 30 days is refused (409), as it should be.
  const assessedTopics = new Set<number>();
  let tick = 0;

  const problem = (text: string) => ledger.problems.push(`user ${user.id}: ${text}`);
  const send = async <T>(method: string, path: string, payload?: unknown): Promise<TReply<T> | null> => {
    ledger.requests += 1;
    const started = performance.now();
    try {
      const reply = await callApi<T>(options.baseUrl, user, method, path, payload);
      ledger.latencies.push(performance.now() - started);
      ledger.statuses.set(reply.status, (ledger.statuses.get(reply.status) ?? 0) + 1);
      return reply;
    } catch {
      ledger.networkErrors += 1;
      return null;
    }
  };
  /** Records an acknowledged percent; false when the reply shows progress moving backwards. */
  const acknowledge = (acks: Map<string, number>, key: string, sent: number, replied: number) => {
    const before = acks.get(key) ?? 0;
    if (replied < sent || replied < before) problem(`${key} answered ${replied}% after ${sent}% was sent and ${before}% acknowledged`);
    acks.set(key, Math.max(before, replied));
  };

  while (!options.until.aborted) {
    tick += 1;
    const module = program[moduleIndex % program.length]!;

    if (options.browse && tick % 3 === 0) {
      const paths = ['/api/modules', `/api/modules/${module.id}?fullDetail=1`, '/api/users/me'];
      const path = paths[(tick / 3) % paths.length]!;
      const reply = await send<TModule>('GET', path);
      if (!reply) return;
      if (reply.status !== 200) problem(`GET ${path} answered ${reply.status}`);
      else if (path.includes('fullDetail')) {
        // What a reader sees never lags behind what was acknowledged to this very user.
        for (const step of reply.data.segments.flatMap((segment) => segment.steps)) {
          const acknowledged = ledger.steps.get(`${user.id}:${step.id}`) ?? 0;
          if (step.user_percent_complete < acknowledged) problem(`step ${step.id} read ${step.user_percent_complete}% after ${acknowledged}% was acknowledged`);
        }
      }
      continue;
    }

    if (stepIndex < module.stepIds.length) {
      const stepId = module.stepIds[stepIndex]!;
      // After the last topic the program starts over: watching again sends smaller percents.
      percent += 5;
      const reply = await send<TStepProgress>('PUT', `/api/steps/${stepId}/progress`, { progress: percent, time: secondsAt(percent) });
      if (!reply) return;
      if (reply.status !== 200) problem(`PUT step ${stepId} ${percent}% answered ${reply.status}`);
      else acknowledge(ledger.steps, `${user.id}:${stepId}`, percent, reply.data.user_percent_complete);
      if (percent === 100) {
        stepIndex += 1;
        percent = 0;
      }
    } else if (activityIndex < module.activityIds.length) {
      const exerciseId = module.activityIds[activityIndex]!;
      const reply = await send<TExerciseProgress>('PUT', `/api/exercises/${exerciseId}/progress`, { progress: 100 });
      if (!reply) return;
      if (reply.status !== 200) problem(`PUT exercise ${exerciseId} answered ${reply.status}`);
      else acknowledge(ledger.exercises, `${user.id}:${exerciseId}`, 100, reply.data.user_percent_complete);
      activityIndex += 1;
    } else {
      assessmentsSent += 1;
      const answers = assessmentAnswers(user.id, assessmentsSent, module.id);
      const reply = await send<TUserAssessment>('POST', '/api/user_assessments', answers);
      if (!reply) return;
      if (reply.status === 201) {
        ledger.assessments.set(reply.data.id, { ...reply.data, userId: user.id });
        assessedTopics.add(module.id);
      } else if (!(reply.status === 409 && assessedTopics.has(module.id))) {
        problem(`POST assessment of topic ${module.id} answered ${reply.status}`);
      }
      moduleIndex += 1;
      stepIndex = 0;
      activityIndex = 0;
    }
  }
}

/** Requests per second and reply-time percentiles, for the report. */
export function summarise(ledger: LoadLedger, seconds: number) {
  return {
    requests: ledger.requests,
    perSecond: Math.round(ledger.requests / seconds),
    statuses: Object.fromEntries(ledger.statuses),
    networkErrors: ledger.networkErrors,
    acknowledged: { steps: ledger.steps.size, exercises: ledger.exercises.size, assessments: ledger.assessments.size },
    latencyMs: latencyPercentiles(ledger.latencies),
  };
}
