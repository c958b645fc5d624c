import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MindfulLimits, type TPlayReport } from '@innerway/domain';
import { mockApi } from '../../../test/mock-api';
import { flushPlays, watchPlay } from './playback-reporter';
import { createPlayedStretches } from './played-stretches';
import { hasUnsentPlays } from './unsent-plays';

const report = 'POST /mindful_minutes/plays';

function livePlay(userId = 7) {
  const stretches = createPlayedStretches();
  const take = (): TPlayReport | null => {
    const intervals = stretches.take();
    return intervals.length > 0 ? { play_id: 'a0e9c3f1-1111-4a2b-8c3d-000000000001', media: 'meditation', id: 1, voice: 'female', intervals } : null;
  };
  return { stretches, live: { userId, take } };
}

const bodies = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => JSON.parse(String(init!.body)) as { plays: TPlayReport[] });

let stop: (() => void) | null = null;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(async () => {
  stop?.();
  stop = null;
  await flushPlays();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('playback reporter', () => {
  it('sends what was played every reporting period, and nothing while nothing plays', async () => {
    const fetchMock = mockApi({ [report]: { data: { counted_seconds: 1 } } });
    const { stretches, live } = livePlay();
    stop = watchPlay(live);
    for (let second = 0; second <= 30; second += 0.5) stretches.position(second);
    await vi.advanceTimersByTimeAsync(MindfulLimits.reportEverySeconds * 1000);
    expect(bodies(fetchMock)).toEqual([{ plays: [expect.objectContaining({ play_id: expect.any(String), intervals: [[0, 30]] })] }]);
    await vi.advanceTimersByTimeAsync(MindfulLimits.reportEverySeconds * 1000);
    expect(bodies(fetchMock)).toHaveLength(1);
  });

  it('keeps the stretches while offline and sends them when the device is back online', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    const { stretches, live } = livePlay();
    stop = watchPlay(live);
    stretches.position(0);
    stretches.position(1.5);
    await flushPlays();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(hasUnsentPlays()).toBe(true);

    const online = mockApi({ [report]: { data: { counted_seconds: 1.5 } } });
    stretches.position(3);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(bodies(online)).toHaveLength(1));
    expect(bodies(online)[0]!.plays[0]!.intervals).toEqual([[0, 3]]);
    await vi.waitFor(() => expect(hasUnsentPlays()).toBe(false));
  });

  it('sends with keepalive when the page goes, so the request outlives it', async () => {
    const fetchMock = mockApi({ [report]: { data: { counted_seconds: 2 } } });
    const { stretches, live } = livePlay();
    stop = watchPlay(live);
    stretches.position(10);
    stretches.position(12);
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'POST', keepalive: true });
  });

  it('sends the last stretch when the play ends, and lets refused stretches go', async () => {
    const fetchMock = mockApi({ [report]: { status: 403, code: 'content.full_access_required' } });
    const { stretches, live } = livePlay();
    stop = watchPlay(live);
    stretches.position(0);
    stretches.position(1);
    stop();
    stop = null;
    await flushPlays();
    expect(bodies(fetchMock)).toHaveLength(1);
    expect(hasUnsentPlays()).toBe(false);
  });

  it('sends stretches kept from an earlier visit for the member who kept them', async () => {
    const fetchMock = mockApi({ [report]: { data: { counted_seconds: 5 } } });
    localStorage.setItem(
      'innerway.unsent-plays',
      JSON.stringify([{ userId: 7, keptAt: Date.now(), play: { play_id: 'b', media: 'video', id: 111, intervals: [[0, 5]] } }]),
    );
    await flushPlays({ userId: 7 });
    expect(bodies(fetchMock)).toEqual([{ plays: [{ play_id: 'b', media: 'video', id: 111, intervals: [[0, 5]] }] }]);
  });
});
