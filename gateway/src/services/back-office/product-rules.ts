import { COLOURS } from '../catalog/filter.js';
import { invalidFields } from '../errors.js';
import { attributeEntries, type AttributeValues } from '../catalog/product-attributes.js';

/** The category lists a new product is filed under; missing levels are created. */
export const TOP_LEVEL_CATEGORIES = ['men', 'women', 'kids'] as const;
export const SECOND_LEVEL_CATEGORIES = ['clothing', 'accessories', 'brands'] as const;
export const THIRD_LEVEL_CATEGORIES = [
  'tops',
  'dresses',
  'pants',
  'denim',
  'sweaters',
  'shirts',
  't-shirts',
  'jackets',
  'watches',
  'wallets',
  'bags',
  'women_sunglass',
  'men_sunglass',
  'hats',
  'belts',
  'mens_kurta',
  'womens_kurta',
  'jeans',
  'lehenga',
  'gowns',
  'hand_bag',
  'bangles',
  'perfume',
  'saree',
] as const;

export interface SizeStock {
  name: string;
  quantity: number;
}

/** A product's editable fields, checked, with its attributes (null clears one). Amounts in paise (whole rupees). */
export type ProductFields = CoreFields & AttributeValues;

interface CoreFields {
  title: string;
  brand: string;
  colour: string;
  description: string;
  details: string;
  highlights: string[];
  imageUrls: string[];
  /** The text alternative of each image, in the same order (required; the title when a client sends none). */
  imageAlts: string[];
  price: number;
  discountedPrice: number;
  sizes: SizeStock[];
}

export type NewProductFields = ProductFields & {
  topLevelCategory: string;
  secondLevelCategory: string;
  thirdLevelCategory: string;
};

/** What a client sends: anything, checked field by field. */
export type ProductInput = { [K in keyof NewProductFields]?: unknown };

const MAX_STOCK = 1_000_000;
const MAX_PRICE = 100_000_000_00;

/** The discount percent a price pair gives (derived, never typed in). */
export function discountPercentOf(price: number, discountedPrice: number): number {
  return price > 0 ? Math.round(((price - discountedPrice) * 100) / price) : 0;
}

/** Collects every wrong field of a product form, so the form can mark them all at once. */
class Checker {
  readonly errors: Record<string, string> = {};

  text(value: unknown, field: string, label: string, max: number, required = true): string {
    if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) {
      if (required) this.errors[field] = `${label} is required`;
      return '';
    }
    if (typeof value !== 'string') return this.fail(field, `${label} must be text`, '');
    const text = value.trim();
    if (text.length > max) return this.fail(field, `${label} is too long (at most ${max} characters)`, '');
    return text;
  }

  list(value: unknown, field: string, label: string, max: number, itemMax: number, check?: (s: string) => boolean) {
    if (!Array.isArray(value) || value.length === 0) return this.fail(field, `Add at least one ${label}`, []);
    if (value.length > max) return this.fail(field, `At most ${max} ${label}s`, []);
    const items = value.map((v) => (typeof v === 'string' ? v.trim() : ''));
    const bad = items.findIndex((s) => !s || s.length > itemMax || (check && !check(s)));
    if (bad >= 0) {
      const why = !items[bad] ? 'is empty' : items[bad]!.length > itemMax ? 'is too long' : 'is not valid';
      return this.fail(field, `${label[0]!.toUpperCase()}${label.slice(1)} ${bad + 1} ${why}`, []);
    }
    return items;
  }

  money(value: unknown, field: string, label: string): number {
    if (typeof value !== 'number' || !Number.isFinite(value)) return this.fail(field, `${label} must be a number`, -1);
    if (value < 0) return this.fail(field, `${label} must be 0 or more`, -1);
    if (!Number.isSafeInteger(value) || value % 100 !== 0 || value > MAX_PRICE) {
      return this.fail(field, `${label} must be a whole number of rupees`, -1);
    }
    return value;
  }

  oneOf(value: unknown, field: string, label: string, allowed: readonly string[]): string {
    const name = typeof value === 'string' ? value.trim().toLowerCase() : '';
    if (!name) return this.fail(field, `Choose a ${label}`, '');
    if (!allowed.includes(name))
      return this.fail(field, `Unknown ${label} "${String(value)}"; use one of ${allowed.join(', ')}`, '');
    return name;
  }

  sizes(value: unknown, field = 'sizes'): SizeStock[] {
    if (!Array.isArray(value) || value.length === 0) return this.fail(field, 'Add at least one size', []);
    if (value.length > 12) return this.fail(field, 'At most 12 sizes', []);
    const seen = new Set<string>();
    const out: SizeStock[] = [];
    for (const raw of value as { name?: unknown; quantity?: unknown }[]) {
      const name = typeof raw?.name === 'string' ? raw.name.trim().toUpperCase() : '';
      if (!/^[A-Z0-9]{1,6}$/.test(name)) return this.fail(field, 'Each size needs a short name such as M or 8', []);
      if (seen.has(name)) return this.fail(field, `Size ${name} is listed twice`, []);
      seen.add(name);
      const quantity =
        typeof raw.quantity === 'string' && /^\d+$/.test(raw.quantity) ? Number(raw.quantity) : raw.quantity;
      if (typeof quantity !== 'number' || !Number.isSafeInteger(quantity) || quantity < 0 || quantity > MAX_STOCK) {
        return this.fail(field, `The quantity of size ${name} must be a whole number of 0 or more`, []);
      }
      out.push({ name, quantity });
    }
    return out;
  }

  prices(price: number, discountedPrice: number) {
    if (price >= 0 && discountedPrice > price) {
      this.errors.discountedPrice ??= 'The discounted price must not be more than the price';
    }
  }

  done() {
    if (Object.keys(this.errors).length) throw invalidFields(this.errors);
  }

  private fail<T>(field: string, message: string, value: T): T {
    this.errors[field] ??= message;
    return value;
  }
}

