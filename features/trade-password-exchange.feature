Feature: The exchange refuses orders without the trade password when the member asked for it
  With "ask for the trade password when placing orders" on (it needs a trade password, and the password confirms the
  change), the exchange accepts a session's orders (and algo orders) only within 30 minutes of a right trade password
  check of that session (check_trade_pwd, or a right `tradePassword` in the order), else -1005 "tradePassword: …".
  Orders signed with an API key are not asked. Removing the trade password turns the setting off.

  Background:
    Given an exchange account with the trade password "Trade1234"

  Scenario: Off by default
    Then its order is accepted

  Scenario: On: refused outside the window, accepted for 30 minutes after a check
    When it turns asking the trade password on orders on with "Trade1234"
    And 31 minutes pass at the exchange
    Then its order is refused with -1005 "tradePassword: the trade password is required to place orders (asked when placing orders is on)"
    When it checks the trade password "Trade1234"
    Then its order is accepted
    When 30 minutes pass at the exchange
    Then its order is refused with -1005 "tradePassword: the trade password is required to place orders (asked when placing orders is on)"

  Scenario: A wrong password turns nothing on
    When it turns asking the trade password on orders on with "Wrong1234"
    Then the exchange answered -1005 "password: wrong password (4 tries left)"
    And 31 minutes pass at the exchange
    Then its order is accepted

  Scenario: Orders signed with an API key are not asked
    Given it holds an API key allowed to trade
    When it turns asking the trade password on orders on with "Trade1234"
    And 31 minutes pass at the exchange
    Then its order signed with the key is accepted

  Scenario: Removing the trade password turns the setting off
    When it turns asking the trade password on orders on with "Trade1234"
    And it removes the trade password "Trade1234"
    And 31 minutes pass at the exchange
    Then its order is accepted
