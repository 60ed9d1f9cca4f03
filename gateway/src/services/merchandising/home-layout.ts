import type { PrismaClient, Prisma } from '../../db/generated/client/client.js';
import { WRITE_TX } from '../../db/transactions.js';
import type { RequestContext } from '../accounts/viewer.js';
import { requireAdmin } from '../accounts/access.js';
import { DomainError, invalidFields } from '../errors.js';
import { writeAudit } from '../audit/audit-log.js';
import { checkSource, type ProductSource } from './product-sources.js';
import { fieldText } from './field-text.js';

export const SECTION_KINDS = ['HERO', 'PRODUCT_ROW', 'PROMO', 'CATEGORY_TILES', 'REVIEWS'] as const;
type SectionKind = (typeof SECTION_KINDS)[number];
export const CARD_TYPES = ['BRAND', 'NEW', 'DEAL'] as const;
type CardType = (typeof CARD_TYPES)[number];

export interface HomeSlide {
  imageUrl: string;
  alt: string;
  link: string;
  startsAt: Date | null;
  endsAt: Date | null;
}

export interface HomeTile {
  title: string;
  caption: string;
  imageUrl: string;
  link: string;
}

/** One section of the home page; the fields its kind does not use are null. */
export interface HomeSection {
  kind: SectionKind;
  heading: string;
  subheading: string;
  eyebrow: string;
  /** PRODUCT_ROW */
  card: CardType | null;
  source: ProductSource | null;
  limit: number | null;
  /** HERO */
  slides: HomeSlide[];
  /** PROMO and CATEGORY_TILES */
  tiles: HomeTile[];
}

export interface HomeLayoutView {
  sections: HomeSection[];
  updatedAt: Date;
  publishedAt: Date | null;
}

const MAX_SECTIONS = 20;
const MAX_SLIDES = 8;
const MAX_TILES = 6;

/** A link inside the shop ("/women/clothing") or to an https address. */
const LINK_SHAPE = /^(\/(?!\/)[^\s]*|https:\/\/[^\s]+)$/;

function link(value: unknown, label: string, fields: Record<string, string>, key: string) {
  const s = fieldText(value, label, 500, fields, key, true);
  if (s && !fields[key] && !LINK_SHAPE.test(s))
    fields[key] = `${label} must start with / (a page of the shop) or https://`;
  return s;
}

function date(value: unknown, label: string, fields: Record<string, string>, key: string): Date | null {
  if (value == null || value === '') return null;
  const d = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(d.getTime())) {
    fields[key] = `${label} must be a date and time`;
    return null;
  }
  return d;
}

/** The sections to store, or BAD_USER_INPUT naming every wrong field ("sections.2.slides.0.alt"). */
function checkSections(input: unknown): HomeSection[] {
  const fields: Record<string, string> = {};
  if (!Array.isArray(input)) throw invalidFields({ sections: 'The sections must be a list' });
  if (input.length > MAX_SECTIONS)
    throw invalidFields({ sections: `A home page has at most ${MAX_SECTIONS} sections` });
  const sections = input.map((raw: Record<string, unknown> | null, i): HomeSection => {
    const at = `sections.${i}`;
    const r = raw ?? {};
    const kind = r.kind as SectionKind;
    if (!SECTION_KINDS.includes(kind)) fields[`${at}.kind`] = `The kind must be one of ${SECTION_KINDS.join(', ')}`;
    const section: HomeSection = {
      kind,
      heading: fieldText(
        r.heading,
        'The heading',
        120,
        fields,
        `${at}.heading`,
        kind === 'PRODUCT_ROW' || kind === 'CATEGORY_TILES',
      ),
      subheading: fieldText(r.subheading, 'The sub-heading', 200, fields, `${at}.subheading`),
      eyebrow: fieldText(r.eyebrow, 'The small line above the heading', 60, fields, `${at}.eyebrow`),
      card: null,
      source: null,
      limit: null,
      slides: [],
      tiles: [],
    };
    if (kind === 'PRODUCT_ROW') {
      const card = (r.card ?? 'NEW') as CardType;
      if (!CARD_TYPES.includes(card)) fields[`${at}.card`] = `The card must be one of ${CARD_TYPES.join(', ')}`;
      section.card = card;
      section.source = checkSource(r.source, `${at}.source`, fields);
      const limit = r.limit ?? 10;
      if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > 24) {
        fields[`${at}.limit`] = 'A row shows from 1 to 24 products';
      }
      section.limit = Number(limit);
    }
    if (kind === 'HERO') {
      const slides = Array.isArray(r.slides) ? (r.slides as Record<string, unknown>[]) : [];
      if (!slides.length || slides.length > MAX_SLIDES)
        fields[`${at}.slides`] = `A banner has 1 to ${MAX_SLIDES} slides`;
      section.slides = slides.slice(0, MAX_SLIDES).map((s, j) => {
        const key = `${at}.slides.${j}`;
        const slide = {
          imageUrl: link(s?.imageUrl, 'The picture', fields, `${key}.imageUrl`),
          alt: fieldText(s?.alt, 'The alt text', 200, fields, `${key}.alt`, true),
          link: link(s?.link, 'The link', fields, `${key}.link`),
          startsAt: date(s?.startsAt, 'The start', fields, `${key}.startsAt`),
          endsAt: date(s?.endsAt, 'The end', fields, `${key}.endsAt`),
        };
        if (slide.startsAt && slide.endsAt && slide.endsAt <= slide.startsAt) {
          fields[`${key}.endsAt`] = 'The end must be after the start';
        }
        return slide;
      });
    }
    if (kind === 'PROMO' || kind === 'CATEGORY_TILES') {
      const tiles = Array.isArray(r.tiles) ? (r.tiles as Record<string, unknown>[]) : [];
      if (!tiles.length || tiles.length > MAX_TILES) fields[`${at}.tiles`] = `From 1 to ${MAX_TILES} tiles`;
      section.tiles = tiles.slice(0, MAX_TILES).map((t, j) => {
        const key = `${at}.tiles.${j}`;
        return {
          title: fieldText(t?.title, 'The tile’s title', 60, fields, `${key}.title`, true),
          caption: fieldText(t?.caption, 'The tile’s caption', 120, fields, `${key}.caption`),
          imageUrl: link(t?.imageUrl, 'The picture', fields, `${key}.imageUrl`),
          link: link(t?.link, 'The link', fields, `${key}.link`),
        };
      });
    }
    return section;
  });
  if (Object.keys(fields).length) throw invalidFields(fields);
  return sections;
}

