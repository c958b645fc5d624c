import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NotebookPen } from 'lucide-react';
import { ButtonLink, LoadError, PageHeader } from '../../../components/ui';
import { Screen } from '../../../components/ui/screen';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useServerErrorText } from '../../../lib/server-error';
import { SubscribeParamPrompt, withSubscribeParam } from '../../access';
import { useModulesQuery } from '../../content';
import { useSession } from '../../session';
import { isLockedFor, TopicGrid, TopicGridItem } from '../../topics';
import { ProgressCard, ProgressCardSkeleton } from '../components/progress-card';
import styles from './progress-route.module.css';

const progressPath = '/progress';

// The chart and the check-ins come after the cards, in their own chunk: not needed for first paint.
const ReflectionsSection = lazy(() => import('../../reflections').then((module) => ({ default: module.ReflectionsSection })));

/**
 * Progress (spec section 2): one card per topic; locked topics lead to the subscribe prompt. Then
 * the member's reflections: their self-assessments over time.
 */
export default function ProgressRoute() {
  const { t } = useTranslation(['progress', 'errors']);
  useDocumentTitle(t('progress:title'));
  const { user } = useSession();
  const errorText = useServerErrorText();
  const modules = useModulesQuery();

  return (
    <Screen>
      <PageHeader
        title={t('progress:title')}
        subtitle={t('progress:subtitle')}
        actions={
          <ButtonLink to="/journal" variant="secondary" icon={<NotebookPen aria-hidden="true" />}>
            {t('progress:journal')}
          </ButtonLink>
        }
      />
      {modules.isPending && (
        <TopicGrid className={styles.columns} loadingLabel={t('progress:loading')}>
          {[0, 1, 2, 3, 4, 5].map((index) => (
            <ProgressCardSkeleton key={index} />
          ))}
        </TopicGrid>
      )}
      {modules.isError && (
        <LoadError
          message={t('errors:progressLoad', { error: errorText(modules.error) })}
          onRetry={modules.refetch}
          retrying={modules.isFetching}
        />
      )}
      {modules.data?.length === 0 && <p className={styles.empty}>{t('progress:empty')}</p>}
      {modules.data && modules.data.length > 0 && (
        <TopicGrid className={styles.columns}>
          {modules.data.map((topic) => (
            <TopicGridItem key={topic.id} className={styles.item}>
              <ProgressCard topic={topic} locked={isLockedFor(topic, user)} screenPath={progressPath} />
            </TopicGridItem>
          ))}
        </TopicGrid>
      )}
      {modules.data && modules.data.length > 0 && (
        <Suspense fallback={null}>
          <ReflectionsSection
            topics={modules.data}
            isLocked={(topic) => isLockedFor(topic, user)}
            isTrial={user?.is_trial_mode ?? true}
            subscribeTo={withSubscribeParam(progressPath)}
          />
        </Suspense>
      )}
      <SubscribeParamPrompt />
    </Screen>
  );
}
