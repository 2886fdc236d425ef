import { describe, expect, it } from 'vitest';
import { requestUrl } from '../../../sandbox/identity/json-http.ts';
import { routeIdentityRequest } from '../../../sandbox/identity/routes.ts';
import { amRoute } from '../../../sandbox/identity/sessions.ts';

const LOGIN = '/oauth2/alpha/interaction/Ab_9-x/login';

describe('routeIdentityRequest: which requests are sign-ins', () => {
  it.each([
    ['/json/alpha/authenticate'],
    ['/json/alpha/authenticate/'],
    ['/json/alpha/authenticate?authIndexType=service'],
    ['/json/alpha/./authenticate'],
    ['/json/alpha/x/../authenticate'],
    ['/json/alpha/%2e/authenticate'],
    ['/json/alpha/%2E/authenticate'],
    ['/json/alpha/x/%2e%2E/authenticate'],
    ['/json/alpha/authenticate/.'],
    ['/json/alpha/authenticate#fragment'],
    ['/json/alpha\\authenticate'],
    ['/x/../json/alpha/authenticate'],
    ['http://127.0.0.1:4000/json/alpha/authenticate'],
  ])('POST %s is the AM sign-in', (url) => {
    expect(routeIdentityRequest({ method: 'POST', url })).toEqual({ handler: 'am', signIn: true });
  });

  it.each([
    [LOGIN],
    ['/oauth2/alpha/interaction/Ab_9-x/./login'],
    ['/oauth2/alpha/interaction/Ab_9-x/%2E/login'],
    ['/oauth2/alpha/interaction/Ab_9-x/y/../login'],
    ['/oauth2/alpha/interaction/y/%2e%2e/Ab_9-x/login'],
    ['/oauth2/alpha/./interaction/Ab_9-x/login'],
  ])('POST %s is the login form sign-in', (url) => {
    expect(routeIdentityRequest({ method: 'POST', url })).toEqual({ handler: 'interaction', signIn: true });
  });

  it.each([
    ['GET', '/json/alpha/authenticate', { handler: 'am', signIn: false }],
    ['OPTIONS', '/json/alpha/./authenticate', { handler: 'am', signIn: false }],
    ['POST', '/json/alpha/sessions/?_action=logout', { handler: 'am', signIn: false }],
    ['POST', '/json/alpha/AUTHENTICATE', { handler: 'am', signIn: false }],
    ['POST', '/JSON/ALPHA/AUTHENTICATE', { handler: 'not-found', signIn: false }],
    ['GET', LOGIN, { handler: 'interaction', signIn: false }],
    ['GET', '/oauth2/alpha/interaction/Ab_9-x', { handler: 'interaction', signIn: false }],
    ['PUT', LOGIN, { handler: 'method-not-allowed', signIn: false, allow: 'GET, POST' }],
    ['HEAD', LOGIN, { handler: 'method-not-allowed', signIn: false, allow: 'GET, POST' }],
    [
      'POST',
      '/oauth2/alpha/interaction/Ab_9-x',
      { handler: 'method-not-allowed', signIn: false, allow: 'GET' },
    ],
    ['GET', '/openidm/managed/alpha_user/1', { handler: 'idm', signIn: false }],
    ['GET', '/oauth2/alpha/assets/end-session.js', { handler: 'end-session-script', signIn: false }],
    ['GET', '/elsewhere', { handler: 'not-found', signIn: false }],
  ] as const)('%s %s is no sign-in', (method, url, route) => {
    expect(routeIdentityRequest({ method, url })).toEqual(route);
  });

  it.each([
    ['/oauth2/alpha', '/'],
    ['/oauth2/alpha/.well-known/openid-configuration', '/.well-known/openid-configuration'],
    ['/oauth2/alpha/authorize?client_id=c&state=s', '/authorize?client_id=c&state=s'],
    ['/oauth2/alpha/x/../token', '/token'],
  ])('hands %s to oidc-provider at %s', (url, target) => {
    expect(routeIdentityRequest({ method: 'GET', url })).toEqual({
      handler: 'provider',
      signIn: false,
      target,
    });
  });

  it('routes a target that is no URL nowhere', () => {
    expect(routeIdentityRequest({ method: 'POST', url: 'http://[::1/json/alpha/authenticate' })).toEqual({
      handler: 'not-found',
      signIn: false,
    });
  });

  it('decides a sign-in exactly where the AM router finds authenticate', () => {
    // The limiter's rule and the handler's router read the same parse of the same target.
    for (const url of [
      '/json/alpha/%2e/authenticate',
      '/json/alpha/authenticate#x',
      '/json/alpha//authenticate',
    ]) {
      const parsed = requestUrl(url)!;
      expect(routeIdentityRequest({ method: 'POST', url }).signIn, url).toBe(
        amRoute(parsed) === '/json/alpha/authenticate',
      );
    }
  });
});
