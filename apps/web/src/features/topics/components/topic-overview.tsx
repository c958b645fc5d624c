import { Clock, ListChecks, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BannerSizes, hasStartedTopic, segmentCounts, type TModule } from '@innerway/domain';
import { topicTotalMinutes } from '../lib/topic-time';
import { ButtonLink, RichText } from '../../../components/ui';
import { useCssProperty } from '../lib/use-css-property';
import { SegmentList } from './segment-list';
import { TopicBanner } from './topic-banner';
import { TopicProgress } from './topic-progress';
import styles from './topic-overview.module.css';

export interface TopicOverviewProps {
  topic: TModule;
  viewer: { is_trial_mode: boolean } | null;
  screenPath: string;
}

/**
 * A loaded topic (spec section 2): header image with segments completed, total time and progress;
 * then subtitle, title, description and the start/continue button beside the numbered segments.
 */
export function TopicOverview({ topic, viewer, screenPath }: TopicOverviewProps) {
  const { t } = useTranslation('topics');
  const hueRef = useCssProperty('--topic-hue', topic.hue);
  const counts = segmentCounts(topic.segments, topic.user_assessment_completed);
  return (
    <article ref={hueRef} className={styles.overview} aria-labelledby="topic-title">
      <header className={styles.header}>
        <TopicBanner topic={topic} sizes={BannerSizes.overviewHeader} alt={t('overview.bannerAlt', { title: topic.title })} priority className={styles.banner} />
        <div className={styles.stats}>
          <p className={styles.stat}>
            <ListChecks className={styles.statIcon} aria-hidden="true" />
            {t('overview.segmentsCompleted', { completed: counts.completed, count: counts.total })}
          </p>
          <p className={styles.stat}>
            <Clock className={styles.statIcon} aria-hidden="true" />
            {t('overview.totalTime', { count: topicTotalMinutes(topic.minutes_to_complete) })}
          </p>
          <TopicProgress className={styles.progress} percent={topic.user_percent_complete} label={t('card.progressLabel', { title: topic.title })} />
        </div>
      </header>

      <div className={styles.layout}>
        <div className={styles.main}>
          {topic.subtitle && <p className={styles.subtitle}>{topic.subtitle}</p>}
          <h1 id="topic-title" className={styles.title}>
            {topic.title}
          </h1>
          <RichText html={topic.body} className={styles.body} />
          <div>
            {/* Topic detail picks the first incomplete step itself when no stepId is given. */}
            <ButtonLink to={`/topic_detail/${topic.id}`} icon={<Play aria-hidden="true" />}>
              {hasStartedTopic(topic) ? t('overview.continue') : t('overview.start')}
            </ButtonLink>
          </div>
        </div>
        <section className={styles.segments} aria-labelledby="topic-segments">
          <h2 id="topic-segments" className={styles.segmentsTitle}>
            {t('overview.segmentsHeading')}
          </h2>
          {topic.segments.length > 0 ? (
            <SegmentList topic={topic} viewer={viewer} screenPath={screenPath} />
          ) : (
            <p className={styles.muted}>{t('overview.noSegments')}</p>
          )}
        </section>
      </div>
    </article>
  );
}
