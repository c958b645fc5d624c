import { z } from 'zod';
import type { TClientInfo } from '../client-info-header.ts';

/** What the server accepts in the X-Client-Info header (see client-info-header.ts). */
export const ZClientInfo: z.ZodType<TClientInfo, unknown> = z.object({
  platform: z.enum(['web', 'ios', 'android']),
  version: z.string().min(1).max(20),
  // Digits only: coercion alone read an empty `build=` as 0 and `1e3` as 1000.
  build: z.union([z.number(), z.string().regex(/^\d{1,9}$/).transform(Number)]).pipe(z.number().int().nonnegative()),
  window: z.string().regex(/^\d{1,5}x\d{1,5}$/),
});

export function parseClientInfo(header: string | undefined): TClientInfo | null {
  if (!header || header.length > 200) return null;
  const pairs = Object.fromEntries(
    header.split(';').map((part) => {
      const [key = '', ...rest] = part.split('=');
      return [key.trim(), rest.join('=').trim()];
    }),
  );
  const parsed = ZClientInfo.safeParse(pairs);
  return parsed.success ? parsed.data : null;
}
