import {
  isWaitlistEnabled,
  toPublicSections,
  calculateLine,
  effectiveMaxPerOrder,
  effectiveMinPerOrder,
  isProductVisibleToPublic,
  isPriceVisibleToPublic,
  promoCodeDiscountFor,
  toEventSettingsPublic,
  type TProduct,
  type TPublicEvent,
} from '@marquee/core';
import type { DbExecutor } from '../../db/client';
import { SingleFlight } from '../../lib/single-flight';
import type { AuthContext } from '../auth/sessions.service';
import { appUrl } from '../auth/identity-context';
import { eventLifecycle, toEventSettings } from '../events/events.mapper';
import { loadProducts } from '../products/catalogue.service';
import { toCatalogueProduct } from '../products/products.mapper';
import { listCategories } from '../products/product-categories.repository';
import { listPrices, listProductsOfEvent } from '../products/products.repository';
import { imagesByEntity } from '../images/images.service';
import { toQuestion } from '../questions/questions.mapper';
import { listQuestionProducts, listQuestionsOfEvent } from '../questions/questions.repository';
import { eventLocationLine } from '../events/event-location';
import { calendarFile } from './checkout.emails';
import { isOrganizerPublic } from '../public-pages/public-organizers.service';
import {
  assertPageOpen,
  eventGate,
  NO_PAGE_KEYS,
  organizerGate,
  type PageGate,
  type PageKeys,
  type PageVisitor,
} from '../public-pages/page-access.service';
import { listAdditionsOfProducts } from './checkout.repository';
import { waitlistAvailabilityOf } from '../waitlist/waitlist-availability';
import { evaluatePromoCodeGuess } from '../promo-codes/promo-code-guesses';
import { type Deps, additionsFor, findPromo, promoScope, requirePublicEvent, visibilityOf } from './checkout.shared';

/** `GET /public/events/{id}` and its calendar file: the catalogue a buyer may see, priced with taxes and fees (decision 117). */

/** The visible questions of an event as checkout asks them. */
async function publicQuestionsOf(db: DbExecutor, eventId: string): Promise<TPublicEvent['questions']> {
  const rows = (await listQuestionsOfEvent(db, eventId)).filter((row) => !row.isHidden);
  const links = await listQuestionProducts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const question = toQuestion(
      row,
      links.filter((link) => link.questionId === row.id).map((link) => link.productId),
    );
    return {
      id: question.id,
      title: question.title,
      description: question.description,
      type: question.type,
      belongs_to: question.belongs_to,
      product_ids: question.product_ids,
      options: question.options,
      required: question.required,
      is_hidden: question.is_hidden,
    };
  });
}

/** The view, and the gate it is shown through: a shared read is loaded once and gated for each caller. */
type LoadedPublicEvent = { view: TPublicEvent; gate: PageGate };

const publicEventFlights = new WeakMap<object, SingleFlight<LoadedPublicEvent>>();

type PublicEventInput = {
  eventId: string;
  promoCode?: string;
  auth: AuthContext | null;
  clientIp?: string | null;
  /** The browser's cookies: a password-protected event opens with its page key (decision 133). */
  pageKeys?: PageKeys;
};

/**
 * The public event. The anonymous view without a promo code (what a rush of buyers loads) goes through a
 * per-process single-flight: identical requests share one read, reused for at most
 * `publicEventMaxAgeMs` (≤ 1 s). Staff previews and promo-code views always read fresh; reservations
 * never use this (decision 059).
 */
export async function getPublicEvent(deps: Deps, input: PublicEventInput): Promise<TPublicEvent> {
  const visitor: PageVisitor = { auth: input.auth, pageKeys: input.pageKeys ?? NO_PAGE_KEYS };
  // Gated before anything is read (or a promo code guessed) for a locked visitor.
  if (input.auth || input.promoCode) return (await loadPublicEvent(deps, { ...input, visitor })).view;
  let flight = publicEventFlights.get(deps.database);
  if (!flight) {
    flight = new SingleFlight<LoadedPublicEvent>({ maxAgeMs: deps.config.publicEventMaxAgeMs });
    publicEventFlights.set(deps.database, flight);
  }
  // The shared read is everyone's: it is gated per caller after, never inside.
  const loaded = await flight.run(input.eventId.toLowerCase(), () =>
    loadPublicEvent(deps, { eventId: input.eventId, auth: null, clientIp: input.clientIp, visitor: null }),
  );
  assertPageOpen(loaded.gate, visitor);
  return loaded.view;
}

