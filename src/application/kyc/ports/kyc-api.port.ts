import type { KycRegion, KycState } from '../../../domain/account/identity-verification';
import type { Result } from '../../../domain/shared/result';
import { token } from '../../shared/token';
import type { TradeFailure } from '../../../domain/shared/trade-failure';

/** An application as sent (the document is uploaded first and named by its id). */
export interface KycApplicationInput {
  readonly firstName: string;
  readonly lastName: string;
  readonly birthDate: string;
  readonly country: string;
  readonly documentType: string;
}

/** The account's verification with the rejection's message in the exchange's words. */
export interface KycStatusAnswer extends KycState {
  readonly reasonMessage: string;
}

/** Identity verification (`kyc_identity_verification`, `/userkyc/region`), authenticated by the session. */
export interface KycApiPort {
  status(): Promise<Result<KycStatusAnswer, TradeFailure>>;
  regions(): Promise<Result<KycRegion[], TradeFailure>>;
  uploadDocument(file: Blob, type: string): Promise<Result<number, TradeFailure>>;
  apply(input: KycApplicationInput & { readonly documentId: number }): Promise<Result<KycStatusAnswer, TradeFailure>>;
}
export const KycApiPort = token<KycApiPort>('KycApiPort');
