import type { users } from '../db/schema.ts';

/** A user as stored: what the session plugin puts on the request and the services take. */
export type UserRow = typeof users.$inferSelect;
