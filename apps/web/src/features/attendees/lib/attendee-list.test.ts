import { describe, expect, it } from 'vitest';
import { attendeeFiltersToListFilters, attendeeName, questionsOfProduct } from './attendee-list';

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

  it('leaves out values a hand-edited URL got wrong, so the server never answers 422', () => {
    expect(attendeeFiltersToListFilters({ status: 'LOST', product_id: 'not-an-id', checked_in: 'maybe' })).toEqual([]);
  });

  it('asks for nothing when no filter is set', () => {
    expect(attendeeFiltersToListFilters({})).toEqual([]);
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
