Feature: Identity verification
  A member verifies their identity: name, date of birth, country from the region list, a document type and a photo
  or scan of the document. The application waits for the review (5 seconds in the simulator; the page asks every
  2 seconds, so it shows the decision at the first ask after 5 seconds: 6 seconds), then the member is on
  level 1, or rejected with the reason and free to apply again. Nothing is sent while a field has a problem.

  Background:
    Given a member signed in to the identity-verification page on 2026-11-22

  Scenario: A new member is on level 0 and may apply
    Then the verification status is "NONE" on level 0
    And the application form is offered

  Scenario: An application is reviewed and approved; the page asks again by itself
    When the member fills in "Ada", "Lovelace", born "1990-05-17", in "GB", with a "PASSPORT" of 20480 bytes as "image/png"
    And the member submits the application
    Then the verification status is "PENDING" on level 0
    And the application form is not offered
    When the member keeps the page open for 4 seconds
    Then the verification status is "PENDING" on level 0
    When the member keeps the page open for 2 seconds
    Then the verification status is "APPROVED" on level 1

  Scenario: A document under 10 KB is rejected with its reason, and the member applies again
    When the member fills in "Ada", "Lovelace", born "1990-05-17", in "GB", with a "PASSPORT" of 10239 bytes as "image/png"
    And the member submits the application
    And the member keeps the page open for 6 seconds
    Then the verification status is "REJECTED" on level 0
    And the rejection's reason is "unreadableDocument"
    And the application form is offered

  Scenario Outline: A field with a problem is named and nothing is sent
    When the member fills in "<first>", "Lovelace", born "<born>", in "<country>", with a "<document>" of <bytes> bytes as "<type>"
    And the member submits the application
    Then the field "<field>" shows the problem "<problem>"
    And nothing was sent for review

    Examples:
      | first | born       | country | document | bytes    | type       | field        | problem           |
      |       | 1990-05-17 | GB      | PASSPORT | 20480    | image/png  | firstName    | required          |
      | Ada1  | 1990-05-17 | GB      | PASSPORT | 20480    | image/png  | firstName    | nameChars         |
      | Ada   | 2008-11-23 | GB      | PASSPORT | 20480    | image/png  | birthDate    | tooYoung          |
      | Ada   | 2001-02-29 | GB      | PASSPORT | 20480    | image/png  | birthDate    | dateFormat        |
      | Ada   | 1990-05-17 | US      | PASSPORT | 20480    | image/png  | country      | restrictedCountry |
      | Ada   | 1990-05-17 | GB      | SELFIE   | 20480    | image/png  | documentType | documentType      |
      | Ada   | 1990-05-17 | GB      | PASSPORT | 20480    | image/gif  | document     | documentFormat    |
      | Ada   | 1990-05-17 | GB      | PASSPORT | 5242881  | image/png  | document     | documentTooLarge  |

  Scenario: A member born 18 years ago today may apply
    When the member fills in "Ada", "Lovelace", born "2008-11-22", in "GB", with a "ID_CARD" of 20480 bytes as "image/jpeg"
    And the member submits the application
    Then the verification status is "PENDING" on level 0

  Scenario: An EU country shows the EU rules
    When the member chooses the country "DE"
    Then the EU rules are shown
    When the member chooses the country "GB"
    Then the EU rules are not shown

  Scenario: The exchange does not answer: every answer is kept
    Given the exchange cannot be reached for identity verification
    When the member fills in "Ada", "Lovelace", born "1990-05-17", in "GB", with a "PASSPORT" of 20480 bytes as "image/png"
    And the member submits the application
    Then the member is told the exchange did not answer
    And the form still holds "Ada" and "Lovelace"
