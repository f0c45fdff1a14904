import type { DbExecutor } from '../../db/client';
import type { ImageRow } from '../images/images.repository';
import { detachImages } from '../images/images.service';
import { removeOrdersOfDeletedEvent } from '../orders/order-records';
import { deleteEventsOfOrganizer, lockEventIdsOfOrganizer } from './events.repository';

/**
 * The events module's part of deleting an organizer (decision 139): every event of it goes, in the caller's
 * transaction, once the caller has checked that none has placed orders. What remains of their unplaced orders
 * (reservations, abandoned checkouts) goes first, since their lines point at the products going with the events.
 * Returns the events' images, whose files the caller removes after the commit.
 */
export async function removeEventsOfDeletedOrganizer(tx: DbExecutor, organizerId: string): Promise<ImageRow[]> {
  const detached: ImageRow[] = [];
  for (const eventId of await lockEventIdsOfOrganizer(tx, organizerId)) {
    await removeOrdersOfDeletedEvent(tx, eventId);
    detached.push(...(await detachImages(tx, { entityType: 'EVENT', entityId: eventId })));
  }
  await deleteEventsOfOrganizer(tx, organizerId);
  return detached;
}
