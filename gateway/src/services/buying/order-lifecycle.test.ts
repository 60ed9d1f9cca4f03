import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.js';
import { adminMoves, checkAdminMove, isLegal, stockEffect, type LifecycleState } from './order-lifecycle.js';

const at = (status: LifecycleState['status'], deliveredAt: Date | null = null): LifecycleState => ({
  status,
  deliveredAt,
});
const now = new Date('2026-03-10T12:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);

const code = (fn: () => void) => {
  try {
    fn();
  } catch (error) {
    return error instanceof DomainError ? error.code : error;
  }
  return null;
};

describe('the order life cycle', () => {
  it('moves forward one step at a time, never back from a final status', () => {
    expect(isLegal('PLACED', 'CONFIRMED')).toBe(true);
    expect(isLegal('CONFIRMED', 'SHIPPED')).toBe(true);
    expect(isLegal('PLACED', 'SHIPPED')).toBe(false);
    expect(isLegal('DELIVERED', 'SHIPPED')).toBe(false);
    expect(isLegal('RETURNED', 'DELIVERED')).toBe(false);
  });

  it('lets only a confirmed payment place an order, never an admin', () => {
    expect(code(() => checkAdminMove(at('PENDING'), 'PLACED', 7, now))).toBe('CONFLICT');
    expect(adminMoves(at('PENDING'), 7, now)).toEqual(['CANCELLED']);
  });

  it('allows a return only within the return window after delivery', () => {
    expect(code(() => checkAdminMove(at('DELIVERED', daysAgo(3)), 'RETURNED', 7, now))).toBeNull();
    expect(code(() => checkAdminMove(at('DELIVERED', daysAgo(8)), 'RETURNED', 7, now))).toBe('CONFLICT');
    expect(adminMoves(at('DELIVERED', daysAgo(8)), 7, now)).toEqual([]);
  });

  it('releases held stock on a cancel, restocks on a return, reserves again for a late payment', () => {
    expect(stockEffect('PLACED', 'CANCELLED')).toBe('release');
    expect(stockEffect('DELIVERED', 'RETURNED')).toBe('restock');
    expect(stockEffect('CANCELLED', 'PLACED')).toBe('reserve');
    expect(stockEffect('CONFIRMED', 'SHIPPED')).toBeNull();
  });
});
