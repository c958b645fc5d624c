import type { QueryClient } from '@tanstack/react-query';
import type { TExerciseProgress, TStepProgress, TStepProgressUpdate, TUser } from '@innerway/domain';
import { appOutbox, replayOutboxOnReconnect } from '../../../lib/app-outbox';
import { OutboxDrop } from '../../../platform/outbox/outbox';
import { sessionQueryKey } from '../../session';
import { patchCachedExercise, patchCachedStep, putExerciseProgress, putStepProgress } from './progress-saves';
import { contentKeys } from './content-keys';

/*
 * The apps' progress saves go through the outbox: kept on the device first, sent in order, and
 * sent again after a lost connection or a restart. The server keeps the greater percent of two
 * saves (and the position of the later one at the same percent), so a save sent twice or late
 * changes nothing: the replay is idempotent.
 */

/** Each save names its member: one made before a sign-out is never sent with the next member's session. */
type TStepSave = TStepProgressUpdate & { stepId: number; userId: number };
type TExerciseSave = { exerciseId: number; progress: number; userId: number };

const stepKind = 'step-progress';
const exerciseKind = 'exercise-progress';

// The app's query cache: who is signed in, and the topics that replayed saves update as live ones do.
let cache: QueryClient | null = null;

function delivered<T>(saved: T, patch: (queryClient: QueryClient, saved: T) => void): T {
  if (cache) {
    patch(cache, saved);
    void cache.invalidateQueries({ queryKey: contentKeys.all });
  }
  return saved;
}

/** Sends only with the session of the member who made the save; waits while nobody is signed in. */
function assertSameMember(userId: number) {
  const current = cache?.getQueryData<TUser | null>(sessionQueryKey);
  if (!current) throw new Error('Outbox: waiting for the session');
  if (current.id !== userId) throw new OutboxDrop('Outbox: a save of a member who signed out');
}

let registered = false;
function registerProgressKinds() {
  if (registered) return;
  registered = true;
  const outbox = appOutbox();
  outbox.registerKind(stepKind, async (payload) => {
    const { stepId, userId, ...update } = payload as TStepSave;
    assertSameMember(userId);
    return delivered(await putStepProgress(stepId, update), patchCachedStep);
  });
  outbox.registerKind(exerciseKind, async (payload) => {
    const { exerciseId, progress, userId } = payload as TExerciseSave;
    assertSameMember(userId);
    return delivered(await putExerciseProgress(exerciseId, progress), patchCachedExercise);
  });
}

/** The server's reply, or, while the save waits in the outbox, the progress as it will be. */
export async function saveStepProgressThroughOutbox(save: TStepSave, queryClient: QueryClient): Promise<TStepProgress> {
  cache ??= queryClient;
  registerProgressKinds();
  const result = await appOutbox().send(stepKind, save);
  if (result.status === 'sent') return result.reply as TStepProgress;
  return { step_id: save.stepId, user_percent_complete: save.progress, user_time: save.time };
}

export async function saveExerciseProgressThroughOutbox(save: TExerciseSave, queryClient: QueryClient): Promise<TExerciseProgress> {
  cache ??= queryClient;
  registerProgressKinds();
  const result = await appOutbox().send(exerciseKind, save);
  if (result.status === 'sent') return result.reply as TExerciseProgress;
  return { exercise_id: save.exerciseId, user_percent_complete: save.progress };
}

/**
 * At the app's start: the saves an earlier run left are sent, and the waiting ones whenever the
 * device is back online.
 */
export function connectProgressOutbox(queryClient: QueryClient): () => void {
  cache = queryClient;
  registerProgressKinds();
  return replayOutboxOnReconnect();
}
