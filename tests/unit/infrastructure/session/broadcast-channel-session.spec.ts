import { BroadcastChannelSession } from '../../../../src/infrastructure/session/broadcast-channel-session.adapter';

describe('BroadcastChannelSession (finding 22)', () => {
  it('tells the other tabs, not itself, and ignores foreign messages', async () => {
    const tabA = new BroadcastChannelSession();
    const tabB = new BroadcastChannelSession();
    const heardByA: unknown[] = [];
    const heardByB: unknown[] = [];
    tabA.listen((a) => heardByA.push(a));
    tabB.listen((a) => heardByB.push(a));
    tabA.announce({ kind: 'logout' });
    const foreign = new BroadcastChannel('exchange-session');
    foreign.postMessage({ kind: 'steal', token: 'x' });
    foreign.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heardByB).toEqual([{ kind: 'logout' }]);
    expect(heardByA).toEqual([]);
    tabA.close();
    tabB.close();
  });

  it('stays silent where there is no BroadcastChannel', () => {
    const none = new BroadcastChannelSession(() => undefined);
    expect(() => none.announce({ kind: 'logout' })).not.toThrow();
    expect(typeof none.listen(() => undefined)).toBe('function');
  });
});
