import { useTranslation } from 'react-i18next';
import { LanguageLabel, Languages, type TUser } from '@innerway/domain';
import { Alert, Card, RadioGroup } from '../../../components/ui';
import { currentLanguage, isLanguage, setLanguage } from '../../../lib/i18n';
import { useServerErrorText } from '../../../lib/server-error';
import { useUpdateUserMutation } from '../api/update-user';
import styles from './account-sections.module.css';

const items = Languages.map((language) => ({
  value: language,
  // Each language names itself, and is read in its own language by screen readers.
  label: <span lang={language}>{LanguageLabel[language]}</span>,
}));

export function LanguageSection({ user }: { user: TUser }) {
  const { t } = useTranslation(['account', 'errors']);
  const serverErrorText = useServerErrorText();
  const update = useUpdateUserMutation(user.id);

  const choose = (value: string) => {
    if (!isLanguage(value)) return;
    // The interface switches at once; saving the preference follows in the background.
    void setLanguage(value);
    update.mutate({ preferred_language: value });
  };

  return (
    <Card as="section" className={styles.section} aria-labelledby="language-heading">
      <h2 id="language-heading">{t('language.heading')}</h2>
      <RadioGroup label={t('language.legend')} items={items} value={currentLanguage()} onValueChange={choose} />
      {update.isError && <Alert tone="error">{t('errors:saveChanges', { error: serverErrorText(update.error) })}</Alert>}
    </Card>
  );
}
