// The unsubscribe links a marketing mail carries, as a port: retention/unsubscribe.ts
// (UnsubscribeService) signs them, services/index.ts hands it to the mail service, so mail/ does
// not import retention/.
import type { ConsentTopic } from '../../db/generated/client/client.js';
import type { Tx } from '../../db/transactions.js';

/** Whom a marketing mail went to: an account, or a visitor's address (back in stock only). */
export type Recipient = { userId: string } | { email: string };

/** The two addresses of one marketing mail: the one-click POST target and the page a person opens. */
export interface UnsubscribeLinks {
  /** `List-Unsubscribe`: POST here with `List-Unsubscribe=One-Click` (RFC 8058). */
  oneClick: string;
  /** The mail's own "Unsubscribe" link: a storefront page with one button. */
  page: string;
}

/** Makes the links of one marketing mail. */
export interface UnsubscribeLinkMaker {
  /** The links for one mail; `base` is the shop's own address (PUBLIC_URL), never a request's Host. */
  links(tx: Tx, recipient: Recipient, topic: ConsentTopic, base: string): Promise<UnsubscribeLinks>;
}
