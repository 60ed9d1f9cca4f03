import { lexicographicSortSchema } from 'graphql';
import { builder } from './builder.js';
import './types/category.js';
import './types/product.js';
import './types/product-list.js';

/** The whole GraphQL contract; schema.graphql is this, printed. */
export const schema = lexicographicSortSchema(builder.toSchema());
