import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-router';
import { Spinner } from './spinner';
import styles from './button.module.css';

type TButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

interface StyleProps {
  variant?: TButtonVariant;
  /** Stretches to the width of its container. */
  block?: boolean;
}

function buttonClass({ variant = 'primary', block }: StyleProps, className?: string) {
  return [styles.button, styles[variant], block && styles.block, className].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, StyleProps {
  /** While an action runs: disabled, with a spinner inside (spec section 4). */
  busy?: boolean;
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant, block, busy = false, icon, disabled, className, children, type = 'button', ref, ...rest }: ButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClass({ variant, block }, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? <Spinner size="small" /> : icon}
      <span>{children}</span>
    </button>
  );
}

export interface ButtonLinkProps extends LinkProps, StyleProps {
  icon?: ReactNode;
}

export function ButtonLink({ variant, block, icon, className, children, ...rest }: ButtonLinkProps) {
  return (
    <Link className={buttonClass({ variant, block }, className)} {...rest}>
      {icon}
      <span>{children}</span>
    </Link>
  );
}
