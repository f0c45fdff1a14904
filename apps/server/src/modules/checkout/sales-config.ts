import type { DbExecutor } from '../../db/client';
import { SingleFlight } from '../../lib/single-flight';
import type { IdentityDeps } from '../auth/identity-context';
import {
  listPrices,
  listProductsOfEvent,
  listTaxesOfProducts,
  type ProductPriceRow,
  type ProductRow,
} from '../products/products.repository';
import { findEventWithOrganizer, listCappedProductIds } from './checkout.repository';
import { listCapacityLimits } from '../capacity/capacity.repository';
import { reservedQuantities } from '../orders/orders.repository';
import type { StockLimit } from '../orders/reservation.repository';
import { toEventSettings } from '../events/events.mapper';
import { waitlistAvailabilityOf } from '../waitlist/waitlist-availability';

/**
 * What a reservation needs to know about an event besides its stock: the event and organizer, its products,
 * their prices (amounts, windows, visibility), their taxes and fees. Read once per process for at most
 * `publicEventMaxAgeMs` (≤ 1 s, the age the event page may have) and shared by a rush of buyers (decision 102).
 * The stock read with it serves only the checks of a selection: a reservation is accepted or refused by the
 * database statement that writes it, under its locks.
 */
export type SalesConfig = {
  event: NonNullable<Awaited<ReturnType<typeof findEventWithOrganizer>>>['event'];
  organizer: NonNullable<Awaited<ReturnType<typeof findEventWithOrganizer>>>['organizer'];
  products: Map<string, ProductRow>;
  prices: ProductPriceRow[];
  taxes: Awaited<ReturnType<typeof listTaxesOfProducts>>;
  /**
   * Live holds per price and the capacity assignments limiting the capped products, as of the read: for checking a
   * selection's minimum per order and for showing, never for accepting a reservation.
   */
  reserved: Map<string, number>;
  limits: StockLimit[];
  /** Prices whose freed tickets are kept for the waiting list (decision 160): refused to other buyers. */
  heldForWaitlist: Set<string>;
};

const flights = new WeakMap<object, SingleFlight<SalesConfig | null>>();

/** The event's sales configuration (null: no such event), shared for at most `publicEventMaxAgeMs` unless `fresh`. */
export function salesConfigOf(deps: IdentityDeps, eventId: string, options: { fresh: boolean }) {
  const load = () => loadSalesConfig(deps.database.db, eventId);
  if (options.fresh) return load();
  let flight = flights.get(deps.database);
  if (!flight) {
    flight = new SingleFlight<SalesConfig | null>({ maxAgeMs: deps.config.publicEventMaxAgeMs });
    flights.set(deps.database, flight);
  }
  return flight.run(eventId, load);
}

async function loadSalesConfig(executor: DbExecutor, eventId: string): Promise<SalesConfig | null> {
  const found = await findEventWithOrganizer(executor, eventId);
  if (!found) return null;
  const now = new Date();
  const rows = await listProductsOfEvent(executor, eventId);
  const productIds = rows.map((row) => row.id);
  const prices = await listPrices(executor, productIds);
  const cappedProductIds = await listCappedProductIds(executor, eventId);
  return {
    ...found,
    products: new Map(rows.map((row) => [row.id, row])),
    prices,
    taxes: await listTaxesOfProducts(executor, productIds),
    reserved: await reservedQuantities(
      executor,
      prices.map((price) => price.id),
      now,
    ),
    limits: await listCapacityLimits(executor, cappedProductIds),
    heldForWaitlist: (
      await waitlistAvailabilityOf(executor, {
        eventId,
        settings: toEventSettings(found.event),
        products: rows,
        prices,
      })
    ).heldPriceIds,
  };
}
