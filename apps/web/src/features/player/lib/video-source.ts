import { LanguageLabel, videoPosterKey, VimeoHosts, type TLanguage, type TStep } from '@innerway/domain';
import { mediaUrl } from '../../../lib/media';

/** Where a step's video comes from: a file of our own media, or a Vimeo embed. */
export type TVideoSource =
  | {
      kind: 'local';
      src: string;
      /** the still shown before it plays */
      poster: string | null;
      /** WebVTT captions in the reader's language (WCAG 1.2.2), when the step has them */
      captions: { src: string; language: TLanguage; label: string } | null;
    }
  | { kind: 'vimeo'; embedUrl: string; language: TLanguage };

const vimeoHosts = new Set<string>(VimeoHosts);

/**
 * The player URL of a Vimeo link as editors paste it: `https://vimeo.com/76979871`, an unlisted
 * `https://vimeo.com/76979871/8272103f6e`, or an embed `https://player.vimeo.com/video/76979871?h=...`.
 * Only Vimeo's own hosts pass (the CSP frames nothing else); anything else is null.
 */
export function vimeoEmbedUrl(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || !vimeoHosts.has(url.hostname)) return null;
  const match = /^\/(?:video\/)?(\d+)(?:\/([0-9a-f]+))?\/?$/i.exec(url.pathname);
  if (!match) return null;
  const [, id, pathHash] = match;
  const hash = pathHash ?? url.searchParams.get('h');
  const embed = new URL(`https://player.vimeo.com/video/${id}`);
  if (hash && /^[0-9a-f]+$/i.test(hash)) embed.searchParams.set('h', hash);
  // No tracking cookies for people in a hard week; the title is ours to show.
  embed.searchParams.set('dnt', '1');
  embed.searchParams.set('title', '0');
  embed.searchParams.set('byline', '0');
  embed.searchParams.set('portrait', '0');
  return embed.toString();
}

/** The step's video in the reader's language, or null when it has none we can play. */
export function videoSourceOf(
  step: Pick<TStep, 'vimeo_link' | 'media_key' | 'captions_key'>,
  language: TLanguage,
): TVideoSource | null {
  if (step.vimeo_link) {
    const embedUrl = vimeoEmbedUrl(step.vimeo_link);
    return embedUrl ? { kind: 'vimeo', embedUrl, language } : null;
  }
  if (step.media_key) {
    const poster = videoPosterKey(step.media_key);
    return {
      kind: 'local',
      src: mediaUrl(step.media_key),
      poster: poster && mediaUrl(poster),
      // `captions_key` arrives already in the reader's language (the translations lay it over).
      captions: step.captions_key ? { src: mediaUrl(step.captions_key), language, label: LanguageLabel[language] } : null,
    };
  }
  return null;
}
