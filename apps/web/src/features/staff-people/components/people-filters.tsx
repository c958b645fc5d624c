import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { accessSources, peopleAccesses, type TAccessSource, type TPeopleAccess } from '@innerway/domain';
import { Button, CheckboxField } from '../../../components/ui';
import type { TPeopleSearchState } from '../lib/people-search';
import styles from './people.module.css';

interface PeopleFiltersProps {
  search: TPeopleSearchState;
  onChange: (change: Partial<Omit<TPeopleSearchState, 'q'>>) => void;
  /** The name of the institution filtered on, when the results know it. */
  institutionName: string | null;
}

/** The filters beside the search box; each applies at once. */
export function PeopleFilters({ search, onChange, institutionName }: PeopleFiltersProps) {
  const { t } = useTranslation('staffPeople');
  const accessId = useId();
  const sourceId = useId();
  return (
    <fieldset className={styles.filters}>
      <legend className={styles.legend}>{t('search.filters')}</legend>
      <div className={styles.selectField}>
        <label htmlFor={accessId}>{t('search.access')}</label>
        <select
          id={accessId}
          className={styles.select}
          value={search.source ? 'full' : (search.access ?? '')}
          onChange={(event) => {
            const access = (event.target.value || null) as TPeopleAccess | null;
            onChange({ access, source: access === 'full' ? search.source : null });
          }}
        >
          <option value="">{t('search.anyAccess')}</option>
          {peopleAccesses.map((access) => (
            <option key={access} value={access}>
              {t(`search.${access}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.selectField}>
        <label htmlFor={sourceId}>{t('search.source')}</label>
        <select
          id={sourceId}
          className={styles.select}
          value={search.source ?? ''}
          onChange={(event) => {
            const source = (event.target.value || null) as TAccessSource | null;
            onChange({ source, access: source ? 'full' : search.access });
          }}
        >
          <option value="">{t('search.anySource')}</option>
          {accessSources.map((source) => (
            <option key={source} value={source}>
              {t(`access.sourceOptions.${source}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.checks}>
        <CheckboxField label={t('search.adminOnly')} checked={search.admin} onChange={(event) => onChange({ admin: event.target.checked })} />
        <CheckboxField
          label={t('search.disabledOnly')}
          checked={search.disabled}
          onChange={(event) => onChange({ disabled: event.target.checked })}
        />
        <CheckboxField
          label={t('search.unverifiedOnly')}
          checked={search.unverified}
          onChange={(event) => onChange({ unverified: event.target.checked })}
        />
      </div>
      {search.institutionId !== null && (
        <p className={styles.chip}>
          <span>{t('search.institutionFilter', { name: institutionName ?? `#${search.institutionId}` })}</span>
          <Button
            variant="ghost"
            className={styles.chipButton}
            aria-label={t('search.removeInstitution')}
            title={t('search.removeInstitution')}
            icon={<X aria-hidden="true" />}
            onClick={() => onChange({ institutionId: null })}
          />
        </p>
      )}
    </fieldset>
  );
}
