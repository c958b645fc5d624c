import { describe, expect, it } from 'vitest';
import { correctionScore, editDistance, maxEditsFor, oneEditVariants } from './word-corrections.ts';

describe('word corrections', () => {
  it('count a swap of neighbours as one edit', () => {
    expect(editDistance('mray', 'mary')).toBe(1);
    expect(editDistance('dubios', 'dubois')).toBe(1);
    expect(editDistance('stefanie', 'stephanie')).toBe(2);
    expect(editDistance('léa', 'lea')).toBe(1);
  });

  it('make every one-edit variant of a word, and none of a two-letter one', () => {
    const variants = oneEditVariants('mray');
    for (const word of ['mray', 'mary', 'ray', 'mray', 'mraey', 'mréy']) expect(variants).toContain(word);
    expect(variants).not.toContain('mayr');
    expect(oneEditVariants('li')).toEqual(['li']);
  });

  it('allow two edits only in a word of seven letters or more', () => {
    expect([maxEditsFor('li'), maxEditsFor('mary'), maxEditsFor('garcia'), maxEditsFor('stefanie')]).toEqual([0, 1, 1, 2]);
  });

  it('rank the word itself, then a close typo, then one that even changes the first letter; refuse what is too far', () => {
    const exact = correctionScore('mary', 'mary')!;
    const typo = correctionScore('mray', 'mary')!;
    const otherStart = correctionScore('mray', 'gray')!;
    expect(exact).toBe(1);
    expect(typo).toBeLessThan(exact);
    expect(otherStart).toBeLessThan(typo);
    expect(correctionScore('garcia', 'gracie')).toBeNull();
    expect(correctionScore('stepha', 'stephanie')).toBeGreaterThan(0.5);
  });
});
