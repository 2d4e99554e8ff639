Feature: The language is saved to the account
  The language choice is saved to the account (switch_language) when logged in and applied at login; the
  cookie keeps it otherwise.

  Background:
    Given the exchange issues session "session-1" for user "10001" expiring in 3600 seconds

  Scenario: A logged-in user's choice is saved to the account and the cookie
    Given the exchange knows the account of user "10001" with alias "satoshi" and language "en"
    And the visitor has logged in with Google
    When the user switches the language to "ru"
    Then the account's language is saved as "ru"
    And the language cookie holds "ru"

  Scenario: A visitor's choice stays in the cookie only
    When the user switches the language to "es"
    Then no language call was made
    And the language cookie holds "es"

  Scenario: The account's language is applied at login
    Given the exchange knows the account of user "10001" with alias "satoshi" and language "vn"
    When the visitor has logged in with Google
    Then the active language is "vn"
    And the language cookie holds "vn"
    And no language call was made
