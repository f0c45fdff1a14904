import { describe, expect, it } from 'vitest';
import { toOrderSummary } from './orders.mapper';
import type { OrderListRow } from './orders.repository';

const createdAt = new Date('2026-03-01T09:58:00.000Z');

const row: OrderListRow = {
  id: '22222222-2222-4222-8222-222222222222',
  shortId: 'o_abc123',
  publicId: 'ord_abc',
  eventId: '11111111-1111-4111-8111-111111111111',
  organizerId: '33333333-3333-4333-8333-333333333333',
  eventTitle: 'Harbour nights',
  status: 'COMPLETED',
  paymentStatus: 'PAYMENT_RECEIVED',
  refundStatus: null,
  reservedUntil: null,
  sessionId: null,
  clientKey: null,
  currency: 'EUR',
  firstName: 'Cara',
  lastName: 'Card',
  email: 'cara@example.com',
  address: null,
  locale: 'en',
  promoCodeId: null,
  promoCode: null,
  affiliateId: null,
  affiliateCode: null,
  totalBeforeAdditions: 5000,
  totalTax: 0,
  totalFee: 0,
  totalGross: 5000,
  totalRefunded: 0,
  totalDiscount: 0,
  paymentProvider: 'STRIPE',
  isManuallyCreated: false,
  notes: null,
  optedIntoMarketingAt: null,
  statisticsDecrementedAt: null,
  completedAt: createdAt,
  createdAt,
  updatedAt: createdAt,
  invoiceNumber: 'INV-7',
};

describe('toOrderSummary', () => {
  it("carries the invoice number, and a reservation's hold end as ISO", () => {
    expect(toOrderSummary(row)).toMatchObject({ invoice_number: 'INV-7', reserved_until: null });
    const held = new Date('2026-03-01T10:13:00.000Z');
    expect(
      toOrderSummary({ ...row, status: 'RESERVED', reservedUntil: held, completedAt: null, invoiceNumber: null }),
    ).toMatchObject({ status: 'RESERVED', invoice_number: null, reserved_until: '2026-03-01T10:13:00.000Z' });
  });
});
