import { describe, expect, it } from 'vitest';
import { formatSize } from './format-size';

describe('formatSize', () => {
  it('reads in kB under a megabyte and in MB with one decimal above', () => {
    expect(formatSize(540_962, 'en')).toBe('541 kB');
    expect(formatSize(3_245_000, 'en')).toBe('3.2 MB');
    expect(formatSize(3_245_000, 'fr')).toMatch(/^3,2\s?Mo$/u);
    expect(formatSize(12, 'en')).toBe('1 kB');
  });
});
