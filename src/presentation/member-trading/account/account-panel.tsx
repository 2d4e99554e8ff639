import { Flex, Tag, theme, Tooltip, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { Stack } from '../../ui/layout';
import { Text } from '../../ui/typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isPerpSymbol, symbolTokens } from '../../../domain/trade/orders/order';
import { SessionStore } from '../../session/session.store';
import { useInjection } from '../../shared/container-context';
import { LiveText } from '../../shared/live-text';
import { Link } from '../../shared/navigation';
import { formatTokenAmount, formatUsdt, percentOf } from '../../shared/account-format';
import { RiskLights } from './risk-lights';
import { SETTLE_TOKEN } from './account-figures';
import { TradingAccountStore } from './trading-account.store';

/**
 * The account next to the order form: equity, what is available for this market, the margin ratio
 * for perpetuals, the simulator's demo funds said as such, and the wallet. Nothing for visitors.
 */
export const AccountPanel = observer(function AccountPanel({ symbol }: { readonly symbol: string }) {
  const { t, i18n } = useTranslation('trade');
  const { token } = theme.useToken();
  const session = useInjection(SessionStore);
  const account = useInjection(TradingAccountStore);
  useEffect(() => account.start(), [account]);
  if (!session.loggedIn) return null;
  const language = i18n.language;
  const perp = isPerpSymbol(symbol);
  const { base, quote } = symbolTokens(symbol);
  const available = (asset: string) => account.balance(asset)?.available ?? '0';
  const row = (label: string, value: () => string, testId: string) => <FigureRow label={label} value={value} testId={testId} />;
  return (
    <section
      aria-label={t('account.panel.title')}
      data-testid="account-panel"
      data-ready={account.ready}
      style={{
        padding: 12,
        background: token.colorBgContainer,
        display: 'flex',
        flexDirection: 'column',
        gap: 6,
        fontSize: token.fontSizeSM,
      }}
    >
      <Flex justify="space-between" align="center">
        <Typography.Text strong>{t('account.panel.title')}</Typography.Text>
        <Tooltip title={t('account.panel.demoHint')}>
          <Tag color="processing" style={{ marginInlineEnd: 0 }} data-testid="demo-funds">
            {t('account.panel.demo')}
          </Tag>
        </Tooltip>
      </Flex>
      {row(t('account.panel.equity'), () => `${formatUsdt(language, account.equity)} ${SETTLE_TOKEN}`, 'account-equity')}
      {perp ? (
        <>
          {row(
            t('account.panel.available'),
            () => `${formatTokenAmount(language, account.freeCollateral, SETTLE_TOKEN)} ${SETTLE_TOKEN}`,
            'account-available',
          )}
          {row(t('account.panel.marginRatio'), () => marginRatioText(language, account.cross.marginRatio), 'account-margin-ratio')}
          <RiskLights symbol={symbol} />
        </>
      ) : (
        <>
          {row(
            t('account.panel.availableToken', { token: quote }),
            () => `${formatTokenAmount(language, available(quote), quote)} ${quote}`,
            'account-available',
          )}
          {row(
            t('account.panel.availableToken', { token: base }),
            () => `${formatTokenAmount(language, available(base), base)} ${base}`,
            'account-available-base',
          )}
        </>
      )}
      <Link to="/wallet" data-testid="account-wallet">
        {t('account.panel.wallet')}
      </Link>
    </section>
  );
});

const marginRatioText = (language: string, ratio: string | undefined) =>
  ratio === undefined ? '--' : percentOf(language, ratio).replace(/^\+/, '');

/**
 * One figure of the panel: its value is a `LiveText`, so a balance message (each fill) renders the figures it changes,
 * not the panel with its tooltip, tag and link, nor this row; in plain elements (antd's Flex runs its style hooks on
 * every render).
 */
function FigureRow(props: { readonly label: string; readonly value: () => string; readonly testId: string }) {
  return (
    <Stack justify="space-between" gap="xs">
      <Text tone="secondary">{props.label}</Text>
      <Text data-testid={props.testId} style={{ fontVariantNumeric: 'tabular-nums' }}>
        <LiveText text={props.value} />
      </Text>
    </Stack>
  );
}
