import { NOT_FOUND_META, pageTitle, type PageMeta, type PageRequest } from '../../../lib/page-meta';
import { shopDetailsFrom } from '../../../lib/shop-details';
import { ShopDetailsDocument } from '../api/shop-details';
import { helpPageOf } from '../help-pages';
import { policyOf } from '../policies';

/** A policy page's head: its title and summary, listed by search engines; an unknown policy is a 404. */
export async function loadPolicyPage({ client, params }: PageRequest): Promise<PageMeta> {
  const { data } = await client.query({ query: ShopDetailsDocument });
  const policy = policyOf(params.policy, shopDetailsFrom(data?.shopDetails, data));
  if (!policy) return NOT_FOUND_META;
  return {
    status: 200,
    title: pageTitle(policy.title),
    description: policy.description,
    canonicalPath: `/policies/${policy.slug}`,
  };
}

/** A help page's head (/pages/{slug}): its title and summary; an unknown one is a 404. */
export async function loadHelpPage({ client, params }: PageRequest): Promise<PageMeta> {
  const { data } = await client.query({ query: ShopDetailsDocument });
  const page = helpPageOf(params.slug, shopDetailsFrom(data?.shopDetails, data));
  if (!page) return NOT_FOUND_META;
  return {
    status: 200,
    title: pageTitle(page.title),
    description: page.description,
    canonicalPath: `/pages/${page.slug}`,
  };
}
