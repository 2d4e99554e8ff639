import type { APIRequestContext } from '@playwright/test';

/** The header the simulator's control surface wants on every `/__control/*` call (playwright.config.ts sets the secret). */
export const CONTROL_HEADERS: Record<string, string> = { 'x-sim-control-secret': process.env.SIM_CONTROL_SECRET ?? '' };

/**
 * The newest withdrawal email code the simulator mailed to `email` (its outbox, `/__control/mail`), as the member
 * reads it in their mail.
 */
export async function mailedWithdrawalCode(request: APIRequestContext, email: string): Promise<string> {
  const answer = await request.get(`/__control/mail?email=${encodeURIComponent(email)}`, { headers: CONTROL_HEADERS });
  const mails = ((await answer.json()) as { mails: { subject: string; text: string }[] }).mails;
  const code = mails
    .filter((m) => m.subject === 'Your withdrawal verification code')
    .map((m) => /code is (\d{6})/.exec(m.text)?.[1])
    .find(Boolean);
  if (!code) throw new Error(`no withdrawal code was mailed to ${email}`);
  return code;
}
