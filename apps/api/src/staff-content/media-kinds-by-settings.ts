import { studioMediaFieldsOf, studioMediaKindOf, type TMediaSettings, type TStudioKind, type TStudioPart } from '@innerway/domain';
import { AppError } from '../http/app-error.ts';
import { mediaKindOfKey } from '../media-store/media-objects.ts';
import type { TParts } from './studio-parts.ts';

/** The kinds whose settings decide which files their languages take: a resource's category, an activity's type. */
const kindsWithSettingsMedia: readonly TStudioKind[] = ['resource', 'activity'];

/**
 * A resource's files are of the kind its category plays (ResourceFileKinds), and only a
 * meditation has recordings, whichever of the settings or the files changes: a download turned
 * into an audio file must not keep its PDF, a meditation turned into journaling must not keep its
 * voices. `parts` are the item's parts as they will be (a draft saved or published over what
 * members have); `languages` the parts whose files are checked. A file's kind is its key's folder,
 * as every accepted file is stored (and recorded) by its kind. 422 `media.kind_wrong` naming the
 * field otherwise.
 */
export function checkMediaKindsBySettings(kind: TStudioKind, parts: Partial<TParts>, languages: readonly TStudioPart[]): void {
  if (!kindsWithSettingsMedia.includes(kind)) return;
  const settings = (parts.fields ?? {}) as TMediaSettings;
  for (const language of languages) {
    const media = (parts[language]?.media ?? {}) as Record<string, unknown>;
    for (const field of Object.keys(studioMediaFieldsOf(kind, language))) {
      const key = media[field];
      if (typeof key === 'string' && mediaKindOfKey(key) !== studioMediaKindOf(kind, field, settings)) {
        throw new AppError(422, 'media.kind_wrong', { field }, { field });
      }
    }
  }
}
