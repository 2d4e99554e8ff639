import { siteMeta, type CapabilityManifest } from '../domain/navigation/route';

const meta = siteMeta;

/** The public site's own pages: home, team, careers, trader recruitment, download. */
export const site: CapabilityManifest = {
  id: 'site',
  namespaces: ['common', 'site'],
  module: true,
  routes: [
    {
      id: 'home',
      path: '/',
      reads: ['markets', 'rewards'],
      access: 'public',
      firstPaint: 'light',
      page: 'pages/home-page',
      oneTap: { redirect: '/trade' },
      head: meta('home'),
    },
    { id: 'team', path: '/team', access: 'public', firstPaint: 'light', page: 'pages/team-page', oneTap: {}, head: meta('team') },
    { id: 'careers', path: '/careers', access: 'public', firstPaint: 'light', page: 'pages/careers-page', head: meta('careers') },
    {
      id: 'traderRecruitment',
      path: '/trader-recruitment',
      access: 'public',
      firstPaint: 'light',
      page: 'pages/trader-recruitment-page',
      head: meta('traderRecruitment'),
    },
    { id: 'download', path: '/download', access: 'public', firstPaint: 'antd', page: 'pages/download-page', head: meta('download') },
  ],
};
