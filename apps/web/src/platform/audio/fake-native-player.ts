import { vi } from 'vitest';
import type { TNativePlayerPlugin } from './native-player-engine';

type TStatus = { status: 'playing' | 'paused' | 'stopped' };

/**
 * A fake of @mediagrid/capacitor-native-audio's API for the tests: it records the calls, holds a
 * position and a length the tests set, and lets them fire the native player's callbacks.
 */
export function fakeNativePlayer() {
  const callbacks = new Map<string, { ready?: () => void; end?: () => void; status?: (result: TStatus) => void }>();
  const entry = (audioId: string) => callbacks.get(audioId) ?? callbacks.set(audioId, {}).get(audioId)!;
  const state = { currentTime: 0, duration: 120 };
  const plugin = {
    create: vi.fn(async (_params: Parameters<TNativePlayerPlugin['create']>[0]) => ({ success: true })),
    initialize: vi.fn(async (_params: { audioId: string }) => ({ success: true })),
    play: vi.fn(async (_params: { audioId: string }) => undefined),
    pause: vi.fn(async (_params: { audioId: string }) => undefined),
    seek: vi.fn(async ({ timeInSeconds }: { audioId: string; timeInSeconds: number }) => {
      state.currentTime = timeInSeconds;
    }),
    getCurrentTime: vi.fn(async (_params: { audioId: string }) => ({ currentTime: state.currentTime })),
    getDuration: vi.fn(async (_params: { audioId: string }) => ({ duration: state.duration })),
    destroy: vi.fn(async (_params: { audioId: string }) => undefined),
    onAudioReady: vi.fn(async ({ audioId }: { audioId: string }, callback: () => void) => {
      entry(audioId).ready = callback;
      return { callbackId: `ready-${audioId}` };
    }),
    onAudioEnd: vi.fn(async ({ audioId }: { audioId: string }, callback: () => void) => {
      entry(audioId).end = callback;
      return { callbackId: `end-${audioId}` };
    }),
    onPlaybackStatusChange: vi.fn(async ({ audioId }: { audioId: string }, callback: (result: TStatus) => void) => {
      entry(audioId).status = callback;
      return { callbackId: `status-${audioId}` };
    }),
  } satisfies TNativePlayerPlugin;

  /** The audio id of the latest player created. */
  const current = () => plugin.create.mock.lastCall![0].audioId;
  return {
    plugin,
    state,
    current,
    ready: () => entry(current()).ready?.(),
    end: () => entry(current()).end?.(),
    /** The lock screen's or the headphones' controls. */
    status: (status: TStatus['status']) => entry(current()).status?.({ status }),
  };
}
