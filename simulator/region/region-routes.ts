import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { successBody } from '../http/api-error';
import { parseQuery, requireAccount } from '../http/request-input';
import type { AccountRepository } from '../store/account-repository';
import { ipCountry } from './ip-country';

export interface RegionRouteDeps {
  readonly accounts: AccountRepository;
  readonly clock: () => number;
}

const ipText = z
  .string()
  .max(45)
  .regex(/^[0-9A-Fa-f:.]{2,45}$/, 'must be an IP address');
const v2Query = z.object({ ip: ipText.optional() });

/**
 * The IP-info calls, under /api; shapes designed here (docs/protocol.md "Region"): before login
 * `/userauth/account/ip_info` (a visitor's EU status), and the user centre's
 * `ip_info` and `v2/ip_info (ip)` (bearer session). `ip_info` answers for the caller's address;
 * `v2/ip_info` for the address asked (default the caller's) and says whether the country is restricted. Where an
 * address is: ip-country.ts.
 */
export function registerRegionRoutes(app: FastifyInstance, { accounts, clock }: RegionRouteDeps): void {
  const ok = <T>(data: T) => successBody(data, clock());

  // before login (a visitor's EU status comes from here)
  app.get('/userauth/account/ip_info', async (request) => {
    const { ip, country, eu } = ipCountry(request.ip);
    return ok({ ip, country, eu });
  });

  app.get('/usercenter/account/ip_info', async (request) => {
    await requireAccount(request, accounts, clock());
    const { ip, country, eu } = ipCountry(request.ip);
    return ok({ ip, country, eu });
  });

  app.get('/usercenter/account/v2/ip_info', async (request) => {
    await requireAccount(request, accounts, clock());
    const q = parseQuery(v2Query, request.query);
    return ok(ipCountry(q.ip ?? request.ip));
  });
}
