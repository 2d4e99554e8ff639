import { z } from 'zod';
import { ENVIRONMENTS } from '../../application/shared/app-config';

/** An absolute http(s)/ws(s) URL, or a path on this origin. */
const location = z.string().min(1).refine((v) => v.startsWith('/') || /^(https?|wss?):\/\/[^\s]+$/.test(v), {
  message: 'must be an absolute URL or a path starting with /',
});
const httpUrl = z.string().regex(/^https?:\/\/[^\s]+$/, 'must be an http(s) URL');

const linksSchema = z.object({
  termsOfService: httpUrl, privacyPolicy: httpUrl, securityStatement: httpUrl, tradingFees: httpUrl,
  listingGuide: httpUrl, apiDocs: httpUrl, appStore: httpUrl, googlePlay: httpUrl, careersBoard: httpUrl,
  bugBounty: httpUrl, affiliatesForm: httpUrl, brandKit: httpUrl,
  social: z.object({ x: httpUrl, telegram: httpUrl, discord: httpUrl, youtube: httpUrl, linkedin: httpUrl, instagram: httpUrl }),
});

export const appConfigSchema = z.object({
  environment: z.enum(ENVIRONMENTS),
  apiBase: location,
  serverApiBase: location,
  newWsUrl: location,
  blogApiBase: location,
  blogApiKey: z.string().min(1),
  authDomain: z.string().min(1),
  firebase: z.object({ apiKey: z.string().min(1), projectId: z.string().min(1), emulatorUrl: httpUrl.nullable() }),
  websiteUrl: location,
  tradingAppUrl: location,
  linkServiceUrl: location,
  developerDocsUrl: location,
  supportDocsUrl: location,
  vipDocsUrl: location,
  symbolLogoBase: location,
  analyticsId: z.string().min(1),
  tagManagerId: z.string().min(1),
  tokenSyncUrl: location.nullable(),
  links: linksSchema,
});

/** What `/app-config.json` may say: which environment, and any field to override for this deployment. */
export const runtimeConfigSchema = z.object({
  environment: z.enum(ENVIRONMENTS),
  overrides: appConfigSchema.omit({ environment: true }).partial().optional(),
});
