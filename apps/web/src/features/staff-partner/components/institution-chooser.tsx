import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPartnerInstitution } from '@innerway/domain';
import styles from './institution-chooser.module.css';

interface InstitutionChooserProps {
  institutions: TPartnerInstitution[];
  chosenId: number | null;
  onChoose: (institutionId: number) => void;
}

/** Which institution's report to read, for someone who may read several (an admin, a manager of more than one). */
export function InstitutionChooser({ institutions, chosenId, onChoose }: InstitutionChooserProps) {
  const { t } = useTranslation('staffPartner');
  const id = useId();
  return (
    <div className={styles.chooser}>
      <label htmlFor={id} className={styles.label}>
        {t('chooser.label')}
      </label>
      <select id={id} className={styles.select} value={chosenId ?? ''} onChange={(event) => onChoose(Number(event.target.value))}>
        {chosenId === null && (
          <option value="" disabled>
            {t('chooser.placeholder')}
          </option>
        )}
        {institutions.map((institution) => (
          <option key={institution.id} value={institution.id}>
            {institution.name}
          </option>
        ))}
      </select>
    </div>
  );
}
