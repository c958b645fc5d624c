import type { FastifyRequest } from 'fastify';
import { isEmailChange } from '@innerway/domain';
import { bodyEmail, clientIp, type TThrottleRule } from '../auth/throttle.ts';

/** A signed-in caller asking to move their account to another address. */
const changesOwnEmail = (request: FastifyRequest): boolean => {
  const email = bodyEmail(request);
  return request.user !== null && email !== null && isEmailChange(request.user.email, email);
};

/**
 * Attempts to change the e-mail address (right or wrong password, free or taken address): each
 * tries a password and may learn whether an address has an account, so they are counted per
 * account, and per client against one person sweeping with several accounts. Saving the
 * profile with the same address counts for nothing.
 */
export const emailChangeRules: TThrottleRule[] = [
  { name: 'email-change:user', max: 10, timeWindow: '1 hour', key: (request) => (changesOwnEmail(request) ? String(request.user!.id) : null) },
  { name: 'email-change:ip', max: 30, timeWindow: '1 hour', key: (request) => (changesOwnEmail(request) ? clientIp(request) : null) },
];
