import { useToken } from '../../../lib/use-token';
import { useMe } from '../api/me';
import type { MeQuery } from '../../../graphql/graphql';

export type Viewer = NonNullable<MeQuery['me']>;

/**
 * The signed-in user, or null for a visitor. `loading` is true only while a stored jwt is
 * being turned into a profile, so callers can wait instead of flashing the visitor view.
 */
export function useViewer(): { viewer: Viewer | null; loading: boolean } {
  const token = useToken();
  const { data, loading } = useMe(token !== null);
  if (!token) return { viewer: null, loading: false };
  return { viewer: data?.me ?? null, loading: loading && !data };
}
