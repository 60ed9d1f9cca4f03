/** /product/id/{productId} (Catalog issue). */
export function ProductPage() {
  return <p>Product</p>;
}
