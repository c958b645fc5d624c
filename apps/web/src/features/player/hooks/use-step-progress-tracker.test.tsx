import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { mockApi } from '../../../test/mock-api';
import { mutationsAsked } from '../../../test/mutations';
import { stepFixture } from '../test/fixtures';
import { useStepProgressTracker, type StepProgressTrackerOptions } from './use-step-progress-tracker';

beforeEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const saveKey = 'PUT /steps/111/progress';

function savedBodies(fetchMock: ReturnType<typeof mockApi>) {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)) as { progress: number; time: number });
}

/** The server answers what it was sent (it keeps the highest percent). */
function echoingApi() {
  let last = { progress: 0, time: 0 };
  const fetchMock = mockApi({ [saveKey]: () => ({ data: { step_id: 111, user_percent_complete: last.progress, user_time: last.time } }) });
  const original = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) => {
    if (init?.body) last = JSON.parse(String(init.body));
    return original(input, init);
  });
  return fetchMock;
}

function renderTracker(options: Partial<StepProgressTrackerOptions> = {}) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const rendered = renderHook((props: Partial<StepProgressTrackerOptions>) => useStepProgressTracker({ step: stepFixture(), saveProgress: true, ...props }), {
    wrapper,
    initialProps: options,
  });
  return { ...rendered, queryClient };
}

describe('useStepProgressTracker', () => {
  it('saves when progress grows by 5 points, with the position in whole seconds', async () => {
    const fetchMock = echoingApi();
    const { result } = renderTracker();

    act(() => result.current.handleTimeUpdate(0.4, 10)); // 4 %: not yet
    act(() => result.current.handleTimeUpdate(0.59, 10)); // 5 %
    await waitFor(() => expect(savedBodies(fetchMock)).toHaveLength(1));
    act(() => result.current.handleTimeUpdate(0.9, 10)); // 9 %: only 4 more
    act(() => result.current.handleTimeUpdate(1.05, 10)); // 10 %
    await waitFor(() => expect(savedBodies(fetchMock)).toHaveLength(2));
    act(() => result.current.handleTimeUpdate(4.97, 10)); // 49 %

    await waitFor(() => expect(savedBodies(fetchMock)).toEqual([
      { progress: 5, time: 0 },
      { progress: 10, time: 1 },
      { progress: 49, time: 4 },
    ]));
    expect(result.current.percent).toBe(49);
  });

  it('sends one request for a burst of time updates while a save is on its way', async () => {
    const fetchMock = echoingApi();
    const { result } = renderTracker();
    act(() => {
      result.current.handleTimeUpdate(1, 10);
      result.current.handleTimeUpdate(1.1, 10);
      result.current.handleTimeUpdate(1.2, 10);
    });
    await waitFor(() => expect(savedBodies(fetchMock)).toEqual([{ progress: 10, time: 1 }]));
  });

  it('saves on reaching 100 even when less than 5 points were added, and maps ended to 100', async () => {
    const fetchMock = echoingApi();
    const onReachEnd = vi.fn();
    const { result, queryClient } = renderTracker({ step: stepFixture({ user_percent_complete: 97, user_time: 19 }), onReachEnd });
    act(() => result.current.handleTimeUpdate(19.9, 20)); // 99 %: 2 more than saved, not 100
    expect(mutationsAsked(queryClient)).toBe(0);
    expect(onReachEnd).not.toHaveBeenCalled();
    act(() => result.current.handleEnded());
    await waitFor(() => expect(savedBodies(fetchMock)).toEqual([{ progress: 100, time: 20 }]));
    expect(onReachEnd).toHaveBeenCalled();
    expect(result.current.percent).toBe(100);
  });

  it('starts from what the server already holds and never saves less', async () => {
    const fetchMock = echoingApi();
    const { result, queryClient } = renderTracker({ step: stepFixture({ user_percent_complete: 40, user_time: 8 }) });
    act(() => result.current.handleTimeUpdate(1, 20)); // 5 %: re-watching the start
    act(() => result.current.handleTimeUpdate(8.8, 20)); // 44 %
    expect(mutationsAsked(queryClient)).toBe(0);
    act(() => result.current.handleTimeUpdate(9, 20)); // 45 %
    await waitFor(() => expect(savedBodies(fetchMock)).toEqual([{ progress: 45, time: 9 }]));
  });

  it('never saves for trial users, but still follows the video to its end', () => {
    echoingApi();
    const onReachEnd = vi.fn();
    const { result, queryClient } = renderTracker({ saveProgress: false, onReachEnd });
    act(() => result.current.handleTimeUpdate(5, 10));
    act(() => result.current.handleEnded());
    expect(mutationsAsked(queryClient)).toBe(0);
    expect(result.current.percent).toBe(100);
    expect(onReachEnd).toHaveBeenCalled();
  });

  it('carries the progress again on the next time update after a failed save', async () => {
    let fail = true;
    const fetchMock = mockApi({
      [saveKey]: () => (fail ? { status: 500, error: 'Database down' } : { data: { step_id: 111, user_percent_complete: 12, user_time: 1 } }),
    });
    const { result } = renderTracker();
    act(() => result.current.handleTimeUpdate(1, 10)); // 10 %
    await waitFor(() => expect(console.warn).toHaveBeenCalled());
    fail = false;
    await act(async () => result.current.handleTimeUpdate(1.2, 10)); // 12 %: counts from 0 again
    await waitFor(() => expect(savedBodies(fetchMock)).toEqual([
      { progress: 10, time: 1 },
      { progress: 12, time: 1 },
    ]));
  });

  it("uses the step's own length until the player knows the video's", async () => {
    const fetchMock = echoingApi();
    const { result } = renderTracker({ step: stepFixture({ duration_seconds: 20 }) });
    act(() => result.current.handleTimeUpdate(2, Number.NaN)); // 10 % of 20 s
    await waitFor(() => expect(savedBodies(fetchMock)).toEqual([{ progress: 10, time: 2 }]));
  });
});
