import { describe, expect, it } from 'vitest';
import { fromJsonRow, toJsonRow } from './json-rows';
import { orderItems, orders } from './schema';

describe('rows as JSON keyed by column name', () => {
  it('writes column names and driver values, keeping JSON columns as JSON', () => {
    const createdAt = new Date('2026-11-26T10:00:00.000Z');
    const row = toJsonRow(orderItems, {
      id: '3f8a4c1e-0000-4000-8000-000000000001',
      orderId: '3f8a4c1e-0000-4000-8000-000000000002',
      productId: '3f8a4c1e-0000-4000-8000-000000000003',
      productType: 'TICKET',
      itemName: 'Early bird',
      priceLabel: null,
      quantity: 2,
      pricePerUnit: 2500,
      priceBeforeDiscount: 2500,
      totalBeforeAdditions: 5000,
      totalGross: 5000,
      taxesAndFees: [
        { tax_or_fee_id: 'x', name: 'VAT', type: 'TAX', calculation: 'PERCENTAGE', rate: 20, amount: 1000 },
      ],
      createdAt,
    });
    expect(row).toMatchObject({
      order_id: '3f8a4c1e-0000-4000-8000-000000000002',
      item_name: 'Early bird',
      price_label: null,
      price_per_unit: 2500,
      created_at: '2026-11-26T10:00:00.000Z',
    });
    expect(row.taxes_and_fees).toEqual([expect.objectContaining({ name: 'VAT', amount: 1000 })]);
    expect(row).not.toHaveProperty('orderId');
  });

  it('reads back what PostgreSQL returns as JSON into the row Drizzle would give', () => {
    const order = fromJsonRow(orders, {
      id: '3f8a4c1e-0000-4000-8000-000000000002',
      status: 'RESERVED',
      total_gross: 5000,
      reserved_until: '2026-11-26T10:15:00.123+00:00',
      address: { city: 'Lyon' },
      email: null,
    });
    expect(order.status).toBe('RESERVED');
    expect(order.totalGross).toBe(5000);
    expect(order.reservedUntil).toEqual(new Date('2026-11-26T10:15:00.123Z'));
    expect(order.address).toEqual({ city: 'Lyon' });
    expect(order.email).toBeNull();
    // Columns the JSON lacks are null, as a missing value would be.
    expect(order.completedAt).toBeNull();
  });
});
