/**
 * What the shop needs from a courier provider (an aggregator such as Shiprocket, or the built-in
 * sandbox): book a parcel (an AWB, a label, a pickup), and say what happened to it since. Booking
 * is idempotent: the same `idempotencyKey` always means the same booking, so asking again after a
 * lost answer never books twice.
 */
export interface CourierProvider {
  readonly name: 'sandbox' | 'shiprocket';
  /** One line for the start banner. */
  readonly description: string;
  book(input: BookingInput): Promise<Booking>;
  /** The parcel's events so far, oldest first (the reconciliation poll); [] when the AWB is unknown. */
  track(awb: string): Promise<CourierEvent[]>;
  /** The token the provider's tracking webhook carries in `x-api-key`; null when none is configured. */
  webhookToken(): Promise<string | null>;
}

/** What a booking needs to know of the order. Amounts are paise. */
export interface BookingInput {
  idempotencyKey: string;
  orderId: string;
  /** The order number the shopper knows (#1A2B3C4D). */
  orderNumber: string;
  orderedAt: Date;
  paymentMethod: 'PREPAID' | 'COD';
  /** Paise the courier collects at the door (0 when prepaid). */
  codAmount: number;
  /** Paise: the order's value. */
  total: number;
  to: {
    name: string;
    lastName: string;
    street: string;
    city: string;
    state: string;
    pin: string;
    mobile: string;
    email: string;
  };
  lines: { name: string; sku: string; units: number; price: number }[];
}

export interface Booking {
  courier: string;
  awb: string;
  trackingUrl: string | null;
  labelUrl: string | null;
  providerOrderId: string | null;
  providerShipmentId: string | null;
  pickupAt: Date | null;
}

/** The shop's own words for a courier's states, whatever the provider calls them. */
export type TrackingStatus =
  | 'BOOKED'
  | 'PICKED_UP'
  | 'IN_TRANSIT'
  | 'OUT_FOR_DELIVERY'
  | 'DELIVERY_FAILED'
  | 'DELIVERED'
  | 'RTO_INITIATED'
  | 'RTO_DELIVERED'
  | 'OTHER';

/** One courier event, in the shop's words and the courier's. */
export interface CourierEvent {
  /** Unique for the provider: the same event delivered twice has the same id. */
  eventId: string;
  awb: string;
  status: TrackingStatus;
  /** The courier's words. */
  description: string;
  location: string | null;
  occurredAt: Date;
}

/**
 * A provider call that did not work. `permanent` when asking again cannot help (the provider
 * refused the request itself); otherwise it was unreachable or failed on its side. The message
 * never contains a secret.
 */
export class CourierError extends Error {
  constructor(
    message: string,
    readonly permanent = false,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'CourierError';
  }
}
