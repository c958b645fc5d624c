import { describe, expect, it } from 'vitest';
import { auditApiQuery, auditFilterParams, auditFiltersOf, noAuditFilters, runsBackwards } from './audit-filters';

describe('the audit filters', () => {
  it('go to the address and come back, only those set', () => {
    const filters = { ...noAuditFilters, actor: 'support@example.com', from: '2026-03-01' };
    const params = auditFilterParams(filters);
    expect(params.toString()).toBe('actor=support%40example.com&from=2026-03-01');
    expect(auditFiltersOf(new URLSearchParams(`${params.toString()}&page=9`))).toEqual(filters);
  });

  it("ask the API for the reader's own days, the last one included", () => {
    const query = new URLSearchParams(
      auditApiQuery({ actor: '', subject: '42', action: 'member.disable', from: '2026-03-01', to: '2026-03-07' }, 'cursor'),
    );
    expect(Object.fromEntries(query)).toEqual({
      subject: '42',
      action: 'member.disable',
      from: new Date(2026, 2, 1).toISOString(),
      to: new Date(2026, 2, 8).toISOString(),
      before: 'cursor',
    });
    expect(auditApiQuery({ ...noAuditFilters, from: 'not a day' }, null)).toBe('');
  });

  it('tell a backwards range', () => {
    expect(runsBackwards({ from: '2026-03-07', to: '2026-03-01' })).toBe(true);
    expect(runsBackwards({ from: '2026-03-01', to: '2026-03-01' })).toBe(false);
    expect(runsBackwards({ from: '', to: '2026-03-01' })).toBe(false);
  });
});
