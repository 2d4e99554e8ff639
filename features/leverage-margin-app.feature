Feature: Leverage, margin modes and the position mode in the app
  The perpetual order form carries a margin-mode switch and a leverage button. The leverage modal's slider has the
  marks 1 and 5/10/20/50/100 up to the symbol's maximum from its leverage tiers; a change is confirmed first, stating
  the largest position the new leverage allows (from the tiers) and, with a position or an open order on the symbol,
  the initial margin before and after; a refused change shows
  the exchange's message. In hedge mode the form opens or closes the long or the short and every order names its
  position; isolated margin can be added, or reduced down to the initial margin at the mark.

  Background:
    Given a perps member signed in with 10000 USDT

  Scenario: The slider's marks go up to the symbol's maximum leverage
    Given PERP_ETH_USDT allows at most 20x
    When the perps member opens the leverage modal on PERP_ETH_USDT
    Then the leverage marks are "1, 5, 10, 20" with a maximum of 20x
    When the perps member types 80 as the leverage
    Then the leverage to apply is 20x
    When the perps member opens the leverage modal on PERP_BTC_USDT
    Then the leverage marks are "1, 5, 10, 20, 50" with a maximum of 50x

  Scenario: Every change is confirmed first, stating the largest position the new leverage allows
    When the perps member opens the leverage modal on PERP_BTC_USDT
    And the perps member sets the leverage to 20x and applies
    Then the confirmation says the largest position at 20x is 5000000 USDT
    And the exchange was not asked to change the leverage
    When the perps member sets the leverage to 50x and applies
    Then the confirmation says the largest position at 50x is 1000000 USDT
    When the perps member confirms the leverage change
    Then the exchange was asked to set PERP_BTC_USDT to 50x CROSS
    And the order form's leverage on PERP_BTC_USDT is 50x

  Scenario: With a position and an open order the change is confirmed first, stating the margin before and after
    Given the perps member holds 0.3 PERP_BTC_USDT marked at 50000 at 10x CROSS
    And the perps member has an open buy of 0.1 PERP_BTC_USDT at 40000
    When the perps member opens the leverage modal on PERP_BTC_USDT
    And the perps member sets the leverage to 5x and applies
    Then the confirmation says the leverage goes from 10x to 5x and the initial margin from "1900" to "3800" USDT
    And the exchange was not asked to change the leverage
    When the perps member confirms the leverage change
    Then the exchange was asked to set PERP_BTC_USDT to 5x CROSS
    And the leverage modal is closed

  Scenario: A refused change says why in the member's language and keeps the leverage
    Given the perps member holds 0.3 PERP_BTC_USDT marked at 50000 at 10x CROSS
    And the exchange will refuse the leverage change with -1012 "leverage: Free collateral is 3950.00 USDT short of the new initial margin"
    When the perps member opens the leverage modal on PERP_BTC_USDT
    And the perps member sets the leverage to 1x and applies
    And the perps member confirms the leverage change
    Then the leverage modal shows "Free collateral is 3,950.00 USDT short of the new initial margin"
    And in Chinese the leverage modal shows "可用保证金距新的初始保证金还差 3,950.00 USDT"
    And the order form's leverage on PERP_BTC_USDT is 10x

  Scenario: A margin-mode change refused while the symbol has a position says why in the member's language
    Given the perps member holds 0.3 PERP_BTC_USDT marked at 50000 at 10x CROSS
    And the exchange will refuse the leverage change with -1012 "marginMode: PERP_BTC_USDT has a position or open orders; close them before switching the margin mode"
    When the perps member opens the leverage modal on PERP_BTC_USDT
    And the perps member switches PERP_BTC_USDT to ISOLATED
    Then the margin mode shows "PERP_BTC_USDT has a position or open orders; close them before switching the margin mode"
    And in Russian the margin mode shows "По PERP_BTC_USDT есть позиция или открытые ордера; закройте их, прежде чем менять режим маржи"
    And the margin mode of PERP_BTC_USDT is CROSS

  Scenario: The position mode switch is refused in the member's language, and allowed when flat
    Given the exchange will refuse the position mode switch with -1012 "positionMode: Close every perpetual position and cancel every perpetual order, TP/SL and stop order before switching the position mode"
    When the perps member switches the position mode to HEDGE_MODE
    Then the position mode shows "Close every perpetual position and cancel every perpetual order, TP/SL and stop order before switching the position mode"
    And in Russian the position mode shows "Закройте все бессрочные позиции и отмените все бессрочные ордера, TP/SL и стоп-ордера, прежде чем менять режим позиций"
    And the position mode is ONE_WAY
    When the perps member switches the position mode to HEDGE_MODE
    Then the position mode is HEDGE_MODE

  Scenario Outline: In hedge mode the form's buttons send the position they act on
    Given the perps member's account is in hedge mode
    And the perps member's order form trades PERP_BTC_USDT
    When the perps member picks "<action>" and places a market order of 0.01
    Then the order sent is a <side> of 0.01 with positionSide <positionSide>

    Examples:
      | action      | side | positionSide |
      | OPEN_LONG   | BUY  | LONG         |
      | OPEN_SHORT  | SELL | SHORT        |
      | CLOSE_LONG  | SELL | LONG         |
      | CLOSE_SHORT | BUY  | SHORT        |

  Scenario: In one-way mode orders carry no position side
    Given the perps member's order form trades PERP_BTC_USDT
    When the perps member places a market buy of 0.01
    Then the order sent has no positionSide

  Scenario: Hedge-mode stream entries keep the long and the short of one symbol apart
    Given the perps member's account is in hedge mode
    When the stream says PERP_BTC_USDT:LONG holds 0.2 and PERP_BTC_USDT:SHORT holds -0.1 at version 1
    Then the perps member has 2 positions on PERP_BTC_USDT: LONG 0.2 and SHORT -0.1
    And the positions tab lists 2 rows

  Scenario: Isolated margin is reduced at most down to the initial margin at the mark
    Given the perps member holds 0.1 PERP_BTC_USDT marked at 50000 at 10x ISOLATED with 900 USDT of margin
    Then at most 400 USDT can be removed from the PERP_BTC_USDT position
    When the perps member reduces the isolated margin of PERP_BTC_USDT by 400.01
    Then the isolated margin change is refused with "At most 400.00 USDT can be removed."
    And the exchange was not asked to adjust isolated margin
    When the perps member reduces the isolated margin of PERP_BTC_USDT by 400
    Then the isolated margin of the PERP_BTC_USDT position is 500
    When the perps member adds 100 to the isolated margin of PERP_BTC_USDT
    Then the isolated margin of the PERP_BTC_USDT position is 600

  Scenario: The account panel counts the cross account as the exchange does and as the position rows do, at the live marks
    # cross collateral = USDT holding − frozen − isolated margins = 10000 − 600 − 300 = 9100; the isolated ETH position
    # is not in the cross account: margin ratio = (9100 + cross PnL) ÷ cross notional
    Given the perps member holds 10000 USDT of which 600 is frozen
    And the perps member holds 0.1 PERP_BTC_USDT marked at 50000 at 10x CROSS
    And the perps member holds 1 PERP_ETH_USDT marked at 3000 at 10x ISOLATED with 300 USDT of margin
    Then the account panel shows a margin ratio of "1.82", as the PERP_BTC_USDT row does
    # BTC up 1000: cross PnL 0.1 × 1000 = 100, ratio 9200 ÷ 5100; available 9200 − 5100 ÷ 10 = 8690; equity 10000 + 100
    When the mark price stream marks PERP_BTC_USDT at 51000
    Then the account panel shows a margin ratio of "1.8039215686274509804", as the PERP_BTC_USDT row does
    And the account panel shows "8690" USDT available and "10100" USDT of equity
    # ETH down 100: the isolated position's loss is the account's equity, not the cross account's
    When the mark price stream marks PERP_ETH_USDT at 2900
    Then the account panel shows a margin ratio of "1.8039215686274509804", as the PERP_BTC_USDT row does
    And the account panel shows "8690" USDT available and "10000" USDT of equity
