import * as z from 'zod/mini';
import { API_KEY_PERMISSIONS } from '../../domain/api-keys/api-key';
import { timestamp } from '../market/rest-market.schema';
import { pageOf } from '../http/wire-page.schema';

/** Wire shapes of the API-key calls (docs/protocol.md "API keys"). */
const text = (max: number) => z.string().check(z.maxLength(max));

export const credentialRow = z.object({
  accountName: text(80),
  userId: z.int(),
  apiKey: text(64).check(z.minLength(1)),
  label: text(80),
  permissions: z.array(z.enum(API_KEY_PERMISSIONS)).check(z.maxLength(3)),
  allowedIPs: z.array(text(64)).check(z.maxLength(100)),
  createdTime: timestamp,
  expireTime: z.nullable(timestamp),
});

export const createdCredential = z.extend(credentialRow, { secret: text(128).check(z.minLength(16)) });

export const credentialPage = pageOf(credentialRow);

export const allowanceData = z.object({
  maxAmount: z.int().check(z.gte(0)),
  usedAmount: z.int().check(z.gte(0)),
  enableAmount: z.int().check(z.gte(0)),
});

export const deletedData = z.object({ apiKey: text(64) });
