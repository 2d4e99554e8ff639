import type { Result } from '../../../domain/shared/result';
import type { TwitterProfile } from '../../../domain/social/twitter';
import { token } from '../../shared/token';
import type { TradeFailure } from '../../../domain/shared/trade-failure';

/** The Twitter calls of the social backend (`/social-backend-ui/private/twitter/*`, `cool-names/twitter`). */
export interface TwitterApiPort {
  authorizationUrl(): Promise<Result<{ readonly authorizationUrl: string; readonly oauthToken: string }, TradeFailure>>;
  authorize(oauthVerifier: string, oauthToken: string): Promise<Result<TwitterProfile, TradeFailure>>;
  /** The linked profile, or null when none is linked. */
  profile(): Promise<Result<TwitterProfile | null, TradeFailure>>;
  removeImage(): Promise<Result<TwitterProfile, TradeFailure>>;
  unlink(): Promise<Result<void, TradeFailure>>;
  /** PUT `cool-names/twitter`: the linked handle becomes the cool name (as saved). */
  useHandleAsCoolName(): Promise<Result<string, TradeFailure>>;
}
export const TwitterApiPort = token<TwitterApiPort>('TwitterApiPort');

/** Leaves the app for another site's page (Twitter's authorize page). */
export interface ExternalPagePort {
  open(url: string): void;
}
export const ExternalPagePort = token<ExternalPagePort>('ExternalPagePort');
