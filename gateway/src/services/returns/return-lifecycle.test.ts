import { describe, expect, it } from 'vitest';
import {
  checkResolution,
  checkReturnReason,
  isLegalReturnMove,
  refundsDelivery,
  RETURN_STATUSES,
  returnConflict,
  shopperMayCancel,
} from './return-lifecycle.js';
import { linePaid, unitsValue } from '../buying/line-value.js';

describe('return life cycle', () => {
  it('has exactly the legal moves of the issue', () => {
    const moves = RETURN_STATUSES.flatMap((from) =>
      RETURN_STATUSES.filter((to) => isLegalReturnMove(from, to)).map((to) => `${from}>${to}`),
    );
    expect(moves.sort()).toEqual(
      [
        'REQUESTED>APPROVED',
        'REQUESTED>DECLINED',
        'REQUESTED>CANCELLED',
        'APPROVED>PICKED_UP',
        'APPROVED>CANCELLED',
        'PICKED_UP>RECEIVED',
        'RECEIVED>REFUNDED',
        'RECEIVED>EXCHANGED',
      ].sort(),
    );
  });

  it('lets the shopper cancel only before pickup', () => {
    expect(RETURN_STATUSES.filter(shopperMayCancel)).toEqual(['REQUESTED', 'APPROVED']);
  });

  it('names both states in a conflict', () => {
    expect(returnConflict('DECLINED', 'APPROVED').message).toBe(
      'This return is DECLINED and cannot become APPROVED; nothing was changed',
    );
    expect(returnConflict('DECLINED', 'APPROVED').code).toBe('CONFLICT');
  });

  it('reads reasons and resolutions in any case, refusing others with 400', () => {
    expect(checkReturnReason('too small')).toBe('TOO_SMALL');
    expect(checkReturnReason('NOT_AS_SHOWN')).toBe('NOT_AS_SHOWN');
    expect(checkResolution(undefined)).toBe('REFUND');
    expect(checkResolution('exchange')).toBe('EXCHANGE');
    expect(() => checkReturnReason('bored')).toThrow(/Unknown return reason "bored"/);
  });

  it('refunds the delivery charge for the whole order, or for the shop’s fault under the default rule', () => {
    expect(refundsDelivery('fault', 'DAMAGED_OR_DEFECTIVE', false)).toBe(true);
    expect(refundsDelivery('fault', 'NOT_AS_SHOWN', false)).toBe(true);
    expect(refundsDelivery('fault', 'TOO_SMALL', false)).toBe(false);
    expect(refundsDelivery('fault', 'TOO_SMALL', true)).toBe(true);
    expect(refundsDelivery('whole-order', 'DAMAGED_OR_DEFECTIVE', false)).toBe(false);
  });
});

describe('a line’s paid value', () => {
  const line = { discountedPrice: 100_000, couponDiscount: 10_001, quantity: 3 };
  it('is the line total less its coupon share', () => {
    expect(linePaid(line)).toBe(89_999);
  });
  it('gives back exactly what was paid when returned unit by unit', () => {
    const parts = [unitsValue(line, 1, 0), unitsValue(line, 1, 1), unitsValue(line, 1, 2)];
    expect(parts.reduce((a, b) => a + b, 0)).toBe(89_999);
    expect(unitsValue(line, 3)).toBe(89_999);
    expect(unitsValue(line, 2, 0) + unitsValue(line, 1, 2)).toBe(89_999);
  });
});
