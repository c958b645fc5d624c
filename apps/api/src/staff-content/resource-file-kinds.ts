import { studioMediaKindOf, type TStudioPart } from '@innerway/domain';
import { AppError } from '../http/app-error.ts';
import { mediaKindOfKey } from '../media-store/media-objects.ts';
import type { TParts } from './studio-parts.ts';

const fileFields = ['file_key', 'captions_key'] as const;

/**
 * A resource's files are of the kind its category plays (ResourceFileKinds), whichever of the two
 * changes: a download turned into an audio file must not keep its PDF. `parts` are the resource's
 * parts as they will be (a draft saved or published over what members have); `languages` the
 * parts whose files are checked. A file's kind is its key's folder, as every accepted file is
 * stored (and recorded) by its kind. 422 `media.kind_wrong` naming the field otherwise.
 */
export function checkResourceFileKinds(parts: Partial<TParts>, languages: readonly TStudioPart[]): void {
  const category = (parts.fields as { category?: number } | undefined)?.category;
  for (const language of languages) {
    const media = (parts[language]?.media ?? {}) as Record<string, unknown>;
    for (const field of fileFields) {
      const key = media[field];
      if (typeof key === 'string' && mediaKindOfKey(key) !== studioMediaKindOf('resource', field, category)) {
        throw new AppError(422, 'media.kind_wrong', { field }, { field });
      }
    }
  }
}