function fromJson(value: Prisma.JsonValue): HomeSection[] {
  return ((value ?? []) as unknown as HomeSection[]).map((s) => ({
    ...s,
    slides: (s.slides ?? []).map((slide) => ({
      ...slide,
      startsAt: slide.startsAt ? new Date(slide.startsAt) : null,
      endsAt: slide.endsAt ? new Date(slide.endsAt) : null,
    })),
  }));
}

/** Only the slides live at `now`; a banner with none left is left out. */
function liveAt(sections: HomeSection[], now: Date): HomeSection[] {
  return sections.flatMap((s) => {
    if (s.kind !== 'HERO') return [s];
    const slides = s.slides.filter(
      (slide) => (!slide.startsAt || slide.startsAt <= now) && (!slide.endsAt || slide.endsAt > now),
    );
    return slides.length ? [{ ...s, slides }] : [];
  });
}

/**
 * The home page an admin arranges: a draft saved and previewed, then published. The storefront
 * reads the published one; with none it shows its built-in home page.
 */
export class HomeLayoutService {
  constructor(private readonly prisma: PrismaClient) {}

  /** The published home page with the slides live now, or null (the built-in home page). */
  async published(now = new Date()): Promise<HomeLayoutView | null> {
    const row = await this.prisma.homeLayout.findUnique({ where: { slot: 'published' } });
    if (!row) return null;
    return { sections: liveAt(fromJson(row.sections), now), updatedAt: row.updatedAt, publishedAt: row.publishedAt };
  }

  /** The draft (every slide, whatever its dates); with none, a copy of the published one, else null. */
  async draft(rc: RequestContext): Promise<HomeLayoutView | null> {
    requireAdmin(rc);
    const rows = await this.prisma.homeLayout.findMany({ where: { slot: { in: ['draft', 'published'] } } });
    const row = rows.find((r) => r.slot === 'draft') ?? rows.find((r) => r.slot === 'published');
    const published = rows.find((r) => r.slot === 'published');
    if (!row) return null;
    return { sections: fromJson(row.sections), updatedAt: row.updatedAt, publishedAt: published?.publishedAt ?? null };
  }

  async saveDraft(rc: RequestContext, input: unknown): Promise<HomeLayoutView> {
    const admin = requireAdmin(rc);
    const sections = checkSections(input);
    const json = sections as unknown as Prisma.InputJsonValue;
    await this.prisma.homeLayout.upsert({
      where: { slot: 'draft' },
      create: { slot: 'draft', sections: json, updatedById: admin.id },
      update: { sections: json, updatedById: admin.id },
    });
    return (await this.draft(rc))!;
  }

  /** Makes the draft the storefront's home page; the page caches of every host drop at commit. */
  async publish(rc: RequestContext): Promise<HomeLayoutView> {
    const admin = requireAdmin(rc);
    await this.prisma.$transaction(async (tx) => {
      const draft = await tx.homeLayout.findUnique({ where: { slot: 'draft' } });
      if (!draft) throw new DomainError('CONFLICT', 'There is no draft to publish: save one first');
      const before = await tx.homeLayout.findUnique({ where: { slot: 'published' } });
      const data = {
        sections: draft.sections as Prisma.InputJsonValue,
        updatedById: admin.id,
        publishedAt: new Date(),
      };
      await tx.homeLayout.upsert({
        where: { slot: 'published' },
        create: { slot: 'published', ...data },
        update: data,
      });
      await writeAudit(
        tx,
        {
          kind: 'home.publish',
          objectType: 'HomeLayout',
          objectId: 'published',
          summary: `Home page published (${(draft.sections as unknown[]).length} sections)`,
          before: before ? { sections: before.sections } : null,
          after: { sections: draft.sections },
        },
        rc,
      );
    }, WRITE_TX);
    return (await this.draft(rc))!;
  }

  /** Goes back to the built-in home page; the draft stays. */
  async unpublish(rc: RequestContext): Promise<boolean> {
    requireAdmin(rc);
    await this.prisma.$transaction(async (tx) => {
      const { count } = await tx.homeLayout.deleteMany({ where: { slot: 'published' } });
      if (count) {
        await writeAudit(
          tx,
          { kind: 'home.unpublish', objectType: 'HomeLayout', summary: 'Home page back to the built-in one' },
          rc,
        );
      }
    }, WRITE_TX);
    return true;
  }
}
