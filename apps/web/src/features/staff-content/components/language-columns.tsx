import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Languages, type TLanguage } from '@innerway/domain';
import { currentLanguage } from '../../../lib/i18n';
import styles from './staff-content.module.css';

export interface LanguageColumnsProps {
  /** One column's content; it is inside an element of that language, under its heading. */
  children: (language: TLanguage, headingId: string) => ReactNode;
  /** Beside each language's heading: its state, its own save button. */
  aside?: (language: TLanguage) => ReactNode;
}

/**
 * English, French and Spanish side by side at a desk, one under another with a heading each on a
 * phone. Each column is marked with its language, so that a screen reader reads it in its voice
 * and a spell checker checks the right one.
 */
export function LanguageColumns({ children, aside }: LanguageColumnsProps) {
  const { t } = useTranslation('staffContent');
  const id = useId();
  return (
    <div className={styles.languageColumns}>
      {Languages.map((language) => {
        const headingId = `${id}-${language}`;
        return (
          <section key={language} lang={language} aria-labelledby={headingId} className={styles.languageColumn}>
            <div className={styles.languageHeader}>
              {/* The heading names the language in the reader's own language, as the column's text is not. */}
              <h3 id={headingId} className={styles.languageHeading} lang={currentLanguage()}>
                {t(`languages.${language}`)}
              </h3>
              {aside?.(language)}
            </div>
            {children(language, headingId)}
          </section>
        );
      })}
    </div>
  );
}
