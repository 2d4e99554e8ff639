import { inject, injectable } from 'inversify';
import * as z from 'zod/mini';
import type { ExternalPagePort, TwitterApiPort } from '../../application/social/ports/twitter-api.port';
import { ApiClient } from '../http/api-client';
import { timestamp } from '../market/rest-market.schema';
import { tradeCall } from '../http/trade-call';

const P = '/social-backend-ui/private';
const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
/** Wire shapes of the Twitter calls (docs/protocol.md "Social"). */
const profile = z.object({
  twitterId: text(40),
  handle: text(15),
  name: text(50),
  profileImageUrl: z.nullable(text(500)),
  linkedTime: timestamp,
});
const authorization = z.object({ authorizationUrl: text(2000), oauthToken: text(100) });
const unlinked = z.object({ linked: z.literal(false) });
const coolName = z.object({ coolName: text(40) });

/** The Twitter calls over REST (the session's bearer). */
@injectable()
export class RestTwitterApi implements TwitterApiPort {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  authorizationUrl() {
    return tradeCall(this.api, 'GET', `${P}/twitter/oauth/authorization-url`, authorization, (d) => d);
  }

  authorize(oauthVerifier: string, oauthToken: string) {
    return tradeCall(this.api, 'POST', `${P}/twitter/oauth/authorize`, profile, (d) => d, { body: { oauthVerifier, oauthToken } });
  }

  profile() {
    return tradeCall(this.api, 'GET', `${P}/twitter/profiles/me`, z.nullable(profile), (d) => d);
  }

  removeImage() {
    return tradeCall(this.api, 'DELETE', `${P}/twitter/profiles/me/profileImageUrl`, profile, (d) => d);
  }

  unlink() {
    return tradeCall(this.api, 'DELETE', `${P}/twitter/profiles/me`, unlinked, () => undefined);
  }

  useHandleAsCoolName() {
    return tradeCall(this.api, 'PUT', `${P}/cool-names/twitter`, coolName, (d) => d.coolName);
  }
}

/** Opens another site's page in this tab. */
@injectable()
export class BrowserExternalPage implements ExternalPagePort {
  open(url: string): void {
    window.location.assign(url);
  }
}
