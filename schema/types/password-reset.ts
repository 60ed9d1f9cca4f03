import { queryFromInfo } from '@pothos/plugin-prisma';
import { builder, passwordWork } from '../builder.js';
import { RESET_TOKEN_MINUTES } from '../../gateway/src/services/index.js';
import { AuthPayload } from './auth.js';
import './mutation.js';

// "Forgot password?": a mailed link, then a new password. Neither needs a session.
builder.mutationFields((t) => ({
  requestPasswordReset: t.boolean({
    description: `Mails a link to set a new password (valid ${RESET_TOKEN_MINUTES} minutes, used once) when the address belongs to an account. Answers true whether or not it does, so nobody learns which addresses have accounts. Too many requests from one network are TOO_MANY_REQUESTS; an account gets at most a few such mails per quarter hour.`,
    args: { email: t.arg.string({ required: true, description: 'The account email (any case).' }) },
    resolve: async (_root, args, ctx) => {
      await ctx.services.passwordReset.request(ctx, args.email);
      return true;
    },
  }),
  resetPassword: t.field({
    type: AuthPayload,
    description:
      "Sets a new password with the token from the reset mail (the sign-up's rules: at least 8 characters), ends every session of the account, and signs in: store the returned token. A used, expired or unknown token is BAD_USER_INPUT on `token`.",
    extensions: passwordWork,
    args: {
      token: t.arg.string({ required: true, description: 'The `token` of the link in the mail.' }),
      password: t.arg.string({ required: true, description: 'The new password: at least 8 characters.' }),
    },
    resolve: (_root, args, ctx, info) =>
      ctx.services.passwordReset.reset(ctx, args, queryFromInfo({ context: ctx, info, path: ['user'] })),
  }),
}));
