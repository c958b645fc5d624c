import { z } from 'zod';
import { ZUserUpdate } from '@innerway/domain';

// Loaded once the form first checks its fields (lib/lazy-resolver.ts).

/**
 * The code entry: the rule PUT /users/:id applies to `institution_code` (any code: the server
 * tells the kinds apart), after a kinder word for an empty entry, `emptyMessage`.
 */
export function codeEntrySchema(emptyMessage: string) {
  return z.object({
    code: z.string().trim().min(1, { error: emptyMessage }).pipe(ZUserUpdate.shape.institution_code.unwrap()),
  });
}
