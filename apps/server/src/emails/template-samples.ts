import type { TemplateData, TemplateName } from './registry';

/**
 * Realistic data for every email the server sends (issue 30), shared by the template tests. The type asks for one
 * sample per template in the registry, so a new template without a sample fails type-checking, and with it the test
 * that renders every template in every locale (templates-every-locale.test.ts).
 */
export type TemplateSamples = { [K in TemplateName]: TemplateData[K] };

/**
 * What a sample cannot show at once: the other kinds, statuses and plural forms of a template, each as changes to
 * its sample. Together with the samples they reach every message a template can use.
 */
export type TemplateVariants = { [K in TemplateName]?: Record<string, Partial<TemplateData[K]>> };

export const SAMPLE_APP = { appName: 'Marquee', frontendUrl: 'https://tickets.example.com' } as const;
export const SAMPLE_EVENT_ID = '0b9c1d5e-7a4f-4d8e-9c1a-2b3c4d5e6f70';

const TICKETS = 'https://tickets.example.com';

// 2 × €25.00 less €2.50 each, a €1.00 fee per unit and 19 % VAT on price + fee, and a free ticket (whose zero VAT
// the breakdown leaves out): €55.94.
const ORDER_LINES: TemplateData['order_confirmation']['orderLines'] = [
  {
    item_name: 'Standing',
    price_label: 'Early bird',
    quantity: 2,
    price_per_unit: 2_250,
    price_before_discount: 2_500,
    taxes_and_fees: [
      { tax_or_fee_id: 'fee', name: 'Booking fee', type: 'FEE', calculation: 'FIXED', rate: null, amount: 200 },
      { tax_or_fee_id: 'vat', name: 'VAT', type: 'TAX', calculation: 'PERCENTAGE', rate: 19_000, amount: 894 },
    ],
  },
  {
    item_name: 'Free entry',
    quantity: 1,
    price_per_unit: 0,
    price_before_discount: 0,
    taxes_and_fees: [
      { tax_or_fee_id: 'vat', name: 'VAT', type: 'TAX', calculation: 'PERCENTAGE', rate: 19_000, amount: 0 },
    ],
  },
];

