import type { TAnalyticsEventInput, TApiBody } from '@innerway/domain';
import { addSessionHeader, apiBasePath, apiCredentials, clientInfoHeader } from '../../lib/api-client';

/**
 * POST /api/analytics/events. Not through the API client: its 401 handling signs the person out,
 * and no analytics call may ever do that. `keepalive` lets a batch sent as the page goes away
 * finish after it has gone (sendBeacon could not carry the X-Client-Info header the server asks for).
 */
export async function postEvents(events: TAnalyticsEventInput[]): Promise<void> {
  const headers = new Headers({ 'Content-Type': 'application/json', 'X-Client-Info': clientInfoHeader() });
  addSessionHeader(headers);
  const body: TApiBody<'POST', '/analytics/events'> = { events };
  const response = await fetch(`${apiBasePath}/analytics/events`, {
    method: 'POST',
    keepalive: true,
    credentials: apiCredentials,
    headers,
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`the server answered ${response.status}`);
}
