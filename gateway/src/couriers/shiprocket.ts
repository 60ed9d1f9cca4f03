import { CourierError, type Booking, type BookingInput, type CourierEvent, type CourierProvider } from './provider.js';
import { shiprocketActivities, shiprocketTime, shiprocketTimeText } from './shiprocket-events.js';

const SHIPROCKET_API_URL = 'https://apiv2.shiprocket.in';
/** Shiprocket's tokens last 240 hours; the client logs in again well before. */
const TOKEN_LIFETIME_MS = 9 * 86_400_000;

export interface ShiprocketOptions {
  /** The API user's email and password (Settings → API → Create an API user). */
  email: string;
  password: string;
  /** The pickup location's name as set up in Shiprocket (Settings → Pickup addresses). */
  pickupLocation: string;
  /** Shiprocket's API; tests point it at a local fake. */
  apiUrl?: string;
  /** SHIPROCKET_WEBHOOK_TOKEN: the security token set on the tracking webhook (sent as x-api-key). */
  webhookToken?: string;
  /** Parcel size and weight sent with every order (one size of box). */
  parcel?: { lengthCm: number; breadthCm: number; heightCm: number; weightKg: number };
}

/** A Shiprocket call that did not work; the message never contains the password or the token. */
class ShiprocketError extends CourierError {
  constructor(message: string, status?: number) {
    super(message, status !== undefined && status >= 400 && status < 500 && status !== 401 && status !== 429, status);
    this.name = 'ShiprocketError';
  }
}

const rupees = (paise: number) => Math.round(paise) / 100;
/** "2026-11-28 09:05": a time as Shiprocket reads it, in its own zone (India's). */
const day = (d: Date) => shiprocketTimeText(d).slice(0, 16);

/**
 * Shiprocket's REST API (https://apidocs.shiprocket.in): token login, create an adhoc order,
 * assign an AWB, generate the label and the pickup, track by AWB. Booking is idempotent on the
 * shop's order id (Shiprocket's `order_id`): asked again after a lost answer, the client finds
 * the order and the AWB Shiprocket already has instead of making new ones.
 */
export class ShiprocketCourier implements CourierProvider {
  readonly name = 'shiprocket' as const;
  readonly description: string;
  private readonly apiUrl: string;
  private token: { value: string; until: number } | null = null;

  constructor(private readonly options: ShiprocketOptions) {
    this.apiUrl = (options.apiUrl ?? SHIPROCKET_API_URL).replace(/\/$/, '');
    const webhooks = options.webhookToken ? 'webhooks on' : 'webhooks off: set SHIPROCKET_WEBHOOK_TOKEN';
    this.description = `shiprocket (API user ${options.email}, pickup "${options.pickupLocation}"${options.apiUrl ? `, API ${this.apiUrl}` : ''}, ${webhooks})`;
  }

  async webhookToken(): Promise<string | null> {
    return this.options.webhookToken || null;
  }

  async book(input: BookingInput): Promise<Booking> {
    const parcel = this.options.parcel ?? { lengthCm: 30, breadthCm: 25, heightCm: 5, weightKg: 0.5 };
    const created = await this.call<{ order_id?: number; shipment_id?: number; status_code?: number }>(
      'POST',
      '/v1/external/orders/create/adhoc',
      {
        order_id: input.idempotencyKey,
        order_date: day(input.orderedAt),
        pickup_location: this.options.pickupLocation,
        billing_customer_name: input.to.name,
        billing_last_name: input.to.lastName,
        billing_address: input.to.street,
        billing_city: input.to.city,
        billing_pincode: input.to.pin,
        billing_state: input.to.state,
        billing_country: 'India',
        billing_email: input.to.email,
        billing_phone: input.to.mobile,
        shipping_is_billing: true,
        order_items: input.lines.map((l) => ({
          name: l.name,
          sku: l.sku,
          units: l.units,
          selling_price: rupees(l.price),
        })),
        payment_method: input.paymentMethod === 'COD' ? 'COD' : 'Prepaid',
        sub_total: rupees(input.paymentMethod === 'COD' ? input.codAmount : input.total),
        length: parcel.lengthCm,
        breadth: parcel.breadthCm,
        height: parcel.heightCm,
        weight: parcel.weightKg,
      },
    );
    const shipmentId = created?.shipment_id;
    if (!created?.order_id || !shipmentId)
      throw new ShiprocketError('Shiprocket answered an order without order_id or shipment_id');
    const awb = await this.assignAwb(shipmentId);
    const label = await this.call<{ label_url?: string }>('POST', '/v1/external/courier/generate/label', {
      shipment_id: [shipmentId],
    });
    const pickup = await this.call<{ response?: { pickup_scheduled_date?: string } }>(
      'POST',
      '/v1/external/courier/generate/pickup',
      { shipment_id: [shipmentId] },
    ).catch((error: unknown) => {
      // A pickup already asked for (a retried booking) is not a failure of the booking.
      if (error instanceof CourierError && error.permanent) return null;
      throw error;
    });
    return {
      courier: awb.courier,
      awb: awb.awb,
      trackingUrl: `https://shiprocket.co/tracking/${encodeURIComponent(awb.awb)}`,
      labelUrl: label?.label_url ?? null,
      providerOrderId: String(created.order_id),
      providerShipmentId: String(shipmentId),
      pickupAt: shiprocketTime(pickup?.response?.pickup_scheduled_date),
    };
  }