export const templateSamples: TemplateSamples = {
  smtp_test: { sentAt: '2026-03-01T10:15:02.000Z', mailServer: 'smtp.example.com:587' },
  email_verification: {
    firstName: 'Anna',
    confirmUrl: `${TICKETS}/auth/verify?token=abc`,
    code: '48213',
    codeExpiresInMinutes: 15,
  },
  password_reset: { firstName: 'Anna', resetUrl: `${TICKETS}/auth/reset?token=abc`, expiresInMinutes: 60 },
  user_invitation: {
    firstName: 'Anna',
    inviterName: 'Ben Roth',
    accountName: 'Jazzclub Nord',
    acceptUrl: `${TICKETS}/auth/accept-invitation?token=abc`,
    role: 'ORGANIZER',
    expiresInDays: 7,
  },
  email_change_confirmation: {
    firstName: 'Anna',
    newEmail: 'anna.new@example.com',
    confirmUrl: `${TICKETS}/auth/confirm-email?token=abc`,
    expiresInHours: 24,
  },
  email_change_notice: { firstName: 'Anna', newEmail: 'anna.new@example.com' },
  password_changed: { firstName: 'Anna', changedAt: '2026-03-01T10:15:02.000Z' },
  webhook_disabled: {
    firstName: 'Anna',
    url: 'https://hooks.example.org/marquee/orders',
    cause: { code: 'FAILURES_IN_A_ROW', count: 100 },
    manageUrl: `${TICKETS}/manage/event/${SAMPLE_EVENT_ID}/webhooks`,
  },
  registration_attempt: { firstName: 'Anna' },
  // An offline payment still awaited, with a promo code, a fee, VAT and a free ticket.
  order_confirmation: {
    firstName: 'Anna',
    eventTitle: 'Summer Jazz',
    eventStart: '2027-07-01T18:30:00.000Z',
    timezone: 'Europe/Berlin',
    location: 'Hall 1, Main St 4, 10115 Berlin, DE',
    orderShortId: 'o_Ab12Cd34',
    status: 'AWAITING_OFFLINE_PAYMENT',
    currency: 'EUR',
    promoCode: 'SUMMER',
    orderLines: ORDER_LINES,
    offlinePaymentInstructions: '<p>Pay by bank transfer to <strong>IBAN DE00 1234</strong></p>',
    orderUrl: `${TICKETS}/checkout/${SAMPLE_EVENT_ID}/o_Ab12Cd34/summary`,
    printUrl: `${TICKETS}/order/${SAMPLE_EVENT_ID}/o_Ab12Cd34/print`,
    tickets: [
      { name: 'Standing (Early bird) — Anna Berg', url: `${TICKETS}/product/${SAMPLE_EVENT_ID}/a_One111` },
      { name: 'Standing (Early bird) — Ben Cole', url: `${TICKETS}/product/${SAMPLE_EVENT_ID}/a_Two222` },
      { name: 'Free entry — Ben Cole', url: `${TICKETS}/product/${SAMPLE_EVENT_ID}/a_Three3` },
    ],
  },
  organizer_contact: {
    organizerName: 'Blue Note',
    senderName: 'Carla Diaz',
    senderEmail: 'carla@example.com',
    message: 'Hello,\nis there step-free access to the hall?',
    pageUrl: `${TICKETS}/events/1/blue-note`,
  },
  order_payment_issue: {
    kind: 'FAILED',
    firstName: 'Anna',
    eventTitle: 'Harbour Jazz',
    orderShortId: 'o_abc123',
    currency: 'EUR',
    totalGross: 5_000,
    actionUrl: `${TICKETS}/checkout/e/o_abc123/payment`,
  },
  // Two tickets for the same attendee, from an order still awaiting its offline payment.
  attendee_ticket: {
    firstName: 'Ben',
    buyerName: 'Anna Berg',
    eventTitle: 'Summer Jazz',
    eventStart: '2027-07-01T18:30:00.000Z',
    timezone: 'Europe/Berlin',
    location: 'Hall 1, Berlin',
    orderReference: 'ord_Ab12Cd34Ef56',
    isAwaitingPayment: true,
    tickets: [
      { name: 'Standing (Early bird) — Ben Cole', url: `${TICKETS}/product/${SAMPLE_EVENT_ID}/a_Two222` },
      { name: 'Free entry — Ben Cole', url: `${TICKETS}/product/${SAMPLE_EVENT_ID}/a_Three3` },
    ],
  },
  order_notification: {
    organizerName: 'Jazz Club',
    eventTitle: 'Summer Jazz',
    orderShortId: 'o_Ab12Cd34',
    status: 'AWAITING_OFFLINE_PAYMENT',
    buyerName: 'Anna Berg',
    buyerEmail: 'anna@example.com',
    currency: 'EUR',
    orderLines: ORDER_LINES,
    promoCode: 'SUMMER',
    manageUrl: `${TICKETS}/manage/event/${SAMPLE_EVENT_ID}/orders`,
  },
  // A cancellation with a refund.
  order_update: {
    kind: 'CANCELLED',
    firstName: 'Anna',
    eventTitle: 'Harbour Jazz',
    orderShortId: 'o_abc123',
    currency: 'EUR',
    amount: 5_000,
    orderUrl: `${TICKETS}/checkout/e/o_abc123/summary`,
  },
  // The order's address changed, with the link that takes it back.
  order_email_changed: {
    kind: 'ORDER',
    firstName: 'Anna',
    eventTitle: 'Harbour Jazz',
    orderShortId: 'o_abc123',
    newEmailHint: 'n…@example.com',
    organizerName: 'Blue Note',
    contactEmail: 'help@bluenote.example',
    undoUrl: `${TICKETS}/order-email/undo-token-123/undo`,
    undoUntil: '2027-06-08T16:00:00.000Z',
    timezone: 'Europe/Berlin',
  },
  order_email_change_confirm: {
    firstName: 'Anna',
    eventTitle: 'Harbour Jazz',
    orderReference: 'ord_Ab12Cd34Ef56',
    confirmUrl: `${TICKETS}/order-email/confirm-token-123/confirm`,
    expiresInHours: 48,
  },
  ticket_lookup: { lookupUrl: `${TICKETS}/my-tickets/tl_token123`, orderCount: 3, expiresInHours: 24 },
  event_message: {
    eventTitle: 'Harbour Jazz',
    subject: 'Doors open early',
    messageHtml: '<p>Doors open at <strong>18:00</strong>. See <a href="https://example.com/map">the map</a>.</p>',
    footerHtml: '<p>Harbour Jazz e.V., Hafenstraße 1</p>',
    kind: 'RECIPIENT',
  },
  // A place in line known, for two tickets of one tier.
  waitlist_joined: {
    firstName: 'Anna',
    eventTitle: 'Summer Jazz',
    productName: 'Festival pass (Early bird)',
    quantity: 2,
    position: 3,
    lotteryUntil: null,
    timezone: 'Europe/Berlin',
    entryUrl: `${TICKETS}/waitlist/wl_entryToken123`,
    eventUrl: `${TICKETS}/event/${SAMPLE_EVENT_ID}/summer-jazz`,
  },
  waitlist_offer: {
    firstName: 'Anna',
    eventTitle: 'Summer Jazz',
    productName: 'Festival pass (Early bird)',
    quantity: 2,
    expiresAt: '2027-06-30T16:00:00.000Z',
    timezone: 'Europe/Berlin',
    claimUrl: `${TICKETS}/waitlist/wl_entryToken123/checkout`,
    entryUrl: `${TICKETS}/waitlist/wl_entryToken123`,
  },
  waitlist_offer_expired: {
    firstName: 'Anna',
    eventTitle: 'Summer Jazz',
    productName: 'Festival pass (Early bird)',
    quantity: 2,
    eventUrl: `${TICKETS}/event/${SAMPLE_EVENT_ID}/summer-jazz`,
  },
  // The entrant left the list themselves.
  waitlist_removed: {
    firstName: 'Anna',
    eventTitle: 'Summer Jazz',
    productName: 'Festival pass (Early bird)',
    quantity: 2,
    byOrganizer: false,
    eventUrl: `${TICKETS}/event/${SAMPLE_EVENT_ID}/summer-jazz`,
  },
};

