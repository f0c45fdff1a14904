import { describe, expect, it } from 'vitest';
import {
  applyComposeApiError,
  attendeeMessagePreset,
  composeFieldOf,
  composeFormValues,
  composeMessageBody,
  composeProblemOf,
  orderMessagePreset,
  validateComposeForm,
  type TComposeFormValues,
} from './compose-form';
import { ApiError } from '../../../lib/api-error';

const event = {
  timezone: 'Europe/Berlin',
  start_date: '2030-06-10T17:00:00.000Z',
  end_date: '2030-06-10T21:00:00.000Z',
};
const now = new Date('2030-06-01T12:00:00.000Z');
const ticketId = '44444444-4444-4444-8444-444444444444';
const attendeeId = '88888888-8888-4888-8888-888888888888';
const orderId = '99999999-9999-4999-8999-999999999999';

function filled(overrides: Partial<TComposeFormValues> = {}): TComposeFormValues {
  return {
    ...composeFormValues(null),
    subject: '  Doors open at 7  ',
    message: '<p>See you tonight.</p>',
    acknowledgement: true,
    ...overrides,
  };
}

describe('composeMessageBody', () => {
  it('sends a chosen audience with only the fields it uses', () => {
    expect(
      composeMessageBody(filled({ message_type: 'ALL_ATTENDEES', product_ids: [ticketId] }), {
        preset: null,
        event,
        now,
      }),
    ).toEqual({
      message_type: 'ALL_ATTENDEES',
      subject: 'Doors open at 7',
      message: '<p>See you tonight.</p>',
      acknowledgement: true,
      is_test: false,
      send_copy_to_current_user: false,
      attendee_ids: [],
      order_id: null,
      product_ids: [],
      order_statuses: ['COMPLETED'],
      scheduled_at: null,
    });
  });

  it('keeps the products and order statuses of buyers of some products', () => {
    const body = composeMessageBody(
      filled({
        message_type: 'ORDER_OWNERS_WITH_PRODUCT',
        product_ids: [ticketId],
        order_statuses: ['COMPLETED', 'AWAITING_OFFLINE_PAYMENT'],
      }),
      { preset: null, event, now },
    );
    expect(body).toMatchObject({
      product_ids: [ticketId],
      order_statuses: ['COMPLETED', 'AWAITING_OFFLINE_PAYMENT'],
    });
  });

  it('takes a fixed audience from the preset', () => {
    expect(
      composeMessageBody(filled(), {
        preset: { type: 'INDIVIDUAL_ATTENDEES', attendees: [{ id: attendeeId, name: 'Grace' }] },
        event,
        now,
      }),
    ).toMatchObject({ message_type: 'INDIVIDUAL_ATTENDEES', attendee_ids: [attendeeId], product_ids: [] });
    expect(
      composeMessageBody(filled(), {
        preset: { type: 'ORDER_OWNER', order: { id: orderId, short_id: 'AB12', buyer: 'Grace' } },
        event,
        now,
      }),
    ).toMatchObject({ message_type: 'ORDER_OWNER', order_id: orderId });
  });

  it('schedules at a preset or at a custom time of the event clock', () => {
    expect(
      composeMessageBody(filled({ timing: 'LATER', schedule: 'DAY_BEFORE_START' }), { preset: null, event, now })
        .scheduled_at,
    ).toBe('2030-06-09T17:00:00.000Z');
    expect(
      composeMessageBody(filled({ timing: 'LATER', schedule: 'CUSTOM', scheduled_local: '2030-06-05T09:30' }), {
        preset: null,
        event,
        now,
      }).scheduled_at,
    ).toBe('2030-06-05T07:30:00.000Z');
  });

  it('sends a test now, to the sender only', () => {
    const body = composeMessageBody(
      filled({ timing: 'LATER', schedule: 'DAY_BEFORE_START', send_copy_to_current_user: true }),
      { preset: null, event, now, isTest: true },
    );
    expect(body).toMatchObject({ is_test: true, scheduled_at: null, send_copy_to_current_user: false });
  });
});