  /** Assigns the AWB; when the shipment has one already (a retried booking), reads it instead. */
  private async assignAwb(shipmentId: number): Promise<{ awb: string; courier: string }> {
    type Assigned = { awb_assign_status?: number; response?: { data?: { awb_code?: string; courier_name?: string } } };
    const assigned = await this.call<Assigned>('POST', '/v1/external/courier/assign/awb', {
      shipment_id: shipmentId,
    }).catch((error: unknown) => {
      if (error instanceof CourierError && error.permanent) return null;
      throw error;
    });
    const data = assigned?.awb_assign_status === 1 ? assigned.response?.data : null;
    if (data?.awb_code) return { awb: String(data.awb_code), courier: String(data.courier_name ?? 'Shiprocket') };
    const shipment = await this.call<{ data?: { awb?: string; courier?: string } }>(
      'GET',
      `/v1/external/shipments/${shipmentId}`,
    );
    if (!shipment?.data?.awb) throw new ShiprocketError('Shiprocket assigned no AWB to the shipment', 422);
    return { awb: String(shipment.data.awb), courier: String(shipment.data.courier ?? 'Shiprocket') };
  }

  async track(awb: string): Promise<CourierEvent[]> {
    type Tracking = { tracking_data?: { shipment_track_activities?: unknown } };
    const answer = await this.call<Tracking & Record<string, Tracking>>(
      'GET',
      `/v1/external/courier/track/awb/${encodeURIComponent(awb)}`,
    );
    // Answered either as { tracking_data } or keyed by the AWB: { "<awb>": { tracking_data } }.
    const data = answer?.tracking_data ?? answer?.[awb]?.tracking_data;
    return shiprocketActivities(awb, data?.shipment_track_activities);
  }

  private async login(): Promise<string> {
    if (this.token && this.token.until > Date.now()) return this.token.value;
    const answer = await this.send<{ token?: string }>('POST', '/v1/external/auth/login', null, {
      email: this.options.email,
      password: this.options.password,
    });
    if (!answer?.token) throw new ShiprocketError('Shiprocket answered the login without a token');
    this.token = { value: answer.token, until: Date.now() + TOKEN_LIFETIME_MS };
    return answer.token;
  }

  /** One authenticated call; a 401 (the token expired early) logs in once more. */
  private async call<T>(method: string, path: string, body?: unknown): Promise<T | null> {
    try {
      return await this.send<T>(method, path, await this.login(), body);
    } catch (error) {
      if (!(error instanceof CourierError) || error.status !== 401) throw error;
      this.token = null;
      return this.send<T>(method, path, await this.login(), body);
    }
  }

  private async send<T>(method: string, path: string, token: string | null, body?: unknown): Promise<T | null> {
    let res: Response;
    try {
      res = await fetch(`${this.apiUrl}${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      throw new ShiprocketError(`Shiprocket could not be reached: ${(error as Error).message}`);
    }
    const payload = (await res.json().catch(() => null)) as { message?: string } | null;
    if (res.ok) return payload as T;
    const where = path.replace(/\/[^/]*\d[^/]*$/, '/…');
    throw new ShiprocketError(
      `Shiprocket refused ${method} ${where}: ${payload?.message ?? `HTTP ${res.status}`}`,
      res.status,
    );
  }
}
