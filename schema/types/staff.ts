import { builder, passwordWork } from '../builder.js';
import { PERMISSIONS, type Permission } from '../../gateway/src/services/index.js';
import { holds, ALL_PERMISSIONS } from '../../gateway/src/services/index.js';
import { AuthPayload } from './auth.js';
import './mutation.js';

const PermissionEnum = builder.enumType('Permission', {
  description: 'What a back-office role allows; a role is a set of these and the owner has them all.',
  values: Object.fromEntries(
    Object.entries(PERMISSIONS).map(([name, description]) => [name, { description }]),
  ) as Record<Permission, { description: string }>,
});

interface RoleRow {
  id: string;
  name: string;
  permissions: string[];
  builtIn: boolean;
  requiresTwoFactor: boolean;
  _count?: { members: number };
}

const StaffRoleRef = builder.objectRef<RoleRow>('StaffRole').implement({
  description: 'A back-office role: Owner, Manager, Catalog, Fulfilment, Support, or one the owner made.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The role id (owner, manager, catalog, fulfilment, support, or generated).' }),
    name: t.exposeString('name', { description: 'What the back office calls it.' }),
    permissions: t.field({
      type: [PermissionEnum],
      description: 'What it allows.',
      resolve: (r) => r.permissions as Permission[],
    }),
    builtIn: t.exposeBoolean('builtIn', { description: 'Built in: its name and permissions are fixed.' }),
    requiresTwoFactor: t.exposeBoolean('requiresTwoFactor', {
      description: 'Members sign in with a second factor (TOTP).',
    }),
    memberCount: t.int({ description: 'Back-office accounts with this role.', resolve: (r) => r._count?.members ?? 0 }),
  }),
});

interface MemberRow {
  id: string;
  email: string;
  name: string;
  roleId: string;
  twoFactor: boolean;
  lastSignInAt: Date | null;
  deactivatedAt: Date | null;
}

const StaffMemberRef = builder.objectRef<MemberRow>('StaffMember').implement({
  description: 'A back-office account.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The account id.' }),
    email: t.exposeString('email', { description: 'The sign-in e-mail.' }),
    name: t.exposeString('name', { description: 'Given and family name.' }),
    roleId: t.exposeString('roleId', { description: 'The role id (owner for an owner).' }),
    twoFactor: t.exposeBoolean('twoFactor', { description: 'Whether a second factor is set up.' }),
    lastSignInAt: t.expose('lastSignInAt', {
      type: 'DateTime',
      nullable: true,
      description: 'The last sign-in (from the audit log); null when it never signed in.',
    }),
    deactivatedAt: t.expose('deactivatedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it was deactivated; null while active.',
    }),
  }),
});

const StaffInvitationRef = builder
  .objectRef<{ id: string; email: string; expiresAt: Date; createdAt: Date; role: { name: string } }>('StaffInvitation')
  .implement({
    description: 'An invitation mailed to a new member of staff: a one-time link good for 72 hours.',
    fields: (t) => ({
      id: t.exposeID('id', { description: 'The invitation id.' }),
      email: t.exposeString('email', { description: 'Who is invited.' }),
      roleName: t.string({ description: 'The role they get.', resolve: (i) => i.role.name }),
      expiresAt: t.expose('expiresAt', { type: 'DateTime', description: 'When the link stops working.' }),
      invitedAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was sent.' }),
      expired: t.boolean({
        description: 'The link has stopped working; send a new invitation.',
        resolve: (i) => i.expiresAt.getTime() <= Date.now(),
      }),
    }),
  });

const InvitationDetails = builder
  .objectRef<{ email: string; roleName: string; expiresAt: Date }>('StaffInvitationDetails')
  .implement({
    description: 'What an invitation link is for, shown on the page that accepts it.',
    fields: (t) => ({
      email: t.exposeString('email', { description: 'The invited e-mail.' }),
      roleName: t.exposeString('roleName', { description: 'The role.' }),
      expiresAt: t.expose('expiresAt', { type: 'DateTime', description: 'When the link stops working.' }),
    }),
  });

const Enrolment = builder.objectRef<{ secret: string; otpauthUri: string }>('TwoFactorEnrolment').implement({
  description: 'A new TOTP secret, shown once: type the secret (or open the URI) in an authenticator app.',
  fields: (t) => ({
    secret: t.exposeString('secret', { description: 'The base32 secret.' }),
    otpauthUri: t.exposeString('otpauthUri', { description: 'The same as an otpauth://totp/ URI.' }),
  }),
});

interface AuditRow {
  id: string;
  at: Date;
  actorId: string | null;
  actorEmail: string | null;
  address: string | null;
  requestId: string | null;
  kind: string;
  objectType: string | null;
  objectId: string | null;
  summary: string;
  before: unknown;
  after: unknown;
}

