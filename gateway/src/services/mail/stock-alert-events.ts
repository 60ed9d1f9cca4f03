import type { Prisma } from '../../db/generated/client/client.js';
import type { MailOutbox } from './outbox.js';
import type { UnsubscribeLinkMaker } from './unsubscribe-links.js';
import { backInStockMail, stockAlertConfirmMail } from './templates/stock-alert-mails.js';

type Tx = Prisma.TransactionClient;

/** A request's product as the mails need it (prices in paise). */
export interface AlertMailProduct {
  id: string;
  title: string;
  brand: string;
  discountedPrice: number;
  imageUrls: string[];
}

interface Alert {
  id: string;
  email: string;
  size: string;
  userId: string | null;
}

/**
 * The back-in-stock mails, each queued in the transaction of its event: the visitor's
 * confirmation link (the request is stored) and the "it's back" mail (the restock). One mail per
 * request and event: the dedupe key is the request's id.
 */
export class StockAlertMails {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly unsubscribe: UnsubscribeLinkMaker,
  ) {}

  private product(product: AlertMailProduct, size: string, base: string) {
    return {
      title: product.title,
      brand: product.brand,
      size,
      discountedPrice: product.discountedPrice,
      imageUrl: this.outbox.imageUrl(product.imageUrls[0] ?? '/favicon.svg', base),
      link: `${base}/product/id/${encodeURIComponent(product.id)}`,
    };
  }

  /** The link carries the token; the stored copy of the mail loses it once sent. */
  confirm(tx: Tx, alert: Alert, product: AlertMailProduct, token: string, origin?: string) {
    const base = this.outbox.baseUrl(origin);
    const link = `${base}/stock-alert/confirm?token=${encodeURIComponent(token)}`;
    return this.outbox.queue(tx, {
      kind: 'stock-alert-confirm',
      dedupeKey: `stock-alert-confirm:${alert.id}`,
      to: alert.email,
      mail: stockAlertConfirmMail(this.product(product, alert.size, base), link, base),
      userId: alert.userId,
      secret: token,
    });
  }

  /** Marketing: it carries one-click unsubscribe (the account's back-in-stock consent, or a visitor's address). */
  async backInStock(tx: Tx, alert: Alert, product: AlertMailProduct) {
    const base = this.outbox.baseUrl();
    const recipient = alert.userId ? { userId: alert.userId } : { email: alert.email };
    const links = await this.unsubscribe.links(tx, recipient, 'BACK_IN_STOCK', base);
    return this.outbox.queue(tx, {
      kind: 'back-in-stock',
      dedupeKey: `back-in-stock:${alert.id}`,
      to: alert.email,
      mail: backInStockMail(this.product(product, alert.size, base), base, links.page),
      userId: alert.userId,
      listUnsubscribe: links.oneClick,
    });
  }
}
