Feature: The trade page's rules
  Which market a trade address opens, how the live candle joins the chart's history (at most twice a second),
  favourites kept on the device, and when the page says its data is stale or the exchange is in maintenance.

  Background:
    Given the markets "SPOT_BTC_USDT, PERP_BTC_USDT, SPOT_ETH_USDT, PERP_ETH_USDT" exist

  Scenario Outline: Trade addresses name a market, canonical or by alias
    When a visitor opens the trade address "<param>"
    Then the address resolves as "<kind>" to "<symbol>"

    Examples:
      | param         | kind      | symbol        |
      | PERP_BTC_USDT | canonical | PERP_BTC_USDT |
      | BTC_PERP      | alias     | PERP_BTC_USDT |
      | eth-perp      | alias     | PERP_ETH_USDT |
      | ETH_USDT      | alias     | SPOT_ETH_USDT |
      | DOGE_PERP     | unknown   |               |
      | <script>      | unknown   |               |

  Scenario: /trade opens the last market used, or BTC/USDT the first time
    Then "/trade" opens "SPOT_BTC_USDT"
    When the visitor trades "PERP_ETH_USDT"
    Then "/trade" opens "PERP_ETH_USDT"
    And the device remembers the last market "PERP_ETH_USDT"

  Scenario: The live candle updates the last candle and starts the next one
    Given the 1m history of "SPOT_BTC_USDT" is
      | start  | open  | high  | low   | close | volume |
      | 0      | 100   | 110   | 95    | 105   | 2      |
      | 60000  | 105   | 108   | 104   | 107   | 1.5    |
    And the chart of "SPOT_BTC_USDT" is open at "1m"
    When the live 1m candle of "SPOT_BTC_USDT" is 60000 "105" "112" "104" "111.5" "3.25"
    And half a second passes on the chart
    Then the chart shows 2 candles, the last 60000 with close "111.5" and high "112"
    When the live 1m candle of "SPOT_BTC_USDT" is 120000 "111.5" "111.5" "111.4" "111.4" "0.1"
    And half a second passes on the chart
    Then the chart shows 3 candles, the last 120000 with close "111.4" and high "111.5"
    And the chart's legend change of the last candle is "-0.1" and "-0.08" percent

  Scenario: The chart takes the live candle at most twice a second, the latest one
    Given the 1m history of "SPOT_BTC_USDT" is
      | start  | open  | high  | low   | close | volume |
      | 0      | 100   | 110   | 95    | 105   | 2      |
    And the chart of "SPOT_BTC_USDT" is open at "1m"
    When the live 1m candle of "SPOT_BTC_USDT" is 0 "100" "111" "95" "110" "2.5"
    Then the chart shows 1 candles, the last 0 with close "105" and high "110"
    When the live 1m candle of "SPOT_BTC_USDT" is 0 "100" "112" "95" "111" "3"
    And half a second passes on the chart
    Then the chart shows 1 candles, the last 0 with close "111" and high "112"

  Scenario: A live candle that arrives before the history is kept
    Given the 1m history of "SPOT_BTC_USDT" is
      | start  | open  | high  | low   | close | volume |
      | 0      | 100   | 110   | 95    | 105   | 2      |
    And the chart of "SPOT_BTC_USDT" is opening at "1m"
    When the live 1m candle of "SPOT_BTC_USDT" is 60000 "105" "106" "105" "106" "1"
    And the history arrives
    Then the chart shows 2 candles, the last 60000 with close "106" and high "106"

  Scenario: Favourites are kept on the device
    When the visitor stars "PERP_BTC_USDT" and "SPOT_ETH_USDT"
    And the visitor unstars "PERP_BTC_USDT"
    Then the favourites are "SPOT_ETH_USDT"
    And after a reload the favourites are still "SPOT_ETH_USDT"

  Scenario: The page says when its data is stale and recovers by itself
    Given the trade page of "SPOT_BTC_USDT" is open
    Then the data state is "connecting"
    When the socket opens and the book is live
    Then the data state is "live"
    When the socket drops
    Then the data state is "stale"
    When the socket opens again
    Then the data state is "resyncing"
    When the book is live again
    Then the data state is "live"

  Scenario: Maintenance shows before anything else
    Given the exchange is in maintenance "Upgrading the matching engine"
    And the trade page of "SPOT_BTC_USDT" is open
    When the socket opens and the book is live
    Then the data state is "maintenance"
