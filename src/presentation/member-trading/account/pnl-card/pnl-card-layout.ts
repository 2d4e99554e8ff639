import type { PnlSharePromotion } from '../../../../application/member-trading/ports/pnl-share-promotion.port';
import type { PnlCardFigures } from '../../../../domain/trade/perps/position-actions';

/** Which headline figure the card shows. */
export type CardHeadline = 'ROE' | 'PNL';

/** The card's words in the user's language. */
export interface CardLabels {
  readonly long: string;
  readonly short: string;
  readonly roe: string;
  readonly pnl: string;
  readonly entry: string;
  readonly mark: string;
}

/** Everything the card draws. It is given no balance, collateral or account value, so it cannot show one. */
export interface PnlCardInput {
  readonly figures: PnlCardFigures;
  /** "BTC-PERP". */
  readonly symbolLabel: string;
  readonly headline: CardHeadline;
  /** Already checked (`cardMessage`): trimmed, at most 25 characters. */
  readonly message?: string;
  readonly promotion?: PnlSharePromotion;
  readonly labels: CardLabels;
  /** The PnL's token (USDT). */
  readonly settleToken: string;
}

export type CardTone = 'text' | 'muted' | 'gain' | 'loss';

export interface CardText {
  readonly id: string;
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly size: number;
  readonly bold: boolean;
  readonly tone: CardTone;
  /** Longer text is squeezed to this width (canvas fillText's maxWidth). */
  readonly maxWidth: number;
}

export interface CardLayout {
  readonly width: number;
  readonly height: number;
  readonly texts: readonly CardText[];
  /** The promotion's image across the top. */
  readonly image?: { readonly url: string; readonly x: number; readonly y: number; readonly width: number; readonly height: number };
  /** The referral link's QR code. */
  readonly qr?: { readonly value: string; readonly x: number; readonly y: number; readonly size: number };
}

export const CARD_WIDTH = 600;
export const CARD_HEIGHT = 760;
const PAD = 40;
const INNER = CARD_WIDTH - 2 * PAD;

/** Where every figure and word of the card goes (pure; `drawPnlCard` paints it). */
export function pnlCardLayout(input: PnlCardInput): CardLayout {
  const { figures, labels } = input;
  const tone: CardTone = figures.gain ? 'gain' : 'loss';
  const text = (id: string, value: string, x: number, y: number, size: number, bold: boolean, t: CardTone, maxWidth = INNER): CardText => ({
    id,
    text: value,
    x,
    y,
    size,
    bold,
    tone: t,
    maxWidth,
  });
  const headline = input.headline === 'ROE' ? `${figures.roePercent}%` : `${figures.pnl} ${input.settleToken}`;
  const texts: CardText[] = [
    text('symbol', input.symbolLabel, PAD, 262, 34, true, 'text'),
    text('side', `${figures.side === 'LONG' ? labels.long : labels.short} · ${figures.leverage}×`, PAD, 304, 24, true, tone),
    text('headlineLabel', input.headline === 'ROE' ? labels.roe : labels.pnl, PAD, 352, 20, false, 'muted'),
    text('headline', headline, PAD, 420, 64, true, tone),
    text('entryLabel', labels.entry, PAD, 474, 18, false, 'muted', INNER / 2 - 10),
    text('entry', figures.entryPrice, PAD, 506, 26, true, 'text', INNER / 2 - 10),
    text('markLabel', labels.mark, PAD + INNER / 2, 474, 18, false, 'muted', INNER / 2),
    text('mark', figures.markPrice, PAD + INNER / 2, 506, 26, true, 'text', INNER / 2),
  ];
  if (input.message) texts.push(text('message', `“${input.message}”`, PAD, 566, 24, false, 'text'));
  const promotion = input.promotion;
  if (promotion) {
    texts.push(text('promotionTitle', promotion.title, PAD, 660, 22, true, 'text', INNER - 140));
    if (promotion.subtitle) texts.push(text('promotionSubtitle', promotion.subtitle, PAD, 692, 16, false, 'muted', INNER - 140));
  }
  return {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    texts,
    image: promotion ? { url: promotion.imageUrl, x: 0, y: 0, width: CARD_WIDTH, height: 200 } : undefined,
    qr: promotion ? { value: promotion.referralLink, x: CARD_WIDTH - PAD - 120, y: 610, size: 120 } : undefined,
  };
}

/** The card's colours (antd theme tokens, given by the view). */
export interface CardPalette {
  readonly background: string;
  readonly text: string;
  readonly muted: string;
  readonly gain: string;
  readonly loss: string;
  readonly fontFamily: string;
}

/** Paints a layout on a canvas of its size; the images are drawn when they loaded (a card without them still works). */
export function drawPnlCard(
  ctx: CanvasRenderingContext2D,
  layout: CardLayout,
  palette: CardPalette,
  images: { readonly image?: CanvasImageSource; readonly qr?: CanvasImageSource } = {},
): void {
  ctx.fillStyle = palette.background;
  ctx.fillRect(0, 0, layout.width, layout.height);
  if (layout.image && images.image) ctx.drawImage(images.image, layout.image.x, layout.image.y, layout.image.width, layout.image.height);
  if (layout.qr && images.qr) {
    ctx.fillStyle = '#ffffff'; // the code's quiet zone: scanners need dark on light whatever the theme
    ctx.fillRect(layout.qr.x - 6, layout.qr.y - 6, layout.qr.size + 12, layout.qr.size + 12);
    ctx.drawImage(images.qr, layout.qr.x, layout.qr.y, layout.qr.size, layout.qr.size);
  }
  ctx.textBaseline = 'alphabetic';
  ctx.textAlign = 'left';
  for (const t of layout.texts) {
    ctx.font = `${t.bold ? 700 : 400} ${t.size}px ${palette.fontFamily}`;
    ctx.fillStyle = palette[t.tone];
    ctx.fillText(t.text, t.x, t.y, t.maxWidth);
  }
}
