import { ipAllowed, MAX_ALLOWED_IPS, parseIpEntry, splitIpList, validateIpList } from '../../../../src/domain/api-keys/ip-list';

describe('API key IP list: parsing one entry', () => {
  it.each([
    ['127.0.0.1', 4, 32],
    ['10.0.0.0/8', 4, 8],
    ['0.0.0.0/0', 4, 0],
    ['255.255.255.255', 4, 32],
    ['::1', 6, 128],
    ['2001:db8::/32', 6, 32],
    ['2001:0db8:0000:0000:0000:ff00:0042:8329', 6, 128],
    ['fe80::1:2', 6, 128],
    ['::ffff:192.0.2.1', 6, 128],
    ['::', 6, 128],
  ])('%s is IPv%i /%i', (text, family, prefix) => {
    expect(parseIpEntry(text)).toMatchObject({ family, prefix });
  });

  it.each([
    '256.0.0.1',
    '1.2.3',
    '1.2.3.4.5',
    '01.2.3.4',
    '1.2.3.4/33',
    '1.2.3.4/',
    'a.b.c.d',
    '::1/129',
    '2001:db8:::1',
    '1:2:3:4:5:6:7:8:9',
    '1::2::3',
    '12345::1',
    'localhost',
    '',
    '1.2.3.4/8/1',
    'g::1',
    '1:2:3:4:5:6:7',
  ])('%s is refused', (text) => {
    expect(parseIpEntry(text)).toBeUndefined();
  });

  it('reads the same IPv6 address written long and short as one value', () => {
    expect(parseIpEntry('2001:db8:0:0:0:0:0:1')?.value).toBe(parseIpEntry('2001:db8::1')?.value);
    expect(parseIpEntry('::ffff:192.0.2.1')?.value).toBe(parseIpEntry('::ffff:c000:201')?.value);
  });
});

describe('API key IP list: the whole list', () => {
  it('splits on commas, spaces and new lines', () => {
    expect(splitIpList(' 1.2.3.4,5.6.7.8\n::1  10.0.0.0/8 ')).toEqual(['1.2.3.4', '5.6.7.8', '::1', '10.0.0.0/8']);
  });

  it('names the first invalid entry', () => {
    expect(validateIpList(['1.2.3.4', '300.1.1.1', 'x'])).toEqual({ ok: false, problem: { kind: 'invalid', entry: '300.1.1.1' } });
  });

  it('refuses the same address twice, whatever its spelling', () => {
    expect(validateIpList(['2001:db8::1', '2001:db8:0:0:0:0:0:1'])).toEqual({
      ok: false,
      problem: { kind: 'duplicate', entry: '2001:db8:0:0:0:0:0:1' },
    });
  });

  it(`refuses more than ${MAX_ALLOWED_IPS} entries`, () => {
    const list = Array.from({ length: MAX_ALLOWED_IPS + 1 }, (_, i) => `10.0.0.${i}`);
    expect(validateIpList(list)).toEqual({ ok: false, problem: { kind: 'tooMany', limit: MAX_ALLOWED_IPS } });
    expect(validateIpList(list.slice(1))).toEqual({ ok: true, entries: list.slice(1) });
  });
});

describe('API key IP list: is a client allowed', () => {
  it.each([
    [[], '203.0.113.9', true],
    [['127.0.0.1'], '127.0.0.1', true],
    [['127.0.0.1'], '::ffff:127.0.0.1', true],
    [['127.0.0.1'], '127.0.0.2', false],
    [['10.0.0.0/8'], '10.255.1.2', true],
    [['10.0.0.0/8'], '11.0.0.1', false],
    [['192.168.1.0/24', '::1'], '::1', true],
    [['2001:db8::/32'], '2001:db8:ffff::1', true],
    [['2001:db8::/32'], '2001:db9::1', false],
    [['203.0.113.7'], '::1', false],
    [['::1'], '127.0.0.1', false],
    [['127.0.0.1'], 'not-an-ip', false],
  ])('list %j, client %s → %s', (list, client, allowed) => {
    expect(ipAllowed(list, client)).toBe(allowed);
  });
});
