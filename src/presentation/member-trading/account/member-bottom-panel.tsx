import { SoundOutlined } from '@ant-design/icons';
import { Checkbox, Switch } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../../shared/container-context';
import { BottomFrame } from '../../trade/account/bottom-frame';
import BottomTabBody from './bottom-tab-body';
import type { BottomTab } from '../../trade/account/bottom-tabs';
import { TradingAccountStore } from './trading-account.store';

/**
 * A signed-in member's bottom panel (the member-trading chunk): the open orders and positions counted in their tabs,
 * "this symbol only", the fill sound, and the tables.
 */
const MemberBottomPanel = observer(function MemberBottomPanel({
  symbol,
  tab,
  onTab,
}: {
  readonly symbol: string;
  readonly tab: BottomTab;
  readonly onTab: (tab: BottomTab) => void;
}) {
  const { t } = useTranslation('trade');
  const account = useInjection(TradingAccountStore);
  useEffect(() => account.start(), [account]);
  const count = (key: BottomTab) => {
    if (key === 'openOrders') return ` (${account.visibleOrders(symbol).length})`;
    if (key === 'positions') return ` (${account.positions.size})`;
    return '';
  };
  const tools = (
    <>
      <Checkbox
        checked={account.thisSymbolOnly}
        onChange={(e) => account.setThisSymbolOnly(e.target.checked)}
        data-testid="this-symbol-only"
      >
        {t('account.thisSymbolOnly')}
      </Checkbox>
      <span title={t('account.fillSound')}>
        <Switch
          size="small"
          checked={account.fillSound}
          onChange={(on) => account.setFillSound(on)}
          checkedChildren={<SoundOutlined />}
          unCheckedChildren={<SoundOutlined />}
          aria-label={t('account.fillSound')}
          data-testid="fill-sound"
        />
      </span>
    </>
  );
  return (
    <BottomFrame
      tab={tab}
      onTab={onTab}
      count={count}
      tools={tools}
      body={(tab, height) => <BottomTabBody tab={tab} symbol={symbol} height={height} />}
    />
  );
});

export default MemberBottomPanel;
