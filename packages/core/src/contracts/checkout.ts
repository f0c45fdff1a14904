import { z } from 'zod';
import { ZPublicPageSection } from './page-design';
import { ZPageTheme } from './page-theme';
import { ZImage } from './images';
import { MAX_PRICE_AMOUNT } from './products';
import { ZOrderLineAddition } from './orders';
import { ZPromoCodeCheckReason } from './promo-codes';
import { ZResolvedTicketDesign } from './ticket-design';
import { ZQuestion } from './questions';
import { ZLocale } from './users';
import { defaultWidgetSettings, ZWidgetSettings, type TWidgetSettings } from './widget';

/** The buyer's side of checkout (issue 6): the public event, reservations and the orders they become. */

export const ZPublicEventQuery = z.object({ promo_code: z.string().trim().max(50).optional() });

const ZPublicPrice = z.object({
  id: z.uuid(),
  label: z.string().nullable(),
  price: z.number().int(),
  /** Only where the product shows remaining quantities; null means not shown or unlimited. */
  quantity_remaining: z.number().int().nullable(),
  is_sold_out: z.boolean(),
  sales_status: z.string(),
  price_before_discount: z.number().int(),
  discount: z.number().int(),
  tax_total: z.number().int(),
  fee_total: z.number().int(),
  price_including_taxes_and_fees: z.number().int(),
  /** The price before the promo discount with its taxes and fees: the struck-through original in INCLUSIVE mode. */
  price_before_discount_including_taxes_and_fees: z.number().int(),
  /**
   * People waiting for this price (issue 31), only when the event shows it (`waitlist_show_count`); else null. While
   * anyone waits in an automatic list, freed tickets go to them first and the price reads as sold out.
   */
  waiting_count: z.number().int().nullable(),
});

const ZPublicProduct = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  type: z.string(),
  product_type: z.string(),
  min_per_order: z.number().int(),
  max_per_order: z.number().int(),
  show_quantity_remaining: z.boolean(),
  quantity_remaining: z.number().int().nullable(),
  is_sold_out: z.boolean(),
  sales_status: z.string(),
  sale_start_date: z.string().nullable(),
  sale_end_date: z.string().nullable(),
  is_highlighted: z.boolean(),
  highlight_message: z.string().nullable(),
  start_collapsed: z.boolean(),
  /** A sold-out price of this product offers "Join the waiting list" (issue 31). */
  waitlist_enabled: z.boolean(),
  /**
   * How many tickets one may wait for: the product's own maximum per order (`max_per_order` above shrinks to what is
   * left, which for a sold-out product is nothing).
   */
  waitlist_max_quantity: z.number().int(),
  prices: z.array(ZPublicPrice),
});

export const ZPublicEvent = z
  .object({
    id: z.uuid(),
    title: z.string(),
    slug: z.string(),
    description: z.string().nullable(),
    status: z.string(),
    start_date: z.string(),
    end_date: z.string().nullable(),
    timezone: z.string(),
    currency: z.string(),
    /** From the dates: UPCOMING, ONGOING or ENDED (an ended event sells nothing more). */
    lifecycle: z.enum(['UPCOMING', 'ONGOING', 'ENDED']),
    is_online_event: z.boolean(),
    location_details: z.unknown().nullable(),
    maps_url: z.string().nullable(),
    organizer: z.object({
      id: z.uuid(),
      name: z.string(),
      description: z.string().nullable().optional(),
      slug: z.string(),
      /** Whether the organizer's page (/events/{id}/{slug}) is public, so the event page can link to it. */
      has_public_page: z.boolean(),
    }),
    settings: z.object({
      pre_checkout_message: z.string().nullable(),
      product_page_message: z.string().nullable(),
      continue_button_text: z.string(),
      order_timeout_in_minutes: z.number().int(),
      attendee_details_collection_method: z.string(),
      require_attendee_email: z.boolean(),
      require_billing_address: z.boolean(),
      price_display_mode: z.string(),
      payment_providers: z.array(z.string()),
      offline_payment_instructions: z.string().nullable(),
      show_share_buttons: z.boolean(),
      support_email: z.string().nullable(),
      /** The widget's saved look and options, without the sites allowed to frame it (issue 28). */
      widget: ZWidgetSettings.omit({ allowed_domains: true }),
      /** The event's language: its pages use it for a visitor whose browser asks for none of ours (issue 30). */
      default_locale: z.string(),
    }),
    /** The code asked for with `?promo_code=`; `reason` says why it is not valid (null when it is). */
    promo_code: z.object({ code: z.string(), valid: z.boolean(), reason: ZPromoCodeCheckReason.nullable() }).nullable(),
    /** The event's images (cover first when there is one), with width, height and LQIP placeholder. */
    images: z.array(ZImage).default([]),
    /** The visible questions the checkout asks (ORDER and PRODUCT). */
    questions: z
      .array(
        ZQuestion.pick({
          id: true,
          title: true,
          description: true,
          type: true,
          belongs_to: true,
          product_ids: true,
          options: true,
          required: true,
          is_hidden: true,
        }),
      )
      .default([]),
    /** The published theme (§13) and the visible sections in order (issue 29). */
    homepage_theme_settings: ZPageTheme,
    homepage_sections: z.array(ZPublicPageSection),
    product_categories: z.array(
      z.object({
        id: z.uuid(),
        name: z.string(),
        description: z.string().nullable(),
        no_products_message: z.string().nullable(),
        products: z.array(ZPublicProduct),
      }),
    ),
  })
  .meta({ id: 'PublicEvent' });
