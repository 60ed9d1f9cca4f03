/** /{levelOne}/{levelTwo}/{levelThree} (Catalog issue). */
export function ListingPage() {
  return <p>Listing</p>;
}
