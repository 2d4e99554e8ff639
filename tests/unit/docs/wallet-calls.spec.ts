import { adaptersMentioning, describePathDoc } from '../../support/calls-table';

/**
 * docs/calls/wallet.md (issue 16's closing note) against the code: every call listed with an adapter has that
 * adapter's method and its path's static segments as strings in the adapter file; every test named exists; the calls
 * listed without an adapter are exactly the known missing ones (a call that loses its adapter, or gains one without
 * the list saying so, fails here).
 */
describePathDoc({
  doc: 'wallet.md',
  covers: 'the calls of issue 16 and the wallet pages\' v3 calls',
  minRows: 43,
  mustList: [
    'GET /usercenter/account/collateral_tokens', 'POST /usercenter/account/switch_collateral', 'PUT /usercenter/account/wallet/switchWalletMode',
    'GET /instrument/v4/public/network/{token}', 'GET /instrument/v4/public/token', 'GET /earn/public/assets/rwa',
    'GET /v3/asset/wallet/deposit', 'POST /v3/asset/wallet/withdraw', 'GET /v3/asset/token/history', 'POST /v3/asset/transfer',
    'GET /v3/convert/rfq', 'POST /v3/convert/rft', 'POST /v3/staking/stake', 'POST /v3/earn/subscribe',
    'GET /usercenter/account/wallet/info', 'GET /usercenter/account/check_has_deposit', 'GET /instrument/v4/public/token_info',
    'GET /instrument/v4/public/token_config',
  ],
  withoutAdapter: [
    'GET /usercenter/account/token_config', 'GET /asset/',
  ],
});

describe('docs/calls/wallet.md: the calls it names as missing', () => {
  it.each(['usercenter/account/token_config', "'/asset/'", '`/asset/`'])('no adapter speaks %s yet (when one does, list it)', (text) => {
    expect(adaptersMentioning(text)).toEqual([]);
  });

  it('only the deposit adapter (and its schema) speaks the public token_config (instrument/v4/public)', () => {
    expect(adaptersMentioning('token_config')).toEqual(['src/infrastructure/deposit/deposit.schema.ts', 'src/infrastructure/deposit/rest-deposit-api.adapter.ts']);
  });
});

describe('docs/calls/wallet.md: check_has_deposit on the spec\'s path', () => {
  it('the adapter asks usercenter/account/check_has_deposit (product spec §7), not the older wallet/ path', () => {
    expect(adaptersMentioning('/usercenter/account/check_has_deposit')).toContain('src/infrastructure/wallet/rest-wallet-api.adapter.ts');
    expect(adaptersMentioning('wallet/check_has_deposit')).toEqual([]);
  });
});
