import { createHash, randomBytes } from 'node:crypto';
import * as cheerio from 'cheerio';
import { PORTAL_CLIENT_ID, PORTAL_SCOPES } from '../../../sandbox/identity/configuration.ts';

/** The redirect URI the tests' portal uses (a loopback origin nobody listens on). */
export const REDIRECT_URI = 'http://localhost:4321/en/callback';

/** A browser's cookie jar, reduced to what one host needs: name → value, expired cookies dropped. */
export class CookieJar {
  readonly #cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', value = ''] = pair.split(/=(.*)/s).map((part) => part.trim());
      const expires = attributes.find((a) => a.trim().toLowerCase().startsWith('expires='));
      const expired = expires && Date.parse(expires.split('=')[1]!) < Date.now();
      if (expired || value === '') this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** Makes one request as a browser would with `jar`, without following redirects. */
export async function browse(input: { jar: CookieJar; url: string; form?: Record<string, string> }) {
  const response = await fetch(input.url, {
    method: input.form ? 'POST' : 'GET',
    redirect: 'manual',
    headers: { cookie: input.jar.header() },
    body: input.form ? new URLSearchParams(input.form) : undefined,
  });
  input.jar.store(response);
  return response;
}

/** Follows redirects while they stay on `origin`; returns the last answer and its URL. */
export async function follow(input: { jar: CookieJar; url: string; origin: string }) {
  let url = input.url;
  for (let hop = 0; hop < 10; hop++) {
    const response = await browse({ jar: input.jar, url });
    const location = response.headers.get('location');
    if (!location) return { response, url };
    url = new URL(location, url).href;
    if (new URL(url).origin !== input.origin) return { response, url };
  }
  throw new Error(`Too many redirects from ${input.url}`);
}

/** A PKCE pair (customer-area §4: verifier 32 bytes, SHA-256 challenge) and a 16-byte state. */
export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge, state: randomBytes(16).toString('hex') };
}

/** The authorize URL the portal builds (customer-area §7); a parameter given as undefined is left out. */
export function authorizeUrl(issuer: string, params: Record<string, string | undefined>): string {
  const url = new URL(`${issuer}/authorize`);
  const all: Record<string, string | undefined> = {
    client_id: PORTAL_CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: PORTAL_SCOPES.join(' '),
    code_challenge_method: 'S256',
    ...params,
  };
  for (const [name, value] of Object.entries(all)) if (value !== undefined) url.searchParams.set(name, value);
  return url.href;
}

/** Reads the login form of a page: its absolute action URL and the alert shown, if any. */
export async function readLoginPage(response: Response) {
  const $ = cheerio.load(await response.text());
  return {
    action: new URL($('form').attr('action') ?? '', response.url || 'http://x').pathname,
    alert: $('[role=alert]').text(),
    fields: $('form input')
      .map((_, input) => $(input).attr('name'))
      .get(),
    scripts: $('script').length,
  };
}

/**
 * Signs in through the login page and returns the code the provider redirects back with.
 * @throws when the provider does not end at {@link REDIRECT_URI}
 */
export async function signIn(input: { issuer: string; username: string; password: string }) {
  const jar = new CookieJar();
  const pkce = pkcePair();
  const origin = new URL(input.issuer).origin;
  const start = authorizeUrl(input.issuer, { state: pkce.state, code_challenge: pkce.challenge });
  const login = await follow({ jar, url: start, origin });
  const { action } = await readLoginPage(login.response);
  const posted = await browse({
    jar,
    url: `${origin}${action}`,
    form: { username: input.username, password: input.password },
  });
  const location = posted.headers.get('location');
  if (!location) throw new Error(`Sign-in refused: ${posted.status}`);
  const done = await follow({ jar, url: new URL(location, origin).href, origin });
  const callback = new URL(done.url);
  if (`${callback.origin}${callback.pathname}` !== REDIRECT_URI) throw new Error(`Ended at ${done.url}`);
  return { jar, pkce, callback, code: callback.searchParams.get('code') ?? '' };
}

/** POSTs the code exchange of customer-area §7 to `access_token`. */
export async function exchangeCode(input: { issuer: string; code: string; verifier: string }) {
  return fetch(`${input.issuer}/access_token`, {
    method: 'POST',
    body: new URLSearchParams({
      client_id: PORTAL_CLIENT_ID,
      code: input.code,
      grant_type: 'authorization_code',
      redirect_uri: REDIRECT_URI,
      code_verifier: input.verifier,
    }),
  });
}
