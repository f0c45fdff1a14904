import {
  ZCreateAffiliate,
  ZCreateCapacityAssignment,
  ZCreateCheckInList,
  ZCreateEvent,
  ZCreateOrganizer,
  ZCreateProduct,
  ZCreateProductCategory,
  ZCreatePromoCode,
  ZCreateQuestion,
  ZCreateTaxOrFee,
  ZPatchEventSettings,
  type TProduct,
} from '@marquee/core';
import { createAffiliate } from '../modules/affiliates/affiliates.service';
import { appUrl } from '../modules/auth/identity-context';
import { createAssignment } from '../modules/capacity/capacity.service';
import { createCheckInList } from '../modules/check-in-lists/check-in-lists.service';
import { changeEventStatus, createEvent, saveEventSettings } from '../modules/events/events.service';
import { changeOrganizerStatus, createOrganizer } from '../modules/organizers/organizers.service';
import { createCategory, listEventCategories } from '../modules/products/product-categories.service';
import { createProduct } from '../modules/products/products.service';
import { createPromoCode } from '../modules/promo-codes/promo-codes.service';
import { createQuestion } from '../modules/questions/questions.service';
import { createTaxOrFee } from '../modules/taxes/taxes.service';
import type { DemoDataset } from './demo-seed';
import { seedDemoOrders } from './demo-orders';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 19:00 in Amsterdam on the day `days` from now (CET/CEST offset taken from the date itself). */
function amsterdamEvening(now: Date, days: number, hour: number): string {
  const day = new Date(now.getTime() + days * DAY_MS);
  const date = day.toISOString().slice(0, 10);
  const offset = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Amsterdam', timeZoneName: 'longOffset' })
    .formatToParts(day)
    .find((part) => part.type === 'timeZoneName')!
    .value.replace('GMT', '');
  return `${date}T${String(hour).padStart(2, '0')}:00:00${offset || '+00:00'}`;
}

/**
 * A live demo event with every kind of product, so a newcomer sees a real catalogue (and, once checkout
 * lands, can buy a ticket straight away). Written through the same services and zod contracts as the
 * API, so the demo never holds data the product itself would refuse.
 */
