import {
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * Walks of a client's document that stay linear in its size. A fragment may spread another
 * fragment twice, and that one the next twice: forty such fragments make a 1.5 KB document
 * whose naive expansion is 2^40 selections. Every walk here reads each fragment once and
 * reuses what it found, so its work follows the text, never the expansion.
 */
export function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  return fragments;
}

/**
 * How many field selections an operation asks for once every fragment spread is replaced by
 * its fragment (only those `counts` accepts, when given), counted up to `cap` (the answer is then `cap`). Each fragment is counted once
 * and its figure reused; unknown fragments and cycles count nothing (validation refuses them).
 */
export function expandedFieldCount(
  operation: OperationDefinitionNode,
  fragments: Map<string, FragmentDefinitionNode>,
  cap: number,
  counts: (field: FieldNode) => boolean = () => true,
): number {
  const known = new Map<string, number>();
  const active = new Set<string>();
  const add = (a: number, b: number) => Math.min(a + b, cap);
  const fragmentCount = (name: string): number => {
    const cached = known.get(name);
    if (cached !== undefined) return cached;
    const fragment = fragments.get(name);
    if (!fragment || active.has(name)) return 0;
    active.add(name);
    const count = selectionCount(fragment.selectionSet);
    active.delete(name);
    known.set(name, count);
    return count;
  };
  const selectionCount = (set: SelectionSetNode): number => {
    let count = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (counts(selection)) count = add(count, 1);
        if (selection.selectionSet) count = add(count, selectionCount(selection.selectionSet));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        count = add(count, selectionCount(selection.selectionSet));
      } else {
        count = add(count, fragmentCount(selection.name.value));
      }
      if (count >= cap) break;
    }
    return count;
  };
  return selectionCount(operation.selectionSet);
}

/**
 * Whether an operation reads anything beyond the schema itself: a root field other than
 * `__typename`, `__schema` or `__type`. Those three are answered from the schema in memory,
 * so such a request never needs a turn at the database. Each fragment is looked at once.
 */
export function touchesData(
  operation: OperationDefinitionNode,
  fragments: Map<string, FragmentDefinitionNode>,
): boolean {
  const seen = new Set<string>();
  const visit = (set: SelectionSetNode): boolean =>
    set.selections.some((selection) => {
      if (selection.kind === Kind.FIELD) return !selection.name.value.startsWith('__');
      if (selection.kind === Kind.INLINE_FRAGMENT) return visit(selection.selectionSet);
      const name = selection.name.value;
      if (seen.has(name)) return false;
      seen.add(name);
      const fragment = fragments.get(name);
      return fragment ? visit(fragment.selectionSet) : false;
    });
  return visit(operation.selectionSet);
}
