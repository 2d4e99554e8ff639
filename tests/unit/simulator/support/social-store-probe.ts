/**
 * Run by social/social-durability.spec.ts in a child process (PGlite cannot load inside jest's CommonJS runtime):
 *   node --import @swc-node/register/esm-register social-store-probe.ts <dataDir> write|read
 * Writes (or reads back after a restart) a linked Twitter profile, a pending OAuth request and feature flags. Prints one JSON line.
 */
import { SCHEMA } from '../../../../simulator/schema';
import { FeatureFlagService, SqlFeatureFlagRepository } from '../../../../simulator/social/feature-flags';
import { SqlSocialRepository } from '../../../../simulator/social/social-repository';
import { SqlTwitterRepository, TwitterLinks } from '../../../../simulator/social/twitter-links';
import { openStore } from '../../../../simulator/store/open-store';

const [dataDir, phase] = process.argv.slice(2);
const store = await openStore(dataDir!, SCHEMA);
const db = (store.social as SqlSocialRepository).db;
const twitter = new TwitterLinks(new SqlTwitterRepository(db), '/api/twitter-sim/oauth/authorize', () => 1_750_000_000_000);
const features = new FeatureFlagService(new SqlFeatureFlagRepository(db));
await features.start();
let result: unknown;
if (phase === 'write') {
  const { oauthToken } = await twitter.authorizationUrl(7);
  const verifier = await twitter.approve(oauthToken, 'durable_x');
  await twitter.authorize(7, verifier, oauthToken);
  await twitter.removeImage(7);
  const pending = await twitter.authorizationUrl(8);
  await features.set('leaderboard.volume', false);
  await features.set('social.strategies', false, 7);
  await features.set('profile.follow', false, 7);
  await features.set('profile.follow', null, 7);
  result = { pending: pending.oauthToken };
} else {
  result = {
    profile: await twitter.profile(7),
    latest: (await twitter.repo.latestRequest(8)) ?? null,
    public: features.publicFeatures(),
    mine: features.privateFeatures(7),
  };
}
await store.close();
process.stdout.write(`${JSON.stringify(result)}\n`);
