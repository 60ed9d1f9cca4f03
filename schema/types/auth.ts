import { queryFromInfo } from '@pothos/plugin-prisma';
import { builder, passwordWork } from '../builder.js';
import type { Session } from '../../gateway/src/services/index.js';
import { UserRef } from './user.js';
import './mutation.js';

export const AuthPayload = builder.objectRef<Session<typeof UserRef.$inferType>>('AuthPayload').implement({
  description: 'A new session: send the token as `Authorization: Bearer <token>`.',
  fields: (t) => ({
    token: t.exposeString('token', { description: 'A JWT valid for 7 days.' }),
    user: t.field({ type: UserRef, description: 'Who signed in.', resolve: (session) => session.user }),
  }),
});

const SignupInput = builder.inputType('SignupInput', {
  description: 'A new customer account.',
  fields: (t) => ({
    firstName: t.string({ required: true, description: 'Given name.' }),
    lastName: t.string({ required: true, description: 'Family name.' }),
    email: t.string({ required: true, description: 'Unique, case-insensitively; the sign-in name.' }),
    password: t.string({ required: true, description: 'At least 8 characters.' }),
  }),
});

builder.mutationFields((t) => ({
  signup: t.field({
    type: AuthPayload,
    description:
      'Creates a customer account and signs it in. A taken email is a CONFLICT; too many new accounts from one network are TOO_MANY_REQUESTS.',
    extensions: passwordWork,
    args: { input: t.arg({ type: SignupInput, required: true, description: 'Names, email and password.' }) },
    resolve: (_root, args, ctx, info) =>
      ctx.services.auth.signup(ctx, args.input, queryFromInfo({ context: ctx, info, path: ['user'] })),
  }),
  signin: t.field({
    type: AuthPayload,
    description:
      'Signs in. Repeated failures are slowed down; many from one network, or for one account from one network, are refused with TOO_MANY_REQUESTS.',
    extensions: passwordWork,
    args: {
      email: t.arg.string({ required: true, description: 'The account email (any case).' }),
      password: t.arg.string({ required: true, description: 'The password.' }),
      code: t.arg.string({
        description: 'Staff accounts with a second factor: the 6-digit code of the authenticator app.',
      }),
      recoveryCode: t.arg.string({ description: 'Staff accounts: one of the ten recovery codes, instead of a code.' }),
    },
    resolve: (_root, args, ctx, info) =>
      ctx.services.auth.signin(ctx, args, queryFromInfo({ context: ctx, info, path: ['user'] })),
  }),
  changePassword: t.field({
    type: AuthPayload,
    description:
      "Changes the signed-in user's password; the current password is required. Ends every session of the account and returns a fresh one: store its token.",
    authScopes: { signedIn: true },
    extensions: passwordWork,
    args: {
      currentPassword: t.arg.string({ required: true, description: 'The password now.' }),
      newPassword: t.arg.string({ required: true, description: 'The new password: at least 8 characters.' }),
    },
    resolve: (_root, args, ctx, info) =>
      ctx.services.auth.changePassword(ctx, args, queryFromInfo({ context: ctx, info, path: ['user'] })),
  }),
  logout: t.boolean({
    description: "Ends this session: the request's token stops working.",
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => ctx.services.auth.logout(ctx),
  }),
  logoutEverywhere: t.boolean({
    description: 'Ends every session of the signed-in account, on every device, this one included.',
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => ctx.services.auth.logoutEverywhere(ctx),
  }),
}));
