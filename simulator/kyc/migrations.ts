import type { Migration } from '../store/migration';

/** This module's schema history, in order (ids are global: `simulator/store/migrate.ts` applies every module's by id). */
export const KYC_MIGRATIONS: readonly Migration[] = [
  {
    id: 79,
    name: 'identity-verification',
    sql: `
      -- identity verification (simulator/kyc/): each account's latest application, and the documents as uploaded
      create table kyc_applications (
        user_id bigint primary key,
        body jsonb not null
      );
      create table kyc_documents (
        id bigserial primary key,
        user_id bigint not null,
        mime text not null,
        bytes bytea not null,
        created_time bigint not null
      );
      `,
  },
];
