/** Account info from the account call. */
export interface AccountInfo {
  readonly userId: string;
  readonly applicationId: string;
  readonly main: boolean;
  readonly alias: string;
  readonly eu: boolean;
  readonly language: string | undefined;
}

export type LoginState =
  { readonly status: 'unknown' } | { readonly status: 'loggedOut' } | { readonly status: 'loggedIn'; readonly account: AccountInfo };
