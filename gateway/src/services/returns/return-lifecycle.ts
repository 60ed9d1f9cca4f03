import type { ReturnReason, ReturnResolution, ReturnStatus } from '../../db/generated/client/client.js';
import { DomainError, invalidInput } from '../errors.js';

/**
 * The return life cycle, the one table of legal moves: the shopper asks (REQUESTED); the shop
 * approves or declines; the parcel is picked up, then received; a refund or the exchange closes
 * it. The shopper may cancel until it is picked up.
 */
const LEGAL: Readonly<Record<ReturnStatus, readonly ReturnStatus[]>> = {
  REQUESTED: ['APPROVED', 'DECLINED', 'CANCELLED'],
  APPROVED: ['PICKED_UP', 'CANCELLED'],
  DECLINED: [],
  PICKED_UP: ['RECEIVED'],
  RECEIVED: ['REFUNDED', 'EXCHANGED'],
  REFUNDED: [],
  EXCHANGED: [],
  CANCELLED: [],
};

export const RETURN_STATUSES = Object.keys(LEGAL) as ReturnStatus[];

/** Statuses a request no longer holds its units in (another request may ask for them). */
export const LET_GO: readonly ReturnStatus[] = ['DECLINED', 'CANCELLED'];

/** The back office's four queues. */
export const RETURN_QUEUES = {
  REQUESTED: ['REQUESTED'],
  TO_PICK_UP: ['APPROVED'],
  TO_RECEIVE: ['PICKED_UP', 'RECEIVED'],
  DONE: ['REFUNDED', 'EXCHANGED', 'DECLINED', 'CANCELLED'],
} as const satisfies Record<string, readonly ReturnStatus[]>;
export type ReturnQueue = keyof typeof RETURN_QUEUES;

export function isLegalReturnMove(from: ReturnStatus, to: ReturnStatus): boolean {
  return LEGAL[from].includes(to);
}

/** The moves from a status, for the back office's buttons. */
export function returnMovesFrom(from: ReturnStatus): readonly ReturnStatus[] {
  return LEGAL[from];
}

/** The timestamp column a move stamps. */
export const RETURN_STAMP: Partial<Record<ReturnStatus, 'approvedAt' | 'pickedUpAt' | 'receivedAt' | 'closedAt'>> = {
  APPROVED: 'approvedAt',
  PICKED_UP: 'pickedUpAt',
  RECEIVED: 'receivedAt',
  REFUNDED: 'closedAt',
  EXCHANGED: 'closedAt',
  DECLINED: 'closedAt',
  CANCELLED: 'closedAt',
};

/** CONFLICT naming both states: where the request is, and where it was asked to go. */
export const returnConflict = (from: ReturnStatus, to: ReturnStatus, why?: string) =>
  new DomainError(
    'CONFLICT',
    `This return is ${from} and cannot become ${to}${why ? `: ${why}` : ''}; nothing was changed`,
  );

/** Whether the shopper may still cancel their request: before the parcel is picked up. */
export function shopperMayCancel(status: ReturnStatus): boolean {
  return isLegalReturnMove(status, 'CANCELLED');
}

export const RETURN_REASONS: Readonly<Record<ReturnReason, string>> = {
  TOO_SMALL: 'Too small',
  TOO_LARGE: 'Too large',
  DAMAGED_OR_DEFECTIVE: 'Damaged or defective',
  NOT_AS_SHOWN: 'Not as shown',
  CHANGED_MY_MIND: 'Changed my mind',
};

/** Reasons that are the shop's fault: the delivery charge goes back with them (RETURN_DELIVERY_REFUND=fault). */
const SHOP_FAULT: ReadonlySet<ReturnReason> = new Set(['DAMAGED_OR_DEFECTIVE', 'NOT_AS_SHOWN']);

/** When the delivery charge is refunded with a return (the RETURN_DELIVERY_REFUND setting). */
export type DeliveryRefundRule = 'fault' | 'whole-order';
export const DEFAULT_DELIVERY_REFUND_RULE: DeliveryRefundRule = 'fault';

/** The rule in words, as the storefront and the back office state it. */
export function deliveryRefundText(rule: DeliveryRefundRule): string {
  return rule === 'fault'
    ? 'The delivery charge is refunded when the whole order comes back, or when an item was damaged, defective or not as shown.'
    : 'The delivery charge is refunded only when the whole order comes back.';
}

/** Whether this return gives the delivery charge back. */
export function refundsDelivery(rule: DeliveryRefundRule, reason: ReturnReason, wholeOrder: boolean): boolean {
  return wholeOrder || (rule === 'fault' && SHOP_FAULT.has(reason));
}

function enumValue<T extends string>(value: unknown, names: readonly T[], what: string, field: string): T {
  const name = String(value ?? '')
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  if (!(names as readonly string[]).includes(name)) {
    throw invalidInput(`Unknown ${what} "${String(value)}"; use ${names.join(', ')}`, field);
  }
  return name as T;
}

export const checkReturnReason = (value: unknown) =>
  enumValue(value, Object.keys(RETURN_REASONS) as ReturnReason[], 'return reason', 'reason');
export const checkResolution = (value: unknown) =>
  enumValue<ReturnResolution>(value ?? 'REFUND', ['REFUND', 'EXCHANGE'], 'resolution', 'resolution');
export const checkReturnQueue = (value: unknown) =>
  enumValue(value, Object.keys(RETURN_QUEUES) as ReturnQueue[], 'returns queue', 'queue');

/** The shopper's words (optional): trimmed, at most 500 characters. */
export function checkNote(value: unknown, field = 'note', max = 500): string | null {
  if (value == null) return null;
  if (typeof value !== 'string') throw invalidInput(`The ${field} must be text`, field);
  const text = value.trim();
  if (text.length > max) throw invalidInput(`The ${field} is too long (at most ${max} characters)`, field);
  return text || null;
}

/** A count of units: a whole number from `min`. */
export function checkUnits(value: unknown, field: string, min = 1): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > 10_000) {
    throw invalidInput(`${field} must be a whole number of units${min ? ' above 0' : ''}`, field);
  }
  return value;
}

/** The last day a delivered order may be returned. */
export function returnDeadline(deliveredAt: Date, windowDays: number): Date {
  return new Date(deliveredAt.getTime() + windowDays * 86_400_000);
}
