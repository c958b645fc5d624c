import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useSession } from '../../features/session';
import { Footer } from './footer';
import { MainNav } from './main-nav';
import { PageSpinner } from './page-spinner';
import { SkipLink } from './skip-link';
import styles from './app-shell.module.css';

const EmailVerificationBanner = lazy(() => import('../../features/auth/components/email-verification-banner'));

/** The verification screens say it themselves. */
const verificationPaths = /^\/email\/verify(\/|$)/;

/** The signed-in frame: numbered sections, the e-mail verification prompt, the footer. */
export function AppShell() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const showVerification = user !== null && !user.is_email_verified && !verificationPaths.test(pathname);
  return (
    <div className={styles.shell}>
      <SkipLink />
      <MainNav />
      <div className={styles.column}>
        {showVerification && (
          <Suspense fallback={null}>
            <EmailVerificationBanner />
          </Suspense>
        )}
        <div className={styles.content}>
          <Suspense fallback={<PageSpinner inline />}>
            <Outlet />
          </Suspense>
        </div>
        <Footer />
      </div>
    </div>
  );
}
