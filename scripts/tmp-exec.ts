import { parse, execute, validate } from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import { schema } from '../schema/index.js';
const Q = `query Listing($filter: ProductFilter) { products(filter: $filter, pageSize: 20) {
  totalPages totalElements content { id title brand price discountedPrice discountPercent colour imageUrls inStock
  sizes { id name quantity } category { id name label } } } }`;
const cat = { id: 'women/clothing/lehenga', name: 'lehenga', label: 'Lehenga', level: 3, parentId: 'women/clothing', position: 0, parent: null };
const rows = Array.from({ length: 20 }, (_, i) => ({ id: `p${i}`, title: 'T', brand: 'B', description: 'd', details: '', highlights: [], price: 1000, discountedPrice: 800, discountPercent: 20, colour: 'red', imageUrls: ['/a.svg', '/b.svg'], tags: [], quantity: 3, categoryId: cat.id, createdAt: new Date(), updatedAt: new Date(), sizes: [1, 2, 3].map((n) => ({ id: `s${n}`, productId: `p${i}`, name: 'M', quantity: 1, position: n })), category: cat }));
const ctx = () => ({ viewer: null, services: { catalog: { listProducts: async () => ({ content: rows, totalElements: 100, totalPages: 5, pageNumber: 1, pageSize: 20 }) } } });
const doc = parse(Q);
console.log(validate(schema, doc).length);
const vars = { filter: { category: 'women', colors: ['red'] } };
const r = await execute({ schema, document: doc, contextValue: ctx(), variableValues: vars });
console.log(JSON.stringify(r).slice(0, 200));
for (let k = 0; k < 2; k++) {
  let t = performance.now();
  for (let i = 0; i < 2000; i++) await execute({ schema, document: doc, contextValue: ctx(), variableValues: vars });
  console.log('graphql-js', ((performance.now() - t) / 2000).toFixed(3), 'ms/exec');
  const c = compileQuery(schema, doc);
  if (!isCompiledQuery(c)) throw new Error(JSON.stringify(c));
  t = performance.now();
  for (let i = 0; i < 2000; i++) await c.query(undefined, ctx(), vars);
  console.log('graphql-jit', ((performance.now() - t) / 2000).toFixed(3), 'ms/exec');
}
const r2 = await compileQuery(schema, doc) as any;
console.log(JSON.stringify(await r2.query(undefined, ctx(), vars)) === JSON.stringify(r));
