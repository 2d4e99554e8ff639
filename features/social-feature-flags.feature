Feature: Feature flags switch sections of the social pages on and off
  The exchange's `public/features` (signed out) and `private/features` (signed in, with the member's own overrides) say
  which sections show: the leaderboard's volume ranking, a profile's portfolio, the follow button, Twitter linking,
  the copy-trading entry and the strategies page. Every flag is on unless the exchange says otherwise; a flag the app
  does not know is ignored; when the call fails, the defaults stay.

  Scenario: Every flag is on by default
    When a visitor's feature flags load
    Then the features "leaderboard.volume, profile.portfolio, profile.follow, social.twitter, social.copyTrading, social.strategies" are on
    And the last feature call was "public/features"

  Scenario: A flag switched off for everyone is off for visitors and members
    Given the exchange switches "leaderboard.volume" off
    When a visitor's feature flags load
    Then the feature "leaderboard.volume" is off
    When the member's feature flags load
    Then the feature "leaderboard.volume" is off
    And the last feature call was "private/features"

  Scenario: A feature launched for one member only
    Given the exchange switches "social.strategies" off
    And the exchange switches "social.strategies" on for the member
    When a visitor's feature flags load
    Then the feature "social.strategies" is off
    When the member's feature flags load
    Then the feature "social.strategies" is on

  Scenario: Unknown flags are ignored and a failed call keeps the defaults
    Given the exchange switches "some.future.flag" off
    When a visitor's feature flags load
    Then the features "leaderboard.volume, profile.follow" are on
    Given the feature call fails
    When the member's feature flags load
    Then the features "leaderboard.volume, profile.follow" are on

  Scenario: Flags load once per sign-in state
    When a visitor's feature flags load
    And a visitor's feature flags load
    And the member's feature flags load
    Then the feature calls were "public/features, private/features"
