import { PreviewAccesses, PreviewFramePath, type TLanguage, type TPreviewAccess } from '@innerway/domain';
import { isLanguage } from '../../../lib/i18n';

export interface TPreviewChoice {
  /** The member screen to show, e.g. /topic_overview/3. */
  path: string;
  language: TLanguage;
  access: TPreviewAccess;
}

/** The frame's own address: the studio's preview frame route, which opens the member screen as chosen. */
export function previewFrameAddress({ path, language, access }: TPreviewChoice): string {
  return `${PreviewFramePath}?${new URLSearchParams({ path, language, access }).toString()}`;
}

/** A member screen's path: one of this app's own, never another site or the studio itself. */
function isMemberPath(path: string | null): path is string {
  return path !== null && /^\/[A-Za-z0-9_\-/]*$/.test(path) && !path.startsWith('//') && !path.startsWith('/studio');
}

/** The choice an address carries, each part checked; anything else is the default. */
export function readPreviewChoice(search: URLSearchParams, fallbackLanguage: TLanguage): TPreviewChoice {
  const path = search.get('path');
  const language = search.get('language');
  const access = search.get('access');
  return {
    path: isMemberPath(path) ? path : '/dashboard',
    language: isLanguage(language) ? language : fallbackLanguage,
    access: (PreviewAccesses as readonly (string | null)[]).includes(access) ? (access as TPreviewAccess) : 'trial',
  };
}
