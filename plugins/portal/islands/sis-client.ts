import * as z from 'zod/mini';
import { graphQLErrorMessage, NETWORK_ERRORS } from '../../../core/graphql/error-message.ts';
import { UNEXPECTED_ANSWER_MESSAGE } from '../../../core/portal/messages.ts';
import { SIS_TOKEN_HEADER, TICKETS_PROXY_PATH } from '../../../core/portal/protocol.ts';

/** How long one SIS call may take, in ms (the GraphQL client's default, core/graphql/client.ts). */
export const SIS_REQUEST_TIMEOUT_MS = 30_000;

/**
 * One SIS operation (customer-area §7): its GraphQL document and the schema of its answer's `data`,
 * declared next to each other so the answer is checked where it enters the browser (`zod/mini`, to keep
 * the bundle small) and trusted inside.
 */
export interface SisOperation<Answer> {
  query: string;
  answer: z.ZodMiniType<Answer>;
}

/** Form messages by field, as a BAD_USER_INPUT answer carries them in `extensions.fields`. */
const fieldMessagesSchema = z.record(z.string(), z.string());

/** The envelope of a GraphQL answer (GraphQL over HTTP): `data` is checked by the operation's schema. */
const graphQLAnswerSchema = z.object({
  data: z.optional(z.unknown()),
  errors: z.optional(
    z.array(
      z.object({
        message: z.optional(z.string()),
        extensions: z.optional(z.record(z.string(), z.unknown())),
      }),
    ),
  ),
});

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
    options: {
      code?: string | null;
      extensions?: Record<string, unknown>;
      status: number | null;
      cause?: unknown;
    },
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'SisRequestError';
    this.status = options.status;
    this.extensions = options.extensions ?? {};
    this.code = options.code ?? (typeof this.extensions.code === 'string' ? this.extensions.code : null);
    const fields = z.safeParse(fieldMessagesSchema, this.extensions.fields);
    this.fields = fields.success ? fields.data : Object.freeze({});
  }
}

/** The portal's client of the service-information system. */
export interface SisClient {
  /**
   * Runs one GraphQL operation through the runtime's tickets proxy.
   *
   * @returns the answer's `data`, checked by the operation's schema.
   * @throws SisRequestError for any failure (GraphQL errors, HTTP errors, network, 30 000 ms timeout),
   *   {@link UNEXPECTED_ANSWER_MESSAGE} when `data` does not match the schema (the zod error as `cause`).
   */
  request<Answer>(operation: SisOperation<Answer>, variables?: Record<string, unknown>): Promise<Answer>;
}

type GraphQLAnswer = z.infer<typeof graphQLAnswerSchema>;

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
    async request<Answer>(
      operation: SisOperation<Answer>,
      variables: Record<string, unknown> = {},
    ): Promise<Answer> {
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
          body: JSON.stringify({ query: operation.query, variables }),
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
        const envelope = z.safeParse(graphQLAnswerSchema, await response.json());
        // Not a GraphQL answer: reported by status below.
        if (envelope.success) answer = envelope.data;
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
      const data = z.safeParse(operation.answer, answer.data);
      if (!data.success) {
        throw new SisRequestError(UNEXPECTED_ANSWER_MESSAGE, { status: response.status, cause: data.error });
      }
      return data.data;
    },
  };
}
