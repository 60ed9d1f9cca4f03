import { isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { PRODUCT_COLUMNS, PRODUCT_COLUMNS_NOT_IN_GRAPHQL } from '../../gateway/src/services/index.js';
import { schema } from '../index.js';

describe('the GraphQL Product type and the product read model', () => {
  const product = schema.getType('Product');
  if (!isObjectType(product)) throw new Error('Product is not an object type');
  const fields = product.getFields();

  it('exposes every column of the Prisma model unless the read model says where it shows instead', () => {
    const missing = PRODUCT_COLUMNS.filter((c) => !fields[c] && !PRODUCT_COLUMNS_NOT_IN_GRAPHQL[c]);
    expect(missing).toEqual([]);
  });

  it('names only columns that exist, and fields that exist, for the columns it does not expose', () => {
    for (const [column, shownAs] of Object.entries(PRODUCT_COLUMNS_NOT_IN_GRAPHQL)) {
      expect(PRODUCT_COLUMNS).toContain(column);
      if (!shownAs.startsWith('internal')) expect(Object.keys(fields)).toContain(shownAs);
    }
  });
});
