import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availableOrderMoves,
  canMoveOrder,
  ORDER_MOVE_RULES,
  ORDER_MOVES,
  orderMoveSources,
  orderStatusAfter,
  type TOrderMove,
} from './order-lifecycle';
import { ORDER_STATUSES, type TOrderStatus } from './order-status';

describe('the order transition table', () => {
  it('names every move with a refusal message, and only known statuses', () => {
    for (const move of ORDER_MOVES) {
      const rule = ORDER_MOVE_RULES[move];
      expect(rule.refusal.length).toBeGreaterThan(10);
      for (const status of rule.from) if (status !== null) expect(ORDER_STATUSES).toContain(status);
      if (rule.to !== null) expect(ORDER_STATUSES).toContain(rule.to);
    }
  });

  it.each<[TOrderMove, TOrderStatus | null, TOrderStatus | null]>([
    ['reserve', null, 'RESERVED'],
    ['await_offline_payment', 'RESERVED', 'AWAITING_OFFLINE_PAYMENT'],
    ['complete', 'RESERVED', 'COMPLETED'],
    ['mark_paid', 'AWAITING_OFFLINE_PAYMENT', 'COMPLETED'],
    ['cancel', 'COMPLETED', 'CANCELLED'],
    ['cancel', 'AWAITING_OFFLINE_PAYMENT', 'CANCELLED'],
    ['expire', 'RESERVED', 'ABANDONED'],
    ['abandon', 'RESERVED', 'ABANDONED'],
  ])('%s moves %s to %s', (move, from, to) => {
    expect(canMoveOrder(from, move)).toBe(true);
    if (from !== null) expect(orderStatusAfter(from, move)).toBe(to);
  });

  it.each<[TOrderMove, TOrderStatus]>([
    ['complete', 'ABANDONED'],
    ['complete', 'COMPLETED'],
    ['mark_paid', 'COMPLETED'],
    ['mark_paid', 'RESERVED'],
    ['cancel', 'CANCELLED'],
    ['cancel', 'ABANDONED'],
    ['abandon', 'COMPLETED'],
    ['expire', 'AWAITING_OFFLINE_PAYMENT'],
    ['await_offline_payment', 'ABANDONED'],
    ['refund_requested', 'RESERVED'],
    ['attach_details', 'COMPLETED'],
  ])('refuses %s from %s', (move, from) => {
    expect(canMoveOrder(from, move)).toBe(false);
  });

  it('ends nowhere but its targets: final statuses only move by refunds, or a payment arriving late', () => {
    expect(availableOrderMoves('ABANDONED')).toEqual(['void_late_payment']);
    expect(availableOrderMoves('CANCELLED')).toEqual(['refund_requested', 'refund_settled']);
  });

  it('agrees with itself: a move is available exactly from its sources', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATUSES), fc.constantFrom(...ORDER_MOVES), (status, move) => {
        expect(availableOrderMoves(status).includes(move)).toBe(orderMoveSources(move).includes(status));
      }),
    );
  });
});
