import { createHash, randomBytes } from 'node:crypto';
import type { Prisma, PrismaClient, StockAlertStatus } from '../../db/generated/client/client.js';
import { WRITE_TX } from '../../db/transactions.js';
import { DomainError, invalidInput, notFound, tooManyRequests } from '../errors.js';
import { checkEmail } from '../accounts/account-rules.js';
import type { RequestContext } from '../accounts/viewer.js';
import { signedIn } from '../accounts/viewer.js';
import type { StockAlertMails } from '../mail/stock-alert-events.js';
import type { ConsentService } from './consents.js';
import { checkId, checkSize, DEFAULT_MAILS_PER_UNIT, MAX_UNCONFIRMED_PER_DAY } from './retention-rules.js';

export type StockAlertQuery = { include?: Prisma.StockAlertInclude; select?: Prisma.StockAlertSelect };
type Loaded<Q extends StockAlertQuery> = Prisma.StockAlertGetPayload<Q>;
type Tx = Prisma.TransactionClient;

/** What asking for a back-in-stock mail answers: a visitor learns only that a link was mailed. */
export interface StockAlertReceipt<A> {
  status: StockAlertStatus;
  /** The request itself, for a signed-in shopper; null for a visitor (it tells nothing about the address). */
  alert: A | null;
}

export interface StockAlertOptions {
  /** BACK_IN_STOCK_MAILS_PER_UNIT: at most this many mails per unit restocked. */
  mailsPerUnit?: number;
}

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const openKeyOf = (productId: string, size: string, email: string) => `${productId}:${size}:${email}`;
const productForMail = { id: true, title: true, brand: true, discountedPrice: true, imageUrls: true } as const;

/**
 * "Notify me" on a sold-out size. A signed-in shopper's request waits at once; a visitor's waits
 * once the mailed link confirms the address. When the size is restocked, the restock's own
 * transaction marks the oldest waiting requests MAILED and queues one mail each (outbox), at most
 * units × mailsPerUnit of them; a request is mailed once and then ends.
 */
