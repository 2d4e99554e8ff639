Feature: A sign-in refused by the exchange's rate limit says how long to wait
  The exchange takes at most ten sign-ins (POST /usercenter/login) a minute from one address and answers HTTP 429
  with Retry-After beyond that. The login form says how long to wait, counting down, and keeps what was typed.

  Background:
    Given the exchange knows the account of user "10001" with alias "satoshi"
    And a Firebase user "neo@example.com" with password "secret-42"

  Scenario: The wait comes from Retry-After and counts down; no toast, nobody signed in
    Given the exchange refuses sign-ins for its rate limit with Retry-After "42"
    When the visitor logs in with "neo@example.com" and password "secret-42"
    Then the login form says "Too many sign-in attempts. Try again in 42 seconds."
    And the login form can not be sent
    And no toast was shown
    And the visitor is logged out
    When the clock moves on 30 seconds
    Then the login form says "Too many sign-in attempts. Try again in 12 seconds."
    When the clock moves on 12 seconds
    Then the login form says nothing about the rate limit
    And the login form can be sent

  Scenario: Without Retry-After the wait is the limit's minute; a later sign-in goes through
    Given the exchange refuses sign-ins for its rate limit without Retry-After
    When the visitor logs in with "neo@example.com" and password "secret-42"
    Then the login form says "Too many sign-in attempts. Try again in 60 seconds."
    Given the exchange issues session "session-1" for user "10001" expiring in 3600 seconds
    When the clock moves on 60 seconds
    And the visitor logs in with "neo@example.com" and password "secret-42"
    Then the user is logged in as "satoshi"
    And the login form says nothing about the rate limit

  Scenario: The second step of a sign-in says the same
    Given the exchange refuses sign-ins for its rate limit with Retry-After "9"
    When the visitor asks for a sign-in code on "+15555550123"
    And the visitor types the phone code sent to "+15555550123"
    Then the sign-in step says "Too many sign-in attempts. Try again in 9 seconds."
