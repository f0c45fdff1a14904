import { describe, expect, it } from 'vitest';
import { deliveryFiltersToListFilters } from './delivery-list-query';

describe('deliveryFiltersToListFilters', () => {
  it('sends status and event type as eq, and whole days of the screen time zone as gte / lt', () => {
    expect(
      deliveryFiltersToListFilters(
        { status: 'FAILED', event_type: 'order.created', created_from: '2026-03-28', created_to: '2026-03-29' },
        'Europe/Berlin',
      ),
    ).toEqual([
      { field: 'status', operator: 'eq', value: 'FAILED' },
      { field: 'event_type', operator: 'eq', value: 'order.created' },
      { field: 'created_at', operator: 'gte', value: '2026-03-27T23:00:00.000Z' },
      // Clocks go forward on the 29th in Berlin: the day ends at 22:00 UTC.
      { field: 'created_at', operator: 'lt', value: '2026-03-29T22:00:00.000Z' },
    ]);
  });

  it('leaves out what does not parse', () => {
    expect(
      deliveryFiltersToListFilters({ status: 'LOST', event_type: 'order.exploded', created_from: '28/03/2026' }),
    ).toEqual([]);
  });
});
