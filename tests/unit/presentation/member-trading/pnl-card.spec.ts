import { copyPng } from '../../../../src/presentation/member-trading/account/pnl-card/pnl-card-export';
import {
  drawPnlCard,
  pnlCardLayout,
  type PnlCardInput,
} from '../../../../src/presentation/member-trading/account/pnl-card/pnl-card-layout';
import { pnlCardFigures } from '../../../../src/domain/trade/perps/position-actions';
import { DEMO_PROMOTION } from '../../../fakes/trade/fake-pnl-share-promotion';

const LABELS = { long: 'Long', short: 'Short', roe: 'ROE', pnl: 'Unrealised PnL', entry: 'Entry price', mark: 'Mark price' };
// A long of 0.5 BTC at 60000, mark 62000, 10×: PnL +1000, opening margin 3000, ROE +33.33 %.
const FIGURES = pnlCardFigures({ symbol: 'PERP_BTC_USDT', holding: '0.5', averageOpenPrice: '60000', markPrice: '62000', leverage: '10' });
const input = (change: Partial<PnlCardInput> = {}): PnlCardInput => ({
  figures: FIGURES,
  symbolLabel: 'BTC-PERP',
  headline: 'ROE',
  labels: LABELS,
  settleToken: 'USDT',
  promotion: DEMO_PROMOTION,
  ...change,
});
const texts = (layout: ReturnType<typeof pnlCardLayout>) => Object.fromEntries(layout.texts.map((t) => [t.id, t.text]));

describe('the PnL card layout', () => {
  it('shows symbol, side, leverage, ROE, entry and mark, the promotion and its QR', () => {
    const layout = pnlCardLayout(input({ message: 'To the moon' }));
    expect(texts(layout)).toEqual({
      symbol: 'BTC-PERP',
      side: 'Long · 10×',
      headlineLabel: 'ROE',
      headline: '+33.33%',
      entryLabel: 'Entry price',
      entry: '60000',
      markLabel: 'Mark price',
      mark: '62000',
      message: '“To the moon”',
      promotionTitle: 'Trade perpetuals on WOO X',
      promotionSubtitle: 'Sign up with this code and get a fee discount',
    });
    expect(layout.texts.find((t) => t.id === 'headline')?.tone).toBe('gain');
    expect(layout.image).toEqual({ url: '/promotion/pnl-share.svg', x: 0, y: 0, width: 600, height: 200 });
    expect(layout.qr).toEqual({ value: 'https://woox.io/register?ref=PNLSHARE', x: 440, y: 610, size: 120 });
  });

  it('shows the PnL instead when chosen; a short at a loss in the loss colour; no message, no promotion', () => {
    const short = pnlCardFigures({ symbol: 'PERP_ETH_USDT', holding: '-2', averageOpenPrice: '3000', markPrice: '3150', leverage: '20' });
    const layout = pnlCardLayout(input({ figures: short, symbolLabel: 'ETH-PERP', headline: 'PNL', promotion: undefined }));
    expect(texts(layout)).toMatchObject({ side: 'Short · 20×', headlineLabel: 'Unrealised PnL', headline: '-300.00 USDT' });
    expect(layout.texts.find((t) => t.id === 'headline')?.tone).toBe('loss');
    expect(layout.texts.map((t) => t.id)).not.toContain('message');
    expect(layout.image).toBeUndefined();
    expect(layout.qr).toBeUndefined();
  });

  it("never carries a balance: only the position's figures and the chosen words are drawn", () => {
    // Whatever the account holds (10000 USDT here) is not an input of the card: no drawn text holds it.
    const drawn: string[] = [];
    const ctx = {
      fillRect: () => undefined,
      drawImage: () => undefined,
      fillText: (text: string) => drawn.push(text),
    } as unknown as CanvasRenderingContext2D;
    drawPnlCard(ctx, pnlCardLayout(input({ headline: 'PNL' })), {
      background: '#000',
      text: '#fff',
      muted: '#888',
      gain: '#0f0',
      loss: '#f00',
      fontFamily: 'sans-serif',
    });
    expect(drawn).toEqual([
      'BTC-PERP',
      'Long · 10×',
      'Unrealised PnL',
      '+1000.00 USDT',
      'Entry price',
      '60000',
      'Mark price',
      '62000',
      'Trade perpetuals on WOO X',
      'Sign up with this code and get a fee discount',
    ]);
    expect(drawn.join(' ')).not.toMatch(/10000|balance/i);
  });
});

describe('copyPng', () => {
  const blob = new Blob(['png'], { type: 'image/png' });
  const withItem = async (run: () => Promise<void>) => {
    const g = globalThis as { ClipboardItem?: unknown };
    const before = g.ClipboardItem;
    g.ClipboardItem = class {
      constructor(readonly items: Record<string, Blob>) {}
    };
    try {
      await run();
    } finally {
      g.ClipboardItem = before;
    }
  };

  it('copies through ClipboardItem, and says when the browser has none or refuses', async () => {
    expect(await copyPng(blob, { clipboard: { write: async () => undefined } as unknown as Clipboard })).toBe('unsupported');
    await withItem(async () => {
      const written: unknown[] = [];
      expect(
        await copyPng(blob, {
          clipboard: {
            write: async (items: unknown[]) => {
              written.push(...items);
            },
          } as unknown as Clipboard,
        }),
      ).toBe('copied');
      expect(written).toHaveLength(1);
      expect(
        await copyPng(blob, {
          clipboard: {
            write: async () => {
              throw new DOMException('denied', 'NotAllowedError');
            },
          } as unknown as Clipboard,
        }),
      ).toBe('refused');
      expect(await copyPng(blob, {} as Navigator)).toBe('unsupported');
    });
  });
});
