import { Alert, Flex, InputNumber, Modal, Slider, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { marketSymbolLabel } from '../../../domain/market/market-symbol';
import { formatDecimalIn } from '../../trade/trade-format';
import type { MarginStore } from './margin.store';

/**
 * The leverage modal: a slider with the marks 1 and 5/10/20/50/100 up to the symbol's maximum, a number input, and
 * — when the symbol has a position or an open order — a confirmation that states the initial margin before and
 * after. A refused change shows the exchange's message (e.g. the shortfall).
 */
export const LeverageModal = observer(function LeverageModal({ margin }: { margin: MarginStore }) {
  const { t, i18n } = useTranslation('trade');
  const max = margin.max;
  const usdt = (v: string) => formatDecimalIn(i18n.language, v, 2);
  const preview = margin.preview;
  return (
    <Modal
      open={margin.modalOpen}
      title={t('margin.modalTitle', { symbol: marketSymbolLabel(margin.symbol) })}
      onCancel={() => margin.closeModal()}
      onOk={() => void margin.apply()}
      okText={margin.confirming ? t('margin.confirm') : t('margin.apply')}
      cancelText={t('margin.cancel')}
      confirmLoading={margin.pending}
      okButtonProps={{ disabled: max === undefined, 'data-testid': 'leverage-apply' }}
      destroyOnHidden
      data-testid="leverage-modal"
    >
      <Flex vertical gap={12}>
        <Flex gap={8} align="center">
          <InputNumber
            min={1}
            max={max}
            step={1}
            precision={0}
            value={margin.draft}
            suffix="x"
            aria-label={t('margin.leverage')}
            onChange={(v) => margin.setDraft(v)}
            data-testid="leverage-input"
            style={{ width: 120 }}
          />
          {max !== undefined && (
            <Typography.Text type="secondary" data-testid="leverage-max">
              {t('margin.max', { max })}
            </Typography.Text>
          )}
        </Flex>
        {max !== undefined && (
          <Slider
            min={1}
            max={max}
            step={1}
            value={margin.draft}
            onChange={(v) => margin.setDraft(v)}
            aria-label={t('margin.leverage')}
            data-testid="leverage-slider"
            marks={Object.fromEntries(margin.marks.map((m) => [m, `${m}x`]))}
          />
        )}
        {margin.confirming && (
          <Alert
            type="warning"
            showIcon
            data-testid="leverage-confirm"
            title={t('margin.confirmTitle', { from: preview.from, to: preview.to })}
            description={
              <Flex vertical gap={4}>
                {margin.hasExposure && (
                  <span>
                    {t('margin.confirmBody', {
                      symbol: marketSymbolLabel(margin.symbol),
                      before: usdt(preview.marginBefore),
                      after: usdt(preview.marginAfter),
                    })}
                  </span>
                )}
                {margin.maxPosition !== undefined && (
                  <span data-testid="leverage-max-position">
                    {t('margin.maxPosition', { leverage: preview.to, notional: formatDecimalIn(i18n.language, margin.maxPosition, 0) })}
                  </span>
                )}
              </Flex>
            }
          />
        )}
        {margin.refusal !== undefined && (
          <Alert
            type="error"
            showIcon
            data-testid="leverage-refusal"
            title={margin.refusal ? t('margin.refused', { message: margin.refusal }) : t('margin.noAnswer')}
          />
        )}
      </Flex>
    </Modal>
  );
});
