import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../http/app-error.ts';

export interface TThrottleRule {
  /** Names the counter, so that rules sharing the store never share a key. */
  name: string;
  max: number;
  timeWindow: string;
  /** What is being counted: an address, an account, a client IP. Null skips the rule. */
  key: (request: FastifyRequest) => string | null;
}

/**
 * Several limits on one route (per account and per IP): the route-level `rateLimit` config
 * allows only one, so these count through the shared store by hand. Runs after body parsing,
 * which keys on the e-mail address need. Rules count in order and a refused request counts on
 * no later rule: rules on the caller (IP, address and IP) come before a rule on the target
 * alone, so a caller already refused cannot push the target's own counter any further.
 * A refusal carries the seconds until its window opens (sent as `Retry-After`).
 */
export function createThrottle(app: FastifyInstance, rules: TThrottleRule[]): (request: FastifyRequest) => Promise<void> {
  const limiters = rules.map((rule) => ({
    rule,
    check: app.createRateLimit({
      max: rule.max * app.config.throttleMultiplier,
      timeWindow: rule.timeWindow,
      keyGenerator: (request) => `${rule.name}:${rule.key(request)}`,
    }),
  }));
  return async function throttle(request: FastifyRequest): Promise<void> {
    for (const { rule, check } of limiters) {
      if (rule.key(request) === null) continue;
      const limit = await check(request);
      if (!limit.isAllowed && limit.isExceeded) throw tooManyRequests(limit.ttl / 1000);
    }
  };
}

/** The e-mail address a request body names, normalised as the schemas do; null when absent. */
export function bodyEmail(request: FastifyRequest): string | null {
  const body = request.body as { email?: unknown } | null | undefined;
  return typeof body?.email === 'string' && body.email.trim() ? body.email.trim().toLowerCase() : null;
}

export const clientIp = (request: FastifyRequest): string => request.ip;

/** The body's e-mail address as tried from this client: one attacker's attempts, not everyone's on that address. */
export function bodyEmailFromClient(request: FastifyRequest): string | null {
  const email = bodyEmail(request);
  return email === null ? null : `${email}|${clientIp(request)}`;
}
