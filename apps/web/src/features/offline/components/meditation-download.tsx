import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui';
import { mediaUrl } from '../../../lib/media';
import { useOnline } from '../../../platform/use-online';
import { useSession } from '../../session';
import { useDownloadItems, useDownloadStore } from '../lib/use-downloads';
import { DownloadStatus } from './download-status';

export interface MeditationDownloadProps {
  /** The medium's key: one voice, in the language the content was read in. */
  mediaKey: string;
  title: string;
  voice: 'female' | 'male';
  /** The player, given the file to play: the downloaded copy when there is one. */
  children(src: string): ReactNode;
}

/**
 * The apps' meditation player: it plays the downloaded copy when there is one (no network needed;
 * the native player keeps the lock screen and background play), and offers to download, shows
 * the download's progress, or its failure. Which file plays is decided when the player opens: a
 * download that finishes while listening is used the next time.
 */
export default function MeditationDownload({ mediaKey, title, voice, children }: MeditationDownloadProps) {
  const { i18n } = useTranslation('downloads');
  const { user } = useSession();
  const online = useOnline();
  const state = useDownloadStore();
  const store = state.status === 'ready' ? state.store : null;
  const item = useDownloadItems(store, user?.id).find((entry) => entry.key === mediaKey);
  // The downloaded copy's address (null: none), looked up once when the player opens.
  const [local, setLocal] = useState<{ uri: string | null } | null>(null);

  const userId = user?.id;
  useEffect(() => {
    if (state.status !== 'ready' || userId === undefined) return;
    let live = true;
    state.store.localUri(mediaKey, userId).then(
      (uri) => live && setLocal((found) => found ?? { uri }),
      () => live && setLocal((found) => found ?? { uri: null }),
    );
    return () => {
      live = false;
    };
  }, [state, mediaKey, userId]);
  const networkUrl = mediaUrl(mediaKey);
  // Without a readable store (its plugin failed), the player streams as before.
  const source = state.status === 'failed' || userId === undefined ? networkUrl : local && (local.uri ?? networkUrl);

  // Once per opening, while online: has the file changed, or been locked, since it was downloaded?
  const checked = useRef(false);
  const downloaded = item?.status === 'downloaded';
  useEffect(() => {
    if (!store || userId === undefined || !online || !downloaded || checked.current) return;
    checked.current = true;
    void store.check(mediaKey, userId, networkUrl);
  }, [store, userId, online, downloaded, mediaKey, networkUrl]);

  return (
    <>
      {source === null ? <Spinner size="medium" /> : children(source)}
      {store && user && (
        <DownloadStatus
          title={title}
          item={item}
          online={online}
          onDownload={() => void store.download({ key: mediaKey, url: networkUrl, userId: user.id, title, voice, language: i18n.resolvedLanguage ?? 'en' })}
          onRemove={() => void store.remove(mediaKey)}
        />
      )}
    </>
  );
}
