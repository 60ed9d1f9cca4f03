import type { CourierEvent, TrackingStatus } from './provider.js';
import { parseDay, shopInstant, wallClock } from '../services/shop-time.js';

/**
 * Shiprocket's shipment status ids (the `shipment_status_id` of its tracking webhook and the
 * `shipment_status` of track-by-AWB), as the shop reads them. Anything else is OTHER: recorded
 * and shown, never a move.
 */
const BY_ID: Readonly<Record<number, TrackingStatus>> = {
  6: 'IN_TRANSIT', // SHIPPED
  7: 'DELIVERED',
  9: 'RTO_INITIATED',
  10: 'RTO_DELIVERED',
  17: 'OUT_FOR_DELIVERY',
  18: 'IN_TRANSIT',
  21: 'DELIVERY_FAILED', // UNDELIVERED
  38: 'IN_TRANSIT', // REACHED AT DESTINATION HUB
  42: 'PICKED_UP',
  52: 'BOOKED', // SHIPMENT BOOKED
};

/** The same by the status's name (Shiprocket's upper-case words), for ids the table lacks. */
const BY_NAME: readonly [RegExp, TrackingStatus][] = [
  [/^RTO[ _]DELIVERED/, 'RTO_DELIVERED'],
  [/^RTO/, 'RTO_INITIATED'],
  [/^OUT FOR DELIVERY/, 'OUT_FOR_DELIVERY'],
  [/^(UNDELIVERED|DELIVERY FAILED|NDR)/, 'DELIVERY_FAILED'],
  [/^DELIVERED/, 'DELIVERED'],
  [/^PICKED UP/, 'PICKED_UP'],
  [/^(IN TRANSIT|SHIPPED|REACHED)/, 'IN_TRANSIT'],
];

function trackingStatusOf(id: unknown, name: unknown): TrackingStatus {
  const known = BY_ID[Number(id)];
  if (known) return known;
  const text = String(name ?? '')
    .trim()
    .toUpperCase();
  return BY_NAME.find(([pattern]) => pattern.test(text))?.[1] ?? 'OTHER';
}

/** Shiprocket's ids back from the shop's words: what the sandbox courier puts in its webhooks. */
export const SHIPROCKET_STATUS: Readonly<Record<TrackingStatus, { id: number; name: string }>> = {
  BOOKED: { id: 52, name: 'SHIPMENT BOOKED' },
  PICKED_UP: { id: 42, name: 'PICKED UP' },
  IN_TRANSIT: { id: 18, name: 'IN TRANSIT' },
  OUT_FOR_DELIVERY: { id: 17, name: 'OUT FOR DELIVERY' },
  DELIVERY_FAILED: { id: 21, name: 'UNDELIVERED' },
  DELIVERED: { id: 7, name: 'DELIVERED' },
  RTO_INITIATED: { id: 9, name: 'RTO INITIATED' },
  RTO_DELIVERED: { id: 10, name: 'RTO DELIVERED' },
  OTHER: { id: 0, name: 'OTHER' },
};

/**
 * The zone Shiprocket writes its times in: India's, whatever the shop's own zone (SHOP_TIME_ZONE)
 * is. Its times are read and written in it; the shop shows them in its own zone.
 */
const SHIPROCKET_TIME_ZONE = 'Asia/Kolkata';

/**
 * A time as Shiprocket writes it, always India time (SHIPROCKET_TIME_ZONE): "23 05 2023 11:43:52" (the webhook's
 * current_timestamp) or "2023-05-19 11:59:16" (scans, track by AWB); an ISO time as it is. Null
 * when it is none of these.
 */
export function shiprocketTime(value: unknown): Date | null {
  const text = String(value ?? '').trim();
  let m = /^(\d{2}) (\d{2}) (\d{4}) (\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (m) return ist(m[3]!, m[2]!, m[1]!, m[4]!, m[5]!, m[6]);
  m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (m) return ist(m[1]!, m[2]!, m[3]!, m[4]!, m[5]!, m[6]);
  if (/^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:\d{2})$/.test(text)) {
    const d = new Date(text);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  return null;
}

function ist(y: string, mo: string, d: string, h: string, mi: string, s = '00'): Date | null {
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (!parseDay(`${y}-${mo}-${d}`) || hour > 23 || minute > 59 || second > 59) return null;
  return shopInstant(year, month, day, hour, minute, second, SHIPROCKET_TIME_ZONE);
}

/** "2023-05-19 11:59:16" in India time: how Shiprocket (and so the sandbox) writes a time. */
export function shiprocketTimeText(at: Date): string {
  const w = wallClock(at, SHIPROCKET_TIME_ZONE);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${w.year}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;
}

/** Why a webhook body is not a tracking event, or the event it is. */
export type ParsedWebhook = { ok: true; event: CourierEvent } | { ok: false; why: string };

/**
 * Shiprocket's tracking webhook body (awb, current_status, shipment_status_id, current_timestamp,
 * scans[]) as one event. Shiprocket sends no event id, so the event's id is made of what makes
 * it this event: the AWB, the status and the courier's time; the same update delivered twice
 * has the same id.
 */
export function parseShiprocketWebhook(body: unknown): ParsedWebhook {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { ok: false, why: 'the body is not an object' };
  const b = body as Record<string, unknown>;
  const awb = typeof b.awb === 'string' || typeof b.awb === 'number' ? String(b.awb).trim() : '';
  if (!awb || awb.length > 40) return { ok: false, why: 'it names no AWB (awb)' };
  const statusName = String(b.current_status ?? b.shipment_status ?? '').trim();
  if (!statusName && b.shipment_status_id == null) return { ok: false, why: 'it names no status (current_status)' };
  const occurredAt = shiprocketTime(b.current_timestamp);
  if (!occurredAt) return { ok: false, why: 'its current_timestamp is not a time' };
  const status = trackingStatusOf(b.shipment_status_id, b.shipment_status ?? statusName);
  const scans = Array.isArray(b.scans) ? (b.scans as Record<string, unknown>[]) : [];
  const last = scans.at(-1);
  const statusKey = b.shipment_status_id ?? statusName;
  return {
    ok: true,
    event: {
      eventId: `${awb}:${String(statusKey).slice(0, 40)}:${occurredAt.toISOString()}`,
      awb,
      status,
      description: String(last?.activity ?? statusName ?? status).slice(0, 300) || status,
      location: last?.location ? String(last.location).slice(0, 200) : null,
      occurredAt,
    },
  };
}

/**
 * Track-by-AWB's answer (tracking_data.shipment_track_activities, newest first) as events, oldest
 * first. Each activity's `sr-status` is Shiprocket's status id.
 */
export function shiprocketActivities(awb: string, activities: unknown): CourierEvent[] {
  if (!Array.isArray(activities)) return [];
  const events: CourierEvent[] = [];
  for (const a of activities as Record<string, unknown>[]) {
    const occurredAt = shiprocketTime(a.date);
    if (!occurredAt) continue;
    const id = a['sr-status'] ?? a['sr-status-label'] ?? a.status;
    const status = trackingStatusOf(a['sr-status'], a['sr-status-label'] ?? a.activity);
    events.push({
      eventId: `${awb}:${String(id).slice(0, 40)}:${occurredAt.toISOString()}`,
      awb,
      status,
      description: String(a.activity ?? a['sr-status-label'] ?? status).slice(0, 300),
      location: a.location ? String(a.location).slice(0, 200) : null,
      occurredAt,
    });
  }
  return events.sort((x, y) => x.occurredAt.getTime() - y.occurredAt.getTime());
}
