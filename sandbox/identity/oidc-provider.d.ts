// oidc-provider 9 ships no type declarations; this covers only what sandbox/identity uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  /** The provider's configuration object; see node_modules/oidc-provider/lib/helpers/defaults.js. */
  export type Configuration = Record<string, unknown>;

  export interface Interaction {
    uid: string;
    prompt: { name: string; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId: string };
    grantId?: string;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface ClientPrototype {
    redirectUriAllowed(value: string): boolean;
    postLogoutRedirectUriAllowed(value: string): boolean;
  }

  /** An access token as the provider stores it. */
  export interface AccessToken {
    accountId?: string;
    clientId?: string;
    /** The granted scopes. */
    readonly scopes: Set<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    readonly Grant: new (input: {
      accountId: string;
      clientId: string;
    }) => Grant;
    readonly Client: { prototype: ClientPrototype };
    /** `find` answers undefined for an unknown, expired or revoked token. */
    readonly AccessToken: { find(value: string): Promise<AccessToken | undefined> };
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<Interaction>;
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    /** Koa's `use`: the provider is a Koa application. */
    use(
      middleware: (
        ctx: { response: { get(name: string): string }; set(name: string, value: string): void },
        next: () => Promise<void>,
      ) => Promise<void>,
    ): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
