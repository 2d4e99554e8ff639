import type { FastifyInstance } from 'fastify';
import { NETWORKS, TOKEN_NETWORKS } from '../../src/domain/wallet/networks';
import { documented } from '../api-docs/api-operation';
import type { MarketEngine } from './market-engine';
import { tokenRows } from './tokens';

/** The coin each network runs on: a token on its own chain keeps its bare name (`BTC`), others are `ETH_USDT`. */
const NATIVE: Readonly<Record<string, string>> = { BTC: 'BTC', ETH: 'ETH', TRON: 'TRX', SOL: 'SOL', XRP: 'XRP' };
/** When the simulator's tokens were listed and last changed, in seconds as the v1 rows write them. */
const LISTED = '1710123398';
const UPDATED = '1746528481';
const STABLE_DECIMALS = new Set(['USDT', 'USDC']);

/** The v1 token id of a token on a network (`ETH_USDT`, `BTC`). */
export function v1TokenId(token: string, network: string): string {
  return NATIVE[network] === token ? token : `${network}_${token}`;
}

/**
 * `GET /v1/public/token` and `GET /v1/public/token_network`, the calls CCXT's fetchCurrencies makes (loadMarkets), in
 * the shape its parser reads (node_modules/ccxt/js/src/woo.js fetchCurrencies; no recording exists): a v1 envelope
 * `{success, rows}` without `data`, scalars written as the v1 API writes them (decimals, flags and times in strings).
 * One token row per token and network (`token` the network-qualified id, `balance_token` the coin), and one network row
 * per token and network with its withdrawal limits, from the same table as `/instrument/v4/public/network/{token}`.
 * docs/protocol.md "v1 public tokens".
 */
export function registerV1PublicRoutes(app: FastifyInstance, { engine }: { engine: MarketEngine }): void {
  const names = new Map(tokenRows(engine.instruments).map((t) => [t.balance_token, t]));

  app.get(
    '/v1/public/token',
    documented({ tag: 'Public', summary: 'Tokens per network (v1 envelope {success, rows}, as CCXT reads it)', auth: 'public' }),
    async () => {
      const onNetworks = TOKEN_NETWORKS.map((n) => ({ coin: n.token, network: n.network }));
      const withNetwork = new Set(onNetworks.map((n) => n.coin));
      const others = [...names.keys()].filter((coin) => !withNetwork.has(coin)).map((coin) => ({ coin, network: coin }));
      const rows = [...onNetworks, ...others].map(({ coin, network }) => {
        const known = names.get(coin);
        return {
          token: v1TokenId(coin, network),
          fullname: known?.fullname ?? coin,
          network,
          decimals: String(STABLE_DECIMALS.has(coin) ? 6 : 8),
          delisted: false,
          balance_token: coin,
          created_time: LISTED,
          updated_time: UPDATED,
          can_collateral: known?.can_collateral ?? false,
          can_short: known?.can_short ?? false,
        };
      });
      return { success: true, rows };
    },
  );

  app.get(
    '/v1/public/token_network',
    documented({
      tag: 'Public',
      summary: 'Networks of every token with withdrawal limits (v1 envelope {success, rows}, as CCXT reads it)',
      auth: 'public',
    }),
    async () => ({
      success: true,
      rows: TOKEN_NETWORKS.map((n) => ({
        protocol: NETWORKS[n.network].protocol,
        network: n.network,
        token: n.token,
        name: NETWORKS[n.network].name,
        minimum_withdrawal: eightPlaces(n.minimumWithdrawal),
        withdrawal_fee: eightPlaces(n.withdrawalFee),
        allow_deposit: n.allowDeposit ? '1' : '0',
        allow_withdraw: n.allowWithdraw ? '1' : '0',
      })),
    }),
  );
}

/** "10" → "10.00000000", as the v1 rows write amounts. */
function eightPlaces(decimal: string): string {
  const [whole, fraction = ''] = decimal.split('.');
  return `${whole}.${fraction.padEnd(8, '0').slice(0, 8)}`;
}
