import type { TConfig } from '../config.ts';

/**
 * The gift mail's link: registration with the code filled in (it redeems the card for the new
 * account). The web app sends a signed-in person on to the subscribe prompt with the code.
 */
export function giftLink(config: Pick<TConfig, 'appUrl'>, code: string): string {
  return `${config.appUrl}/register?code=${encodeURIComponent(code)}`;
}
