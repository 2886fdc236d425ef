import { graphQLErrorMessage, NETWORK_ERRORS } from '../../../core/graphql/error-message.ts';
import { SIS_TOKEN_HEADER, TICKETS_PROXY_PATH } from '../../../core/portal/constants.ts';

/** How long one SIS call may take, in ms (the GraphQL client's default, core/graphql/client.ts). */
export const SIS_REQUEST_TIMEOUT_MS = 30_000;

/**
 * A failed SIS call, worded as public-site §8 words GraphQL failures: the first GraphQL error message,
 * else 'GraphQL Error (Code: {status})'; 'Network request failed' / 'Network request timed out' when no
 * answer came.
 */
export class SisRequestError extends Error {
  /** `extensions.code` of the first error (`BAD_USER_INPUT`, `NOT_FOUND`, `FORBIDDEN`, `UNAUTHENTICATED`), or null. */
  readonly code: string | null;
  /** Form messages by field (`extensions.fields` of a BAD_USER_INPUT answer); `{}` otherwise. */
  readonly fields: Readonly<Record<string, string>>;
  /** All extensions of the first error (e.g. `userId` of 'The user already exists'). */
  readonly extensions: Readonly<Record<string, unknown>>;
  /** HTTP status of the answer; null when none arrived. */
  readonly status: number | null;
  constructor(
    message: string,
    options: { code?: string | null; extensions?: Record<string, unknown>; status: number | null },
  ) {
    super(message);
    this.name = 'SisRequestError';
    this.status = options.status;
    this.extensions = options.extensions ?? {};
    this.code = options.code ?? (typeof this.extensions.code === 'string' ? this.extensions.code : null);
    const fields = this.extensions.fields;
    this.fields =
      typeof fields === 'object' && fields !== null ? (fields as Record<string, string>) : Object.freeze({});
  }
}

/** The portal's client of the service-information system. */
export interface SisClient {
  /**
   * Runs one GraphQL operation through the runtime's tickets proxy.
   *
   * @returns the answer's `data`.
   * @throws SisRequestError for any failure (GraphQL errors, HTTP errors, network, 30 000 ms timeout).
   */
  request<T>(query: string, variables?: Record<string, unknown>): Promise<T>;
}

interface GraphQLAnswer {
  data?: unknown;
  errors?: Array<{ message?: string; extensions?: Record<string, unknown> }>;
}

/**
 * The authenticated SIS client of the browser (customer-area §6 "Authenticated ticket and service calls
 * carry the identity token", §7): POSTs JSON `{ query, variables }` to the same-origin tickets proxy
 * ({@link TICKETS_PROXY_PATH}) with the id token in the `ciam_id_token` header; the runtime adds the
 * debug-level header and forwards to the SIS.
 *
 * @param input.idToken the signed-in user's id token, or a function answering the current one (the
 *   portal renews tokens about to expire before each call).
 * @param input.locale the page's SIS locale (public-site §7 mapping, `de-CH`), sent as `Accept-Language`
 *   so the SIS answers its own texts (ticket types) in the page's language.
 * @param input.onUnauthenticated called (before the error is thrown) when the SIS refuses the token
 *   (HTTP 401 or code UNAUTHENTICATED): the portal then signs in again.
 * @param input.fetch default `globalThis.fetch`.
 */
export function createSisClient(input: {
  idToken: string | (() => Promise<string>);
  locale?: string;
  onUnauthenticated?: () => void;
  fetch?: typeof fetch;
}): SisClient {
  const send = input.fetch ?? globalThis.fetch.bind(globalThis);
  return {
    async request<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
      const idToken = typeof input.idToken === 'string' ? input.idToken : await input.idToken();
      let response: Response;
      try {
        response = await send(TICKETS_PROXY_PATH, {
          method: 'POST',
          credentials: 'same-origin',
          headers: {
            'content-type': 'application/json',
            accept: 'application/graphql-response+json, application/json',
            [SIS_TOKEN_HEADER]: idToken,
            ...(input.locale ? { 'accept-language': input.locale } : {}),
          },
          body: JSON.stringify({ query, variables }),
          signal: AbortSignal.timeout(SIS_REQUEST_TIMEOUT_MS),
        });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw new SisRequestError(timedOut ? NETWORK_ERRORS.timedOut : NETWORK_ERRORS.failed, {
          status: null,
        });
      }
      let answer: GraphQLAnswer = {};
      try {
        answer = (await response.json()) as GraphQLAnswer;
      } catch {
        // Not JSON: reported by status below.
      }
      const first = answer.errors?.[0];
      if (first || !response.ok || answer.data === undefined || answer.data === null) {
        const error = new SisRequestError(
          graphQLErrorMessage({ errors: answer.errors, status: response.status }),
          {
            status: response.status,
            ...(first?.extensions ? { extensions: first.extensions } : {}),
          },
        );
        if (response.status === 401 || error.code === 'UNAUTHENTICATED') input.onUnauthenticated?.();
        throw error;
      }
      return answer.data as T;
    },
  };
}
