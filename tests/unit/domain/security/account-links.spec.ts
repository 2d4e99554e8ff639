import {
  discordUsernameValid,
  sameWallet,
  shortAddress,
  walletAddressProblem,
  walletBindingMessage,
} from '../../../../src/domain/security/account-links';
import { maskEmail, newEmailProblem } from '../../../../src/domain/security/email-change';

describe('linked accounts and email change rules', () => {
  it.each([
    ['EVM', '0x52908400098527886E0F7030069857D2E4169EE7', undefined],
    ['EVM', '0x52908400098527886e0f7030069857d2e4169ee7', undefined],
    ['EVM', ' 0x52908400098527886E0F7030069857D2E4169EE7 ', undefined],
    ['EVM', '0x52908400098527886E0F7030069857D2E4169EE', 'format'],
    ['EVM', '0x52908400098527886E0F7030069857D2E4169EEG', 'format'],
    ['EVM', '52908400098527886E0F7030069857D2E4169EE7aa', 'format'],
    ['EVM', '', 'empty'],
    ['TRON', 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8', undefined],
    ['TRON', 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv', 'format'],
    ['TRON', 'AJRabPrwbZy45sbavfcjinPJC18kjpRTv8', 'format'],
    ['SOLANA', '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', undefined],
    ['SOLANA', '0WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', 'format'],
    ['SOLANA', 'short', 'format'],
  ] as const)('%s address %j → %j', (chain, address, problem) => {
    expect(walletAddressProblem(chain, address)).toBe(problem);
  });

  it('compares EVM addresses without case, others with case', () => {
    expect(sameWallet('EVM', '0xAbC', '0xabc')).toBe(true);
    expect(sameWallet('SOLANA', 'AbC', 'abc')).toBe(false);
  });

  it('asks the wallet to sign a message naming the account, chain, address and nonce', () => {
    expect(walletBindingMessage({ userId: 7, chain: 'EVM', address: ' 0xab ', nonce: 'n1' })).toBe(
      'Bind this wallet to WOO X account 7\nChain: EVM\nAddress: 0xab\nNonce: n1',
    );
  });

  it.each([
    ['sim_trader', true],
    ['a', false],
    ['Upper', false],
    ['two..dots', false],
    ['x'.repeat(33), false],
    ['dot.name_1', true],
  ])('Discord name %j valid: %s', (name, valid) => {
    expect(discordUsernameValid(name)).toBe(valid);
  });

  it('shortens long addresses only', () => {
    expect(shortAddress('0x52908400098527886E0F7030069857D2E4169EE7')).toBe('0x5290…9EE7');
    expect(shortAddress('0xabc')).toBe('0xabc');
  });

  it.each([
    ['old@example.com', 'new@example.com', undefined],
    ['old@example.com', 'OLD@Example.com', 'same'],
    ['old@example.com', 'not-an-email', 'format'],
    ['old@example.com', 'a@b.c', 'format'],
    [null, 'new@example.com', undefined],
    ['old@example.com', `${'a'.repeat(250)}@x.io`, 'length'],
  ])('new email from %j to %j → %j', (current, next, problem) => {
    expect(newEmailProblem(current, next)).toBe(problem);
  });

  it('masks an address for "a code was sent to"', () => {
    expect(maskEmail('olga@example.com')).toBe('o•••@example.com');
    expect(maskEmail('nobody')).toBe('nobody');
  });
});
