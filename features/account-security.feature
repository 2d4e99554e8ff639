Feature: Account security
  2FA by RFC 6238 with single-use recovery codes, a lock after 5 wrong codes, an anti-phishing code in every email,
  trade and withdraw passwords (the withdraw one's change locks withdrawals for 24 hours), and removing a device
  ends its session.

  Background:
    Given a security simulator
    And a signed-in account holder

  Scenario: 2FA is turned on with a code of the shown key and gives 10 recovery codes
    When I turn on 2FA with the current code of the key I was shown
    Then I hold 10 different recovery codes
    And a sensitive action needs a safe check

  Scenario: a recovery code works once
    Given 2FA is on
    When I set the anti-phishing code "Fish2024X" with recovery code 1
    Then the call succeeds
    When I set the anti-phishing code "Fish2025X" with recovery code 1
    Then it is refused with "recoveryCode: wrong recovery code (4 tries left)"

  Scenario: five wrong codes lock the check for 15 minutes
    Given 2FA is on
    When I send 5 wrong codes
    Then the last answer is -1003 "totp: wrong code; locked for 15 minutes"
    And a right code is refused with -1003
    When 15 minutes pass on the security clock
    Then a right code is accepted

  Scenario Outline: the anti-phishing code rule
    When I set the anti-phishing code "<code>"
    Then it is refused with "<message>"

    Examples:
      | code        | message                                     |
      | Fish202     | antiPhishingCode: must be 8-20 characters   |
      | fishcode1   | antiPhishingCode: needs an upper-case letter |
      | FishCodeX   | antiPhishingCode: needs a digit             |
      | Fish 2024   | antiPhishingCode: letters and digits only   |

  Scenario: every email after the anti-phishing code is set carries it
    When I set the anti-phishing code "Fish2024X"
    And I create the trade password "Trade1234"
    Then my latest email is "Trade password created" and starts with "Anti-phishing code: Fish2024X"

  Scenario: changing the withdraw password locks withdrawals for 24 hours
    When I create the withdraw password "Withdraw99"
    Then withdrawals are not locked
    When I change the withdraw password from "Withdraw99" to "Withdraw77"
    Then withdrawals are locked for 24 hours
    And the withdraw guard accepts "Withdraw77" and refuses "Withdraw99"

  Scenario: removing a device ends its session
    Given I am signed in on a second device
    When I remove the second device from the first
    Then the second device's session is refused
    And my security activity starts with "REMOVE_DEVICE"
