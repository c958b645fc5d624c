import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isContentLocked, type TListedResource, type TUser } from '@innerway/domain';
import { ContentTile } from '../../resources';
import styles from './related-resources.module.css';

export interface RelatedResourcesProps {
  resources: readonly TListedResource[];
  user: Pick<TUser, 'is_trial_mode'>;
  onOpen: (resource: TListedResource) => void;
  onLocked: () => void;
}

/** Spec section 2: the segment's and the topic's resources, 2 columns on large screens, else 1. */
export function RelatedResources({ resources, user, onOpen, onLocked }: RelatedResourcesProps) {
  const { t } = useTranslation('player');
  const headingId = useId();
  if (resources.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('relatedResources')}
      </h2>
      <ul className={styles.grid}>
        {resources.map((resource) => {
          const locked = isContentLocked(resource, user);
          return (
            <li key={resource.id}>
              <ContentTile kind="resource" item={resource} locked={locked} onSelect={() => (locked ? onLocked() : onOpen(resource))} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
