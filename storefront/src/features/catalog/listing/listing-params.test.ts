import { describe, expect, it } from 'vitest';
import { navigationData } from '../testing/fixtures';
import { ignoredFilters, readPage, toVariables } from './listing-params';

const choices = navigationData.productChoices;

// An address is typed, shared and edited by hand: what the listing cannot use is left out of the
// request (so the page renders, never a 5xx) and named to the shopper.
const params = (query: string) => new URLSearchParams(query);

describe('reading a listing address', () => {
  it('asks only for the colours, sizes, price range, discount and page it knows', () => {
    const vars = toVariables(
      params('color=red,nosuchcolour&size=M,XXL&price=999-1&discount=1000&page=1000000000000'),
      'men/clothing/mens_kurta',
      choices,
    );
    expect(vars.filter).toEqual({ category: 'men/clothing/mens_kurta', colours: ['red'], sizes: ['M'] });
    expect(vars.pageNumber).toBe(1);
  });

  it('keeps what is well formed', () => {
    const vars = toVariables(params('color=red&price=399-999&discount=30&stock=in_stock&page=3'), 'a/b/c', choices);
    expect(vars.filter).toMatchObject({ minPrice: 39900, maxPrice: 99900, minDiscount: 30, stock: 'IN_STOCK' });
    expect(vars.pageNumber).toBe(3);
  });

  it('names what it left out, and nothing when all is well', () => {
    expect(ignoredFilters(params('color=red,nosuchcolour&size=XXL&price=abc&discount=0&page=0'), choices)).toEqual([
      'colour “nosuchcolour”',
      'size “XXL”',
      'price “abc”',
      'discount “0”',
      'page “0”',
    ]);
    expect(ignoredFilters(params('color=red&size=M&price=399-999&discount=30&page=2'), choices)).toEqual([]);
  });

  it('reads a page number only when it is one a request can carry', () => {
    expect(readPage(params('page=2'))).toBe(2);
    expect(readPage(params('page=2147483647'))).toBe(2147483647);
    expect(readPage(params('page=2147483648'))).toBe(1);
    expect(readPage(params('page=-1'))).toBe(1);
    expect(readPage(params('page=1.5'))).toBe(1);
  });
});
