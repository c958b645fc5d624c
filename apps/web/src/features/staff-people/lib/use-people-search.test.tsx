import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { searchDebounceMs } from './people-search';
import { usePeopleSearch } from './use-people-search';

function renderSearch(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  return renderHook(
    () => ({ ...usePeopleSearch(), location: useLocation(), navigate: useNavigate() }),
    { wrapper },
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the People search box and its address', () => {
  it('starts from the address', () => {
    const { result } = renderSearch('/studio/people?q=dubois&disabled=true');
    expect(result.current.draft).toBe('dubois');
    expect(result.current.search).toMatchObject({ q: 'dubois', disabled: true });
  });

  it('hands what is typed to the address once typing pauses, keeping the filters', () => {
    const { result } = renderSearch('/studio/people?access=trial');
    act(() => result.current.setDraft('mar'));
    act(() => vi.advanceTimersByTime(searchDebounceMs - 1));
    act(() => result.current.setDraft('marie'));
    act(() => vi.advanceTimersByTime(searchDebounceMs - 1));
    expect(result.current.location.search).toBe('?access=trial');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.location.search).toBe('?q=marie&access=trial');
    expect(result.current.search.q).toBe('marie');
    expect(result.current.draft).toBe('marie');
  });

  it('applies a filter at once, with what is being typed', () => {
    const { result } = renderSearch('/studio/people');
    act(() => result.current.setDraft('ortega'));
    act(() => result.current.setFilters({ source: 'gift', access: 'full' }));
    expect(result.current.location.search).toBe('?q=ortega&access=full&source=gift');
  });

  it('brings the search of an address reached another way (Back, a link) into the box', () => {
    const { result } = renderSearch('/studio/people?q=first');
    act(() => result.current.navigate('/studio/people?q=second'));
    expect(result.current.draft).toBe('second');
  });
});
