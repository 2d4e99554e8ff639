import { Alert, Button, Input, Modal, Segmented, Space, theme } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notifier } from '../../../../application/shared/notifier';
import { marketSymbolLabel } from '../../../../domain/market/market-symbol';
import { CARD_MESSAGE_MAX, cardMessage } from '../../../../domain/trade/perps/position-actions';
import { useInjection } from '../../../shared/container-context';
import { PositionActionsStore } from '../position-actions.store';
import { SETTLE_TOKEN } from '../account-figures';
import { canvasPng, copyPng, downloadBlob, loadImage, qrImage } from './pnl-card-export';
import { drawPnlCard, pnlCardLayout, type CardHeadline } from './pnl-card-layout';

/**
 * The PnL card of one position: ROE or PnL, side, leverage, entry and mark price, an optional
 * message and the promotion (image, title, referral QR), drawn on a canvas in the browser; download as PNG or copy.
 * It is never given the account's balance.
 */
export const PnlCardModal = observer(function PnlCardModal({
  symbol,
  open,
  onClose,
}: {
  readonly symbol: string;
  readonly open: boolean;
  readonly onClose: () => void;
}) {
  const { t, i18n } = useTranslation('trade');
  const store = useInjection(PositionActionsStore);
  const notifier = useInjection(Notifier);
  const { token } = theme.useToken();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [headline, setHeadline] = useState<CardHeadline>('ROE');
  const [typed, setTyped] = useState('');
  const [images, setImages] = useState<{ image?: HTMLImageElement; qr?: HTMLImageElement }>({});
  const message = cardMessage(typed);
  const messageText = message.ok ? message.value : undefined;
  const figures = store.cardFigures(symbol);
  const promotion = store.promotion;

  useEffect(() => {
    if (open) void store.loadPromotion(i18n.language);
  }, [open, i18n.language, store]);

  useEffect(() => {
    let live = true;
    if (!promotion) return;
    void Promise.all([
      loadImage(promotion.imageUrl).catch(() => undefined),
      qrImage(promotion.referralLink, 240).catch(() => undefined),
    ]).then(([image, qr]) => live && setImages({ image, qr }));
    return () => {
      live = false;
    };
  }, [promotion]);

  const layout = useMemo(
    () =>
      figures &&
      pnlCardLayout({
        figures,
        symbolLabel: marketSymbolLabel(symbol),
        headline,
        message: messageText,
        promotion,
        settleToken: SETTLE_TOKEN,
        labels: {
          long: t('positions.card.long'),
          short: t('positions.card.short'),
          roe: t('account.col.roe'),
          pnl: t('account.col.pnl'),
          entry: t('account.col.entry'),
          mark: t('account.col.mark'),
        },
      }),
    [figures, symbol, headline, messageText, promotion, t],
  );

  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx || !layout) return;
    drawPnlCard(
      ctx,
      layout,
      {
        background: token.colorBgElevated,
        text: token.colorText,
        muted: token.colorTextSecondary,
        gain: token.colorSuccess,
        loss: token.colorError,
        fontFamily: token.fontFamily,
      },
      images,
    );
  }, [layout, images, token]);

  const exportPng = async (then: (blob: Blob) => Promise<void> | void) => {
    if (!canvas.current) return;
    try {
      await then(await canvasPng(canvas.current));
    } catch {
      notifier.show('error', t('positions.card.exportFailed'));
    }
  };
  const download = () => exportPng((blob) => downloadBlob(`pnl-${symbol}.png`, blob));
  const copy = () =>
    exportPng(async (blob) => {
      const result = await copyPng(blob);
      notifier.show(result === 'copied' ? 'success' : 'error', t(`positions.card.copy.${result}`));
    });

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={t('positions.card.title', { symbol: marketSymbolLabel(symbol) })}
      width={460}
      destroyOnHidden
    >
      {layout ? (
        <Space orientation="vertical" style={{ width: '100%' }} data-testid="pnl-card">
          <Segmented<CardHeadline>
            block
            value={headline}
            onChange={setHeadline}
            options={[
              { value: 'ROE', label: t('account.col.roe') },
              { value: 'PNL', label: t('account.col.pnl') },
            ]}
            data-testid="pnl-card-headline"
          />
          <Input
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder={t('positions.card.message', { max: CARD_MESSAGE_MAX })}
            status={message.ok ? undefined : 'error'}
            data-testid="pnl-card-message"
            aria-label={t('positions.card.message', { max: CARD_MESSAGE_MAX })}
            count={{ show: true, max: CARD_MESSAGE_MAX, strategy: (text) => Array.from(text.trim()).length }}
          />
          {!message.ok && <Alert type="error" showIcon title={t('positions.card.tooLong', { max: CARD_MESSAGE_MAX })} />}
          <canvas
            ref={canvas}
            width={layout.width}
            height={layout.height}
            data-testid="pnl-card-canvas"
            style={{ width: '100%', borderRadius: token.borderRadiusLG, border: `1px solid ${token.colorBorderSecondary}` }}
            aria-label={t('positions.card.title', { symbol: marketSymbolLabel(symbol) })}
            role="img"
          />
          {store.promotionFailed && <Alert type="warning" showIcon title={t('positions.card.noPromotion')} />}
          <Space>
            <Button type="primary" onClick={() => void download()} disabled={!message.ok} data-testid="pnl-card-download">
              {t('positions.card.download')}
            </Button>
            <Button onClick={() => void copy()} disabled={!message.ok} data-testid="pnl-card-copy">
              {t('positions.card.copyButton')}
            </Button>
          </Space>
        </Space>
      ) : (
        <Alert type="info" title={t('account.empty.positions')} />
      )}
    </Modal>
  );
});
