import { useEffect, useRef, useState } from 'react';
import styles from './staff-content.module.css';

/** The two screens a preview is drawn at: a phone's and a desk's. */
export const PreviewWidths = [390, 1440] as const;
export type TPreviewWidth = (typeof PreviewWidths)[number];

const frameHeight: Record<TPreviewWidth, number> = { 390: 844, 1440: 900 };

/**
 * The member app in a frame exactly as wide as the chosen screen, scaled down when the studio has
 * less room than that, so the member layout is the one of that width and not of the studio's.
 */
export function PreviewFrame({ src, width, title }: { src: string; width: TPreviewWidth; title: string }) {
  const stage = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState<number>(width);
  useEffect(() => {
    const element = stage.current;
    // (A test's document has no layout to observe: the frame keeps its own width there.)
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => entry && setRoom(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const scale = Math.min(1, room / width);
  const height = frameHeight[width];
  return (
    <div ref={stage} className={styles.previewStage} style={{ height: Math.round(height * scale) }}>
      <iframe
        key={src}
        src={src}
        title={title}
        className={styles.previewFrame}
        width={width}
        height={height}
        style={{ transform: scale < 1 ? `scale(${scale})` : undefined }}
      />
    </div>
  );
}