export type TPublicEvent = z.infer<typeof ZPublicEvent>;

/** A buyer's choice when the promo code runs out while reserving. */
export const PROMO_CODE_USED_UP_CHOICES = ['REFUSE', 'PAY_FULL_PRICE'] as const;
export type TPromoCodeUsedUpChoice = (typeof PROMO_CODE_USED_UP_CHOICES)[number];

export const ZCreatePublicOrder = z
  .object({
    products: z
      .array(
        z.object({
          product_id: z.uuid(),
          quantities: z
            .array(
              z.object({
                price_id: z.uuid(),
                quantity: z.number().int().min(0).max(1000),
                /** DONATION: the amount the buyer chose, in minor units. */
                price: z.number().int().min(0).max(MAX_PRICE_AMOUNT).optional(),
              }),
            )
            .min(1)
            .max(50),
        }),
      )
      .min(1)
      .max(50),
    promo_code: z.string().trim().max(50).nullish(),
    /**
     * What to do when `promo_code` has no use left (decision 120): REFUSE (the default) answers 409 on `promo_code`;
     * PAY_FULL_PRICE places the order without the code.
     */
    if_promo_code_used_up: z.enum(PROMO_CODE_USED_UP_CHOICES).optional(),
    affiliate_code: z.string().trim().max(50).nullish(),
    session_identifier: z.string().trim().min(16).max(100).nullish(),
    /** The language the buyer reads (issue 30): the order's emails and PDFs use it; else the event's language. */
    locale: ZLocale.optional(),
  })
  .meta({ id: 'CreatePublicOrder' });
export type TCreatePublicOrder = z.input<typeof ZCreatePublicOrder>;

export const ZPublicOrderItem = z.object({
  id: z.uuid(),
  product_id: z.uuid().nullable(),
  product_price_id: z.uuid().nullable(),
  item_name: z.string(),
  price_label: z.string().nullable(),
  quantity: z.number().int(),
  price_per_unit: z.number().int(),
  price_before_discount: z.number().int(),
  total_before_additions: z.number().int(),
  total_discount: z.number().int(),
  total_tax: z.number().int(),
  total_fee: z.number().int(),
  total_gross: z.number().int(),
  /** The taxes and fees frozen on the line, as the money breakdown reads them (decision 117). */
  taxes_and_fees: z.array(ZOrderLineAddition).default([]),
});

export const ZPublicAttendee = z.object({
  short_id: z.string(),
  public_id: z.string(),
  product_id: z.uuid(),
  product_price_id: z.uuid().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  status: z.string(),
});

