import { describePathDoc } from '../../../support/calls-table';

/**
 * docs/calls/social.md against the code: every call listed with an adapter has that
 * adapter's method and its path's segments as strings in the adapter file under src/infrastructure; every test named
 * exists; and the calls listed without an adapter are exactly the known ones (a call that loses its adapter fails here).
 */
describePathDoc({
  doc: 'social.md',
  covers: "the spec's social and copy-trading calls",
  minRows: 70,
  mustList: [
    'GET /social-backend-ui/public/leaderboard-metrics',
    'DELETE /social-backend-ui/caches',
    'GET /social-backend-ui/private/following-lists/simple',
    'GET /copy-trading-gateway/public/lead-trader-dashboard/promoted-leaderboard-metrics',
    'POST /social-backend-ui/private/twitter/oauth/authorize',
  ],
  withoutAdapter: [
    'GET /social-backend-ui/metrics/public',
    'GET /social-backend-ui/metrics/auth',
    'GET /social-backend-ui/metrics/following_list',
    'GET /social-backend-ui/account/private/me',
  ],
  // LISTING_CAMPAIGN is the domain's constant (LISTING_CAMPAIGN_ID), imported by the adapter
  aliases: { LISTING_CAMPAIGN: 'LISTING_CAMPAIGN_ID' },
});
