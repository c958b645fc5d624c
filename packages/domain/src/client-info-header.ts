/**
 * The X-Client-Info header: `platform=web;version=1.8.0;build=112;window=1440x900`.
 * Every call carries it; cookie-authenticated state changes require it (a cross-site form
 * cannot set a custom header, so it doubles as the CSRF guard).
 *
 * Kept apart from its zod schema (schemas/client-info.ts): every screen formats the header,
 * and this file keeps zod out of the screens that have no form.
 */
export const ClientInfoHeader = 'x-client-info';

export interface TClientInfo {
  platform: 'web' | 'ios' | 'android';
  version: string;
  build: number;
  window: string;
}

export function formatClientInfo(info: TClientInfo): string {
  return `platform=${info.platform};version=${info.version};build=${info.build};window=${info.window}`;
}
