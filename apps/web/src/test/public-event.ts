import {
  DEFAULT_EVENT_THEME,
  defaultPageSections,
  defaultWidgetSettings,
  toPublicSections,
  type TPublicEvent,
} from '@marquee/core';

export const EVENT_ID = '11111111-1111-4111-8111-111111111111';
export const PRODUCT_ID = '22222222-2222-4222-8222-222222222222';
export const PRICE_ID = '33333333-3333-4333-8333-333333333333';

/** A live public event as `GET /api/public/events/{id}` answers it: one ticket, three left. */
export function publicEvent(overrides: Partial<TPublicEvent> = {}): TPublicEvent {
  return {
    id: EVENT_ID,
    title: 'Harbour Jazz Night',
    slug: 'harbour-jazz-night',
    description: '<p>Live on the pier.</p>',
    status: 'LIVE',
    start_date: '2031-06-01T18:00:00.000Z',
    end_date: '2031-06-01T21:00:00.000Z',
    timezone: 'Europe/Berlin',
    lifecycle: 'UPCOMING',
    currency: 'EUR',
    is_online_event: false,
    location_details: { venue_name: 'Pier 7', city: 'Hamburg', country: 'DE' },
    maps_url: null,
    homepage_theme_settings: { ...DEFAULT_EVENT_THEME },
    homepage_sections: toPublicSections(defaultPageSections('event'), []),
    organizer: {
      id: '44444444-4444-4444-8444-444444444444',
      name: 'Blue Note',
      description: null,
      slug: 'blue-note',
      has_public_page: true,
    },
    settings: {
      default_locale: 'en',
      pre_checkout_message: null,
      product_page_message: null,
      continue_button_text: 'Continue',
      order_timeout_in_minutes: 15,
      attendee_details_collection_method: 'PER_ORDER',
      require_attendee_email: false,
      require_billing_address: false,
      price_display_mode: 'INCLUSIVE',
      payment_providers: ['OFFLINE'],
      offline_payment_instructions: null,
      show_share_buttons: false,
      support_email: null,
      widget: (({ allowed_domains: _allowed, ...widget }) => widget)(defaultWidgetSettings()),
    },
    promo_code: null,
    images: [],
    questions: [],
    product_categories: [
      {
        id: '55555555-5555-4555-8555-555555555555',
        name: 'Tickets',
        description: null,
        no_products_message: null,
        products: [
          {
            id: PRODUCT_ID,
            title: 'Front row',
            description: null,
            type: 'PAID',
            product_type: 'TICKET',
            min_per_order: 1,
            max_per_order: 5,
            show_quantity_remaining: true,
            quantity_remaining: 3,
            is_sold_out: false,
            sales_status: 'ON_SALE',
            sale_start_date: null,
            sale_end_date: null,
            is_highlighted: false,
            highlight_message: null,
            start_collapsed: false,
            prices: [
              {
                id: PRICE_ID,
                label: null,
                price: 2500,
                quantity_remaining: 3,
                is_sold_out: false,
                sales_status: 'ON_SALE',
                price_before_discount: 2500,
                discount: 0,
                tax_total: 0,
                fee_total: 0,
                price_including_taxes_and_fees: 2500,
                price_before_discount_including_taxes_and_fees: 2500,
              },
            ],
          },
        ],
      },
    ],
    ...overrides,
  };
}
