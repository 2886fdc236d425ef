import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { Interaction } from 'oidc-provider';
import type { AccountStore } from './account-store.ts';
import { INTERACTION_PATH } from './configuration.ts';
import { INVALID_CREDENTIALS_MESSAGE, PAGE_HEADERS, renderLoginPage } from './pages.ts';
import { verifyPassword } from './passwords.ts';

/** Largest login form body read, in bytes. */
const MAX_FORM_BYTES = 16 * 1024;

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of request) {
    body += chunk;
    if (body.length > MAX_FORM_BYTES) throw new Error('Login form too large');
  }
  return new URLSearchParams(body);
}

function sendPage(input: { response: ServerResponse; status: number; html: string }): void {
  input.response.writeHead(input.status, PAGE_HEADERS).end(input.html);
}

// The portal is a first-party client: consent is granted without asking.
async function grantConsent(input: { provider: Provider; interaction: Interaction }): Promise<string> {
  const { provider, interaction } = input;
  const grant = new provider.Grant({
    accountId: interaction.session!.accountId,
    clientId: String(interaction.params.client_id),
  });
  const details = interaction.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
  if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
  for (const [resource, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
    grant.addResourceScope(resource, scopes.join(' '));
  }
  return grant.save();
}

/**
 * Serves the provider's interactions below {@link INTERACTION_PATH}: `GET …/{uid}` shows the login page
 * (or grants consent for the first-party portal and resumes), `POST …/{uid}/login` checks the username
 * and password against the accounts' scrypt hashes and resumes the authorization, or shows the login
 * page again with 'Invalid username or password' (status 401).
 *
 * @param input.signIn whether to check a password: routes.ts `routeIdentityRequest` says so, for the
 *   requests the login limiter has let through; anything else shows the page.
 * @throws when the interaction has expired or is unknown (oidc-provider's SessionNotFound); the caller
 *   answers it
 */
export async function handleInteraction(input: {
  provider: Provider;
  accounts: AccountStore;
  signIn: boolean;
  request: IncomingMessage;
  response: ServerResponse;
}): Promise<void> {
  const { provider, request, response } = input;
  const interaction = await provider.interactionDetails(request, response);
  const action = `${INTERACTION_PATH}/${interaction.uid}/login`;
  if (!input.signIn && interaction.prompt.name === 'consent') {
    const grantId = await grantConsent({ provider, interaction });
    await provider.interactionFinished(request, response, { consent: { grantId } });
    return;
  }
  if (!input.signIn) {
    sendPage({ response, status: 200, html: renderLoginPage({ action }) });
    return;
  }
  const form = await readForm(request);
  const username = form.get('username') ?? '';
  const account = input.accounts.byUsername(username);
  // A missing account still costs one scrypt run, so timing does not reveal which usernames exist.
  const valid = await verifyPassword({
    password: form.get('password') ?? '',
    hash:
      account?.passwordHash ?? 'scrypt:AAAAAAAAAAAAAAAAAAAAAA:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  });
  if (!account || !valid) {
    sendPage({
      response,
      status: 401,
      html: renderLoginPage({ action, username, error: INVALID_CREDENTIALS_MESSAGE }),
    });
    return;
  }
  await provider.interactionFinished(
    request,
    response,
    { login: { accountId: account.id } },
    { mergeWithLastSubmission: false },
  );
}
