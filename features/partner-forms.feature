Feature: Partner application forms
  Brokers and designated market makers apply on the public site. The form says exactly what is wrong with
  each field, sends only a valid application, and never loses what the visitor typed.

  Scenario: An empty broker form names every required field and sends nothing
    Given the visitor opens the broker form
    When they submit the form
    Then the field "companyName" says "Required"
    And the field "contactName" says "Required"
    And the field "email" says "Required"
    And the field "country" says "Required"
    And the field "clientCount" says "Choose one option"
    And the field "consent" says "Please accept the privacy policy to continue"
    And no application was sent

  Scenario: Malformed contact details are reported field by field
    Given the visitor opens the broker form
    When they fill in the broker form with valid answers
    And they fill in:
      | field    | value             |
      | email    | anna@             |
      | website  | ftp://example.com |
      | telegram | @ab               |
    And they submit the form
    Then the field "email" says "Enter a valid email address, like name@company.com"
    And the field "website" says "Enter a full web address starting with https://"
    And the field "telegram" says "A Telegram handle has 5 to 32 letters, digits or underscores"
    And no application was sent

  Scenario: A market maker must name its markets and a volume above the programme minimum
    Given the visitor opens the market maker form
    When they fill in the market maker form with valid answers
    And they choose no markets
    And they fill in:
      | field            | value     |
      | monthlyVolumeUsd | 1,000,000 |
    And they submit the form
    Then the field "markets" says "Choose at least one market"
    And the field "monthlyVolumeUsd" says "The programme starts at 5,000,000 USD of monthly volume"
    When they fill in:
      | field            | value  |
      | monthlyVolumeUsd | lots   |
    Then the field "monthlyVolumeUsd" says "Enter an amount in USD, like 25000000"

  Scenario: A field error disappears as soon as the visitor corrects it
    Given the visitor opens the broker form
    When they submit the form
    And they fill in:
      | field       | value       |
      | companyName | Andes Forex |
    Then the field "companyName" has no error
    And the field "email" says "Required"

  Scenario: A valid broker application is sent, confirmed and the draft forgotten
    Given the visitor opens the broker form
    When they fill in the broker form with valid answers
    And they fill in:
      | field    | value            |
      | telegram | @andes_forex     |
      | email    | anna@andes.com   |
    And they submit the form
    Then the exchange received a broker application from "anna@andes.com" with telegram "andes_forex"
    And a success toast says "Thank you. Our partnerships team will reply within two business days."
    And the form shows it was sent
    And no draft is kept for the broker form

  Scenario: A server error keeps every answer, and a second try succeeds
    Given the visitor opens the market maker form
    And the exchange will fail the next application with "NETWORK.SERVER_ERROR"
    When they fill in the market maker form with valid answers
    And they submit the form
    Then an error toast says "Your application was not sent (The exchange is having trouble. Please try again shortly.). Your answers are kept, please try again."
    And the field "companyName" still holds "Kestrel Liquidity"
    And the form is still open for editing
    When they submit the form
    Then the exchange received a market maker application from "desk@kestrel.io" with telegram ""
    And a success toast says "Thank you. Our market-making desk will reply within five business days."

  Scenario: A reload restores the draft
    Given the visitor opens the broker form
    When they fill in:
      | field       | value       |
      | companyName | Andes Forex |
      | country     | Peru        |
    And they reload the page
    Then the field "companyName" still holds "Andes Forex"
    And the field "country" still holds "Peru"
