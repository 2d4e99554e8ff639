import { Flex, Input, Segmented, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useCallback, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketType } from '../../domain/market/market-symbol';
import { PageSection } from '../pages/page-section';
import { useInjection } from '../shared/container-context';
import { useSearchParams } from '../shared/navigation';
import { ViewportStore } from '../shared/viewport.store';
import { MarketsConnection } from './markets-connection';
import { MarketsNav } from './markets-nav';
import { MarketsStore, type MarketSort } from './markets.store';
import { MarketsTable, MarketsTablePlaceholder, marketsTableHeight } from './markets-table';
import { useMarketData } from './use-market-data';
import { EuPerpetualsNotice, PerpetualsLabel } from './eu-perpetuals-notice';
import './markets.css';

/**
 * `/markets` once the runtime and antd are ready: spot and perpetual tabs (`?tab=PERP`), search, sorting, live
 * prices; 500 rows virtualised. Its layout is the placeholder's (markets.css): the first paint has the page's final
 * size, and the table replaces its placeholder once the tickers and the instruments are known.
 */
const MarketsView = observer(function MarketsView() {
  const { t } = useTranslation('markets');
  const { t: tc } = useTranslation();
  useMarketData();
  const store = useInjection(MarketsStore);
  const [params, setParams] = useSearchParams();
  const tab: MarketType = params.get('tab') === 'PERP' ? 'PERP' : 'SPOT';
  // This view observes nothing that the data changes: its tabs, title and controls (antd's Tabs measure themselves)
  // render once; the search box and the table follow the store on their own.
  return (
    <PageSection>
      <div className="ex-markets">
        <div className="ex-markets__nav">
          <MarketsNav active="markets" />
        </div>
        <div className="ex-markets__head">
          <Typography.Title level={1} data-testid="page-title" className="ex-markets__title">
            {tc('routes.markets.title')}
          </Typography.Title>
          <MarketsConnection />
        </div>
        <Flex className="ex-markets__controls" justify="space-between" align="center">
          <Segmented
            value={tab}
            onChange={(value) => setParams(value === 'PERP' ? { tab: 'PERP' } : {})}
            options={[
              { value: 'SPOT', label: t('markets.spot') },
              { value: 'PERP', label: <PerpetualsLabel /> },
            ]}
            data-testid="market-tabs"
          />
          <MarketsSearch store={store} />
        </Flex>
        {tab === 'PERP' && <EuPerpetualsNotice />}
        <MarketsBody store={store} tab={tab} />
      </div>
    </PageSection>
  );
});

const MarketsSearch = observer(function MarketsSearch({ store }: { store: MarketsStore }) {
  const { t } = useTranslation('markets');
  return (
    <Input.Search
      allowClear
      placeholder={t('markets.search')}
      aria-label={t('markets.search')}
      value={store.search}
      onChange={(e) => store.setSearch(e.target.value)}
      className="ex-markets__search"
    />
  );
});

/** The placeholder until the tickers and the instruments are known, then the table. */
const MarketsBody = observer(function MarketsBody({ store, tab }: { store: MarketsStore; tab: MarketType }) {
  const viewport = useInjection(ViewportStore);
  // The tickers arrive in an animation frame, and a store change re-renders synchronously: as a deferred value the
  // table's first render is a transition React renders in slices, not one long task (only its commit is one piece).
  const ready = useDeferredValue(store.listed && viewport.height > 0);
  return ready ? <MarketsRows store={store} tab={tab} height={marketsTableHeight(viewport.height)} /> : <MarketsTablePlaceholder />;
});

/**
 * The table over the store's rows: its grid alone reads them, so a new order (once a second at most) renders the grid
 * and not the table's columns, nor the page's tabs, title and controls (antd's Tabs measure themselves on every render).
 */
const MarketsRows = observer(function MarketsRows({ store, tab, height }: { store: MarketsStore; tab: MarketType; height: number }) {
  const rows = useCallback(() => store.rows(tab), [store, tab]);
  const onSort = useCallback((sort: MarketSort) => store.setSort(sort), [store]);
  return <MarketsTable rows={rows} sort={store.sort} onSort={onSort} height={height} />;
});

export default MarketsView;
