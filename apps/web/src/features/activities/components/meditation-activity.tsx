import * as Tabs from '@radix-ui/react-tabs';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TActivity, TMeditationVoice } from '@innerway/domain';
import { Alert, RichText } from '../../../components/ui';
import { mediaUrl } from '../../../lib/media';
import { isNativePlatform } from '../../../platform/platform';
import { MeditationDownload } from '../../offline';
import { usePlayReporting } from '../../mindful-minutes';
import { useMeditationCompletion } from '../lib/use-meditation-completion';
import type { TAudioPlayback } from '../lib/use-audio-player';
import { AudioPlayer } from './audio-player';
import { Transcript } from './transcript';
import styles from './activity-popup.module.css';

type TVoice = TMeditationVoice;

export interface MeditationActivityProps {
  activity: TActivity;
  /** Progress is tracked for full-access users only (spec section 6). */
  tracked: boolean;
}

/** A meditation: a tab per voice, each with its own player, and the transcript both voices share. */
export function MeditationActivity({ activity, tracked }: MeditationActivityProps) {
  const { t } = useTranslation('activities');
  const onPlayback = useMeditationCompletion(activity, tracked);
  const voices = (
    [
      { voice: 'female', key: activity.female_audio_id, duration: activity.female_audio_duration },
      { voice: 'male', key: activity.male_audio_id, duration: activity.male_audio_duration },
    ] satisfies { voice: TVoice; key: string | null; duration: number | null }[]
  ).filter((entry): entry is { voice: TVoice; key: string; duration: number | null } => entry.key !== null);

  return (
    <div className={styles.stack}>
      <RichText html={activity.body} />
      {voices.length === 0 ? (
        <Alert tone="info">{t('audio.missing')}</Alert>
      ) : (
        // Inactive tabs unmount, so switching voice stops the other one.
        <Tabs.Root defaultValue={voices[0]!.voice} className={styles.tabs}>
          <Tabs.List className={styles.tabList} aria-label={t('voice.label')}>
            {voices.map(({ voice }) => (
              <Tabs.Trigger key={voice} value={voice} className={styles.tab}>
                {t(`voice.${voice}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {voices.map(({ voice, key, duration }) => (
            <Tabs.Content key={voice} value={voice} className={styles.tabPanel}>
              <VoicePlayer activity={activity} voice={voice} audioKey={key} duration={duration} onPlayback={onPlayback} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
      {activity.transcript_key && <Transcript transcriptKey={activity.transcript_key} />}
    </div>
  );
}

interface VoicePlayerProps {
  activity: TActivity;
  voice: TVoice;
  audioKey: string;
  duration: number | null;
  onPlayback: (playback: TAudioPlayback) => void;
}

/** One voice's player; what it really plays counts in the member's mindful minutes. */
function VoicePlayer({ activity, voice, audioKey, duration, onPlayback }: VoicePlayerProps) {
  const { t } = useTranslation('activities');
  const minutes = usePlayReporting({ media: 'meditation', id: activity.id, voice });
  const { position, stop } = minutes;
  const handlePlayback = useCallback(
    (playback: TAudioPlayback) => {
      onPlayback(playback);
      position(playback.currentTime);
      if (playback.ended) stop();
    },
    [onPlayback, position, stop],
  );
  const player = (src: string) => (
    <AudioPlayer src={src} label={t(`voice.${voice}`)} title={activity.title} durationHint={duration} onPlayback={handlePlayback} onPause={stop} />
  );
  // The apps: the downloaded copy plays offline, and the voice can be downloaded.
  return import.meta.env.VITE_APP_TARGET === 'native' && isNativePlatform() ? (
    <MeditationDownload mediaKey={audioKey} title={activity.title} voice={voice}>
      {player}
    </MeditationDownload>
  ) : (
    player(mediaUrl(audioKey))
  );
}
