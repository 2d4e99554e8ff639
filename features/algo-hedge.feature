Feature: TP/SL in hedge mode
  In hedge mode (ADR 0019) an account holds a long and a short of one perpetual at once, so every algo order names
  the position it acts on (positionSide LONG or SHORT; the exchange refuses a perpetual algo without it): TP/SL
  attached to a new order protect the position the order opens, a closing order takes none, a position's TP/SL
  protect that row's position, and the TP/SL tab keeps the side of each. In one-way mode no positionSide is sent.

  Rule: TP/SL attached to a new order protect the position the order opens (a BRACKET on its side)

    Scenario: Open long with TP and SL: the bracket is on the LONG and its children sell
      Given a member trades "PERP_BTC_USDT" at 10× with tick "0.1" and "10000" USDT of free collateral
      And the member's account is in hedge mode
      When the member fills in a BUY LIMIT order of "0.1" at "50000"
      And turns on TP/SL with TP by price "51000" and SL by price "49000"
      And submits the order
      Then the bracket sent is a BUY of "0.1" at "50000" on the LONG with TAKE_PROFIT SELL at "51000" and STOP_LOSS SELL at "49000"

    Scenario: Open short with TP by 20% ROE and SL by a 50 USDT loss: the bracket is on the SHORT and its children buy
      Given a member trades "PERP_BTC_USDT" at 10× with tick "0.1" and "10000" USDT of free collateral
      And the member's account is in hedge mode
      When the member fills in a SELL LIMIT order of "0.1" at "50000"
      And turns on TP/SL with TP by percent "20" and SL by pnl "50"
      And submits the order
      Then the bracket sent is a SELL of "0.1" at "50000" on the SHORT with TAKE_PROFIT BUY at "49000" and STOP_LOSS BUY at "50500"

    Scenario: Close long takes no TP/SL: the order goes alone, on the LONG
      Given a member trades "PERP_BTC_USDT" at 10× with tick "0.1" and "10000" USDT of free collateral
      And the member's account is in hedge mode
      When the member fills in a SELL LIMIT order of "0.1" at "50000"
      And turns on TP/SL with TP by price "49000" and SL by price "51000"
      And the member picks "CLOSE_LONG" in hedge mode
      Then the form offers no TP/SL
      When submits the order
      Then no algo order was sent and the order sent is a SELL on the LONG

    Scenario: In one-way mode the bracket names no position side
      Given a member trades "PERP_BTC_USDT" at 10× with tick "0.1" and "10000" USDT of free collateral
      When the member fills in a BUY LIMIT order of "0.1" at "50000"
      And turns on TP/SL with TP by price "51000" and SL by price "49000"
      And submits the order
      Then the bracket sent names no position side

  Rule: a position's TP/SL is set on that row's position

    Scenario Outline: A stop-loss by price on the <row> row of a hedge account
      Given a hedge trader is signed in
      When the trader sets a stop-loss at "<trigger>" on a <row> of "<holding>" BTC entered at "50000" at 10×
      Then the exchange was asked for a POSITIONAL_TP_SL on the <row> with a STOP_LOSS <side> at "<trigger>" for the whole position

      Examples:
        | row   | holding | trigger | side |
        | LONG  | 0.2     | 49000   | SELL |
        | SHORT | -0.1    | 51000   | BUY  |

    Scenario: In one-way mode a position's TP/SL names no position side
      Given a hedge trader is signed in
      When the trader sets a stop-loss at "49000" on a BOTH of "0.2" BTC entered at "50000" at 10×
      Then the exchange was asked for a POSITIONAL_TP_SL with no position side

  Rule: the TP/SL tab keeps the side of each waiting TP/SL

    Scenario: Listed and streamed rows keep LONG / SHORT; a row without one is BOTH
      Given a hedge trader is signed in
      And the exchange lists a waiting STOP_LOSS SELL on the LONG and a STOP BUY without a position side
      When the TP/SL tab opens
      Then the TP/SL tab lists "STOP BUY BOTH, STOP_LOSS SELL LONG"
      When the stream reports a waiting TAKE_PROFIT BUY on the SHORT
      Then the TP/SL tab lists "TAKE_PROFIT BUY SHORT, STOP BUY BOTH, STOP_LOSS SELL LONG"
