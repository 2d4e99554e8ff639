import type { RunningSimulator } from '../../../../simulator/server';
import { call } from './simulator-fixture';

/** The newest withdrawal email code in the member's outbox (the local `usercenter/dev/mail`), undefined when none. */
export async function lastWithdrawEmailCode(sim: RunningSimulator, token: string): Promise<string | undefined> {
  const mails = (await call(sim, '/api/usercenter/dev/mail', { headers: { authorization: `Bearer ${token}` } })).json().data.rows as {
    subject: string;
    text: string;
  }[];
  const mail = mails.find((m) => m.subject === 'Your withdrawal verification code');
  return mail ? /code is (\d{6})/.exec(mail.text)?.[1] : undefined;
}

/**
 * Asks for a withdrawal's email code (`POST /v3/asset/wallet/withdraw/email_code`) and reads it from the outbox, as
 * the member reads their mail. Within the minute's cool-down the unused code already sent is still the one to type;
 * when none could be sent (the wallet in maintenance), '' (the withdrawal then says why it is refused).
 */
export async function withdrawEmailCode(sim: RunningSimulator, token: string): Promise<string> {
  await call(sim, '/api/v3/asset/wallet/withdraw/email_code', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    payload: {},
  });
  return (await lastWithdrawEmailCode(sim, token)) ?? '';
}
