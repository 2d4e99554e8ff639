import * as z from 'zod/mini';
import { ENVIRONMENTS } from '../../application/shared/app-config';

/** An absolute http(s)/ws(s) URL, or a path on this origin. */
const location = z.string().check(
  z.minLength(1),
  z.refine((v) => v.startsWith('/') || /^(https?|wss?):\/\/[^\s]+$/.test(v), {
    error: 'must be an absolute URL or a path starting with /',
  }),
);
const httpUrl = z.string().check(z.regex(/^https?:\/\/[^\s]+$/, 'must be an http(s) URL'));
const nonEmpty = z.string().check(z.minLength(1));

const linksSchema = z.object({
  termsOfService: httpUrl,
  privacyPolicy: httpUrl,
  securityStatement: httpUrl,
  tradingFees: httpUrl,
  listingGuide: httpUrl,
  apiDocs: httpUrl,
  appStore: httpUrl,
  googlePlay: httpUrl,
  careersBoard: httpUrl,
  bugBounty: httpUrl,
  affiliatesForm: httpUrl,
  brandKit: httpUrl,
  traderApplication: httpUrl,
  social: z.object({ x: httpUrl, telegram: httpUrl, discord: httpUrl, youtube: httpUrl, linkedin: httpUrl, instagram: httpUrl }),
});

export const appConfigSchema = z.object({
  environment: z.enum(ENVIRONMENTS),
  apiBase: location,
  serverApiBase: location,
  newWsUrl: location,
  privateWsUrl: location,
  blogApiBase: location,
  blogApiKey: nonEmpty,
  authDomain: nonEmpty,
  firebase: z.object({ apiKey: nonEmpty, projectId: nonEmpty, emulatorUrl: z.nullable(httpUrl) }),
  websiteUrl: location,
  tradingAppUrl: location,
  linkServiceUrl: location,
  developerDocsUrl: location,
  supportDocsUrl: location,
  vipDocsUrl: location,
  symbolLogoBase: location,
  analyticsId: nonEmpty,
  tagManagerId: nonEmpty,
  tokenSyncUrl: z.nullable(location),
  links: linksSchema,
});

/** What `/app-config.json` may say: which environment, and any field to override for this deployment. */
export const runtimeConfigSchema = z.object({
  environment: z.enum(ENVIRONMENTS),
  overrides: z.optional(z.partial(z.omit(appConfigSchema, { environment: true }))),
});
