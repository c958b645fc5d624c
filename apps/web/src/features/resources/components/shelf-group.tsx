import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TListedActivity, TListedResource } from '@innerway/domain';
import type { TShelfGroupKey } from '../lib/resource-shelf';
import type { TContentKind } from '../lib/content-look';
import { ContentTile } from './content-tile';
import styles from './resource-shelf.module.css';

interface ShelfGroupProps<T extends TListedActivity | TListedResource> {
  groupKey: TShelfGroupKey;
  kind: TContentKind;
  items: T[];
  columns: 1 | 2 | 3;
  isLocked: (item: T) => boolean;
  onSelect: (kind: TContentKind, item: T) => void;
}

/** One group of the shelf: its heading and its tiles, laid out by `columns` (1 = pairs scrolling sideways). */
export function ShelfGroup<T extends TListedActivity | TListedResource>({ groupKey, kind, items, columns, isLocked, onSelect }: ShelfGroupProps<T>) {
  const { t } = useTranslation('resources');
  const headingId = useId();
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <div className={styles.groupHeader}>
        <h2 id={headingId}>{t(`groups.${groupKey}`)}</h2>
        <p className={styles.count}>{t('itemCount', { count: items.length })}</p>
      </div>
      <ul className={styles.grid} data-columns={columns}>
        {items.map((item) => (
          <li key={item.id} className={styles.cell}>
            <ContentTile kind={kind} item={item} locked={isLocked(item)} onSelect={() => onSelect(kind, item)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
