// Test helper: a local stand-in for Google's OAuth token endpoint and the Play Developer API's
// purchases.products (get and acknowledge), answering as they do. It checks what the real
// ones check: the JWT assertion's RS256 signature and claims, and the Bearer token.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { generateKeyPairSync, verify, type KeyObject } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { TPlayConfig } from './store-config.ts';

const TEST_PACKAGE = 'app.innerway.test';
const ACCESS_TOKEN = 'play-access-token-1';

/** What the API answers for one purchase token: a ProductPurchase, or an error status. */
interface TPlayAnswer {
  status: number;
  purchase?: Record<string, unknown>;
  /** What its acknowledgements answer, one status each in turn, then 204. */
  acknowledgeStatuses?: number[];
  /** Every acknowledgement waits for this before it answers. */
  acknowledgeHeld?: Promise<void>;
}

export interface TPlayStandIn {
  config: TPlayConfig;
  /** Purchase tokens the API knows, per `${productId}/${token}`. */
  answers: Map<string, TPlayAnswer>;
  /** Tokens acknowledged, in order. */
  acknowledged: string[];
  /** The token of every acknowledgement request, answered or not, as it arrived. */
  acknowledgeRequests: string[];
  tokenRequests: number;
  /** Every Authorization header the purchases endpoint saw. */
  authorizations: string[];
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return body;
}

function decodeJwt(jwt: string, key: KeyObject): Record<string, unknown> | null {
  const [header, claims, signature] = jwt.split('.');
  if (!header || !claims || !signature) return null;
  const valid = verify('sha256', Buffer.from(`${header}.${claims}`), key, Buffer.from(signature, 'base64url'));
  if (!valid || JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'RS256') return null;
  return JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>;
}

/** A ProductPurchase as Play returns it for a completed, unacknowledged purchase. */
export function playPurchase(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    kind: 'androidpublisher#productPurchase',
    purchaseTimeMillis: String(Date.now() - 1000),
    purchaseState: 0,
    consumptionState: 0,
    orderId: `GPA.3300-0000-0000-${Math.floor(Math.random() * 100000)}`,
    purchaseType: 0,
    acknowledgementState: 0,
    regionCode: 'US',
    ...overrides,
  };
}

/** Starts the stand-in on 127.0.0.1 on a free port. */
export async function startPlayStandIn(): Promise<TPlayStandIn> {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const state = {
    answers: new Map<string, TPlayAnswer>(),
    acknowledged: [] as string[],
    acknowledgeRequests: [] as string[],
    tokenRequests: 0,
    authorizations: [] as string[],
  };
  let tokenUri = '';

  const server: Server = createServer((request, response) => {
    const reply = (status: number, body?: object) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(body ? JSON.stringify(body) : undefined);
    };
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      if (request.method === 'POST' && url.pathname === '/token') {
        state.tokenRequests += 1;
        const form = new URLSearchParams(await readBody(request));
        const claims = decodeJwt(form.get('assertion') ?? '', publicKey);
        const grantOk = form.get('grant_type') === 'urn:ietf:params:oauth:grant-type:jwt-bearer';
        if (!grantOk || !claims || claims.aud !== tokenUri || claims.iss !== 'play@innerway-test.iam.gserviceaccount.com' || claims.scope !== 'https://www.googleapis.com/auth/androidpublisher') {
          return reply(400, { error: 'invalid_grant' });
        }
        return reply(200, { access_token: ACCESS_TOKEN, expires_in: 3599, token_type: 'Bearer' });
      }

      const match = /^\/androidpublisher\/v3\/applications\/([^/]+)\/purchases\/products\/([^/]+)\/tokens\/([^/:]+)(:acknowledge)?$/.exec(url.pathname);
      if (!match) return reply(404, { error: { code: 404, message: 'Not found' } });
      state.authorizations.push(request.headers.authorization ?? '');
      if (request.headers.authorization !== `Bearer ${ACCESS_TOKEN}`) return reply(401, { error: { code: 401, message: 'Invalid Credentials' } });
      const [, packageName, productId, token, acknowledge] = match.map((part) => (part ? decodeURIComponent(part) : part));
      const answer = packageName === TEST_PACKAGE ? state.answers.get(`${productId}/${token}`) : undefined;
      if (!answer) return reply(404, { error: { code: 404, message: 'The purchase token was not found.' } });
      if (answer.status !== 200) return reply(answer.status, { error: { code: answer.status, message: 'Refused' } });
      if (request.method === 'POST' && acknowledge) {
        state.acknowledgeRequests.push(token!);
        await answer.acknowledgeHeld;
        const status = answer.acknowledgeStatuses?.shift() ?? 204;
        if (status !== 204) return reply(status, { error: { code: status, message: 'Refused' } });
        state.acknowledged.push(token!);
        response.writeHead(204);
        return response.end();
      }
      if (request.method !== 'GET') return reply(405, { error: { code: 405 } });
      return reply(200, answer.purchase ?? {});
    })().catch(() => reply(500, { error: { code: 500 } }));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  tokenUri = `${base}/token`;

  return {
    ...state,
    get tokenRequests() {
      return state.tokenRequests;
    },
    config: {
      packageName: TEST_PACKAGE,
      serviceAccount: {
        clientEmail: 'play@innerway-test.iam.gserviceaccount.com',
        privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        tokenUri,
      },
      apiBaseUrl: base,
      productIds: { full_access: 'full_access', gift_card: 'gift_card' },
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
