import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaUploadLimits, type TLanguage, type TMediaUploadKind, type TMediaUploadResult } from '@innerway/domain';
import { Button } from '../../../components/ui/button';
import { FileInput } from '../../../components/ui/file-input';
import type { ApiError } from '../../../lib/api-client';
import { useServerErrorText } from '../../../lib/server-error';
import { minutesAndSeconds } from '../lib/media-length';
import { createMediaUpload, type TMediaUpload } from '../lib/media-upload';
import fieldStyles from '../../../components/ui/field.module.css';
import page from '../../../components/ui/staff-page.module.css';
import styles from './media-upload-field.module.css';

export interface MediaUploadFieldProps {
  id: string;
  label: string;
  kind: TMediaUploadKind;
  /** The stored file's key, or null when the field has none. */
  value: string | null;
  /** The file the server checked and stored (its key, and what it read of it), or null when removed. */
  onChange: (media: TMediaUploadResult | null) => void;
  /** The language the file is in (captions, transcripts, recordings), so two languages' fields never share an upload. */
  lang?: TLanguage;
  describedBy?: string;
}

/** What each kind's file picker offers (the server checks the content whatever the name). */
const accepted: Record<TMediaUploadKind, string> = {
  video: 'video/mp4,.mp4',
  audio: 'audio/mpeg,.mp3',
  captions: 'text/vtt,.vtt',
  transcript: 'text/plain,.txt',
  image: 'image/jpeg,image/png,image/webp',
  file: 'application/pdf,.pdf',
};

type TState =
  | { step: 'idle' }
  | { step: 'sending'; name: string; sent: number; total: number; reconnecting: boolean }
  | { step: 'paused'; name: string; sent: number; total: number }
  | { step: 'checking'; name: string }
  | { step: 'done'; name: string; durationSeconds?: number | undefined }
  | { step: 'failed'; name: string; problem: string; offline: boolean };

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/**
 * A file of the studio, uploaded resumably: the upload's progress (a labelled progress bar),
 * pause and resume, going on by itself after a lost connection, and the server's problem with
 * the file in plain words beside the field.
 */
export function MediaUploadField({ id, label, kind, value, onChange, lang, describedBy }: MediaUploadFieldProps) {
  const { t } = useTranslation('staffMedia');
  const problemText = useServerErrorText();
  const [state, setState] = useState<TState>({ step: 'idle' });
  const upload = useRef<TMediaUpload | null>(null);
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  const statusId = `${id}-status`;

  // An upload the editor leaves (the screen closes) stops sending; it can be resumed later.
  useEffect(() => () => upload.current?.pause(), []);

  // After giving up on a lost connection, go on by itself once the browser is back online.
  const offline = state.step === 'failed' && state.offline;
  useEffect(() => {
    if (!offline) return;
    const goOn = () => upload.current?.start();
    window.addEventListener('online', goOn);
    return () => window.removeEventListener('online', goOn);
  }, [offline]);

  function begin(file: File) {
    upload.current?.pause();
    if (file.size > MediaUploadLimits[kind]) {
      upload.current = null;
      setState({ step: 'failed', name: file.name, problem: t('tooLarge', { max: megabytes(MediaUploadLimits[kind]) }), offline: false });
      return;
    }
    const name = file.name;
    upload.current = createMediaUpload(file, { kind, fieldId: [id, lang].filter(Boolean).join(':') }, {
      onProgress: (sent, total) =>
        setState(sent < total ? { step: 'sending', name, sent, total, reconnecting: false } : { step: 'checking', name }),
      onReconnecting: () => setState((current) => (current.step === 'sending' ? { ...current, reconnecting: true } : current)),
      onDone: (result) => {
        upload.current = null;
        setState({ step: 'done', name, durationSeconds: result.duration_seconds });
        onChange(result);
      },
      onFailed: (error: ApiError) =>
        setState({ step: 'failed', name, problem: problemText(error), offline: error.reason === 'network' }),
    });
    setState({ step: 'sending', name, sent: 0, total: file.size, reconnecting: false });
    upload.current.start();
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) begin(file);
  }

  function pause() {
    if (state.step !== 'sending') return;
    upload.current?.pause();
    setState({ step: 'paused', name: state.name, sent: state.sent, total: state.total });
  }

  function resume() {
    if (state.step !== 'paused' && state.step !== 'failed') return;
    if (state.step === 'paused') setState({ ...state, step: 'sending', reconnecting: false });
    else setState({ step: 'sending', name: state.name, sent: 0, total: 1, reconnecting: false });
    upload.current?.start();
  }

  function cancel() {
    upload.current?.cancel();
    upload.current = null;
    setState({ step: 'idle' });
  }

  const busy = state.step === 'sending' || state.step === 'paused' || state.step === 'checking';
  const failed = state.step === 'failed';
  const percent = state.step === 'sending' || state.step === 'paused' ? Math.floor((state.sent / state.total) * 100) : 0;
  const inputDescribedBy = [describedBy, hintId, failed ? problemId : statusId].filter(Boolean).join(' ');

  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <p id={hintId} className={fieldStyles.hint}>
        {t(`hint.${kind}`, { max: megabytes(MediaUploadLimits[kind]) })}
      </p>
      {value && !busy && (
        <div className={styles.current}>
          <span>
            {t('current')} <code className={styles.key}>{value.slice(value.lastIndexOf('/') + 1)}</code>
          </span>
          <Button variant="ghost" onClick={() => onChange(null)}>
            {t('remove')}
          </Button>
        </div>
      )}
      <FileInput
        id={id}
        accept={accepted[kind]}
        chooseText={t('choose')}
        fileName={state.step === 'idle' ? null : state.name}
        {...(value ? {} : { noneText: t('noFile') })}
        disabled={busy}
        onChange={choose}
        aria-invalid={failed || undefined}
        aria-describedby={inputDescribedBy}
      />
      {(state.step === 'sending' || state.step === 'paused') && (
        <div className={page.buttonRow}>
          <progress className={styles.bar} max={100} value={percent} aria-label={t('progressLabel', { name: state.name })} />
          <span aria-hidden="true">{t('percent', { percent })}</span>
          {state.step === 'sending' ? (
            <Button variant="secondary" onClick={pause}>
              {t('pause')}
            </Button>
          ) : (
            <Button variant="secondary" onClick={resume}>
              {t('resume')}
            </Button>
          )}
          <Button variant="ghost" onClick={cancel}>
            {t('cancel')}
          </Button>
        </div>
      )}
      <p id={statusId} role="status" className={`${fieldStyles.hint} ${styles.status}`}>
        {state.step === 'sending' && state.reconnecting && t('reconnecting')}
        {state.step === 'paused' && t('paused', { name: state.name })}
        {state.step === 'checking' && t('checking', { name: state.name })}
        {state.step === 'done' &&
          (state.durationSeconds === undefined
            ? t('done', { name: state.name })
            : t('doneWithDuration', { name: state.name, duration: minutesAndSeconds(state.durationSeconds) }))}
      </p>
      {failed && (
        <div className={page.buttonRow}>
          <p id={problemId} role="alert" className={fieldStyles.error}>
            {t('problem', { name: state.name, problem: state.problem })}
          </p>
          {state.offline && (
            <Button variant="secondary" onClick={resume}>
              {t('tryAgain')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
