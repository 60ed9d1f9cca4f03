import { describe, expect, it } from 'vitest';
import {
  ADMIN_MOVES_TEXT,
  adminMoves,
  canArchive,
  cancelsOnArchive,
  checkAdminMove,
  checkStatuses,
  edgeCondition,
  isLegal,
  ORDER_STATUSES,
  stockEffect,
} from './order-lifecycle.js';

const ALLOWED: Record<string, string[]> = {
  PENDING: ['PLACED', 'CANCELLED'],
  PLACED: ['CONFIRMED', 'CANCELLED'],
  CONFIRMED: ['SHIPPED', 'CANCELLED'],
  SHIPPED: ['DELIVERED', 'RETURN_TO_ORIGIN'],
  DELIVERED: ['RETURNED'],
  CANCELLED: ['PLACED'],
  RETURNED: [],
  RETURN_TO_ORIGIN: [],
};
const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));
const day = 86_400_000;

describe('the order life-cycle table', () => {
  it('lists every status of the database enum once, in life-cycle order', () => {
    expect(ORDER_STATUSES).toEqual([
      'PENDING',
      'PLACED',
      'CONFIRMED',
      'SHIPPED',
      'DELIVERED',
      'CANCELLED',
      'RETURNED',
      'RETURN_TO_ORIGIN',
    ]);
  });

  it.each(pairs)('%s → %s is allowed exactly when the table has the edge', (from, to) => {
    expect(isLegal(from, to)).toBe(ALLOWED[from]!.includes(to));
  });

  it.each(pairs)('an admin may move %s → %s only along the table, never to PLACED', (from, to) => {
    // A cash-on-delivery order: the one kind that may also be refused at the door (RETURN_TO_ORIGIN).
    const order = { status: from, deliveredAt: new Date(), paymentMethod: 'COD' as const };
    const allowed = ALLOWED[from]!.includes(to) && to !== 'PLACED';
    if (allowed) expect(() => checkAdminMove(order, to, 7)).not.toThrow();
    else expect(() => checkAdminMove(order, to, 7)).toThrow(`An order cannot go from ${from} to ${to}`);
  });

  it('refuses a return once the return window after delivery has closed, naming the day it closed', () => {
    const now = new Date('2026-11-20T12:00:00Z');
    const inside = { status: 'DELIVERED' as const, deliveredAt: new Date(now.getTime() - 6 * day) };
    const outside = { status: 'DELIVERED' as const, deliveredAt: new Date('2026-11-10T12:00:00Z') };
    expect(() => checkAdminMove(inside, 'RETURNED', 7, now)).not.toThrow();
    expect(() => checkAdminMove(outside, 'RETURNED', 7, now)).toThrow('return window closed on 2026-11-17');
    expect(adminMoves(inside, 7, now)).toEqual(['RETURNED']);
    expect(adminMoves(outside, 7, now)).toEqual([]);
  });

  it('lets only a cash-on-delivery order be refused at the door', () => {
    const shipped = { status: 'SHIPPED' as const, deliveredAt: null };
    expect(adminMoves({ ...shipped, paymentMethod: 'PREPAID' }, 7)).toEqual(['DELIVERED']);
    expect(adminMoves({ ...shipped, paymentMethod: 'COD' }, 7)).toEqual(['DELIVERED', 'RETURN_TO_ORIGIN']);
    expect(() => checkAdminMove({ ...shipped, paymentMethod: 'PREPAID' }, 'RETURN_TO_ORIGIN', 7)).toThrow(
      'only a cash-on-delivery order is refused at the door',
    );
    expect(edgeCondition('SHIPPED', 'RETURN_TO_ORIGIN')).toEqual({ paymentMethod: 'COD' });
  });

  it('offers an admin a PENDING order only its cancellation: only a payment places it', () => {
    expect(adminMoves({ status: 'PENDING', deliveredAt: null }, 7)).toEqual(['CANCELLED']);
  });

  it('lets only a late payment take a cancelled order back to PLACED, and only one never paid', () => {
    expect(isLegal('CANCELLED', 'PLACED')).toBe(true);
    expect(adminMoves({ status: 'CANCELLED', deliveredAt: null }, 7)).toEqual([]);
    expect(edgeCondition('CANCELLED', 'PLACED')).toEqual({ paidAt: null });
    expect(edgeCondition('PENDING', 'PLACED')).toBeNull();
  });

  it('describes the admin moves from the table itself', () => {
    expect(ADMIN_MOVES_TEXT).toBe(
      'PENDING → CANCELLED, PLACED → CONFIRMED | CANCELLED, CONFIRMED → SHIPPED | CANCELLED, SHIPPED → DELIVERED | RETURN_TO_ORIGIN, DELIVERED → RETURNED',
    );
  });
});

describe('what a move does to stock and deleting', () => {
  it.each(pairs)(
    '%s → %s releases stock only when cancelling a held order, restocks only on a return, reserves only when a cancelled order is placed',
    (from, to) => {
      const expected =
        to === 'CANCELLED' && ['PENDING', 'PLACED', 'CONFIRMED'].includes(from)
          ? 'release'
          : to === 'RETURNED' || to === 'RETURN_TO_ORIGIN'
            ? 'restock'
            : from === 'CANCELLED' && to === 'PLACED'
              ? 'reserve'
              : null;
      expect(stockEffect(from, to)).toBe(expected);
    },
  );

  it.each(ORDER_STATUSES)(
    'a %s order may be deleted unless it left the warehouse; held ones are cancelled first',
    (s) => {
      expect(canArchive(s)).toBe(!['SHIPPED', 'DELIVERED'].includes(s));
      expect(cancelsOnArchive(s)).toBe(['PENDING', 'PLACED', 'CONFIRMED'].includes(s));
    },
  );
});

describe('status names from a client', () => {
  it('accepts any case and answers the enum value', () => {
    expect(checkStatuses(['shipped', ' Delivered '])).toEqual(['SHIPPED', 'DELIVERED']);
  });

  it('refuses an unknown name with a 400 naming it and the valid ones', () => {
    expect(() => checkStatuses(['lost'])).toThrow('Unknown order status "lost"; use PENDING, PLACED');
  });
});
