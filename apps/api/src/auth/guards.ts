import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../user-record/user-row.ts';
import { forbidden, unauthorized } from '../http/app-error.ts';

/** The signed-in, enabled user; 401 when signed out, 403 when disabled. */
export function requireUser(request: FastifyRequest): UserRow {
  return requireEnabled(request.user);
}

/** `user` when there is one and it is enabled; the same 401 and 403 as `requireUser`. */
export function requireEnabled(user: UserRow | null): UserRow {
  if (!user) throw unauthorized();
  if (user.isDisabled) throw forbidden('auth.disabled');
  return user;
}

export function requireAdmin(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (!user.isAdmin) throw forbidden();
  return user;
}

/** A user may read and change only their own record: `idParam` is the route's `:id`. */
export function requireSelf(request: FastifyRequest, idParam: string): UserRow {
  const user = requireUser(request);
  if (String(user.id) !== idParam) throw forbidden();
  return user;
}
