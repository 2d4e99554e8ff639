Feature: Session and unauthorized handling
  Logged-in state is taken from the authorization cookie. On -1001 or -1002 from any call the app
  removes the authorization cookie and the stored user id, which logs the user out.

  Scenario: No authorization cookie means logged out
    When the app reads the session
    Then the visitor is logged out
    And no account call was made

  Scenario: A valid authorization cookie loads the account
    Given the authorization cookie holds "token-abc" for user "10001"
    And the exchange knows the account of user "10001" with alias "satoshi"
    When the app reads the session
    Then the user is logged in as "satoshi"
    And the account call carried the bearer token "token-abc"

  Scenario Outline: <code> from any call logs the user out
    Given the authorization cookie holds "token-abc" for user "10001"
    And the exchange knows the account of user "10001" with alias "satoshi"
    And the app has read the session
    When a call to the tenant configuration answers <code>
    Then the authorization cookie is removed
    And the stored user id is removed
    And the visitor is logged out
    And an error toast says "<message>"

    Examples:
      | code  | message                                               |
      | -1001 | Your session is no longer valid. Please log in again. |
      | -1002 | Your session has expired. Please log in again.        |

  Scenario Outline: Other errors keep the session
    Given the authorization cookie holds "token-abc" for user "10001"
    And the exchange knows the account of user "10001" with alias "satoshi"
    And the app has read the session
    When a call to the tenant configuration answers <code>
    Then the authorization cookie still holds "token-abc"
    And the user is logged in as "satoshi"

    Examples:
      | code  |
      | -1000 |
      | -1003 |
      | -1005 |
      | -1006 |

  Scenario: An expired cookie at start-up logs out quietly
    Given the authorization cookie holds "stale-token" for user "10001"
    And the exchange rejects the account call with -1002
    When the app reads the session
    Then the visitor is logged out
    And the authorization cookie is removed

  Scenario: A busy or unreachable exchange at start-up does not log out: the account is asked again
    Given the authorization cookie holds "token-abc" for user "10001"
    And the account call answers HTTP 503 once, then the account of user "10001" with alias "satoshi"
    When the app reads the session
    Then the session is still being read
    And the authorization cookie still holds "token-abc"
    When the app waits 999 ms
    Then the session is still being read
    When the app waits 1 ms
    Then the user is logged in as "satoshi"
    And the account was asked 2 times

  Scenario: While the exchange cannot be reached the session says why, and trying again asks at once
    Given the authorization cookie holds "token-abc" for user "10001"
    And the account call answers HTTP 503 once, then the account of user "10001" with alias "satoshi"
    When the app reads the session
    Then the session is still being read
    And the session waits to try again in 1000 ms after "NETWORK.SERVER_ERROR"
    When the member asks to try again now
    Then the user is logged in as "satoshi"
    And the account was asked 2 times
    And the session waits for nothing
    When the app waits 1000 ms
    Then the account was asked 2 times
