import { createHash, randomBytes } from 'node:crypto';
import type { PrismaClient } from '../../db/generated/client/client.js';
import { checkEmail, checkNewPassword, requiredText } from '../accounts/account-rules.js';
import type { HashingGate } from '../accounts/hashing-gate.js';
import { hashPassword } from '../accounts/passwords.js';
import type { RequestContext } from '../accounts/viewer.js';
import { DomainError, invalidInput, notFound } from '../errors.js';
import type { MailOutbox } from '../mail/outbox.js';
import { staffInvitationMail } from '../mail/templates/account-mails.js';
import { WRITE_TX } from '../../db/transactions.js';
import type { Tx } from '../../db/transactions.js';
import { writeAudit } from '../audit/audit-log.js';
import { isPermission, OWNER_ROLE, requirePermission } from '../accounts/permissions.js';
import { checkGrant, checkTarget, staffActor, targetRole } from '../accounts/staff-authority.js';

const INVITATION_HOURS = 72;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const lastOwner = () =>
  new DomainError('CONFLICT', 'The shop must keep at least one active owner: make someone else an owner first');

/** The account ids of the active owners: ADMIN without a staff row, or with the owner role. */
async function activeOwnerIds(tx: Tx | PrismaClient): Promise<string[]> {
  const owners = await tx.user.findMany({
    where: {
      role: 'ADMIN',
      deactivatedAt: null,
      OR: [{ staff: null }, { staff: { roleId: OWNER_ROLE } }],
    },
    select: { id: true },
  });
  return owners.map((o) => o.id);
}

/**
 * Staff accounts and roles: the owner (anyone with the `staff` permission) invites by e-mail,
 * changes roles, makes custom roles and deactivates; the shop always keeps one active owner.
 * Every change is written to the audit log in its own transaction.
 */
