Feature: The trading account on the trade page
  A signed-in trader sees balances, positions and open orders kept from REST and the private stream; the stream's
  versions tell when a message was missed, and then the account is read again. Order events are told in toasts.

  Background:
    Given a trader is signed in with 10000 USDT, 0.1 BTC and 1 ETH
    And the trader has an open buy of 0.01 SPOT_BTC_USDT at 60000 as order 1
    And the trading account has loaded

  Scenario: A missed balance message makes the account read everything again
    When the stream says the USDT balance is 9400 with 600 frozen at version 5
    And the stream says the USDT balance is 9300 with 700 frozen at version 6
    Then the account shows 9300 USDT of which 8600 available
    And the account was read from REST 1 time
    When the exchange now holds 9000 USDT
    And the stream says the USDT balance is 9100 with 700 frozen at version 8
    Then the account was read from REST 2 times
    And the account shows 9000 USDT of which 9000 available

  Scenario: A reconnected stream makes the account read everything again
    When the private stream reconnects
    Then the account was read from REST 2 times

  Scenario: A fill updates the open orders and the balances in one frame
    When 200 ms pass
    And order 1 fills 0.004 at 60000 and the stream says the BTC balance is 0.104 at version 1
    Then nothing changed on screen before the next animation frame
    When the screen's next frame is painted
    Then order 1 shows 0.004 filled and is still open
    And the account shows 0.104 BTC of which 0.104 available
    When order 1 fills the remaining 0.006 at 60000
    And the screen's next frame is painted
    Then there are no open orders

  Scenario: In a burst of fills, the orders follow every frame and the balances keep their 100 ms pace
    # an execution report is a stream message like the balances': it does not make the figures skip their window
    When 200 ms pass
    And the stream says the BTC balance is 0.1 at version 1 and the next frame is painted
    And 40 ms pass
    And order 1 fills 0.004 at 60000 and the stream says the BTC balance is 0.104 at version 2
    And the screen's next frame is painted
    Then order 1 shows 0.004 filled and is still open
    And the account shows 0.1 BTC of which 0.1 available
    When 60 ms pass
    And the screen's next frame is painted
    Then the account shows 0.104 BTC of which 0.104 available

  Scenario: The report of an order the trader just placed takes the very next frame; a fill of an older order keeps the pace
    # the click on Buy is answered at the next animation frame, not up to 30 ms later with the book and the trades
    When the trader places a limit buy of 0.002 SPOT_BTC_USDT at 59000
    And the exchange reports that order as new
    Then the account asked for the very next frame 1 time
    When the screen's next frame is painted
    Then the order at 59000 is among the open orders
    When order 1 fills the remaining 0.01 at 60000
    And the screen's next frame is painted
    Then the account asked for the very next frame 1 time

  Scenario: A market order that fills at once leaves the open-orders list as it was
    When the screen shows the open orders
    And market order 7 is accepted and filled within one frame
    And the screen's next frame is painted
    Then the open-orders list is the same one the screen already shows

  Scenario: Cancel all for this symbol, then for every symbol
    When the trader cancels all SPOT_BTC_USDT orders
    Then the exchange was asked to cancel all orders of "SPOT_BTC_USDT"
    When the trader cancels all orders
    Then the exchange was asked to cancel all orders of every symbol

  Scenario: A refused cancel says the exchange's reason
    Given the exchange refuses the next cancel with -1006 "Order not found"
    When the trader cancels order 1
    Then the cancel failed with "Order not found"

  Scenario: Order history filters and the export of exactly what they show
    Given the trader's order history:
      | orderId | symbol        | side | status    | price | quantity | createdTime   | orderTag   |
      | 11      | SPOT_BTC_USDT | BUY  | FILLED    | 60000 | 0.01     | 1767225600000 | default    |
      | 12      | SPOT_BTC_USDT | SELL | CANCELLED | 61000 | 0.02     | 1767312000000 | default    |
      | 13      | SPOT_ETH_USDT | BUY  | FILLED    | 3000  | 0.5      | 1767398400000 | =1+1       |
      | 14      | SPOT_BTC_USDT | BUY  | FILLED    | 59000 | 0.03     | 1767484800000 | grid, "a"  |
    When the trader filters the order history by symbol "SPOT_BTC_USDT", side "BUY" and status "FILLED"
    Then the order history shows orders 11, 14
    And the export has a header and the rows of orders 11, 14
    When the trader filters the order history by symbol "SPOT_ETH_USDT"
    Then the export's line of order 13 ends with "13,0,'=1+1"
    When the trader filters the order history by symbol "SPOT_BTC_USDT", side "BUY" and status "FILLED"
    Then the export's line of order 14 ends with "14,0,\"grid, \"\"a\"\"\""

  Scenario: Many fills at once are told in one toast
    When 5 orders fill within 100 ms
    And order 1 is cancelled
    And 400 ms pass
    Then the toasts say "5 orders filled" and "Order cancelled: Buy 0.01 BTC/USDT"

  Scenario: A market order is told "at market" when it opens, and its whole size at the average price when it fills
    # a market sell of 0.01 BTC takes 0.006 at 60,010 and 0.004 at 60,000: average (0.006 × 60010 + 0.004 × 60000) / 0.01 = 60,006
    When a market sell of 0.01 BTC opens and fills 0.006 at 60010, then 0.004 at 60000
    And 400 ms pass
    Then the toasts are "Order opened: Sell 0.01 BTC/USDT at market", "Order partly filled: Sell 0.006 BTC/USDT at 60,010" and "Order filled: Sell 0.01 BTC/USDT at 60,006"

  Scenario: A burst of balance messages reaches the screen at most every 100 ms
    When 200 ms pass
    And the stream says the BTC balance is 0.2 at version 1 and the next frame is painted
    Then the account shows 0.2 BTC of which 0.2 available
    When 40 ms pass
    And the stream says the BTC balance is 0.3 at version 2 and the next frame is painted
    Then the account shows 0.2 BTC of which 0.2 available
    When 60 ms pass
    And the screen's next frame is painted
    Then the account shows 0.3 BTC of which 0.3 available

  Scenario: A stream of fills counts on in one toast while it is on screen
    When 5 orders fill within 100 ms
    And 400 ms pass
    And 3 orders fill within 100 ms
    And 400 ms pass
    Then the screen shows one toast: "8 orders filled"
    When 3000 ms pass
    And 2 orders fill within 100 ms
    And 400 ms pass
    Then the screen shows one toast: "2 orders filled"

  Scenario: Fills just after the last fills' toast ran out are told in a toast of their own
    # On a busy page antd may still be closing the old toast (its timer late): an update of it in place would go with it.
    When 2 orders fill within 100 ms
    And 400 ms pass
    And 3200 ms pass
    And 2 orders fill within 100 ms
    And 400 ms pass
    Then the screen shows one toast: "2 orders filled"

  Scenario: A sound on fill when the trader turned it on
    Given the trader turned the fill sound on
    When 2 orders fill within 100 ms
    And 400 ms pass
    Then the fill sound played 1 time

  Scenario: Logging out forgets the account and closes the stream
    When the trader logs out
    Then the trading account is empty and the private stream is not watched
