import { lexicographicSortSchema } from 'graphql';
import { builder } from './builder.js';
import './types/category.js';
import './types/mutation.js';
import './types/user.js';
import './types/auth.js';
import './types/product.js';
import './types/product-list.js';
import './types/product-filter.js';
import './types/product-query.js';
import './types/search.js';
import './types/navigation.js';

/** The whole GraphQL contract; schema.graphql is this, printed. */
export const schema = lexicographicSortSchema(builder.toSchema());
