import {
  eventSaleState,
  lowestListedPrice,
  type TCatalogueProduct,
  type TCataloguePrice,
  type TList,
  type TPublicEventListItem,
  type TPublicEventListState,
} from '@marquee/core';
import { parseListQuery } from '../../lib/list-query';
import type { IdentityDeps } from '../auth/identity-context';
import { imagesByEntity } from '../images/images.service';
import { toPublicEventListItem } from './public-pages.mapper';
import { listListedEvents, listListedPrices, publicEventsListResources } from './public-events.repository';

/**
 * The public list of events across organizers (issue 25, decision 138), for directories and the widget. It answers
 * the same to everyone, signed in or not: members previewing their own drafts do so on their organizer's page. An
 * event is listed when buyers may open it (LIVE or PAUSED), its organizer is LIVE, and neither page is behind a
 * password (decision 133: a private page's guests come by its link).
 */

type Deps = IdentityDeps;

/** The page's products grouped by event, in the shape the catalogue rules read. */
function productsByEvent(rows: Awaited<ReturnType<typeof listListedPrices>>): Map<string, TCatalogueProduct[]> {
  const byProduct = new Map<string, { eventId: string; product: TCatalogueProduct; prices: TCataloguePrice[] }>();
  for (const { product, price } of rows) {
    let entry = byProduct.get(product.id);
    if (!entry) {
      const prices: TCataloguePrice[] = [];
      entry = {
        eventId: product.eventId,
        prices,
        product: {
          type: product.type,
          sale_start_date: product.saleStartDate,
          sale_end_date: product.saleEndDate,
          is_hidden: product.isHidden,
          hide_before_sale_start_date: product.hideBeforeSaleStartDate,
          hide_after_sale_end_date: product.hideAfterSaleEndDate,
          hide_when_sold_out: product.hideWhenSoldOut,
          is_hidden_without_promo_code: product.isHiddenWithoutPromoCode,
          prices,
        },
      };
      byProduct.set(product.id, entry);
    }
    entry.prices.push({
      price: price.price,
      initial_quantity_available: price.initialQuantityAvailable,
      quantity_sold: price.quantitySold,
      sale_start_date: price.saleStartDate,
      sale_end_date: price.saleEndDate,
      is_hidden: price.isHidden,
    });
  }
  const byEvent = new Map<string, TCatalogueProduct[]>();
  for (const { eventId, product } of byProduct.values())
    byEvent.set(eventId, [...(byEvent.get(eventId) ?? []), product]);
  return byEvent;
}

export async function listPublicEvents(
  deps: Deps,
  input: { state: TPublicEventListState; rawQuery: unknown; now?: Date },
): Promise<TList<TPublicEventListItem>> {
  const { db } = deps.database;
  const now = input.now ?? new Date();
  const query = parseListQuery(publicEventsListResources[input.state], input.rawQuery);
  const { rows, meta } = await listListedEvents(db, { state: input.state, query, now });
  const ids = rows.map((row) => row.event.id);
  const [imagesOf, priceRows] = await Promise.all([imagesByEntity(deps, db, 'EVENT', ids), listListedPrices(db, ids)]);
  const productsOf = productsByEvent(priceRows);
  const frontendUrl = deps.config.publicConfig.frontendUrl;
  return {
    data: rows.map((row) => {
      const eventProducts = productsOf.get(row.event.id) ?? [];
      return toPublicEventListItem(row, {
        frontendUrl,
        cover: imagesOf(row.event.id).find((image) => image.type === 'EVENT_COVER') ?? null,
        lowestPrice: lowestListedPrice(eventProducts),
        saleState: eventSaleState(
          { status: row.event.status, end_date: row.event.endDate, products: eventProducts },
          now,
        ),
      });
    }),
    meta,
  };
}
