import { bech32Encode, BECH32_CONST, toWords } from '../../../../src/domain/wallet/bech32';
import { validateAddress } from '../../../../src/domain/wallet/address-validation';
import { NETWORKS } from '../../../../src/domain/wallet/networks';
import { refusal } from '../../../../src/domain/shared/refusal';
import { englishRefusal } from '../../../../simulator/http/refusal-english';

const code = (network: string, address: string, memo?: string) => validateAddress(NETWORKS[network], address, memo)?.code;

describe('address validation per network', () => {
  it.each([
    ['BTC', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'], // BIP 173 P2WPKH
    ['BTC', 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3'], // BIP 173 P2WSH
    ['BTC', 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297'], // taproot, bech32m
    ['BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
    ['BTC', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'],
    ['ETH', '0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe'],
    ['TRON', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'],
    ['SOL', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'],
  ])('%s accepts %s', (network, address) => {
    expect(validateAddress(NETWORKS[network], address)).toBeUndefined();
  });

  it.each([
    ['BTC', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', 'checksum'], // last character changed
    ['BTC', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3', 'format'], // 40 characters
    ['BTC', 'BC1QW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'format'], // mixed case
    ['BTC', '0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe', 'format'],
    ['BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfN0', 'format'], // 0 is not base58
    ['ETH', '0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BA', 'format'], // 39 hex
    ['ETH', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'format'],
    ['TRON', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6', 'format'], // T + 32
    ['TRON', '0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe', 'format'],
    ['SOL', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1vX', 'format'], // 45
    ['SOL', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1O', 'format'], // O is not base58
    ['ETH', '   ', 'required'],
  ])('%s refuses %s (%s)', (network, address, expected) => {
    expect(code(network, address)).toBe(expected);
  });

  it('says which format was expected', () => {
    const problem = validateAddress(NETWORKS.TRON, '0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe');
    expect(problem?.refusal).toEqual(refusal('withdraw.addressInvalidTRC20', { network: 'TRON (TRC20)' }));
    expect(englishRefusal(problem!.refusal)).toBe('Not a TRON (TRC20) address: expected T followed by 33 base58 characters.');
    expect(validateAddress(NETWORKS.XRP, 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', 'abc')?.refusal).toEqual(
      refusal('withdraw.memoInvalid', { network: 'XRP Ledger', max: { decimal: '4294967295' } }),
    );
  });

  it('memo networks need a numeric memo up to 4294967295', () => {
    const xrp = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
    expect(code('XRP', xrp, '12345')).toBeUndefined();
    expect(code('XRP', xrp, '4294967295')).toBeUndefined();
    expect(code('XRP', xrp)).toBe('memoRequired');
    expect(code('XRP', xrp, '4294967296')).toBe('memoFormat');
    expect(code('XRP', xrp, 'abc')).toBe('memoFormat');
    expect(validateAddress(NETWORKS.XRP, xrp)?.field).toBe('memo');
    // a memo on a network without memos is ignored
    expect(code('ETH', '0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe', 'x')).toBeUndefined();
  });

  it('encodes the BIP 173 example address from its witness program', () => {
    const program = [
      0x75, 0x1e, 0x76, 0xe8, 0x19, 0x91, 0x96, 0xd4, 0x54, 0x94, 0x1c, 0x45, 0xd1, 0xb3, 0xa3, 0x23, 0xf1, 0x43, 0x3b, 0xd6,
    ];
    expect(bech32Encode('bc', [0, ...toWords(program)], BECH32_CONST)).toBe('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
  });
});
