import { describe, expect, it } from 'vitest';
import { isBuyerPagePath } from './buyer-pages';

describe('isBuyerPagePath', () => {
  it.each([
    '/checkout/e1',
    '/checkout/e1/',
    '/checkout/e1/o_abc/details',
    '/checkout/e1/o_abc/payment',
    '/checkout/e1/o_abc/payment_return',
    '/checkout/e1/o_abc/summary/',
    '/product/e1/a_abc',
    '/product/e1/a_abc/print',
    '/order/e1/o_abc/print',
    '/my-tickets',
    '/my-tickets/token123',
    '/waitlist/token123',
    '/events/org1',
    '/events/org1/the-organizer',
    '/events/org1/the-organizer/past-events',
  ])('serves %s from the buyer entry', (pathname) => {
    expect(isBuyerPagePath(pathname)).toBe(true);
  });

  it.each([
    '/',
    '/event/e1/slug',
    '/e/e1/slug',
    '/event/e1/preview',
    '/organizer/org1/preview',
    '/check-in/list1',
    '/checkout/e1/o_abc',
    '/checkout/e1/o_abc/other',
    '/product/e1/a_abc/print/more',
    '/order/e1/o_abc',
    '/waitlist',
    '/waitlist/token123/more',
    '/manage/events',
    '/manage/event/e1/orders',
    '/auth/login',
    '/account/settings',
  ])('leaves %s to the app', (pathname) => {
    expect(isBuyerPagePath(pathname)).toBe(false);
  });
});
