import { describePathDoc, readRepoFile } from '../../support/calls-table';

/**
 * docs/calls/growth.md against the code: every call listed with an adapter has that
 * adapter's method and its path's static segments as strings in the adapter file; every test named exists; the calls
 * listed without an adapter are exactly the known ones (none); the spec's named campaigns are configured in the simulator.
 */
const MUST_LIST = [
  'GET /social-backend-ui/public/campaigns',
  'PUT /social-backend-ui/private/campaigns/{id}/signup',
  'PUT /social-backend-ui/public/campaigns/leaderboard',
  'GET /social-backend-ui/public/campaigns/badge-configurations',
  'GET /social-backend-ui/private/campaigns/HEED_THE_CALL/user-data',
  'POST /social-backend-ui/private/campaigns/LISTING_CAMPAIGN/predict-to-win',
  'GET /social-backend-ui/private/campaigns/LISTING_CAMPAIGN/user',
  'GET /social-backend-ui/public/v2/trading-competitions/{campaignId}',
  'GET /social-backend-ui/public/market-makers-dashboards/epochs',
  'GET /social-backend-ui/public/market-makers-dashboards/{epochId}',
  'GET /social-backend-ui/private/campaign-reward-notifications',
  'DELETE /social-backend-ui/private/campaign-reward-notifications/{id}',
  'GET /promotion/account/promotion',
  'GET /promotion/public/promotion',
  'GET /usercenter/account/promotion',
  ...['referral_campaign', 'referral_info', 'referral_overall', 'get_referral', 'sharing_info'].map((c) => `GET /usercenter/account/${c}`),
  ...['build_referral', 'edit_referral', 'default_referral/{id}', 'generate_referral_code', 'referral_check'].map(
    (c) => `POST /usercenter/account/${c}`,
  ),
];

describePathDoc({
  doc: 'growth.md',
  covers: 'the growth calls',
  minRows: 52,
  mustList: MUST_LIST,
  withoutAdapter: [],
  // LISTING_CAMPAIGN is the domain's constant (LISTING_CAMPAIGN_ID), imported by the adapter; HEED_THE_CALL is written out
  aliases: { LISTING_CAMPAIGN: 'LISTING_CAMPAIGN_ID' },
});

describe('docs/calls/growth.md: the named campaigns', () => {
  it.each(['WOOTOPIA_2049', 'PERMABEAR_TEALSTREET', 'EZPZ_COMPETITION', 'THE_GATHERING', 'HEED_THE_CALL'])(
    '%s is a configured campaign of the simulator',
    (id) => {
      expect(readRepoFile('simulator/competitions/catalogue.ts')).toContain(id);
    },
  );
});
