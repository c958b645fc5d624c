import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isContentLocked, type TListedActivity, type TListedResource } from '@innerway/domain';
import { groupResourceShelf } from '../lib/resource-shelf';
import { resourceGridColumns } from '../lib/resource-grid';
import { widthClassOf } from '../../../lib/width-class';
import { Alert, Button, Card } from '../../../components/ui';
import { useViewportWidth } from '../../../lib/viewport';
import { withSubscribeParam } from '../../access';
import { useExercisesQuery, useResourcesByCategoryQuery } from '../../content';
import { useSession } from '../../session';
import type { TContentKind } from '../lib/content-look';
import { contentPath, resourcesPath } from '../lib/paths';
import { ShelfGroup } from './shelf-group';
import { ShelfSkeleton } from './shelf-skeleton';
import styles from './resource-shelf.module.css';
import { keepScroll } from '../../../lib/keep-scroll';

/**
 * The resource shelf (spec section 2): activities and resources in the spec's groups, 1, 2 or 3
 * columns by width, a sideways scroller of pairs on small screens.
 */
export function ResourceShelf() {
  const { t } = useTranslation('resources');
  const { t: tErrors } = useTranslation('errors');
  const { t: tCommon } = useTranslation('common');
  const activities = useExercisesQuery();
  const resources = useResourcesByCategoryQuery();
  const { user } = useSession();
  const navigate = useNavigate();
  const columns = resourceGridColumns(widthClassOf(useViewportWidth()));

  const groups = useMemo(
    () =>
      activities.data && resources.data
        ? groupResourceShelf<TListedActivity, TListedResource>(activities.data, Object.values(resources.data).flat())
        : undefined,
    [activities.data, resources.data],
  );

  const isLocked = (item: TListedActivity | TListedResource) => user !== null && isContentLocked(item, user);

  const select = (kind: TContentKind, item: TListedActivity | TListedResource) => {
    // The shelf stays where it was behind the popup.
    if (isLocked(item)) {
      void navigate(withSubscribeParam(resourcesPath), { state: keepScroll() });
      return;
    }
    void navigate(contentPath(kind, item.id), { state: keepScroll({ fromShelf: true }) });
  };

  if (activities.isError || resources.isError) {
    const retry = () => {
      if (activities.isError) void activities.refetch();
      if (resources.isError) void resources.refetch();
    };
    return (
      <div className={styles.state}>
        <Alert tone="error">{tErrors('resourcesLoad')}</Alert>
        <div>
          <Button variant="secondary" onClick={retry}>
            {tCommon('actions.tryAgain')}
          </Button>
        </div>
      </div>
    );
  }

  if (!groups) return <ShelfSkeleton columns={columns} />;

  if (groups.length === 0) {
    return (
      <Card className={styles.empty}>
        <p>{t('empty')}</p>
      </Card>
    );
  }

  return (
    <div className={styles.shelf}>
      {groups.map((group) =>
        group.contentType === 'A' ? (
          <ShelfGroup key={group.key} groupKey={group.key} kind="activity" items={group.items} columns={columns} isLocked={isLocked} onSelect={select} />
        ) : (
          <ShelfGroup key={group.key} groupKey={group.key} kind="resource" items={group.items} columns={columns} isLocked={isLocked} onSelect={select} />
        ),
      )}
    </div>
  );
}
