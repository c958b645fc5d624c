import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenTitleChanges } from './page-title';

beforeEach(() => {
  document.title = 'Innerway - Sign In';
});
afterEach(() => {
  vi.useRealTimers();
});

describe('whenTitleChanges', () => {
  it('delivers at once when the new screen has already named itself', () => {
    document.title = 'Innerway - Dashboard';
    const deliver = vi.fn();
    whenTitleChanges('Innerway - Sign In', deliver);
    expect(deliver).toHaveBeenCalledWith('Innerway - Dashboard');
  });

  it('waits for a screen still loading to set its title', async () => {
    const deliver = vi.fn();
    whenTitleChanges('Innerway - Sign In', deliver);
    expect(deliver).not.toHaveBeenCalled();
    document.title = 'Innerway - Dashboard';
    await vi.waitFor(() => expect(deliver).toHaveBeenCalledWith('Innerway - Dashboard'));
    // A wait started after it sees the next change: by then this one's observer has seen it too.
    const next = vi.fn();
    whenTitleChanges('Innerway - Dashboard', next);
    document.title = 'Innerway - Library';
    await vi.waitFor(() => expect(next).toHaveBeenCalledWith('Innerway - Library'));
    expect(deliver).toHaveBeenCalledTimes(1);
  });

  it('delivers the title as it is after a while, or at once when a newer screen takes over', () => {
    vi.useFakeTimers();
    const late = vi.fn();
    whenTitleChanges('Innerway - Sign In', late, 3000);
    vi.advanceTimersByTime(2999);
    expect(late).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(late).toHaveBeenCalledWith('Innerway - Sign In');

    const overtaken = vi.fn();
    const wait = whenTitleChanges('Innerway - Sign In', overtaken, 3000);
    wait.flush();
    wait.flush();
    expect(overtaken).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(overtaken).toHaveBeenCalledTimes(1);
  });
});
