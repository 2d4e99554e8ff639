import { KYC_REGIONS } from '../kyc/kyc-regions';

/**
 * Where an IP address is, as the simulator's IP-info lookup answers it (the simulator's design: it has no geo
 * database). The documentation ranges stand for visitors from abroad: TEST-NET-1 (192.0.2.0/24) is Germany,
 * TEST-NET-2 (198.51.100.0/24) France, TEST-NET-3 (203.0.113.0/24) the United States and 2001:db8::/32 the
 * Netherlands; every other address (loopback, private networks, the rest) is Singapore, where the exchange is.
 */
const RANGES: readonly { readonly test: (ip: string) => boolean; readonly country: string }[] = [
  { test: (ip) => ip.startsWith('192.0.2.'), country: 'DE' },
  { test: (ip) => ip.startsWith('198.51.100.'), country: 'FR' },
  { test: (ip) => ip.startsWith('203.0.113.'), country: 'US' },
  { test: (ip) => /^2001:0?db8:/i.test(ip), country: 'NL' },
];
export const HOME_COUNTRY = 'SG';

export interface IpCountry {
  readonly ip: string;
  readonly country: string;
  readonly eu: boolean;
  readonly restricted: boolean;
}

/** The country of `ip` (an IPv4-mapped IPv6 address is read as its IPv4 address) and whether EU rules apply there. */
export function ipCountry(raw: string): IpCountry {
  const ip = raw.replace(/^::ffff:/i, '');
  const country = RANGES.find((r) => r.test(ip))?.country ?? HOME_COUNTRY;
  const region = KYC_REGIONS.find((r) => r.code === country);
  return { ip, country, eu: region?.eu === true, restricted: region?.restricted === true };
}
