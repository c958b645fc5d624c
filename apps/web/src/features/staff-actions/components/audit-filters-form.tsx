import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditAction } from '@innerway/domain';
import { Button, EmailField, SelectField, TextField } from '../../../components/ui';
import { noAuditFilters, runsBackwards, type TAuditFilters } from '../lib/audit-filters';
import page from '../../../components/ui/staff-page.module.css';
import styles from './staff-actions.module.css';

export interface AuditFiltersFormProps {
  /** The filters in force (the address's); the form starts from them. */
  filters: TAuditFilters;
  onApply: (filters: TAuditFilters) => void;
}

/** Who, whom, which action and which days: applied together, so a half-typed address asks nothing. */
export function AuditFiltersForm({ filters, onApply }: AuditFiltersFormProps) {
  const { t } = useTranslation('staffActions');
  const [draft, setDraft] = useState(filters);
  const [checked, setChecked] = useState(false);
  const backwards = checked && runsBackwards(draft);
  const change = (fields: Partial<TAuditFilters>) => setDraft((current) => ({ ...current, ...fields }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!runsBackwards(draft)) onApply(draft);
  };
  const clear = () => {
    setDraft(noAuditFilters);
    setChecked(false);
    onApply(noAuditFilters);
  };

  return (
    <form className={styles.filters} onSubmit={submit} noValidate aria-label={t('audit.filters.legend')}>
      <div className={styles.filterFields}>
        <EmailField
          label={t('audit.filters.actor')}
          autoComplete="off"
          value={draft.actor}
          onChange={(event) => change({ actor: event.target.value })}
        />
        <TextField
          label={t('audit.filters.subject')}
          autoComplete="off"
          value={draft.subject}
          onChange={(event) => change({ subject: event.target.value })}
        />
        <SelectField label={t('audit.filters.action')} value={draft.action} onChange={(event) => change({ action: event.target.value })}>
          <option value="">{t('audit.filters.anyAction')}</option>
          {Object.values(AuditAction).map((action) => (
            <option key={action} value={action}>
              {t(`auditAction.${action}`, { defaultValue: action })}
            </option>
          ))}
        </SelectField>
        <TextField label={t('audit.filters.from')} type="date" value={draft.from} onChange={(event) => change({ from: event.target.value })} />
        <TextField
          label={t('audit.filters.to')}
          type="date"
          value={draft.to}
          onChange={(event) => change({ to: event.target.value })}
          error={backwards ? t('audit.filters.toBeforeFrom') : undefined}
        />
      </div>
      <div className={page.buttonRow}>
        <Button type="submit">{t('audit.filters.apply')}</Button>
        <Button variant="secondary" onClick={clear}>
          {t('audit.filters.clear')}
        </Button>
      </div>
    </form>
  );
}
