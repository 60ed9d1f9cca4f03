import { useToken } from './use-token';
import { useMe } from './me';
import type { MeQuery } from '../../graphql/graphql';

/**
 * The signed-in user's profile as the storefront shows it (name, email, role, addresses). Not
 * the gateway's `Viewer`, which is only who is asking ({ id, role }).
 */
export type Profile = NonNullable<MeQuery['me']>;

/**
 * The signed-in user, or null for a visitor. `loading` is true only while a stored jwt is
 * being turned into a profile, so callers can wait instead of flashing the visitor view.
 */
export function useProfile(): { profile: Profile | null; loading: boolean } {
  const token = useToken();
  const { data, loading } = useMe(token !== null);
  if (!token) return { profile: null, loading: false };
  return { profile: data?.me ?? null, loading: loading && !data };
}
