import type { CapabilityFence } from '../domain/navigation/route';
import { account, accountFence } from './account';
import { admin, adminFence } from './admin';
import { apiKeys, apiKeysFence } from './api-keys';
import { buyCrypto, buyCryptoFence } from './buy-crypto';
import { campaigns, campaignsFence } from './campaigns';
import { convert, convertFence } from './convert';
import { copyTrading, copyTradingFence } from './copy-trading';
import { deposit, depositFence } from './deposit';
import { earn, earnFence } from './earn';
import { features, featuresFence } from './features';
import { identity, identityFence } from './identity';
import { kyc, kycFence } from './kyc';
import { listing, listingFence } from './listing';
import { market, marketFence } from './market';
import { memberTrading, memberTradingFence } from './member-trading';
import { reserves, reservesFence } from './reserves';
import { rewards, rewardsFence } from './rewards';
import { security, securityFence } from './security';
import { social, socialFence } from './social';
import { spotMargin, spotMarginFence } from './spot-margin';
import { subaccounts, subaccountsFence } from './subaccounts';
import { trade, tradeFence } from './trade';
import { wallet, walletFence } from './wallet';
import { withdraw, withdrawFence } from './withdraw';

/**
 * Each capability's fence (its folders, the capabilities its code reads, those it mounts lazily), by id: what
 * tests/unit/architecture/capability-fences.spec.ts checks the imports against. Only the tests import this module, so
 * the fences stay out of the shipped bundle (the manifests in index.ts are in every page's shell chunk). A capability
 * not listed owns the one folder named as its id and reads nothing.
 */
export const FENCES: ReadonlyMap<string, CapabilityFence> = new Map([
  [account.id, accountFence],
  [admin.id, adminFence],
  [apiKeys.id, apiKeysFence],
  [buyCrypto.id, buyCryptoFence],
  [campaigns.id, campaignsFence],
  [convert.id, convertFence],
  [copyTrading.id, copyTradingFence],
  [deposit.id, depositFence],
  [earn.id, earnFence],
  [features.id, featuresFence],
  [identity.id, identityFence],
  [kyc.id, kycFence],
  [listing.id, listingFence],
  [market.id, marketFence],
  [memberTrading.id, memberTradingFence],
  [reserves.id, reservesFence],
  [rewards.id, rewardsFence],
  [security.id, securityFence],
  [social.id, socialFence],
  [spotMargin.id, spotMarginFence],
  [subaccounts.id, subaccountsFence],
  [trade.id, tradeFence],
  [wallet.id, walletFence],
  [withdraw.id, withdrawFence],
]);
