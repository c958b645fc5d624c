import { useTranslation } from 'react-i18next';
import { useFormContext } from 'react-hook-form';
import { InstitutionLimits, institutionNameField, Languages, type TInstitutionSave } from '@innerway/domain';
import { TextField } from '../../../components/ui';
import { useMessageText } from '../../../lib/server-error';
import page from '../../../components/ui/staff-page.module.css';
import styles from './staff-institutions.module.css';

/** The institution's name in English, French and Spanish, side by side where there is room, each with its own message. */
export function InstitutionNameFields() {
  const { t } = useTranslation('staffInstitutions');
  const messageText = useMessageText();
  const {
    register,
    formState: { errors },
  } = useFormContext<TInstitutionSave>();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('names.legend')}</legend>
      <p className={page.muted}>{t('names.hint')}</p>
      <div className={styles.nameGrid}>
        {Languages.map((language) => {
          const field = institutionNameField(language);
          return (
            <TextField
              key={language}
              label={t(`names.${field}`)}
              lang={language}
              maxLength={InstitutionLimits.nameMax}
              autoComplete="off"
              error={messageText(errors[field]?.message)}
              {...register(field)}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
