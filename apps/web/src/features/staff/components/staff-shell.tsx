import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { BarChart3, BookOpen, Building2, PieChart, Receipt, ScrollText, ShieldCheck, Users, type LucideIcon } from 'lucide-react';
import { StaffArea, type TStaffArea } from '@innerway/domain';
import styles from './staff-shell.module.css';

const areaIcons: Record<TStaffArea, LucideIcon> = {
  [StaffArea.People]: Users,
  [StaffArea.Purchases]: Receipt,
  [StaffArea.Institutions]: Building2,
  [StaffArea.Insight]: BarChart3,
  [StaffArea.Partner]: PieChart,
  [StaffArea.Audit]: ScrollText,
  [StaffArea.Staff]: ShieldCheck,
  [StaffArea.Content]: BookOpen,
};

export interface StaffShellProps {
  /** The areas the caller's roles open, in menu order (domain `staffAreasFor`). */
  areas: readonly TStaffArea[];
  /** Below every screen: the language choice, which belongs to the app around the staff area. */
  tools?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of the staff area at /studio: its name, a menu of the areas the caller may open, a
 * way back to the members' program, and the area's screen below. The menu scrolls sideways on a
 * phone rather than hiding behind a button: staff switch areas often and there are at most seven.
 */
export function StaffShell({ areas, tools, children }: StaffShellProps) {
  const { t } = useTranslation('staff');
  const { pathname } = useLocation();
  const menu = useRef<HTMLElement>(null);
  // On a phone the menu scrolls sideways: the current area is brought into view, so that the
  // menu always shows where one is.
  useEffect(() => {
    menu.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <div className={styles.shell}>
      <header className={styles.bar}>
        <div className={styles.top}>
          <Link to="/studio" className={styles.brand}>
            Innerway <span className={styles.badge}>{t('shell.badge')}</span>
          </Link>
          <Link to="/" className={styles.back}>
            {t('shell.toMemberApp')}
          </Link>
        </div>
        <nav ref={menu} aria-label={t('shell.menu')} className={styles.nav}>
          <ul className={styles.menu}>
            {areas.map((area) => {
              const Icon = areaIcons[area];
              return (
                <li key={area}>
                  <NavLink to={`/studio/${area}`} className={({ isActive }) => [styles.link, isActive && styles.active].filter(Boolean).join(' ')}>
                    <Icon aria-hidden="true" className={styles.icon} />
                    <span>{t(`areas.${area}`)}</span>
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
      </header>
      {children}
      {tools && <footer className={styles.footer}>{tools}</footer>}
    </div>
  );
}
