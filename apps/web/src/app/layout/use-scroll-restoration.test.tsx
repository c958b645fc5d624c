import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { keepScroll } from '../../lib/keep-scroll';
import { createRouterProbe } from '../../test/router-probe';
import { useScrollRestoration } from './use-scroll-restoration';

function Restorer() {
  useScrollRestoration();
  return null;
}

/** jsdom does not scroll: the window's position is what the test says it is, up to the page's end. */
let scrollY = 0;
let scrollEnd = Number.POSITIVE_INFINITY;
const scrollTo = vi.fn((_x: number, y: number) => {
  scrollY = Math.min(y, scrollEnd);
});

/** jsdom does not lay out either: the page "grows" when the test says so. */
const resizeCallbacks = new Set<() => void>();
class TestResizeObserver {
  private readonly callback: () => void;
  constructor(callback: () => void) {
    this.callback = callback;
  }
  observe() {
    resizeCallbacks.add(this.callback);
  }
  disconnect() {
    resizeCallbacks.delete(this.callback);
  }
}
function growPageTo(end: number) {
  scrollEnd = end;
  for (const callback of [...resizeCallbacks]) callback();
}

function scrollBy(y: number) {
  scrollY = y;
  window.dispatchEvent(new Event('scroll'));
}

function renderAt(path: string) {
  const { Probe, router } = createRouterProbe();
  render(
    <MemoryRouter initialEntries={[path]}>
      <Restorer />
      <Routes>
        <Route path="*" element={<h2 id="faq">Page</h2>} />
      </Routes>
      <Probe />
    </MemoryRouter>,
  );
  return router;
}

beforeEach(() => {
  scrollY = 0;
  scrollEnd = Number.POSITIVE_INFINITY;
  resizeCallbacks.clear();
  scrollTo.mockClear();
  vi.stubGlobal('scrollTo', scrollTo);
  vi.stubGlobal('ResizeObserver', TestResizeObserver);
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('scroll restoration', () => {
  it('starts a new address at the top', async () => {
    const router = renderAt('/topics');
    scrollBy(600);
    await act(() => router.navigate('/progress'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(scrollY).toBe(0);
  });

  it('returns to where the entry was left on Back', async () => {
    const router = renderAt('/topics');
    scrollBy(600);
    await act(() => router.navigate('/progress'));
    scrollBy(150);
    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 600);
    await act(() => router.navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 150);
  });

  it('follows a returning screen that is still short until it reaches where it was left', async () => {
    const router = renderAt('/progress');
    scrollBy(1028);
    await act(() => router.navigate('/topics'));
    scrollEnd = 864;
    await act(() => router.navigate(-1));
    expect(scrollY).toBe(864);
    growPageTo(950);
    expect(scrollY).toBe(950);
    growPageTo(1400);
    expect(scrollY).toBe(1028);
    expect(resizeCallbacks.size).toBe(0);
  });

  it('stops following the returning screen once the person scrolls it themselves', async () => {
    const router = renderAt('/progress');
    scrollBy(1028);
    await act(() => router.navigate('/topics'));
    scrollEnd = 500;
    await act(() => router.navigate(-1));
    window.dispatchEvent(new Event('wheel'));
    scrollBy(200);
    growPageTo(1400);
    expect(scrollY).toBe(200);
  });

  it('stops following a returning screen when it is left first', async () => {
    const router = renderAt('/progress');
    scrollBy(1028);
    await act(() => router.navigate('/topics'));
    scrollEnd = 500;
    await act(() => router.navigate(-1));
    await act(() => router.navigate('/resources'));
    growPageTo(1400);
    expect(scrollY).toBe(0);
  });

  it('leaves the page where it is for a popup opening over it', async () => {
    const router = renderAt('/resources');
    scrollBy(420);
    await act(() => router.navigate('/resources/3?contentType=R', { state: keepScroll() }));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollY).toBe(420);
  });

  it("goes to the new address's #target when it has one", async () => {
    // jsdom has no scrollIntoView: lend one for this test only.
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      const router = renderAt('/topics');
      scrollBy(300);
      await act(() => router.navigate('/progress#faq'));
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      expect(scrollTo).not.toHaveBeenCalled();
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('keeps the positions for a reload of the tab', async () => {
    const router = renderAt('/topics');
    scrollBy(240);
    const key = router.location().key;
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(sessionStorage.getItem('innerway:scroll-positions') ?? '{}')).toEqual({ [key]: 240 });
  });
});
