import type { Prisma, PrismaClient } from '../../db/generated/client/client.js';
import { invalidInput, notFound, outOfStock } from '../errors.js';
import { isUniqueViolation } from '../../db/errors.js';
import { signedIn } from '../accounts/viewer.js';
import type { RequestContext } from '../accounts/viewer.js';
import type { DeliverySettingsService } from '../delivery/delivery-settings.js';
import { priceBasket } from './coupons.js';
import { COMBINING_RULE, MAX_CODE_LENGTH, normaliseCode } from './coupon-rules.js';
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
    const prices = { price: product.price, discountedPrice: product.discountedPrice };
    await this.prisma.cartItem.upsert({
      where: { cartId_productId_size: { cartId, productId: product.id, size } },
      create: { cartId, productId: product.id, size, quantity: 1, ...prices },
      update: { quantity: { increment: 1 }, ...prices },
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
      data: { quantity, price: item.product.price, discountedPrice: item.product.discountedPrice },
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
      lines.push({
        id: item.id,
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
