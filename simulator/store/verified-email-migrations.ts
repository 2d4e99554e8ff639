import type { Migration } from './migration';

/** Migrations after the account-centre ones (ids from 94). */
export const VERIFIED_EMAIL_MIGRATIONS: readonly Migration[] = [
  {
    id: 94,
    name: 'account-email-verified',
    sql: `
      -- whether the sign-in provider verified the account's email (the ID token's email_verified): roles matched on an
      -- email (the market-data admin) are granted only to a verified one
      alter table accounts add column email_verified boolean not null default false;
    `,
  },
];
