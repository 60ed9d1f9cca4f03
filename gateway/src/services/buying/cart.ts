import type { Prisma, PrismaClient } from '../../db/generated/client/client.js';
import { invalidInput, notFound, outOfStock } from '../errors.js';
import { isUniqueViolation } from '../../db/errors.js';
import { signedIn } from '../accounts/viewer.js';
import type { RequestContext } from '../accounts/viewer.js';
import type { DeliverySettingsService } from '../delivery/delivery-settings.js';
import { priceBasket } from './coupons.js';
import { COMBINING_RULE, MAX_CODE_LENGTH, normaliseCode } from './coupon-rules.js';
import { formatRupees } from '../money.js';
import { lineName } from './order-rules.js';

/** What a cart line needs loaded: the product with its sizes (for stock and current prices). */
const cartLineInclude = {
  product: { include: { sizes: { orderBy: { position: 'asc' } } } },
} satisfies Prisma.CartItemInclude;
type CartProduct = Prisma.CartItemGetPayload<{ include: typeof cartLineInclude }>['product'];

/** One line of the cart, priced now. Amounts are paise. */
export interface CartLine {
  id: string;
  product: CartProduct;
  size: string;
  quantity: number;
  /** Current list price x quantity. */
  price: number;
  /** Current discounted price x quantity. */
  discountedPrice: number;
  /** Units in stock in this size now. */
  available: number;
  /** This line's share of the offer's and the code's discount. */
  couponDiscount: number;
  /** The price of one unit now (the discounted price: what the shopper pays). */
  unitPrice: number;
  /** The price of one unit the shopper last saw: recorded when the line was added, moved only when they acknowledge a change. */
  previousUnitPrice: number;
}

/** A line whose price moved since the shopper added it (or last acknowledged a change). */
export interface CartPriceChange {
  itemId: string;
  /** Paise per unit: what the shopper saw, and what it costs now. */
  from: number;
  to: number;
  /** "The price of Floral Dress (L) changed from ₹258 to ₹349". */
  message: string;
}

/** A discount the cart gets: the shopper's code or an automatic offer. */
export interface CartDiscount {
  code: string;
  title: string;
  automatic: boolean;
  /** Paise off the goods. */
  amount: number;
  /** Paise of delivery waived (a free-delivery code). */
  delivery: number;
}

/** The cart as the shopper sees it: lines oldest first, totals from current prices. */
export interface CartView {
  id: string;
  items: CartLine[];
  totalPrice: number;
  /** Everything taken off the list prices: sale prices, the offer and the code. */
  discount: number;
  /** The shopper's code while it applies (null: none); the automatic offer the cart gets (null: none). */
  coupon: CartDiscount | null;
  offer: CartDiscount | null;
  /** Paise: what the offer and the code take off the goods together. */
  couponDiscount: number;
  /** Paise: the delivery charge a free-delivery code waived. */
  deliveryDiscount: number;
  /** How an offer and a code combine, in words for the screen. */
  combiningRule: string;
  /** What the goods cost after all discounts: the free-delivery threshold is judged on this. */
  totalDiscountedPrice: number;
  /** The delivery charge these goods would be placed with now (0: free). */
  deliveryCharge: number;
  /** How much more of goods would make delivery free; 0 when it is free already. */
  freeDeliveryShortfall: number;
  /** What the shopper would pay: goods + delivery. */
  totalAmount: number;
  totalItem: number;
  /** What changed since the shopper last looked (a sold-out line removed, a quantity lowered). */
  notices: string[];
  /** Lines whose price changed since they were added; an order is refused until the shopper acknowledges them. */
  priceChanges: CartPriceChange[];
}

/** Rupees as a shopper reads a price: "₹258", "₹1,499", with paise only when there are some ("₹258.50"). */
const priceText = (paise: number): string =>
  paise % 100 ? formatRupees(paise) : `₹${(paise / 100).toLocaleString('en-IN')}`;

/** The notice of a price that moved: "The price of Floral Dress (L) changed from ₹258 to ₹349". */
export const priceChangeText = (name: string, from: number, to: number): string =>
  `The price of ${name} changed from ${priceText(from)} to ${priceText(to)}`;

