import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Languages, type TStudioItem } from '@innerway/domain';
import { Card } from '../../../components/ui';
import styles from './staff-content.module.css';

/** The item's media in each language: the files members get, and the durations read from them. */
export function MediaSection({ item }: { item: TStudioItem }) {
  const { t } = useTranslation('staffContent');
  const headingId = useId();
  if (item.media.length === 0) return null;
  return (
    <Card as="section" aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {t('media.heading')}
      </h2>
      <p className={styles.muted}>{t('media.hint')}</p>
      <div className={styles.tableScroll} tabIndex={0} role="region" aria-labelledby={`${headingId}-caption`}>
        <table className={styles.table}>
          <caption id={`${headingId}-caption`} className={styles.caption}>
            {t('media.caption')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('media.field')}</th>
              {Languages.map((language) => (
                <th key={language} scope="col">
                  {t(`languages.${language}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {item.media.map((media) => (
              <tr key={media.field}>
                <th scope="row">{t(`mediaFields.${media.field}`, { defaultValue: media.field })}</th>
                {Languages.map((language) => (
                  <td key={language} className={styles.conflictValue}>
                    {media[language] === null ? <span className={styles.muted}>{t('conflict.empty')}</span> : String(media[language])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
