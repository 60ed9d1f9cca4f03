import type { PrismaClient } from '../../db/generated/client/client.js';
import { signedIn, type RequestContext } from '../accounts/viewer.js';
import { requireAdmin } from '../accounts/access.js';
import { DomainError, invalidInput, notFound } from '../errors.js';
import { WRITE_TX } from '../../db/transactions.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { OrderMover } from '../events.js';
import { amountDue } from '../buying/order-rules.js';
import { orderNumber } from '../order-number.js';
import { CourierError, type Booking, type CourierProvider } from '../../couriers/provider.js';
import { trackingLink, type CourierListService } from './couriers.js';
import { logger } from '../../telemetry/logger.js';

const conflict = (message: string) => new DomainError('CONFLICT', message);
const AWB = /^[A-Za-z0-9-]{4,40}$/;

/** What the admin asked: a courier and AWB typed in, or nothing (book through the provider). */
export interface ShipInput {
  courier?: unknown;
  awb?: unknown;
}

/**
 * Shipping an order: CONFIRMED → SHIPPED with its parcel. Either the admin types the courier
 * (from the owner's list) and the AWB, or the configured courier provider books it (an AWB, a
 * label, a pickup), idempotently on the order's id. The shipment row and the move are one
 * transaction, so an order is never SHIPPED without its AWB nor an AWB recorded on an order that
 * did not ship; a provider that cannot be reached leaves the order CONFIRMED (503), and asking
 * again books once.
 */
export class ShipmentService {
  constructor(
    private readonly prisma: PrismaClient,
    readonly provider: CourierProvider,
    private readonly couriers: CourierListService,
    private readonly lifecycle: OrderMover,
  ) {}

  async ship(rc: RequestContext, orderId: string, input: ShipInput) {
    const admin = requireAdmin(rc);
    const order = await this.prisma.order.findFirst({
      where: { id: String(orderId), archivedAt: null },
      include: {
        items: { orderBy: { id: 'asc' } },
        user: { select: { email: true } },
        shipment: { select: { courier: true, awb: true } },
      },
    });
    if (!order) throw notFound(`No order with id ${orderId}`);
    if (order.shipment) {
      throw conflict(
        `Order ${orderNumber(order.id)} was already shipped with ${order.shipment.courier}, AWB ${order.shipment.awb}; nothing was changed`,
      );
    }
    if (order.status !== 'CONFIRMED') {
      throw conflict(`An order ships once it is CONFIRMED; this one is ${order.status}; nothing was changed`);
    }
    const typed = input.awb != null && input.awb !== '';
    let booking: Booking & { provider: string };
    if (typed) {
      const awb = String(input.awb).trim();
      if (!AWB.test(awb)) throw invalidInput('The AWB is 4 to 40 letters, digits or dashes', 'awb');
      const name = typeof input.courier === 'string' ? input.courier : '';
      const courier = name.trim() ? await this.couriers.find(name) : null;
      if (!courier) {
        const names = (await this.couriers.list()).map((c) => c.name).join(', ');
        throw invalidInput(`Choose the courier from the shop's list: ${names}`, 'courier');
      }
      booking = {
        provider: 'manual',
        courier: courier.name,
        awb,
        trackingUrl: trackingLink(courier.trackingUrl, awb),
        labelUrl: null,
        providerOrderId: null,
        providerShipmentId: null,
        pickupAt: null,
      };
    } else {
      booking = { provider: this.provider.name, ...(await this.book(order)) };
    }
    await this.checkAwbFree(booking.awb, order.id);
    try {
      await this.prisma.$transaction(async (tx) => {
        await tx.shipment.create({
          data: {
            orderId: order.id,
            provider: booking.provider,
            courier: booking.courier.slice(0, 100),
            awb: booking.awb,
            trackingUrl: booking.trackingUrl,
            labelUrl: booking.labelUrl,
            providerOrderId: booking.providerOrderId,
            providerShipmentId: booking.providerShipmentId,
            pickupAt: booking.pickupAt,
            createdById: admin.id,
          },
        });
        const moved = await this.lifecycle.transition(tx, {
          orderId: order.id,
          from: 'CONFIRMED',
          to: 'SHIPPED',
          by: admin.id,
          reason: `Shipped with ${booking.courier}, AWB ${booking.awb}`,
          where: { archivedAt: null },
        });
        if (!moved) {
          throw conflict(
            'An order cannot go from CONFIRMED to SHIPPED: someone changed the order a moment ago; reload it',
          );
        }
      }, WRITE_TX);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Another admin shipped it, or used the AWB, a moment ago: name which.
      await this.checkAwbFree(booking.awb, order.id);
      throw conflict(`Order ${orderNumber(order.id)} was shipped a moment ago by someone else; nothing was changed`);
    }
    return this.prisma.shipment.findUniqueOrThrow({ where: { orderId: order.id } });
  }

