import {
  isTelegramHandle,
  meetsMarketMakerVolume,
  normaliseTelegram,
  parseUsdAmount,
} from '../../../../src/domain/partners/partner-application';
import { validatePartnerForm } from '../../../../src/presentation/partners/partner-form.schema';

describe('partner application rules', () => {
  it('accepts Telegram handles of 5 to 32 characters with or without @', () => {
    expect(['@andes_fx', 'andes_fx', 'a1234'].every(isTelegramHandle)).toBe(true);
    expect(['@ab', '1abcde', 'with space', 'a'.repeat(33)].some(isTelegramHandle)).toBe(false);
    expect(normaliseTelegram(' @andes_fx ')).toBe('andes_fx');
  });

  it('parses USD amounts with group separators and checks the market-maker minimum', () => {
    expect(parseUsdAmount('25,000,000')).toBe('25000000');
    expect(parseUsdAmount('5 000 000.50')).toBe('5000000.5');
    expect(parseUsdAmount('1e9')).toBeUndefined();
    expect(parseUsdAmount('-5')).toBeUndefined();
    expect(meetsMarketMakerVolume('5000000')).toBe(true);
    expect(meetsMarketMakerVolume('4999999.99')).toBe(false);
  });

  it('turns a valid broker draft into an application without the consent flag', () => {
    const result = validatePartnerForm('broker', {
      companyName: ' Andes Forex ',
      contactName: 'Anna',
      email: 'anna@andes.com',
      telegram: '@andes_fx',
      website: '',
      country: 'Peru',
      clientCount: '1k_10k',
      message: '',
      consent: true,
    });
    expect(result).toEqual({
      ok: true,
      value: {
        kind: 'broker',
        companyName: 'Andes Forex',
        contactName: 'Anna',
        email: 'anna@andes.com',
        telegram: 'andes_fx',
        website: '',
        country: 'Peru',
        clientCount: '1k_10k',
        message: '',
      },
    });
  });

  it('reports one code per field, for missing and wrong-typed values alike', () => {
    const result = validatePartnerForm('marketMaker', { markets: ['options'], monthlyVolumeUsd: 'x', consent: 'yes' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      companyName: 'required',
      email: 'required',
      markets: 'markets',
      monthlyVolumeUsd: 'number',
      consent: 'consent',
    });
  });

  it('refuses over-long values', () => {
    const result = validatePartnerForm('broker', { companyName: 'x'.repeat(121) });
    expect(!result.ok && result.errors.companyName).toBe('tooLong');
  });
});
