import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui';
import { Screen } from '../../../components/ui/screen';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { errorStatus } from '../../../lib/api-client';
import { SubscribeParamPrompt } from '../../access';
import { useModuleQuery } from '../../content';
import { useSession } from '../../session';
import { TopicLoadError, TopicLocked, TopicNotFound } from '../components/topic-load-states';
import { TopicOverview } from '../components/topic-overview';
import { TopicOverviewSkeleton } from '../components/topic-overview-skeleton';
import styles from './topic-overview-route.module.css';

/** A topic id from the URL, or null when it cannot be one (then the topic is not found). */
function parseTopicId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The topic overview (spec section 2) and its states: loading, not found, locked, failed, loaded. */
export default function TopicOverviewRoute() {
  const { t } = useTranslation(['topics', 'common']);
  const { user } = useSession();
  const { pathname } = useLocation();
  const topicId = parseTopicId(useParams().topicId);
  // Summary only: the overview needs the segments and counts, not the related resources.
  const topic = useModuleQuery(topicId ?? 0, false);
  const status = topic.isError ? errorStatus(topic.error) : null;
  useDocumentTitle(topic.data?.title ?? t('common:screens.topicOverview'));

  const notFound = topicId === null || status === 404;
  const locked = status === 403;

  let content;
  if (notFound) content = <TopicNotFound />;
  else if (locked) content = <TopicLocked />;
  else if (topic.isError)
    content = <TopicLoadError screenTitle={t('common:screens.topicOverview')} onRetry={topic.refetch} retrying={topic.isFetching} />;
  else if (topic.data) content = <TopicOverview topic={topic.data} viewer={user} screenPath={pathname} />;
  else content = <TopicOverviewSkeleton />;

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
