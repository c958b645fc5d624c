import { describe, expect, it } from 'vitest';
import { AuditAction } from '@innerway/domain';

// The audit log names each action in the viewer's language (audit-table.tsx, audit-filters-form.tsx);
// an action missing here would show its raw code, as `institution_code.reactivate`.
const files = import.meta.glob<Record<string, unknown>>('../../../../public/locales/*/staffActions.json', { eager: true, import: 'default' });

function labelsOf(language: string): Record<string, unknown> {
  const entry = Object.entries(files).find(([path]) => path.endsWith(`/${language}/staffActions.json`));
  if (!entry) throw new Error(`missing ${language}/staffActions.json`);
  return entry[1].auditAction as Record<string, unknown>;
}

const labelAt = (tree: Record<string, unknown>, action: string): unknown =>
  action.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), tree);

describe.each(['en', 'fr', 'es'])('the %s audit log', (language) => {
  it.each(Object.values(AuditAction))('names %s', (action) => {
    expect(typeof labelAt(labelsOf(language), action), `${language}/staffActions.json has no auditAction.${action}`).toBe('string');
  });
});
