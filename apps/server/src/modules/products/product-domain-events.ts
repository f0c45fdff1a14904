import type { DbExecutor } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import type { JobContext } from '../../services';
import { recordDomainEvent } from '../domain-events/record-domain-event';
import type { ProductRow } from './products.repository';

/** `product.created`, `product.updated` or `product.deleted` about `product`, in `tx` (docs/domain-events.md). */
export async function recordProductChange(
  deps: { queue: JobQueue<JobContext> },
  tx: DbExecutor,
  input: {
    product: ProductRow;
    organizerId: string;
    type: 'product.created' | 'product.updated' | 'product.deleted';
  },
): Promise<void> {
  const { product } = input;
  await recordDomainEvent(deps, tx, {
    type: input.type,
    accountId: product.accountId,
    organizerId: input.organizerId,
    eventId: product.eventId,
    payload: {
      product: { id: product.id, title: product.title, type: product.type, product_type: product.productType },
    },
  });
}
