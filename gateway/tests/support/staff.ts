// Helpers for the staff tests: back-office accounts of a given role, made straight in the database.
import type { TestShop } from './harness.js';
import { bearer, call, signupCustomer } from './accounts.js';

export const BUILT_IN_ROLES = ['owner', 'manager', 'catalog', 'fulfilment', 'support'] as const;

export interface StaffCaller {
  id: string;
  email: string;
  password: string;
  headers: Record<string, string>;
  gql<T = any>(query: string, variables?: Record<string, unknown>): Promise<{ status: number; body: T }>;
  rest(method: string, path: string, body?: unknown): ReturnType<typeof call>;
}

/** A signed-in account made staff with `roleId` (the role is read from the database on each request). */
export async function staffWithRole(shop: TestShop, roleId: string, label = roleId): Promise<StaffCaller> {
  const { email, password, token } = await signupCustomer(shop, `staff-${label}`);
  const user = await shop.db.prisma.user.update({ where: { email }, data: { role: 'ADMIN' } });
  await shop.db.prisma.staffMember.create({ data: { userId: user.id, roleId } });
  const headers = bearer(token);
  return {
    id: user.id,
    email,
    password,
    headers,
    gql: (query, variables) => shop.graphql(query, variables, headers),
    rest: (method, path, body) => call(shop, method, path, body, headers),
  };
}
