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
  /**
   * Whether each column is a region named by its language. Off where each column's content is
   * already a named landmark of its own (a form), so that a screen reader's list of landmarks
   * does not offer the same language twice.
   */
  landmarks?: boolean;
}

/**
 * English, French and Spanish side by side at a desk, one under another with a heading each on a
 * phone. Each column is marked with its language, so that a screen reader reads it in its voice
 * and a spell checker checks the right one.
 */
export function LanguageColumns({ children, aside, landmarks = true }: LanguageColumnsProps) {
  const { t } = useTranslation('staffContent');
  const id = useId();
  return (
    <div className={styles.languageColumns}>
      {Languages.map((language) => {
        const headingId = `${id}-${language}`;
        const Column = landmarks ? 'section' : 'div';
        return (
          <Column key={language} lang={language} aria-labelledby={landmarks ? headingId : undefined} className={styles.languageColumn}>
            <div className={styles.languageHeader}>
              {/* The heading names the language in the reader's own language, as the column's text is not. */}
              <h3 id={headingId} className={styles.languageHeading} lang={currentLanguage()}>
                {t(`languages.${language}`)}
              </h3>
              {aside?.(language)}
            </div>
            {children(language, headingId)}
          </Column>
        );
      })}
    </div>
  );
}
