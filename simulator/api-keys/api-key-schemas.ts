import { z } from 'zod';
import { API_KEY_PERMISSIONS } from '../../src/domain/api-keys/api-key';
import { MAX_ALLOWED_IPS } from '../../src/domain/api-keys/ip-list';

/** What the API-key calls validate (also read by the OpenAPI document, simulator/api-docs). */
const permission = z.enum(API_KEY_PERMISSIONS);
const ips = z
  .array(z.string().max(64))
  .max(MAX_ALLOWED_IPS * 2)
  .default([])
  .describe('IPv4 or IPv6 addresses or CIDR blocks; empty = any address, and the key expires after 90 days');
const apiKey = z.string({ error: 'is required' }).min(1).max(64).describe('The key, as listed');
const subUserId = z.coerce
  .number()
  .int()
  .positive()
  .optional()
  .describe("A sub-account of the caller's family (the caller itself when absent)");
/** The 2FA step: a current authenticator code or an unused recovery code, when the main account has 2FA on. */
const challenge = {
  totp: z
    .string()
    .regex(/^\d{6}$/, 'must be 6 digits')
    .optional()
    .describe("The authenticator's 6-digit code (when 2FA is on)"),
  recoveryCode: z.string().max(20).optional().describe('An unused recovery code, instead of totp'),
};

export const createCredentialBody = z.object({
  label: z.string({ error: 'is required' }).max(200).describe('1–40 characters'),
  permissions: z.array(permission).max(3).default(['READ']).describe('READ is always granted'),
  allowedIps: ips,
  subUserId,
  ...challenge,
});

export const credentialIpBody = z.object({ apiKey, allowedIps: ips, ...challenge });

export const deleteCredentialQuery = z.object({ apiKey, ...challenge });

export const allowanceQuery = z.object({ subUserId });

export const listCredentialsQuery = z.object({
  subUserId,
  status: z.enum(['ACTIVE', 'EXPIRED']).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});

/** One row of `GET /v3/account/credentials` and `list_credentials` (never the secret). */
export const credentialRow = z.object({
  accountName: z.string(),
  userId: z.number().int(),
  apiKey: z.string(),
  label: z.string(),
  permissions: z.array(permission),
  allowedIPs: z.array(z.string()),
  status: z.enum(['ACTIVE', 'EXPIRED']),
  createdTime: z.number().int(),
  expireTime: z.number().int().nullable(),
});

/** The answer to `create_credential`: the row and, this once, the secret. */
export const createdCredential = credentialRow.extend({ secret: z.string() });

export const allowanceAnswer = z.object({ maxAmount: z.number().int(), usedAmount: z.number().int(), enableAmount: z.number().int() });
