import { describe, expect, it } from 'vitest';
import { emptyPeopleSearch, isNarrowed, isSearchTooShort, peopleApiQuery, readPeopleSearch, writePeopleSearch } from './people-search';

describe('the People search kept in the address', () => {
  it('reads every filter it knows and leaves out the rest', () => {
    const state = readPeopleSearch(
      new URLSearchParams('q=stephine&access=full&source=gift&admin=true&disabled=yes&unverified=true&institution=12&colour=red'),
    );
    expect(state).toEqual({
      q: 'stephine',
      access: 'full',
      source: 'gift',
      admin: true,
      disabled: false,
      unverified: true,
      institutionId: 12,
    });
  });

  it('drops values it does not know rather than refusing the page', () => {
    expect(readPeopleSearch(new URLSearchParams('access=everyone&source=lottery&institution=-3'))).toEqual(emptyPeopleSearch);
    expect(readPeopleSearch(new URLSearchParams(`q=${'x'.repeat(300)}`)).q).toHaveLength(100);
  });

  it('writes back what it read, and nothing for an empty search', () => {
    const query = 'q=maria+garcia&access=trial&disabled=true&institution=3';
    expect(writePeopleSearch(readPeopleSearch(new URLSearchParams(query))).toString()).toBe(query);
    expect(writePeopleSearch({ ...emptyPeopleSearch, q: '   ' }).toString()).toBe('');
  });
});

describe("the server's query", () => {
  it('is trimmed, and a source stands for full access', () => {
    expect(peopleApiQuery({ ...emptyPeopleSearch, q: '  dubois ', access: 'trial', source: 'purchase', institutionId: 4 })).toBe(
      'q=dubois&source=purchase&institution_id=4',
    );
  });

  it('leaves out a search too short to send, keeping the filters', () => {
    expect(isSearchTooShort('ab')).toBe(true);
    expect(isSearchTooShort(' ')).toBe(false);
    expect(isSearchTooShort('abc')).toBe(false);
    expect(peopleApiQuery({ ...emptyPeopleSearch, q: 'ab', unverified: true })).toBe('unverified=true');
  });

  it('tells a narrowed list from the whole one', () => {
    expect(isNarrowed(emptyPeopleSearch)).toBe(false);
    expect(isNarrowed({ ...emptyPeopleSearch, q: 'ab' })).toBe(false);
    expect(isNarrowed({ ...emptyPeopleSearch, admin: true })).toBe(true);
  });
});
