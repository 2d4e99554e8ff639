import type { Result } from '../../domain/shared/result';
import { token } from './token';

export const ENVIRONMENTS = ['local', 'dev', 'qa', 'staging', 'production'] as const;
export type EnvironmentName = (typeof ENVIRONMENTS)[number];

/** External destinations of spec §1 (support articles, docs, stores, socials, programmes). */
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

/** Everything that differs between environments (spec §7 "Other", §9 "Other"). Validated before boot. */
export interface AppConfig {
  readonly environment: EnvironmentName;
  readonly apiBase: string;
  readonly serverApiBase: string;
  readonly newWsUrl: string;
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
  readonly links: ExternalLinks;
}
export const AppConfig = token<AppConfig>('AppConfig');

/** The runtime configuration, read and validated once for both phases of the boot (docs/adr/0010). */
export type AppConfigSource = () => Promise<Result<AppConfig, readonly string[]>>;
