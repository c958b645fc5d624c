// What is measured: the routes every screen of the program calls, and the bare route they are compared with.
import { webClientInfo, type TBenchSessions } from './bench-sessions.ts';

interface TBenchRequest {
  method: 'GET' | 'PUT';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface TBenchRoute {
  name: string;
  /** Read routes are held to a share of the hello route's throughput (hello itself is the measure). */
  isRead: boolean;
  /** A new request each time, so that the load spreads over users, topics and videos. */
  next: () => TBenchRequest;
}

export const HELLO_ROUTE_NAME = 'GET /api/bench/hello';

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

export function benchRoutes(sessions: TBenchSessions): TBenchRoute[] {
  const signedIn = () => ({ cookie: pick(sessions.cookies), ...webClientInfo });
  const get = (path: () => string) => () => ({ method: 'GET' as const, path: path(), headers: signedIn() });
  return [
    // No session: the ceiling is the framework, its plugins and hooks, and nothing to look up.
    { name: HELLO_ROUTE_NAME, isRead: false, next: () => ({ method: 'GET', path: '/api/bench/hello', headers: {} }) },
    { name: 'GET /api/modules', isRead: true, next: get(() => '/api/modules') },
    { name: 'GET /api/modules/:id?fullDetail=1', isRead: true, next: get(() => `/api/modules/${pick(sessions.moduleIds)}?fullDetail=1`) },
    { name: 'GET /api/users/me', isRead: true, next: get(() => '/api/users/me') },
    {
      name: 'PUT /api/steps/:id/progress',
      isRead: false,
      next: () => ({
        method: 'PUT',
        path: `/api/steps/${pick(sessions.stepIds)}/progress`,
        headers: { ...signedIn(), 'content-type': 'application/json' },
        body: JSON.stringify({ progress: Math.floor(Math.random() * 101), time: Math.floor(Math.random() * 600) }),
      }),
    },
  ];
}
