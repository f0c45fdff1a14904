import { describe, expect, it } from 'vitest';
import {
  attendeeFiltersToListFilters,
  attendeeName,
  questionsOfProduct,
  ticketFilterChange,
  tierFilterChange,
  tierFilterOptions,
} from './attendee-list';

const PRODUCT = '6f1c1f8e-2a57-4a43-9d6e-0d3c5e1b2a11';
const OTHER = '0b7a3c5d-1e2f-4a6b-8c9d-0e1f2a3b4c5d';

describe('attendeeFiltersToListFilters', () => {
  it('turns a status and a ticket into equality filters', () => {
    expect(attendeeFiltersToListFilters({ status: 'CANCELLED', product_id: PRODUCT })).toEqual([
      { field: 'status', operator: 'eq', value: 'CANCELLED' },
      { field: 'product_id', operator: 'eq', value: PRODUCT },
    ]);
  });

  it('asks for attendees checked in now, or not', () => {
    expect(attendeeFiltersToListFilters({ checked_in: 'true' })).toEqual([
      { field: 'checked_in', operator: 'eq', value: 'true' },
    ]);
    expect(attendeeFiltersToListFilters({ checked_in: 'false' })).toEqual([
      { field: 'checked_in', operator: 'eq', value: 'false' },
    ]);
  });

  it('asks for one tier', () => {
    expect(attendeeFiltersToListFilters({ product_price_id: OTHER })).toEqual([
      { field: 'product_price_id', operator: 'eq', value: OTHER },
    ]);
  });

  it('leaves out values a hand-edited URL got wrong, so the server never answers 422', () => {
    expect(
      attendeeFiltersToListFilters({
        status: 'LOST',
        product_id: 'not-an-id',
        product_price_id: 'nor-this',
        checked_in: 'maybe',
      }),
    ).toEqual([]);
  });

  it('asks for nothing when no filter is set', () => {
    expect(attendeeFiltersToListFilters({})).toEqual([]);
  });
});

describe('the tier filter', () => {
  const EARLY = '1a2b3c4d-0000-4000-8000-000000000001';
  const LATE = '1a2b3c4d-0000-4000-8000-000000000002';
  const products = [
    {
      id: PRODUCT,
      title: 'Festival pass',
      type: 'TIERED' as const,
      product_type: 'TICKET' as const,
      prices: [
        { id: EARLY, label: 'Early' },
        { id: LATE, label: 'Late' },
      ],
    },
    {
      id: OTHER,
      title: 'Standing',
      type: 'PAID' as const,
      product_type: 'TICKET' as const,
      prices: [{ id: 'x', label: null }],
    },
  ] as unknown as Parameters<typeof tierFilterOptions>[0];
  const tiers = tierFilterOptions(products);

  it('offers the tiers of tiered tickets as "Ticket · Tier", only the chosen ticket\'s once one is chosen', () => {
    expect(tiers.map((tier) => tier.label)).toEqual(['Festival pass · Early', 'Festival pass · Late']);
    expect(tierFilterOptions(products, PRODUCT).map((tier) => tier.value)).toEqual([EARLY, LATE]);
    expect(tierFilterOptions(products, OTHER)).toEqual([]);
  });

  it('chooses the ticket with its tier, and drops a tier that is not of the chosen ticket', () => {
    expect(tierFilterChange(LATE, tiers)).toEqual({ product_price_id: LATE, product_id: PRODUCT });
    expect(tierFilterChange(null, tiers)).toEqual({ product_price_id: null });
    expect(ticketFilterChange(OTHER, { tierId: LATE, tiers })).toEqual({ product_id: OTHER, product_price_id: null });
    expect(ticketFilterChange(PRODUCT, { tierId: LATE, tiers })).toEqual({ product_id: PRODUCT });
    expect(ticketFilterChange(null, { tierId: LATE, tiers })).toEqual({ product_id: null });
  });
});

describe('questionsOfProduct', () => {
  const questions = [
    { id: 'order', belongs_to: 'ORDER' as const, product_ids: [] },
    { id: 'size', belongs_to: 'PRODUCT' as const, product_ids: [PRODUCT, OTHER] },
    { id: 'diet', belongs_to: 'PRODUCT' as const, product_ids: [OTHER] },
  ];

  it('keeps the ticket questions asked for this product, in order', () => {
    expect(questionsOfProduct(questions, PRODUCT).map((question) => question.id)).toEqual(['size']);
    expect(questionsOfProduct(questions, OTHER).map((question) => question.id)).toEqual(['size', 'diet']);
  });
});

describe('attendeeName', () => {
  it('joins the names given and is null without any', () => {
    expect(attendeeName({ first_name: 'Ada', last_name: 'Lovelace' })).toBe('Ada Lovelace');
    expect(attendeeName({ first_name: 'Ada', last_name: null })).toBe('Ada');
    expect(attendeeName({ first_name: null, last_name: null })).toBeNull();
  });
});
