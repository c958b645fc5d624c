import { describe, expect, it } from 'vitest';
import { libraryColumns } from './library-columns';

describe('libraryColumns', () => {
  it('is 1 at 760 or below, 2 above, 3 from 1500', () => {
    expect(libraryColumns(390)).toBe(1);
    expect(libraryColumns(760)).toBe(1);
    expect(libraryColumns(761)).toBe(2);
    expect(libraryColumns(1499)).toBe(2);
    expect(libraryColumns(1500)).toBe(3);
    expect(libraryColumns(2560)).toBe(3);
  });
});
