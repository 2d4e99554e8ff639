Feature: Multi-factor, phone and email-link sign-in
  The calls "multi-factor enrollment start and finalize", "sign-in start and finalize", `sendVerificationCode`,
  `signInWithPhoneNumber`, `signInWithEmailLink`; `multi-factor-auth-required` opens a second step (choose
  a factor, send a code, enter it) instead of a generic toast, and ends with the exchange session as any sign-in.

  Background:
    Given the exchange issues session "session-1" for user "10001" expiring in 3600 seconds
    And the exchange knows the account of user "10001" with alias "satoshi"

  Scenario: A password sign-in of an account with a second factor asks for it instead of a toast
    Given a Firebase user "mia@example.com" with password "secret-42" and the SMS factor "+15555550100"
    When the visitor logs in with "mia@example.com" and password "secret-42"
    Then the second step offers the factor "•••• 0100" with the phone "+*******0100"
    And no toast was shown
    And the visitor is logged out

  Scenario: The second step sends a code to the chosen factor and a right code signs in
    Given a Firebase user "mia@example.com" with password "secret-42" and the SMS factor "+15555550100"
    And the visitor logs in with "mia@example.com" and password "secret-42"
    When the visitor sends the code to the first factor
    And the visitor enters the code that was sent to "+15555550100"
    Then the user is logged in as "satoshi"
    And the exchange login call received the ID token "id-token-mia@example.com"

  Scenario: A Google sign-in of an account with a second factor asks for it on the login page, then goes on
    Given the Google account "google-gina" has the SMS factor "+15555550100"
    When the visitor signs in with Google from "/wallet"
    Then the browser goes to "/login?redirect=%2Fwallet"
    And the second step offers the factor "•••• 0100" with the phone "+*******0100"
    And no toast was shown
    And no social-login cookie is written
    When the visitor sends the code to the first factor
    And the visitor enters the code that was sent to "+15555550100"
    Then the user is logged in as "satoshi"
    And the exchange login call received the ID token "id-token-google-gina"

  Scenario: A wrong second-factor code stays on the step with the code field's message
    Given a Firebase user "mia@example.com" with password "secret-42" and the SMS factor "+15555550100"
    And the visitor logs in with "mia@example.com" and password "secret-42"
    When the visitor sends the code to the first factor
    And the visitor enters the code "999999"
    Then the code field says "The code is not right. Check the SMS and try again."
    And the visitor is logged out

  Scenario Outline: A code must be 6 digits before it is checked
    Given a Firebase user "mia@example.com" with password "secret-42" and the SMS factor "+15555550100"
    And the visitor logs in with "mia@example.com" and password "secret-42"
    When the visitor sends the code to the first factor
    And the visitor enters the code "<code>"
    Then the code field says "Enter the 6-digit code."

    Examples:
      | code    |
      | 12345   |
      | 12a456  |
      | 1234567 |

  Scenario: Enrolling a phone needs a verified email first; the card offers the verification email
    Given the signed-in Firebase user "neo@example.com" whose email is not verified
    When the holder adds the phone "+1 555 555 0199" as a second factor
    Then the second-factor card says "Verify your email address before adding a second factor."
    When the holder asks for the verification email
    Then a verification email went to "neo@example.com"

  Scenario: Enrolling a phone (start, SMS code, finalize) lists it and the exchange records it
    Given the signed-in Firebase user "neo@example.com" whose email is verified
    When the holder adds the phone "+1 (555) 555-0199" as a second factor
    Then an SMS code went to "+15555550199"
    When the holder confirms with the code sent to "+15555550199" naming it "Work phone"
    Then the second factors are "Work phone"
    And the exchange recorded "ENROLL Work phone"

  Scenario: A phone that is not in international format is refused before any SMS
    Given the signed-in Firebase user "neo@example.com" whose email is verified
    When the holder adds the phone "555 0199" as a second factor
    Then the phone field says "Enter the number in international format, starting with +."
    And no SMS was sent

  Scenario: Removing a factor turns the second step off, and the exchange records it
    Given the signed-in Firebase user "neo@example.com" whose email is verified
    And the holder has the second factor "+15555550199" named "Work phone"
    When the holder removes the second factor "Work phone"
    Then the second factors are ""
    And the exchange recorded "UNENROLL Work phone"

  Scenario: Phone sign-in sends a code behind the invisible reCAPTCHA and signs in with it
    When the visitor asks for a sign-in code on "+44 7700 900123"
    Then an SMS code went to "+447700900123"
    When the visitor enters the phone code sent to "+447700900123"
    Then the user is logged in as "satoshi"

  Scenario: An email sign-in link opened on the same device signs in at once
    When the visitor asks for a sign-in link to "ada@example.com"
    Then the login card says a link was sent to "ada@example.com"
    When the visitor opens the sign-in link sent to "ada@example.com" on this device
    Then the user is logged in as "satoshi"
    And the exchange login call received the ID token "id-token-ada@example.com"

  Scenario: An email sign-in link opened on another device asks for the address first
    Given a sign-in link was sent to "ada@example.com" from another device
    When the visitor opens the sign-in link sent to "ada@example.com" on this device
    Then the login card asks for the email address
    When the visitor confirms the address "ada@example.com"
    Then the user is logged in as "satoshi"

  Scenario: In the local environment the login card links to the emulator's codes
    Then the developer links are "http://127.0.0.1:9099/emulator/v1/projects/demo-exchange/verificationCodes" and "http://127.0.0.1:9099/emulator/v1/projects/demo-exchange/oobCodes"
