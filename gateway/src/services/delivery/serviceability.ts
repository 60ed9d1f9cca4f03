import type { PrismaClient } from '../../db/generated/client/client.js';
import { requireAdmin } from '../accounts/access.js';
import type { RequestContext } from '../accounts/viewer.js';
import { invalidInput, notFound } from '../errors.js';
import { writeAudit } from '../audit/audit-log.js';
import { WRITE_TX } from '../../db/transactions.js';
import { checkPaging, pageOf, type Page, type PageInput } from '../paging.js';
import { cityOfPin, stateCodeOfPin, statesOfPin } from '../geography/pin-codes.js';
import { stateName } from '../geography/states.js';
import type { DeliverySettingsService } from './delivery-settings.js';
import { listCode, parsePinCsv, type PinRow } from './pin-list.js';
import { estimateDelivery } from './delivery-date.js';

/** What the shop says about delivering to one PIN code. */
export interface DeliveryCheck {
  pin: string;
  /** The state the PIN code lies in (the first of `states`). */
  state: string;
  /** Every state it may lie in: one, or two where its sorting district crosses a border. */
  states: string[];
  /** Its city where the shop knows it (the metros), else null: the address form fills it. */
  city: string | null;
  serviceable: boolean;
  /** Cash on delivery possible there now: the shop offers it and the PIN code allows it. */
  codAvailable: boolean;
  /** Days from an order placed today to the door; null when not served. */
  days: number | null;
  /** The day it arrives (in the shop's time zone, YYYY-MM-DD) for an order placed now; null when not served. */
  deliveryBy: string | null;
  /** The sentence the product page shows. */
  message: string;
}

const longDay = new Intl.DateTimeFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/**
 * A PIN code as typed (text or a JSON number), checked: six digits that name a real postal
 * region. Anything else is BAD_USER_INPUT naming what was sent.
 */
function checkPin(value: unknown, field = 'pin'): { pin: string; stateCode: string } {
  const pin = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  if (typeof pin !== 'string' || !/^\d{6}$/.test(pin.trim())) {
    const shown = typeof pin === 'string' ? pin.slice(0, 20) : String(pin);
    throw invalidInput(`"${shown}" is not a PIN code: a PIN code is 6 digits`, field);
  }
  const stateCode = stateCodeOfPin(pin.trim());
  if (!stateCode) throw invalidInput(`There is no PIN code ${pin.trim()} in India`, field);
  return { pin: pin.trim(), stateCode };
}

/**
 * Where the shop delivers: the owner's list of PIN codes and prefixes (from a courier's CSV), or,
 * with no list, every valid Indian PIN code. Read by the product page's check, the address form
 * and order placement; the list is kept by admins.
 */
