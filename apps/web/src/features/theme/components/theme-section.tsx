import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, RadioGroup } from '../../../components/ui';
import { isThemeChoice, readThemeChoice, saveThemeChoice, ThemeChoices } from '../lib/theme-choice';
import styles from './theme-section.module.css';

/** The account screen's choice of theme: as the device says, light or dark; kept on this device. */
export function ThemeSection() {
  const { t } = useTranslation('theme');
  const [choice, setChoice] = useState(readThemeChoice);
  const items = ThemeChoices.map((value) => ({ value, label: t(`choice.${value}`) }));

  const choose = (value: string) => {
    if (!isThemeChoice(value)) return;
    setChoice(value);
    saveThemeChoice(value);
  };

  return (
    <Card as="section" className={styles.section} aria-labelledby="theme-heading">
      <h2 id="theme-heading">{t('heading')}</h2>
      <RadioGroup label={t('legend')} items={items} value={choice} onValueChange={choose} />
      <p className={styles.hint}>{t('hint')}</p>
    </Card>
  );
}
