Feature: Tracking consent
  The preference (yes, no, unset) is kept under network-allow-analytics. Only with yes do events go to the
  tag manager and analytics, each carrying platform desktop, userId, language and deviceId.

  Scenario Outline: Only consent lets events out and starts the scripts
    Given the tracking preference is <preference>
    When the visitor views the page "/markets"
    Then the tag manager received <count> events
    And analytics received <count> events
    And the third-party scripts are <started>

    Examples:
      | preference | count | started     |
      | unset      | 0     | not started |
      | no         | 0     | not started |
      | yes        | 1     | started     |

  Scenario: The banner asks while the preference is unset
    Given the tracking preference is unset
    Then the consent banner is shown
    When the visitor accepts tracking
    Then the consent banner is hidden
    And the tracking preference is stored as "yes"

  Scenario: Every event carries platform, userId, language and deviceId
    Given the tracking preference is yes
    And the authorization cookie holds "session-1" for user "10001"
    And the visitor has switched the language to "pt"
    When the visitor views the page "/trade"
    Then the last tag manager event is "page_view" with platform "desktop", userId "10001", language "pt" and deviceId "device-fp-1"

  Scenario: Switching tracking off in the settings stops the events
    Given the tracking preference is yes
    When the user switches tracking off in the settings
    And the visitor views the page "/earn"
    Then the tag manager received 0 events
    And the tracking preference is stored as "no"

  Scenario: Sign-in is tracked with consent
    Given the tracking preference is yes
    And the exchange issues session "session-1" for user "10001" expiring in 3600 seconds
    And the exchange knows the account of user "10001" with alias "satoshi"
    When the visitor has logged in with Google
    Then the tag manager received a "login" event
