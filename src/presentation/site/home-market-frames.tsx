import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Grid } from '../ui/layout';
import { Skeleton } from '../ui/surface';
import { TAB_STRIP_STYLE } from './tab-strip-style';

/*
 * The frames of the home page's live widgets, shared by the widgets (which need the DI container and load in
 * their own chunk) and their placeholders (which render at once), so the page does not move when data arrives.
 */

/** The product ticker's figures, in order (`home.ticker.<key>` labels). */
export const TICKER_FIGURES = ['pair', 'change', 'volume', 'transactions'] as const;
export type TickerFigure = (typeof TICKER_FIGURES)[number];

const FIGURE_STYLE: CSSProperties = {
  margin: 0,
  height: 'calc(var(--ex-font-size-heading3) * var(--ex-line-height-heading3))',
  display: 'flex',
  alignItems: 'center',
  fontSize: 'var(--ex-font-size-heading3)',
  lineHeight: 'var(--ex-line-height-heading3)',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
};

/** The ticker card: four labelled figures, four across on a desktop, two on a tablet, one on a phone. */
export function TickerFrame({
  values,
  live,
  dimmed,
}: {
  values: Readonly<Record<TickerFigure, ReactNode>>;
  live?: boolean;
  dimmed?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div
      className="ex-card"
      data-testid={live ? 'product-ticker' : undefined}
      aria-live={live ? 'polite' : undefined}
      aria-busy={live ? undefined : true}
      style={{ opacity: dimmed ? 0.6 : 1, transition: 'opacity var(--ex-motion-duration-mid)' }}
    >
      <Grid min={240}>
        {TICKER_FIGURES.map((key) => (
          <dl key={key} style={{ margin: 0 }}>
            <dt className="ex-text ex-text--secondary" style={{ marginBottom: 'var(--ex-margin-xxs)' }}>
              {t(`home.ticker.${key}`)}
            </dt>
            <dd style={FIGURE_STYLE}>{values[key]}</dd>
          </dl>
        ))}
      </Grid>
    </div>
  );
}

const FIGURE_PLACEHOLDER = <Skeleton width="60%" height="70%" />;

/** The ticker card before the widget and the container have loaded. */
export function TickerSkeleton() {
  return (
    <TickerFrame
      values={{ pair: FIGURE_PLACEHOLDER, change: FIGURE_PLACEHOLDER, volume: FIGURE_PLACEHOLDER, transactions: FIGURE_PLACEHOLDER }}
    />
  );
}

/** Highlighted symbols the placeholder reserves room for (the layout call's usual count), and rows per group. */
export const HIGHLIGHT_SLOTS = 8;
export const GROUP_ROWS = 8;

const QUOTE_ROW_HEIGHT = 'var(--ex-control-height-lg)';

/** The column of the highlights grid and the sector card. */
export function HomeMarketsFrame({ highlights, groups, testId }: { highlights: ReactNode; groups: ReactNode; testId?: string }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 'var(--ex-margin-md)' }} data-testid={testId}>
      <Grid min={240} style={{ gap: 'var(--ex-margin-sm)' }}>
        {highlights}
      </Grid>
      <div className="ex-card" style={{ padding: 'var(--ex-padding)' }}>
        {groups}
      </div>
    </div>
  );
}

/** One highlighted symbol's card. */
export function HighlightCard({ children }: { children: ReactNode }) {
  return (
    <div
      className="ex-card"
      style={{
        padding: 'var(--ex-padding-sm) var(--ex-padding)',
        height: 'calc(var(--ex-control-height) + 2 * var(--ex-padding-sm) + 2px)',
        display: 'flex',
        alignItems: 'center',
      }}
    >
      {children}
    </div>
  );
}

/** A group's list: always as tall as `GROUP_ROWS` rows, so switching tabs or loading moves nothing below. */
export function QuoteList({ children }: { children: ReactNode }) {
  return <ul style={{ listStyle: 'none', margin: 0, padding: 0, minHeight: `calc(${GROUP_ROWS} * ${QUOTE_ROW_HEIGHT})` }}>{children}</ul>;
}

export function QuoteRow({ children }: { children: ReactNode }) {
  return (
    <li
      style={{
        height: QUOTE_ROW_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        borderBottom: '1px solid var(--ex-color-border-secondary)',
      }}
    >
      {children}
    </li>
  );
}

const slots = (count: number): number[] => Array.from({ length: count }, (_, i) => i);

/** The markets block before the layout call has answered. */
export function HomeMarketsSkeleton() {
  return (
    <div aria-busy="true">
      <HomeMarketsFrame
        highlights={slots(HIGHLIGHT_SLOTS).map((i) => (
          <HighlightCard key={i}>
            <Skeleton height="var(--ex-font-size-lg)" />
          </HighlightCard>
        ))}
        groups={
          <>
            <div className="ex-card__title">
              <Skeleton width={160} height="1em" style={{ display: 'inline-block', verticalAlign: 'middle' }} />
            </div>
            <div style={TAB_STRIP_STYLE}>
              {slots(4).map((i) => (
                <Skeleton key={i} width={88} height="var(--ex-control-height)" style={{ flexShrink: 0 }} />
              ))}
            </div>
            <QuoteList>
              {slots(GROUP_ROWS).map((i) => (
                <QuoteRow key={i}>
                  <Skeleton height="var(--ex-font-size-lg)" />
                </QuoteRow>
              ))}
            </QuoteList>
          </>
        }
      />
    </div>
  );
}
