import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MIME_TYPES } from '../../src/domain/account/identity-verification';
import { ApiError, ErrorCodes, successBody } from '../http/api-error';
import { parseQuery, requireAccount } from '../http/request-input';
import type { AccountRepository } from '../store/account-repository';
import type { IdentityVerification } from './kyc';
import { KYC_REGIONS } from './kyc-regions';

export interface KycRouteDeps {
  readonly kyc: IdentityVerification;
  readonly accounts: AccountRepository;
  readonly clock: () => number;
}

const text = z.string({ error: 'is required' }).max(200, 'is too long');
const submitBody = z.object({
  firstName: text,
  lastName: text,
  birthDate: text,
  country: text,
  documentType: text,
  documentId: z.coerce.number({ error: 'is required' }).int().positive(),
});

/** Identity verification (docs/protocol.md "Identity verification"), under /api. */
export function registerKycRoutes(app: FastifyInstance, deps: KycRouteDeps): void {
  const { kyc, accounts, clock } = deps;
  const user = async (request: Parameters<typeof requireAccount>[0]) => (await requireAccount(request, accounts, clock())).userId;

  app.get('/userkyc/region', async () => successBody({ rows: KYC_REGIONS }, clock()));

  app.get('/usercenter/account/kyc_identity_verification', async (request) => {
    const userId = await user(request);
    return successBody({ ...kyc.state(userId), reasonMessage: kyc.rejectionMessage(userId) }, clock());
  });

  // the document as the request's body (image/jpeg, image/png or application/pdf), at most 5 MB
  app.register(async (scope) => {
    scope.addContentTypeParser([...DOCUMENT_MIME_TYPES], { parseAs: 'buffer', bodyLimit: DOCUMENT_MAX_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    scope.post('/usercenter/account/kyc_identity_verification/document', async (request) => {
      const userId = await user(request);
      const mime = String(request.headers['content-type'] ?? '')
        .split(';')[0]
        .trim();
      const bytes = request.body;
      if (!(bytes instanceof Buffer) || !(DOCUMENT_MIME_TYPES as readonly string[]).includes(mime)) {
        throw new ApiError(ErrorCodes.InvalidParameter, 'document: send a JPEG, PNG or PDF file as the body');
      }
      if (bytes.length === 0) throw new ApiError(ErrorCodes.InvalidParameter, 'document: is empty');
      return successBody({ documentId: await kyc.upload(userId, mime, new Uint8Array(bytes)) }, clock());
    });
  });

  app.post('/usercenter/account/kyc_identity_verification', async (request) => {
    const userId = await user(request);
    const body = parseQuery(submitBody, request.body ?? {});
    return successBody({ ...(await kyc.submit(userId, body)), reasonMessage: '' }, clock());
  });
}
