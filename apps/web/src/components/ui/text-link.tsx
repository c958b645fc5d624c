import type { AnchorHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './text-link.module.css';

type TextLinkProps = (LinkProps & { href?: never }) | (AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; to?: never });

/** An in-app link with `to`, or an ordinary anchor (mailto:, other sites) with `href`. */
export function TextLink({ className, ...rest }: TextLinkProps) {
  const classes = [styles.link, className].filter(Boolean).join(' ');
  if ('to' in rest && rest.to !== undefined) return <Link className={classes} {...(rest as LinkProps)} />;
  return <a className={classes} {...(rest as AnchorHTMLAttributes<HTMLAnchorElement>)} />;
}
