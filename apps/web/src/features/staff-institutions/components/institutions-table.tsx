import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TStaffInstitution } from '@innerway/domain';
import { currentLanguage } from '../../../lib/i18n';
import { formatDate } from '../lib/code-dates';
import { institutionName } from '../lib/institution-name';
import styles from './staff-institutions.module.css';

/** Every institution: its name in the reader's language (a link to its page), status, members and seats. */
export function InstitutionsTable({ institutions }: { institutions: TStaffInstitution[] }) {
  const { t } = useTranslation('staffInstitutions');
  const language = currentLanguage();
  return (
    <div className={styles.tableScroll} tabIndex={0} role="region" aria-label={t('list.caption')}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('list.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('list.name')}</th>
            <th scope="col">{t('list.status')}</th>
            <th scope="col" className={styles.number}>
              {t('list.members')}
            </th>
            <th scope="col" className={styles.number}>
              {t('list.seatsUsed')}
            </th>
            <th scope="col">{t('list.created')}</th>
          </tr>
        </thead>
        <tbody>
          {institutions.map((institution) => (
            <tr key={institution.id}>
              <th scope="row">
                <Link to={`${institution.id}`}>{institutionName(institution, language)}</Link>
              </th>
              <td>{t(institution.is_active ? 'status.active' : 'status.inactive')}</td>
              <td className={styles.number}>{institution.member_count}</td>
              <td className={styles.number}>{institution.seats_used}</td>
              <td>{formatDate(institution.created_at, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
