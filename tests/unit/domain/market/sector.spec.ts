import { sectorKey } from '../../../../src/domain/market/sector';
import { SUPPORTED_LOCALE_CODES } from '../../../../src/domain/shared/locale';
import { createTestI18n } from '../../../support/test-i18n';

describe('market sectors', () => {
  it("names the exchange's sectors by a translation key, case and spacing aside", () => {
    expect(sectorKey('Gaming')).toBe('gaming');
    expect(sectorKey(' layer 1 ')).toBe('layer1');
    expect(sectorKey('Stablecoins')).toBe('stablecoins');
    expect(sectorKey('Quantum')).toBeUndefined();
  });

  it("shows every sector in the visitor's language", () => {
    const i18n = createTestI18n();
    const t = (lng: string, key: string) => i18n.getFixedT(lng, 'markets')(`sectors.${key}`);
    expect(t('ru', sectorKey('Gaming')!)).toBe('Игры');
    expect(t('ru', sectorKey('Infrastructure')!)).toBe('Инфраструктура');
    expect(t('es', sectorKey('Gaming')!)).toBe('Juegos');
    expect(t('zh-Hans', sectorKey('Stablecoins')!)).toBe('稳定币');
    for (const lng of SUPPORTED_LOCALE_CODES) {
      for (const sector of ['Layer 1', 'Layer 2', 'DeFi', 'Meme', 'AI', 'Gaming', 'Infrastructure', 'Exchange', 'Stablecoins']) {
        expect(t(lng, sectorKey(sector)!)).not.toMatch(/^sectors\./);
      }
    }
  });
});
