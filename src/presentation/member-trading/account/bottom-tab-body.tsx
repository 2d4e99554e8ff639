import { observer } from 'mobx-react-lite';
import { useInjection } from '../../shared/container-context';
import type { BottomTab } from '../../trade/account/bottom-tabs';
import { FundingHistoryTable } from './funding-history-table';
import { HistoryTable } from './history-table';
import { OpenOrdersTable } from './open-orders-table';
import { PositionHistoryTable } from './position-history-table';
import { BalancesTable, PositionsTable } from './positions-table';
import { TpSlTab } from './tp-sl-tab';
import { TradeHistoryStore } from './trade-history.store';
import { TradingAccountStore } from './trading-account.store';

/**
 * The signed-in bottom panel's tables (antd Table and its kin), in the member-trading chunk (member-bottom-panel.tsx):
 * the panel loads them only for a member, so a visitor's trade page never downloads them.
 */
const BottomTabBody = observer(function BottomTabBody({
  tab,
  symbol,
  height,
}: {
  readonly tab: BottomTab;
  readonly symbol: string;
  readonly height: number;
}) {
  const account = useInjection(TradingAccountStore);
  const history = useInjection(TradeHistoryStore);
  const only = account.thisSymbolOnly ? symbol : undefined;
  switch (tab) {
    case 'openOrders':
      return <OpenOrdersTable symbol={symbol} height={height} />;
    case 'positions':
      return <PositionsTable symbol={symbol} height={height} />;
    case 'tpsl':
      return <TpSlTab symbol={symbol} onlySymbol={account.thisSymbolOnly} height={height} />;
    case 'history':
      return <HistoryTable store={history} kind="orders" lockedSymbol={only} height={height} />;
    case 'fills':
      return <HistoryTable store={history} kind="fills" lockedSymbol={only} height={height} />;
    case 'balances':
      return <BalancesTable height={height} />;
    case 'funding':
      return <FundingHistoryTable symbol={only} height={height} />;
    case 'positionHistory':
      return <PositionHistoryTable symbol={only} height={height} />;
  }
});

export default BottomTabBody;
