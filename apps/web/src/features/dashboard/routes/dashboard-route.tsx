import { Suspense, useCallback, useId } from 'react';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { dashboardSubtitle } from '../lib/dashboard-subtitle';
import { ButtonLink, LoadError, LoadingRegion, PageHeader, Skeleton } from '../../../components/ui';
import { Screen } from '../../../components/ui/screen';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useServerErrorText } from '../../../lib/server-error';
import { SubscribeParamPrompt, withSubscribeParam } from '../../access';
import { useExercisesQuery, useFeaturedResourcesQuery, useModulesQuery } from '../../content';
import { LazyMindfulMinutesBox } from '../../mindful-minutes';
import { ContentPopup } from '../../resources';
import { useSession } from '../../session';
import { TopicCardSkeleton } from '../../topics';
import { DashboardPopups } from '../components/dashboard-popups';
import { FeaturedList, FeaturedListSkeleton, type TFeaturedListEntry } from '../components/featured-list';
import { ProgressSummaryBox } from '../components/progress-summary-box';
import { TopicCarousel } from '../components/topic-carousel';
import { readFeaturedParams, withFeaturedParams } from '../lib/featured-params';
import styles from './dashboard-route.module.css';

/** Locked items lead here: the spec names /dashboard even when the dashboard was opened at /. */
const dashboardPath = '/dashboard';

/** The dashboard (spec section 2): greeting, topic carousel, featured list, this week's mindful minutes and progress summary. */
export default function DashboardRoute() {
  // 'topics' and 'resources' are the cards' and tiles': asked for here, they download with the
  // screen's own instead of one after the other as each part renders.
  const { t } = useTranslation(['dashboard', 'errors', 'common', 'topics', 'resources']);
  useDocumentTitle(t('common:screens.dashboard'));
  const { user } = useSession();
  const navigate = useNavigate();
  const errorText = useServerErrorText();
  const [params, setParams] = useSearchParams();
  const topicsTitleId = useId();
  const featuredTitleId = useId();

  const modules = useModulesQuery();
  const activities = useExercisesQuery({ featured: true });
  const resources = useFeaturedResourcesQuery();

  const subtitle = modules.data
    ? t(`dashboard:subtitle.${dashboardSubtitle(modules.data.map((topic) => topic.user_percent_complete))}`)
    : modules.isPending && <Skeleton className={styles.subtitleSkeleton} />;

  const selectFeatured = (entry: TFeaturedListEntry, locked: boolean) => {
    if (locked) navigate(withSubscribeParam(dashboardPath));
    else setParams((current) => withFeaturedParams(current, { id: entry.id, contentType: entry.contentType }));
  };
  // Closing replaces the entry, so Back does not reopen the popup.
  const closeFeatured = useCallback(() => setParams((current) => withFeaturedParams(current, null), { replace: true }), [setParams]);
  const featured = readFeaturedParams(params);

  const featuredFailed = activities.isError || resources.isError;
  const retryFeatured = () => Promise.all([activities.isError && activities.refetch(), resources.isError && resources.refetch()]);

  return (
    <Screen>
      <PageHeader title={t('dashboard:greeting', { name: user?.name ?? '' })} subtitle={subtitle} />

      <section className={styles.section} aria-labelledby={topicsTitleId}>
        <div className={styles.sectionHeader}>
          <h2 id={topicsTitleId} className={styles.sectionTitle}>
            {t('dashboard:carousel.title')}
          </h2>
          <ButtonLink to="/topics" variant="ghost" icon={<ArrowRight aria-hidden="true" />} className={styles.viewAll}>
            {t('dashboard:carousel.viewAll')}
          </ButtonLink>
        </div>
        {modules.isPending && (
          <LoadingRegion label={t('dashboard:carousel.loading')} className={styles.carouselSkeleton}>
            {[0, 1, 2].map((item) => (
              <TopicCardSkeleton key={item} className={styles.carouselSkeletonItem} />
            ))}
          </LoadingRegion>
        )}
        {modules.isError && (
          <LoadError
            message={t('errors:libraryLoad', { error: errorText(modules.error) })}
            onRetry={modules.refetch}
            retrying={modules.isFetching}
          />
        )}
        {modules.data?.length === 0 && <p className={styles.muted}>{t('dashboard:carousel.empty')}</p>}
        {modules.data && modules.data.length > 0 && <TopicCarousel topics={modules.data} viewer={user} screenPath={dashboardPath} />}
      </section>

      <div className={styles.columns}>
        <section className={styles.section} aria-labelledby={featuredTitleId}>
          <h2 id={featuredTitleId} className={styles.sectionTitle}>
            {t('dashboard:featured.title')}
          </h2>
          {featuredFailed ? (
            <LoadError
              message={t('errors:resourcesLoad')}
              onRetry={retryFeatured}
              retrying={activities.isFetching || resources.isFetching}
            />
          ) : activities.data && resources.data ? (
            <FeaturedList activities={activities.data} resources={resources.data} viewer={user} onSelect={selectFeatured} />
          ) : (
            <FeaturedListSkeleton />
          )}
        </section>
        <div className={styles.aside}>
          <Suspense fallback={<div className={styles.minutesPlaceholder} />}>
            <LazyMindfulMinutesBox />
          </Suspense>
          <ProgressSummaryBox topics={modules.data} loading={modules.isPending} />
        </div>
      </div>

      {featured && <ContentPopup kind={featured.kind} id={featured.id} onClose={closeFeatured} />}
      <SubscribeParamPrompt />
      <DashboardPopups />
    </Screen>
  );
}
