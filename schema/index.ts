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
import './types/cart.js';
import './types/cart-item.js';
import './types/order-status.js';
import './types/order.js';
import './types/order-item.js';
import './types/shipping-address.js';
import './types/payment-link.js';
import './types/api-key.js';
import './types/page-info.js';
import './types/product-connection.js';
import './types/order-connection.js';
import './types/user-connection.js';

/** The whole GraphQL contract; schema.graphql is this, printed. */
export const schema = lexicographicSortSchema(builder.toSchema());
