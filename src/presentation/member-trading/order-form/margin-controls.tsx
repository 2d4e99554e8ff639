import { SettingOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Popover, Segmented, Tooltip, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { lazyPanel } from '../../shared/lazy-panel';
import { useTranslation } from 'react-i18next';
import type { MarginMode, PositionMode } from '../../../domain/trade/perps/leverage';
import { useInjection } from '../../shared/container-context';
import { problemText } from '../../shared/translate-refusal';
import { MarginStore, type SwitchProblem } from './margin.store';

/** A mode switch's failure in the user's language (a mode refusal by its code; no answer says so). */
function useSwitchText(): (problem: SwitchProblem) => string {
  const { t, i18n } = useTranslation('trade');
  return (problem) => (problem === 'unanswered' ? t('margin.noAnswer') : problemText(t, i18n.language, problem));
}

/** The leverage dialog (antd Modal, Slider, InputNumber): its own chunk, mounted while it is open. */
const LeverageModal = lazyPanel(() => import('./leverage-modal').then((m) => ({ default: m.LeverageModal })));

/** The trading settings menu (gear): the position mode, One-way or Hedge (refused by the exchange while positions or orders exist). */
const PositionModeMenu = observer(function PositionModeMenu({ margin }: { margin: MarginStore }) {
  const { t } = useTranslation('trade');
  const switchText = useSwitchText();
  const content = (
    <Flex vertical gap={8} style={{ maxWidth: 260 }} data-testid="position-mode-menu">
      <Typography.Text strong>{t('margin.positionMode')}</Typography.Text>
      <Segmented<PositionMode>
        block
        value={margin.positionMode}
        onChange={(mode) => void margin.setPositionMode(mode)}
        options={[
          { value: 'ONE_WAY', label: t('margin.oneWay') },
          { value: 'HEDGE_MODE', label: t('margin.hedgeMode') },
        ]}
        data-testid="position-mode"
      />
      <Typography.Text type="secondary">{t('margin.positionModeHint')}</Typography.Text>
      {margin.positionModeRefusal !== undefined && (
        <Alert type="error" showIcon data-testid="position-mode-refusal" title={switchText(margin.positionModeRefusal)} />
      )}
    </Flex>
  );
  return (
    <Popover trigger="click" title={t('margin.settings')} content={content} placement="bottomRight">
      <Tooltip title={t('margin.settings')}>
        <Button size="small" icon={<SettingOutlined />} aria-label={t('margin.settings')} data-testid="trade-settings" />
      </Tooltip>
    </Popover>
  );
});

/** The perpetual order form's header: margin mode (Cross / Isolated), the leverage button ("20x") and the settings menu. */
export const MarginControls = observer(function MarginControls({ symbol }: { symbol: string }) {
  const { t } = useTranslation('trade');
  const switchText = useSwitchText();
  const margin = useInjection(MarginStore);
  useEffect(() => margin.use(symbol), [margin, symbol]);
  return (
    <Flex vertical gap={4} data-testid="margin-controls">
      <Flex gap={4} align="center">
        <Segmented<MarginMode>
          size="small"
          value={margin.marginMode}
          onChange={(mode) => void margin.setMarginMode(mode)}
          aria-label={t('margin.mode')}
          data-testid="margin-mode"
          options={[
            { value: 'CROSS', label: t('margin.cross') },
            { value: 'ISOLATED', label: t('margin.isolated') },
          ]}
        />
        <Button
          size="small"
          onClick={() => margin.openModal()}
          aria-label={t('margin.leverageButton', { value: margin.current })}
          data-testid="leverage-button"
        >
          {`${margin.current}x`}
        </Button>
        <span style={{ flex: 1 }} />
        <PositionModeMenu margin={margin} />
      </Flex>
      {margin.modeRefusal !== undefined && (
        <Alert
          type="error"
          showIcon
          closable
          onClose={() => margin.clearModeRefusal()}
          data-testid="margin-mode-refusal"
          title={switchText(margin.modeRefusal)}
        />
      )}
      {margin.modalOpen && <LeverageModal margin={margin} />}
    </Flex>
  );
});
