// Helpers for the invoice tests: shoppers with orders paid through the sandbox, end to end.
import type { TestShop } from './harness.js';
import { ADDRESS, addToCart, newShopper, type Shopper } from './buying.js';

let skip = 40;

/** A product of the seed in a category, its sizes restocked; `skip` walks through different products. */
export async function productIn(
  shop: TestShop,
  categoryId: string,
  { stock = 20, maxPrice }: { stock?: number; maxPrice?: number } = {},
) {
  // Seeded ids are random, so "the first by id" is a different product in every seeded database:
  // a test that needs a price band (a GST rate) says so here rather than relying on the order.
  const product = await shop.db.prisma.product.findFirstOrThrow({
    where: { categoryId, deletedAt: null, ...(maxPrice === undefined ? {} : { discountedPrice: { lte: maxPrice } }) },
    orderBy: { id: 'asc' },
    include: { sizes: true },
  });
  for (const size of product.sizes) {
    await shop.db.prisma.productSize.update({ where: { id: size.id }, data: { quantity: stock } });
  }
  // The product's own quantity is the sum over its sizes (listing filters read it).
  await shop.db.prisma.product.update({ where: { id: product.id }, data: { quantity: stock * product.sizes.length } });
  return product;
}

/** Any product of the seed with stock in its first size. */
export async function someProduct(shop: TestShop) {
  const product = await shop.db.prisma.product.findFirstOrThrow({
    where: { deletedAt: null, sizes: { some: {} } },
    orderBy: { id: 'asc' },
    skip: skip++,
    include: { sizes: true },
  });
  await shop.db.prisma.productSize.update({ where: { id: product.sizes[0]!.id }, data: { quantity: 50 } });
  const sizes = await shop.db.prisma.productSize.aggregate({
    where: { productId: product.id },
    _sum: { quantity: true },
  });
  await shop.db.prisma.product.update({ where: { id: product.id }, data: { quantity: sizes._sum.quantity ?? 0 } });
  return { product, size: product.sizes[0]!.name };
}

/** Places an order for what is in the cart, to `address` (default Karnataka, the sample seller's state). */
export async function placeOrder(s: Shopper, address: Record<string, string> = ADDRESS): Promise<string> {
  const reply = await s.rest('POST', '/api/orders/', { ...address, save: false });
  if (reply.status !== 201) throw new Error(`order failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body._id as string;
}

/** Pays an order through the sandbox: link, the page's Pay button, confirmation with the callback's parameters. */
export async function pay(shop: TestShop, s: Shopper, orderId: string) {
  const link = await s.rest('POST', `/api/payments/${orderId}`);
  if (link.status !== 200) throw new Error(`link failed: ${link.status} ${JSON.stringify(link.body)}`);
  const res = await fetch(`${link.body.payment_Link_Url}/pay`, { method: 'POST', redirect: 'manual' });
  const params = new URL(res.headers.get('location')!, shop.url).searchParams;
  const reply = await s.gql(`mutation ($input: ConfirmPaymentInput!) { confirmPayment(input: $input) { id status } }`, {
    input: {
      orderId,
      paymentId: params.get('razorpay_payment_id'),
      paymentLinkId: params.get('razorpay_payment_link_id'),
      paymentLinkReferenceId: params.get('razorpay_payment_link_reference_id'),
      paymentLinkStatus: params.get('razorpay_payment_link_status'),
      signature: params.get('razorpay_signature'),
    },
  });
  if (reply.body.errors) throw new Error(JSON.stringify(reply.body.errors));
  return reply.body.data.confirmPayment as { id: string; status: string };
}

/** A new shopper who has paid an order of the given products (one unit of each, in their first size). */
export async function paidOrder(
  shop: TestShop,
  products: { id: string; sizes: { name: string }[] }[],
  address?: Record<string, string>,
) {
  const s = await newShopper(shop, 'invoiced');
  for (const p of products) await addToCart(s, p.id, p.sizes[0]!.name);
  const orderId = await placeOrder(s, address);
  await pay(shop, s, orderId);
  return { s, orderId };
}
