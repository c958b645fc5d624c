import type { HTMLAttributes } from 'react';
import styles from './card.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section' | 'article';
}

export function Card({ as: Element = 'div', className, ...rest }: CardProps) {
  return <Element className={[styles.card, className].filter(Boolean).join(' ')} {...rest} />;
}
