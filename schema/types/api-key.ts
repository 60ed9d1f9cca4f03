import { builder } from '../builder.js';
import type { ApiKeyRecord } from '../../gateway/src/services/index.js';
import { DEFAULT_KEY_LIMITS } from '../../gateway/src/services/index.js';
import './mutation.js';

const ApiKeyRef = builder.objectRef<ApiKeyRecord>('ApiKey').implement({
  description: 'A key a third-party client sends in the X-Api-Key header, with its own rate and cost budget.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The key id (not the secret).' }),
    name: t.exposeString('name', { description: 'Who or what the key is for.' }),
    prefix: t.exposeString('prefix', { description: 'The first characters of the secret, to tell keys apart.' }),
    requestsPerMinute: t.exposeInt('requestsPerMinute', { description: 'GraphQL requests allowed per minute.' }),
    costPerMinute: t.exposeInt('costPerMinute', {
      description: 'Cost points (operation complexity) allowed per minute.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the key was created.' }),
    revokedAt: t.expose('revokedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the key was revoked; null while it works.',
    }),
  }),
});

const CreatedApiKey = builder.objectRef<{ apiKey: ApiKeyRecord; secret: string }>('CreatedApiKey').implement({
  description: 'A new key and its secret. The secret is shown this once and never again: store it now.',
  fields: (t) => ({
    apiKey: t.field({ type: ApiKeyRef, description: 'The key.', resolve: (r) => r.apiKey }),
    secret: t.exposeString('secret', { description: 'The value to send as X-Api-Key.' }),
  }),
});

const ApiKeyInput = builder.inputType('ApiKeyInput', {
  description: 'A new API key.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'Who or what the key is for (1 to 100 characters).' }),
    requestsPerMinute: t.int({ description: `Requests per minute; default ${DEFAULT_KEY_LIMITS.requestsPerMinute}.` }),
    costPerMinute: t.int({ description: `Cost points per minute; default ${DEFAULT_KEY_LIMITS.costPerMinute}.` }),
  }),
});

builder.queryFields((t) => ({
  apiKeys: t.field({
    type: [ApiKeyRef],
    description: 'Every API key, newest first, revoked ones included. ADMIN only.',
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => ctx.services.apiKeys.list(ctx),
  }),
}));

builder.mutationFields((t) => ({
  createApiKey: t.field({
    type: CreatedApiKey,
    description: 'Creates an API key for a third-party client; the answer holds its secret, shown once. ADMIN only.',
    authScopes: { admin: true },
    args: { input: t.arg({ type: ApiKeyInput, required: true, description: 'Name and budgets of the key.' }) },
    resolve: (_root, args, ctx) => ctx.services.apiKeys.create(ctx, args.input),
  }),
  revokeApiKey: t.field({
    type: ApiKeyRef,
    description: 'Revokes an API key at once: its next request is answered 401 INVALID_API_KEY. ADMIN only.',
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true, description: 'The key id.' }) },
    resolve: (_root, args, ctx) => ctx.services.apiKeys.revoke(ctx, String(args.id)),
  }),
}));
