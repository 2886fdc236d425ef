import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AccountStore } from './account-store.ts';
import { IDENTITY_REALM } from './configuration.ts';
import {
  forgeRockError,
  type JsonApiCall,
  readBody,
  routeJsonApiCall,
  sendError,
  sendJson,
  unreadableBodyError,
} from './json-http.ts';
import { verifyPassword } from './passwords.ts';

/** Path of ForgeRock's zero-page login (customer-area §7 `POST json/{realm}/authenticate`). */
export const AUTHENTICATE_PATH = `/json/${IDENTITY_REALM}/authenticate`;

/** Path of ForgeRock's sessions endpoint (customer-area §7 `json/{realm}/sessions/`). */
export const SESSIONS_PATH = `/json/${IDENTITY_REALM}/sessions/`;

/** The session cookie and header name of ForgeRock AM, carrying the `tokenId`. */
export const SESSION_TOKEN_HEADER = 'iplanetdirectorypro';

/** Where a zero-page login says to go next: AM's end-user page (not served by the sandbox). */
export const SUCCESS_URL = `/enduser/?realm=/${IDENTITY_REALM}`;

/** A session ends after this many ms without use (30 minutes, AM's default idle time). */
export const SESSION_IDLE_MS = 30 * 60_000;

/** A session ends this many ms after sign-in, used or not (8 hours, like the OIDC session). */
export const SESSION_MAX_MS = 8 * 3600_000;

/** Answer to a wrong username or password, in AM's words. */
const AUTHENTICATION_FAILED = forgeRockError(401, 'Authentication Failed');

// A missing account still costs one scrypt run, so timing does not reveal which usernames exist.
const NO_ACCOUNT_HASH = 'scrypt:AAAAAAAAAAAAAAAAAAAAAA:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

const CORS = {
  methods: ['POST'],
  headers: [
    'content-type',
    'accept',
    'accept-api-version',
    'x-openam-username',
    'x-openam-password',
    SESSION_TOKEN_HEADER,
  ],
} as const;

interface AmSession {
  accountId: string;
  createdMs: number;
  lastUsedMs: number;
}

/**
 * The AM-style sessions of one provider start: `tokenId` (32 random bytes, base64url) → session. They
 * are separate from the OIDC sign-in sessions and live in memory until the provider stops.
 */
export class SessionStore {
  readonly #sessions = new Map<string, AmSession>();

  /** Opens a session for `accountId`. @returns its tokenId. */
  open(accountId: string, nowMs: number): string {
    this.#prune(nowMs);
    const tokenId = randomBytes(32).toString('base64url');
    this.#sessions.set(tokenId, { accountId, createdMs: nowMs, lastUsedMs: nowMs });
    return tokenId;
  }

  /** The live session of `tokenId`, its idle time restarted; undefined when unknown or expired. */
  use(tokenId: string, nowMs: number): AmSession | undefined {
    this.#prune(nowMs);
    const session = this.#sessions.get(tokenId);
    if (session) session.lastUsedMs = nowMs;
    return session;
  }

  /** Ends the session of `tokenId`. */
  close(tokenId: string): void {
    this.#sessions.delete(tokenId);
  }

  #prune(nowMs: number): void {
    for (const [tokenId, session] of this.#sessions) {
      if (nowMs - session.lastUsedMs > SESSION_IDLE_MS || nowMs - session.createdMs > SESSION_MAX_MS) {
        this.#sessions.delete(tokenId);
      }
    }
  }
}

/** The tokenId of a sessions call: the `iPlanetDirectoryPro` header, else the body's `tokenId`. */
async function readTokenId(request: IncomingMessage): Promise<string> {
  const header = request.headers[SESSION_TOKEN_HEADER];
  if (typeof header === 'string' && header !== '') return header;
  const body = await readBody(request);
  if (body.trim() === '') return '';
  const parsed = JSON.parse(body) as { tokenId?: unknown };
  return typeof parsed?.tokenId === 'string' ? parsed.tokenId : '';
}

