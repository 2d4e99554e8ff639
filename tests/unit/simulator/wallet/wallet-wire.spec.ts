import { balanceToken, walletHistoryMeta, walletHistoryRow, walletRowIdOf, walletWireId } from '../../../../simulator/wallet/wallet-wire';
import type { WalletTransferRecord } from '../../../../simulator/wallet/wallet-records';

const created = Date.UTC(2024, 2, 23, 12, 46, 54, 126);
const deposit: WalletTransferRecord = {
  id: 366,
  userId: 7,
  token: 'USDT',
  network: 'TRON',
  tokenSide: 'DEPOSIT',
  targetAddress: 'TTsY',
  sourceAddress: 'TSaR',
  extra: '',
  amount: '5',
  txId: 'dc3d',
  confirmingThreshold: 3,
  confirmedNumber: 3,
  feeToken: 'USDT',
  feeAmount: '0',
  status: 'COMPLETED',
  createdTime: created,
  updatedTime: created + 1000,
};

describe('the wallet history row on the wire (simulator/wallet/wallet-wire.ts)', () => {
  it('writes ids as the exchange does: yyMMddHHmmss of creation, then the row id in at least 5 digits', () => {
    // the recorded deposit "24032312465400366" was created 2024-03-23 12:46:54 UTC
    expect(walletWireId(deposit)).toBe('24032312465400366');
    expect(walletWireId({ id: 1_234_567, createdTime: created })).toBe('2403231246541234567');
  });

  it('reads back the wire id or the bare row id; anything else is no id', () => {
    expect(walletRowIdOf('24032312465400366')).toBe(366);
    expect(walletRowIdOf('366')).toBe(366);
    expect(walletRowIdOf(366)).toBe(366);
    for (const bad of ['', 'abc', '0', '-3', '1.5', '240323124654000000000000000000000']) expect(walletRowIdOf(bad)).toBeUndefined();
  });

  it('answers the recorded fields in order: network-qualified token, amount with 8 decimals, empty fee token for a deposit', () => {
    const row = walletHistoryRow(deposit, 'app-7');
    expect(Object.keys(row)).toEqual([
      'createdTime',
      'updatedTime',
      'id',
      'externalId',
      'applicationId',
      'token',
      'targetAddress',
      'sourceAddress',
      'extra',
      'type',
      'tokenSide',
      'amount',
      'txId',
      'feeToken',
      'feeAmount',
      'status',
      'confirmingThreshold',
      'confirmedNumber',
    ]);
    expect(row).toMatchObject({
      createdTime: created,
      id: '24032312465400366',
      externalId: '240323124600366',
      applicationId: 'app-7',
      token: 'TRON_USDT',
      type: 'BALANCE',
      amount: '5.00000000',
      feeToken: '',
      feeAmount: '0',
      confirmingThreshold: 3,
      confirmedNumber: 3,
    });
    const withdrawal = walletHistoryRow({ ...deposit, tokenSide: 'WITHDRAW', amount: '10.123456789', feeAmount: '2.50' }, 'app-7');
    expect(withdrawal).toMatchObject({
      amount: '10.123456789',
      feeToken: 'USDT',
      feeAmount: '2.5',
      confirmingThreshold: null,
      confirmedNumber: null,
    });
    expect(balanceToken('USDC', 'ARB')).toBe('ARB_USDC');
    expect(walletHistoryMeta(1, 25, 1)).toEqual({ total: 1, records_per_page: 25, current_page: 1 });
  });
});