export const templateVariants: TemplateVariants = {
  smtp_test: { 'without a mail server': { mailServer: undefined } },
  email_verification: { 'a code valid for 1 minute': { codeExpiresInMinutes: 1 } },
  password_reset: { 'a link valid for 1 minute': { expiresInMinutes: 1 } },
  user_invitation: {
    'an administrator invited by nobody, unnamed, for 1 day': {
      firstName: '',
      inviterName: null,
      role: 'ADMIN',
      expiresInDays: 1,
    },
  },
  email_change_confirmation: { 'a link valid for 1 hour': { expiresInHours: 1 } },
  webhook_disabled: {
    'a receiver that answered 410 Gone': { cause: { code: 'GONE' } },
    'a receiver failing for 3 days': { cause: { code: 'FAILING_FOR_DAYS', days: 3 } },
  },
  order_confirmation: {
    'a completed order, discounted without a code': { status: 'COMPLETED', promoCode: null },
  },
  order_payment_issue: { 'a late payment refunded': { kind: 'REFUNDED_AFTER_EXPIRY' } },
  attendee_ticket: {
    'one paid ticket': {
      isAwaitingPayment: false,
      tickets: [{ name: 'Free entry — Ben Cole', url: `${TICKETS}/product/${SAMPLE_EVENT_ID}/a_Three3` }],
    },
  },
  order_notification: {
    'a completed order of one line without a price label': {
      status: 'COMPLETED',
      orderLines: [{ ...ORDER_LINES[0]!, price_label: null }],
    },
  },
  order_update: {
    'a cancellation without a refund': { amount: 0 },
    'a refund': { kind: 'REFUNDED', amount: 1_000 },
  },
  order_email_changed: {
    'a change asked for, not yet confirmed': { kind: 'ORDER_REQUESTED' },
    "a ticket's address, no contact address": {
      kind: 'TICKET',
      contactEmail: null,
      undoUrl: null,
      undoUntil: null,
    },
  },
  order_email_change_confirm: { 'a link valid for 1 hour': { expiresInHours: 1 } },
  ticket_lookup: { 'one order, a link valid for 1 hour': { orderCount: 1, expiresInHours: 1 } },
  event_message: {
    "the sender's copy": { kind: 'COPY' },
    'a test, without a footer': { kind: 'TEST', footerHtml: null },
  },
  waitlist_joined: {
    'one ticket, a lottery still to be drawn': {
      quantity: 1,
      position: null,
      lotteryUntil: '2027-05-01T08:00:00.000Z',
    },
  },
  waitlist_offer: { 'one ticket': { quantity: 1 } },
  waitlist_offer_expired: { 'one ticket': { quantity: 1 } },
  waitlist_removed: { 'one ticket, removed by the organizer': { quantity: 1, byOrganizer: true } },
};

/** The sample and its variants of one template, named for test titles. */
export function samplesOf<K extends TemplateName>(template: K): { name: string; data: TemplateData[K] }[] {
  const sample = templateSamples[template];
  const variants = (templateVariants[template] ?? {}) as Record<string, Partial<TemplateData[K]>>;
  return [
    { name: 'sample', data: sample },
    ...Object.entries(variants).map(([name, changes]) => ({ name, data: { ...sample, ...changes } })),
  ];
}
