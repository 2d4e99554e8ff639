Feature: Algo orders
  A perpetuals trader protects and works positions with orders that wait outside the book: stops, take-profits and
  stop-losses triggered by the last trade price or by the mark price, trailing stops that follow the price, an entry
  with TP/SL attached (one cancels the other), TP/SL on an open position (all of it or a part), and scaled orders
  split over a price range. The exchange checks every waiting order after each book step.

  Rule: the exchange fires waiting orders at their trigger, by the last price or the mark price

    Background:
      Given an exchange where "PERP_BTC_USDT" trades with the last price and the mark price at "60000"
      And the trader holds a long of "0.03" BTC

    Scenario Outline: A <type> <side> by the <reference> price fires at <trigger>, not at <before>
      When the trader places a <type> <side> of "0.01" triggered by the <reference> price at "<trigger>"
      And the <reference> price moves to "<before>"
      Then the algo order is "NEW"
      When the <reference> price moves to "<trigger>"
      Then the algo order is "FILLED"
      And the position is "<after>" BTC

      Examples:
        | type        | side | reference | trigger | before  | after |
        | STOP        | SELL | last      | 59000   | 59000.1 | 0.02  |
        | STOP        | SELL | mark      | 59000   | 59000.1 | 0.02  |
        | STOP        | BUY  | last      | 61000   | 60999.9 | 0.04  |
        | STOP        | BUY  | mark      | 61000   | 60999.9 | 0.04  |
        | TAKE_PROFIT | SELL | last      | 61000   | 60999.9 | 0.02  |
        | TAKE_PROFIT | SELL | mark      | 61000   | 60999.9 | 0.02  |
        | STOP_LOSS   | SELL | last      | 59000   | 59000.1 | 0.02  |
        | STOP_LOSS   | SELL | mark      | 59000   | 59000.1 | 0.02  |

    Scenario: A take-profit that would fire at once is refused with the exchange's message
      When the trader tries a TAKE_PROFIT SELL of "0.01" triggered by the mark price at "59000"
      Then the exchange refuses it with -1005 "triggerPrice: the take-profit of a long must be above the mark price 60000"

    Scenario: Partial TP/SL on a position: the stop-loss closes its part and cancels the take-profit
      When the trader sets TP "61000" and SL "59000" by the mark price on "0.01" of the position
      And the mark price moves to "59000"
      Then the stop-loss is "FILLED" and the take-profit is "CANCELLED" with "One-cancels-other: STOP_LOSS triggered"
      And the position is "0.02" BTC

    Scenario: TP/SL of the whole position end when the position is closed otherwise
      When the trader sets TP "61000" and SL "59000" by the mark price on the whole position
      And the trader closes the position at market
      And the book steps once
      Then the stop-loss is "CANCELLED" and the take-profit is "CANCELLED" with "Position closed"

    Scenario: A trailing stop activates at its activation price and fires a 1% callback from the high
      When the trader places a trailing SELL stop of "0.01" by the mark price, activated at "61000", with a callback of "0.01"
      And the mark price moves to "60500"
      Then the trailing stop is not activated
      When the mark price moves to "61000"
      Then the trailing stop's trigger is "60390"
      When the mark price moves to "62000"
      And the mark price moves to "61381"
      Then the trailing stop's trigger is "61380" and it is "NEW"
      When the mark price moves to "61380"
      Then the algo order is "FILLED"
      And the position is "0.02" BTC

    Scenario: An entry with TP and SL: the children take the filled size, the take-profit fires and cancels the stop-loss
      When the trader buys "0.01" at market with TP "61000" and SL "59000" by the mark price
      Then the take-profit and the stop-loss wait to close "0.01"
      When the mark price moves to "61000"
      Then the stop-loss is "CANCELLED" and the take-profit is "FILLED" with "One-cancels-other: TAKE_PROFIT triggered"
      And the position is "0.03" BTC

  Rule: a scaled order is split on the tick and the step, its sizes sum to the total, and each child is placed

    Background:
      Given a member signed in to trade "SPOT_BTC_USDT" with tick "0.1", step "0.001", min notional "10" and price range "0.5"

    Scenario: Flat sizes of 1 BTC in 3 orders round down to the step; the remainder goes to the last
      When the member previews a scaled BUY of "1" from "100" to "110" in 3 flat orders
      Then the preview is "100 × 0.333, 105 × 0.333, 110 × 0.334"

    Scenario: Descending sizes: the remainder goes to the first (largest) order
      When the member previews a scaled BUY of "0.1" from "1000" to "1001" in 3 descending orders
      Then the preview is "1000 × 0.051, 1000.5 × 0.033, 1001 × 0.016"

    Scenario: A child under the minimum order value refuses the whole preview, naming the limit
      When the member previews a scaled BUY of "0.03" from "100" to "110" in 3 flat orders
      Then the preview is refused with "Order 1 would be worth 1, under the minimum order value 10"

    Scenario: The exchange refuses one child: "2 of 3 placed" with the refusal listed
      Given the exchange accepts the next order, then refuses one with -1101 "Not enough USDT: the order needs 35, 20 is available"
      When the member previews a scaled BUY of "1" from "100" to "110" in 3 flat orders
      And places the scaled order
      Then the scaled order says "2 of 3 placed"
      And the refusals list "Order 2 (0.333 at 105): Not enough USDT: the order needs 35, 20 is available"

  Rule: TP/SL attached to a new perpetual order is sent as a bracket

    Scenario: TP by 20% ROE and SL by a 33 USDT loss on a 0.1 BTC long at 50000, 10×
      Given a member trades "PERP_BTC_USDT" at 10× with tick "0.1" and "10000" USDT of free collateral
      When the member fills in a BUY LIMIT order of "0.1" at "50000"
      And turns on TP/SL with TP by percent "20" and SL by pnl "33"
      Then the TP shows a trigger of "51000" and a PnL of "100"
      And the SL shows a trigger of "49670" and a PnL of "-33"
      When submits the order
      Then the bracket sent has TAKE_PROFIT at "51000" and STOP_LOSS at "49670"
