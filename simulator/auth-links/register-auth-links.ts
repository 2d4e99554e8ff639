import type { FastifyInstance } from 'fastify';
import type { IdentityDirectory } from '../auth/identity-directory';
import type { AccountRepository } from '../store/account-repository';
import type { Security } from '../security/security';
import { AuthLinks } from './auth-links';
import { MemoryAuthLinksRepository, type AuthLinksRepository } from './auth-links-records';
import { registerAuthLinksRoutes } from './auth-links-routes';
import { DiscordSim } from './discord-sim';

export interface AuthLinksMount {
  readonly links: AuthLinks;
  /** The calls on the `/api` scope. */
  api(api: FastifyInstance): void;
  /** The simulated Discord consent page (root scope). */
  pages(app: FastifyInstance): void;
}

/** Email change, Discord and wallet binding: builds the service (loads its rows) and says how to mount it. */
export async function createAuthLinksMount(
  repository: AuthLinksRepository | undefined,
  security: Security,
  accounts: AccountRepository,
  clock: () => number,
  directory?: IdentityDirectory,
): Promise<AuthLinksMount> {
  const links = new AuthLinks(repository ?? new MemoryAuthLinksRepository(), security, accounts, clock, directory);
  await links.start();
  const discord = new DiscordSim(clock);
  return {
    links,
    api: (api) => registerAuthLinksRoutes(api, { links, discord, security, accounts, clock }),
    pages: (app) => discord.register(app),
  };
}
