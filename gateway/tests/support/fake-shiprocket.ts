// A local fake of Shiprocket for the courier client's tests: token login, create adhoc order,
// assign AWB, generate label and pickup, shipment details and track by AWB on Shiprocket's
// documented paths and JSON shapes (https://apidocs.shiprocket.in), behind a Bearer token. The
// test can take it down, lose an answer after doing the work, and expire the token.
import http from 'node:http';
import { randomBytes } from 'node:crypto';

interface FakeShiprocketOrder {
  orderId: number;
  shipmentId: number;
  channelOrderId: string;
  body: any;
  awb: string | null;
  courier: string;
  pickupAsked: number;
  activities: {
    date: string;
    status: string;
    activity: string;
    location: string;
    'sr-status': string;
    'sr-status-label': string;
  }[];
}

export interface FakeShiprocket {
  url: string;
  email: string;
  password: string;
  orders: Map<string, FakeShiprocketOrder>;
  /** Every request, with its path and whether it carried a valid token. */
  requests: { method: string; path: string; authorised: boolean; body: any }[];
  logins: number;
  /** While true every call but login answers 503. */
  down: boolean;
  /** The next N calls to this path do their work but lose the answer (the connection drops). */
  loseAnswers: Map<string, number>;
  /** Forgets the tokens it gave (as when one expires): the next call is a 401. */
  expireTokens(): void;
  close(): Promise<void>;
}

export async function startFakeShiprocket(): Promise<FakeShiprocket> {
  const tokens = new Set<string>();
  let nextId = 1000;
  const fake: FakeShiprocket = {
    url: '',
    email: 'api-user@kapda.test',
    password: 'api-password',
    orders: new Map(),
    requests: [],
    logins: 0,
    down: false,
    loseAnswers: new Map(),
    expireTokens: () => tokens.clear(),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const byShipment = (id: unknown) => [...fake.orders.values()].find((o) => o.shipmentId === Number(id));

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : null;
      const path = (req.url ?? '').split('?')[0]!;
      const auth = req.headers.authorization ?? '';
      const authorised = auth.startsWith('Bearer ') && tokens.has(auth.slice(7));
      fake.requests.push({ method: req.method!, path, authorised, body });
      const send = (status: number, payload: unknown) => {
        const lose = fake.loseAnswers.get(path) ?? 0;
        if (lose > 0) {
          fake.loseAnswers.set(path, lose - 1);
          req.socket.destroy();
          return;
        }
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
      };
      if (req.method === 'POST' && path === '/v1/external/auth/login') {
        if (body?.email !== fake.email || body?.password !== fake.password) {
          return send(400, { message: 'Invalid email and password combination', status_code: 400 });
        }
        fake.logins++;
        const token = randomBytes(16).toString('hex');
        tokens.add(token);
        return send(200, { id: 1, email: fake.email, token });
      }
      if (fake.down) return send(503, { message: 'Service Unavailable' });
      if (!authorised) return send(401, { message: 'Token has expired', status_code: 401 });
      if (req.method === 'POST' && path === '/v1/external/orders/create/adhoc') {
        const required = [
          'order_id',
          'order_date',
          'pickup_location',
          'billing_customer_name',
          'billing_address',
          'billing_city',
          'billing_pincode',
          'billing_state',
          'billing_country',
          'billing_email',
          'billing_phone',
          'order_items',
          'payment_method',
          'sub_total',
          'length',
          'breadth',
          'height',
          'weight',
        ];
        const missing = required.filter((k) => body?.[k] === undefined || body?.[k] === '');
        if (missing.length) return send(422, { message: `Missing ${missing.join(', ')}`, status_code: 422 });
        // The channel order id again: the order Shiprocket already has.
        let order = fake.orders.get(String(body.order_id));
        if (!order) {
          order = {
            orderId: nextId++,
            shipmentId: nextId++,
            channelOrderId: String(body.order_id),
            body,
            awb: null,
            courier: 'Delhivery Surface',
            pickupAsked: 0,
            activities: [],
          };
          fake.orders.set(order.channelOrderId, order);
        }
        return send(200, {
          order_id: order.orderId,
          shipment_id: order.shipmentId,
          status: 'NEW',
          status_code: 1,
          onboarding_completed_now: 0,
          awb_code: null,
          courier_company_id: null,
          courier_name: null,
        });
      }
      if (req.method === 'POST' && path === '/v1/external/courier/assign/awb') {
        const order = byShipment(body?.shipment_id);
        if (!order) return send(400, { message: 'Invalid shipment id', status_code: 400 });
        if (order.awb) return send(400, { message: 'AWB is already assigned', status_code: 350 });
        order.awb = `1904${String(order.shipmentId).padStart(10, '0')}`;
        return send(200, {
          awb_assign_status: 1,
          response: {
            data: {
              awb_code: order.awb,
              courier_company_id: 12,
              courier_name: order.courier,
              shipment_id: order.shipmentId,
            },
          },
        });
      }
      if (req.method === 'GET' && path.startsWith('/v1/external/shipments/')) {
        const order = byShipment(path.split('/').pop());
        if (!order) return send(404, { message: 'Not found' });
        return send(200, {
          data: { id: order.shipmentId, order_id: order.orderId, awb: order.awb, courier: order.courier },
        });
      }
      if (req.method === 'POST' && path === '/v1/external/courier/generate/label') {
        const id = Array.isArray(body?.shipment_id) ? body.shipment_id[0] : null;
        const order = byShipment(id);
        if (!order?.awb) return send(400, { message: 'AWB not assigned' });
        return send(200, {
          label_created: 1,
          label_url: `https://kr-shipmultichannel.s3.amazonaws.com/labels/${order.shipmentId}.pdf`,
          response: 'Label has been created and uploaded successfully!',
          not_created: [],
        });
      }
      if (req.method === 'POST' && path === '/v1/external/courier/generate/pickup') {
        const id = Array.isArray(body?.shipment_id) ? body.shipment_id[0] : null;
        const order = byShipment(id);
        if (!order?.awb) return send(400, { message: 'AWB not assigned' });
        order.pickupAsked++;
        if (order.pickupAsked > 1) return send(400, { message: 'Already in Pickup Queue.', status_code: 400 });
        return send(200, {
          pickup_status: 1,
          response: {
            pickup_scheduled_date: '2026-11-29 10:00:00',
            pickup_token_number: 'Reference No: 1234',
            status: 3,
            others: '',
            pickup_generated_date: { date: '2026-11-28 10:00:00', timezone_type: 3, timezone: 'Asia/Kolkata' },
            data: 'Pickup is scheduled',
          },
        });
      }
      if (req.method === 'GET' && path.startsWith('/v1/external/courier/track/awb/')) {
        const awb = decodeURIComponent(path.split('/').pop()!);
        const order = [...fake.orders.values()].find((o) => o.awb === awb);
        if (!order)
          return send(200, {
            tracking_data: {
              track_status: 0,
              error: `Aahh! There is no activities found in our DB. Please have some patience it will be updated soon.`,
            },
          });
        const newestFirst = [...order.activities].reverse();
        return send(200, {
          tracking_data: {
            track_status: 1,
            shipment_status: 7,
            shipment_track: [
              {
                awb_code: awb,
                courier_name: order.courier,
                current_status: newestFirst[0]?.['sr-status-label'] ?? 'NEW',
              },
            ],
            shipment_track_activities: newestFirst,
            track_url: `https://shiprocket.co/tracking/${awb}`,
          },
        });
      }
      send(404, { message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  fake.url = `http://127.0.0.1:${address.port}`;
  return fake;
}
