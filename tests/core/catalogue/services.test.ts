import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  loadCapabilities,
  loadClassificationBySlug,
  loadClassifications,
  loadProductsByCapability,
  loadProductsBySlugs,
} from '../../../core/catalogue/services.ts';
import type { ServiceRequest, ServiceTransport } from '../../../core/graphql/service-request.ts';

function recordingTransport(answer: unknown) {
  const sent: ServiceRequest<z.ZodType>[] = [];
  const transport: ServiceTransport = {
    async request(request) {
      sent.push(request);
      return answer as never;
    },
  };
  return { sent, transport };
}

describe('product-data operations (customer-area §7)', () => {
  it('sends slugs sorted and comma-separated, so one set is one request', async () => {
    const { sent, transport } = recordingTransport({ getProductsBySlugs: [] });
    await loadProductsBySlugs({ transport, language: 'de', slugs: ['b-slug', 'a-slug'] });
    expect(sent[0]).toMatchObject({
      service: 'products',
      operationName: 'getProductsBySlugs',
      variables: { language: 'de', slugs: 'a-slug,b-slug' },
    });
    expect(sent[0]?.languages).toBeUndefined();
  });

  it('answers null for an unknown classification and marks that answer as a miss', async () => {
    const answer = { getProductClassificationBySlug: null };
    const { sent, transport } = recordingTransport(answer);
    await expect(
      loadClassificationBySlug({ transport, language: 'en', slug: 'nope', type: 'product' }),
    ).resolves.toBeNull();
    expect(sent[0]?.variables).toEqual({ language: 'en', slug: 'nope', type: 'product' });
    expect(sent[0]?.found?.(answer)).toBe(false);
  });

  it.each([
    [
      'classifications',
      () => loadClassifications,
      { getAllProductClassifications: ['x'] },
      { language: 'en' },
    ],
    ['capabilities', () => loadCapabilities, { getProductCapabilities: ['x'] }, { language: 'en' }],
    [
      'products by capability',
      () => loadProductsByCapability,
      { getProductsByCapability: ['x'] },
      { capabilityId: 'cap-1' },
    ],
  ] as const)('unwraps the %s answer', async (_name, operation, answer, args) => {
    const { transport } = recordingTransport(answer);
    const load = operation() as (input: object) => Promise<unknown>;
    await expect(load({ transport, ...args })).resolves.toEqual(['x']);
  });

  it('asks for the products of a capability by its id', async () => {
    const { sent, transport } = recordingTransport({ getProductsByCapability: [] });
    await loadProductsByCapability({ transport, capabilityId: 'cap-1' });
    expect(sent[0]?.variables).toEqual({ capability_id: 'cap-1' });
  });
});