export const ZPublicOrder = z
  .object({
    short_id: z.string(),
    event_id: z.uuid(),
    status: z.string(),
    payment_status: z.string().nullable(),
    reserved_until: z.string().nullable(),
    is_expired: z.boolean(),
    session_identifier: z.string().nullable(),
    currency: z.string(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    email: z.string().nullable(),
    promo_code: z.string().nullable(),
    affiliate_code: z.string().nullable(),
    total_before_additions: z.number().int(),
    total_discount: z.number().int(),
    total_tax: z.number().int(),
    total_fee: z.number().int(),
    total_gross: z.number().int(),
    order_items: z.array(ZPublicOrderItem),
    attendees: z.array(ZPublicAttendee),
    created_at: z.string(),
    /** The event's post-checkout message (sanitised HTML), only once the order is COMPLETED. */
    post_checkout_message: z.string().nullable().default(null),
    /** The order's invoice once issued (GET …/order/{shortId}/invoice downloads it). */
    invoice: z
      .object({ number: z.string(), status: z.enum(['PAID', 'UNPAID']) })
      .nullable()
      .default(null),
    /**
     * The buyer may change names and emails and ask for resends (decision 109): the event allows attendee
     * self-edit and the order counts (COMPLETED or AWAITING_OFFLINE_PAYMENT).
     */
    can_self_edit: z.boolean().default(false),
    /**
     * The address the buyer asked to move the order to, until that address confirms (decision 137): the order keeps
     * `email` meanwhile.
     */
    pending_email: z.string().nullable().default(null),
    /**
     * A waiting-list offer's held order (issue 31): the entrant's name and email, to pre-fill the details step; null
     * for every other order.
     */
    prefill: z.object({ first_name: z.string(), last_name: z.string(), email: z.string() }).nullable().default(null),
  })
  .meta({ id: 'PublicOrder' });
export type TPublicOrder = z.infer<typeof ZPublicOrder>;

/**
 * `POST /api/public/order-email-changes/{token}/confirm|undo`: what a link from an email change did. CONFIRMED (the
 * new address confirmed), CANCELLED (the old address stopped a pending change) or UNDONE (the old address took the
 * order back). `order_short_id` is the order's key after the change, for the address that holds the link.
 */
export const ZOrderEmailChangeResult = z
  .object({
    status: z.enum(['CONFIRMED', 'CANCELLED', 'UNDONE']),
    event_id: z.uuid(),
    order_short_id: z.string(),
    email: z.string(),
  })
  .meta({ id: 'OrderEmailChangeResult' });
export type TOrderEmailChangeResult = z.infer<typeof ZOrderEmailChangeResult>;

export const ZPublicOrderQuery = z.object({ session_identifier: z.string().max(100).optional() });

/** What buyers may see of an event's settings: never online-event details nor the post-checkout message. */
export function toEventSettingsPublic(settings: {
  pre_checkout_message: string | null;
  product_page_message: string | null;
  continue_button_text: string;
  order_timeout_in_minutes: number;
  attendee_details_collection_method: string;
  require_attendee_email: boolean;
  require_billing_address: boolean;
  price_display_mode: string;
  payment_providers: string[];
  offline_payment_instructions: string | null;
  show_share_buttons: boolean;
  support_email: string | null;
  widget_settings?: TWidgetSettings;
  default_locale?: string;
}): TPublicEvent['settings'] {
  const { allowed_domains: _allowedDomains, ...widget } = settings.widget_settings ?? defaultWidgetSettings();
  return {
    pre_checkout_message: settings.pre_checkout_message,
    product_page_message: settings.product_page_message,
    continue_button_text: settings.continue_button_text,
    order_timeout_in_minutes: settings.order_timeout_in_minutes,
    attendee_details_collection_method: settings.attendee_details_collection_method,
    require_attendee_email: settings.require_attendee_email,
    require_billing_address: settings.require_billing_address,
    price_display_mode: settings.price_display_mode,
    payment_providers: settings.payment_providers,
    offline_payment_instructions: settings.offline_payment_instructions,
    show_share_buttons: settings.show_share_buttons,
    support_email: settings.support_email,
    widget,
    default_locale: settings.default_locale ?? 'en',
  };
}

const ZAnswers = z.array(z.object({ question_id: z.uuid(), response: z.unknown() })).max(200);
const ticketPerson = {
  first_name: z.string().trim().min(1).max(100).nullish(),
  last_name: z.string().trim().min(1).max(100).nullish(),
  email: z.email().max(100).nullish(),
  email_confirmation: z.email().max(100).nullish(),
};

const ZBillingAddress = z.object({
  address_line_1: z.string().trim().max(255).nullish(),
  address_line_2: z.string().trim().max(255).nullish(),
  city: z.string().trim().max(255).nullish(),
  state_or_region: z.string().trim().max(255).nullish(),
  zip_or_postal_code: z.string().trim().max(50).nullish(),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: 'Use a 2-letter country code.' })
    .transform((value) => value.toUpperCase())
    .nullish(),
});

