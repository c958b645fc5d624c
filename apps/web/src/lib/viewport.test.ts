import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { isTouchWidth, widthClassOf } from './width-class';
import { libraryColumns } from './library-columns';
import { useViewportWidth } from './viewport';

// A browser's media queries over a width the test sets (jsdom has no matchMedia).
let width = 1024;
const lists = new Set<{ media: string; listeners: Set<() => void> }>();

function maxWidthOf(media: string): number {
  const match = /^\(max-width: (\d+)px\)$/.exec(media);
  if (!match) throw new Error(`Unexpected query: ${media}`);
  return Number(match[1]);
}

function resizeTo(next: number) {
  const before = new Map([...lists].map((list) => [list, width <= maxWidthOf(list.media)]));
  width = next;
  for (const [list, matched] of before) {
    if (matched !== width <= maxWidthOf(list.media)) for (const listener of list.listeners) listener();
  }
}

beforeAll(() => {
  window.matchMedia = (media: string) => {
    const list = { media, listeners: new Set<() => void>() };
    lists.add(list);
    return {
      media,
      get matches() {
        return width <= maxWidthOf(media);
      },
      addEventListener: (_type: string, listener: () => void) => list.listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => list.listeners.delete(listener),
    } as unknown as MediaQueryList;
  };
});

afterAll(() => {
  delete (window as Partial<Window>).matchMedia;
});

describe('useViewportWidth', () => {
  it.each([320, 390, 759, 760, 761, 767, 768, 769, 1024, 1050, 1051, 1299, 1300, 1301, 1440, 1499, 1500, 1501, 2560])(
    'gives the domain rules the answer of the exact width at %i',
    (exact) => {
      resizeTo(exact);
      const { result } = renderHook(() => useViewportWidth());
      expect(widthClassOf(result.current)).toBe(widthClassOf(exact));
      expect(isTouchWidth(result.current)).toBe(isTouchWidth(exact));
      expect(libraryColumns(result.current)).toBe(libraryColumns(exact));
    },
  );

  it('re-renders when a breakpoint is crossed, not on every pixel', () => {
    resizeTo(1100);
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useViewportWidth();
    });
    const first = renders;
    act(() => resizeTo(1200));
    expect(renders).toBe(first);
    expect(widthClassOf(result.current)).toBe('large');
    act(() => resizeTo(700));
    expect(renders).toBeGreaterThan(first);
    expect(widthClassOf(result.current)).toBe('small');
  });
});
