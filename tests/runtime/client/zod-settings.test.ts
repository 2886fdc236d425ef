import { expect, it } from 'vitest';

// The pages' Content-Security-Policy allows no 'unsafe-eval' (runtime/server/security.ts): a page whose
// island validates with zod must not make zod compile code, or the browser reports a CSP violation.
it('makes zod validate objects without compiling code, as the pages need under their CSP', async () => {
  await import('../../../runtime/client/zod-settings.ts');
  const { z } = await import('zod');
  const schema = z.object({ title: z.string(), url: z.string(), score: z.number().optional() });
  const original = globalThis.Function;
  const compiled: unknown[] = [];
  globalThis.Function = new Proxy(original, {
    apply(target, self, args) {
      compiled.push(args);
      return Reflect.apply(target, self, args);
    },
    construct(target, args) {
      compiled.push(args);
      return Reflect.construct(target, args);
    },
  });
  try {
    for (let round = 0; round < 3; round += 1) {
      expect(schema.parse({ title: 'Alpha 550', url: '/en/products/alpha-550' })).toEqual({
        title: 'Alpha 550',
        url: '/en/products/alpha-550',
      });
    }
    expect(() => schema.parse({ title: 1 })).toThrow();
  } finally {
    globalThis.Function = original;
  }
  expect(compiled).toEqual([]);
  expect(z.config().jitless).toBe(true);
});
