// What a typed word may have been meant as: the words of the search dictionary within a typo or
// two of it, scored. Pure functions; search-people.ts asks the dictionary.

/** Letters a typo may bring in (one replaced or inserted): the Latin alphabet and its common accented letters. */
const Letters = [...'abcdefghijklmnopqrstuvwxyzàáâãäåæçèéêëìíîïñòóôõöøœùúûüýÿßğışł'];

/**
 * How many edits a word of this length may hold and still mean a word of the dictionary. A word of
 * two letters with one edit is any other two letters; past six letters, two edits ("stefanie" for
 * "stephanie") still leave most of the word.
 */
export function maxEditsFor(term: string): number {
  const length = [...term].length;
  return length <= 2 ? 0 : length <= 6 ? 1 : 2;
}

/**
 * Every string one edit from `term` (a letter dropped, two neighbours swapped, one replaced, one
 * inserted), `term` included: looked up in the dictionary by its primary key, which finds the
 * typos in short words that trigrams cannot ("mray" shares one trigram with "mary").
 */
export function oneEditVariants(term: string): string[] {
  const letters = [...term];
  const variants = new Set<string>([term]);
  if (maxEditsFor(term) === 0) return [...variants];
  const join = (parts: string[]) => parts.join('');
  for (let at = 0; at <= letters.length; at += 1) {
    const head = letters.slice(0, at);
    const tail = letters.slice(at);
    for (const letter of Letters) variants.add(join([...head, letter, ...tail]));
    if (at === letters.length) continue;
    variants.add(join([...head, ...letters.slice(at + 1)]));
    for (const letter of Letters) variants.add(join([...head, letter, ...letters.slice(at + 1)]));
    if (at + 1 < letters.length) variants.add(join([...head, letters[at + 1]!, letters[at]!, ...letters.slice(at + 2)]));
  }
  return [...variants];
}

/** Edits between two words, a swap of neighbours counting as one (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const d = Array.from({ length: x.length + 1 }, (_, i) => Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= x.length; i += 1) {
    for (let j = 1; j <= y.length; j += 1) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[x.length]![y.length]!;
}

/**
 * How well `word` of the dictionary answers the typed `term`, from 0 to 1, or null when it does not:
 * 1 for the word itself; a word the term begins (typed while still typing) by how much of it was
 * typed; a word within the term's edits by how much of it the edits spoil, less when even the first
 * letter differs (people seldom mistype it).
 */
export function correctionScore(term: string, word: string): number | null {
  if (word === term) return 1;
  const length = Math.max([...term].length, [...word].length);
  if (word.startsWith(term) && [...term].length >= 3) return 0.5 + (0.4 * [...term].length) / length;
  const edits = editDistance(term, word);
  if (edits > maxEditsFor(term)) return null;
  return 0.9 * (1 - edits / length) - (term[0] === word[0] ? 0 : 0.1);
}
