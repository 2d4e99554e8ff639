Feature: Leverage, margin modes and the position mode of perpetuals
  Each perpetual has its own leverage and margin mode. Lowering the leverage needs the new initial margin; an
  isolated position keeps its own margin, which can be added to or reduced down to its initial margin at the mark;
  the leverage tier caps the position; hedge mode keeps a long and a short of one symbol.

  Background:
    Given a perpetuals trader with 10000 USDT
    And the engine marks PERP_BTC_USDT at 50000

  Scenario: Lowering the leverage with a position is refused when the free collateral cannot cover it
    Given the trader holds a long of 0.3 PERP_BTC_USDT at 10x cross
    When the trader sets PERP_BTC_USDT to 1x cross
    Then the change is refused with "Free collateral is" and the shortfall
    And PERP_BTC_USDT is at 10x cross
    When the trader sets PERP_BTC_USDT to 5x cross
    Then PERP_BTC_USDT is at 5x cross
    And the position of PERP_BTC_USDT shows 5x

  Scenario: Isolated margin can be added, and reduced only down to the initial margin at the mark
    Given the trader holds a long of 0.1 PERP_BTC_USDT at 10x isolated
    When the trader adds 400 USDT of isolated margin on PERP_BTC_USDT
    Then the isolated margin of PERP_BTC_USDT is its opening margin plus 400
    When the trader removes 1 USDT more than the maximum from PERP_BTC_USDT
    Then the change is refused naming the maximum above the 500 USDT initial margin
    When the trader removes the maximum from PERP_BTC_USDT
    Then the isolated margin of PERP_BTC_USDT is 500

  Scenario: An order past the leverage tier's cap is refused naming the cap
    Given the trader has 200000 USDT
    And PERP_BTC_USDT is set to 50x cross
    When the trader places a buy worth just over 1000000 USDT on PERP_BTC_USDT
    Then the order is refused with code -1008 and "may not pass 1000000 USDT at 50x"

  Scenario: Hedge mode keeps a long and a short of one symbol
    When the trader switches to hedge mode
    And the trader opens a long of 0.02 PERP_BTC_USDT
    And the trader opens a short of 0.01 PERP_BTC_USDT
    Then the trader holds a LONG of 0.02 and a SHORT of -0.01 on PERP_BTC_USDT
    When the trader closes the long of PERP_BTC_USDT with 0.05
    Then the trader holds a LONG of 0 and a SHORT of -0.01 on PERP_BTC_USDT

  Scenario: The position mode cannot change while a position is open
    Given the trader holds a long of 0.01 PERP_BTC_USDT at 10x cross
    When the trader switches to hedge mode
    Then the change is refused with "Close every perpetual position"
    And the account is in ONE_WAY mode
