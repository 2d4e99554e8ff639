Feature: Sign-in security: the 2FA code at sign-in, one device per browser, every security change told
  A member who turned 2FA on was promised that the code confirms sign-ins: the password (or provider) alone gives no
  session. A browser that signs in again is the same device. Every change of the account's security is told in the
  inbox's Security category, which cannot be turned off.

  Background:
    Given an exchange simulator where members sign in with their identity provider

  Scenario: with 2FA on, a sign-in waits for the code
    Given a member who turned 2FA on
    When the member signs in from the browser "laptop-browser-1"
    Then no session is granted yet
    When the member gives a wrong code
    Then the code is refused with "totp: wrong code (4 tries left)"
    When the member gives the right code
    Then the member is signed in with 2FA

  Scenario: five sign-ins from one browser are one device
    When the member signs in 5 times from the browser "laptop-browser-1"
    Then the member's device list shows 1 device

  Scenario: turning 2FA on and signing in from a new device are told in the Security inbox
    Given a member who turned 2FA on
    When the member signs in from the browser "phone-browser-22"
    And the member gives the right code
    Then the member's Security notifications tell "ENABLE_2FA" and "NEW_DEVICE_LOGIN"
