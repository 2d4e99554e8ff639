import { CAPABILITIES, firstNamespaces, ROUTES } from '../../../src/capabilities';

describe('firstNamespaces: what a page first paints with', () => {
  it('is the default namespace, the page capability ones and those its route lists as read', () => {
    expect(firstNamespaces('/account')).toEqual(['common', 'account', 'security', 'trade']); // the security card, the order toasts
    expect(firstNamespaces('/account/identity-verification')).toEqual(['common', 'kyc']);
    expect(firstNamespaces('/trade/PERP_BTC_USDT')).toEqual(['common', 'orderbook', 'trade', 'markets', 'rewards', 'spotMargin']);
    expect(firstNamespaces('/campaigns/summer-cup')).toEqual(['common', 'campaigns', 'competitions']);
    expect(firstNamespaces('/team')).toEqual(['common', 'site']); // the site capability names `common` itself: once
    expect(firstNamespaces('/')).toEqual(['common', 'site', 'markets', 'rewards']); // the home's market lists and promotions
  });

  it('a path no route answers (the 404 page) gets the site ones; a capability without namespaces, the default one and what its route reads', () => {
    expect(firstNamespaces('/no/such/page')).toEqual(['common', 'site']);
    expect(firstNamespaces('/404')).toEqual(['common', 'site']);
    expect(CAPABILITIES.find((capability) => capability.id === 'member-trading')!.namespaces).toEqual([]);
    expect(firstNamespaces('/account/orders')).toEqual(['common', 'trade']);
  });

  it('every route starts with the default namespace, and only with namespaces that exist', () => {
    const known = new Set(CAPABILITIES.flatMap((capability) => capability.namespaces));
    for (const route of ROUTES) {
      const first = firstNamespaces(route.path.replace(/:[^/]+/g, 'x'));
      expect(first[0]).toBe('common');
      expect(first.filter((ns) => !known.has(ns))).toEqual([]);
    }
  });
});
