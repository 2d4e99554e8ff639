import type { MailRecord, SecurityRepository } from './security-records';

/**
 * The local mail outbox: every email the simulator "sends" (codes, security alerts) is kept here, carrying the
 * account's anti-phishing code, so a developer (GET /api/usercenter/dev/mail, GET /__control/mail) and the tests can read it.
 */
export class MailOutbox {
  private readonly mails: MailRecord[] = [];
  private nextId = 1;

  constructor(private readonly repository: SecurityRepository) {}

  /** Loaded rows (start-up), oldest first. */
  restore(rows: readonly MailRecord[]): void {
    for (const row of rows) {
      this.mails.push(row);
      this.nextId = Math.max(this.nextId, row.id + 1);
    }
  }

  /** Sends one email: the anti-phishing code (when set) heads the text, as genuine emails of the exchange show it. */
  async send(input: {
    userId: number;
    to: string | null;
    subject: string;
    body: string;
    antiPhishingCode: string | undefined;
    now: number;
  }): Promise<MailRecord> {
    const code = input.antiPhishingCode ?? null;
    const text = code ? `Anti-phishing code: ${code}\n\n${input.body}` : input.body;
    const row: MailRecord = {
      id: this.nextId++,
      userId: input.userId,
      to: input.to ?? `user${input.userId}@local.invalid`,
      subject: input.subject,
      text,
      antiPhishingCode: code,
      createdTime: input.now,
    };
    this.mails.push(row);
    await this.repository.addMail(row);
    return row;
  }

  /** Newest first: one account's mail, or one address's (any case), or all. */
  list(filter: { userId?: number; to?: string; limit?: number } = {}): MailRecord[] {
    const to = filter.to?.toLowerCase();
    const out: MailRecord[] = [];
    for (let i = this.mails.length - 1; i >= 0 && out.length < (filter.limit ?? 100); i -= 1) {
      const m = this.mails[i];
      if ((filter.userId === undefined || m.userId === filter.userId) && (to === undefined || m.to.toLowerCase() === to)) out.push(m);
    }
    return out;
  }
}
