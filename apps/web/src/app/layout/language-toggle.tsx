import { useTranslation } from 'react-i18next';
import { Languages, LanguageLabel } from '@innerway/domain';
import { Alert, RadioGroup } from '../../components/ui';
import { useUpdateUserMutation } from '../../features/account';
import { useSession } from '../../features/session';
import { currentLanguage, isLanguage, setLanguage } from '../../lib/i18n';
import { useServerErrorText } from '../../lib/server-error';

const items = Languages.map((language) => ({ value: language, label: <span lang={language}>{LanguageLabel[language]}</span> }));

/**
 * Switches the interface language on this device (each language names itself). For a signed-in
 * person the choice is also saved on the account, or the saved one would win on the next load.
 */
export function LanguageToggle() {
  const { t } = useTranslation(['common', 'errors']);
  const serverErrorText = useServerErrorText();
  const { user } = useSession();
  // Only called when there is a user; the hook cannot wait for one.
  const update = useUpdateUserMutation(user?.id ?? 0);
  return (
    <>
      <RadioGroup
        label={t('language.label')}
        items={items}
        value={currentLanguage()}
        orientation="horizontal"
        onValueChange={(value) => {
          if (!isLanguage(value)) return;
          void setLanguage(value);
          if (user) update.mutate({ preferred_language: value });
        }}
      />
      {update.isError && <Alert tone="error">{t('errors:saveChanges', { error: serverErrorText(update.error) })}</Alert>}
    </>
  );
}
