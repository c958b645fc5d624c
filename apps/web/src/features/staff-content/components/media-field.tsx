import { useTranslation } from 'react-i18next';
import type { TLanguage, TMediaUploadKind, TMediaUploadResult, TStudioMedia } from '@innerway/domain';
import { mediaUrl } from '../../../lib/media';
import { MediaUploadField } from '../../staff-media';
import styles from './staff-content.module.css';

export interface MediaFieldProps {
  id: string;
  label: string;
  kind: TMediaUploadKind;
  value: string | null;
  /** What the server recorded of the file (kind, length read from it), when it knows the key. */
  media: TStudioMedia | undefined;
  onChange: (upload: TMediaUploadResult | null) => void;
  /** The problem the server or the part's check found with this field, in plain words. */
  problem: string | undefined;
  lang?: TLanguage;
}

const minutesAndSeconds = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * One media field of an item: the upload field, then the current file, playable or linkable, with
 * the length the server read from it (never typed), and the field's problem beside it.
 */
export function MediaField({ id, label, kind, value, media, onChange, problem, lang }: MediaFieldProps) {
  const { t } = useTranslation('staffContent');
  const problemId = `${id}-field-problem`;
  const name = value ? value.slice(value.lastIndexOf('/') + 1) : '';
  return (
    <div className={styles.mediaField}>
      <MediaUploadField id={id} label={label} kind={kind} value={value} onChange={onChange} lang={lang} describedBy={problem ? problemId : undefined} />
      {value && (
        <div className={styles.mediaCurrent}>
          {media?.duration_seconds != null && <p className={styles.small}>{t('media.length', { duration: minutesAndSeconds(media.duration_seconds) })}</p>}
          {kind === 'audio' && <audio controls preload="none" src={mediaUrl(value)} aria-label={t('media.play', { name: label })} className={styles.mediaPlayer} />}
          {kind === 'video' && <video controls preload="metadata" src={mediaUrl(value)} aria-label={t('media.play', { name: label })} className={styles.mediaPlayer} />}
          {kind === 'image' && <img src={mediaUrl(value)} alt={t('media.imageAlt', { name: label })} className={styles.mediaImage} />}
          {(kind === 'captions' || kind === 'transcript' || kind === 'file') && (
            <a href={mediaUrl(value)} target="_blank" rel="noreferrer">
              {t('media.open', { name })}
            </a>
          )}
        </div>
      )}
      {problem && (
        <p id={problemId} role="alert" className={styles.fieldProblem}>
          {problem}
        </p>
      )}
    </div>
  );
}
