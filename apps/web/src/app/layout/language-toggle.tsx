import { useTranslation } from 'react-i18next';
import { Languages, LanguageLabel } from '@innerway/domain';
import { RadioGroup } from '../../components/ui';
import { currentLanguage, isLanguage, setLanguage } from '../../lib/i18n';

const items = Languages.map((language) => ({ value: language, label: <span lang={language}>{LanguageLabel[language]}</span> }));

/** Switches the interface language on this device (each language names itself). */
export function LanguageToggle() {
  const { t } = useTranslation('common');
  return (
    <RadioGroup
      label={t('language.label')}
      items={items}
      value={currentLanguage()}
      orientation="horizontal"
      onValueChange={(value) => {
        if (isLanguage(value)) void setLanguage(value);
      }}
    />
  );
}
