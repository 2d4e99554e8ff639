Feature: The 2FA step before API-key changes, and sub-accounts' keys
  When the account has 2FA on, creating a key, changing its IP allow-list and deleting it first ask for the
  authenticator's 6-digit code, as a withdrawal does; the code travels with the change and the exchange checks it
  (with the security centre's lock: 5 wrong codes lock it for 15 minutes). Without 2FA nothing is asked. A main
  account shows and creates the keys of each of its sub-accounts; a sub-account's key acts as that sub-account, and
  creating one needs 2FA on the main account.

  Background:
    Given a member signed in on the API management page

  Scenario: Without 2FA no code is asked
    When the member creates a key "bot" with Trade allowed from "10.0.0.1"
    Then no 2FA code was asked
    And the secret dialog shows the new key and its secret

  Scenario: With 2FA on, creating a key asks for the code and sends it with the creation
    Given the main account has 2FA on
    When the member starts creating a key "bot" with Trade allowed from "10.0.0.1"
    Then the page asks for the 2FA code to create the key
    And the page asked the exchange whether "API_KEY" actions need a code
    When the member confirms with the code "123456"
    Then the secret dialog shows the new key and its secret
    And the key changes carried the codes "create 123456"

  Scenario: Cancelling the code step changes nothing
    Given the main account has 2FA on
    When the member starts creating a key "bot" with Trade allowed from "10.0.0.1"
    And the member cancels the 2FA step
    Then no key was asked of the exchange
    And the create form is still open

  Scenario: A wrong code keeps the step open with the code and the problem under it, in the member's language
    Given the main account has 2FA on
    When the member starts creating a key "bot" with Trade allowed from "10.0.0.1"
    And the member confirms with the wrong code "000000"
    Then the 2FA step is still open with the code "000000"
    And under the code it reads "Wrong code. Attempts left: 4" and in Russian "Неверный код. Осталось попыток: 4"
    When the member cancels the 2FA step
    Then no key is listed
    And the create form is still open

  Scenario: Editing the IP list and deleting a key ask for the code too
    Given the member holds a key "bot"
    And the main account has 2FA on
    When the member starts setting the IPs of "bot" to "192.168.1.0/24"
    Then the page asks for the 2FA code to edit the key
    When the member confirms with the code "123456"
    Then the key "bot" does not expire
    When the member starts deleting the key "bot"
    Then the page asks for the 2FA code to delete the key
    When the member confirms with the code "123456"
    Then no key is listed
    And the key changes carried the codes "setIps 123456, remove 123456"

  Scenario: A main account creates and lists a sub-account's keys
    Given the member has a sub-account "Bots" on the API page
    And the main account has 2FA on
    When the member shows the keys of the sub-account "Bots"
    And the member starts creating a key "sub bot" with Trade allowed from "10.0.0.1"
    And the member confirms with the code "123456"
    Then the key "sub bot" belongs to the sub-account "Bots"
    When the member shows the keys of this account
    Then no key is listed

  Scenario: Without 2FA on the main account a sub-account's key is refused
    Given the member has a sub-account "Bots" on the API page
    When the member shows the keys of the sub-account "Bots"
    And the member creates a key "sub bot" with Trade allowed from "10.0.0.1"
    Then the page shows the refusal "subUserId: API keys of a sub-account need 2FA on the main account; turn it on in the security centre first"
