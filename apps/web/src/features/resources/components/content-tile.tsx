import { useTranslation } from 'react-i18next';
import { Lock } from 'lucide-react';
import { ContentStatus, type TListedActivity, type TListedResource } from '@innerway/domain';
import { contentLook, type TContentKind } from '../lib/content-look';
import { ContentIcon } from './content-icon';
import styles from './content-tile.module.css';

export interface ContentTileProps {
  kind: TContentKind;
  /** Whole or in its locked shape: a tile draws only what both have. */
  item: TListedActivity | TListedResource;
  /** Shows the lock; the caller decides where a locked tile leads (the subscribe prompt). */
  locked: boolean;
  onSelect: () => void;
}

/**
 * One activity or resource in a list (resource shelf, dashboard featured list, related
 * resources): thumbnail, category label, title, 'draft' badge and lock (spec section 2).
 */
export function ContentTile({ kind, item, locked, onSelect }: ContentTileProps) {
  const { t } = useTranslation('resources');
  const look = contentLook(kind, item);
  const draft = item.publish_status === ContentStatus.Draft;
  // The spaces between the parts keep the button's accessible name readable ('Song Weightless').
  return (
    <button type="button" className={styles.tile} data-look={look} onClick={onSelect}>
      <span className={styles.thumb}>
        <ContentIcon look={look} />
      </span>
      <span className={styles.text}>
        <span className={styles.label}>{t(`kind.${look}`)}</span>{' '}
        <span className={styles.title}>{item.title}</span>
        {draft && (
          <>
            {' '}
            <span className={styles.draft}>{t('draft')}</span>
          </>
        )}
      </span>
      {locked && (
        <>
          {' '}
          <span className={styles.lock}>
            <Lock aria-hidden="true" size={18} />
            <span className="visually-hidden">{t('locked')}</span>
          </span>
        </>
      )}
    </button>
  );
}
