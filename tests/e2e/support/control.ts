import type { APIRequestContext } from '@playwright/test';

/** The header the simulator's control surface wants on every `/__control/*` call (playwright.config.ts sets the secret). */
export const CONTROL_HEADERS: Record<string, string> = { 'x-sim-control-secret': process.env.SIM_CONTROL_SECRET ?? '' };

/** The 6-digit code of the newest mail to `email` (of `subject`, if given) in the simulator's outbox (`/__control/mail`). */
export async function newestMailedCode(request: APIRequestContext, email: string, subject?: string): Promise<string | undefined> {
  const answer = await request.get(`/__control/mail?email=${encodeURIComponent(email)}`, { headers: CONTROL_HEADERS });
  const mails = ((await answer.json()) as { mails: { subject: string; text: string }[] }).mails;
  return mails
    .filter((m) => subject === undefined || m.subject === subject)
    .map((m) => /code is (\d{6})/.exec(m.text)?.[1])
    .find(Boolean);
}

/** The newest withdrawal email code the simulator mailed to `email`, as the member reads it in their mail. */
export async function mailedWithdrawalCode(request: APIRequestContext, email: string): Promise<string> {
  const code = await newestMailedCode(request, email, 'Your withdrawal verification code');
  if (!code) throw new Error(`no withdrawal code was mailed to ${email}`);
  return code;
}
