import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Screen } from '../../../components/ui/screen';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { errorStatus } from '../../../lib/api-client';
import { SubscribeParamPrompt } from '../../access';
import { useModuleQuery } from '../../content';
import { useSession } from '../../session';
import { TopicLoadError, TopicLocked, TopicNotFound } from '../../topics';
import { TopicDetailScreen } from '../components/topic-detail-screen';
import { TopicDetailSkeleton } from '../components/topic-detail-skeleton';

/** A topic id from the URL, or null when it cannot be one (then the topic is not found). */
function parseTopicId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** /topic_detail/:topicId (spec section 2) and its states: loading, not found, locked, failed, loaded. */
export default function TopicDetailRoute() {
  // 'resources' and 'assessments' are the shelf's and the wizard's: asked for here, they download
  // with the screen's own instead of after the topic has loaded.
  const { t } = useTranslation(['player', 'common', 'resources', 'assessments']);
  const { user } = useSession();
  const topicId = parseTopicId(useParams().topicId);
  // Full detail: segments with steps and activities, related resources and nextModule.
  const topic = useModuleQuery(topicId ?? 0, true);
  const status = topic.isError ? errorStatus(topic.error) : null;
  useDocumentTitle(topic.data?.title ?? t('common:screens.topicDetail'));

  let content;
  if (topicId === null) content = <TopicNotFound />;
  // A failed background refresh keeps the topic on screen: the person may be mid-video. Keyed by
  // topic, so that a draft assessment never follows the person into another topic.
  // (The guard renders this screen only for a signed-in user.)
  else if (topic.data && user) content = <TopicDetailScreen key={topic.data.id} topic={topic.data} user={user} />;
  else if (status === 404) content = <TopicNotFound />;
  else if (status === 403)
    content = (
      <>
        <TopicLocked />
        <SubscribeParamPrompt />
      </>
    );
  else if (topic.isError)
    content = <TopicLoadError screenTitle={t('common:screens.topicDetail')} onRetry={topic.refetch} retrying={topic.isFetching} />;
  else content = <TopicDetailSkeleton />;

  return <Screen>{content}</Screen>;
}
