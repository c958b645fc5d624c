import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { TSelectContentType } from '@innerway/domain';
import { contentTypeOfLook, useSelectContentWith } from './use-select-content';

describe('useSelectContentWith', () => {
  it('reports content once as it opens, nothing while it is not there, and again for the next item', () => {
    const track = vi.fn();
    const { rerender } = renderHook(({ type, id }: { type: TSelectContentType | null; id?: number }) => useSelectContentWith(track, type, id), {
      initialProps: { type: null } as { type: TSelectContentType | null; id?: number },
    });
    expect(track).not.toHaveBeenCalled();
    rerender({ type: 'Meditation', id: 5 });
    rerender({ type: 'Meditation', id: 5 });
    expect(track).toHaveBeenCalledTimes(1);
    expect(track).toHaveBeenLastCalledWith('select_content', { content_type: 'Meditation', item_id: '5' });
    rerender({ type: 'Song', id: 31 });
    expect(track).toHaveBeenLastCalledWith('select_content', { content_type: 'Song', item_id: '31' });
    rerender({ type: 'Subscribe' });
    expect(track).toHaveBeenLastCalledWith('select_content', { content_type: 'Subscribe' });
    expect(track).toHaveBeenCalledTimes(3);
  });
});

describe('contentTypeOfLook', () => {
  it("gives the spec's kinds for the screens' labels, and none for the tutorial", () => {
    const looks = ['meditation', 'journaling', 'activity', 'song', 'book', 'movie', 'audio', 'download'];
    expect(looks.map(contentTypeOfLook)).toEqual(['Meditation', 'Journaling', 'Activity', 'Song', 'Book', 'Movie', 'Audio', 'Download']);
    expect(contentTypeOfLook('tutorial')).toBeNull();
  });
});
