import type { ReactNode } from 'react';
import { Screen } from '../../../components/ui/screen';
import styles from './auth-panel.module.css';

interface AuthPanelProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** The quiet single-column card every sign-in, password and verification screen sits in. */
export function AuthPanel({ title, intro, children }: AuthPanelProps) {
  return (
    <Screen>
      <section className={styles.panel} aria-labelledby="auth-panel-title">
        <header className={styles.header}>
          <h1 id="auth-panel-title">{title}</h1>
          {intro && <p className={styles.intro}>{intro}</p>}
        </header>
        {children}
      </section>
    </Screen>
  );
}

export { styles as authPanelStyles };