async function authenticate(input: {
  store: AccountStore;
  sessions: SessionStore;
  request: IncomingMessage;
  response: ServerResponse;
}) {
  const { request, response } = input;
  const username = request.headers['x-openam-username'];
  const password = request.headers['x-openam-password'];
  const account = typeof username === 'string' ? input.store.byUsername(username) : undefined;
  const valid = await verifyPassword({
    password: typeof password === 'string' ? password : '',
    hash: account?.passwordHash ?? NO_ACCOUNT_HASH,
  });
  if (!account || !valid) return sendError(response, AUTHENTICATION_FAILED);
  const tokenId = input.sessions.open(account.id, Date.now());
  sendJson({
    response,
    status: 200,
    body: { tokenId, successUrl: SUCCESS_URL, realm: `/${IDENTITY_REALM}` },
  });
}

async function sessionAction(input: {
  store: AccountStore;
  sessions: SessionStore;
  request: IncomingMessage;
  response: ServerResponse;
  action: string | null;
}) {
  const { request, response, sessions } = input;
  if (input.action !== 'getSessionInfo' && input.action !== 'logout') {
    return sendError(response, forgeRockError(400, `Unknown action: ${input.action ?? ''}`));
  }
  let tokenId: string;
  try {
    tokenId = await readTokenId(request);
  } catch (error) {
    return sendError(response, unreadableBodyError(error));
  }
  const nowMs = Date.now();
  const session = tokenId === '' ? undefined : sessions.use(tokenId, nowMs);
  const account = session && input.store.byId(session.accountId);
  if (!session || !account) return sendError(response, forgeRockError(401, 'Access Denied'));
  if (input.action === 'logout') {
    sessions.close(tokenId);
    return sendJson({ response, status: 200, body: { result: 'Successfully logged out' } });
  }
  sendJson({
    response,
    status: 200,
    body: {
      username: account.username,
      universalId: `id=${account.id},ou=user,o=${IDENTITY_REALM},ou=services,ou=am-config`,
      realm: `/${IDENTITY_REALM}`,
      latestAccessTime: new Date(nowMs).toISOString(),
      maxIdleExpirationTime: new Date(nowMs + SESSION_IDLE_MS).toISOString(),
      maxSessionExpirationTime: new Date(session.createdMs + SESSION_MAX_MS).toISOString(),
      properties: {},
    },
  });
}

/**
 * The AM endpoint a request URL names ({@link AUTHENTICATE_PATH} or {@link SESSIONS_PATH}, with or
 * without the trailing slash); null for any other path. Reads the parsed `url.pathname`
 * (json-http.ts `requestUrl`), never the raw target: the login limit (routes.ts) decides with it too.
 */
export function amRoute(url: URL): typeof AUTHENTICATE_PATH | typeof SESSIONS_PATH | null {
  const path = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  if (path === SESSIONS_PATH) return SESSIONS_PATH;
  return path === `${AUTHENTICATE_PATH}/` ? AUTHENTICATE_PATH : null;
}

/**
 * ForgeRock AM's JSON endpoints of the realm (customer-area §7 identity provider), on the provider's
 * origin; every call is a POST:
 *
 * - `/json/alpha/authenticate`, zero-page login: headers `X-OpenAM-Username` and `X-OpenAM-Password` →
 *   200 `{ tokenId, successUrl, realm: '/alpha' }`; a wrong or missing username or password → 401
 *   `{ code: 401, reason: 'Unauthorized', message: 'Authentication Failed' }`. Callback-driven journeys
 *   are not offered.
 * - `/json/alpha/sessions/?_action=getSessionInfo` with the tokenId in the `iPlanetDirectoryPro` header
 *   (or the JSON body's `tokenId`) → 200 `{ username, universalId, realm, latestAccessTime,
 *   maxIdleExpirationTime, maxSessionExpirationTime, properties }`, restarting the idle time.
 * - `/json/alpha/sessions/?_action=logout` → 200 `{ result: 'Successfully logged out' }`.
 *
 * An unknown, expired or ended tokenId → 401 'Access Denied'. Sessions idle out after
 * {@link SESSION_IDLE_MS} and end after {@link SESSION_MAX_MS}. CORS as the account API: allowed origins
 * only.
 */
export async function handleAmRequest(
  input: JsonApiCall & { store: AccountStore; sessions: SessionStore },
): Promise<void> {
  const call = routeJsonApiCall({ call: input, cors: CORS, route: amRoute });
  if (!call) return;
  if (call.route === SESSIONS_PATH) {
    return sessionAction({ ...input, action: call.url.searchParams.get('_action') });
  }
  return authenticate(input);
}
