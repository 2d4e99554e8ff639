import type { FastifyInstance } from 'fastify';
import type { AccountRepository } from '../store/account-repository';
import { successBody } from './api-error';
import { requireAccount } from './request-input';

export interface PrivateRouteDeps {
  readonly accounts: AccountRepository;
  readonly clock: () => number;
}

/** The private REST calls (bearer session token), mounted under /api. */
export function registerPrivateRoutes(app: FastifyInstance, { accounts, clock }: PrivateRouteDeps): void {
  app.get('/usercenter/account/info', async (request) => {
    const account = await requireAccount(request, accounts, clock());
    return successBody(
      {
        user_id: account.userId,
        application_id: account.applicationId,
        main: account.main,
        alias: account.alias,
        eu: account.eu,
        language: account.language,
      },
      clock(),
    );
  });
}
