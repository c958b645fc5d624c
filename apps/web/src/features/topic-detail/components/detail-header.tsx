import { BannerSizes } from '@innerway/domain';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import type { TModule, TSegment } from '@innerway/domain';
import { ButtonLink } from '../../../components/ui';
import { TopicBanner } from '../../topics';
import styles from './detail-header.module.css';

export interface DetailHeaderProps {
  topic: TModule;
  segment: TSegment | null;
}

/** The topic's artwork, 250 high (spec section 2), with where the person is written over it. */
export function DetailHeader({ topic, segment }: DetailHeaderProps) {
  const { t } = useTranslation('player');
  return (
    <header className={styles.header}>
      <TopicBanner topic={topic} sizes={BannerSizes.overviewHeader} alt="" priority className={styles.banner} />
      <div className={styles.scrim} />
      <div className={styles.top}>
        <ButtonLink to={`/topic_overview/${topic.id}`} variant="secondary" icon={<ArrowLeft aria-hidden="true" />} className={styles.back}>
          {t('back')}
        </ButtonLink>
      </div>
      <div className={styles.text}>
        {segment && (
          <p className={styles.eyebrow}>
            {t('segmentLabel', { number: segment.segment_number })}
            <span aria-hidden="true"> · </span>
            <span className={styles.segmentTitle}>{segment.title}</span>
          </p>
        )}
        <h1 className={styles.title}>{topic.title}</h1>
      </div>
    </header>
  );
}
