import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import styles from './staff-content.module.css';

const sections = [
  { to: '/studio/content', key: 'program', end: true },
  { to: '/studio/content/publish', key: 'publish', end: false },
  { to: '/studio/content/translations', key: 'translations', end: false },
  { to: '/studio/content/preview', key: 'preview', end: false },
  { to: '/studio/content/bundles', key: 'bundles', end: false },
] as const;

/** The studio's own sections, under its heading on every one of its screens. */
export function StudioNav() {
  const { t } = useTranslation('staffContent');
  return (
    <nav aria-label={t('nav.label')}>
      <ul className={styles.tabs}>
        {sections.map(({ to, key, end }) => (
          <li key={key}>
            <NavLink to={to} end={end} className={styles.tab}>
              {t(`nav.${key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
