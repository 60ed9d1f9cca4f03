import { print } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

/** A GraphQL error answer, with the shop's error code (docs/graphql.md, Errors). */
class ShopApiError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly status: number,
    readonly retryAfterSeconds: number | null,
  ) {
    super(message);
    this.name = 'ShopApiError';
  }
}

export interface ShopClientOptions {
  /** The shop, e.g. http://localhost:4000. */
  url: string;
  /** An API key from the shop's admin (X-Api-Key); without one, the per-address budget applies. */
  apiKey?: string;
  /** A session token from signin/signup (Authorization: Bearer). */
  token?: string;
}

/** What a request reports besides its data: the cost and what is left of the budgets. */
export interface Budget {
  cost?: { requested: number; limit: number; remaining: number; resetInSeconds: number };
  rateLimit?: { limit: number; remaining: number; resetInSeconds: number };
}

/**
 * A minimal typed GraphQL client over plain `fetch`: the document's types come from codegen, so
 * `data` and `variables` are checked at compile time. Errors become ShopApiError with the code.
 */
export function shopClient(options: ShopClientOptions) {
  let token = options.token;
  let lastBudget: Budget = {};
  return {
    signedInWith(newToken: string) {
      token = newToken;
    },
    get budget(): Budget {
      return lastBudget;
    },
    async request<TData, TVariables>(
      document: TypedDocumentNode<TData, TVariables>,
      ...[variables]: TVariables extends Record<string, never> ? [] : [TVariables]
    ): Promise<TData> {
      const res = await fetch(new URL('/graphql', options.url), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json, application/json',
          ...(options.apiKey ? { 'x-api-key': options.apiKey } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query: print(document), variables }),
      });
      const body = (await res.json()) as {
        data?: TData;
        errors?: { message: string; extensions?: { code?: string } }[];
        extensions?: Budget;
      };
      lastBudget = body.extensions ?? {};
      const error = body.errors?.[0];
      if (error || !body.data) {
        const retryAfter = res.headers.get('retry-after');
        throw new ShopApiError(
          error?.message ?? `HTTP ${res.status}`,
          error?.extensions?.code,
          res.status,
          retryAfter ? Number(retryAfter) : null,
        );
      }
      return body.data;
    },
  };
}
