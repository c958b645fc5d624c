import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET, generateCode } from './generate-code.ts';

describe('generateCode', () => {
  it('makes 8 characters from an alphabet without look-alikes', () => {
    expect(CODE_ALPHABET).toHaveLength(32);
    expect(CODE_ALPHABET).not.toMatch(/[IO01]/);
    for (let index = 0; index < 1000; index += 1) expect(generateCode()).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
  });

  it('does not repeat itself and uses every character', () => {
    const codes = Array.from({ length: 5000 }, generateCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(codes.join('')).size).toBe(32);
  });
});
