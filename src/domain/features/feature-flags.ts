/**
 * Feature flags (`public/features`, `private/features`): switches for sections of the social pages,
 * so a feature can be launched per user. Every flag is on unless the exchange says otherwise; a name the exchange
 * sends that the app does not know is ignored. The names are documented in docs/protocol.md "Feature flags".
 */
export const FEATURE_DEFAULTS = {
  /** The leaderboard's volume ranking (the VOLUME metric and its spot/futures choice). */
  'leaderboard.volume': true,
  /** A profile's asset preference and open positions. */
  'profile.portfolio': true,
  /** The follow / unfollow button on a profile. */
  'profile.follow': true,
  /** Linking a Twitter profile and taking its handle as cool name. */
  'social.twitter': true,
  /** The entries to copy trading (links to /social-trading) and its pages' copy actions. */
  'social.copyTrading': true,
  /** The strategies page (/social-trading/strategy). */
  'social.strategies': true,
} as const satisfies Record<string, boolean>;

export type FeatureName = keyof typeof FEATURE_DEFAULTS;
export type FeatureFlags = Readonly<Record<FeatureName, boolean>>;

export const FEATURE_NAMES = Object.keys(FEATURE_DEFAULTS) as FeatureName[];

export function isFeatureName(name: string): name is FeatureName {
  return Object.prototype.hasOwnProperty.call(FEATURE_DEFAULTS, name);
}

/** The flags the exchange sent, over the defaults; unknown names dropped. */
export function resolveFeatures(sent: Readonly<Record<string, boolean>>): FeatureFlags {
  const flags: Record<FeatureName, boolean> = { ...FEATURE_DEFAULTS };
  for (const [name, on] of Object.entries(sent)) if (isFeatureName(name)) flags[name] = on;
  return flags;
}
