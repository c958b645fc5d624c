import { BookOpen, ChartNoAxesColumn, House, Library, UserRound, type LucideIcon } from 'lucide-react';
import { Link, matchPath, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../../lib/config';
import styles from './main-nav.module.css';

interface Section {
  key: 'dashboard' | 'library' | 'resources' | 'progress' | 'account';
  to: string;
  icon: LucideIcon;
  /** Paths that belong to the section: a topic is part of the library. */
  matches: string[];
}

const sections: readonly Section[] = [
  { key: 'dashboard', to: '/', icon: House, matches: ['/', '/dashboard'] },
  { key: 'library', to: '/topics', icon: Library, matches: ['/topics', '/topic_overview/:topicId', '/topic_detail/:topicId'] },
  { key: 'resources', to: '/resources', icon: BookOpen, matches: ['/resources', '/resources/:resourceId'] },
  { key: 'progress', to: '/progress', icon: ChartNoAxesColumn, matches: ['/progress', '/journal'] },
  { key: 'account', to: '/users/me', icon: UserRound, matches: ['/users/me'] },
];

/** The five numbered sections: a bottom bar on small screens, a side menu on larger ones. */
export function MainNav() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  return (
    <nav className={styles.nav} aria-label={t('nav.label')}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand}>
          <img src="/icon.svg" alt="" width={36} height={36} />
          <span>{appConfig.productName}</span>
        </Link>
        <ol className={styles.list}>
          {sections.map((section, index) => {
            const active = section.matches.some((pattern) => matchPath(pattern, pathname));
            const Icon = section.icon;
            return (
              <li key={section.key}>
                <Link to={section.to} className={styles.item} aria-current={active ? 'page' : undefined}>
                  <span className={styles.number} aria-hidden="true">
                    {index + 1}
                  </span>
                  <Icon className={styles.icon} aria-hidden="true" />
                  <span className={styles.label}>{t(`nav.${section.key}`)}</span>
                </Link>
              </li>
            );
          })}
        </ol>
      </div>
    </nav>
  );
}
