import { Suspense, type ReactNode } from 'react';
import { EnvBanner } from '../app/layout/env-banner';
import { Footer } from '../app/layout/footer';
import { PageSpinner } from '../app/layout/page-spinner';
import { appConfig } from '../lib/config';
import styles from './standalone.module.css';

/** The frame of the pages that load without the main application. */
export function StandaloneFrame({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <EnvBanner />
      <main id="main-content" className={styles.main}>
        <a href="/" className={styles.brand}>
          <img src="/icon.svg" alt="" width={36} height={36} />
          <span>{appConfig.productName}</span>
        </a>
        {children}
      </main>
      <Footer />
    </Suspense>
  );
}
