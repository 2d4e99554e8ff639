/**
 * The environment table compiled into the one build (pure data: the app's configuration starts from it, and the
 * simulator derives its Content-Security-Policy from it, docs/adr/0016). `src/infrastructure/config/environments.ts`
 * re-exports it for the app.
 */
import type { EnvironmentName } from './environment-names';

export { ENVIRONMENTS, type EnvironmentName } from './environment-names';

/** External destinations (support articles, docs, stores, socials, programmes). */
export interface ExternalLinks {
  readonly termsOfService: string;
  readonly privacyPolicy: string;
  readonly securityStatement: string;
  readonly tradingFees: string;
  readonly listingGuide: string;
  readonly apiDocs: string;
  readonly appStore: string;
  readonly googlePlay: string;
  readonly careersBoard: string;
  readonly bugBounty: string;
  readonly affiliatesForm: string;
  readonly brandKit: string;
  /** Where a professional trader sends their track record (the trader-recruitment programme). */
  readonly traderApplication: string;
  readonly social: Readonly<Record<'x' | 'telegram' | 'discord' | 'youtube' | 'linkedin' | 'instagram', string>>;
}

/** What one environment sets besides its name and the external links. */
export interface HostedSettings {
  readonly apiBase: string;
  readonly serverApiBase: string;
  readonly newWsUrl: string;
  /** The private stream (executionreport, balance, position), authenticated by the session. */
  readonly privateWsUrl: string;
  readonly blogApiBase: string;
  readonly blogApiKey: string;
  readonly authDomain: string;
  readonly firebase: { readonly apiKey: string; readonly projectId: string; readonly emulatorUrl: string | null };
  readonly websiteUrl: string;
  readonly tradingAppUrl: string;
  readonly linkServiceUrl: string;
  readonly developerDocsUrl: string;
  readonly supportDocsUrl: string;
  readonly vipDocsUrl: string;
  readonly symbolLogoBase: string;
  readonly analyticsId: string;
  readonly tagManagerId: string;
  readonly tokenSyncUrl: string | null;
}

const SUPPORT = 'https://support.woox.io/hc/en-001/articles';

/** Links shared by every environment (they point at public pages of the real exchange). */
export const EXTERNAL_LINKS: ExternalLinks = {
  termsOfService: `${SUPPORT}/4404611795353--Terms-of-Service`,
  privacyPolicy: `${SUPPORT}/4404612077209--Privacy-Policy`,
  securityStatement: `${SUPPORT}/4404612213145--Security-Statement`,
  tradingFees: `${SUPPORT}/4404611806105--Trading-fees`,
  listingGuide: `${SUPPORT}/4404612233625--Listing-guide`,
  apiDocs: 'https://docs.woox.io',
  appStore: 'https://apps.apple.com/app/woo-x/id1576648404',
  googlePlay: 'https://play.google.com/store/apps/details?id=com.woo.x',
  careersBoard: 'https://jobs.lever.co/woo',
  bugBounty: 'https://hackerone.com/woox',
  affiliatesForm: 'https://forms.gle/woox-affiliates',
  brandKit: 'https://woox.io/brand-kit',
  traderApplication: 'https://forms.gle/woox-trader-recruitment',
  social: {
    x: 'https://x.com/WOOX_Global',
    telegram: 'https://t.me/woo_english',
    discord: 'https://discord.gg/woonetwork',
    youtube: 'https://www.youtube.com/@woox',
    linkedin: 'https://www.linkedin.com/company/woonetwork',
    instagram: 'https://www.instagram.com/woo_network',
  },
};

function hosted(sub: string, ids: { analyticsId: string; tagManagerId: string; blogApiKey: string }): HostedSettings {
  const host = (name: string) => `https://${name}${sub}.woox.io`;
  return {
    apiBase: host('api'),
    serverApiBase: host('api-server'),
    newWsUrl: `wss://wss${sub}.woox.io/ws/stream`,
    privateWsUrl: `wss://wss${sub}.woox.io/v2/ws/private/stream`,
    blogApiBase: host('cms'),
    blogApiKey: ids.blogApiKey,
    authDomain: `auth${sub}.woox.io`,
    firebase: { apiKey: 'configured-at-deploy', projectId: `woox${sub.replace('.', '-') || '-prod'}`, emulatorUrl: null },
    websiteUrl: host('www'),
    tradingAppUrl: host('app'),
    linkServiceUrl: host('link'),
    developerDocsUrl: host('docs'),
    supportDocsUrl: host('support'),
    vipDocsUrl: host('vip'),
    symbolLogoBase: host('static') + '/symbols',
    analyticsId: ids.analyticsId,
    tagManagerId: ids.tagManagerId,
    tokenSyncUrl: null,
  };
}

/**
 * The environment table compiled into the one build. `local` points at this origin (the embedded
 * exchange); the others at the real hosts. `/app-config.json` picks one at run time and may override fields.
 */
export const ENVIRONMENT_TABLE: Readonly<Record<EnvironmentName, HostedSettings>> = {
  local: {
    apiBase: '/api',
    serverApiBase: '/api',
    newWsUrl: '/ws/stream',
    privateWsUrl: '/v2/ws/private/stream',
    blogApiBase: '/cms',
    blogApiKey: 'local-content-key',
    authDomain: '127.0.0.1',
    firebase: { apiKey: 'fake-api-key', projectId: 'demo-exchange', emulatorUrl: 'http://127.0.0.1:9099' },
    websiteUrl: '/',
    tradingAppUrl: '/',
    linkServiceUrl: '/',
    developerDocsUrl: '/api-reference',
    supportDocsUrl: 'https://support.woox.io',
    vipDocsUrl: 'https://vip.woox.io',
    symbolLogoBase: '/symbols',
    analyticsId: 'G-LOCAL000000',
    tagManagerId: 'GTM-LOCAL00',
    tokenSyncUrl: null,
  },
  dev: hosted('.dev', { analyticsId: 'G-DEV0000000', tagManagerId: 'GTM-DEV000', blogApiKey: 'dev-content-key' }),
  qa: hosted('.qa', { analyticsId: 'G-QA00000000', tagManagerId: 'GTM-QA0000', blogApiKey: 'qa-content-key' }),
  staging: hosted('.staging', { analyticsId: 'G-STG0000000', tagManagerId: 'GTM-STG000', blogApiKey: 'staging-content-key' }),
  production: hosted('', { analyticsId: 'G-WOOX000000', tagManagerId: 'GTM-WOOX00', blogApiKey: 'production-content-key' }),
};
