import { describe, expect, it } from 'vitest';
import { parse } from 'graphql';
import { contractViolations } from './contract-link';

const query = parse(`
  query ProductTitle($id: ID!) {
    product(id: $id) {
      id
      title
      category { id label }
    }
  }
`);
const category = { __typename: 'Category', id: 'men/clothing/mens_kurta', label: 'Kurtas' };

describe('the mocked-answer contract check', () => {
  it('accepts an answer with exactly the selected fields', () => {
    const data = { product: { __typename: 'Product', id: 'p1', title: 'Kurta', category } };
    expect(contractViolations(query, data)).toEqual([]);
  });

  it('names a selected field the fixture lacks', () => {
    const data = { product: { __typename: 'Product', id: 'p1', category } };
    expect(contractViolations(query, data)).toEqual(['missing field ProductTitle.product.title']);
  });

  it('names a field the schema does not have, however deep', () => {
    const data = {
      product: { __typename: 'Product', id: 'p1', title: 'Kurta', material: 'silk', category: { ...category, hue: 1 } },
    };
    expect(contractViolations(query, data)).toEqual([
      'unknown field ProductTitle.product.category.hue (no such field on Category)',
      'unknown field ProductTitle.product.material (no such field on Product)',
    ]);
  });

  it('lets a fixture carry other fields of its type, so one fixture serves several operations', () => {
    const data = { product: { __typename: 'Product', id: 'p1', title: 'Kurta', brand: 'Kapda', category } };
    expect(contractViolations(query, data)).toEqual([]);
  });
});
