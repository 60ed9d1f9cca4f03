import { NOT_FOUND_META, pageTitle, type PageMeta, type PageRequest } from '../../../lib/page-meta';
import { policyOf } from '../policies';

/** A policy page's head: its title and summary, listed by search engines; an unknown policy is a 404. */
export async function loadPolicyPage({ params }: PageRequest): Promise<PageMeta> {
  const policy = policyOf(params.policy);
  if (!policy) return NOT_FOUND_META;
  return {
    status: 200,
    title: pageTitle(policy.title),
    description: policy.description,
    canonicalPath: `/policies/${policy.slug}`,
  };
}
