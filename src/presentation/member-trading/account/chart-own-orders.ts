import type { TradeFailure } from '../../../domain/shared/trade-failure';
import Decimal from 'decimal.js';
import { LineStyle, type IPriceLine } from 'lightweight-charts';
import { autorun } from 'mobx';
import type { AlgoOrderRow } from '../../../domain/trade/algo/algo-order';
import type { Order, OrderSide } from '../../../domain/trade/orders/order';
import type { OwnOrdersChart } from '../../trade/own-orders-slot';
import type { AlgoOrdersStore } from './algo-orders.store';
import { drawTriggerLines } from './trigger-lines';

/** Open orders drawn as price lines at most (the newest). */
export const MAX_ORDER_LINES = 50;

export interface ChartOwnOrdersOptions {
  /** The member's open orders (observable). */
  readonly orders: () => readonly Order[];
  readonly algos: AlgoOrdersStore;
  /** An order line's title: its side and quantity. */
  readonly orderLabel: (side: OrderSide, quantity: string) => string;
  readonly algoLabel: (row: AlgoOrderRow) => string;
  /** A refused drag of a trigger line: the line is back at its trigger, this shows why. */
  readonly refused: (failure: TradeFailure) => void;
}

/**
 * The member's open orders of the chart's symbol as dashed price lines (at most MAX_ORDER_LINES, newest first), and
 * waiting TP/SL and stop triggers as dotted lines, draggable to amend (trigger-lines.ts). Order lines are redrawn
 * only when what they show changes: fills of other orders change the list, not the lines. Returns the cleanup, which
 * removes every line (the chart stays: a member who logs out keeps the chart, without their orders).
 */
export function drawOwnOrders(target: OwnOrdersChart, o: ChartOwnOrdersOptions): () => void {
  const { series, element, symbol, decimals, colors } = target;
  let lines: IPriceLine[] = [];
  let linesKey: string | undefined;
  const stopLines = autorun(() => {
    const shown = o
      .orders()
      .filter((order) => order.symbol === symbol.get() && order.price !== null)
      .slice(0, MAX_ORDER_LINES);
    const key = shown.map((order) => `${order.side} ${order.price} ${order.quantity}`).join(',');
    if (key === linesKey) return;
    linesKey = key;
    for (const line of lines) series.removePriceLine(line);
    lines = shown.map((order) =>
      series.createPriceLine({
        price: Number(order.price),
        color: order.side === 'BUY' ? colors.up : colors.down,
        lineWidth: 1,
        lineStyle: LineStyle.Dashed,
        axisLabelVisible: true,
        title: o.orderLabel(order.side, order.quantity ?? ''),
      }),
    );
    // How many order lines the canvas draws, for tests and assistive checks (the canvas itself is opaque).
    element.dataset.orderLines = String(lines.length);
  });
  const stopTriggers = drawTriggerLines({
    chart: target.chart,
    series,
    element,
    algos: o.algos,
    symbol,
    tick: () => (decimals > 0 ? new Decimal(10).pow(-decimals).toFixed() : '1'),
    colors: { takeProfit: colors.takeProfit, stopLoss: colors.stopLoss, other: colors.other },
    label: o.algoLabel,
    refused: o.refused,
  });
  return () => {
    stopLines();
    stopTriggers();
    for (const line of lines) series.removePriceLine(line);
    lines = [];
    delete element.dataset.orderLines;
  };
}
