import type { Prisma, PrismaClient } from '../../db/generated/client/client.js';
import { checkAddress, type AddressFields } from '../buying/order-rules.js';
import type { Unchecked } from './account-rules.js';
import { invalidInput, notFound } from '../errors.js';
import { WRITE_TX } from '../../db/transactions.js';
import { signedIn, type RequestContext } from './viewer.js';
import { addressOrder } from './users.js';

/** Extra Prisma selection a caller wants on each address (GraphQL plans it from the query). */
export type AddressQuery = { include?: Prisma.AddressInclude; select?: Prisma.AddressSelect };
type Loaded<Q extends AddressQuery> = Prisma.AddressGetPayload<Q>;

/** At most this many saved addresses per account. */
const MAX_ADDRESSES = 20;

/**
 * The viewer's address book: add, edit, delete, make default. Every address is checked as an
 * order's is (the PIN code and the state agree); at most one is the default, and the first saved
 * one becomes it. Another account's address does not exist (NOT_FOUND).
 */
export class AddressService {
  constructor(private readonly prisma: PrismaClient) {}

  async list<Q extends AddressQuery>(rc: RequestContext, query: Q = {} as Q): Promise<Loaded<Q>[]> {
    const viewer = signedIn(rc);
    return (await this.prisma.address.findMany({
      ...query,
      where: { userId: viewer.id },
      orderBy: addressOrder,
    })) as Loaded<Q>[];
  }

  async add<Q extends AddressQuery>(
    rc: RequestContext,
    input: Unchecked<AddressFields> | null | undefined,
    makeDefault: unknown,
    query: Q = {} as Q,
  ): Promise<Loaded<Q>> {
    const viewer = signedIn(rc);
    const address = checkAddress(input);
    const id = await this.prisma.$transaction(async (tx) => {
      const count = await tx.address.count({ where: { userId: viewer.id } });
      if (count >= MAX_ADDRESSES)
        throw invalidInput(`You can keep at most ${MAX_ADDRESSES} addresses: delete one first`, 'address');
      const isDefault = makeDefault === true || count === 0;
      if (isDefault) await tx.address.updateMany({ where: { userId: viewer.id }, data: { isDefault: false } });
      const row = await tx.address.create({ data: { userId: viewer.id, ...address, isDefault }, select: { id: true } });
      return row.id;
    }, WRITE_TX);
    return (await this.prisma.address.findUniqueOrThrow({ ...query, where: { id } })) as Loaded<Q>;
  }

  async update<Q extends AddressQuery>(
    rc: RequestContext,
    id: string,
    input: Unchecked<AddressFields> | null | undefined,
    query: Q = {} as Q,
  ): Promise<Loaded<Q>> {
    const viewer = signedIn(rc);
    const address = checkAddress(input);
    await this.own(viewer.id, id);
    await this.prisma.address.update({
      where: { id },
      data: { landmark: '', addressType: 'HOME', ...address },
      select: { id: true },
    });
    return (await this.prisma.address.findUniqueOrThrow({ ...query, where: { id } })) as Loaded<Q>;
  }

  /** Deletes one; when it was the default, the oldest left becomes the default. */
  async remove(rc: RequestContext, id: string): Promise<void> {
    const viewer = signedIn(rc);
    await this.prisma.$transaction(async (tx) => {
      const row = await tx.address.findFirst({ where: { id, userId: viewer.id }, select: { isDefault: true } });
      if (!row) throw notFound('There is no such address in your address book');
      await tx.address.delete({ where: { id } });
      if (row.isDefault) {
        const next = await tx.address.findFirst({
          where: { userId: viewer.id },
          orderBy: addressOrder,
          select: { id: true },
        });
        if (next) await tx.address.update({ where: { id: next.id }, data: { isDefault: true } });
      }
    }, WRITE_TX);
  }

  async makeDefault<Q extends AddressQuery>(rc: RequestContext, id: string, query: Q = {} as Q): Promise<Loaded<Q>> {
    const viewer = signedIn(rc);
    await this.prisma.$transaction(async (tx) => {
      const row = await tx.address.findFirst({ where: { id, userId: viewer.id }, select: { id: true } });
      if (!row) throw notFound('There is no such address in your address book');
      await tx.address.updateMany({ where: { userId: viewer.id, NOT: { id } }, data: { isDefault: false } });
      await tx.address.update({ where: { id }, data: { isDefault: true } });
    }, WRITE_TX);
    return (await this.prisma.address.findUniqueOrThrow({ ...query, where: { id } })) as Loaded<Q>;
  }

  private async own(userId: string, id: string): Promise<void> {
    const row = await this.prisma.address.findFirst({ where: { id, userId }, select: { id: true } });
    if (!row) throw notFound('There is no such address in your address book');
  }
}
