import { z } from 'zod';

/**
 * The X-Client-Info header: `platform=web;version=1.8.0;build=112;window=1440x900`.
 * Every call carries it; cookie-authenticated state changes require it (a cross-site form
 * cannot set a custom header, so it doubles as the CSRF guard).
 */
export const ClientInfoHeader = 'x-client-info';

export const ZClientInfo = z.object({
  platform: z.enum(['web', 'ios', 'android']),
  version: z.string().min(1).max(20),
  // Digits only: coercion alone read an empty `build=` as 0 and `1e3` as 1000.
  build: z.union([z.number(), z.string().regex(/^\d{1,9}$/).transform(Number)]).pipe(z.number().int().nonnegative()),
  window: z.string().regex(/^\d{1,5}x\d{1,5}$/),
});
export type TClientInfo = z.infer<typeof ZClientInfo>;

export function formatClientInfo(info: TClientInfo): string {
  return `platform=${info.platform};version=${info.version};build=${info.build};window=${info.window}`;
}

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
