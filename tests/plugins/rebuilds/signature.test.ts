import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  checkWebhookSignature,
  createReplayGuard,
  signWebhook,
  WEBHOOK_MAX_AGE_MS,
} from '../../../plugins/rebuilds/server/signature.ts';

const secret = 'rCNwyiloY3oJYYkxgpBXaleIiUv5MYlx';
const body = '{"operation":"publish","data":{"__typename":"Page","id":"page-main-company-history"}}';
const now = 1_767_225_600_000;

describe('rebuild webhook signature (Hygraph gcms-signature)', () => {
  it('signs as Hygraph does: base64 HMAC-SHA256 of { Body, EnvironmentName, TimeStamp }', () => {
    const expected = createHmac('sha256', secret)
      .update(JSON.stringify({ Body: body, EnvironmentName: 'master', TimeStamp: now }))
      .digest('base64');
    expect(signWebhook({ body, secret, timestamp: now })).toBe(`sign=${expected}, env=master, t=${now}`);
  });

  it('accepts a good signature, also from another environment and a little clock skew', () => {
    expect(
      checkWebhookSignature({ header: signWebhook({ body, secret, timestamp: now }), body, secret, now }),
    ).toBeNull();
    const staging = signWebhook({ body, secret, environment: 'staging', timestamp: now - 60_000 });
    expect(checkWebhookSignature({ header: staging, body, secret, now })).toBeNull();
  });

  it.each([
    ['no header', undefined, 'missing'],
    ['an empty header', '', 'missing'],
    ['a header without t', 'sign=abc=, env=master', 'malformed'],
    ['a t that is no number', 'sign=abc=, env=master, t=yesterday', 'malformed'],
  ])('refuses %s', (_name, header, problem) => {
    expect(checkWebhookSignature({ header, body, secret, now })).toBe(problem);
  });

  it('refuses a signature made with another secret, over another body or another environment', () => {
    const header = signWebhook({ body, secret, timestamp: now });
    expect(
      checkWebhookSignature({
        header: signWebhook({ body, secret: 'another-secret-of-32-characters!', timestamp: now }),
        body,
        secret,
        now,
      }),
    ).toBe('mismatch');
    expect(checkWebhookSignature({ header, body: body.replace('history', 'values'), secret, now })).toBe(
      'mismatch',
    );
    expect(
      checkWebhookSignature({ header: header.replace('env=master', 'env=staging'), body, secret, now }),
    ).toBe('mismatch');
    expect(
      checkWebhookSignature({ header: header.replace(/sign=[^,]+/, 'sign=AAAA'), body, secret, now }),
    ).toBe('mismatch');
  });

  it('refuses a delivery older (or further ahead) than 5 minutes as a replay', () => {
    const old = signWebhook({ body, secret, timestamp: now - WEBHOOK_MAX_AGE_MS - 1 });
    expect(checkWebhookSignature({ header: old, body, secret, now })).toBe('stale');
    const ahead = signWebhook({ body, secret, timestamp: now + WEBHOOK_MAX_AGE_MS + 1 });
    expect(checkWebhookSignature({ header: ahead, body, secret, now })).toBe('stale');
    const edge = signWebhook({ body, secret, timestamp: now - WEBHOOK_MAX_AGE_MS });
    expect(checkWebhookSignature({ header: edge, body, secret, now })).toBeNull();
  });

  it('accepts a delivery once: the same signature again inside the window is a replay', () => {
    const replays = createReplayGuard();
    const header = signWebhook({ body, secret, timestamp: now });
    expect(replays.accept({ header, now })).toBe(true);
    expect(replays.accept({ header, now: now + 1_000 })).toBe(false);
    // Another delivery (another timestamp, so another signature) is accepted.
    expect(replays.accept({ header: signWebhook({ body, secret, timestamp: now + 1 }), now })).toBe(true);
  });

  it('refuses every encoding of one captured signature once it was accepted (padding, spare bits, field layout)', () => {
    const replays = createReplayGuard();
    const header = signWebhook({ body, secret, timestamp: now });
    const sign = /sign=([^,]+)/.exec(header)![1]!;
    // A 32-byte HMAC leaves two spare bits in its last base64 character: decoders ignore them.
    const last = sign.length - 2;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
    const spare = alphabet[alphabet.indexOf(sign[last]!) ^ 1]!;
    const variants = [
      header.replace(sign, sign.replace(/=+$/, '')),
      header.replace(sign, `${sign}==`),
      header.replace(sign, `${sign.slice(0, last)}${spare}=`),
      `t=${now}, env=master, sign=${sign}`,
      `sign=${sign},env=master,t=0${now}`,
    ];
    expect(replays.accept({ header, now })).toBe(true);
    for (const variant of variants) {
      // Each variant verifies on its own: only the replay guard can tell it is the same delivery.
      expect(checkWebhookSignature({ header: variant, body, secret, now }), variant).toBeNull();
      expect(replays.accept({ header: variant, now }), variant).toBe(false);
    }
  });

  it('forgets a signature once its timestamp left the window, and keeps at most its capacity', () => {
    const replays = createReplayGuard(2);
    const first = signWebhook({ body, secret, timestamp: now });
    replays.accept({ header: first, now });
    replays.accept({ header: signWebhook({ body, secret, timestamp: now + 1 }), now });
    replays.accept({ header: signWebhook({ body, secret, timestamp: now + 2 }), now });
    // Past its capacity the oldest went first (the window check still refuses it as stale later).
    expect(replays.accept({ header: first, now })).toBe(true);
    const late = createReplayGuard();
    late.accept({ header: first, now });
    expect(late.accept({ header: first, now: now + WEBHOOK_MAX_AGE_MS + 1 })).toBe(true);
  });
});
