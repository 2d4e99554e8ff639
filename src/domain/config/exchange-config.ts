/** The tenant configuration the exchange serves from `/config/api/configs/`. */
export interface ExchangeConfig {
  readonly tenantName: string;
  readonly maintenance: boolean;
  readonly announcement: string | undefined;
  readonly features: Readonly<Record<string, boolean>>;
}

export const TENANT_NAME = 'WOO';

export function isFeatureOn(config: ExchangeConfig, feature: string): boolean {
  return config.features[feature] === true;
}
