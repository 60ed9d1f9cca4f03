import express, { Router } from 'express';
import type { PaymentProvider } from './provider.js';
import { SandboxProvider } from './sandbox.js';
import { formatRupees } from '../services/money.js';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

// Served as a file, not inline: the shop's Content-Security-Policy allows no inline code.
const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f4f7;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002;padding:32px;max-width:420px;width:100%}
h1{font-size:1.3rem;margin:0 0 4px}p.note{color:#666;font-size:.9rem}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px}
dt{color:#666}dd{margin:0;font-weight:600}.amount{font-size:1.6rem}.actions{display:flex;gap:12px;margin-top:24px}
button{flex:1;font-size:1rem;padding:12px;border-radius:8px;border:0;cursor:pointer}
.pay{background:#9155fd;color:#fff}.fail{background:#eee;color:#b00020}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title><link rel="stylesheet" href="/sandbox-pay/style.css"></head><body><main>${body}</main></body></html>`;
}

/**
 * The sandbox provider's hosted payment page, /sandbox-pay/{linkId}: order and amount with Pay
 * and Fail buttons. Plain forms that POST and redirect, so it works without any script.
 */
export function sandboxPages(provider: PaymentProvider): Router {
  const router = Router();
  if (!(provider instanceof SandboxProvider)) return router;
  router.get('/style.css', (_req, res) => {
    res.type('css').set('cache-control', 'public, max-age=3600').send(STYLE);
  });
  router.get('/:linkId', async (req, res) => {
    const link = await provider.findLink(req.params.linkId);
    res.set('cache-control', 'no-store');
    if (!link) {
      res
        .status(404)
        .type('html')
        .send(page('Unknown payment link', '<h1>Unknown payment link</h1><p>This link does not exist.</p>'));
      return;
    }
    const id = escape(link.id);
    const paid = link.status === 'paid';
    res.type('html').send(
      page(
        `Pay ${formatRupees(link.amount)} — Kapda sandbox`,
        `<h1>Kapda payment (sandbox)</h1><p class="note">A test payment page: no money moves.</p>
<dl><dt>Order</dt><dd data-testid="order-id">${escape(link.referenceId)}</dd>
<dt>Amount</dt><dd class="amount" data-testid="amount">${formatRupees(link.amount)}</dd>
<dt>Status</dt><dd>${paid ? 'Paid' : 'Waiting for payment'}</dd></dl>
<div class="actions">${
          paid
            ? `<form method="post" action="/sandbox-pay/${id}/pay"><button class="pay" type="submit">Back to the shop</button></form>`
            : `<form method="post" action="/sandbox-pay/${id}/pay"><button class="pay" type="submit">Pay ${formatRupees(link.amount)}</button></form>
<form method="post" action="/sandbox-pay/${id}/fail"><button class="fail" type="submit">Fail</button></form>`
        }</div>`,
      ),
    );
  });
  router.post('/:linkId/:outcome', express.urlencoded({ extended: false, limit: '1kb' }), async (req, res) => {
    const outcome = req.params.outcome === 'pay' ? 'paid' : req.params.outcome === 'fail' ? 'failed' : null;
    const target = outcome ? await provider.complete(req.params.linkId, outcome) : null;
    if (!target) {
      res.status(404).type('html').send(page('Unknown payment link', '<h1>Unknown payment link</h1>'));
      return;
    }
    res.redirect(303, target);
  });
  return router;
}
