import type { TModuleSummary } from '@innerway/domain';
import { bannerSrcSet, mediaUrl } from '../../../lib/media';
import { useCssProperty } from '../lib/use-css-property';
import styles from './topic-banner.module.css';

export interface TopicBannerProps {
  topic: Pick<TModuleSummary, 'banner_images' | 'image_key' | 'hue'>;
  /** The `sizes` of the layout that shows it (see BannerSizes). */
  sizes: string;
  /** Empty when the image only decorates a title shown beside it. */
  alt: string;
  /** The overview's header is the first thing seen: fetch it at once; cards load as they scroll in. */
  priority?: boolean;
  className?: string;
}

/**
 * A topic's artwork: the raster banners by width (srcset + sizes), else its vector banner. The
 * frame is tinted with the topic's hue, so the space is calm colour while the file arrives or if
 * it never does.
 */
export function TopicBanner({ topic, sizes, alt, priority = false, className }: TopicBannerProps) {
  const hueRef = useCssProperty('--topic-hue', topic.hue);
  const srcSet = topic.banner_images.length > 0 ? bannerSrcSet(topic.banner_images) : '';
  // The narrowest raster is the fallback for browsers that ignore srcset.
  const smallest = [...topic.banner_images].sort((a, b) => a.width - b.width)[0];
  const src = smallest ? mediaUrl(smallest.key) : topic.image_key ? mediaUrl(topic.image_key) : null;
  return (
    <div ref={hueRef} className={[styles.frame, className].filter(Boolean).join(' ')}>
      {src && (
        <img
          className={styles.image}
          src={src}
          srcSet={srcSet || undefined}
          sizes={srcSet ? sizes : undefined}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
        />
      )}
    </div>
  );
}
