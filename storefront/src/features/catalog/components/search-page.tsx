/** /search?q= (Catalog issue). */
export function SearchPage() {
  return <p>Search</p>;
}
