import { NavigationDocument } from '../api/navigation';
import { ProductDetailDocument } from '../api/product-detail';
import { firstReviewsPage, ProductReviewsDocument } from '../api/product-reviews';
import type { ProductDetailQuery } from '../../../graphql/graphql';
import { productPath } from '../components/product-link';
import {
  breadcrumbList,
  decimalRupees,
  NOT_FOUND_META,
  SHOP_IMAGE,
  summary,
  type PageMeta,
  type PageRequest,
} from '../../../lib/page-meta';
import { picture, rasterImage } from '../../../lib/pictures';
import { GALLERY_SIZES } from '../product/gallery-sizes';
import { productTitle } from './titles';

type Product = NonNullable<ProductDetailQuery['product']>;

/** Fetches a product page; a product that does not exist (or no longer does) is a 404. */
export async function loadProductPage({ client, params, origin }: PageRequest): Promise<PageMeta> {
  const id = params.productId ?? '';
  const [{ data }] = await Promise.all([
    client.query({ query: ProductDetailDocument, variables: { id } }),
    client.query({ query: NavigationDocument }),
    client.query({ query: ProductReviewsDocument, variables: firstReviewsPage(id) }),
  ]);
  const product = data?.product;
  if (!product) return NOT_FOUND_META;
  const path = productPath(product.id);
  const preview = rasterImage(product.imageUrls[0]);
  const listing = product.category.parent?.parent ? `/${product.category.id}` : null;
  return {
    status: 200,
    title: productTitle(product),
    description: summary(`${product.brand} ${product.title}: ${product.description}`),
    canonicalPath: path,
    image: preview ? { path: preview, width: 900, height: 1200, alt: `${product.brand} ${product.title}` } : SHOP_IMAGE,
    product: {
      price: decimalRupees(product.discountedPrice),
      currency: 'INR',
      availability: product.inStock ? 'in stock' : 'out of stock',
    },
    lcpImages: product.imageUrls.slice(0, 1).map((url) => picture(url, GALLERY_SIZES)),
    jsonLd: [
      productLd(product, origin),
      breadcrumbList(origin, [
        { name: 'Home', path: '/' },
        ...(listing ? [{ name: product.category.label, path: listing }] : []),
        { name: product.title, path },
      ]),
    ],
  };
}

/**
 * schema.org Product with its one offer (the price a shopper pays, in rupees, and whether it is in
 * stock) and, once shoppers have rated it, the ratings the page shows.
 */
function productLd(product: Product, origin: string): object {
  const url = `${origin}${productPath(product.id)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    sku: product.id,
    name: product.title,
    brand: { '@type': 'Brand', name: product.brand },
    description: product.description,
    color: product.colour,
    category: [product.category.parent?.parent, product.category.parent, product.category]
      .filter((level) => level != null)
      .map((level) => level.label)
      .join(' > '),
    image: product.imageUrls.map((image) => `${origin}${rasterImage(image) ?? image}`),
    url,
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'INR',
      price: decimalRupees(product.discountedPrice),
      availability: `https://schema.org/${product.inStock ? 'InStock' : 'OutOfStock'}`,
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(product.rating.count > 0 && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: product.rating.average.toFixed(1),
        bestRating: 5,
        worstRating: 1,
        ratingCount: product.rating.count,
        reviewCount: product.rating.reviewCount,
      },
    }),
  };
}
