import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAnalyticsEventInput, TAnalyticsParams } from '@innerway/domain';
import { createTracker } from './tracker';

afterEach(() => {
  vi.restoreAllMocks();
});

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('createTracker', () => {
  it('records each event with its cleaned params and the time it happened', async () => {
    const send = vi.fn(async (_events: TAnalyticsEventInput[]) => undefined);
    const tracker = createTracker({ send, now: () => new Date('2025-01-31T12:00:00.000Z') });
    tracker.track('sign_up', { method: 'email', email: 'ana@example.com' } as unknown as TAnalyticsParams['sign_up']);
    tracker.track('tutorial_begin', {});
    await tracker.flush();
    expect(send.mock.calls[0]![0]).toEqual([
      { name: 'sign_up', params: { method: 'email' }, at: '2025-01-31T12:00:00.000Z' },
      { name: 'tutorial_begin', params: {}, at: '2025-01-31T12:00:00.000Z' },
    ]);
  });

  it('sends what is waiting when the page is hidden or goes away', async () => {
    const send = vi.fn(async () => undefined);
    const tracker = createTracker({ send });
    tracker.track('login', { method: 'email' });
    setVisibility('hidden');
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    setVisibility('visible');

    tracker.track('tutorial_complete', {});
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(tracker.waiting).toBe(0);
  });

  it('hands GA4 the same cleaned params, and a failing forward only logs', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const forward = vi.fn().mockImplementationOnce(() => {
      throw new Error('gtag blocked');
    });
    const send = vi.fn(async () => undefined);
    const tracker = createTracker({ send, forward });
    const params = { content_type: 'Book', item_id: '4', name: 'Ana' } as unknown as TAnalyticsParams['select_content'];
    expect(() => tracker.track('select_content', params)).not.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('select_content'), expect.any(Error));
    tracker.track('select_content', params);
    expect(forward).toHaveBeenLastCalledWith('select_content', { content_type: 'Book', item_id: '4' });
  });
});
