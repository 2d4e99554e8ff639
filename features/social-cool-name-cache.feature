Feature: The cool name is cached for 60 seconds
  Cool-name queries have a stale time of 60 s. The header reads the cool name from the exchange at most once a
  minute; a read within the minute is the cached one, the first read after it asks again. A saved name (typed, or the
  Twitter handle) drops the cached one at once (features/social-leaderboard.feature, features/social-twitter.feature).

  Background:
    Given the cool name of the account is "neo_one"
    And the member is signed in

  Scenario: The cool name is read from the exchange at most once a minute
    When the header reloads the cool name
    Then the cool-name call was made 1 time
    When 59 seconds of wall-clock time pass
    And the header reloads the cool name
    Then the cool-name call was made 1 time
    When 1 more second of wall-clock time passes
    And the header reloads the cool name
    Then the cool-name call was made 2 times
