import type { GraphQLEndpoint, ServiceName } from '../../core/graphql/client.ts';
import { DEFAULT_DRAFT_TOKEN, startContentService } from '../../sandbox/content/server.ts';
import { createProductDataset } from '../../sandbox/dataset/catalogue/index.ts';
import type { ProductDataset } from '../../sandbox/dataset/catalogue/types.ts';
import { createContentDataset } from '../../sandbox/dataset/index.ts';
import type { ContentDataset } from '../../sandbox/dataset/types.ts';
import { startProductService } from '../../sandbox/products/server.ts';

/** Running sandbox content and product services whose datasets the caller may edit between builds. */
export interface EditableSandbox {
  /** For `runBuild({ endpoints })`. */
  endpoints: Partial<Record<ServiceName, GraphQLEndpoint>>;
  /** The content service answers from these records as they are at each request. */
  content: ContentDataset;
  products: ProductDataset;
  close(): Promise<void>;
}

/**
 * Starts the sandbox content and product services on loopback with the demo datasets (as a build does
 * when no endpoint is configured), keeping the datasets in reach: editing a page's record in `content`
 * (its `body`, `title`, `updatedAt`) changes what the next build loads, as an editor's change would.
 */
export async function startEditableSandbox(input: { scale?: number } = {}): Promise<EditableSandbox> {
  const content = createContentDataset({ scale: input.scale ?? 1, seed: 1 });
  const products = createProductDataset({ scale: input.scale ?? 1, seed: 1 });
  const contentService = await startContentService({ dataset: content });
  const productService = await startProductService({ dataset: products });
  return {
    endpoints: {
      content: { service: 'content', url: contentService.url, token: DEFAULT_DRAFT_TOKEN },
      products: { service: 'products', url: productService.url },
    },
    content,
    products,
    async close() {
      await Promise.all([contentService.close(), productService.close()]);
    },
  };
}
