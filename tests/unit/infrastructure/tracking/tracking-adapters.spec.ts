/** @jest-environment ./tests/support/jsdom-with-fetch.cjs */
import { DataLayerTagManager } from '../../../../src/infrastructure/tracking/data-layer-tag-manager.adapter';
import { GtagAnalytics } from '../../../../src/infrastructure/tracking/gtag-analytics.adapter';
import { LocalStorageTrackingPreference } from '../../../../src/infrastructure/tracking/local-storage-tracking-preference.adapter';

const event = { event: 'page_view', platform: 'desktop' as const, userId: '1', language: 'en', deviceId: 'd', page_path: '/' };
type W = Window & { dataLayer?: unknown[]; gtag?: unknown };

describe('tracking adapters', () => {
  beforeEach(() => {
    delete (window as W).dataLayer;
    delete (window as W).gtag;
    document.head.innerHTML = '';
    localStorage.clear();
  });

  it('keeps the preference under network-allow-analytics', () => {
    const preference = new LocalStorageTrackingPreference();
    expect(preference.read()).toBeNull();
    preference.save('yes');
    expect(localStorage.getItem('network-allow-analytics')).toBe('yes');
    localStorage.setItem('network-allow-analytics', 'maybe');
    expect(preference.read()).toBeNull();
  });

  it('pushes events to the dataLayer and loads the container script only when asked to', () => {
    new DataLayerTagManager('GTM-X', false).start();
    expect(document.querySelector('script')).toBeNull();
    new DataLayerTagManager('GTM-X', true).send(event);
    expect((window as W).dataLayer).toContainEqual(event);
    new DataLayerTagManager('GTM-X', true).start();
    expect(document.querySelector('script')?.getAttribute('src')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-X');
  });

  it('sends analytics events through gtag', () => {
    const analytics = new GtagAnalytics('G-1', false);
    analytics.send(event);
    expect((window as W).dataLayer).toBeUndefined();
    analytics.start();
    analytics.send(event);
    const { event: name, ...params } = event;
    expect((window as W).dataLayer).toContainEqual(['event', name, params]);
  });
});
