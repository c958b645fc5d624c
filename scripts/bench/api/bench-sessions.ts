// Signs the bench users in the way the web app does, and learns which topics and videos exist.
import { ClientInfoHeader, formatClientInfo, type TEnvelope, type TModule, type TModuleSummary } from '@innerway/domain';
import { BENCH_PASSWORD, benchEmail, SIGNED_IN_USERS } from './bench-databases.ts';

/** The header every web call carries; cookie calls that change state are refused without it. */
export const webClientInfo = { [ClientInfoHeader]: formatClientInfo({ platform: 'web', version: '1.8.0', build: 1, window: '1440x900' }) };

export interface TBenchSessions {
  /** `innerway_session=...`, one per signed-in user */
  cookies: string[];
  moduleIds: number[];
  stepIds: number[];
}

export async function signInBenchUsers(baseUrl: string): Promise<TBenchSessions> {
  const cookies: string[] = [];
  for (let n = 1; n <= SIGNED_IN_USERS; n += 1) {
    const response = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...webClientInfo },
      body: JSON.stringify({ email: benchEmail(n), password: BENCH_PASSWORD }),
    });
    const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
    if (!response.ok || !cookie) throw new Error(`signing ${benchEmail(n)} in answered ${response.status}`);
    cookies.push(cookie);
  }

  const read = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${baseUrl}${path}`, { headers: { cookie: cookies[0]!, ...webClientInfo } });
    const { data } = (await response.json()) as TEnvelope<T>;
    if (!response.ok || data === null) throw new Error(`GET ${path} answered ${response.status}`);
    return data;
  };
  const moduleIds = (await read<TModuleSummary[]>('/api/modules')).map((module) => module.id);
  const stepIds: number[] = [];
  for (const id of moduleIds) {
    const module = await read<TModule>(`/api/modules/${id}`);
    stepIds.push(...module.segments.flatMap((segment) => segment.steps.map((step) => step.id)));
  }
  return { cookies, moduleIds, stepIds };
}
