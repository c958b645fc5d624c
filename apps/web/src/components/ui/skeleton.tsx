import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  shape?: 'line' | 'block' | 'circle';
  className?: string;
}

/** A placeholder in the shape of what is coming; hidden from screen readers. */
export function Skeleton({ width, height, shape = 'line', className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={[styles.skeleton, styles[shape], className].filter(Boolean).join(' ')}
      style={{ width, height }}
    />
  );
}