/** Paise per unit a cart line recorded (what the shopper saw) and what the product costs now. */
export function linePriceChange(item: {
  discountedPrice: number;
  product: { discountedPrice: number };
}): { from: number; to: number } | null {
  return item.discountedPrice === item.product.discountedPrice
    ? null
    : { from: item.discountedPrice, to: item.product.discountedPrice };
}

const stockOf = (product: CartProduct, size: string) => product.sizes.find((s) => s.name === size)?.quantity ?? 0;

/** The signed-in shopper's cart. Only the owner ever reads or changes a cart or its items. */
export class CartService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly delivery: DeliverySettingsService,
  ) {}

  /** The viewer's cart (an empty one when there is none yet), reconciled with today's stock. */
  async getCart(rc: RequestContext): Promise<CartView> {
    return this.view(await this.cartIdOf(signedIn(rc).id));
  }

  /** Adds one unit of a product in a size; the same product and size again raises the quantity by 1. */
  async addToCart(rc: RequestContext, input: { productId: string; size: string }): Promise<CartView> {
    const viewer = signedIn(rc);
    const product = await this.prisma.product.findUnique({
      where: { id: String(input.productId) },
      include: cartLineInclude.product.include,
    });
    if (!product || product.deletedAt) throw notFound(`No product with id ${input.productId}`);
    const size = String(input.size ?? '').trim();
    if (!product.sizes.some((s) => s.name === size)) {
      throw invalidInput(`${product.title} has no size "${size}"`, 'size');
    }
    const available = stockOf(product, size);
    const cartId = await this.cartIdOf(viewer.id);
    const existing = await this.prisma.cartItem.findUnique({
      where: { cartId_productId_size: { cartId, productId: product.id, size } },
    });
    const wanted = (existing?.quantity ?? 0) + 1;
    if (available <= 0) throw outOfStock(`${lineName(product.title, size)} is sold out`);
    if (wanted > available) {
      throw outOfStock(`Only ${available} of ${lineName(product.title, size)} in stock, and your cart has them all`);
    }
    // The price is recorded when the line is made; another unit of it keeps the line's recorded
    // price, so a price that moved meanwhile stays a notice until the shopper acknowledges it.
    const prices = { price: product.price, discountedPrice: product.discountedPrice };
    await this.prisma.cartItem.upsert({
      where: { cartId_productId_size: { cartId, productId: product.id, size } },
      create: { cartId, productId: product.id, size, quantity: 1, ...prices },
      update: { quantity: { increment: 1 } },
    });
    await this.touched(cartId);
    return this.view(cartId);
  }

  /** Sets a line's quantity: a whole number from 1 to the units in stock in that size. */
  async updateCartItem(rc: RequestContext, id: string, quantity: unknown): Promise<CartView> {
    if (typeof quantity !== 'number' || !Number.isSafeInteger(quantity) || quantity < 1) {
      throw invalidInput('Quantity must be a whole number of 1 or more', 'quantity');
    }
    const item = await this.ownItem(rc, id);
    const available = stockOf(item.product, item.size);
    if (quantity > available) {
      throw outOfStock(
        available > 0
          ? `Only ${available} of ${lineName(item.product.title, item.size)} in stock`
          : `${lineName(item.product.title, item.size)} is sold out`,
      );
    }
    await this.prisma.cartItem.update({
      where: { id: item.id },
      // The recorded price stays: only acknowledgePriceChanges moves it.
      data: { quantity },
    });
    await this.touched(item.cartId);
    return this.view(item.cartId);
  }

  /** Removes a line from the viewer's cart. */
  async removeCartItem(rc: RequestContext, id: string): Promise<CartView> {
    const item = await this.ownItem(rc, id);
    await this.prisma.cartItem.deleteMany({ where: { id: item.id } });
    await this.touched(item.cartId);
    if (this.onEmptied && !(await this.prisma.cartItem.count({ where: { cartId: item.cartId } }))) {
      await this.onEmptied(signedIn(rc).id);
    }
    return this.view(item.cartId);
  }

  /**
   * The shopper has seen the prices that changed: every line's recorded price becomes the price now,
   * so the notices go and an order may be placed at the prices shown.
   */
  async acknowledgePriceChanges(rc: RequestContext): Promise<CartView> {
    const cartId = await this.cartIdOf(signedIn(rc).id);
    const items = await this.prisma.cartItem.findMany({ where: { cartId }, include: { product: true } });
    for (const item of items) {
      if (item.price === item.product.price && item.discountedPrice === item.product.discountedPrice) continue;
      await this.prisma.cartItem.updateMany({
        where: { id: item.id },
        data: { price: item.product.price, discountedPrice: item.product.discountedPrice },
      });
    }
    return this.view(cartId);
  }

  /**
   * Applies a code to the viewer's cart: kept when it applies now, refused with the reason in words
   * ("Add ₹420 more to use SAVE200") when it does not. A code is only ever text: spaces and case are
   * ignored, and anything else simply matches no coupon.
   */
  async applyCoupon(rc: RequestContext, typed: unknown): Promise<CartView> {
    const viewer = signedIn(rc);
    if (typeof typed !== 'string' || !normaliseCode(typed)) throw invalidInput('Enter a coupon code', 'code');
    const code = normaliseCode(typed);
    if (code.length > MAX_CODE_LENGTH) throw invalidInput(`${code.slice(0, 12)}… is not a valid code`, 'code');
    const cartId = await this.cartIdOf(viewer.id);
    const { view, refusal } = await this.priced(cartId, code);
    if (view.coupon?.code !== code) throw invalidInput(refusal ?? `${code} is not a valid code`, 'code');
    await this.prisma.cart.update({ where: { id: cartId }, data: { couponCode: code } });
    return view;
  }

  /** Takes the code off the viewer's cart (nothing to do when there is none). */
  async removeCoupon(rc: RequestContext): Promise<CartView> {
    const cartId = await this.cartIdOf(signedIn(rc).id);
    await this.prisma.cart.update({ where: { id: cartId }, data: { couponCode: null } });
    return this.view(cartId);
  }

  /** Told when the shopper empties the cart (a cart reminder not sent yet is taken back). */
  onEmptied: ((userId: string) => Promise<void>) | null = null;

  /** The shopper changed the cart: the reminder sweep's "left untouched" starts again. */
  private async touched(cartId: string): Promise<void> {
    await this.prisma.cart.updateMany({ where: { id: cartId }, data: { touchedAt: new Date() } });
  }

  /** A line of the viewer's own cart; someone else's line is NOT_FOUND exactly like an unknown id. */
  private async ownItem(rc: RequestContext, id: string) {
    const viewer = signedIn(rc);
    const item = await this.prisma.cartItem.findFirst({
      where: { id: String(id), cart: { userId: viewer.id } },
      include: cartLineInclude,
    });
    if (!item) throw notFound(`No cart item with id ${id}`);
    return item;
  }

  /** The id of the user's cart, creating it on first use (two first uses at once both get the one cart). */
  private async cartIdOf(userId: string): Promise<string> {
    const found = await this.prisma.cart.findUnique({ where: { userId }, select: { id: true } });
    if (found) return found.id;
    try {
      return (await this.prisma.cart.create({ data: { userId }, select: { id: true } })).id;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return (await this.prisma.cart.findUniqueOrThrow({ where: { userId }, select: { id: true } })).id;
    }
  }

  /**
   * Prices the cart now and brings it in step with stock: a line whose size sold out is removed,
   * a quantity above the stock is lowered, each with a notice. Units the shopper's own unpaid
   * order holds are not taken away from them this way.
   */
  private async view(cartId: string): Promise<CartView> {
    return (await this.priced(cartId)).view;
  }

  /** The view, with the code `trying` in place of the cart's own, and why a code does not apply. */
  private async priced(cartId: string, trying?: string): Promise<{ view: CartView; refusal: string | null }> {
    const cart = await this.prisma.cart.findUniqueOrThrow({
      where: { id: cartId },
      select: {
        id: true,
        userId: true,
        couponCode: true,
        items: { include: cartLineInclude, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
      },
    });
    const notices: string[] = [];
    const priceChanges: CartPriceChange[] = [];
    const short = cart.items.filter((item) => item.quantity > stockOf(item.product, item.size));
    const held = short.length ? await this.heldByPendingOrders(cart.userId) : new Set<string>();
    const lines: CartLine[] = [];
    for (const item of cart.items) {
      if (item.product.deletedAt) {
        await this.prisma.cartItem.deleteMany({ where: { id: item.id } });
        notices.push(`${lineName(item.product.title, item.size)} is no longer sold and was removed`);
        continue;
      }
      const available = stockOf(item.product, item.size);
      let quantity = item.quantity;
      if (quantity > available && !held.has(`${item.productId}|${item.size}`)) {
        const name = lineName(item.product.title, item.size);
        if (available <= 0) {
          await this.prisma.cartItem.deleteMany({ where: { id: item.id } });
          notices.push(`${name} is no longer available and was removed`);
          continue;
        }
        await this.prisma.cartItem.updateMany({ where: { id: item.id }, data: { quantity: available } });
        notices.push(`Only ${available} of ${name} left in stock: the quantity was lowered to ${available}`);
        quantity = available;
      }
      const moved = linePriceChange(item);
      if (moved) {
        priceChanges.push({
          itemId: item.id,
          ...moved,
          message: priceChangeText(lineName(item.product.title, item.size), moved.from, moved.to),
        });
      }
      lines.push({
        id: item.id,
        unitPrice: item.product.discountedPrice,
        previousUnitPrice: item.discountedPrice,
        product: item.product,
        size: item.size,
        quantity,
        price: item.product.price * quantity,
        discountedPrice: item.product.discountedPrice * quantity,
        available,
        couponDiscount: 0,
      });
    }
    const totalPrice = lines.reduce((sum, l) => sum + l.price, 0);
    const code = trying ?? cart.couponCode;
    const priced = await priceBasket(
      this.prisma,
      cart.userId,
      code,
      lines.map((l) => ({
        productId: l.product.id,
        categoryId: l.product.categoryId,
        price: l.price,
        discountedPrice: l.discountedPrice,
      })),
      await this.delivery.current(),
    );
    const { discounts } = priced;
    lines.forEach((l, i) => (l.couponDiscount = discounts.lineShares[i] ?? 0));
    if (code && discounts.couponRefusal && !trying) {
      // Like a sold-out line: the code that stopped applying is dropped, and the shopper told why.
      await this.prisma.cart.updateMany({ where: { id: cart.id, couponCode: code }, data: { couponCode: null } });
      notices.push(`${code} was removed: ${discounts.couponRefusal}`);
    }
    const asDiscount = (g: typeof discounts.offer): CartDiscount | null =>
      g && {
        code: g.code,
        title: g.title,
        automatic: g.automatic,
        amount: g.goods,
        delivery: g.delivery > 0 ? priced.deliveryDiscount : 0,
      };
    const view: CartView = {
      id: cart.id,
      items: lines,
      totalPrice,
      totalDiscountedPrice: priced.netGoods,
      deliveryCharge: priced.deliveryCharge,
      freeDeliveryShortfall: priced.freeDeliveryShortfall,
      totalAmount: priced.netGoods + priced.deliveryCharge,
      discount: totalPrice - priced.netGoods,
      coupon: asDiscount(discounts.coupon),
      offer: asDiscount(discounts.offer),
      couponDiscount: discounts.goods,
      deliveryDiscount: priced.deliveryDiscount,
      combiningRule: COMBINING_RULE,
      totalItem: lines.reduce((sum, l) => sum + l.quantity, 0),
      notices,
      priceChanges,
    };
    return { view, refusal: discounts.couponRefusal };
  }

  /** "productId|size" of every line of the user's unpaid orders: stock those orders already hold. */
  private async heldByPendingOrders(userId: string): Promise<Set<string>> {
    const rows = await this.prisma.orderItem.findMany({
      where: { order: { userId, status: 'PENDING' } },
      select: { productId: true, size: true },
    });
    return new Set(rows.map((r) => `${r.productId}|${r.size}`));
  }
}