/**
 * The event as an iCalendar file, for the event page's "add to calendar" (the confirmation email attaches the
 * same): visible to whoever may see the event page. The same UID every time, so a calendar updates its entry.
 */
export async function getPublicEventCalendar(
  deps: Deps,
  input: { eventId: string; auth: AuthContext | null; pageKeys?: PageKeys },
): Promise<{ filename: string; contentType: string; content: string }> {
  const { event } = await requirePublicEvent(deps.database.db, input.eventId, input.auth);
  assertPageOpen(eventGate(event), { auth: input.auth, pageKeys: input.pageKeys ?? NO_PAGE_KEYS });
  // Anyone may download it, so it speaks the event's language: "Online" for an online event, the country by name.
  const locale = toEventSettings(event).default_locale;
  const file = calendarFile(deps, {
    event,
    location: eventLocationLine(event, locale),
    uid: `event-${event.id}`,
    url: appUrl(deps, `/event/${event.id}/${event.slug}`),
    locale,
  });
  return { ...file, filename: `${event.slug || 'event'}.ics` };
}

async function loadPublicEvent(
  deps: Deps,
  input: Omit<PublicEventInput, 'pageKeys'> & { visitor: PageVisitor | null },
): Promise<LoadedPublicEvent> {
  const { db } = deps.database;
  const now = new Date();
  const { event, organizer } = await requirePublicEvent(db, input.eventId, input.auth);
  const gate = eventGate(event);
  if (input.visitor) assertPageOpen(gate, input.visitor);
  const { promo, reason: promoReason } = await evaluatePromoCodeGuess(
    deps,
    { clientIp: input.clientIp ?? null, code: input.promoCode },
    () => findPromo(db, event.id, input.promoCode, now),
  );
  const categories = (await listCategories(db, event.id)).filter((category) => !category.isHidden);
  const rows = await listProductsOfEvent(db, event.id);
  const loaded = await loadProducts(db, rows, now);
  const prices = await listPrices(
    db,
    rows.map((row) => row.id),
  );
  const additions = await listAdditionsOfProducts(
    db,
    rows.map((row) => row.id),
  );
  const settings = toEventSettings(event);
  const waitlist = await waitlistAvailabilityOf(db, { eventId: event.id, settings, products: rows, prices });
  const reservedPlaceholder = new Map<string, number>();
  const productsOf = new Map<string, TPublicEvent['product_categories'][number]['products']>();
  rows.forEach((row, index) => {
    const product: TProduct = loaded[index]!;
    const rowPrices = prices.filter((price) => price.productId === row.id);
    const catalogue = toCatalogueProduct(row, rowPrices, [], reservedPlaceholder);
    const context = visibilityOf(row, promo, now);
    if (!isProductVisibleToPublic(catalogue, context)) return;
    // Prices whose freed tickets are kept for the waiting list read as sold out (decision 160).
    const isHeld = (priceId: string) => waitlist.heldPriceIds.has(priceId);
    const isSoldOut = product.is_sold_out || product.prices.every((price) => price.is_sold_out || isHeld(price.id));
    // Sold out counting live holds and capacity assignments (the catalogue above has no holds).
    if (row.hideWhenSoldOut && isSoldOut) return;
    const productAdditions = additionsFor(additions, row.id, event.currency);
    const discount = promo
      ? promoCodeDiscountFor(promoScope(promo), { id: row.id, type: row.type })
      : { type: 'NONE' as const };
    const showRemaining = row.showQuantityRemaining;
    const publicPrices = product.prices
      .filter((price, priceIndex) => isPriceVisibleToPublic(catalogue, catalogue.prices[priceIndex]!, context))
      .map((price) => {
        const totals = calculateLine({ unitPrice: price.price, quantity: 1, discount, additions: productAdditions });
        const original =
          totals.totalDiscount > 0
            ? calculateLine({ unitPrice: price.price, quantity: 1, additions: productAdditions })
            : totals;
        return {
          id: price.id,
          label: price.label,
          price: totals.unitPrice,
          price_before_discount: totals.unitPriceBeforeDiscount,
          discount: totals.totalDiscount,
          tax_total: totals.totalTax,
          fee_total: totals.totalFee,
          price_including_taxes_and_fees: totals.totalGross,
          price_before_discount_including_taxes_and_fees: original.totalGross,
          quantity_remaining: showRemaining ? (isHeld(price.id) ? 0 : price.quantity_available) : null,
          is_sold_out: price.is_sold_out || isHeld(price.id),
          sales_status: isHeld(price.id) && price.sales_status === 'ON_SALE' ? 'SOLD_OUT' : price.sales_status,
          waiting_count: settings.waitlist_show_count ? (waitlist.waiting.get(price.id)?.people ?? 0) : null,
        };
      });
    const list = productsOf.get(row.categoryId) ?? [];
    list.push({
      id: row.id,
      title: row.title,
      description: row.description,
      type: row.type,
      product_type: row.productType,
      min_per_order: effectiveMinPerOrder({
        minPerOrder: row.minPerOrder,
        maxPerOrder: row.maxPerOrder,
        available: product.quantity_available,
      }),
      max_per_order: effectiveMaxPerOrder({ maxPerOrder: row.maxPerOrder, available: product.quantity_available }),
      show_quantity_remaining: showRemaining,
      quantity_remaining: showRemaining ? product.quantity_available : null,
      is_sold_out: isSoldOut,
      sales_status: isSoldOut && product.sales_status === 'ON_SALE' ? 'SOLD_OUT' : product.sales_status,
      sale_start_date: product.sale_start_date,
      sale_end_date: product.sale_end_date,
      is_highlighted: row.isHighlighted,
      highlight_message: row.highlightMessage,
      start_collapsed: row.startCollapsed,
      waitlist_enabled: isWaitlistEnabled({ waitlist_enabled: row.waitlistEnabled }),
      waitlist_max_quantity: row.maxPerOrder ?? 100,
      prices: publicPrices,
    });
    productsOf.set(row.categoryId, list);
  });
  const images = (await imagesByEntity(deps, db, 'EVENT', [event.id]))(event.id).sort(
    (a, b) => Number(b.type === 'EVENT_COVER') - Number(a.type === 'EVENT_COVER'),
  );
  const view: TPublicEvent = {
    id: event.id,
    title: event.title,
    slug: event.slug,
    description: event.description,
    status: event.status,
    start_date: event.startDate.toISOString(),
    end_date: event.endDate?.toISOString() ?? null,
    timezone: event.timezone,
    currency: event.currency,
    lifecycle: eventLifecycle(event, now),
    is_online_event: event.isOnlineEvent,
    location_details: event.locationDetails ?? null,
    maps_url: event.mapsUrl,
    organizer: {
      id: organizer.id,
      name: organizer.name,
      // A password-protected organizer page shows its name only, on its events' pages too (decision 133).
      description: organizerGate(organizer).isPasswordProtected ? null : (organizer.description ?? null),
      slug: organizer.slug,
      has_public_page: isOrganizerPublic(organizer),
    },
    settings: toEventSettingsPublic(settings),
    promo_code: input.promoCode
      ? { code: promo?.row.code ?? input.promoCode.trim(), valid: promo !== null, reason: promoReason }
      : null,
    images,
    homepage_theme_settings: settings.homepage_theme_settings,
    homepage_sections: toPublicSections(settings.homepage_sections, images),
    questions: await publicQuestionsOf(db, event.id),
    product_categories: categories.map((category) => ({
      id: category.id,
      name: category.name,
      description: category.description,
      no_products_message: category.noProductsMessage,
      products: productsOf.get(category.id) ?? [],
    })),
  };
  return { view, gate };
}