const isImageAddress = (s: string) => /^(https?:\/\/[^\s]+|\/[^\s]*)$/.test(s);

function checkFields(c: Checker, input: ProductInput, has: (k: keyof ProductInput) => boolean): Partial<ProductFields> {
  const out: Partial<ProductFields> = {};
  if (has('title')) out.title = c.text(input.title, 'title', 'Title', 200);
  if (has('brand')) out.brand = c.text(input.brand, 'brand', 'Brand', 100);
  if (has('colour')) out.colour = c.oneOf(input.colour, 'colour', 'colour', COLOURS);
  if (has('description')) out.description = c.text(input.description, 'description', 'Description', 5000);
  if (has('details')) out.details = c.text(input.details, 'details', 'Details', 5000, false);
  if (has('highlights')) out.highlights = c.list(input.highlights, 'highlights', 'highlight', 20, 300);
  if (has('imageUrls')) out.imageUrls = c.list(input.imageUrls, 'imageUrls', 'image address', 10, 2000, isImageAddress);
  if (input.imageAlts !== undefined && input.imageAlts !== null) {
    const alts = Array.isArray(input.imageAlts) ? input.imageAlts : [];
    const count = Array.isArray(out.imageUrls) ? out.imageUrls.length : undefined;
    if (count !== undefined && alts.length !== count)
      c.errors.imageAlts ??= `Give one alt text per photo (${count} photos, ${alts.length} alt texts)`;
    else if (alts.length) out.imageAlts = c.list(alts, 'imageAlts', 'alt text', 10, 300);
  } else if (out.imageUrls) {
    // Older clients send addresses alone: each picture is described by the product's title.
    const title = typeof input.title === 'string' && input.title.trim() ? input.title.trim() : undefined;
    if (title) out.imageAlts = out.imageUrls.map(() => title);
  }
  if (has('price')) out.price = c.money(input.price, 'price', 'Price');
  if (has('discountedPrice'))
    out.discountedPrice = c.money(input.discountedPrice, 'discountedPrice', 'Discounted price');
  if (has('sizes')) out.sizes = c.sizes(input.sizes);
  // Attributes are optional: empty text clears one (null).
  const attributes: AttributeValues = out;
  for (const [name, a] of attributeEntries()) {
    if (has(name))
      (attributes as Record<string, string | null>)[name] = c.text(input[name], name, a.label, a.max, false) || null;
  }
  return out;
}

/** Checks the add-product form: every wrong field is named with its own message. */
export function checkNewProduct(input: ProductInput): NewProductFields {
  const c = new Checker();
  const fields = checkFields(c, input, () => true) as ProductFields;
  c.prices(fields.price, fields.discountedPrice);
  const chain = {
    topLevelCategory: c.oneOf(input.topLevelCategory, 'topLevelCategory', 'top level category', TOP_LEVEL_CATEGORIES),
    secondLevelCategory: c.oneOf(
      input.secondLevelCategory,
      'secondLevelCategory',
      'second level category',
      SECOND_LEVEL_CATEGORIES,
    ),
    thirdLevelCategory: c.oneOf(
      input.thirdLevelCategory,
      'thirdLevelCategory',
      'third level category',
      THIRD_LEVEL_CATEGORIES,
    ),
  };
  c.done();
  return { ...fields, ...chain };
}

/**
 * Checks an edit: only the fields sent change. The prices are checked together with the
 * current ones, so a new price below the current discounted price is refused.
 */
export function checkProductChanges(
  input: ProductInput,
  current: { price: number; discountedPrice: number },
): Partial<ProductFields> {
  const c = new Checker();
  const sent = (k: keyof ProductInput) => input[k] !== undefined && input[k] !== null;
  const fields = checkFields(c, input, sent);
  c.prices(fields.price ?? current.price, fields.discountedPrice ?? current.discountedPrice);
  if (!Object.keys(fields).length) c.errors.input = 'Nothing to change';
  c.done();
  return fields;
}
