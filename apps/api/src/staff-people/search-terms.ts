import { PeopleSearchLimits } from '@innerway/domain';

/** Each word of a name must match; more than this many words add time and no precision. */
export const MaxNameTerms = 5;

/** A search by address: its local part, typo-tolerant by trigrams (pg_trgm word similarity). */
export interface TAddressSearch {
  kind: 'address';
  /** What the score is measured with and each candidate must be like: the address's local part. */
  local: string;
  /** An address typed whole matches that member exactly, whatever the similarity says. */
  email: string;
  /** pg_trgm's word similarity the local part must reach (see WordSimilarity). */
  threshold: number;
}

/** A search by name: its words, split by the database as it splits the members' (innerway_people_search_words). */
export interface TNameSearch {
  kind: 'name';
  text: string;
}

/**
 * How alike an address's local part must be. Below 0.4 a typo in a short one is no longer found. A
 * long one has many trigrams, of which one typo spoils only a few: 0.6 still finds it and leaves
 * far fewer look-alikes to read and rank.
 */
const WordSimilarity = { word: 0.4, longAddress: 0.6, longAddressFrom: 12 } as const;

/**
 * How a search is read. An address (anything with an `@`) is searched by its local part, by
 * trigrams: typos and all, it is the most telling thing support is given, and the domain is shared
 * by too many members to tell anyone apart. Anything else is a name, searched word by word through
 * the dictionary of the members' words (search-people.ts), every word required, so "maria garcai"
 * looks only among the members who have a Maria and a Garcia, not among every Maria.
 */
export function readSearchTerms(query: string): TAddressSearch | TNameSearch {
  const text = query.trim().toLowerCase();
  const at = text.indexOf('@');
  if (at < 0) return { kind: 'name', text };
  const local = text.slice(0, at);
  const threshold = local.length >= WordSimilarity.longAddressFrom ? WordSimilarity.longAddress : WordSimilarity.word;
  return { kind: 'address', local, email: text, threshold };
}

export const candidateCap = PeopleSearchLimits.candidateCap;
