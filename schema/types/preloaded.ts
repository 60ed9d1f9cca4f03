/**
 * A relation a row already carries (catalog rows come with their sizes and category chain), or
 * undefined when the row was loaded without it. Used by relation fields' fallbacks, which Pothos
 * calls for rows it did not plan itself.
 */
export function preloaded<R>(row: object, relation: string): R | undefined {
  return (row as Record<string, R | undefined>)[relation];
}
