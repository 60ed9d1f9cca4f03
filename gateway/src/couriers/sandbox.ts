import { randomInt } from 'node:crypto';
import type { PrismaClient } from '../db/generated/client/client.js';
import { sharedSecret } from '../payments/shop-secret.js';
import { logger } from '../telemetry/logger.js';
import type { Booking, BookingInput, CourierEvent, CourierProvider, TrackingStatus } from './provider.js';
import { SHIPROCKET_STATUS, shiprocketActivities, shiprocketTimeText } from './shiprocket-events.js';

/** Where the sandbox delivers its tracking webhooks: the shop's handler, as Shiprocket would POST them. */
export type CourierEventSink = (delivery: { rawBody: Buffer; apiKey: string }) => Promise<unknown>;

/** The events a person (or a test) drives from the sandbox page, in the order a parcel meets them. */
export const SANDBOX_EVENTS: readonly { status: TrackingStatus; label: string; activity: string }[] = [
  { status: 'PICKED_UP', label: 'Picked up', activity: 'Shipment picked up from the seller' },
  { status: 'IN_TRANSIT', label: 'In transit', activity: 'In transit to the destination hub' },
  { status: 'OUT_FOR_DELIVERY', label: 'Out for delivery', activity: 'Out for delivery' },
  {
    status: 'DELIVERY_FAILED',
    label: 'Delivery attempt failed',
    activity: 'Delivery attempted: customer not available',
  },
  { status: 'DELIVERED', label: 'Delivered', activity: 'Delivered to the customer' },
  { status: 'RTO_INITIATED', label: 'RTO initiated', activity: 'Return to origin initiated' },
  { status: 'RTO_DELIVERED', label: 'RTO delivered', activity: 'Returned to the seller' },
];

export const SANDBOX_COURIER = 'Kapda Sandbox Courier';

interface Scan {
  date: string;
  status: string;
  activity: string;
  location: string;
  'sr-status': number;
  'sr-status-label': string;
}

/**
 * A stand-in for Shiprocket that needs no network: it books at once (an AWB of its own, one per
 * idempotency key), its tracking page is served by the gateway (/sandbox-courier/{awb}) with a
 * button per courier event, and each press sends the shop the same tracking webhook Shiprocket
 * would (same body, the token in x-api-key), so a default install runs every path a Shiprocket
 * shop does. Nothing is collected or delivered.
 */
export class SandboxCourier implements CourierProvider {
  readonly name = 'sandbox' as const;
  readonly description =
    'sandbox courier (test shipments driven from /sandbox-courier; set COURIER_PROVIDER=shiprocket for real ones)';
  private sink: CourierEventSink | null = null;
  private token: Promise<string> | null = null;

  constructor(private readonly prisma: PrismaClient) {}

  /** Where to send the sandbox's tracking webhooks (the shop's own handler); none until set. */
  sendEventsTo(sink: CourierEventSink | null): void {
    this.sink = sink;
  }

  /** Shared by every process and host through the database. */
  webhookToken(): Promise<string> {
    this.token ??= sharedSecret(this.prisma, 'sandbox-courier-webhook-token');
    return this.token;
  }

  async book(input: BookingInput): Promise<Booking> {
    const awb = `SBX${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
    await this.prisma.sandboxShipment.createMany({
      data: [{ awb, idempotencyKey: input.idempotencyKey, orderId: input.orderId }],
      skipDuplicates: true,
    });
    // Asked again with the same key (an answer lost on the way): the booking made the first time.
    const row = await this.prisma.sandboxShipment.findUniqueOrThrow({
      where: { idempotencyKey: input.idempotencyKey },
    });
    return {
      courier: SANDBOX_COURIER,
      awb: row.awb,
      trackingUrl: `/sandbox-courier/${row.awb}`,
      labelUrl: null,
      providerOrderId: row.orderId,
      providerShipmentId: row.awb,
      pickupAt: new Date(row.createdAt.getTime() + 2 * 3_600_000),
    };
  }

  async track(awb: string): Promise<CourierEvent[]> {
    const row = await this.find(awb);
    return row ? shiprocketActivities(row.awb, row.scans) : [];
  }

  find(awb: string) {
    return this.prisma.sandboxShipment.findUnique({ where: { awb: String(awb) } });
  }

  recent() {
    return this.prisma.sandboxShipment.findMany({ orderBy: { createdAt: 'desc' }, take: 20 });
  }

  /**
   * The courier's event `status` for the parcel `awb`: kept as a scan and sent to the shop as
   * Shiprocket's tracking webhook. False when the AWB is not the sandbox's.
   */
  async drive(awb: string, status: TrackingStatus, at = new Date()): Promise<boolean> {
    const row = await this.find(awb);
    const known = SANDBOX_EVENTS.find((e) => e.status === status);
    if (!row || !known) return false;
    const code = SHIPROCKET_STATUS[status];
    const scan: Scan = {
      date: shiprocketTimeText(at),
      status: code.name,
      activity: known.activity,
      location: status === 'PICKED_UP' || status === 'RTO_DELIVERED' ? 'Bengaluru Hub' : 'Destination hub',
      'sr-status': code.id,
      'sr-status-label': code.name,
    };
    const scans = [...((row.scans as unknown as Scan[]) ?? []), scan];
    await this.prisma.sandboxShipment.update({ where: { awb: row.awb }, data: { scans: scans as object[] } });
    await this.emit(sandboxWebhookBody(row.awb, row.orderId, scans, code, at));
    return true;
  }

  private async emit(body: object): Promise<void> {
    if (!this.sink) return;
    try {
      await this.sink({ rawBody: Buffer.from(JSON.stringify(body), 'utf8'), apiKey: await this.webhookToken() });
    } catch (error) {
      logger.warn(`[sandbox-courier] delivering a tracking event failed: ${(error as Error).message}`);
    }
  }
}

/** Shiprocket's tracking webhook body, as its documentation shows it. */
export function sandboxWebhookBody(
  awb: string,
  orderId: string,
  scans: readonly Scan[],
  code: { id: number; name: string },
  at: Date,
) {
  const shiprocketNow = shiprocketTimeText(at); // "2023-05-19 11:59:16", in Shiprocket's zone (India's)
  const [day, time] = shiprocketNow.split(' ');
  const [y, m, d] = day!.split('-');
  return {
    awb,
    courier_name: SANDBOX_COURIER,
    current_status: code.name,
    current_status_id: code.id,
    shipment_status: code.name,
    shipment_status_id: code.id,
    current_timestamp: `${d} ${m} ${y} ${time}`,
    order_id: orderId,
    sr_order_id: 0,
    awb_assigned_date: scans[0]?.date ?? shiprocketNow,
    pickup_scheduled_date: scans[0]?.date ?? shiprocketNow,
    etd: shiprocketNow,
    scans,
    is_return: code.name.startsWith('RTO') ? 1 : 0,
    channel_id: 0,
    pod_status: '',
    pod: 'Not Available',
  };
}
