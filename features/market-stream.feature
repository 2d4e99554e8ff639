Feature: The public market stream, the ticker state and price display
  The real websocket client, market feed, use case and stores run over a fake browser socket in fake
  time ("Ticker updates", the price display, the websocket constants).

  Background:
    Given the app watches the market over the public socket

  Rule: The connection

    Scenario: The socket carries the device parameter and subscribes to tickers on open
      When the socket opens
      Then the socket address ends with "/ws/stream?device=web"
      And the client has subscribed to "tickers"
      And the connection is "open"

    Scenario: On reconnect every cached topic is subscribed again
      Given the socket is open
      When the socket closes abnormally
      And 5 seconds pass
      And the socket opens
      Then 2 sockets have been opened
      And the client has subscribed to "tickers, bbos, totals, SPOT_WOO_USDT@ticker"

    Scenario: After an abnormal close it retries every 5 s, at most 3 tries, then it is offline
      Given the socket is open
      When the socket closes abnormally
      Then the connection is "closed"
      When 4.9 seconds pass
      Then 1 socket has been opened
      When 0.1 seconds pass
      Then 2 sockets have been opened
      When the connection attempt fails
      And 5 seconds pass
      And the connection attempt fails
      And 5 seconds pass
      Then 4 sockets have been opened
      When the connection attempt fails
      Then the connection is "offline"
      When 60 seconds pass
      Then 4 sockets have been opened

    Scenario: A ping is sent 10 s after open and 10 s after each pong
      Given the socket is open
      When 9.9 seconds pass
      Then the client has sent 0 pings
      When 0.1 seconds pass
      Then the client has sent 1 ping
      When the server answers the ping
      And 9.9 seconds pass
      Then the client has sent 1 ping
      When 0.1 seconds pass
      Then the client has sent 2 pings

    Scenario: No pong within 10 s of a ping closes the socket, and the client retries
      Given the socket is open
      When 10 seconds pass
      Then the client has sent 1 ping
      When 9.9 seconds pass
      Then the connection is "open"
      When 0.1 seconds pass
      Then the client has closed the socket
      And the connection is "closed"
      When 5 seconds pass
      Then 2 sockets have been opened

    Scenario: Sending on a connecting socket is retried every 100 ms
      Given the socket is connecting
      When the client sends a ping
      And 0.35 seconds pass
      Then the client has sent 0 pings
      When the socket opens
      Then the client has sent 0 pings
      When 0.05 seconds pass
      Then the client has sent 1 ping

    Scenario: Unknown events and topics are logged, and the socket stays open
      Given the socket is open
      When the server sends the event "SURPRISE"
      And the server sends data of the topic "nobody@listens"
      Then a warning "Unknown websocket event" is logged
      And a warning "Unknown websocket topic" is logged
      And the connection is "open"

    Scenario Outline: From offline it recovers when <hint>
      Given the connection is offline after the last retry
      When <hint>
      Then 5 sockets have been opened
      When the socket opens
      Then the connection is "open"

      Examples:
        | hint                                    |
        | the browser comes back online           |
        | the tab becomes visible again           |
        | the user clicks Reconnect on the badge  |

    Scenario: Online and visible hints do nothing while the socket is open
      Given the socket is open
      When the browser comes back online
      And the tab becomes visible again
      Then 1 socket has been opened

    Scenario: The badge shows stale data within 1 s of a disconnect
      Given the socket is open
      Then the badge shows live data
      When the socket closes abnormally
      And 1 seconds pass
      Then the badge shows stale data with status "closed"
      And the badge offers Reconnect

    Scenario: A malformed frame is counted, logged and dropped, and the state is untouched
      Given the socket is open
      And the server has sent the tickers "SPOT_BTC_USDT" closing at 65000
      When the server sends 4 malformed frames
      And the next frame is drawn
      Then 4 frames have been dropped
      And a warning "Dropped malformed websocket frame" is logged
      And "SPOT_BTC_USDT" closes at "65000"
      And the connection is "open"

  Rule: The ticker state

    Scenario: A full list replaces the tickers
      Given the socket is open
      When the server sends the tickers "SPOT_BTC_USDT, SPOT_ETH_USDT" closing at 100
      And the server sends the tickers "SPOT_ETH_USDT, PERP_BTC_USDT" closing at 200
      And the next frame is drawn
      Then the ticker list is "SPOT_ETH_USDT, PERP_BTC_USDT"
      And "SPOT_ETH_USDT" closes at "200"

    Scenario: The spot WOO/USDT snapshot sets the product ticker
      Given the socket is open
      When the server sends the "SPOT_WOO_USDT@ticker" snapshot with open 0.1 and close 0.123456789
      And the next frame is drawn
      Then the product ticker's last price is "0.123456789" and its change "23.456789"

    Scenario: A best bid/ask update merges into its ticker or is appended
      Given the socket is open
      And the server has sent the tickers "SPOT_BTC_USDT" closing at 65000
      When the server sends at 2000 the best bid/ask "SPOT_BTC_USDT" bid 64999.5 x 1.234 ask 65000.5 x 2.5
      And the server sends at 2001 the best bid/ask "SPOT_NEW_USDT" bid 1 x 10 ask 1.1 x 20
      And the next frame is drawn
      Then "SPOT_BTC_USDT" has the best bid "64999.5" x "1.234" and the best ask "65000.5" x "2.5"
      And "SPOT_BTC_USDT" closes at "65000"
      And the ticker list is "SPOT_BTC_USDT, SPOT_NEW_USDT"

    Scenario: A best bid/ask update older than the last applied one is ignored
      Given the socket is open
      When the server sends at 2000 the best bid/ask "SPOT_BTC_USDT" bid 10 x 1 ask 11 x 1
      And the server sends at 1999 the best bid/ask "SPOT_BTC_USDT" bid 9 x 1 ask 12 x 1
      And the next frame is drawn
      Then "SPOT_BTC_USDT" has the best bid "10" x "1" and the best ask "11" x "1"
      When the server sends at 2000 the best bid/ask "SPOT_BTC_USDT" bid 10.5 x 1 ask 11 x 1
      And the next frame is drawn
      Then "SPOT_BTC_USDT" has the best bid "10.5" x "1" and the best ask "11" x "1"

    Scenario: A totals update sums amount and count over its entries
      Given the socket is open
      When the server sends totals "SPOT" 1000000.1 over 1200 trades and "PERP" 2500000.205 over 34 trades
      And the next frame is drawn
      Then the exchange totals are "3500000.305" over 1234 transactions

    Scenario: updateTime and booUpdateTime are kept apart
      Given the socket is open
      When the server sends at 5000 the tickers "SPOT_BTC_USDT" closing at 1
      And the server sends at 6000 the best bid/ask "SPOT_BTC_USDT" bid 1 x 1 ask 2 x 1
      And the next frame is drawn
      Then the state's updateTime is 5000 and its booUpdateTime 6000

    Scenario: A burst of frames is applied in one action per animation frame
      Given the socket is open
      And the ticker list is being observed
      When the server sends 500 best bid/ask frames for "SPOT_BTC_USDT" ending with the bid 777
      Then the ticker list has not changed yet
      When the next frame is drawn
      Then the ticker list changed once
      And "SPOT_BTC_USDT" has the best bid "777" x "1" and the best ask "778" x "1"

  Rule: Price display

    Scenario Outline: Home widgets round prices down: WOO/USDT to 4 decimals, others to 2
      Then the home widget shows <price> of "<symbol>" as "<shown>"

      Examples:
        | symbol        | price               | shown     |
        | SPOT_WOO_USDT | 0.123456789         | 0.1234    |
        | SPOT_WOO_USDT | 0.09                | 0.0900    |
        | SPOT_BTC_USDT | 65000.999           | 65,000.99 |
        | PERP_WOO_USDT | 0.123456            | 0.12      |
        | SPOT_ETH_USDT | 0.30000000000000004 | 0.30      |

    Scenario Outline: Bid and ask quantities show 2 decimals, rounded down
      Then the quantity <size> is shown as "<shown>"

      Examples:
        | size    | shown    |
        | 1.239   | 1.23     |
        | 1234.5  | 1,234.50 |
        | 0.00999 | 0.00     |

    Scenario Outline: On the markets pages the instrument's tick sets the precision
      Given the instrument info gives "<symbol>" the quote tick <tick>
      And the socket is open
      And the server has sent the tickers "<symbol>" closing at <close>
      When the markets page loads
      Then the markets page shows "<symbol>" at "<shown>"

      Examples:
        | symbol         | tick    | close            | shown         |
        | SPOT_WOO_USDT  | 0.00001 | 0.0912349        | 0.09123       |
        | SPOT_BTC_USDT  | 0.1     | 65000.99         | 65,000.9      |
        | SPOT_PEPE_USDT | 1e-9    | 0.0000123456789  | 0.000012345   |
        | SPOT_SHIB_USDT | 1e-7    | 1.7e-5           | 0.0000170     |
