import type { LoadMarketReference } from '../market/load-market-reference.use-case';

/** Whether the exchange lists a symbol, by the instruments of the market reference (not listed if they cannot be read). */
export function listedIn(reference: LoadMarketReference): (symbol: string) => Promise<boolean> {
  return async (symbol) => {
    const instruments = await reference.instruments();
    return instruments.ok && instruments.value.some((i) => i.symbol === symbol);
  };
}
