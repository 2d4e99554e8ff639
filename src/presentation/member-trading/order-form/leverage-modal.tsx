import { Alert, Flex, InputNumber, Modal, Slider, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { marketSymbolLabel } from '../../../domain/market/market-symbol';
import { isEnglish, problemText } from '../../shared/translate-refusal';
import { formatDecimalIn } from '../../trade/trade-format';
import type { MarginStore, SwitchProblem } from './margin.store';

/**
 * Why a leverage change failed, in the member's language: a leverage refusal by its code, numbers in its format; a
 * refusal no reader knows is the exchange's sentence in English and a general translated refusal in any other.
 */
function refusalTitle(t: TFunction, language: string, problem: SwitchProblem): string {
  if (problem === 'unanswered') return t('margin.noAnswer');
  const text = problemText(t, language, problem);
  return 'said' in problem && !isEnglish(language) ? text : t('margin.refused', { message: text });
}

/**
 * The leverage modal: a slider with the marks 1 and 5/10/20/50/100 up to the symbol's maximum, a number input, and
 * — when the symbol has a position or an open order — a confirmation that states the initial margin before and
 * after. A refused change says why in the member's language (e.g. the shortfall, in the language's number format).
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
          <Alert type="error" showIcon data-testid="leverage-refusal" title={refusalTitle(t, i18n.language, margin.refusal)} />
        )}
      </Flex>
    </Modal>
  );
});
