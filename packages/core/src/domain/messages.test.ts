import { describe, expect, it } from 'vitest';
import { ZCreateMessage } from '../contracts/messages';
import { isMessageCancellable, messageHasLinks, messageSchedulePresets } from './messages';

const base = { subject: 'Doors open at 7', message: '<p>See you there</p>', acknowledgement: true };

describe('ZCreateMessage', () => {
  it('asks for the field each audience needs', () => {
    const cases = [
      ['ORDER_OWNER', 'order_id'],
      ['INDIVIDUAL_ATTENDEES', 'attendee_ids'],
      ['TICKET_HOLDERS', 'product_ids'],
      ['ORDER_OWNERS_WITH_PRODUCT', 'product_ids'],
    ] as const;
    for (const [type, field] of cases) {
      const result = ZCreateMessage.safeParse({ ...base, message_type: type });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(field);
    }
    expect(ZCreateMessage.safeParse({ ...base, message_type: 'ALL_ATTENDEES' }).success).toBe(true);
  });

  it('defaults the order statuses to completed orders and refuses others', () => {
    const parsed = ZCreateMessage.parse({
      ...base,
      message_type: 'ORDER_OWNERS_WITH_PRODUCT',
      product_ids: ['5f0c8f7e-7a0a-4a51-9d7e-0b6f7f4f6a11'],
    });
    expect(parsed.order_statuses).toEqual(['COMPLETED']);
    expect(
      ZCreateMessage.safeParse({ ...base, message_type: 'ALL_ATTENDEES', order_statuses: ['CANCELLED'] }).success,
    ).toBe(false);
  });

  it('needs the acknowledgement, a subject and a body that is not blank', () => {
    const result = ZCreateMessage.safeParse({
      subject: ' ',
      message: '<p><br></p>',
      message_type: 'ALL_ATTENDEES',
      acknowledgement: false,
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'acknowledgement',
      'message',
      'subject',
    ]);
  });

  it('caps the subject, the body and the attendee ids', () => {
    const result = ZCreateMessage.safeParse({
      ...base,
      subject: 'x'.repeat(101),
      message: 'x'.repeat(8001),
      message_type: 'INDIVIDUAL_ATTENDEES',
      attendee_ids: Array.from({ length: 51 }, () => '5f0c8f7e-7a0a-4a51-9d7e-0b6f7f4f6a11'),
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'attendee_ids',
      'message',
      'subject',
    ]);
  });
});

describe('messageHasLinks', () => {
  it('finds anchors and bare addresses, not plain text', () => {
    expect(messageHasLinks('<p><a href="https://x.test">here</a></p>')).toBe(true);
    expect(messageHasLinks('<p>Go to https://x.test</p>')).toBe(true);
    expect(messageHasLinks('<p>Go to www.example.com</p>')).toBe(true);
    expect(messageHasLinks('<p>Doors open at 7. Bring your ticket.</p>')).toBe(false);
  });
});

describe('messageSchedulePresets', () => {
  it('offers only the presets still ahead', () => {
    const event = { start_date: '2026-12-10T19:00:00.000Z', end_date: '2026-12-10T23:00:00.000Z' };
    const presets = messageSchedulePresets(event, new Date('2026-12-05T00:00:00.000Z'));
    expect(presets).toEqual([
      { preset: 'DAY_BEFORE_START', at: '2026-12-09T19:00:00.000Z' },
      { preset: 'HOUR_BEFORE_START', at: '2026-12-10T18:00:00.000Z' },
      { preset: 'DAY_AFTER_START', at: '2026-12-11T19:00:00.000Z' },
      { preset: 'DAY_AFTER_END', at: '2026-12-11T23:00:00.000Z' },
    ]);
    expect(messageSchedulePresets({ ...event, end_date: null }, new Date('2026-12-01T00:00:00.000Z'))).toHaveLength(4);
  });
});

describe('isMessageCancellable', () => {
  it('is true only while scheduled', () => {
    expect(isMessageCancellable('SCHEDULED')).toBe(true);
    expect(isMessageCancellable('PROCESSING')).toBe(false);
    expect(isMessageCancellable('SENT')).toBe(false);
  });
});
