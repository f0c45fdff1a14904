import type { TCheckInList } from '@marquee/core';
import { describe, expect, it } from 'vitest';
import {
  checkInListBody,
  checkInListFormValues,
  validateCheckInListForm,
  type TCheckInListFormValues,
} from './check-in-list-form';

const timeZone = 'Europe/Berlin';
const ticketA = '11111111-1111-4111-8111-111111111111';
const ticketB = '22222222-2222-4222-8222-222222222222';

const values = (overrides: Partial<TCheckInListFormValues> = {}): TCheckInListFormValues => ({
  name: 'Main entrance',
  description: '',
  product_ids: [ticketA],
  activates_at: '',
  expires_at: '',
  ...overrides,
});

describe('checkInListFormValues', () => {
  it("chooses the event's only ticket for a new list, and none when there are several", () => {
    expect(checkInListFormValues(null, { timeZone, ticketIds: [ticketA] }).product_ids).toEqual([ticketA]);
    expect(checkInListFormValues(null, { timeZone, ticketIds: [ticketA, ticketB] }).product_ids).toEqual([]);
    expect(checkInListFormValues(null, { timeZone, ticketIds: [] }).product_ids).toEqual([]);
  });

  it("shows an existing list's window on the event's wall clock and keeps its tickets", () => {
    const list = {
      name: 'Day 2',
      description: null,
      product_ids: [ticketB],
      activates_at: '2030-06-01T16:00:00.000Z',
      expires_at: '2030-01-10T23:30:00.000Z',
    } as TCheckInList;
    expect(checkInListFormValues(list, { timeZone, ticketIds: [ticketA] })).toEqual({
      name: 'Day 2',
      description: '',
      product_ids: [ticketB],
      // Summer time (UTC+2) and winter time (UTC+1).
      activates_at: '2030-06-01T18:00',
      expires_at: '2030-01-11T00:30',
    });
  });
});

describe('checkInListBody', () => {
  it('sends the window as UTC instants and empty fields as null', () => {
    expect(
      checkInListBody(
        values({
          name: '  Main entrance ',
          description: '  Bags are checked at the door. ',
          activates_at: '2030-06-01T18:00',
          expires_at: '',
        }),
        timeZone,
      ),
    ).toEqual({
      name: 'Main entrance',
      description: 'Bags are checked at the door.',
      product_ids: [ticketA],
      activates_at: '2030-06-01T16:00:00.000Z',
      expires_at: null,
    });
    expect(checkInListBody(values({ description: '   ' }), timeZone).description).toBeNull();
  });
});

describe('validateCheckInListForm', () => {
  it('accepts a list with a name and a ticket, and no window', () => {
    expect(validateCheckInListForm(values(), timeZone)).toEqual({});
  });

  it('asks for a name and at least one ticket', () => {
    const errors = validateCheckInListForm(values({ name: '  ', product_ids: [] }), timeZone);
    expect(errors.name).toBe('Enter a name.');
    expect(errors.product_ids).toBe('Choose at least one ticket.');
  });

  it('refuses an expiry at or before the activation, compared as instants', () => {
    expect(
      validateCheckInListForm(values({ activates_at: '2030-06-01T18:00', expires_at: '2030-06-01T18:00' }), timeZone)
        .expires_at,
    ).toBe('Choose a time after the list activates.');
    expect(
      validateCheckInListForm(values({ activates_at: '2030-06-01T18:00', expires_at: '2030-06-01T17:59' }), timeZone)
        .expires_at,
    ).toBe('Choose a time after the list activates.');
    expect(
      validateCheckInListForm(values({ activates_at: '2030-06-01T18:00', expires_at: '2030-06-02T02:00' }), timeZone),
    ).toEqual({});
    // Only an expiry, or only an activation, is fine.
    expect(validateCheckInListForm(values({ expires_at: '2030-06-02T02:00' }), timeZone)).toEqual({});
  });

  it('flags an impossible date instead of dropping it silently', () => {
    expect(validateCheckInListForm(values({ activates_at: '2030-02-30T18:00' }), timeZone).activates_at).toBe(
      'Enter a valid date and time.',
    );
  });

  it('applies the contract length limits', () => {
    const errors = validateCheckInListForm(values({ name: 'x'.repeat(101), description: 'y'.repeat(256) }), timeZone);
    expect(errors.name).toBe('Use at most 100 characters.');
    expect(errors.description).toBe('Use at most 255 characters.');
  });
});
