import { useTranslation } from 'react-i18next';
import { Constants, ContentStatus, ResourceCategory, type TListedActivity, type TListedResource, type TResource } from '@innerway/domain';
import { buildFeaturedList, type TFeaturedEntry } from '../../resources';
import { Skeleton } from '../../../components/ui';
import { ContentTile } from '../../resources';
import { isLockedFor } from '../../topics';
import styles from './featured-list.module.css';

export type TFeaturedListEntry = TFeaturedEntry<TListedActivity, TListedResource>;

export interface FeaturedListProps {
  activities: readonly TListedActivity[];
  /** The featured resources as the server sends them (locked ones in their locked shape), the tutorial (id 0) among them. */
  resources: readonly TListedResource[];
  viewer: { is_trial_mode: boolean } | null;
  onSelect: (entry: TFeaturedListEntry, locked: boolean) => void;
}

/** The tutorial row when the server leaves it out: the entry is fixed (spec section 2), its text ours. */
function fallbackTutorial(title: string): TResource {
  return {
    id: Constants.featuredTutorialId,
    title,
    body: '',
    category: ResourceCategory.Tutorial,
    external_link: null,
    file_id: null,
    file_name: null,
    audio_duration: null,
    captions_key: null,
    is_featured: true,
    publish_status: ContentStatus.Published,
    is_trial_content: true,
  };
}

/**
 * The featured list (spec section 2), ordered by the domain rule: the Introduction tutorial first,
 * then the featured activities, then the featured resources, at most 8.
 */
export function FeaturedList({ activities, resources, viewer, onSelect }: FeaturedListProps) {
  const { t } = useTranslation('dashboard');
  const isTutorialRow = (resource: TListedResource) => resource.id === Constants.featuredTutorialId;
  const tutorial = resources.find(isTutorialRow) ?? fallbackTutorial(t('featured.tutorialTitle'));
  const entries = buildFeaturedList(
    activities,
    resources.filter((resource) => !isTutorialRow(resource)),
  );
  return (
    <ul className={styles.list}>
      {entries.map((entry) => {
        const item = entry.kind === 'tutorial' ? tutorial : entry.item;
        // Tutorials are always openable (spec section 4).
        const locked = entry.kind !== 'tutorial' && isLockedFor(item, viewer);
        return (
          <li key={`${entry.contentType}-${entry.id}`}>
            <ContentTile
              kind={entry.kind === 'activity' ? 'activity' : 'resource'}
              item={item}
              locked={locked}
              onSelect={() => onSelect(entry, locked)}
            />
          </li>
        );
      })}
    </ul>
  );
}

export function FeaturedListSkeleton() {
  return (
    <div className={styles.list} aria-hidden="true">
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} shape="block" className={styles.skeletonTile} />
      ))}
    </div>
  );
}
