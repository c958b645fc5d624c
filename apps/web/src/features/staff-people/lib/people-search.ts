import { accessSources, peopleAccesses, PeopleSearchLimits, type TAccessSource, type TPeopleAccess } from '@innerway/domain';

/** What the People screen searches for: kept in its address, so a search can be shared and reloaded. */
export interface TPeopleSearchState {
  q: string;
  access: TPeopleAccess | null;
  source: TAccessSource | null;
  /** `true`: only those; unset: anyone. */
  admin: boolean;
  disabled: boolean;
  unverified: boolean;
  institutionId: number | null;
}

export const emptyPeopleSearch: TPeopleSearchState = {
  q: '',
  access: null,
  source: null,
  admin: false,
  disabled: false,
  unverified: false,
  institutionId: null,
};

/** How long typing must pause before the address (and so the search) follows it. */
export const searchDebounceMs = 300;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

/** The search an address holds; anything it does not understand is left out, not refused. */
export function readPeopleSearch(params: URLSearchParams): TPeopleSearchState {
  const institution = params.get('institution');
  return {
    q: (params.get('q') ?? '').slice(0, PeopleSearchLimits.queryMax),
    access: oneOf(peopleAccesses, params.get('access')),
    source: oneOf(accessSources, params.get('source')),
    admin: params.get('admin') === 'true',
    disabled: params.get('disabled') === 'true',
    unverified: params.get('unverified') === 'true',
    institutionId: institution !== null && /^[1-9]\d{0,8}$/.test(institution) ? Number(institution) : null,
  };
}

/** The address's query for a search: only what narrows it, in one order, so equal searches read alike. */
export function writePeopleSearch(state: TPeopleSearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim() !== '') params.set('q', state.q);
  if (state.access) params.set('access', state.access);
  if (state.source) params.set('source', state.source);
  if (state.admin) params.set('admin', 'true');
  if (state.disabled) params.set('disabled', 'true');
  if (state.unverified) params.set('unverified', 'true');
  if (state.institutionId !== null) params.set('institution', String(state.institutionId));
  return params;
}

/** A search too short to send: the screen says so beside the box instead of asking the server. */
export function isSearchTooShort(q: string): boolean {
  const text = q.trim();
  return text !== '' && text.length < PeopleSearchLimits.queryMin;
}

/**
 * The API's query for a search (GET /staff/people), without the page's cursor; a search too
 * short to send is left out (the listing then stands, filtered). A source implies full access.
 */
export function peopleApiQuery(state: TPeopleSearchState): string {
  const params = new URLSearchParams();
  const q = state.q.trim();
  if (q !== '' && !isSearchTooShort(q)) params.set('q', q);
  if (state.source) params.set('source', state.source);
  else if (state.access) params.set('access', state.access);
  if (state.admin) params.set('admin', 'true');
  if (state.disabled) params.set('disabled', 'true');
  if (state.unverified) params.set('unverified', 'true');
  if (state.institutionId !== null) params.set('institution_id', String(state.institutionId));
  return params.toString();
}

/** Whether anything narrows the list (the empty state then says "no one matches", not "no members yet"). */
export function isNarrowed(state: TPeopleSearchState): boolean {
  return peopleApiQuery(state) !== '';
}
