import type { KycRegion } from '../../src/domain/account/identity-verification';

/** `GET /userkyc/region`: the countries an applicant chooses from (EU members see the EU rules; restricted ones cannot apply). */
export const KYC_REGIONS: readonly KycRegion[] = [
  ['AR', 'Argentina'], ['AU', 'Australia'], ['AT', 'Austria', 'eu'], ['BE', 'Belgium', 'eu'], ['BR', 'Brazil'], ['CA', 'Canada'],
  ['CU', 'Cuba', 'restricted'], ['CZ', 'Czechia', 'eu'], ['DK', 'Denmark', 'eu'], ['FI', 'Finland', 'eu'], ['FR', 'France', 'eu'],
  ['DE', 'Germany', 'eu'], ['GR', 'Greece', 'eu'], ['HK', 'Hong Kong'], ['IN', 'India'], ['ID', 'Indonesia'], ['IR', 'Iran', 'restricted'],
  ['IE', 'Ireland', 'eu'], ['IT', 'Italy', 'eu'], ['JP', 'Japan'], ['KR', 'South Korea'], ['KP', 'North Korea', 'restricted'],
  ['MY', 'Malaysia'], ['MX', 'Mexico'], ['NL', 'Netherlands', 'eu'], ['NG', 'Nigeria'], ['PH', 'Philippines'], ['PL', 'Poland', 'eu'],
  ['PT', 'Portugal', 'eu'], ['SG', 'Singapore'], ['ES', 'Spain', 'eu'], ['SE', 'Sweden', 'eu'], ['SY', 'Syria', 'restricted'],
  ['TH', 'Thailand'], ['TR', 'Türkiye'], ['UA', 'Ukraine'], ['AE', 'United Arab Emirates'], ['GB', 'United Kingdom'],
  ['US', 'United States', 'restricted'], ['VN', 'Vietnam'],
].map(([code, name, flag]) => ({ code, name, eu: flag === 'eu', restricted: flag === 'restricted' }));
