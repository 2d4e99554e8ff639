import type { TransferStatus } from '../../src/domain/wallet/deposit';

/**
 * One deposit or withdrawal as the simulator keeps it (`GET /v3/asset/wallet/history` rows, plus the owner and the
 * network). Written in the trading engine's transaction (migration 61), so a deposit's COMPLETED and its credit are
 * stored together: a restart never credits twice.
 */
export interface WalletTransferRecord {
  id: number;
  userId: number;
  token: string;
  network: string;
  tokenSide: 'DEPOSIT' | 'WITHDRAW';
  targetAddress: string;
  sourceAddress: string;
  extra: string;
  amount: string;
  txId: string;
  confirmingThreshold: number;
  confirmedNumber: number;
  feeToken: string;
  feeAmount: string;
  status: TransferStatus;
  createdTime: number;
  updatedTime: number;
}
