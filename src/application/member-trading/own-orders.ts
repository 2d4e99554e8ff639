import { injectable } from 'inversify';

/** How many sent orders are remembered while their first report is awaited (a refused order never gets one). */
const REMEMBERED = 32;

/**
 * The clientOrderIds of the orders this app just sent, until their first execution report. That report answers the
 * member's own click on Buy or Sell, so the account shows it at the next frame rather than at the streams' pace
 * (the open orders' row: the click-to-row figure, docs/benchmarks.md); other reports (fills of older orders, orders
 * from elsewhere) keep the pace.
 */
@injectable()
export class OwnOrders {
  private readonly awaited: string[] = [];

  sent(clientOrderId: string): void {
    if (this.awaited.includes(clientOrderId)) return;
    this.awaited.push(clientOrderId);
    if (this.awaited.length > REMEMBERED) this.awaited.shift();
  }

  /** True, once, for the first report of an order this app sent. */
  answered(clientOrderId: string): boolean {
    const at = this.awaited.indexOf(clientOrderId);
    if (at === -1) return false;
    this.awaited.splice(at, 1);
    return true;
  }
}
