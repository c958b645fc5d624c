import { useEffect, useRef } from 'react';
import { ArrowLeft, Lock, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { ButtonLink, Skeleton } from '../../../components/ui';
import { Screen } from '../../../app/layout/screen';
import { useDocumentTitle } from '../../../app/use-document-title';
import { ApiError } from '../../../lib/api-client';
import { SubscribeParamPrompt, subscribeParam, withSubscribeParam } from '../../access';
import { useModuleQuery } from '../../content';
import { useSession } from '../../session';
import { LoadError } from '../components/load-error';
import { TopicOverview } from '../components/topic-overview';
import styles from './topic-overview-route.module.css';

/** A topic id from the URL, or null when it cannot be one (then the topic is not found). */
function parseTopicId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : null);

/** The topic overview (spec section 2) and its states: loading, not found, locked, failed, loaded. */
export default function TopicOverviewRoute() {
  const { t } = useTranslation(['topics', 'errors', 'common']);
  const { user } = useSession();
  const { pathname } = useLocation();
  const topicId = parseTopicId(useParams().topicId);
  // Summary only: the overview needs the segments and counts, not the related resources.
  const topic = useModuleQuery(topicId ?? 0, false);
  const status = topic.isError ? statusOf(topic.error) : null;
  useDocumentTitle(topic.data?.title ?? t('common:screens.topicOverview'));

  const notFound = topicId === null || status === 404;
  const locked = status === 403;

  let content;
  if (notFound) content = <TopicNotFound />;
  else if (locked) content = <LockedTopic screenPath={pathname} />;
  else if (topic.isError)
    content = (
      <>
        <h1 className="visually-hidden">{t('common:screens.topicOverview')}</h1>
        <LoadError message={t('errors:topicLoad')} onRetry={topic.refetch} retrying={topic.isFetching} />
      </>
    );
  else if (topic.data) content = <TopicOverview topic={topic.data} viewer={user} screenPath={pathname} />;
  else content = <OverviewSkeleton />;

  return (
    <Screen>
      {/* The not-found and locked panels carry their own way back. */}
      {!notFound && !locked && (
        <div>
          <ButtonLink to="/topics" variant="ghost" icon={<ArrowLeft aria-hidden="true" />} className={styles.back}>
            {t('topics:overview.back')}
          </ButtonLink>
        </div>
      )}
      {content}
      <SubscribeParamPrompt />
    </Screen>
  );
}

function OverviewSkeleton() {
  const { t } = useTranslation('topics');
  return (
    <div className={styles.skeleton} aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('overview.loading')}
      </span>
      <Skeleton shape="block" className={styles.skeletonBanner} />
      <div className={styles.skeletonLayout}>
        <div className={styles.skeletonColumn}>
          <Skeleton className={styles.skeletonShort} />
          <Skeleton className={styles.skeletonTitle} />
          <Skeleton />
          <Skeleton />
          <Skeleton className={styles.skeletonShort} />
        </div>
        <div className={styles.skeletonColumn}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className={styles.skeletonRow} />
          ))}
        </div>
      </div>
    </div>
  );
}

function TopicNotFound() {
  const { t } = useTranslation('topics');
  return (
    <section className={styles.panel} aria-labelledby="topic-not-found">
      <SearchX className={styles.panelIcon} aria-hidden="true" />
      <h1 id="topic-not-found">{t('overview.notFoundTitle')}</h1>
      <p>{t('overview.notFoundBody')}</p>
      <ButtonLink to="/topics">{t('overview.toLibrary')}</ButtonLink>
    </section>
  );
}

/**
 * A trial user on a locked topic (403): the subscribe prompt opens at once, through the same
 * `subscribe=1` the other screens use (so its dialog code still loads only when needed), and the
 * panel behind it offers it again and a calm way back.
 */
function LockedTopic({ screenPath }: { screenPath: string }) {
  const { t } = useTranslation(['topics', 'errors']);
  const [params, setParams] = useSearchParams();
  const prompted = useRef(false);
  useEffect(() => {
    // Once per visit: after the person closes the prompt it stays closed.
    if (prompted.current) return;
    prompted.current = true;
    if (params.get(subscribeParam) !== '1') {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(subscribeParam, '1');
          return next;
        },
        { replace: true },
      );
    }
  }, [params, setParams]);
  return (
    <section className={styles.panel} aria-labelledby="topic-locked">
      <Lock className={styles.panelIcon} aria-hidden="true" />
      <h1 id="topic-locked">{t('topics:overview.lockedTitle')}</h1>
      <p>{t('errors:fullAccessOnly')}</p>
      <div className={styles.actions}>
        <ButtonLink to={withSubscribeParam(screenPath)}>{t('topics:overview.unlock')}</ButtonLink>
        <ButtonLink to="/topics" variant="secondary">
          {t('topics:overview.toLibrary')}
        </ButtonLink>
      </div>
    </section>
  );
}
