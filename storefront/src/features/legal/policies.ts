import { PAYMENTS, RETURNS, SHIPPING } from './buying-policies';
import { GRIEVANCE, PRIVACY, TERMS } from './legal-policies';
import type { Policy } from './policy-types';

/** The policy pages, in the order their list shows them; each at /policies/{slug}. */
export const POLICIES: Policy[] = [TERMS, PRIVACY, RETURNS, SHIPPING, PAYMENTS, GRIEVANCE];

export const policyOf = (slug: string | undefined) => POLICIES.find((p) => p.slug === slug) ?? null;
