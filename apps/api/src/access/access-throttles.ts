import type { FastifyRequest } from 'fastify';
import type { TThrottleRule } from '../auth/throttle.ts';
import { clientIp } from '../auth/throttle.ts';

const signedInUser = (request: FastifyRequest) => (request.user ? String(request.user.id) : null);

/**
 * Code attempts, counted together wherever a code can be typed (the prompt's PUT /users/:id,
 * redeem by code, registration): the same counter names mean the same counters, so switching
 * endpoints gains a guesser nothing. `applies` says whether a request carries a code.
 */
export function codeAttemptRules(applies: (request: FastifyRequest) => boolean): TThrottleRule[] {
  return [
    { name: 'code:user', max: 10, timeWindow: '1 hour', key: (request) => (applies(request) ? signedInUser(request) : null) },
    { name: 'code:ip', max: 30, timeWindow: '1 hour', key: (request) => (applies(request) ? clientIp(request) : null) },
  ];
}

/** A body with a code in `field`. */
export const carriesCode = (field: string) => (request: FastifyRequest) =>
  typeof (request.body as Record<string, unknown> | null | undefined)?.[field] === 'string' &&
  (request.body as Record<string, string>)[field] !== '';

/** Each send mails someone: a card sent and rescinded in a loop must not become a mail cannon. */
export const giftSendRules: TThrottleRule[] = [
  {
    name: 'gift-send:user',
    max: 10,
    timeWindow: '1 hour',
    key: (request) => ((request.body as { status?: unknown } | null)?.status === 'sent' ? signedInUser(request) : null),
  },
];

/** Every purchase costs a call to a store, whose quotas are ours. */
export const purchaseRules: TThrottleRule[] = [
  { name: 'purchase:user', max: 20, timeWindow: '1 hour', key: signedInUser },
  { name: 'purchase:ip', max: 60, timeWindow: '1 hour', key: clientIp },
];
