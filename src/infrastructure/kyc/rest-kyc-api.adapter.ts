import { inject, injectable } from 'inversify';
import type { KycApiPort, KycApplicationInput, KycStatusAnswer } from '../../application/kyc/ports/kyc-api.port';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import type { KycRegion } from '../../domain/account/identity-verification';
import type { Result } from '../../domain/shared/result';
import { ApiClient } from '../http/api-client';
import { tradeCall } from '../http/trade-call';
import { kycStatus, regionRows, uploaded } from './kyc.schema';

const STATUS = '/usercenter/account/kyc_identity_verification';

/** Identity verification over REST with the session's bearer; the document goes as the body with its media type. */
@injectable()
export class RestKycApi implements KycApiPort {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  status(): Promise<Result<KycStatusAnswer, TradeFailure>> {
    return tradeCall(this.api, 'GET', STATUS, kycStatus, (d) => d);
  }

  regions(): Promise<Result<KycRegion[], TradeFailure>> {
    return tradeCall(this.api, 'GET', '/userkyc/region', regionRows, (d) => d.rows);
  }

  uploadDocument(file: Blob, type: string): Promise<Result<number, TradeFailure>> {
    return tradeCall(this.api, 'POST', `${STATUS}/document`, uploaded, (d) => d.documentId, { body: file, contentType: type });
  }

  apply(input: KycApplicationInput & { readonly documentId: number }): Promise<Result<KycStatusAnswer, TradeFailure>> {
    return tradeCall(this.api, 'POST', STATUS, kycStatus, (d) => d, { body: input });
  }
}
