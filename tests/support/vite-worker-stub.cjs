/* global module */
// The stand-in for Vite's worker imports (`import W from './x.worker?worker&inline'`) in jest (jest.config.cjs maps
// them here) and cucumber (tests/support/vite-worker-loader.mjs): a worker class that cannot be made outside a browser.
// The app makes workers only where `Worker` exists, so its code never constructs this.
class ViteWorkerStub {
  constructor() {
    throw new Error('Vite workers are made only in the browser');
  }
}
// the class itself for Node's import of CommonJS, and as `default` for ts-jest's interop
module.exports = Object.assign(ViteWorkerStub, { __esModule: true, default: ViteWorkerStub });
