import type { LoginState } from '../account/account';

/** EU status comes from the account once logged in, before that from the IP-info lookup. */
export function euStatus(state: LoginState, ipInfoEu: boolean | undefined): boolean | undefined {
  if (state.status === 'loggedIn') return state.account.eu;
  return ipInfoEu;
}

/** Which source decides the EU status in this state. */
export function euSource(state: LoginState): 'account' | 'ipInfo' {
  return state.status === 'loggedIn' ? 'account' : 'ipInfo';
}
