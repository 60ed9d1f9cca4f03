import type { PrismaClient, Collection } from '../../db/generated/client/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { WRITE_TX } from '../../db/transactions.js';
import type { RequestContext } from '../accounts/viewer.js';
import { requireAdmin } from '../accounts/access.js';
import { DomainError, invalidFields, notFound } from '../errors.js';
import { writeAudit } from '../audit/audit-log.js';
import { checkSource, type ProductSource } from './product-sources.js';
import { fieldText } from './field-text.js';

export type CollectionView = Collection & { source: ProductSource };

export interface CollectionInput {
  slug?: unknown;
  title?: unknown;
  description?: unknown;
  seoTitle?: unknown;
  seoDescription?: unknown;
  source?: unknown;
}

const SLUG_SHAPE = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const MAX_COLLECTIONS = 200;

function viewOf(row: Collection): CollectionView {
  const source: ProductSource =
    row.kind === 'MANUAL'
      ? { rule: 'HAND_PICKED', productIds: row.productIds, category: row.category }
      : { rule: (row.rule ?? 'NEWEST') as ProductSource['rule'], category: row.category };
  return { ...row, source };
}

/** Collections: hand-picked or rule-made product lists with their own page, made by an admin. */
export class CollectionService {
  constructor(private readonly prisma: PrismaClient) {}

  async bySlug(slug: string): Promise<CollectionView | null> {
    const row = await this.prisma.collection.findUnique({ where: { slug } });
    return row ? viewOf(row) : null;
  }

  /** For a home row taking its products from a collection. */
  async findSource(slug: string): Promise<ProductSource | null> {
    return (await this.bySlug(slug))?.source ?? null;
  }

  /** Every collection's slug, for the sitemap. */
  async slugs(): Promise<{ slug: string; updatedAt: Date }[]> {
    return this.prisma.collection.findMany({ select: { slug: true, updatedAt: true }, orderBy: { slug: 'asc' } });
  }

  async list(rc: RequestContext): Promise<CollectionView[]> {
    requireAdmin(rc);
    const rows = await this.prisma.collection.findMany({ orderBy: { title: 'asc' }, take: MAX_COLLECTIONS });
    return rows.map(viewOf);
  }

  /** Creates (no id) or changes a collection; every wrong field is named, a taken slug is CONFLICT. */
  async save(rc: RequestContext, id: string | null | undefined, input: CollectionInput): Promise<CollectionView> {
    const admin = requireAdmin(rc);
    const fields: Record<string, string> = {};
    const slug = fieldText(input.slug, 'The address', 60, fields, 'slug', true).toLowerCase();
    if (slug && !fields.slug && !SLUG_SHAPE.test(slug)) {
      fields.slug = 'The address may hold only lower-case letters, digits and single hyphens (festive-edit)';
    }
    const title = fieldText(input.title, 'The title', 120, fields, 'title', true);
    const description = fieldText(input.description, 'The description', 2000, fields, 'description');
    const seoTitle = fieldText(input.seoTitle, 'The search title', 70, fields, 'seoTitle');
    const seoDescription = fieldText(input.seoDescription, 'The search description', 160, fields, 'seoDescription');
    const source = checkSource(input.source, 'source', fields, false);
    if (Object.keys(fields).length || !source) throw invalidFields(fields);
    if (source.productIds?.length) {
      const found = await this.prisma.product.count({ where: { id: { in: source.productIds }, deletedAt: null } });
      if (found !== source.productIds.length)
        throw invalidFields({ 'source.productIds': 'Some picked products are not on sale' });
    }
    const data = {
      slug,
      title,
      description,
      seoTitle,
      seoDescription,
      kind: source.rule === 'HAND_PICKED' ? 'MANUAL' : 'RULE',
      rule: source.rule === 'HAND_PICKED' ? null : source.rule,
      category: source.category ?? null,
      productIds: source.productIds ?? [],
      updatedById: admin.id,
    };
    try {
      const row = await this.prisma.$transaction(async (tx) => {
        if (!id && (await tx.collection.count()) >= MAX_COLLECTIONS) {
          throw new DomainError('CONFLICT', `The shop has ${MAX_COLLECTIONS} collections, the most it keeps`);
        }
        const before = id ? await tx.collection.findUnique({ where: { id } }) : null;
        if (id && !before) throw notFound(`No collection with id ${id}`);
        const saved = id ? await tx.collection.update({ where: { id }, data }) : await tx.collection.create({ data });
        await writeAudit(
          tx,
          {
            kind: id ? 'collection.update' : 'collection.create',
            objectType: 'Collection',
            objectId: saved.id,
            summary: `Collection ${id ? 'changed' : 'made'}: ${saved.title} (/collections/${saved.slug})`,
            before: before ? { ...before } : null,
            after: { ...saved },
          },
          rc,
        );
        return saved;
      }, WRITE_TX);
      return viewOf(row);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new DomainError('CONFLICT', `Another collection has the address /collections/${slug}`, 'slug');
      }
      throw error;
    }
  }

  async remove(rc: RequestContext, id: string): Promise<{ id: string }> {
    requireAdmin(rc);
    await this.prisma.$transaction(async (tx) => {
      const before = await tx.collection.findUnique({ where: { id } });
      if (!before) throw notFound(`No collection with id ${id}`);
      await tx.collection.delete({ where: { id } });
      await writeAudit(
        tx,
        {
          kind: 'collection.delete',
          objectType: 'Collection',
          objectId: id,
          summary: `Collection deleted: ${before.title}`,
          before: { ...before },
        },
        rc,
      );
    }, WRITE_TX);
    return { id };
  }
}
