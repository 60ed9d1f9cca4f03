import { shopFormatter } from '../../../lib/shop-time';

const day = shopFormatter({ dateStyle: 'medium' });

const HOW: Record<string, string> = {
  'account-page': 'on your account page',
  'subscriptions-page': 'on My Subscriptions',
  api: 'through the app',
  'unsubscribe-link': 'with the link in a mail',
  'notify-me': 'with Notify me on a product',
};

/** "Subscribed on 2 Nov 2026 on My Subscriptions": the record of a consent as the shopper reads it. */
export function consentRecord(c: { granted: boolean; changedAt?: string | null; source?: string | null }) {
  if (!c.changedAt) return null;
  return `${c.granted ? 'Subscribed' : 'Unsubscribed'} on ${day.format(new Date(c.changedAt))} ${HOW[c.source ?? ''] ?? ''}`.trim();
}
