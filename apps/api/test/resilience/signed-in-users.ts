// Many signed-in users made in milliseconds: rows and sessions written straight to the database
// (one password hash for all), instead of signing each in through the argon2-heavy API.
import type { TEnvelope, TModule, TModuleSummary } from '@innerway/domain';
import { asCookie, createAccount } from '../../src/auth/account-testing.ts';
import type { Db } from '../../src/db/client.ts';

export interface TLoadUser {
  id: number;
  email: string;
  token: string;
}

export async function createSignedInUsers(db: Db, count: number): Promise<TLoadUser[]> {
  const first = await createAccount(db);
  const rest = await Promise.all(Array.from({ length: count - 1 }, () => createAccount(db)));
  return [first, ...rest].map(({ user, token }) => ({ id: user.id, email: user.email, token }));
}

/** A reply's status, parsed envelope (null when the body was not JSON) and, on success, its data. */
export interface TReply<T = unknown> {
  status: number;
  body: TEnvelope<T> | null;
  data: T;
}

/** Calls the API the way the web app does: session cookie plus the client-info header. */
export async function callApi<T = unknown>(
  baseUrl: string,
  user: TLoadUser,
  method: string,
  path: string,
  payload?: unknown,
  signal?: AbortSignal,
): Promise<TReply<T>> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...asCookie(user.token), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    body: payload === undefined ? undefined : JSON.stringify(payload),
    signal,
  });
  const text = await response.text();
  let body: TEnvelope<T> | null;
  try {
    body = JSON.parse(text) as TEnvelope<T>;
  } catch {
    body = null;
  }
  return { status: response.status, body, data: body?.data as T };
}

export interface TProgramModule {
  id: number;
  stepIds: number[];
  activityIds: number[];
}

/** The topics a full-access user sees, with their videos and activities in order. */
export async function readProgram(baseUrl: string, user: TLoadUser): Promise<TProgramModule[]> {
  const read = async <T>(path: string) => {
    const reply = await callApi<T>(baseUrl, user, 'GET', path);
    if (reply.status !== 200 || !reply.body) throw new Error(`GET ${path} answered ${reply.status}`);
    return reply.data;
  };
  const summaries = await read<TModuleSummary[]>('/api/modules');
  const program: TProgramModule[] = [];
  for (const { id } of summaries) {
    const module = await read<TModule>(`/api/modules/${id}`);
    program.push({
      id,
      stepIds: module.segments.flatMap((segment) => segment.steps.map((step) => step.id)),
      activityIds: module.segments.flatMap((segment) => segment.activities.map((activity) => activity.id)),
    });
  }
  return program;
}
