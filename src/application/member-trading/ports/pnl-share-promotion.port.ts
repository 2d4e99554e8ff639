import type { ErrorCode } from '../../../domain/shared/error-code';
import type { Result } from '../../../domain/shared/result';
import { token } from '../../shared/token';

/** The promotion a PnL card carries (`GET /promotion/public/pnl_share`, simulator-defined; docs/protocol.md). */
export interface PnlSharePromotion {
  readonly language: string;
  readonly title: string;
  readonly subtitle: string;
  /** An absolute http(s) link: the card's QR code. */
  readonly referralLink: string;
  /** A path on the app's own origin (a canvas drawing a cross-origin image could not be exported). */
  readonly imageUrl: string;
}

export interface PnlSharePromotionPort {
  promotion(language: string): Promise<Result<PnlSharePromotion, ErrorCode>>;
}
export const PnlSharePromotionPort = token<PnlSharePromotionPort>('PnlSharePromotionPort');