  /** 409 when the AWB is on another order's shipment. */
  private async checkAwbFree(awb: string, orderId: string): Promise<void> {
    const taken = await this.prisma.shipment.findUnique({ where: { awb }, select: { orderId: true } });
    if (taken && taken.orderId !== orderId) {
      throw conflict(`AWB ${awb} is already on order ${orderNumber(taken.orderId)}; nothing was changed`);
    }
  }

  private async book(order: {
    id: string;
    createdAt: Date;
    paymentMethod: 'PREPAID' | 'COD';
    paidAt: Date | null;
    totalDiscountedPrice: number;
    deliveryCharge: number;
    codFee: number;
    shipFirstName: string;
    shipLastName: string;
    shipStreetAddress: string;
    shipCity: string;
    shipState: string;
    shipZipCode: string;
    shipMobile: string;
    user: { email: string };
    items: {
      id: string;
      productId: string | null;
      title: string;
      size: string;
      quantity: number;
      discountedPrice: number;
    }[];
  }): Promise<Booking> {
    const due = amountDue(order);
    try {
      return await this.provider.book({
        // The order's id: asking again (after an outage or a lost answer) is the same booking.
        idempotencyKey: order.id,
        orderId: order.id,
        orderNumber: orderNumber(order.id),
        orderedAt: order.createdAt,
        paymentMethod: order.paymentMethod,
        codAmount: order.paymentMethod === 'COD' && !order.paidAt ? due : 0,
        total: due,
        to: {
          name: order.shipFirstName,
          lastName: order.shipLastName,
          street: order.shipStreetAddress,
          city: order.shipCity,
          state: order.shipState,
          pin: order.shipZipCode,
          mobile: order.shipMobile,
          email: order.user.email,
        },
        lines: order.items.map((i) => ({
          name: `${i.title} (${i.size})`,
          sku: `${i.productId ?? i.id}-${i.size}`,
          units: i.quantity,
          price: Math.round(i.discountedPrice / Math.max(1, i.quantity)),
        })),
      });
    } catch (error) {
      if (!(error instanceof CourierError)) throw error;
      logger.warn(`[shipments] booking order ${order.id} failed: ${error.message}`);
      if (error.permanent) {
        throw conflict(
          `The courier provider refused the booking (${error.message}); the order is still CONFIRMED and nothing was booked`,
        );
      }
      throw new DomainError(
        'SERVICE_UNAVAILABLE',
        `The courier provider could not be reached to book this shipment; the order is still CONFIRMED and nothing was booked. Try again in a minute: the same booking is asked for, never a second one`,
        undefined,
        30,
      );
    }
  }

  /** The buyer's (or an admin's) view of an order's shipment; NOT_FOUND for anyone else's order. */
  async forViewer(rc: RequestContext, orderId: string) {
    const viewer = signedIn(rc);
    const order = await this.prisma.order.findFirst({
      where: { id: String(orderId), ...(viewer.role === 'ADMIN' ? {} : { userId: viewer.id }) },
      select: { id: true },
    });
    if (!order) throw notFound(`No order with id ${orderId}`);
    return this.forOrder(order.id);
  }

  /** The shipment of an order with its events, oldest first; null when it has none. */
  forOrder(orderId: string) {
    return this.prisma.shipment.findUnique({
      where: { orderId: String(orderId) },
      include: { events: { orderBy: [{ occurredAt: 'asc' }, { receivedAt: 'asc' }] } },
    });
  }
}