export const catalogueDemoDataset: DemoDataset = {
  name: 'catalogue',
  async seed({ executor, deps, shared, now }) {
    const auth = shared.auth;
    if (!auth) throw new Error('The catalogue demo needs the identity demo to run first.');
    const accountId = auth.account.id;

    const vat = await createTaxOrFee(deps, auth, {
      accountId,
      body: ZCreateTaxOrFee.parse({
        name: 'VAT',
        type: 'TAX',
        calculation: 'PERCENTAGE',
        rate: 9,
        is_default: true,
      }),
    });
    const bookingFee = await createTaxOrFee(deps, auth, {
      accountId,
      body: ZCreateTaxOrFee.parse({
        name: 'Booking fee',
        type: 'FEE',
        calculation: 'FIXED',
        amount: 50,
        currency: 'EUR',
      }),
    });

    const organizer = await createOrganizer(
      deps,
      auth,
      ZCreateOrganizer.parse({
        name: 'Canal House Concerts',
        email: 'hello@canalhouse.example',
        website: 'https://canalhouse.example',
        description: '<p>Small-venue jazz, folk and comedy on the Amsterdam canals since 2011.</p>',
        currency: 'EUR',
        timezone: 'Europe/Amsterdam',
      }),
    );

    const event = await createEvent(
      deps,
      auth,
      ZCreateEvent.parse({
        organizer_id: organizer.id,
        title: 'Summer Jazz Night on the Canal',
        description:
          '<p>An evening of live jazz in a converted canal warehouse: two sets by the <strong>Noor Quartet</strong>, a late jam session and drinks on the terrace.</p><ul><li>Doors 18:30, first set 19:30</li><li>Standing and seated areas</li></ul>',
        category: 'MUSIC',
        start_date: amsterdamEvening(now, 30, 19),
        end_date: amsterdamEvening(now, 30, 23),
        location_details: {
          venue_name: 'Canal House',
          address_line_1: 'Prinsengracht 263',
          city: 'Amsterdam',
          zip_or_postal_code: '1016 GV',
          country: 'NL',
        },
        maps_url: 'https://www.openstreetmap.org/search?query=Prinsengracht%20263%20Amsterdam',
      }),
    );
    const eventId = event.id;
    await saveEventSettings(deps, auth, {
      eventId,
      mode: 'merge',
      body: ZPatchEventSettings.parse({
        payment_providers: ['OFFLINE'],
        offline_payment_instructions:
          '<p>Transfer the total to <strong>NL91 ABNA 0417 1643 00</strong> (Canal House Concerts) with your order number as the reference, or pay at the door.</p>',
        pre_checkout_message: '<p>Tickets are personal: please give each attendee’s name.</p>',
      }),
    });

    const [tickets] = await listEventCategories(deps, auth, eventId);
    const extras = await createCategory(deps, auth, {
      eventId,
      body: ZCreateProductCategory.parse({ name: 'Extras', description: 'Add these to your order.' }),
    });
    const product = (body: Record<string, unknown>): Promise<TProduct> =>
      createProduct(deps, auth, { eventId, body: ZCreateProduct.parse(body) });

    const standing = await product({
      product_category_id: tickets!.id,
      title: 'Standing ticket',
      description: '<p>Access to the main floor and the terrace.</p>',
      type: 'PAID',
      tax_and_fee_ids: [vat.id, bookingFee.id],
      show_quantity_remaining: true,
      prices: [{ price: 3500, initial_quantity_available: 300 }],
    });
    const seated = await product({
      product_category_id: tickets!.id,
      title: 'Seated ticket',
      type: 'TIERED',
      tax_and_fee_ids: [vat.id, bookingFee.id],
      prices: [
        { label: 'Early bird', price: 4500, initial_quantity_available: 40 },
        { label: 'Regular', price: 5500, initial_quantity_available: 60 },
      ],
    });
    const community = await product({
      product_category_id: tickets!.id,
      title: 'Community ticket',
      description: '<p>Free places for neighbourhood residents; at most two per order.</p>',
      type: 'FREE',
      max_per_order: 2,
      prices: [{ price: 0, initial_quantity_available: 30 }],
    });
    const payWhatYouCan = await product({
      product_category_id: tickets!.id,
      title: 'Pay what you can',
      description: '<p>Choose your price, from €5.</p>',
      type: 'DONATION',
      prices: [{ price: 500, initial_quantity_available: 40 }],
    });
    const backstage = await product({
      product_category_id: tickets!.id,
      title: 'Backstage pass',
      description: '<p>Meet the band after the show. Unlocked with a promo code.</p>',
      type: 'PAID',
      is_hidden_without_promo_code: true,
      tax_and_fee_ids: [vat.id],
      prices: [{ price: 7500, initial_quantity_available: 10 }],
    });
    const shirt = await product({
      product_category_id: extras.id,
      title: 'Festival T-shirt',
      type: 'PAID',
      product_type: 'GENERAL',
      tax_and_fee_ids: [vat.id],
      prices: [{ price: 2000, initial_quantity_available: 100 }],
    });

    await createAssignment(deps, auth, {
      eventId,
      body: ZCreateCapacityAssignment.parse({
        name: 'Venue capacity',
        capacity: 350,
        status: 'ACTIVE',
        product_ids: [standing.id, seated.id, community.id],
      }),
    });
    // Every ticket, at any time: a newcomer can open the door page (/check-in/{short_id}) straight away.
    const door = await createCheckInList(deps, auth, {
      eventId,
      body: ZCreateCheckInList.parse({
        name: 'Main entrance',
        description: 'Doors on the Prinsengracht side.',
        product_ids: [standing.id, seated.id, community.id, payWhatYouCan.id, backstage.id],
      }),
    });
    await createQuestion(deps, auth, {
      eventId,
      body: ZCreateQuestion.parse({
        title: 'How did you hear about us?',
        type: 'DROPDOWN',
        belongs_to: 'ORDER',
        options: ['Friends', 'Social media', 'Newsletter', 'Poster', 'Other'],
      }),
    });
    await createQuestion(deps, auth, {
      eventId,
      body: ZCreateQuestion.parse({
        title: 'Accessibility needs',
        description: 'Tell us so we can reserve the right place for you.',
        type: 'MULTI_LINE_TEXT',
        belongs_to: 'PRODUCT',
        product_ids: [standing.id, seated.id, community.id],
      }),
    });
    const jazz10 = await createPromoCode(deps, auth, {
      eventId,
      body: ZCreatePromoCode.parse({ code: 'jazz10', discount_type: 'PERCENTAGE', discount: 10 }),
    });
    await createPromoCode(deps, auth, {
      eventId,
      body: ZCreatePromoCode.parse({ code: 'backstage', discount_type: 'NONE', max_allowed_usages: 10 }),
    });
    const radio = await createAffiliate(deps, auth, {
      eventId,
      body: ZCreateAffiliate.parse({ name: 'Radio Jazz FM', code: 'RADIOJAZZ', status: 'ACTIVE' }),
    });
    await changeOrganizerStatus(deps, auth, { organizerId: organizer.id, status: 'LIVE' });
    await changeEventStatus(deps, auth, { eventId, status: 'LIVE' });

    const orders = await seedDemoOrders(executor, {
      eventId,
      products: { standing, seated, community, shirt },
      promoCodeId: jazz10.id,
      affiliateId: radio.id,
      now,
    });

    return {
      lines: [
        `Demo event (live): ${event.title}, with ${orders} orders`,
        `Demo check-in page: ${appUrl(deps, `/check-in/${door.short_id}`)}`,
      ],
    };
  },
};
