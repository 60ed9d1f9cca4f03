import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PrismaClient } from '../../db/generated/client/client.js';
import type { LoginThrottle } from './login-throttle.js';
import type { RequestContext } from './viewer.js';
import { DomainError, forbidden, invalidInput, notFound } from '../errors.js';
import { WRITE_TX } from '../../db/transactions.js';
import { writeAudit } from '../audit/audit-log.js';
import { OWNER_ROLE, requirePermission } from './permissions.js';
import { checkTarget, staffActor, targetRole } from './staff-authority.js';

/** otplib and its crypto plugins load with the first enrolment or code, not at start (docs/decisions/051). */
const otp = () => import('otplib');

const ISSUER = 'Kapda';
const RECOVERY_CODES = 10;
/** One step either side of now: a phone clock off by up to 30 seconds still works. */
const TOLERANCE_SECONDS = 30;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const normaliseRecovery = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

/** The error a staff sign-in without its second factor gets, naming the flow to use. */
const SECOND_FACTOR_NEEDED =
  'This staff account signs in with a second factor: use the GraphQL mutation signin(email, password, code) with the 6-digit code of your authenticator app (or recoveryCode). REST /auth/signin signs in shopper accounts only.';
const ENROLMENT_NEEDED =
  'This staff account must set up a second factor first: call the GraphQL mutation startTwoFactorEnrolment(email, password), add the secret to an authenticator app, then signin(email, password, code).';
const WRONG_CODE = 'The code is not correct (or was used already)';

export interface SecondFactorAnswer {
  /** Recovery codes, only on the sign-in that completes enrolment: shown once. */
  recoveryCodes?: string[];
}

/**
 * TOTP second factor for back-office accounts (RFC 6238 through otplib: SHA-1, 6 digits, 30 s).
 * Required when the account's role asks for it, or once the account has enrolled. A code is
 * accepted once (the last step is stored); wrong codes are throttled like passwords.
 */
