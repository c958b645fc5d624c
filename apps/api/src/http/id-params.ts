import { z } from 'zod';

/**
 * A content id in a path: digits only (so `1e3`, `-1`, ` 7` and `abc` are 400s, not look-ups),
 * short enough for an int column. Whether it exists is the service's 404.
 */
export const ZIdParam = z
  .string()
  .regex(/^\d{1,9}$/, { error: 'id: must be a whole number' })
  .transform(Number);

export const ZIdParams = z.object({ id: ZIdParam });
