import type { ReactNode } from 'react';
import { LoadingRegion } from '../../../components/ui';
import styles from './topic-grid.module.css';

export interface TopicGridProps {
  /** The screen's column count; without it, one column unless `className` adds more. */
  columns?: 1 | 2 | 3;
  className?: string;
  /** While the topics load: the grid holds card placeholders, and this says what is coming. */
  loadingLabel?: string;
  /** The cards, each in a `TopicGridItem` (placeholders need none). */
  children: ReactNode;
}

/** Topic cards in the grid the library and progress screens share. */
export function TopicGrid({ columns, className, loadingLabel, children }: TopicGridProps) {
  const gridClass = [styles.grid, className].filter(Boolean).join(' ');
  if (loadingLabel !== undefined) {
    return (
      <LoadingRegion label={loadingLabel} className={gridClass} data-columns={columns}>
        {children}
      </LoadingRegion>
    );
  }
  return (
    <ul className={gridClass} data-columns={columns}>
      {children}
    </ul>
  );
}

/** One cell of the grid: the card in it fills its height. */
export function TopicGridItem({ className, children }: { className?: string; children: ReactNode }) {
  return <li className={[styles.item, className].filter(Boolean).join(' ')}>{children}</li>;
}
