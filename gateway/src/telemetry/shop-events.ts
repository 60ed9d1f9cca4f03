// What happens in the shop, counted for the metrics page (shop_*_total). One module, one small
// function: the code that does a thing counts it, once it is certain (after the commit).
import client from 'prom-client';
import { registry } from './metrics.js';

const shopCounter = (name: string, help: string, labelNames: string[] = []) =>
  new client.Counter({ name, help, labelNames, registers: [registry] });

const shopCounters = {
  order_placed: shopCounter('shop_orders_placed_total', 'Orders placed from a cart (pending until paid)'),
  payment_confirmed: shopCounter('shop_payments_confirmed_total', 'Payments confirmed with the provider'),
  payment_provider_failed: shopCounter(
    'shop_payment_provider_failures_total',
    'Calls to the payment provider that failed or could not reach it',
  ),
  refund: shopCounter('shop_refunds_total', 'Refunds made'),
  mail_sent: shopCounter('shop_mails_sent_total', 'Mails handed to the mail server'),
  mail_failed: shopCounter('shop_mails_failed_total', 'Mails the mail server did not take'),
  unpaid_order_cancelled: shopCounter(
    'shop_unpaid_orders_cancelled_total',
    'Orders cancelled because they were not paid in time',
  ),
  cart_reminder_queued: shopCounter('shop_cart_reminders_queued_total', 'Abandoned-cart reminder mails queued'),
  cod_unconfirmed_cancelled: shopCounter(
    'shop_cod_unconfirmed_cancelled_total',
    'Cash-on-delivery orders cancelled because nobody confirmed them in time',
  ),
  api_budget_refused: shopCounter(
    'shop_api_budget_refusals_total',
    'GraphQL requests refused for a spent budget, by budget (requests or cost)',
    ['budget'],
  ),
};

// Both budgets show from the start (at 0), so an alert on their rate has a series to read.
for (const budget of ['requests', 'cost']) shopCounters.api_budget_refused.labels({ budget }).inc(0);

type ShopEvent = keyof typeof shopCounters;

/**
 * Counts something that happened in the shop. Call it where the thing is done, once it is
 * certain (after the commit), e.g. `countShopEvent('mail_sent')`, `countShopEvent('refund')`.
 */
export function countShopEvent(event: ShopEvent, by = 1, labels: Record<string, string> = {}): void {
  shopCounters[event].inc(labels, by);
}
