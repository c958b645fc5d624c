import type { ReactNode } from 'react';
import styles from './screen.module.css';

export const mainContentId = 'main-content';

/** The <main> landmark of a screen: each route renders exactly one, the skip link lands on it. */
export function Screen({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return (
    <main id={mainContentId} tabIndex={-1} className={[styles.screen, narrow && styles.narrow].filter(Boolean).join(' ')}>
      {children}
    </main>
  );
}
