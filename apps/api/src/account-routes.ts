import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/auth-routes.ts';
import { emailRoutes } from './email-verification/email-routes.ts';
import { passwordRoutes } from './password/password-routes.ts';
import { userRoutes } from './users/user-routes.ts';

/** Sign-in, registration, password, e-mail verification and the user's own account. */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(passwordRoutes);
  await app.register(emailRoutes);
}
