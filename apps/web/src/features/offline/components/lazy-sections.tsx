import { lazy, Suspense, type ComponentProps } from 'react';

// Apps only, each in a chunk of its own that the website never loads: their callers render them
// only in the native build (see platform/platform.ts).
const LazyMeditationDownload = lazy(() => import('./meditation-download'));
const LazyDownloadsSection = lazy(() => import('./downloads-section'));

export function MeditationDownload(props: ComponentProps<typeof LazyMeditationDownload>) {
  return (
    <Suspense fallback={null}>
      <LazyMeditationDownload {...props} />
    </Suspense>
  );
}

export function DownloadsSection(props: ComponentProps<typeof LazyDownloadsSection>) {
  return (
    <Suspense fallback={null}>
      <LazyDownloadsSection {...props} />
    </Suspense>
  );
}
