import * as z from 'zod/mini';
import { DOCUMENT_TYPES } from '../../domain/account/identity-verification';

/** Wire shapes of identity verification (docs/protocol.md "Identity verification"). */
export const regionRows = z.object({
  rows: z
    .array(
      z.object({
        code: z.string().check(z.regex(/^[A-Z]{2}$/)),
        name: z.string().check(z.minLength(1), z.maxLength(80)),
        eu: z.boolean(),
        restricted: z.boolean(),
      }),
    )
    .check(z.maxLength(300)),
});

export const kycStatus = z.object({
  level: z.union([z.literal(0), z.literal(1)]),
  status: z.enum(['NONE', 'PENDING', 'APPROVED', 'REJECTED']),
  reason: z.string().check(z.maxLength(100)),
  reasonMessage: z.string().check(z.maxLength(500)),
  submittedAt: z.number(),
  reviewedAt: z.number(),
  country: z.string().check(z.maxLength(2)),
  documentType: z.union([z.enum(DOCUMENT_TYPES), z.literal('')]),
});

export const uploaded = z.object({ documentId: z.int().check(z.gt(0)) });
