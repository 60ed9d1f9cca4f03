import express, { Router } from 'express';
import type { CourierProvider } from './provider.js';
import { SANDBOX_COURIER, SANDBOX_EVENTS, SandboxCourier } from './sandbox.js';
import { shiprocketActivities } from './shiprocket-events.js';
import { shopFormatter } from '../services/shop-time.js';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const when = shopFormatter({ dateStyle: 'medium', timeStyle: 'short' });

// Served as a file, not inline: the shop's Content-Security-Policy allows no inline code.
const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f4f7;margin:0;display:flex;min-height:100vh;justify-content:center}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002;padding:24px;margin:24px 12px;max-width:520px;width:100%;box-sizing:border-box}
h1{font-size:1.3rem;margin:0 0 4px}p.note{color:#555;font-size:.9rem}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px}
dt{color:#555}dd{margin:0;font-weight:600;overflow-wrap:anywhere}.actions{display:grid;grid-template-columns:1fr 1fr;gap:8px;margin:16px 0}
button{font-size:.95rem;padding:10px;border-radius:8px;border:1px solid #9155fd;background:#fff;color:#4b1fa8;cursor:pointer;width:100%}
button.rto{border-color:#b00020;color:#b00020}ol{padding-left:20px}li{margin:6px 0}time{color:#555;font-size:.85rem;display:block}
a{color:#4b1fa8}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title><link rel="stylesheet" href="/sandbox-courier/style.css"></head><body><main>${body}</main></body></html>`;
}

/**
 * The sandbox courier's pages: /sandbox-courier lists its latest parcels, /sandbox-courier/{awb}
 * shows one with its scans and a button per courier event (picked up, in transit, out for
 * delivery, delivery attempt failed, delivered, RTO). Each press sends the shop Shiprocket's
 * tracking webhook. Plain forms that POST and redirect, so it works without any script.
 */
export function sandboxCourierPages(provider: CourierProvider): Router {
  const router = Router();
  if (!(provider instanceof SandboxCourier)) return router;
  router.get('/style.css', (_req, res) => {
    res.type('css').set('cache-control', 'public, max-age=3600').send(STYLE);
  });
  router.get('/', async (_req, res) => {
    const rows = await provider.recent();
    res.set('cache-control', 'no-store').type('html');
    res.send(
      page(
        `${SANDBOX_COURIER}`,
        `<h1>${SANDBOX_COURIER}</h1><p class="note">Test parcels: nothing is collected or delivered.</p>
<ol>${rows.map((r) => `<li><a href="/sandbox-courier/${escape(r.awb)}">${escape(r.awb)}</a> <time>${when.format(r.createdAt)}</time></li>`).join('') || '<li>No parcels yet</li>'}</ol>`,
      ),
    );
  });
  router.get('/:awb', async (req, res) => {
    const row = await provider.find(req.params.awb);
    res.set('cache-control', 'no-store');
    if (!row) {
      res
        .status(404)
        .type('html')
        .send(page('Unknown AWB', '<h1>Unknown AWB</h1><p>The sandbox courier has no such parcel.</p>'));
      return;
    }
    const awb = escape(row.awb);
    const scans = shiprocketActivities(row.awb, row.scans);
    res.type('html').send(
      page(
        `AWB ${row.awb} — ${SANDBOX_COURIER}`,
        `<h1>${SANDBOX_COURIER}</h1><p class="note">A test courier: press an event to send it to the shop as the courier would.</p>
<dl><dt>AWB</dt><dd data-testid="awb">${awb}</dd><dt>Order</dt><dd>${escape(row.orderId)}</dd>
<dt>Status</dt><dd data-testid="courier-status">${escape(scans.at(-1)?.description ?? 'Booked, waiting for pickup')}</dd></dl>
<div class="actions">${SANDBOX_EVENTS.map(
          (e) =>
            `<form method="post" action="/sandbox-courier/${awb}/${e.status.toLowerCase()}"><button type="submit"${e.status.startsWith('RTO') ? ' class="rto"' : ''}>${escape(e.label)}</button></form>`,
        ).join('')}</div>
<h2>Scans</h2><ol>${scans.map((s) => `<li>${escape(s.description)}${s.location ? `, ${escape(s.location)}` : ''}<time>${when.format(s.occurredAt)}</time></li>`).join('') || '<li>None yet</li>'}</ol>`,
      ),
    );
  });
  router.post('/:awb/:event', express.urlencoded({ extended: false, limit: '1kb' }), async (req, res) => {
    const status = SANDBOX_EVENTS.find((e) => e.status === String(req.params.event).toUpperCase())?.status;
    const driven = status ? await provider.drive(req.params.awb, status) : false;
    if (!driven) {
      res.status(404).type('html').send(page('Unknown AWB or event', '<h1>Unknown AWB or event</h1>'));
      return;
    }
    res.redirect(303, `/sandbox-courier/${encodeURIComponent(req.params.awb)}`);
  });
  return router;
}
