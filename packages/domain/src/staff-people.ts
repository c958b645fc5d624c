// Support's member search and member page (the staff area's People). Plain values, apart from
// their zod schemas (schemas/staff-people.ts), so the screens import them without zod.

/**
 * Where a member's full access came from: the latest grant recorded in `access_events` (a store
 * purchase or a store's refund reversed, a gift card, an institution's code, a staff grant).
 */
export const AccessSource = { Purchase: 'purchase', Gift: 'gift', Institution: 'institution', Staff: 'staff' } as const;
export type TAccessSource = (typeof AccessSource)[keyof typeof AccessSource];
export const accessSources = [AccessSource.Purchase, AccessSource.Gift, AccessSource.Institution, AccessSource.Staff] as const;

export const PeopleSearchLimits = {
  /** Fewer characters than this hold too few trigrams to tell anyone apart. */
  queryMin: 3,
  queryMax: 100,
  pageSizeDefault: 25,
  pageSizeMax: 50,
  /**
   * More matching members than this, and the reply says so (`capped`): a word as common as a first
   * name alone matches thousands, and support is asked for more of the name. A search by address
   * ranks at most this many of its look-alikes.
   */
  candidateCap: 1_000,
} as const;

/** The access filter: trial members, or full access from any source. */
export const PeopleAccess = { Trial: 'trial', Full: 'full' } as const;
export type TPeopleAccess = (typeof PeopleAccess)[keyof typeof PeopleAccess];
export const peopleAccesses = [PeopleAccess.Trial, PeopleAccess.Full] as const;
