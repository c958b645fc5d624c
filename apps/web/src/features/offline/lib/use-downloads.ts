import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { appDownloads } from '../../../platform/downloads/app-downloads';
import type { TDownloadItem, TDownloadStore } from '../../../platform/downloads/download-store';

type TStoreState = { status: 'loading' } | { status: 'ready'; store: TDownloadStore } | { status: 'failed' };

/** The device's downloads, once their index is read. */
export function useDownloadStore(): TStoreState {
  const [state, setState] = useState<TStoreState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    appDownloads().then(
      (store) => live && setState({ status: 'ready', store }),
      (error: unknown) => {
        console.warn('Downloads: the store could not be opened', error);
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

const none: readonly TDownloadItem[] = [];
const noStore = () => () => undefined;

/** This member's downloads, newest first, following every change. */
export function useDownloadItems(store: TDownloadStore | null, userId: number | undefined): readonly TDownloadItem[] {
  const all = useSyncExternalStore(store ? store.subscribe : noStore, store ? store.items : () => none);
  return useMemo(() => (userId === undefined ? none : all.filter((item) => item.userId === userId)), [all, userId]);
}
