import type { TCheckInList } from '@marquee/core';

export const eventId = '33333333-3333-4333-8333-333333333333';
export const listsPath = `/api/events/${eventId}/check-in-lists`;
export const categoriesPath = `/api/events/${eventId}/product-categories`;
export const standingId = '44444444-4444-4444-8444-444444444444';
export const seatedId = '55555555-5555-4555-8555-555555555555';
export const shirtId = '66666666-6666-4666-8666-666666666666';

type TProductFixture = { id: string; title: string; product_type: 'TICKET' | 'GENERAL' };

/** The catalogue answer with one category holding these products. */
export function catalogue(products: TProductFixture[]) {
  return { data: [{ id: '77777777-7777-4777-8777-777777777777', name: 'Tickets', products }] };
}

export const standing: TProductFixture = { id: standingId, title: 'Standing', product_type: 'TICKET' };
export const seated: TProductFixture = { id: seatedId, title: 'Seated', product_type: 'TICKET' };
export const shirt: TProductFixture = { id: shirtId, title: 'T-shirt', product_type: 'GENERAL' };

export function buildCheckInList(overrides: Partial<TCheckInList> = {}): TCheckInList {
  return {
    id: '88888888-8888-4888-8888-888888888888',
    short_id: 'cil_Ab12Cd34Ef56G',
    event_id: eventId,
    name: 'Main entrance',
    description: null,
    activates_at: null,
    expires_at: null,
    product_ids: [standingId],
    products: [{ id: standingId, title: 'Standing' }],
    total_attendees: 5,
    checked_in_attendees: 0,
    is_active: true,
    is_expired: false,
    created_at: '2026-01-01T10:00:00.000Z',
    updated_at: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}
