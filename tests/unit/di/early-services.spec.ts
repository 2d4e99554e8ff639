import { createEarlyServices } from '../../../src/di/early-services';
import type { AppConfigSource } from '../../../src/application/shared/app-config';

const front = jest.fn();
jest.mock('../../../src/di/early-blog', () => ({ createBrowseBlog: async () => ({ front }) }));
const readHasDeposit = jest.fn(async () => false);
jest.mock('../../../src/di/early-wallet', () => ({ readHasDepositEarly: () => readHasDeposit() }));
const firstView = { security: { level: 'low' }, kyc: 'NONE', hasFunds: false };
const readOverview = jest.fn(async () => firstView);
jest.mock('../../../src/di/early-account', () => ({ readOverviewEarly: () => readOverview() }));

const config = (() => new Promise<never>(() => undefined)) as AppConfigSource; // never read: the use case is faked
const at = (pathname: string, search = '') => ({ origin: 'https://www.example.com', pathname, search });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createEarlyServices', () => {
  beforeEach(() => front.mockReset());

  it("prefetches the blog landing in the visitor's start language, so the view's request joins it", async () => {
    createEarlyServices(config, at('/blog'), 'ru');
    await settle();
    expect(front).toHaveBeenCalledWith(1, undefined, 'ru');
  });

  it('prefetches nothing off the landing', async () => {
    createEarlyServices(config, at('/blog', '?page=2'), 'ru');
    createEarlyServices(config, at('/team'), 'en');
    await settle();
    expect(front).not.toHaveBeenCalled();
  });

  it("reads the wallet's first-deposit answer at the entry of /wallet only", async () => {
    readHasDeposit.mockClear();
    expect(createEarlyServices(config, at('/markets'), 'en').walletHasDeposit).toBeUndefined();
    expect(readHasDeposit).not.toHaveBeenCalled();
    const early = createEarlyServices(config, at('/wallet'), 'en').walletHasDeposit!;
    await expect(early.settled).resolves.toBe(false);
    expect(early.state()).toEqual({ settled: true, value: false });
    expect(readHasDeposit).toHaveBeenCalledTimes(1);
  });

  it("reads the account overview's first view at the entry of /account only", async () => {
    readOverview.mockClear();
    expect(createEarlyServices(config, at('/account/security'), 'en').accountOverview).toBeUndefined();
    expect(createEarlyServices(config, at('/wallet'), 'en').accountOverview).toBeUndefined();
    expect(readOverview).not.toHaveBeenCalled();
    const early = createEarlyServices(config, at('/account'), 'en').accountOverview!;
    await expect(early.settled).resolves.toBe(firstView);
    expect(readOverview).toHaveBeenCalledTimes(1);
  });
});
