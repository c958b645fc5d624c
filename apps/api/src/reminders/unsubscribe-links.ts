import type { TConfig } from '../config.ts';
import { signUnsubscribeToken } from './unsubscribe-token.ts';

/**
 * A reminder mail's ways out. The page (the mail's own link) asks before it acts; the headers
 * let the mail client offer its own button (RFC 2369), which POSTs to the API address without
 * asking (RFC 8058 one-click). No mailto: no mailbox reads unsubscribe requests.
 */
export function reminderUnsubscribeLinks(
  config: Pick<TConfig, 'appUrl' | 'reminderLinkSecret'>,
  userId: number,
  issuedAt: Date,
): { page: string; headers: Record<string, string> } {
  const token = encodeURIComponent(signUnsubscribeToken(config.reminderLinkSecret, userId, issuedAt));
  return {
    page: `${config.appUrl}/reminders/unsubscribe?token=${token}`,
    headers: {
      'List-Unsubscribe': `<${config.appUrl}/api/reminders/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