describe('validateComposeForm', () => {
  const context = { preset: null, event, now };

  it('accepts a complete message', () => {
    expect(validateComposeForm(filled({ product_ids: [ticketId] }), context)).toEqual({});
  });

  it('names every missing part', () => {
    expect(validateComposeForm(composeFormValues(null), context)).toMatchObject({
      subject: 'Enter a subject.',
      message: 'Write the message.',
      product_ids: 'Choose at least one ticket.',
      acknowledgement: 'Confirm that this message is about this event.',
    });
  });

  it('treats an editor holding only empty paragraphs as no message', () => {
    expect(validateComposeForm(filled({ message: '<p></p>' }), context).message).toBe('Write the message.');
  });

  it('wants an order status for buyers of some products', () => {
    const errors = validateComposeForm(
      filled({ message_type: 'ORDER_OWNERS_WITH_PRODUCT', product_ids: [ticketId], order_statuses: [] }),
      context,
    );
    expect(errors).toEqual({ order_statuses: 'Choose at least one order status.' });
  });

  it('wants a time to schedule, in the future', () => {
    expect(validateComposeForm(filled({ product_ids: [ticketId], timing: 'LATER' }), context)).toEqual({
      schedule: 'Choose when to send it.',
    });
    expect(
      validateComposeForm(
        filled({ product_ids: [ticketId], timing: 'LATER', schedule: 'CUSTOM', scheduled_local: '2030-05-01T10:00' }),
        context,
      ),
    ).toEqual({ scheduled_local: 'Choose a time in the future.' });
    expect(
      validateComposeForm(filled({ product_ids: [ticketId], timing: 'LATER', schedule: 'CUSTOM' }), context),
    ).toEqual({ scheduled_local: 'Enter a valid date and time.' });
    // The form stayed open until the preset's time went by.
    expect(
      validateComposeForm(filled({ product_ids: [ticketId], timing: 'LATER', schedule: 'WEEK_BEFORE_START' }), {
        ...context,
        now: new Date('2030-06-05T00:00:00.000Z'),
      }),
    ).toEqual({ schedule: 'This time has passed. Choose another.' });
  });

  it('does not ask a test for a time', () => {
    expect(
      validateComposeForm(filled({ product_ids: [ticketId], timing: 'LATER' }), { ...context, isTest: true }),
    ).toEqual({});
  });
});

describe('server errors', () => {
  it('shows a 429 or 403 in the form, with the server words', () => {
    expect(composeProblemOf(new ApiError({ status: 429, message: 'At most 10 messages a day.' }))).toEqual({
      kind: 'LIMIT',
      message: 'At most 10 messages a day.',
    });
    expect(composeProblemOf(new ApiError({ status: 403, message: 'Verify your account.' }))?.kind).toBe('BLOCKED');
    expect(composeProblemOf(new ApiError({ status: 422, message: 'Invalid.' }))).toBeNull();
  });

  it('puts 422 fields on the fields that show them', () => {
    expect(composeFieldOf('product_ids.3', { schedule: null })).toBe('product_ids');
    expect(composeFieldOf('scheduled_at', { schedule: 'CUSTOM' })).toBe('scheduled_local');
    expect(composeFieldOf('scheduled_at', { schedule: 'DAY_BEFORE_START' })).toBe('schedule');
    const set: Record<string, unknown> = {};
    applyComposeApiError(
      {
        getValues: () => filled({ timing: 'LATER', schedule: 'CUSTOM' }),
        setFieldError: (path: string, message: unknown) => (set[path] = message),
      },
      new ApiError({
        status: 422,
        message: 'Invalid.',
        fieldErrors: { scheduled_at: ['Choose a time in the future.'], message: ['Links are not allowed.'] },
      }),
    );
    expect(set).toEqual({ scheduled_local: 'Choose a time in the future.', message: 'Links are not allowed.' });
  });
});

describe('presets', () => {
  it('names the buyer of an order and an attendee by name and address', () => {
    expect(
      orderMessagePreset({ id: orderId, short_id: 'AB12', first_name: 'Grace', last_name: 'Hopper', email: 'g@x.io' }),
    ).toEqual({ type: 'ORDER_OWNER', order: { id: orderId, short_id: 'AB12', buyer: 'Grace Hopper (g@x.io)' } });
    expect(
      attendeeMessagePreset({ id: attendeeId, first_name: null, last_name: null, email: null }, 'Attendee #T1'),
    ).toEqual({ type: 'INDIVIDUAL_ATTENDEES', attendees: [{ id: attendeeId, name: 'Attendee #T1' }] });
  });
});
