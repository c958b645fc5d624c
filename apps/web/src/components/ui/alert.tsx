import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import styles from './alert.module.css';

export interface AlertProps {
  tone: 'error' | 'success' | 'info';
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** Lets a form field point at the message that explains it (`aria-describedby`). */
  id?: string;
}

const icons = { error: CircleAlert, success: CircleCheck, info: Info };

/** Errors interrupt (role alert); success and information wait their turn (role status). */
export function Alert({ tone, title, children, className, id }: AlertProps) {
  const Icon = icons[tone];
  return (
    <div id={id} role={tone === 'error' ? 'alert' : 'status'} className={[styles.alert, styles[tone], className].filter(Boolean).join(' ')}>
      <Icon className={styles.icon} aria-hidden="true" />
      <div className={styles.text}>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div>{children}</div>}
      </div>
    </div>
  );
}
