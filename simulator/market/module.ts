import { simulatorModule } from '../module';
import { registerMarketControlRoutes } from '../control/market-control-routes';
import { registerSymbolLogos } from '../http/symbol-logos';
import { StreamHub } from '../stream/stream-hub';
import { registerStreamRoute } from '../stream/ws-route';
import { MarketEngine } from './market-engine';
import { registerMarketRoutes } from './market-routes';
import { registerPublicRoutes } from '../http/public-routes';

/** The simulated markets (prices, books, trades) and the public websocket that streams them. */
export const marketModule = simulatorModule({
  id: 'market',
  uses: [],
  start: ({ seed, clock, control, options }) => {
    const engine = new MarketEngine(seed, clock());
    return { engine, hub: new StreamHub(engine, control, options) };
  },
  routes: (api, { engine }, { clock }) => {
    registerPublicRoutes(api, { engine, clock });
    registerMarketRoutes(api, { engine, clock });
  },
  pages: (app, { engine, hub }, { control, streamGate, hosts }) => {
    registerStreamRoute(app, hub, control, { gate: streamGate, hosts });
    registerSymbolLogos(app, new Set(engine.instruments.map((i) => i.base)));
  },
  control: (app, _part, { control, clock }) => registerMarketControlRoutes(app, control, clock),
  run: ({ hub }) => hub.start(),
  stop: ({ hub }) => hub.stop(),
});
