import type {
  AdminProductChoicesQuery,
  AdminProductForEditQuery,
  NewProductInput,
  ProductChangesInput,
} from '../../../graphql/graphql';
import type { PhotoItem } from './photo-list-field';

/** The product the edit page loads. */
type EditedProduct = NonNullable<AdminProductForEditQuery['product']>;

/** The lists the form chooses from: the server's (GraphQL `productChoices`), which checks them again. */
export type ProductFormChoices = AdminProductChoicesQuery['productChoices'];

/** The sizes a new product starts with, each at 0. */
const INITIAL_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];

/** The form's values; prices in rupees as typed. */
export interface ProductFormValues {
  title: string;
  brand: string;
  colour: string;
  description: string;
  details: string;
  highlights: string[];
  /** The pictures in order, each with its alt text (null: the title). */
  images: PhotoItem[];
  price: number | string;
  discountedPrice: number | string;
  sizes: { name: string; quantity: number | string }[];
  topLevelCategory: string;
  secondLevelCategory: string;
  thirdLevelCategory: string;
  /** The product's attributes (material, …) by name, as the server lists them in productChoices. */
  attributes: Record<string, string>;
}

export const emptyProduct = (): ProductFormValues => ({
  title: '',
  brand: '',
  colour: '',
  description: '',
  details: '',
  highlights: [''],
  images: [{ url: '', alt: null }],
  price: '',
  discountedPrice: '',
  sizes: INITIAL_SIZES.map((name) => ({ name, quantity: 0 })),
  topLevelCategory: '',
  secondLevelCategory: '',
  thirdLevelCategory: '',
  attributes: {},
});

const required = (label: string) => (v: string) => (v.trim() ? null : `${label} is required`);
const wholeRupees = (label: string) => (v: number | string) =>
  typeof v !== 'number'
    ? `${label} is required`
    : v < 0
      ? `${label} must be 0 or more`
      : Number.isInteger(v)
        ? null
        : `${label} must be a whole number of rupees`;

/** The rules a person meets while typing; the gateway applies the same ones and names any it finds. */
export function productRules(withCategories: boolean) {
  return {
    title: required('Title'),
    brand: required('Brand'),
    colour: (v: string) => (v ? null : 'Choose a colour'),
    description: required('Description'),
    highlights: (v: string[]) =>
      v.length === 0 ? 'Add at least one highlight' : v.some((h) => !h.trim()) ? 'Every highlight needs text' : null,
    images: (v: PhotoItem[], values: ProductFormValues) =>
      v.length === 0
        ? 'Add at least one image'
        : v.some((i) => !i.url.trim())
          ? 'Every image address is required'
          : v.some((i) => !(i.alt ?? values.title).trim())
            ? 'Every image needs its alt text'
            : null,
    price: wholeRupees('Price'),
    discountedPrice: (v: number | string, values: ProductFormValues) =>
      wholeRupees('Discounted price')(v) ??
      (typeof values.price === 'number' && typeof v === 'number' && v > values.price
        ? 'The discounted price must not be more than the price'
        : null),
    sizes: {
      quantity: (q: number | string) =>
        typeof q === 'number' && Number.isInteger(q) && q >= 0 ? null : 'A whole number of 0 or more',
    },
    ...(withCategories
      ? {
          topLevelCategory: (v: string) => (v ? null : 'Choose a top level category'),
          secondLevelCategory: (v: string) => (v ? null : 'Choose a second level category'),
          thirdLevelCategory: (v: string) => (v ? null : 'Choose a third level category'),
        }
      : {}),
  };
}

/** The edit form's starting values: the product as it is on sale now (prices in rupees). */
export function formValuesOf(product: EditedProduct): ProductFormValues {
  return {
    ...emptyProduct(),
    title: product.title,
    brand: product.brand,
    colour: product.colour,
    description: product.description,
    details: product.details,
    highlights: product.highlights.length ? product.highlights : [''],
    images: product.imageUrls.length
      ? product.imageUrls.map((url, i) => {
          const alt = product.imageAlts[i];
          // An alt text that is the title follows the title, as on a new product.
          return { url, alt: alt && alt !== product.title ? alt : null };
        })
      : [{ url: '', alt: null }],
    price: product.price / 100,
    discountedPrice: product.discountedPrice / 100,
    sizes: product.sizes.map((s) => ({ name: s.name, quantity: s.quantity })),
    attributes: Object.fromEntries(product.attributes.map((a) => [a.name, a.value])),
  };
}

/** The product's fields as the gateway takes them (prices in paise); categories are the caller's. */
export function productInputOf(v: ProductFormValues): ProductChangesInput & NewProductInput {
  const paise = (rupees: number | string) => Number(rupees) * 100;
  return {
    title: v.title,
    brand: v.brand,
    colour: v.colour,
    description: v.description,
    details: v.details,
    highlights: v.highlights,
    imageUrls: v.images.map((i) => i.url),
    imageAlts: v.images.map((i) => i.alt ?? v.title),
    price: paise(v.price),
    discountedPrice: paise(v.discountedPrice),
    sizes: v.sizes.map((s) => ({ name: s.name, quantity: Number(s.quantity) })),
    // Each attribute is an input of its own name; empty text clears it.
    ...v.attributes,
  };
}

/** Percent off, as the gateway derives it. */
export function discountOf(values: ProductFormValues): number | null {
  const { price, discountedPrice } = values;
  if (typeof price !== 'number' || typeof discountedPrice !== 'number' || price <= 0) return null;
  return Math.round(((price - discountedPrice) * 100) / price);
}
