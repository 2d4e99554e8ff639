import { ErrorCode } from '../../../../src/domain/shared/error-code';
import { endsSession, fromExchangeCode } from '../../../../src/domain/shared/exchange-error';

describe('exchange error catalogue', () => {
  it.each([
    [-1000, ErrorCode.Unknown],
    [-1001, ErrorCode.InvalidSignature],
    [-1002, ErrorCode.Unauthorized],
    [-1003, ErrorCode.TooManyRequests],
    [-1004, ErrorCode.UnknownParameter],
    [-1005, ErrorCode.InvalidParameter],
    [-1006, ErrorCode.ResourceNotFound],
    [-1007, ErrorCode.DuplicateRequest],
    [-1008, ErrorCode.QuantityTooHigh],
    [-1009, ErrorCode.CannotWithdraw],
    [-1011, ErrorCode.Maintenance],
  ])('maps %i to %s', (code, expected) => {
    expect(fromExchangeCode(code)).toBe(expected);
  });

  it('treats codes outside the catalogue as unknown', () => {
    expect(fromExchangeCode(-9999)).toBe(ErrorCode.Unknown);
    expect(fromExchangeCode(0)).toBe(ErrorCode.Unknown);
  });

  it('ends the session only on -1001 and -1002', () => {
    const ending = Object.values(ErrorCode).filter(endsSession);
    expect(ending.sort()).toEqual([ErrorCode.InvalidSignature, ErrorCode.Unauthorized].sort());
  });
});
