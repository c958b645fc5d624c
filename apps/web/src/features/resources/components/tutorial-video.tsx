import { useTranslation } from 'react-i18next';
import { LanguageLabel, videoPosterKey, type TResource } from '@innerway/domain';
import { Alert, RichText } from '../../../components/ui';
import { currentLanguage } from '../../../lib/i18n';
import { mediaUrl } from '../../../lib/media';
import styles from './resource-viewer.module.css';

/**
 * The introduction tutorial (resource 0): a video from our own origin (the CSP allows media from
 * nowhere else) with captions in the reader's language; the translations already chose the
 * language's captions file.
 */
export function TutorialVideo({ resource }: { resource: TResource }) {
  const { t } = useTranslation('resources');
  const language = currentLanguage();
  const poster = resource.file_id ? videoPosterKey(resource.file_id) : null;
  return (
    <div className={styles.viewer}>
      {resource.file_id ? (
        <video
          className={styles.video}
          controls
          preload="metadata"
          playsInline
          src={mediaUrl(resource.file_id)}
          poster={poster ? mediaUrl(poster) : undefined}
        >
          {resource.captions_key && (
            <track kind="captions" src={mediaUrl(resource.captions_key)} srcLang={language} label={LanguageLabel[language]} default />
          )}
          {t('viewer.videoUnsupported')}
        </video>
      ) : (
        <Alert tone="info">{t('viewer.mediaMissing')}</Alert>
      )}
      <RichText html={resource.body} />
    </div>
  );
}