export class TwoFactorService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly throttle: LoginThrottle,
  ) {}

  /** What a staff account must give besides its password: nothing, a code, or enrolment first. */
  private async state(userId: string) {
    const member = await this.prisma.staffMember.findUnique({ where: { userId }, include: { role: true } });
    const required = member
      ? member.role.requiresTwoFactor
      : ((await this.prisma.staffRole.findUnique({ where: { id: OWNER_ROLE } }))?.requiresTwoFactor ?? true);
    return { member, required, enrolled: Boolean(member?.totpSecret) };
  }

  /**
   * Checks the second factor of an ADMIN account whose password was right (AuthService.signin
   * calls it). Completing a pending enrolment returns the ten recovery codes, once.
   */
  async check(
    rc: RequestContext,
    user: { id: string; email: string },
    input: { code?: unknown; recoveryCode?: unknown },
  ): Promise<SecondFactorAnswer> {
    const { member, required, enrolled } = await this.state(user.id);
    const code = typeof input.code === 'string' ? input.code.replace(/\s/g, '') : '';
    const recovery = typeof input.recoveryCode === 'string' ? normaliseRecovery(input.recoveryCode) : '';
    if (!enrolled && !member?.totpPendingSecret) {
      // `field` tells a client which step to show: set up the app, or type a code.
      if (required) throw new DomainError('UNAUTHENTICATED', ENROLMENT_NEEDED, 'enrolment');
      await this.signedIn(rc, user, 'password');
      return {};
    }
    if (!code && !recovery) throw new DomainError('UNAUTHENTICATED', SECOND_FACTOR_NEEDED, 'code');
    await this.throttle.attempt(`2fa:${user.email}`, rc.clientAddress);
    const ok = recovery ? await this.useRecoveryCode(user.id, recovery) : await this.useCode(user.id, code);
    if (!ok) {
      await writeAudit(
        this.prisma,
        {
          kind: 'signin.second-factor-failed',
          objectType: 'User',
          objectId: user.id,
          summary: `Wrong ${recovery ? 'recovery code' : 'second-factor code'} for ${user.email}`,
          actorId: user.id,
          actorEmail: user.email,
        },
        rc,
      );
      throw invalidInput(WRONG_CODE, recovery ? 'recoveryCode' : 'code');
    }
    await this.throttle.succeeded(`2fa:${user.email}`, rc.clientAddress);
    await this.signedIn(rc, user, recovery ? 'recovery code' : 'second factor');
    return ok === 'enrolled' ? { recoveryCodes: await this.newRecoveryCodes(user.id) } : {};
  }

  private signedIn(rc: RequestContext, user: { id: string; email: string }, how: string) {
    return writeAudit(
      this.prisma,
      {
        kind: 'signin',
        objectType: 'User',
        objectId: user.id,
        summary: `${user.email} signed in (${how})`,
        actorId: user.id,
        actorEmail: user.email,
      },
      rc,
    );
  }

  /**
   * Starts (or restarts) enrolment for an account whose password was just proven: a new secret,
   * shown once as text and as an otpauth:// URI for any authenticator app. The first good code
   * at sign-in completes it.
   */
  async startEnrolment(user: { id: string; email: string }) {
    const { member, enrolled } = await this.state(user.id);
    if (enrolled) throw new DomainError('CONFLICT', 'A second factor is set up already; an owner can reset it');
    const { generateSecret, generateURI } = await otp();
    const secret = generateSecret();
    await this.prisma.staffMember.upsert({
      where: { userId: user.id },
      create: { userId: user.id, roleId: member?.roleId ?? OWNER_ROLE, totpPendingSecret: secret },
      update: { totpPendingSecret: secret },
    });
    return { secret, otpauthUri: generateURI({ issuer: ISSUER, label: user.email, secret }) };
  }

  /** An owner clears another account's second factor (a lost phone); that account enrols again. */
  async reset(rc: RequestContext, userId: string) {
    const viewer = requirePermission(rc, 'staff');
    if (String(userId) === viewer.id) throw forbidden('Another owner resets your second factor');
    return this.prisma.$transaction(async (tx) => {
      // Only an owner resets an owner's (or a stronger account's) second factor.
      checkTarget(await staffActor(tx, rc), await targetRole(tx, String(userId)));
      const member = await tx.staffMember.findUnique({ where: { userId: String(userId) }, include: { user: true } });
      if (!member?.totpSecret && !member?.totpPendingSecret) throw notFound('This account has no second factor');
      await tx.staffMember.update({
        where: { userId: member.userId },
        data: { totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null, recoveryCodes: [] },
      });
      await tx.session.deleteMany({ where: { userId: member.userId } });
      await writeAudit(
        tx,
        {
          kind: 'staff.second-factor-reset',
          objectType: 'User',
          objectId: member.userId,
          summary: `Second factor of ${member.user.email} reset`,
          before: { twoFactor: true },
          after: { twoFactor: false },
        },
        rc,
      );
      return true;
    }, WRITE_TX);
  }

  /** A TOTP code: good when it matches a step after the last one used; 'enrolled' when it completed enrolment. */
  private async useCode(userId: string, code: string): Promise<false | 'used' | 'enrolled'> {
    if (!/^\d{6}$/.test(code)) return false;
    const member = await this.prisma.staffMember.findUniqueOrThrow({ where: { userId } });
    const secret = member.totpSecret ?? member.totpPendingSecret;
    if (!secret) return false;
    const { verify } = await otp();
    const result = await verify({
      secret,
      token: code,
      epochTolerance: TOLERANCE_SECONDS,
      ...(member.totpLastStep != null ? { afterTimeStep: member.totpLastStep } : {}),
    }).catch(() => ({ valid: false as const }));
    if (!result.valid) return false;
    const step = 'timeStep' in result ? result.timeStep : Math.floor(Date.now() / 30_000);
    // Only one sign-in gets a step: a replay racing this one finds the step taken.
    const { count } = await this.prisma.staffMember.updateMany({
      where: { userId, OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] },
      data: {
        totpLastStep: step,
        ...(member.totpSecret ? {} : { totpSecret: secret, totpPendingSecret: null, totpEnabledAt: new Date() }),
      },
    });
    if (count !== 1) return false;
    return member.totpSecret ? 'used' : 'enrolled';
  }

  private async useRecoveryCode(userId: string, code: string): Promise<false | 'used'> {
    const member = await this.prisma.staffMember.findUniqueOrThrow({ where: { userId } });
    const hash = sha256(code);
    const match = member.recoveryCodes.find((h) => timingSafeEqual(Buffer.from(h), Buffer.from(hash)));
    if (!match || !member.totpSecret) return false;
    const left = member.recoveryCodes.filter((h) => h !== match);
    const { count } = await this.prisma.staffMember.updateMany({
      where: { userId, recoveryCodes: { has: match } },
      data: { recoveryCodes: left },
    });
    return count === 1 ? 'used' : false;
  }

  /** Ten codes of 10 characters, shown once; only their SHA-256 is kept. */
  private async newRecoveryCodes(userId: string): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODES }, () => {
      const raw = randomBytes(8).toString('hex').slice(0, 10);
      return `${raw.slice(0, 5)}-${raw.slice(5)}`;
    });
    await this.prisma.staffMember.update({
      where: { userId },
      data: { recoveryCodes: codes.map((c) => sha256(normaliseRecovery(c))) },
    });
    return codes;
  }
}
