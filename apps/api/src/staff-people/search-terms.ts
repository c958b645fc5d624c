import { PeopleSearchLimits } from '@innerway/domain';

/** Each word of a search must match; more than this many words add time and no precision. */
const MaxTerms = 5;

export interface TSearchTerms {
  /** What the score is measured with: the address's local part for an address, else the search. */
  ranked: string;
  /** Each must be like a word of the member's name or address (pg_trgm word similarity). */
  terms: string[];
  /** An address typed whole matches that member exactly, whatever the similarity says. */
  email: string | null;
  /** pg_trgm's word similarity a term must reach (see WordSimilarity). */
  threshold: number;
}

/**
 * How alike a term must be. Below 0.4 a typo in a short word (a transposition in "dubois") is no
 * longer found. A long address part has many trigrams, of which one typo spoils only a few: 0.6
 * still finds it and leaves far fewer look-alikes to read and rank.
 */
const WordSimilarity = { word: 0.4, longAddress: 0.6, longAddressFrom: 12 } as const;

/**
 * How a search is read. An address (anything with an `@`) is searched by its local part, as one
 * term: typos and all, it is the most telling thing support is given, and the domain is shared by
 * too many members to tell anyone apart. A name is searched word by word, every word required, so
 * "maria garcai" looks only among the Marias who are also like a Garcia, not among every Maria.
 */
export function readSearchTerms(query: string): TSearchTerms {
  const text = query.trim().toLowerCase();
  const at = text.indexOf('@');
  if (at >= 0) {
    const local = text.slice(0, at);
    const threshold = local.length >= WordSimilarity.longAddressFrom ? WordSimilarity.longAddress : WordSimilarity.word;
    return { ranked: local, terms: local === '' ? [] : [local], email: text, threshold };
  }
  // One letter (an initial) holds no trigram worth searching by.
  const words = [...new Set(text.split(/\s+/).filter((word) => word.length >= 2))].slice(0, MaxTerms);
  return { ranked: text, terms: words.length > 0 ? words : [text], email: null, threshold: WordSimilarity.word };
}

export const candidateCap = PeopleSearchLimits.candidateCap;
