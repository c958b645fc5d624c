import { useTranslation } from 'react-i18next';
import { BannerSizes } from '@innerway/domain';
import { libraryColumns } from '../../../lib/library-columns';
import { LoadError, PageHeader } from '../../../components/ui';
import { Screen } from '../../../components/ui/screen';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useServerErrorText } from '../../../lib/server-error';
import { useViewportWidth } from '../../../lib/viewport';
import { SubscribeParamPrompt } from '../../access';
import { useModulesQuery } from '../../content';
import { useSession } from '../../session';
import { TopicCard, TopicCardSkeleton } from '../components/topic-card';
import { TopicGrid, TopicGridItem } from '../components/topic-grid';
import { isLockedFor, topicHref } from '../lib/topic-href';
import styles from './library-route.module.css';

const libraryPath = '/topics';
/** The course has 8 topics: as many placeholders keep the page from jumping when they arrive. */
const skeletonCount = 8;

/** The library (spec section 2): every topic as a card, locked ones leading to the subscribe prompt. */
export default function LibraryRoute() {
  const { t } = useTranslation(['topics', 'errors']);
  useDocumentTitle(t('topics:library.title'));
  const { user } = useSession();
  const errorText = useServerErrorText();
  const modules = useModulesQuery();
  // The spec's column rule, by window width, as a data attribute the grid's CSS reads.
  const columns = libraryColumns(useViewportWidth());

  return (
    <Screen>
      <PageHeader title={t('topics:library.title')} subtitle={t('topics:library.subtitle')} />
      {modules.isPending && (
        <TopicGrid columns={columns} loadingLabel={t('topics:library.loading')}>
          {Array.from({ length: skeletonCount }, (_, index) => (
            <TopicCardSkeleton key={index} />
          ))}
        </TopicGrid>
      )}
      {modules.isError && (
        <LoadError
          message={t('errors:libraryLoad', { error: errorText(modules.error) })}
          onRetry={modules.refetch}
          retrying={modules.isFetching}
        />
      )}
      {modules.data?.length === 0 && <p className={styles.empty}>{t('topics:library.empty')}</p>}
      {modules.data && modules.data.length > 0 && (
        <TopicGrid columns={columns}>
          {modules.data.map((topic, position) => {
            const locked = isLockedFor(topic, user);
            return (
              <TopicGridItem key={topic.id}>
                <TopicCard
                  topic={topic}
                  locked={locked}
                  to={topicHref(topic.id, locked, libraryPath)}
                  imageSizes={BannerSizes.libraryCard}
                  priority={position === 0}
                />
              </TopicGridItem>
            );
          })}
        </TopicGrid>
      )}
      <SubscribeParamPrompt />
    </Screen>
  );
}
