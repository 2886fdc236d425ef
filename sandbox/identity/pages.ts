import escapeHtml from 'escape-html';
/** Message shown on the login page after a failed sign-in (sandbox wording). */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password';

/** Path, below the issuer, of the script that submits the end-session form (no inline script). */
export const END_SESSION_SCRIPT_PATH = '/assets/end-session.js';

/** Headers for the provider's own HTML pages: no caching, no framing, no script but our own file. */
export const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'",
} as const;

/** The end-session script: submits the confirmation form at once, as ForgeRock's endSession does. */
export const END_SESSION_SCRIPT =
  "document.getElementById('op.logoutForm').requestSubmit(document.getElementById('sign-out'));\n";

const STYLE =
  'body{font-family:system-ui,sans-serif;background:#f4f5f7;margin:0}main{max-width:22rem;margin:4rem auto;' +
  'background:#fff;padding:2rem;border-radius:4px;box-shadow:0 1px 3px #0003}label{display:block;margin-top:1rem}' +
  'input{width:100%;box-sizing:border-box;padding:.5rem;margin-top:.25rem}button{margin-top:1.5rem;width:100%;' +
  'padding:.6rem;background:#003c78;color:#fff;border:0;border-radius:3px}p[role=alert]{color:#b00020}';

function page(input: { title: string; body: string; head?: string }): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(input.title)}</title><style>${STYLE}</style>${input.head ?? ''}</head><body><main>${input.body}</main></body></html>`;
}

/**
 * The sign-in page of the sandbox identity provider: a plain form POST with username and password,
 * no script. `error` is shown above the form; `username` refills the field after a failure.
 */
export function renderLoginPage(input: { action: string; username?: string; error?: string }): string {
  const alert = input.error ? `<p role="alert">${escapeHtml(input.error)}</p>` : '';
  return page({
    title: 'Sign in',
    body: `<h1>Sign in</h1>${alert}<form method="post" action="${escapeHtml(input.action)}">
<label>Username<input name="username" autocomplete="username" required autofocus value="${escapeHtml(input.username ?? '')}"></label>
<label>Password<input name="password" type="password" autocomplete="current-password" required></label>
<button type="submit">Sign in</button></form>`,
  });
}

/**
 * The end-session page: oidc-provider's confirmation form (hidden xsrf field), submitted at once by
 * {@link END_SESSION_SCRIPT}; without script the visitor presses "Sign out".
 */
export function renderEndSessionPage(input: { form: string; scriptUrl: string }): string {
  return page({
    title: 'Sign out',
    head: `<script src="${escapeHtml(input.scriptUrl)}" defer></script>`,
    body: `<h1>Signing out…</h1>${input.form}<button id="sign-out" type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>`,
  });
}

/**
 * The provider's error page (an authorization request it refuses, e.g. an unknown `redirect_uri`): the
 * OAuth error code and its description, and no way onwards, as nothing may redirect to an unchecked URI.
 */
export function renderErrorPage(input: { error: string; description?: string | undefined }): string {
  const description = input.description ? `<p>${escapeHtml(input.description)}</p>` : '';
  return page({
    title: 'Sign-in error',
    body: `<h1>Sign-in error</h1><p role="alert"><code>${escapeHtml(input.error)}</code></p>${description}`,
  });
}
