import { adaptersMentioning, describePathDoc } from '../../support/calls-table';

/**
 * docs/calls/wallet.md against the code: every call listed with an adapter has that
 * adapter's method and its path's static segments as strings in the adapter file; every test named exists; the calls
 * listed without an adapter are exactly the known missing ones (a call that loses its adapter, or gains one without
 * the list saying so, fails here).
 */
describePathDoc({
  doc: 'wallet.md',
  covers: "the wallet calls and the wallet pages' v3 calls",
  minRows: 43,
  mustList: [
    'GET /usercenter/account/collateral_tokens',
    'POST /usercenter/account/switch_collateral',
    'PUT /usercenter/account/wallet/switchWalletMode',
    'GET /instrument/v4/public/network/{token}',
    'GET /instrument/v4/public/token',
    'GET /earn/public/assets/rwa',
    'GET /v3/asset/wallet/deposit',
    'POST /v3/asset/wallet/withdraw',
    'GET /v3/asset/token/history',
    'POST /v3/asset/transfer',
    'GET /v3/convert/rfq',
    'POST /v3/convert/rft',
    'POST /v3/staking/stake',
    'POST /v3/earn/subscribe',
    'GET /usercenter/account/wallet/info',
    'GET /usercenter/account/check_has_deposit',
    'GET /instrument/v4/public/token_info',
    'GET /instrument/v4/public/token_config',
    'GET /usercenter/account/token_config',
    'GET /asset/',
  ],
  // every wallet call has its adapter and screen now
  withoutAdapter: [],
});

describe('docs/calls/wallet.md: the token configs and the asset service status, each spoken by one adapter', () => {
  it('only the deposit adapter speaks the public token_config (instrument/v4/public); both wallet pages read it through it', () => {
    expect(adaptersMentioning('/instrument/v4/public/token_config')).toEqual(['src/infrastructure/deposit/rest-deposit-api.adapter.ts']);
  });

  it("only the withdraw adapter speaks the account's token_config (usercenter/account)", () => {
    expect(adaptersMentioning('/usercenter/account/token_config')).toEqual(['src/infrastructure/withdraw/rest-withdraw-api.adapter.ts']);
  });

  it("only the deposit adapter speaks the general GET /asset/ (the /asset/porl/* calls are proof of reserves')", () => {
    expect(adaptersMentioning("'/asset/'")).toEqual(['src/infrastructure/deposit/rest-deposit-api.adapter.ts']);
  });
});

describe("docs/calls/wallet.md: check_has_deposit on the spec's path", () => {
  it('the adapter asks usercenter/account/check_has_deposit, not the older wallet/ path', () => {
    expect(adaptersMentioning('/usercenter/account/check_has_deposit')).toContain('src/infrastructure/wallet/rest-wallet-api.adapter.ts');
    expect(adaptersMentioning('wallet/check_has_deposit')).toEqual([]);
  });
});
