import { builder } from '../builder.js';
import type { ConsentState, UnsubscribeResult } from '../../gateway/src/services/index.js';
import './mutation.js';

const ConsentTopicEnum = builder.enumType('ConsentTopic', {
  description: 'What a shopper may agree to be mailed about, beyond the mails of their orders and account.',
  values: {
    NEWSLETTER: { description: 'The newsletter: new arrivals and offers.' },
    ORDER_REMINDERS: { description: 'Reminders about a cart left untouched.' },
    BACK_IN_STOCK: {
      description:
        'Back-in-stock mails for sizes the shopper asked about: given by a signed-in request; withdrawing it cancels the waiting requests.',
    },
  } as const,
});

const ConsentSourceEnum = builder.enumType('ConsentSource', {
  description: 'Where a consent is given or withdrawn, kept with it.',
  values: {
    ACCOUNT_PAGE: { value: 'account-page', description: 'The account information page.' },
    SUBSCRIPTIONS_PAGE: { value: 'subscriptions-page', description: 'My Subscriptions.' },
    API: { value: 'api', description: 'Another client of the API.' },
  } as const,
});

const ConsentRef = builder.objectRef<ConsentState>('Consent').implement({
  description: "A shopper's consent to one topic now, and when and how it was last given or withdrawn.",
  fields: (t) => ({
    topic: t.expose('topic', { type: ConsentTopicEnum, description: 'The topic.' }),
    granted: t.exposeBoolean('granted', { description: 'True while the shopper agrees to these mails.' }),
    changedAt: t.expose('changedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it was last given or withdrawn; null: never asked.',
    }),
    source: t.exposeString('source', {
      nullable: true,
      description:
        'How: account-page, subscriptions-page, api, notify-me (a back-in-stock request) or unsubscribe-link; null: never asked.',
    }),
  }),
});

builder.queryFields((t) => ({
  consents: t.field({
    type: [ConsentRef],
    description: "The signed-in shopper's consent to each topic.",
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => ctx.services.consents.list(ctx),
  }),
}));

builder.mutationFields((t) => ({
  setConsent: t.field({
    type: ConsentRef,
    description:
      "Gives or withdraws the signed-in shopper's consent to a topic; each change is recorded with when and how (setting the state it has records nothing).",
    authScopes: { signedIn: true },
    args: {
      topic: t.arg({ type: ConsentTopicEnum, required: true, description: 'The topic.' }),
      granted: t.arg.boolean({ required: true, description: 'true: subscribe; false: unsubscribe.' }),
      source: t.arg({ type: ConsentSourceEnum, description: 'Where the shopper did it; API when left out.' }),
    },
    resolve: (_root, args, ctx) => ctx.services.consents.set(ctx, args.topic, args.granted, args.source),
  }),
}));

const UnsubscribeResultRef = builder.objectRef<UnsubscribeResult>('UnsubscribeResult').implement({
  description: 'What an unsubscribe link did: the topic it ended, and nothing about whose it was.',
  fields: (t) => ({
    topic: t.expose('topic', { type: ConsentTopicEnum, description: 'The consent the link ends.' }),
    unsubscribed: t.exposeBoolean('unsubscribed', { description: 'Always true: a link only ever unsubscribes.' }),
  }),
});

builder.queryFields((t) => ({
  unsubscribeTopic: t.field({
    type: ConsentTopicEnum,
    description:
      "The topic an unsubscribe link (from a marketing mail's footer) would end, so the page can name it before the click; changes nothing. BAD_USER_INPUT for a token that is not valid.",
    args: { token: t.arg.string({ required: true, description: 'The token of the link.' }) },
    resolve: (_root, args, ctx) => ctx.services.unsubscribe.topicOf(args.token),
  }),
}));

builder.mutationFields((t) => ({
  unsubscribe: t.field({
    type: UnsubscribeResultRef,
    description:
      'One-click unsubscribe without signing in: withdraws the consent the signed token names (recorded as unsubscribe-link), at once. Only ever unsubscribes; used again it answers the same. BAD_USER_INPUT for a forged or altered token.',
    args: { token: t.arg.string({ required: true, description: 'The token of the link.' }) },
    resolve: (_root, args, ctx) => ctx.services.unsubscribe.unsubscribe(args.token),
  }),
}));
