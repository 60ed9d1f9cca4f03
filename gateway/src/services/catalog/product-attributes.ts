import type { Product } from '../../db/generated/client/client.js';
import type { ProductColumn } from './product-model.js';

// Product attributes, declared once (Vendure's customFields, Saleor's attributes): an optional text
// column of Product named here becomes, with no other file edited, a GraphQL Product field and an
// entry of Product.attributes, an input of the admin forms (GraphQL and REST) with its check, a key
// of the REST product JSON, a field of the storefront's product page and admin form, and, with
// `filter`, a listing filter (ProductFilter.<name>, `?<name>=a,b` on REST and the storefront).

/** An optional text column of Product (`String?` in schema.prisma): what an attribute may be. */
export type AttributeColumn = {
  [K in ProductColumn]: null extends Product[K] ? (Product[K] extends string | null ? K : never) : never;
}[ProductColumn];

/** How an attribute is shown, checked and filtered on. */
export interface ProductAttribute {
  /** The name people read: the form's label, the product page, error messages ("Material"). */
  label: string;
  /** The API's description of the field. */
  description: string;
  /** The longest value, in characters. */
  max: number;
  /** A listing filter too: any of the given values, compared without regard to case. */
  filter?: boolean;
}

/** The product's attributes, in display order. Add one: a `String?` column, then a line here. */
const PRODUCT_ATTRIBUTES: { readonly [K in AttributeColumn]?: ProductAttribute } = {};

/** The attributes with their column names, in display order. */
export const attributeEntries = () => Object.entries(PRODUCT_ATTRIBUTES) as [AttributeColumn, ProductAttribute][];

/** The attributes a listing filters on. */
export const filterAttributes = () => attributeEntries().filter(([, a]) => a.filter);

/** A product's attribute values by column (null when not set). */
export type AttributeValues = { [K in AttributeColumn]?: string | null };

/** The attributes of a row that are set, as the API lists them. */
export function attributesOf(row: AttributeValues): { name: string; label: string; value: string }[] {
  return attributeEntries().flatMap(([name, a]) => {
    const value = row[name];
    return value ? [{ name, label: a.label, value }] : [];
  });
}

/** The attribute values of checked fields, to write with the other columns. */
export function attributeValuesOf(fields: AttributeValues): AttributeValues {
  return Object.fromEntries(attributeEntries().map(([name]) => [name, fields[name] ?? null]));
}
