/**
 * The audit log's filters as the screen holds them (in its address): e-mails or an id as typed,
 * the action's code, and days in the reader's own calendar (YYYY-MM-DD, both ends included).
 */
export interface TAuditFilters {
  actor: string;
  subject: string;
  action: string;
  from: string;
  to: string;
}

const auditFilterNames = ['actor', 'subject', 'action', 'from', 'to'] as const satisfies readonly (keyof TAuditFilters)[];

export const noAuditFilters: TAuditFilters = { actor: '', subject: '', action: '', from: '', to: '' };

/** The filters an address carries; anything else in it is ignored. */
export function auditFiltersOf(params: URLSearchParams): TAuditFilters {
  const filters = { ...noAuditFilters };
  for (const name of auditFilterNames) filters[name] = params.get(name)?.trim() ?? '';
  return filters;
}

/** The address's query for these filters: only those set. */
export function auditFilterParams(filters: TAuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of auditFilterNames) if (filters[name].trim()) params.set(name, filters[name].trim());
  return params;
}

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The start of a day of the reader's calendar, as an instant. */
const startOfDay = (day: string, addDays = 0) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + addDays).toISOString();
};

/** True when both days are set and the range runs backwards. */
export const runsBackwards = (filters: Pick<TAuditFilters, 'from' | 'to'>) =>
  isDay(filters.from) && isDay(filters.to) && filters.to < filters.from;

/**
 * The API's query (GET /staff/audit_events) for these filters and page: the reader's days become
 * instants, `from` at the start of its day and `to` at the start of the day after (excluded).
 */
export function auditApiQuery(filters: TAuditFilters, before: string | null): string {
  const query = new URLSearchParams();
  if (filters.actor) query.set('actor', filters.actor);
  if (filters.subject) query.set('subject', filters.subject);
  if (filters.action) query.set('action', filters.action);
  if (isDay(filters.from)) query.set('from', startOfDay(filters.from));
  if (isDay(filters.to)) query.set('to', startOfDay(filters.to, 1));
  if (before) query.set('before', before);
  return query.toString();
}
