Feature: The exchange simulator refuses the attacks on its money paths
  The simulator is the exchange the app and API clients talk to, so its security rules are the exchange's: a call's
  permission is decided on the route the server matched, whatever the spelling of its path; a family of accounts is
  one security subject; security settings change only with the second factor; and each wrong try is counted before
  it is checked. Every refusal carries the exchange's error code and moves nothing.

  Background:
    Given an exchange simulator with a member holding 10000 USDT

  Rule: one canonical path (ADR 0023)

    Scenario Outline: a trade-only key cannot withdraw through another spelling of the withdraw path
      Given the member has an API key allowed to read and trade
      When the key withdraws 20 USDT through "<path>"
      Then the call is refused with code <code>
      And the member still holds 10000 USDT with nothing frozen

      Examples:
        | path                               | code  |
        | /v3/asset/wallet/withdraw          | -1002 |
        | /v3/asset/wallet/with%64raw        | -1002 |
        | /v3/asset/%77allet/withdraw        | -1002 |
        | /v3/asset/wallet/withdraw/         | -1002 |
        | /v3/asset/wallet%2Fwithdraw        | -1006 |

    Scenario: the control surface asks its secret however its path is spelt
      When someone without the control secret calls "/%5F_control/sessions"
      Then the control call is refused with HTTP 403

  Rule: the family is one security subject (ADR 0024)

    Scenario: a sub-account cannot withdraw the funds moved into it
      Given the member has turned 2FA on
      And the member has moved 500 USDT to a new sub-account and switched to it
      When the sub-account withdraws 100 USDT
      Then the call is refused with code -1009
      And the sub-account still holds 500 USDT with nothing frozen
      And the main account's security activity shows the switch

  Rule: security settings change only with the second factor

    Scenario: whitelist mode is not turned off with the session alone
      Given the member has turned 2FA on
      And the member's whitelist mode is on
      When the member turns whitelist mode off without a code
      Then the call is refused with code -1005
      And whitelist mode is still on
      When the member turns whitelist mode off with a current code
      Then whitelist mode is off

  Rule: each wrong try is counted before it is checked

    Scenario: thirty wrong trade passwords at once are judged one by one
      Given the member has a trade password
      When thirty wrong trade passwords are checked at once
      Then 4 of them are refused as wrong and the rest find the lock
