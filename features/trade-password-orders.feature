Feature: The trade password before orders
  When the member turned "ask for the trade password when placing orders" on in the security centre, the order form
  asks for the trade password before an order leaves. The exchange checks it (check_trade_pwd) and then accepts the
  session's orders without asking for 30 minutes from that check (not sliding). Cancelling sends nothing. A wrong
  password is refused with the exchange's words and asked again. When the exchange refuses an order for the trade
  password (-1005 on tradePassword, e.g. after its restart), the next order asks again. Orders signed with an API key
  are never asked (the simulator's rule, checked in its tests).

  Background:
    Given a member signed in to trade "SPOT_BTC_USDT" with tick "0.1", step "0.0001", min notional "10" and price range "0.1"
    And the book's best bid is "29999.9" and best ask is "30000.1"
    And the member holds "10000" USDT and "0.1" BTC
    And the member does not ask for confirmations

  Scenario: With the setting off nothing is asked
    When the member fills in a BUY LIMIT order of "0.01" at "29000"
    And submits the order
    Then the trade password is not asked
    And 1 order was sent to the exchange

  Scenario: The first order asks, then orders go without asking for 30 minutes
    Given the member asks for the trade password on orders
    When the member fills in a BUY LIMIT order of "0.01" at "29000"
    And submits the order
    Then the trade password is asked and nothing was sent to the exchange
    When the member enters the trade password "Trade1234"
    Then 1 order was sent to the exchange
    When 29 minutes pass on the trade clock
    And the member fills in a BUY LIMIT order of "0.01" at "29000"
    And submits the order
    Then the trade password is not asked
    And 2 orders were sent to the exchange
    When 1 minutes pass on the trade clock
    And the member fills in a BUY LIMIT order of "0.01" at "29000"
    And submits the order
    Then the trade password is asked and 2 orders were sent to the exchange

  Scenario: A wrong password is refused with the exchange's words and asked again
    Given the member asks for the trade password on orders
    When the member fills in a BUY LIMIT order of "0.01" at "29000"
    And submits the order
    And the member enters the trade password "wrong"
    Then the trade password dialog shows "password: wrong password (4 tries left)"
    And the trade password is asked and nothing was sent to the exchange
    When the member enters the trade password "Trade1234"
    Then 1 order was sent to the exchange

  Scenario: Cancelling the trade password sends nothing
    Given the member asks for the trade password on orders
    When the member fills in a BUY LIMIT order of "0.01" at "29000"
    And submits the order
    And the member cancels the trade password
    Then nothing was sent to the exchange
    And the form says "not-placed"

  Scenario: The exchange's refusal for the trade password makes the next order ask again
    Given the member asks for the trade password on orders
    When the member fills in a BUY LIMIT order of "0.01" at "29000"
    And submits the order
    And the member enters the trade password "Trade1234"
    Given the exchange refuses the next order with -1005 "tradePassword: the trade password is required to place orders (asked when placing orders is on)"
    When the member fills in a BUY LIMIT order of "0.01" at "29000"
    And submits the order
    Then the trade password is not asked
    When the member fills in a BUY LIMIT order of "0.01" at "29000"
    And submits the order
    Then the trade password is asked and 2 orders were sent to the exchange
