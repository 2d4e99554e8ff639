Feature: The trading app's platform: private routes, the status of unknown paths, and the signed-in header
  A private page sends a visitor who is not logged in to sign in first and brings them back to it, only ever to a
  page of this site. A path no route answers is a real 404. A signed-in user's header has a bell and a user menu.

  Scenario: A private page sends a visitor to sign in, with the way back
    Then a visitor opening "/account/security?tab=2fa#codes" is sent to "/login?redirect=%2Faccount%2Fsecurity%3Ftab%3D2fa%23codes"
    And a visitor opening "/trade/BTC_PERP" stays there

  Scenario Outline: Signing in returns only to a page of this site
    When the visitor signs in on "https://woo.example" with the redirect "<redirect>"
    Then they land on "<landing>"

    Examples:
      | redirect                          | landing                        |
      | /account/security                 | /account/security              |
      | /account/orders?symbol=SPOT_BTC_USDT | /account/orders?symbol=SPOT_BTC_USDT |
      | //evil.example                    | /                              |
      | /\evil.example                    | /                              |
      | https://evil.example/account      | /                              |
      | javascript:alert(1)               | /                              |
      | /login?redirect=/wallet           | /                              |
      |                                   | /                              |

  Scenario Outline: A document request for a path no route answers gets HTTP 404
    Then a page request for "<path>" answers <status>

    Examples:
      | path                     | status |
      | /                        | 200    |
      | /blog/find               | 200    |
      | /blog/some-article       | 200    |
      | /trade/PERP_BTC_USDT     | 200    |
      | /account/reward-center   | 200    |
      | /500                     | 200    |
      | /404                     | 404    |
      | /no-such-page            | 404    |
      | /markets/nope/deeper     | 404    |

  Scenario: The user menu of a signed-in user leads to the account's pages, and the bell counts unread notifications
    Given the authorization cookie holds "token-abc" for user "10001"
    And the exchange knows the account of user "10001" with alias "ada"
    And their inbox holds 3 notifications of which 1 is read
    When the app reads the session
    Then the bell shows "2"
    And every entry of the user menu opens a private page of the route table
    And the account centre's menu lists "account, accountSecurity, subAccounts, accountApi, accountIdentity, accountReferral, accountRewards, accountOrders, accountSpotMargin, accountSettings, convert, accountAudit"

  Scenario: A visitor who is not logged in has no bell count
    Given the exchange rejects the account call with -1001
    When the app reads the session
    Then the visitor is logged out
    And the bell shows nothing
