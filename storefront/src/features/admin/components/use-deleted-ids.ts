import { useCallback, useState } from 'react';

/**
 * The rows deleted from a list screen, kept out of its list from then on. A read that started
 * before the delete (a search typed a moment earlier) may answer after the list was read again,
 * and the cache would take its rows, the deleted one among them, as the newest.
 */
export function useDeletedIds() {
  const [ids, setIds] = useState<ReadonlySet<string>>(() => new Set());
  const forget = useCallback((id: string) => setIds((before) => new Set(before).add(id)), []);
  const keep = useCallback(<Row extends { id: string }>(rows: Row[]) => rows.filter((row) => !ids.has(row.id)), [ids]);
  return { keep, forget };
}
