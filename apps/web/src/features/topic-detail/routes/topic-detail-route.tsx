import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { Lock, SearchX } from 'lucide-react';
import { ButtonLink } from '../../../components/ui';
import { Screen } from '../../../app/layout/screen';
import { useDocumentTitle } from '../../../app/use-document-title';
import { ApiError } from '../../../lib/api-client';
import { SubscribeParamPrompt, subscribeParam, withSubscribeParam } from '../../access';
import { useModuleQuery } from '../../content';
import { useSession } from '../../session';
import { LoadError } from '../../topics';
import { TopicDetailScreen } from '../components/topic-detail-screen';
import { TopicDetailSkeleton } from '../components/topic-detail-skeleton';
import styles from './topic-detail-route.module.css';

/** A topic id from the URL, or null when it cannot be one (then the topic is not found). */
function parseTopicId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : null);

/** /topic_detail/:topicId (spec section 2) and its states: loading, not found, locked, failed, loaded. */
export default function TopicDetailRoute() {
  const { t } = useTranslation(['player', 'errors', 'common']);
  const { user } = useSession();
  const topicId = parseTopicId(useParams().topicId);
  // Full detail: segments with steps and activities, related resources and nextModule.
  const topic = useModuleQuery(topicId ?? 0, true);
  const status = topic.isError ? statusOf(topic.error) : null;
  useDocumentTitle(topic.data?.title ?? t('common:screens.topicDetail'));

  let content;
  if (topicId === null) content = <TopicNotFound />;
  // A failed background refresh keeps the topic on screen: the person may be mid-video. Keyed by
  // topic, so that a draft assessment never follows the person into another topic.
  // (The guard renders this screen only for a signed-in user.)
  else if (topic.data && user) content = <TopicDetailScreen key={topic.data.id} topic={topic.data} user={user} />;
  else if (status === 404) content = <TopicNotFound />;
  else if (status === 403) content = <LockedTopic />;
  else if (topic.isError)
    content = (
      <div className={styles.state}>
        <h1 className="visually-hidden">{t('common:screens.topicDetail')}</h1>
        <LoadError message={t('errors:topicLoad')} onRetry={topic.refetch} retrying={topic.isFetching} />
      </div>
    );
  else content = <TopicDetailSkeleton />;

  return <Screen>{content}</Screen>;
}

function TopicNotFound() {
  const { t } = useTranslation('player');
  return (
    <section className={styles.panel} aria-labelledby="topic-not-found">
      <SearchX className={styles.panelIcon} aria-hidden="true" />
      <h1 id="topic-not-found">{t('states.notFoundTitle')}</h1>
      <p>{t('states.notFoundBody')}</p>
      <ButtonLink to="/topics">{t('states.toLibrary')}</ButtonLink>
    </section>
  );
}

/**
 * A trial user on a locked topic (403): the subscribe prompt opens at once through `subscribe=1`
 * (as on the other screens), and the panel behind it offers it again and a way back.
 */
function LockedTopic() {
  const { t } = useTranslation(['player', 'errors']);
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const prompted = useRef(false);
  useEffect(() => {
    // Once per visit: closed by the person, it stays closed.
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
      <h1 id="topic-locked">{t('player:states.lockedTitle')}</h1>
      <p>{t('errors:fullAccessOnly')}</p>
      <div className={styles.actions}>
        <ButtonLink to={withSubscribeParam(pathname)}>{t('player:states.unlock')}</ButtonLink>
        <ButtonLink to="/topics" variant="secondary">
          {t('player:states.toLibrary')}
        </ButtonLink>
      </div>
      <SubscribeParamPrompt />
    </section>
  );
}