export class StaffService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly gate: HashingGate,
    private readonly outbox: MailOutbox,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Every role, built-in first, with how many people hold it. */
  async roles(rc: RequestContext) {
    requirePermission(rc, 'staff');
    return this.prisma.staffRole.findMany({
      orderBy: [{ builtIn: 'desc' }, { createdAt: 'asc' }],
      include: { _count: { select: { members: true } } },
    });
  }

  /** The back-office accounts (owners included), with their role and second factor. */
  async members(rc: RequestContext) {
    requirePermission(rc, 'staff');
    const users = await this.prisma.user.findMany({
      where: { role: 'ADMIN' },
      orderBy: { createdAt: 'asc' },
      select: {
        id: true,
        email: true,
        firstName: true,
        lastName: true,
        deactivatedAt: true,
        staff: { select: { roleId: true, totpEnabledAt: true } },
      },
    });
    // The last sign-in is the audit log's newest `signin` row of each account.
    const signins = users.length
      ? await this.prisma.auditEntry.groupBy({
          by: ['actorId'],
          where: { kind: 'signin', actorId: { in: users.map((u) => u.id) } },
          _max: { at: true },
        })
      : [];
    const lastSignIn = new Map(signins.map((s) => [s.actorId, s._max.at]));
    return users.map((u) => ({
      id: u.id,
      lastSignInAt: lastSignIn.get(u.id) ?? null,
      email: u.email,
      name: `${u.firstName} ${u.lastName}`.trim(),
      roleId: u.staff?.roleId ?? OWNER_ROLE,
      twoFactor: Boolean(u.staff?.totpEnabledAt),
      deactivatedAt: u.deactivatedAt,
    }));
  }

  /** Creates a custom role, or changes one (a built-in role's permissions stay; its 2FA rule may change). */
  async saveRole(
    rc: RequestContext,
    input: {
      id?: string | null;
      name?: string | null;
      permissions?: unknown[] | null;
      requiresTwoFactor?: boolean | null;
    },
  ) {
    requirePermission(rc, 'staff');
    const permissions = input.permissions?.map((p) => {
      if (!isPermission(p)) throw invalidInput(`"${String(p)}" is not a permission`, 'permissions');
      return p;
    });
    return this.prisma.$transaction(async (tx) => {
      const actor = await staffActor(tx, rc);
      const existing = input.id ? await tx.staffRole.findUnique({ where: { id: String(input.id) } }) : null;
      if (input.id && !existing) throw notFound(`No role with id ${input.id}`);
      // Nobody but an owner changes a role above them (the owner role included) or makes one.
      if (existing) checkTarget(actor, { roleId: existing.id, permissions: existing.permissions });
      if (permissions) checkGrant(actor, { id: existing?.id ?? '', permissions });
      if (existing?.builtIn && (permissions || input.name)) {
        throw invalidInput('A built-in role keeps its name and permissions; make a custom role instead', 'permissions');
      }
      const name = input.name == null ? existing?.name : requiredText(input.name, 'name', 60);
      if (!name) throw invalidInput('A role needs a name', 'name');
      if (!existing && (!permissions || permissions.length === 0)) {
        throw invalidInput('A role needs at least one permission', 'permissions');
      }
      const data = {
        name,
        ...(permissions ? { permissions: [...new Set(permissions)] } : {}),
        ...(input.requiresTwoFactor != null ? { requiresTwoFactor: input.requiresTwoFactor } : {}),
      };
      if (!existing && input.requiresTwoFactor == null) {
        // The default: a second factor for any role that can move money or change settings.
        data.requiresTwoFactor = permissions!.some((p) => p === 'refunds' || p === 'settings' || p === 'staff');
      }
      const duplicate = await tx.staffRole.findFirst({ where: { name, NOT: { id: existing?.id ?? '' } } });
      if (duplicate) throw new DomainError('CONFLICT', `A role named "${name}" exists`, 'name');
      const saved = existing
        ? await tx.staffRole.update({ where: { id: existing.id }, data })
        : await tx.staffRole.create({ data: { ...data, permissions: data.permissions ?? [] } });
      await writeAudit(
        tx,
        {
          kind: existing ? 'role.update' : 'role.create',
          objectType: 'StaffRole',
          objectId: saved.id,
          summary: `Role ${existing ? 'changed' : 'created'}: ${saved.name}`,
          before: existing
            ? { name: existing.name, permissions: existing.permissions, requiresTwoFactor: existing.requiresTwoFactor }
            : null,
          after: { name: saved.name, permissions: saved.permissions, requiresTwoFactor: saved.requiresTwoFactor },
        },
        rc,
      );
      return saved;
    }, WRITE_TX);
  }

  /** Mails a one-time link (72 hours) that lets `email` set a password and join with `roleId`. */
  async invite(rc: RequestContext, input: { email: unknown; roleId: unknown }) {
    requirePermission(rc, 'staff');
    const email = checkEmail(input.email);
    const role = await this.prisma.staffRole.findUnique({ where: { id: String(input.roleId ?? '') } });
    if (!role) throw invalidInput(`No role with id ${String(input.roleId)}`, 'roleId');
    checkGrant(await staffActor(this.prisma, rc), role);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.now().getTime() + INVITATION_HOURS * 3600_000);
    return this.prisma.$transaction(async (tx) => {
      const invitation = await tx.staffInvitation.create({
        data: { email, roleId: role.id, tokenHash: sha256(token), invitedById: rc.viewer!.id, expiresAt },
      });
      const base = this.outbox.baseUrl(rc.origin);
      const link = `${base}/staff/join?token=${encodeURIComponent(token)}`;
      await this.outbox.queue(tx, {
        kind: 'staff-invitation',
        dedupeKey: `staff-invitation:${invitation.id}`,
        to: email,
        mail: staffInvitationMail({ role: role.name, link, hours: INVITATION_HOURS }, base),
        secret: token,
      });
      await writeAudit(
        tx,
        {
          kind: 'staff.invite',
          objectType: 'StaffInvitation',
          objectId: invitation.id,
          summary: `Invited ${email} as ${role.name}`,
          after: { email, role: role.name, expiresAt },
        },
        rc,
      );
      return { ...invitation, role };
    }, WRITE_TX);
  }

  /** Invitations not yet accepted, newest first: the pending ones and those expired in the last 30 days. */
  async invitations(rc: RequestContext) {
    requirePermission(rc, 'staff');
    const since = new Date(this.now().getTime() - 30 * 24 * 3600_000);
    return this.prisma.staffInvitation.findMany({
      where: { acceptedAt: null, expiresAt: { gt: since } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: 200,
      include: { role: true },
    });
  }

  /**
   * Withdraws an invitation that was not accepted: its link stops working at once ("not valid").
   * Only someone who could send it withdraws it (an owner's invitation only by an owner).
   */
  async revokeInvitation(rc: RequestContext, id: string) {
    requirePermission(rc, 'staff');
    return this.prisma.$transaction(async (tx) => {
      const invitation = await tx.staffInvitation.findUnique({ where: { id }, include: { role: true } });
      if (!invitation) throw notFound(`No invitation with id ${id}`);
      if (invitation.acceptedAt) {
        throw new DomainError('CONFLICT', `${invitation.email} has accepted this invitation already`, 'id');
      }
      checkGrant(await staffActor(tx, rc), invitation.role);
      await tx.staffInvitation.delete({ where: { id } });
      await writeAudit(
        tx,
        {
          kind: 'staff.invite.revoke',
          objectType: 'StaffInvitation',
          objectId: id,
          summary: `Withdrew the invitation of ${invitation.email} as ${invitation.role.name}`,
          before: { email: invitation.email, role: invitation.role.name, expiresAt: invitation.expiresAt },
        },
        rc,
      );
      return true;
    }, WRITE_TX);
  }

  /** The invitation a link carries: 400 when unknown or used, 410 when past its 72 hours. */
  private async openInvitation(tx: Tx | PrismaClient, token: unknown) {
    const text = typeof token === 'string' ? token : '';
    const invitation = text
      ? await tx.staffInvitation.findUnique({ where: { tokenHash: sha256(text) }, include: { role: true } })
      : null;
    if (!invitation) throw invalidInput('This invitation link is not valid', 'token');
    if (invitation.acceptedAt) throw invalidInput('This invitation link has been used already', 'token');
    if (invitation.expiresAt <= this.now()) {
      throw new DomainError('GONE', 'This invitation link has expired: ask the shop owner for a new one', 'token');
    }
    return invitation;
  }

  /** What an invitation link is for (the join page shows it). */
  async invitation(token: unknown) {
    const invitation = await this.openInvitation(this.prisma, token);
    return { email: invitation.email, roleName: invitation.role.name, expiresAt: invitation.expiresAt };
  }

  /**
   * Accepts an invitation: the account (a new one, or the shopper account of that e-mail) gets
   * the role and the password chosen; its other sessions end. The link works once.
   */
  async accept(
    rc: RequestContext,
    input: { token: unknown; password: unknown; firstName?: unknown; lastName?: unknown },
  ) {
    const password = checkNewPassword(input.password);
    await this.openInvitation(this.prisma, input.token);
    const passwordHash = await this.gate.run(() => hashPassword(password));
    return this.prisma.$transaction(async (tx) => {
      const invitation = await this.openInvitation(tx, input.token);
      // Claimed by one transaction only: a second acceptance racing this one finds it used.
      const { count } = await tx.staffInvitation.updateMany({
        where: { id: invitation.id, acceptedAt: null },
        data: { acceptedAt: this.now() },
      });
      if (count !== 1) throw invalidInput('This invitation link has been used already', 'token');
      const existing = await tx.user.findUnique({ where: { email: invitation.email } });
      const user = existing
        ? await tx.user.update({
            where: { id: existing.id },
            data: { role: 'ADMIN', passwordHash, deactivatedAt: null },
          })
        : await tx.user.create({
            data: {
              email: invitation.email,
              firstName: requiredText(input.firstName, 'firstName'),
              lastName: requiredText(input.lastName, 'lastName'),
              passwordHash,
              role: 'ADMIN',
            },
          });
      await tx.staffMember.upsert({
        where: { userId: user.id },
        create: { userId: user.id, roleId: invitation.roleId },
        update: { roleId: invitation.roleId },
      });
      await tx.session.deleteMany({ where: { userId: user.id } });
      await writeAudit(
        tx,
        {
          kind: 'staff.join',
          objectType: 'User',
          objectId: user.id,
          summary: `${user.email} accepted the invitation as ${invitation.role.name}`,
          after: { role: invitation.role.name },
          actorId: user.id,
          actorEmail: user.email,
        },
        rc,
      );
      return { id: user.id, email: user.email, roleName: invitation.role.name };
    }, WRITE_TX);
  }

  /** Gives a back-office account another role; the last active owner cannot stop being one (409). */
  async changeRole(rc: RequestContext, userId: string, roleId: string) {
    requirePermission(rc, 'staff');
    return this.prisma.$transaction(async (tx) => {
      const actor = await staffActor(tx, rc);
      const user = await this.staffAccount(tx, userId);
      const role = await tx.staffRole.findUnique({ where: { id: String(roleId) } });
      if (!role) throw invalidInput(`No role with id ${roleId}`, 'roleId');
      checkTarget(actor, await targetRole(tx, user.id));
      checkGrant(actor, role);
      const before = user.staff?.roleId ?? OWNER_ROLE;
      if (before === OWNER_ROLE && role.id !== OWNER_ROLE) await this.keepAnOwner(tx, user.id);
      await tx.staffMember.upsert({
        where: { userId: user.id },
        create: { userId: user.id, roleId: role.id },
        update: { roleId: role.id },
      });
      await writeAudit(
        tx,
        {
          kind: 'staff.role',
          objectType: 'User',
          objectId: user.id,
          summary: `${user.email}: role ${before} → ${role.id}`,
          before: { role: before },
          after: { role: role.id },
        },
        rc,
      );
      return { id: user.id, roleId: role.id };
    }, WRITE_TX);
  }

  /** Deactivates a back-office account: its sessions end at once; never the last active owner (409). */
  async deactivate(rc: RequestContext, userId: string) {
    requirePermission(rc, 'staff');
    return this.prisma.$transaction(async (tx) => {
      const actor = await staffActor(tx, rc);
      const user = await this.staffAccount(tx, userId);
      checkTarget(actor, await targetRole(tx, user.id));
      if ((user.staff?.roleId ?? OWNER_ROLE) === OWNER_ROLE) await this.keepAnOwner(tx, user.id);
      await tx.user.update({ where: { id: user.id }, data: { deactivatedAt: this.now() } });
      await tx.session.deleteMany({ where: { userId: user.id } });
      await writeAudit(
        tx,
        {
          kind: 'staff.deactivate',
          objectType: 'User',
          objectId: user.id,
          summary: `${user.email} deactivated`,
          before: { active: user.deactivatedAt === null },
          after: { active: false },
        },
        rc,
      );
      return { id: user.id };
    }, WRITE_TX);
  }

  /** Lets a deactivated back-office account sign in again (it keeps its role; old sessions stay ended). */
  async reactivate(rc: RequestContext, userId: string) {
    requirePermission(rc, 'staff');
    return this.prisma.$transaction(async (tx) => {
      const actor = await staffActor(tx, rc);
      const user = await this.staffAccount(tx, userId);
      checkTarget(actor, await targetRole(tx, user.id));
      if (user.deactivatedAt) {
        await tx.user.update({ where: { id: user.id }, data: { deactivatedAt: null } });
        await writeAudit(
          tx,
          {
            kind: 'staff.reactivate',
            objectType: 'User',
            objectId: user.id,
            summary: `${user.email} reactivated`,
            before: { active: false },
            after: { active: true },
          },
          rc,
        );
      }
      return { id: user.id };
    }, WRITE_TX);
  }

  private async staffAccount(tx: Tx, userId: string) {
    const user = await tx.user.findUnique({
      where: { id: String(userId) },
      select: { id: true, email: true, role: true, deactivatedAt: true, staff: { select: { roleId: true } } },
    });
    if (!user || user.role !== 'ADMIN') throw notFound(`No back-office account with id ${userId}`);
    return user;
  }

  /** Refuses a change that would leave no active owner. Owners are locked, so two racing demotions see each other. */
  private async keepAnOwner(tx: Tx, leaving: string) {
    await tx.$queryRaw`SELECT id FROM "User" WHERE role = 'ADMIN' AND "deactivatedAt" IS NULL FOR UPDATE`;
    const owners = await activeOwnerIds(tx);
    if (owners.filter((id) => id !== leaving).length === 0) throw lastOwner();
  }
}
