import { ipCountry } from '../../../../simulator/region/ip-country';

describe('the simulator IP-info lookup', () => {
  it('places the documentation ranges abroad and everything else in Singapore', () => {
    expect(ipCountry('192.0.2.1')).toEqual({ ip: '192.0.2.1', country: 'DE', eu: true, restricted: false });
    expect(ipCountry('::ffff:198.51.100.20')).toEqual({ ip: '198.51.100.20', country: 'FR', eu: true, restricted: false });
    expect(ipCountry('203.0.113.5')).toEqual({ ip: '203.0.113.5', country: 'US', eu: false, restricted: true });
    expect(ipCountry('2001:db8::1')).toEqual({ ip: '2001:db8::1', country: 'NL', eu: true, restricted: false });
    expect(ipCountry('127.0.0.1')).toEqual({ ip: '127.0.0.1', country: 'SG', eu: false, restricted: false });
    expect(ipCountry('10.1.2.3').country).toBe('SG');
  });
});
