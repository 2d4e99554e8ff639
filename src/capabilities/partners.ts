import { siteMeta, type CapabilityManifest } from '../domain/navigation/route';

const meta = siteMeta;

/** Partner programmes and their application forms: brokers, affiliates, designated market makers. */
export const partners: CapabilityManifest = {
  id: 'partners',
  namespaces: ['site'],
  module: true,
  routes: [
    {
      id: 'brokers',
      path: '/brokers',
      access: 'public',
      firstPaint: 'antd',
      page: 'pages/brokers-page',
      oneTap: {},
      head: meta('brokers'),
    },
    {
      id: 'marketMakers',
      path: '/designated-market-makers',
      access: 'public',
      firstPaint: 'antd',
      page: 'pages/market-makers-page',
      oneTap: {},
      head: meta('marketMakers'),
    },
    {
      id: 'affiliates',
      path: '/affiliates',
      access: 'public',
      firstPaint: 'light',
      page: 'pages/affiliates-page',
      oneTap: {},
      head: meta('affiliates'),
    },
  ],
};
