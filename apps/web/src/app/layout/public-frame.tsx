import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Footer } from './footer';
import { PageSpinner } from './page-spinner';
import { useFocusMainOnNavigation } from './use-focus-main-on-navigation';
import styles from './public-frame.module.css';

/** The frame of screens without the section menu (sign-in, registration, notices). */
export function PublicFrame({ children }: { children?: ReactNode }) {
  useFocusMainOnNavigation();
  return (
    <div className={styles.frame}>
      <div className={styles.content}>
        <Suspense fallback={<PageSpinner />}>{children ?? <Outlet />}</Suspense>
      </div>
      <Footer />
    </div>
  );
}
