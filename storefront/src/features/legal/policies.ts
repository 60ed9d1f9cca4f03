import type { ShopDetails } from '../../lib/shop-details';
import { PAYMENTS, RETURNS, SHIPPING } from './buying-policies';
import { GRIEVANCE, PRIVACY, TERMS } from './legal-policies';
import type { Policy } from './policy-types';

/** The policy pages written from the shop's details, in the order their list shows them; each at /policies/{slug}. */
export const policiesOf = (details: ShopDetails): Policy[] =>
  [TERMS, PRIVACY, RETURNS, SHIPPING, PAYMENTS, GRIEVANCE].map((write) => write(details));

export const policyOf = (slug: string | undefined, details: ShopDetails) =>
  policiesOf(details).find((p) => p.slug === slug) ?? null;