const AuditEntryRef = builder.objectRef<AuditRow>('AuditEntry').implement({
  description: 'One back-office action or staff sign-in, as the audit log keeps it (never changed afterwards).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The entry id.' }),
    at: t.expose('at', { type: 'DateTime', description: 'When.' }),
    actorId: t.exposeString('actorId', { nullable: true, description: 'Who (account id); null: the shop itself.' }),
    actorEmail: t.exposeString('actorEmail', { nullable: true, description: 'Who, by e-mail at the time.' }),
    address: t.exposeString('address', { nullable: true, description: 'The network address the request came from.' }),
    requestId: t.exposeString('requestId', { nullable: true, description: 'The X-Request-Id of the request.' }),
    kind: t.exposeString('kind', {
      description: 'What happened: product.update, order.status, refund.create, signin, …',
    }),
    objectType: t.exposeString('objectType', {
      nullable: true,
      description: 'The kind of object: Product, Order, User, …',
    }),
    objectId: t.exposeString('objectId', { nullable: true, description: 'Its id.' }),
    summary: t.exposeString('summary', { description: 'One line for people.' }),
    before: t.string({
      nullable: true,
      description: 'The fields before, as JSON (money as ₹ text).',
      resolve: (r) => (r.before == null ? null : JSON.stringify(r.before)),
    }),
    after: t.string({
      nullable: true,
      description: 'The fields after, as JSON (money as ₹ text).',
      resolve: (r) => (r.after == null ? null : JSON.stringify(r.after)),
    }),
  }),
});

const AuditPage = builder.objectRef<{ entries: AuditRow[]; total: number }>('AuditLogPage').implement({
  description: 'A page of the audit log, newest first.',
  fields: (t) => ({
    entries: t.field({ type: [AuditEntryRef], description: 'The entries.', resolve: (p) => p.entries }),
    total: t.exposeInt('total', { description: 'How many entries match the filter.' }),
  }),
});

builder.objectField(AuthPayload, 'recoveryCodes', (t) =>
  t.stringList({
    nullable: true,
    description:
      'Only on the sign-in that completes second-factor enrolment: ten one-time recovery codes, shown this once.',
    resolve: (s) => (s as { recoveryCodes?: string[] }).recoveryCodes ?? null,
  }),
);

