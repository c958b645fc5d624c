import { useTranslation } from 'react-i18next';
import styles from './people.module.css';

/** What sets an account apart: admin, disabled, an address not verified; else "Active". */
export function StatusBadges({ admin, disabled, verified }: { admin: boolean; disabled: boolean; verified: boolean }) {
  const { t } = useTranslation('staffPeople');
  const badges = [
    ...(disabled ? [{ key: 'disabled', tone: styles.badgeDanger }] : []),
    ...(verified ? [] : [{ key: 'unverified', tone: styles.badgeWarning }]),
    ...(admin ? [{ key: 'admin', tone: styles.badgeInfo }] : []),
  ];
  if (badges.length === 0) return <span className={styles.muted}>{t('status.active')}</span>;
  return (
    <ul className={styles.badges}>
      {badges.map(({ key, tone }) => (
        <li key={key} className={[styles.badge, tone].join(' ')}>
          {t(`status.${key}`)}
        </li>
      ))}
    </ul>
  );
}
