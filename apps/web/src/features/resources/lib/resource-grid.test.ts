import { describe, expect, it } from 'vitest';
import { relatedResourceColumns, resourceGridColumns } from './resource-grid';

describe('resourceGridColumns', () => {
  it('is 1 on small, 3 on extra large, 2 otherwise', () => {
    expect(resourceGridColumns('small')).toBe(1);
    expect(resourceGridColumns('medium')).toBe(2);
    expect(resourceGridColumns('large')).toBe(2);
    expect(resourceGridColumns('xl')).toBe(3);
  });

  it('defaults to 2 before the width is known', () => {
    expect(resourceGridColumns(undefined)).toBe(2);
    expect(resourceGridColumns(null)).toBe(2);
  });
});

describe('relatedResourceColumns', () => {
  it('is 2 on large screens and wider, else 1', () => {
    expect(relatedResourceColumns('small')).toBe(1);
    expect(relatedResourceColumns('medium')).toBe(1);
    expect(relatedResourceColumns('large')).toBe(2);
    expect(relatedResourceColumns('xl')).toBe(2);
  });
});