builder.queryFields((t) => ({
  myPermissions: t.field({
    type: [PermissionEnum],
    description:
      'What the signed-in account may do in the back office (empty for a shopper). For showing; the server checks each call.',
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => ALL_PERMISSIONS.filter((p) => holds(ctx.viewer, p)),
  }),
  staffRoles: t.field({
    type: [StaffRoleRef],
    description: 'Every back-office role, built-in first.',
    authScopes: { permission: 'staff' },
    resolve: (_root, _args, ctx) => ctx.services.staff.roles(ctx),
  }),
  staffMembers: t.field({
    type: [StaffMemberRef],
    description: 'Every back-office account, owners included.',
    authScopes: { permission: 'staff' },
    resolve: (_root, _args, ctx) => ctx.services.staff.members(ctx),
  }),
  staffInvitations: t.field({
    type: [StaffInvitationRef],
    description: 'Invitations not accepted yet, newest first: pending ones and those expired in the last 30 days.',
    authScopes: { permission: 'staff' },
    resolve: (_root, _args, ctx) => ctx.services.staff.invitations(ctx),
  }),
  staffInvitation: t.field({
    type: InvitationDetails,
    description: 'What an invitation link is for. BAD_USER_INPUT when unknown or used, GONE after 72 hours.',
    args: { token: t.arg.string({ required: true, description: 'The token from the link.' }) },
    resolve: (_root, args, ctx) => ctx.services.staff.invitation(args.token),
  }),
  auditLog: t.field({
    type: AuditPage,
    description: 'The audit log, newest first, filtered by person, kind, object and date.',
    authScopes: { permission: 'auditRead' },
    args: {
      person: t.arg.string({ description: 'An account id or part of an e-mail.' }),
      kind: t.arg.string({ description: 'A kind or its start: "product" matches product.create, product.update, …' }),
      object: t.arg.string({ description: 'An object id, or a type (Product, Order, User).' }),
      from: t.arg({ type: 'DateTime', description: 'From this moment on.' }),
      to: t.arg({ type: 'DateTime', description: 'Up to this moment.' }),
      skip: t.arg.int({ description: 'Entries to skip.' }),
      take: t.arg.int({ description: 'Entries to return: 1 to 200, default 50.' }),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.audit.list(
        ctx,
        { actor: args.person, kind: args.kind, object: args.object, from: args.from, to: args.to },
        { skip: args.skip, take: args.take },
      ),
  }),
}));

builder.mutationFields((t) => ({
  adminSaveStaffRole: t.field({
    type: StaffRoleRef,
    description:
      'Creates a custom role (no id) or changes one; a built-in role only changes whether it needs a second factor.',
    authScopes: { permission: 'staff' },
    args: {
      id: t.arg.id({ description: 'The role to change; none to create one.' }),
      name: t.arg.string({ description: 'Its name (1 to 60 characters).' }),
      permissions: t.arg({ type: [PermissionEnum], description: 'What it allows.' }),
      requiresTwoFactor: t.arg.boolean({
        description:
          'Members need a second factor; default for a new role: yes when it has refunds, settings or staff.',
      }),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.staff.saveRole(ctx, { ...args, id: args.id == null ? null : String(args.id) }),
  }),
  adminInviteStaff: t.field({
    type: StaffInvitationRef,
    description: 'Mails a one-time link (72 hours) that lets the person set a password and join with the role.',
    authScopes: { permission: 'staff' },
    args: {
      email: t.arg.string({ required: true, description: 'Who to invite.' }),
      roleId: t.arg.id({ required: true, description: 'The role they get.' }),
    },
    resolve: (_root, args, ctx) => ctx.services.staff.invite(ctx, { email: args.email, roleId: String(args.roleId) }),
  }),
  adminRevokeStaffInvitation: t.boolean({
    description:
      'Withdraws an invitation not accepted yet: its link stops working at once. CONFLICT once accepted; only an owner withdraws an invitation to a role above the caller (FORBIDDEN).',
    authScopes: { permission: 'staff' },
    args: { id: t.arg.id({ required: true, description: 'The invitation.' }) },
    resolve: (_root, args, ctx) => ctx.services.staff.revokeInvitation(ctx, String(args.id)),
  }),
  acceptStaffInvitation: t.boolean({
    description:
      'Accepts an invitation: sets the password (and names, for a new account); then sign in. A used link is BAD_USER_INPUT, an expired one GONE.',
    extensions: passwordWork,
    args: {
      token: t.arg.string({ required: true, description: 'The token from the link.' }),
      password: t.arg.string({ required: true, description: 'At least 8 characters.' }),
      firstName: t.arg.string({ description: 'Given name (a new account).' }),
      lastName: t.arg.string({ description: 'Family name (a new account).' }),
    },
    resolve: async (_root, args, ctx) => {
      await ctx.services.staff.accept(ctx, args);
      return true;
    },
  }),
  adminChangeStaffRole: t.field({
    type: StaffMemberRef,
    description:
      'Gives a back-office account another role. The last active owner cannot stop being one (CONFLICT); only an owner changes an owner or grants the owner role or permissions the caller lacks (FORBIDDEN).',
    authScopes: { permission: 'staff' },
    args: {
      userId: t.arg.id({ required: true, description: 'The account.' }),
      roleId: t.arg.id({ required: true, description: 'The new role.' }),
    },
    resolve: async (_root, args, ctx) => {
      const { id } = await ctx.services.staff.changeRole(ctx, String(args.userId), String(args.roleId));
      return (await ctx.services.staff.members(ctx)).find((m) => m.id === id)!;
    },
  }),
  adminDeactivateStaff: t.field({
    type: StaffMemberRef,
    description:
      'Deactivates a back-office account: its sessions end at once. Never the last active owner (CONFLICT); only an owner deactivates an owner or an account with permissions the caller lacks (FORBIDDEN).',
    authScopes: { permission: 'staff' },
    args: { userId: t.arg.id({ required: true, description: 'The account.' }) },
    resolve: async (_root, args, ctx) => {
      const { id } = await ctx.services.staff.deactivate(ctx, String(args.userId));
      return (await ctx.services.staff.members(ctx)).find((m) => m.id === id)!;
    },
  }),
  adminReactivateStaff: t.field({
    type: StaffMemberRef,
    description: 'Lets a deactivated back-office account sign in again, with the role it had.',
    authScopes: { permission: 'staff' },
    args: { userId: t.arg.id({ required: true, description: 'The account.' }) },
    resolve: async (_root, args, ctx) => {
      const { id } = await ctx.services.staff.reactivate(ctx, String(args.userId));
      return (await ctx.services.staff.members(ctx)).find((m) => m.id === id)!;
    },
  }),
  adminResetTwoFactor: t.boolean({
    description: "Clears another account's second factor (a lost phone): it enrols again at its next sign-in.",
    authScopes: { permission: 'staff' },
    args: { userId: t.arg.id({ required: true, description: 'The account.' }) },
    resolve: (_root, args, ctx) => ctx.services.twoFactor.reset(ctx, String(args.userId)),
  }),
  startTwoFactorEnrolment: t.field({
    type: Enrolment,
    description:
      'Staff: after the password, a new TOTP secret to add to an authenticator app; then signin(email, password, code) completes enrolment and returns the recovery codes.',
    extensions: passwordWork,
    args: {
      email: t.arg.string({ required: true, description: 'The account email.' }),
      password: t.arg.string({ required: true, description: 'The password.' }),
    },
    resolve: (_root, args, ctx) => ctx.services.auth.startTwoFactorEnrolment(ctx, args),
  }),
}));
