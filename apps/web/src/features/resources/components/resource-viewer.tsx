import { useTranslation } from 'react-i18next';
import { Download, ExternalLink } from 'lucide-react';
import { ResourceCategory, type TResource } from '@innerway/domain';
import { Alert, RichText } from '../../../components/ui';
import { mediaUrl } from '../../../lib/media';
import { AudioPlayer } from '../../activities';
import { isTutorial } from '../lib/content-look';
import { TutorialVideo } from './tutorial-video';
import styles from './resource-viewer.module.css';

/** What a recommendation's link leads to: the book found, the artist's or the film's official site. */
const linkLabels: Partial<Record<TResource['category'], 'viewer.findBook' | 'viewer.songLink' | 'viewer.movieLink'>> = {
  [ResourceCategory.BookRecommendation]: 'viewer.findBook',
  [ResourceCategory.SongRecommendation]: 'viewer.songLink',
  [ResourceCategory.MovieRecommendation]: 'viewer.movieLink',
};

/** The resource popup's content, by category (spec section 2, Modals: resource viewer). */
export function ResourceViewer({ resource }: { resource: TResource }) {
  const { t } = useTranslation('resources');
  if (isTutorial(resource)) return <TutorialVideo resource={resource} />;

  return (
    <div className={styles.viewer}>
      <RichText html={resource.body} />
      {resource.category === ResourceCategory.AudioFile &&
        (resource.file_id ? (
          <AudioPlayer src={mediaUrl(resource.file_id)} label={resource.title} durationHint={resource.audio_duration} />
        ) : (
          <Alert tone="info">{t('viewer.mediaMissing')}</Alert>
        ))}
      {resource.category === ResourceCategory.FileDownload &&
        (resource.file_id ? (
          <a className={styles.action} href={mediaUrl(resource.file_id)} download={resource.file_name ?? true}>
            <Download aria-hidden="true" size={20} />
            <span>
              {t('viewer.download')}
              {resource.file_name && ' '}
              {resource.file_name && <span className={styles.fileName}>{resource.file_name}</span>}
            </span>
          </a>
        ) : (
          <Alert tone="info">{t('viewer.mediaMissing')}</Alert>
        ))}
      {resource.external_link && (
        <a className={styles.action} href={resource.external_link} target="_blank" rel="noopener noreferrer">
          <ExternalLink aria-hidden="true" size={20} />
          <span>
            {t(linkLabels[resource.category] ?? 'viewer.openLink')}
            {' '}
            <span className="visually-hidden">{t('viewer.opensNewTab')}</span>
          </span>
        </a>
      )}
    </div>
  );
}
