Feature: Identity and the exchange session
  Sign-in goes through the auth provider (Firebase); /login exchanges the Firebase ID token for an exchange
  session token kept in the authorization cookie. Social sign-in hands off through a cookie.

  Background:
    Given the exchange issues session "session-1" for user "10001" expiring in 3600 seconds
    And the exchange knows the account of user "10001" with alias "satoshi"

  Scenario: Registering with email and password logs in with an exchange session
    When the visitor registers with "neo@example.com" and password "secret-42"
    Then the user is logged in as "satoshi"
    And the authorization cookie still holds "session-1"
    And the exchange login call received the ID token "id-token-neo@example.com"
    And the token sync received "POST id-token-neo@example.com"

  Scenario Outline: The password policy refuses a weak password with its message
    Given the server's password policy asks for at least <min> characters
    When the visitor registers with "neo@example.com" and password "<password>"
    Then the password field says "<message>"
    And the visitor is not registered

    Examples:
      | min | password | message                                   |
      | 6   | abc      | Password must be at least 6 characters.   |
      | 10  | secret-42 | Password must be at least 10 characters. |

  Scenario: A wrong password is shown on the password field
    Given a Firebase user "neo@example.com" with password "secret-42"
    When the visitor logs in with "neo@example.com" and password "wrong-one"
    Then the password field says "Incorrect email or password."
    And the visitor is logged out

  Scenario: Log out clears the cookie and the user id and signs out of Firebase
    Given the visitor has logged in with Google
    When the user logs out
    Then the authorization cookie is removed
    And the stored user id is removed
    And the visitor is logged out
    And the auth provider was signed out
    And the token sync received "DELETE id-token-google-gina"

  Scenario: A session token counts as expired 30 s before its real expiry
    Given the visitor has logged in with Google
    When the clock moves on 3569 seconds
    Then the user is logged in as "satoshi"
    When the clock moves on 1 second
    Then the visitor is logged out
    And the authorization cookie is removed
    And an error toast says "Your session has expired. Please log in again."

  Scenario: A session already inside the margin at start-up is logged out
    Given the authorization cookie holds "session-1" for user "10001"
    And the stored session expires in 20 seconds
    When the app reads the session
    Then the visitor is logged out

  Scenario Outline: <code> from an identity call logs the user out with a toast
    Given the visitor has logged in with Google
    And the cool-name call answers <code>
    When the header reloads the cool name
    Then the visitor is logged out
    And the authorization cookie is removed
    And an error toast says "<message>"

    Examples:
      | code  | message                                               |
      | -1001 | Your session is no longer valid. Please log in again. |
      | -1002 | Your session has expired. Please log in again.        |

  Scenario Outline: Main accounts show the cool name, other accounts the alias
    Given the exchange knows the account of user "10001" with alias "satoshi" and main <main>
    And the cool name of the account is "<coolName>"
    When the visitor has logged in with Google
    Then the header shows "<shown>"

    Examples:
      | main  | coolName | shown   |
      | true  | neo_one  | neo_one |
      | false | neo_one  | satoshi |
      | true  |          | satoshi |

  Scenario: The cool name is cached for 60 seconds
    Given the cool name of the account is "neo_one"
    And the visitor has logged in with Google
    When the header reloads the cool name
    And the header reloads the cool name
    Then the cool-name call was made 1 time
    And the cool-name query stays fresh for 60 seconds

  Scenario Outline: EU status comes from the account, or before login from IP info
    Given the IP-info call says eu <ipEu>
    And the exchange knows the account of user "10001" with alias "satoshi" and eu <accountEu>
    And the login state is "<state>"
    Then the EU status is <expected>
    And the markets pages mark perpetual futures <perpetuals>

    Examples:
      | ipEu  | accountEu | state      | expected | perpetuals  |
      | true  | false     | logged out | true     | unavailable |
      | false | true      | logged out | false    | offered     |
      | true  | false     | logged in  | false    | offered     |
      | false | true      | logged in  | true     | unavailable |

  Scenario: A cancelled popup request is only logged
    Given the auth provider fails the next sign-in with "auth/cancelled-popup-request"
    When the visitor signs in with Google from "/"
    Then no toast was shown
    And no social-login cookie is written

  Scenario Outline: Other sign-in errors get the generic toast
    Given the auth provider fails the next sign-in with "<code>"
    When the visitor signs in with Google from "/"
    Then an error toast says "Sign-in failed. Please try again."

    Examples:
      | code                                         |
      | auth/popup-blocked                           |
      | auth/unauthorized-domain                     |
      | auth/account-exists-with-different-credential |