/**
 * PUT …/order/{shortId}: the buyer, and one entry per ticket unit. Per-ticket names are required only when the event
 * collects details per ticket, and a ticket's email only when the event also sets `require_attendee_email` (a ticket
 * without one goes to the buyer; its `email_confirmation` is checked only when sent, decision 144). PER_ORDER events
 * copy the buyer (entries may still carry answers).
 */
export const ZPublicOrderDetails = z
  .object({
    order: z.object({
      first_name: z.string().trim().min(1).max(40),
      last_name: z.string().trim().min(1).max(40),
      email: z.email().max(100),
      email_confirmation: z.email().max(100),
      address: ZBillingAddress.nullish(),
      questions: ZAnswers.optional(),
      opted_into_marketing: z.boolean().optional(),
    }),
    products: z
      .array(
        z.object({ product_id: z.uuid(), product_price_id: z.uuid(), ...ticketPerson, questions: ZAnswers.optional() }),
      )
      .max(1000)
      .default([]),
    /** The buyer's language now, when it changed since the reservation (the order and its tickets follow it). */
    locale: ZLocale.optional(),
  })
  .meta({ id: 'PublicOrderDetails' });
export type TPublicOrderDetails = z.input<typeof ZPublicOrderDetails>;

export const ZPublicTicket = z
  .object({
    short_id: z.string(),
    public_id: z.string(),
    status: z.string(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    product_title: z.string(),
    price_label: z.string().nullable(),
    /** The order's reference (`ord_…`), never its short id: that is the buyer's key (decision 137). */
    order_public_id: z.string(),
    order_status: z.string(),
    /** What the ticket cost (per unit, after any discount, before taxes and fees); null when no order line matches. */
    price: z.object({ amount: z.number().int(), currency: z.string() }).nullable(),
    /** The attendee's email, sent only when the ticket design shows it. */
    email: z.string().nullable(),
    event: z.object({
      id: z.uuid(),
      title: z.string(),
      start_date: z.string(),
      end_date: z.string().nullable(),
      timezone: z.string(),
      location_details: z.unknown().nullable(),
      /**
       * The event's setting: a ticket whose order awaits offline payment is let in at the door. Without it such a
       * ticket shows no code to scan, only that payment is awaited (spec §8 item 123).
       */
      allow_orders_awaiting_offline_payment_to_check_in: z.boolean(),
    }),
    /** How this ticket is drawn: the event's ticket design, resolved (issue 29). */
    ticket_design: ZResolvedTicketDesign,
  })
  .meta({ id: 'PublicTicket' });
export type TPublicTicket = z.infer<typeof ZPublicTicket>;

/** `POST …/order/{shortId}/stripe/payment_intent` (docs/decisions/046-payments-module.md). */
export const ZStripePaymentIntentCreated = z
  .object({
    client_secret: z.string(),
    publishable_key: z.string(),
    /** Stripe Connect account the intent lives on; null for the instance-wide account. */
    account_id: z.string().nullable(),
    payment_intent_id: z.string(),
  })
  .meta({ id: 'StripePaymentIntentCreated' });
export type TStripePaymentIntentCreated = z.infer<typeof ZStripePaymentIntentCreated>;

/** `GET …/order/{shortId}/stripe/payment_intent`: Stripe's status as retrieved now, and the order's after it. */
export const ZStripePaymentIntentStatus = z
  .object({
    id: z.string(),
    status: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    /** Stripe's message for the last failed attempt, for the buyer. */
    last_error: z.string().nullable(),
    order_status: z.string(),
    payment_status: z.string().nullable(),
    refund_status: z.string().nullable(),
  })
  .meta({ id: 'StripePaymentIntentStatus' });
export type TStripePaymentIntentStatus = z.infer<typeof ZStripePaymentIntentStatus>;
