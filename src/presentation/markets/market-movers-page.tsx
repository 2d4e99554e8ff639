import { Card, Col, Flex, List, Row, theme, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../pages/page-section';
import { useInjection } from '../shared/container-context';
import { useDocumentTitle } from '../shared/use-document-title';
import { ChangeCell, MarketCellsScope, SymbolCell, ValueCell } from './market-cells';
import { MarketsNav } from './markets-nav';
import { MarketsStore } from './markets.store';
import { useMarketData } from './use-market-data';

function MoverList({ title, symbols, testId, volume }: { title: string; symbols: readonly string[]; testId: string; volume?: boolean }) {
  return (
    <Card title={title} data-testid={testId} styles={{ body: { paddingBlock: 0 } }}>
      <List
        dataSource={symbols as string[]}
        rowKey={(s) => s}
        renderItem={(symbol) => (
          <List.Item extra={null}>
            <SymbolCell symbol={symbol} />
            <Flex vertical align="end">
              <ValueCell symbol={symbol} field={volume ? 'volume' : 'last'} />
              <ChangeCell symbol={symbol} />
            </Flex>
          </List.Item>
        )}
      />
    </Card>
  );
}

/** `/markets/market-movers`: gainers, losers and volume leaders over every market, live. */
const MarketMoversPage = observer(function MarketMoversPage() {
  const { t } = useTranslation('markets');
  const { t: tc } = useTranslation();
  const title = tc('routes.marketMovers.title');
  const { token } = theme.useToken();
  useDocumentTitle(title);
  useMarketData();
  // Ranked again when the ticker list arrives (once a second); cells stay live in between.
  const movers = useInjection(MarketsStore).movers;
  return (
    <PageSection>
      <Flex vertical gap={token.marginMD}>
        <MarketsNav active="movers" />
        <Typography.Title level={1} data-testid="page-title" style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <MarketCellsScope>
          <Row gutter={[token.marginMD, token.marginMD]}>
            <Col xs={24} md={12} xl={8}>
              <MoverList title={t('movers.gainers')} symbols={movers.gainers} testId="movers-gainers" />
            </Col>
            <Col xs={24} md={12} xl={8}>
              <MoverList title={t('movers.losers')} symbols={movers.losers} testId="movers-losers" />
            </Col>
            <Col xs={24} md={12} xl={8}>
              <MoverList title={t('movers.volume')} symbols={movers.volume} testId="movers-volume" volume />
            </Col>
          </Row>
        </MarketCellsScope>
      </Flex>
    </PageSection>
  );
});

export default MarketMoversPage;
