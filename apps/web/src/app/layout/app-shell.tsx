import { Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LazyEmailVerificationBanner as EmailVerificationBanner } from '../../features/auth';
import { useSession } from '../../features/session';
import { Footer } from './footer';
import { MainNav } from './main-nav';
import { PageSpinner } from './page-spinner';
import { SkipLink } from './skip-link';
import { useFocusMainOnNavigation } from './use-focus-main-on-navigation';
import styles from './app-shell.module.css';

/** The verification screens say it themselves. */
const verificationPaths = /^\/email\/verify(\/|$)/;

/**
 * The frame of every screen: numbered sections and the e-mail verification prompt for a signed-in
 * person, the footer for all. `navigation={false}` drops the menu but keeps the outlet at the same
 * place in the tree, so a screen that signs someone in (password reset, verification link) is not
 * remounted and keeps its success message. `children` stand in for the outlet where a route
 * decides to show another screen in the members' frame (the staff area's not-found).
 */
export function AppShell({ navigation = true, children }: { navigation?: boolean; children?: ReactNode }) {
  const { user } = useSession();
  const { pathname } = useLocation();
  useFocusMainOnNavigation();
  const showVerification =
    navigation && user !== null && !user.is_email_verified && !verificationPaths.test(pathname);
  return (
    <div className={navigation ? styles.shell : styles.plain}>
      {navigation && <SkipLink />}
      {navigation && <MainNav />}
      <div className={navigation ? styles.column : styles.plainColumn}>
        {showVerification && (
          <Suspense fallback={null}>
            <EmailVerificationBanner />
          </Suspense>
        )}
        <div className={styles.content}>
          <Suspense fallback={<PageSpinner inline />}>{children ?? <Outlet />}</Suspense>
        </div>
        <Footer />
      </div>
    </div>
  );
}
