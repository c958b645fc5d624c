import { describe, expect, it } from 'vitest';
import { isTouchWidth, widthClassOf } from './width-class';

describe('widthClassOf', () => {
  it('puts each breakpoint in the class it ends', () => {
    expect(widthClassOf(320)).toBe('small');
    expect(widthClassOf(760)).toBe('small');
    expect(widthClassOf(761)).toBe('medium');
    expect(widthClassOf(1050)).toBe('medium');
    expect(widthClassOf(1051)).toBe('large');
    expect(widthClassOf(1300)).toBe('large');
    expect(widthClassOf(1301)).toBe('xl');
    expect(widthClassOf(2560)).toBe('xl');
  });
});

describe('isTouchWidth', () => {
  it('is touch at 768 and below', () => {
    expect(isTouchWidth(390)).toBe(true);
    expect(isTouchWidth(768)).toBe(true);
    expect(isTouchWidth(769)).toBe(false);
  });
});
