import { useId } from 'react';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RatingScale, type TListedModuleSummary } from '@innerway/domain';
import { ButtonLink, LoadError, LoadingRegion, Skeleton } from '../../../components/ui';
import { useServerErrorText } from '../../../lib/server-error';
import { checkInOffer, useCheckInsQuery } from '../../content';
import { topicReflections, type TTopicReflection } from '../lib/reflections';
import { CheckInList } from './check-in-list';
import { CheckInOffer } from './check-in-offer';
import { RatingChart } from './rating-chart';
import styles from './reflections.module.css';

export interface ReflectionsSectionProps {
  /** The topics as the screen lists them, in the reader's language. */
  topics: readonly TListedModuleSummary[];
  isLocked: (topic: TListedModuleSummary) => boolean;
  /** A trial member: the self-assessments are locked for them (spec section 6). */
  isTrial: boolean;
  /** Where unlocking full access starts (the screen's subscribe prompt). */
  subscribeTo: string;
}

/** Where checking in again on a topic starts: its assessment, on the topic's screen. */
const checkInHref = (topicId: number) => `/topic_detail/${topicId}?assessment=true`;

/**
 * The member's self-assessments over time, on the progress screen: for each topic with a
 * check-in, the ratings as a chart beside every check-in in words, and the offer to check in again.
 */
export default function ReflectionsSection({ topics, isLocked, isTrial, subscribeTo }: ReflectionsSectionProps) {
  const { t } = useTranslation('reflections');
  const errorText = useServerErrorText();
  const headingId = useId();
  const checkIns = useCheckInsQuery();
  const reflections = checkIns.data ? topicReflections(topics, checkIns.data) : [];

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.heading}>
        <h2 id={headingId}>{t('title')}</h2>
        <p className={styles.muted}>{t('intro')}</p>
      </div>
      {checkIns.isPending && (
        <LoadingRegion label={t('loading')} className={styles.card}>
          <Skeleton width="40%" />
          <Skeleton shape="block" height="8.5rem" />
        </LoadingRegion>
      )}
      {checkIns.isError && (
        <LoadError message={t('loadError', { error: errorText(checkIns.error) })} onRetry={checkIns.refetch} retrying={checkIns.isFetching} />
      )}
      {checkIns.data && reflections.length === 0 && (
        <div className={styles.empty}>
          {isTrial ? (
            <>
              <p>{t('trialEmpty')}</p>
              <ButtonLink to={subscribeTo} variant="secondary" icon={<Lock aria-hidden="true" />}>
                {t('unlock')}
              </ButtonLink>
            </>
          ) : (
            <p>{t('empty')}</p>
          )}
        </div>
      )}
      {reflections.map((reflection) => (
        <TopicReflection key={reflection.topic.id} reflection={reflection} locked={isLocked(reflection.topic)} />
      ))}
    </section>
  );
}

function TopicReflection({ reflection: { topic, checkIns }, locked }: { reflection: TTopicReflection; locked: boolean }) {
  const { t } = useTranslation('reflections');
  const titleId = useId();
  return (
    <div className={styles.card} data-testid="topic-reflection">
      <div className={styles.cardHeading}>
        <h3 id={titleId}>{topic.title}</h3>
        <span className={styles.muted}>{t('checkIns', { count: checkIns.length })}</span>
      </div>
      <div className={styles.cardBody}>
        {/* Nothing to draw when every rating was declined: the words say so. */}
        {checkIns.some((checkIn) => checkIn.quantitative_answer !== RatingScale.Skip) && <RatingChart checkIns={checkIns} />}
        <CheckInList checkIns={checkIns} label={t('listLabel', { topic: topic.title })} />
      </div>
      <CheckInOffer offer={checkInOffer(checkIns, locked, new Date())} to={checkInHref(topic.id)} describedBy={titleId} />
    </div>
  );
}
