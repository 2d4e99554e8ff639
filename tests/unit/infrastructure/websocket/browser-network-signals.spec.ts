/**
 * @jest-environment ./tests/support/jsdom-with-fetch.cjs
 */
import { BrowserNetworkSignals } from '../../../../src/infrastructure/websocket/browser-network-signals';

describe('BrowserNetworkSignals', () => {
  const setVisibility = (state: DocumentVisibilityState) =>
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });

  it('reports window online events until unsubscribed', () => {
    const signals = new BrowserNetworkSignals();
    const heard = jest.fn();
    const stop = signals.onOnline(heard);
    window.dispatchEvent(new Event('online'));
    stop();
    window.dispatchEvent(new Event('online'));
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('reports the page becoming visible, not hidden', () => {
    const signals = new BrowserNetworkSignals();
    const heard = jest.fn();
    const stop = signals.onVisible(heard);
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    setVisibility('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    stop();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
