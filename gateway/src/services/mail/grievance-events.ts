import type { Prisma } from '../../db/generated/client/client.js';
import type { MailOutbox } from './outbox.js';
import {
  grievanceAcknowledgedMail,
  grievanceReceivedMail,
  grievanceReminderMail,
  grievanceResolvedMail,
  type GrievanceCopy,
  type GrievanceOfficer,
} from './templates/grievance-mails.js';

type Tx = Prisma.TransactionClient;

interface Grievance extends GrievanceCopy {
  id: string;
  email: string;
  userId: string | null;
}

/**
 * The grievance mails, each queued in the transaction that records its event (transactional,
 * never marketing): the complainant's acknowledgement and the officer's copy when it is filed,
 * the complainant's when it is resolved. One mail per grievance and event (the dedupe key).
 */
export class GrievanceMails {
  constructor(private readonly outbox: MailOutbox) {}

  async filed(tx: Tx, g: Grievance, officer: GrievanceOfficer, origin?: string): Promise<void> {
    const base = this.outbox.baseUrl(origin);
    await this.outbox.queue(tx, {
      kind: 'grievance-acknowledged',
      dedupeKey: `grievance-acknowledged:${g.id}`,
      to: g.email,
      mail: grievanceAcknowledgedMail(g, officer, base),
      userId: g.userId,
    });
    await this.outbox.queue(tx, {
      kind: 'grievance-received',
      dedupeKey: `grievance-received:${g.id}`,
      to: officer.email,
      mail: grievanceReceivedMail(g, base),
    });
  }

  /** To the officer about an open grievance: a week before its month is up, and once past it. */
  reminder(tx: Tx, g: Grievance, stage: 'due-soon' | 'overdue', officer: GrievanceOfficer): Promise<boolean> {
    return this.outbox.queue(tx, {
      kind: 'grievance-reminder',
      dedupeKey: `grievance-${stage}:${g.id}`,
      to: officer.email,
      mail: grievanceReminderMail(g, stage, this.outbox.baseUrl()),
    });
  }

  resolved(tx: Tx, g: Grievance & { resolution: string }, officer: GrievanceOfficer): Promise<boolean> {
    return this.outbox.queue(tx, {
      kind: 'grievance-resolved',
      dedupeKey: `grievance-resolved:${g.id}`,
      to: g.email,
      mail: grievanceResolvedMail(g, officer, this.outbox.baseUrl()),
      userId: g.userId,
    });
  }
}
