import styles from './spinner.module.css';

interface SpinnerProps {
  /** Read by screen readers; omit when the surrounding control already says what is happening. */
  label?: string;
  size?: 'small' | 'medium' | 'large';
  className?: string;
}

export function Spinner({ label, size = 'medium', className }: SpinnerProps) {
  const classes = [styles.spinner, styles[size], className].filter(Boolean).join(' ');
  if (!label) return <span className={classes} aria-hidden="true" />;
  return (
    <span role="status" className={styles.wrapper}>
      <span className={classes} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