export class StockAlertService {
  private readonly mailsPerUnit: number;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly mails: StockAlertMails,
    private readonly consents: ConsentService,
    options: StockAlertOptions = {},
  ) {
    this.mailsPerUnit = options.mailsPerUnit ?? DEFAULT_MAILS_PER_UNIT;
  }

  /** The viewer's requests, newest first (open and ended, so a mailed one shows as such). */
  async list<Q extends StockAlertQuery>(rc: RequestContext, query: Q = {} as Q): Promise<Loaded<Q>[]> {
    const viewer = signedIn(rc);
    return (await this.prisma.stockAlert.findMany({
      ...query,
      where: { userId: viewer.id, status: { not: 'UNCONFIRMED' } },
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
      take: 100,
    })) as Loaded<Q>[];
  }

  /**
   * Asks for one mail when `size` of a product is back: CONFLICT when it is in stock now. Asking
   * again while a request is open returns that request. A visitor names an address and gets a
   * confirmation link there; nothing is mailed about the product until it is confirmed.
   */
  async request<Q extends StockAlertQuery>(
    rc: RequestContext,
    input: { productId: unknown; size: unknown; email?: unknown },
    query: Q = {} as Q,
  ): Promise<StockAlertReceipt<Loaded<Q>>> {
    const productId = checkId(input.productId, 'productId');
    const size = checkSize(input.size);
    const visitorEmail = rc.viewer ? null : checkEmail(input.email);
    const product = await this.prisma.product.findFirst({
      where: { id: productId, deletedAt: null },
      select: { ...productForMail, sizes: { where: { name: size }, select: { quantity: true } } },
    });
    if (!product) throw notFound(`No product with id ${productId}`);
    const stock = product.sizes[0];
    if (!stock) throw invalidInput(`${product.title} has no size ${size}`, 'size');
    if (stock.quantity > 0) {
      throw new DomainError('CONFLICT', `${product.title} in size ${size} is in stock now: add it to your cart`);
    }
    if (rc.viewer) {
      const user = await this.prisma.user.findUniqueOrThrow({ where: { id: rc.viewer.id }, select: { email: true } });
      const openKey = openKeyOf(productId, size, user.email);
      await this.prisma.$transaction(async (tx) => {
        // An open request for the same address (a visitor's, unconfirmed) becomes this shopper's.
        await tx.stockAlert.updateMany({
          where: { openKey, status: 'UNCONFIRMED' },
          data: { status: 'WAITING', userId: rc.viewer!.id, confirmTokenHash: null, confirmedAt: new Date() },
        });
        await tx.stockAlert.createMany({
          data: [{ productId, size, email: user.email, userId: rc.viewer!.id, status: 'WAITING', openKey }],
          skipDuplicates: true,
        });
      }, WRITE_TX);
      await this.consents.grantByRequest(rc.viewer.id);
      const alert = await this.prisma.stockAlert.findUniqueOrThrow({ ...query, where: { openKey } });
      return { status: 'WAITING', alert: alert as Loaded<Q> };
    }
    const email = visitorEmail!;
    const recent = await this.prisma.stockAlert.count({
      where: { email, status: 'UNCONFIRMED', createdAt: { gt: new Date(Date.now() - 86_400_000) } },
    });
    if (recent >= MAX_UNCONFIRMED_PER_DAY) {
      throw tooManyRequests('Too many requests for this address today; confirm the mails you have first', 3600);
    }
    const token = randomBytes(32).toString('base64url');
    await this.prisma.$transaction(async (tx) => {
      const [created] = await tx.stockAlert.createManyAndReturn({
        data: [
          {
            productId,
            size,
            email,
            status: 'UNCONFIRMED',
            openKey: openKeyOf(productId, size, email),
            confirmTokenHash: sha256(token),
          },
        ],
        skipDuplicates: true,
      });
      // Already open (waiting, or its link already mailed): nothing new is sent, and the answer
      // is the same, so it tells nothing about the address.
      if (created) await this.mails.confirm(tx, { ...created, size }, product, token, rc.origin);
    }, WRITE_TX);
    return { status: 'UNCONFIRMED', alert: null };
  }

  /** The mailed link: the request starts waiting. A wrong, used or cancelled link: NOT_FOUND. */
  async confirm(_rc: RequestContext, token: unknown): Promise<StockAlertReceipt<never>> {
    if (typeof token !== 'string' || !token || token.length > 200) throw invalidInput('token is required', 'token');
    const { count } = await this.prisma.stockAlert.updateMany({
      where: { confirmTokenHash: sha256(token), status: 'UNCONFIRMED' },
      data: { status: 'WAITING', confirmTokenHash: null, confirmedAt: new Date() },
    });
    if (count !== 1) throw notFound('This link is not valid any more; it may have been used already');
    return { status: 'WAITING', alert: null };
  }

  /** Cancels one of the viewer's open requests (someone else's: NOT_FOUND, telling nothing). */
  async cancel<Q extends StockAlertQuery>(rc: RequestContext, id: unknown, query: Q = {} as Q): Promise<Loaded<Q>> {
    const viewer = signedIn(rc);
    const alertId = checkId(id, 'id');
    const found = await this.prisma.stockAlert.findFirst({
      where: { id: alertId, userId: viewer.id },
      select: { status: true },
    });
    if (!found) throw notFound(`No back-in-stock request with id ${alertId}`);
    await this.prisma.stockAlert.updateMany({
      where: { id: alertId, userId: viewer.id, status: { in: ['WAITING', 'UNCONFIRMED'] } },
      data: { status: 'CANCELLED', cancelledAt: new Date(), openKey: null, confirmTokenHash: null },
    });
    return (await this.prisma.stockAlert.findUniqueOrThrow({ ...query, where: { id: alertId } })) as Loaded<Q>;
  }

  /**
   * Called inside the transaction that put `units` back in `size` (the size row is locked there,
   * so two restocks take turns): the oldest waiting requests, at most units × mailsPerUnit, end
   * as MAILED and each queues its one mail. Returns how many were mailed.
   */
  readonly onRestock = async (tx: Tx, productId: string, size: string, units: number): Promise<number> => {
    if (units <= 0) return 0;
    const due = await tx.stockAlert.findMany({
      where: { productId, size, status: 'WAITING' },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      take: units * this.mailsPerUnit,
      select: { id: true, email: true, userId: true, size: true },
    });
    if (due.length === 0) return 0;
    const product = await tx.product.findUniqueOrThrow({ where: { id: productId }, select: productForMail });
    let mailed = 0;
    for (const alert of due) {
      // Compare-and-set: a request cancelled meanwhile is not mailed.
      const { count } = await tx.stockAlert.updateMany({
        where: { id: alert.id, status: 'WAITING' },
        data: { status: 'MAILED', mailedAt: new Date(), openKey: null },
      });
      if (count !== 1) continue;
      await this.mails.backInStock(tx, alert, product);
      mailed++;
    }
    return mailed;
  };
}
