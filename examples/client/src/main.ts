// The example third-party client: lists products, searches, signs up and in, fills a cart,
// places an order and pays it in the sandbox. Run it against a started shop:
//   SHOP_URL=http://localhost:4000 npx tsx examples/client/src/main.ts
import { fileURLToPath } from 'node:url';
import { shopClient } from './client.js';
import * as op from './operations.js';

export interface ExampleOptions {
  url: string;
  apiKey?: string;
  log?: (line: string) => void;
}

const ADDRESS = {
  firstName: 'Asha',
  lastName: 'Verma',
  streetAddress: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipCode: '560001',
  mobile: '9876543210',
};

/**
 * Pays a sandbox payment link the way a shopper's browser does: the sandbox page's "Pay" form
 * answers a redirect to the shop's /payment/{orderId} page with the provider's signed parameters.
 */
async function payInSandbox(linkUrl: string): Promise<URLSearchParams> {
  const res = await fetch(`${linkUrl}/pay`, { method: 'POST', redirect: 'manual' });
  const location = res.headers.get('location');
  if (res.status !== 303 || !location) throw new Error(`The sandbox did not take the payment (HTTP ${res.status})`);
  return new URL(location, linkUrl).searchParams;
}

/** Runs the whole journey; returns the paid order. */
export async function runExample({ url, apiKey, log = console.log }: ExampleOptions) {
  const shop = shopClient({ url, apiKey });

  const listing = await shop.request(op.ProductsPage, { first: 5 });
  const products = listing.productsConnection.edges.map((e) => e.node);
  log(
    `${listing.productsConnection.totalCount} products in stock; the first: ${products.map((p) => p.title).join(', ')}`,
  );
  const next = await shop.request(op.ProductsPage, { first: 5, after: listing.productsConnection.pageInfo.endCursor });
  log(
    `next page: ${next.productsConnection.edges.length} more (cost ${shop.budget.cost?.requested}, ${shop.budget.cost?.remaining} left)`,
  );

  const found = await shop.request(op.Search, { query: 'kurta', first: 3 });
  log(`search "kurta": ${found.searchConnection.totalCount} matches`);

  const email = `example.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'example-password-1';
  await shop.request(op.SignUp, { input: { firstName: 'Asha', lastName: 'Verma', email, password } });
  const { signin } = await shop.request(op.SignIn, { email, password });
  shop.signedInWith(signin.token);
  log(`signed in as ${signin.user.email}`);

  const product = products.find((p) => p.sizes.some((s) => s.quantity > 0));
  const size = product?.sizes.find((s) => s.quantity > 0);
  if (!product || !size) throw new Error('No product in stock to buy');
  const { addToCart } = await shop.request(op.AddToCart, { productId: product.id, size: size.name });
  log(`cart: ${addToCart.totalItem} item(s), ₹${addToCart.totalDiscountedPrice / 100}`);

  const { createOrder } = await shop.request(op.PlaceOrder, { address: ADDRESS, key: `example-${email}` });
  log(`order ${createOrder.id}: ${createOrder.status}`);
  const { createPaymentLink } = await shop.request(op.PaymentLink, { orderId: createOrder.id });
  const callback = await payInSandbox(createPaymentLink.url);
  const { confirmPayment } = await shop.request(op.ConfirmPayment, {
    input: {
      orderId: createOrder.id,
      paymentId: callback.get('razorpay_payment_id') ?? '',
      paymentLinkId: callback.get('razorpay_payment_link_id') ?? '',
      paymentLinkReferenceId: callback.get('razorpay_payment_link_reference_id') ?? '',
      paymentLinkStatus: callback.get('razorpay_payment_link_status') ?? '',
      signature: callback.get('razorpay_signature') ?? '',
    },
  });
  log(`paid: order ${confirmPayment.id} is ${confirmPayment.status} (paid at ${confirmPayment.paidAt})`);
  return confirmPayment;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const url = process.env.SHOP_URL ?? 'http://localhost:4000';
  runExample({ url, apiKey: process.env.SHOP_API_KEY }).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
