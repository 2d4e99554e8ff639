Feature: Order form
  A signed-in member places spot and perpetual orders from the trade page. The form checks every order with the
  exchange's own rules and messages before sending it, so a refusal is understood where it happens: next to the
  price, the size or the order value. An order is sent once: a double click, a retry after a lost answer or a
  timeout never places two (the clientOrderId drawn for the submit finds it again).

  Background:
    Given a member signed in to trade "SPOT_BTC_USDT" with tick "0.1", step "0.0001", min notional "10" and price range "0.1"
    And the book's best bid is "29999.9" and best ask is "30000.1"
    And the member holds "10000" USDT and "0.1" BTC
    And the member does not ask for confirmations

  Scenario Outline: The form refuses <code> next to the <field> with the exchange's message, and sends nothing
    When the member fills in a <side> LIMIT order of <size> at <price>
    And submits the order
    Then the <field> shows <code> "<message>"
    And nothing was sent to the exchange

    Examples:
      | side | price      | size      | code  | field | message                                                     |
      | BUY  | "30000.05" | "0.01"    | -1103 | price | Price must be a multiple of the tick size 0.1               |
      | BUY  | "30000"    | "0.00015" | -1104 | size  | Quantity must be a multiple of the step size 0.0001         |
      | BUY  | "30000"    | "101"     | -1008 | size  | Quantity must be at most 100                                |
      | BUY  | "30000"    | "0.0003"  | -1102 | total | Order value must be at least 10                             |
      | BUY  | "33000.1"  | "0.01"    | -1105 | price | Price is 10% too high from the mid price                    |
      | SELL | "26999.9"  | "0.01"    | -1105 | price | Price is 10% too low from the mid price                     |
      | BUY  | "30000"    | "0.5"     | -1101 | size  | Not enough USDT: the order needs 15000, 10000 is available  |
      | SELL | "30000"    | "0.2"     | -1101 | size  | Not enough BTC: the order needs 0.2, 0.1 is available       |

  Scenario Outline: The exchange's refusal <code> is shown next to the <field>
    Given the exchange refuses the next order with <code> "<message>"
    When the member fills in a BUY LIMIT order of "0.01" at "30000"
    And submits the order
    Then the <field> shows <code> "<message>"
    When the member changes the size to "0.02"
    Then no refusal is shown

    Examples:
      | code  | field | message                                              |
      | -1103 | price | Price must be a multiple of the tick size 0.1        |
      | -1105 | price | Price is 3% too high from the mid price              |
      | -1104 | size  | Quantity must be a multiple of the step size 0.0001  |
      | -1008 | size  | Quantity must be at most 100                         |
      | -1102 | total | Order value must be at least 10                      |
      | -1101 | size  | Not enough USDT: the order needs 300, 200 is available |
      | -1012 | form  | Rejected by an internal module                       |

  Scenario Outline: Each order type sends its own request
    When the member fills in the form:
      | side    | <side>    |
      | type    | <type>    |
      | price   | <price>   |
      | trigger | <trigger> |
      | size    | <size>    |
      | unit    | <unit>    |
      | options | <options> |
    And submits the order
    Then the <call> received exactly "<request>"

    Examples:
      | type        | side | price | trigger | size | unit  | options   | call       | request                                                                     |
      | LIMIT       | BUY  | 30000 |         | 0.01 | base  |           | order call | side=BUY type=LIMIT price=30000 quantity=0.01                               |
      | LIMIT       | BUY  | 29000 |         | 0.01 | base  | post-only | order call | side=BUY type=POST_ONLY price=29000 quantity=0.01                           |
      | LIMIT       | BUY  | 30000 |         | 0.01 | base  | IOC       | order call | side=BUY type=IOC price=30000 quantity=0.01                                 |
      | LIMIT       | SELL | 30000 |         | 0.01 | base  | FOK       | order call | side=SELL type=FOK price=30000 quantity=0.01                                |
      | LIMIT       | BUY  | 29000 |         | 0.01 | base  | hidden    | order call | side=BUY type=LIMIT price=29000 quantity=0.01 visibleQuantity=0             |
      | LIMIT       | BUY  | 30000 |         | 100  | quote |           | order call | side=BUY type=LIMIT price=30000 quantity=0.0033                             |
      | MARKET      | BUY  |       |         | 300  | quote |           | order call | side=BUY type=MARKET amount=300                                             |
      | MARKET      | SELL |       |         | 0.01 | base  |           | order call | side=SELL type=MARKET quantity=0.01                                         |
      | STOP_LIMIT  | SELL | 28900 | 29000   | 0.01 | base  |           | algo call  | side=SELL algoType=STOP type=LIMIT triggerPrice=29000 price=28900 quantity=0.01 |
      | STOP_MARKET | BUY  |       | 31000   | 0.01 | base  |           | algo call  | side=BUY algoType=STOP type=MARKET triggerPrice=31000 quantity=0.01         |

  Scenario: Post-only, IOC and FOK exclude each other; unchecking leaves a plain limit order
    When the member checks "post-only"
    And the member checks "IOC"
    Then the order's type is "IOC" and "post-only" is unchecked
    When the member unchecks "IOC"
    Then the order's type is "LIMIT"

  Scenario: Reduce-only exists on perpetuals only, and needs no margin
    Given the member trades "PERP_BTC_USDT" at 10× with "100" USDT of free collateral
    When the member fills in a SELL LIMIT order of "0.1" at "30000"
    And submits the order
    Then the size shows -1101 "Not enough USDT: the order needs 300, 100 is available"
    When the member checks "reduce-only"
    And submits the order
    Then the order call received exactly "side=SELL type=LIMIT price=30000 quantity=0.1 reduceOnly=true"

  Scenario: Reduce-only is not sent for spot orders
    When the member checks "reduce-only"
    And the member fills in a BUY LIMIT order of "0.01" at "30000"
    And submits the order
    Then the order call received exactly "side=BUY type=LIMIT price=30000 quantity=0.01"

  Scenario Outline: Sizing by a share of what is available rounds down to the step
    Given the member trades "<symbol>" at 10× with "1000" USDT of free collateral
    When the member fills in a <side> LIMIT order of "" at "<price>"
    And the member takes <share> of what is available
    Then the size is "<size>"

    Examples:
      | symbol        | side | price | share | size   |
      | SPOT_BTC_USDT | BUY  | 30000 | 25%   | 0.0833 |
      | SPOT_BTC_USDT | BUY  | 30000 | Max   | 0.3333 |
      | SPOT_BTC_USDT | SELL | 30000 | 50%   | 0.05   |
      | SPOT_BTC_USDT | SELL | 30000 | 75%   | 0.075  |
      | PERP_BTC_USDT | BUY  | 25000 | 100%  | 0.4    |
      | PERP_BTC_USDT | SELL | 30000 | 50%   | 0.1666 |

  Scenario: The perpetual summary shows the margin and the estimated liquidation price after the order
    Margin 0.1 × 30000 / 10 = 300; liquidation (0.1 × 30000 − 1000) / (0.1 − 0.1 × 0.005) = 20100.50 (maintenance 0.5 %).

    Given the member trades "PERP_BTC_USDT" at 10× with "1000" USDT of free collateral
    When the member fills in a BUY LIMIT order of "0.1" at "30000"
    Then the summary shows a margin of "300" and a liquidation price of "20100.5"

  Scenario: A market order warns from 5 % slippage against the mid and refuses from 10 %
    Mid 30000. 0.3: (3000.01 + 3100 + 3400) / 0.3 = 31666.7, 1666.7 / 30000 = 5.56 %.
    1: (3000.01 + 3100 + 27200) / 1 = 33300.01, 3300.01 / 30000 = 11 %.

    Given the member holds "100000" USDT and "0.1" BTC
    And the book's asks are "30000.1:0.1, 31000:0.1, 34000:1"
    When the member fills in a BUY MARKET order of "0.3" at ""
    Then the summary shows an average price of "31666.7" and a slippage of "5.56"% that warns
    When the member submits the order
    Then the order call received exactly "side=BUY type=MARKET quantity=0.3"
    When the member changes the size to "1"
    Then the summary shows an average price of "33300.01" and a slippage of "11"% that refuses
    When the member submits the order
    Then 1 order was sent to the exchange

  Scenario: A double click places one order
    Given the exchange does not answer the next order
    When the member fills in a BUY LIMIT order of "0.01" at "30000"
    And submits the order twice
    Then 1 order was sent to the exchange
    And the form is pending

  Scenario: A lost answer is retried with the same clientOrderId; the duplicate is our own order
    Given the exchange places the next order but its answer is lost
    When the member fills in a BUY LIMIT order of "0.01" at "30000"
    And submits the order
    Then 2 orders were sent to the exchange with the same clientOrderId
    And the exchange holds 1 order
    And the form says "placed"

  Scenario: Two calls without an answer are reconciled by the clientOrderId
    Given the exchange does not answer the next 2 orders
    When the member fills in a BUY LIMIT order of "0.01" at "30000"
    And submits the order
    Then the exchange was asked for the order by its clientOrderId
    And the form says "not-placed"

  Scenario Outline: After 10 s without an answer the form says so and reconciles
    Given the exchange does not answer the next order
    When the member fills in a BUY LIMIT order of "0.01" at "30000"
    And submits the order
    And the order <where> on the exchange after all
    And 10 seconds pass without an answer
    Then the form says "<notice>" after the timeout

    Examples:
      | where  | notice     |
      | is     | placed     |
      | is not | not-placed |

  Scenario: Each order type asks for confirmation until "Don't ask again"
    Given the member asks for confirmations
    When the member fills in a BUY MARKET order of "0.01" at ""
    And submits the order
    Then a confirmation is asked and nothing was sent to the exchange
    When the member confirms and asks not to be asked again
    Then 1 order was sent to the exchange
    And the device remembers not to confirm "MARKET" orders
    When the member fills in a BUY MARKET order of "0.01" at ""
    And submits the order
    Then 2 orders were sent to the exchange
    When the member fills in a BUY LIMIT order of "0.01" at "30000"
    And submits the order
    Then a confirmation is asked and 2 orders were sent to the exchange

  Scenario: A click on the book sets the limit price; the arrow keys step it by the tick
    When the member clicks the book at "29950.5"
    Then the price is "29950.5"
    When the member presses the up arrow on the price
    Then the price is "29950.6"
    When the member uses the mid price
    Then the price is "30000"