export class ServiceabilityService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly settings: DeliverySettingsService,
  ) {}

  /** Delivery to a PIN code (BAD_USER_INPUT when it is not 6 digits or does not exist). */
  async check(pinInput: unknown, now = new Date()): Promise<DeliveryCheck> {
    const { pin, stateCode } = checkPin(pinInput);
    const settings = await this.settings.current();
    const row = await this.match(pin, settings.defaultDeliveryDays);
    const state = stateName(stateCode);
    const states = statesOfPin(pin).map(stateName);
    const city = cityOfPin(pin);
    if (!row) {
      return {
        pin,
        state,
        states,
        city,
        serviceable: false,
        codAvailable: false,
        days: null,
        deliveryBy: null,
        message: `We do not deliver to ${pin} yet`,
      };
    }
    const codAvailable = settings.codEnabled && row.codAllowed;
    // The one estimate (delivery-date.ts), as a calendar date (formatted as the UTC date it names).
    const deliveryBy = estimateDelivery(now, row.days);
    const arrives = new Date(`${deliveryBy}T00:00:00Z`);
    const message = `Delivery by ${longDay.format(arrives)}${codAvailable ? ' · Cash on delivery available' : ''}`;
    return {
      pin,
      state,
      states,
      city,
      serviceable: true,
      codAvailable,
      days: row.days,
      deliveryBy,
      message,
    };
  }

  /**
   * The day an order placed at `placedAt` to `pin` arrives (shop time zone, YYYY-MM-DD), by the
   * one estimate; null when the PIN code is not valid or not served (any more).
   */
  async estimateFor(pin: string, placedAt: Date): Promise<string | null> {
    if (!/^\d{6}$/.test(pin) || !stateCodeOfPin(pin)) return null;
    const settings = await this.settings.current();
    const row = await this.match(pin, settings.defaultDeliveryDays);
    return row ? estimateDelivery(placedAt, row.days) : null;
  }

  /**
   * Refuses an address's PIN code that does not exist or is not served, naming it, as the
   * address form's own field error (`zipCode`). Returns the check for callers that need COD.
   */
  async requireServiceable(pin: unknown): Promise<DeliveryCheck> {
    checkPin(pin, 'zipCode');
    const check = await this.check(pin);
    if (!check.serviceable) throw invalidInput(check.message, 'zipCode');
    return check;
  }

  /** The row that serves a PIN code: the longest code of the list that starts it; with no list, everyone. */
  private async match(pin: string, defaultDays: number): Promise<PinRow | null> {
    const candidates = [1, 2, 3, 4, 5, 6].map((n) => pin.slice(0, n));
    const rows = await this.prisma.deliveryPin.findMany({ where: { code: { in: candidates } } });
    if (rows.length) return rows.reduce((a, b) => (b.code.length > a.code.length ? b : a));
    const any = await this.prisma.deliveryPin.findFirst({ select: { code: true } });
    return any ? null : { code: pin, codAllowed: true, days: defaultDays };
  }

  /** ADMIN only. The list, by code, a page at a time; `search` keeps the codes that start with it. */
  async list(rc: RequestContext, input: PageInput & { search?: unknown }): Promise<Page<PinRow>> {
    requireAdmin(rc);
    const paging = checkPaging(input);
    const search = typeof input.search === 'string' ? input.search.trim().replace(/\D/g, '') : '';
    const where = search ? { code: { startsWith: search } } : {};
    const [content, total] = await Promise.all([
      this.prisma.deliveryPin.findMany({
        where,
        orderBy: { code: 'asc' },
        skip: paging.skip,
        take: paging.take,
        select: { code: true, codAllowed: true, days: true },
      }),
      this.prisma.deliveryPin.count({ where }),
    ]);
    return pageOf(content, total, paging);
  }

  /**
   * ADMIN only. Loads a courier's CSV (all or nothing): `replace` swaps the whole list for it,
   * otherwise its rows are added to the list (a code already there takes the new values).
   */
  async importCsv(rc: RequestContext, csv: unknown, replace: boolean): Promise<{ loaded: number; total: number }> {
    requireAdmin(rc);
    const rows = parsePinCsv(csv);
    await this.prisma.$transaction(async (tx) => {
      if (replace) await tx.deliveryPin.deleteMany({});
      else await tx.deliveryPin.deleteMany({ where: { code: { in: rows.map((r) => r.code) } } });
      for (let i = 0; i < rows.length; i += 1000) {
        await tx.deliveryPin.createMany({ data: rows.slice(i, i + 1000) });
      }
      await writeAudit(
        tx,
        {
          kind: 'settings.pin-list',
          objectType: 'DeliveryPin',
          summary: `${replace ? 'Delivery PIN list replaced' : 'Delivery PINs added'} from a CSV of ${rows.length} rows`,
          after: { loaded: rows.length, replace },
        },
        rc,
      );
    }, WRITE_TX);
    return { loaded: rows.length, total: await this.prisma.deliveryPin.count() };
  }

  /** ADMIN only. Adds one code (or prefix) to the list or changes it. */
  async save(rc: RequestContext, input: { code: unknown; codAllowed: unknown; days: unknown }): Promise<PinRow> {
    requireAdmin(rc);
    const code = typeof input.code === 'string' ? listCode(input.code) : null;
    if (!code)
      throw invalidInput(
        `"${String(input.code).slice(0, 20)}" is not a PIN code (6 digits) or a prefix of one`,
        'code',
      );
    if (typeof input.codAllowed !== 'boolean') throw invalidInput('COD must be true or false', 'codAllowed');
    const days = input.days;
    if (typeof days !== 'number' || !Number.isSafeInteger(days) || days < 1 || days > 60) {
      throw invalidInput('Days to deliver must be a whole number from 1 to 60', 'days');
    }
    const row = { code, codAllowed: input.codAllowed, days };
    await this.prisma.$transaction(async (tx) => {
      const before = await tx.deliveryPin.findUnique({ where: { code }, select: { codAllowed: true, days: true } });
      await tx.deliveryPin.upsert({ where: { code }, create: row, update: row });
      await writeAudit(
        tx,
        {
          kind: 'settings.pin-code',
          objectType: 'DeliveryPin',
          objectId: code,
          summary: `Delivery PIN ${code} ${before ? 'changed' : 'added'}`,
          before,
          after: { codAllowed: row.codAllowed, days },
        },
        rc,
      );
    }, WRITE_TX);
    return row;
  }

  /** ADMIN only. Takes one code off the list (NOT_FOUND when it is not there). */
  async remove(rc: RequestContext, code: unknown): Promise<{ code: string }> {
    requireAdmin(rc);
    const text = String(code);
    await this.prisma.$transaction(async (tx) => {
      const { count } = await tx.deliveryPin.deleteMany({ where: { code: text } });
      if (!count) throw notFound(`${text.slice(0, 20)} is not on the delivery list`);
      await writeAudit(
        tx,
        {
          kind: 'settings.pin-code',
          objectType: 'DeliveryPin',
          objectId: text,
          summary: `Delivery PIN ${text} removed`,
        },
        rc,
      );
    }, WRITE_TX);
    return { code: text };
  }

  /** ADMIN only. Empties the list: every valid PIN code is served again. */
  async clear(rc: RequestContext): Promise<{ removed: number }> {
    requireAdmin(rc);
    return this.prisma.$transaction(async (tx) => {
      const removed = (await tx.deliveryPin.deleteMany({})).count;
      await writeAudit(
        tx,
        {
          kind: 'settings.pin-list',
          objectType: 'DeliveryPin',
          summary: `Delivery PIN list emptied (${removed} removed)`,
          after: { removed },
        },
        rc,
      );
      return { removed };
    }, WRITE_TX);
  }
}
