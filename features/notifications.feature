Feature: The notification inbox and the bell
  A signed-in member's notifications (trading, transfers, campaigns, announcements, security) are listed newest
  first, by category; the bell in the header counts the unread ones. Opening a notification marks it read; "Mark all
  as read" clears the count (of the chosen category only, when one is chosen). Each category but security can be
  turned off; a category turned off receives nothing.

  Background:
    Given the authorization cookie holds "token-abc" for user "10001"
    And the exchange knows the account of user "10001" with alias "ada"
    And the app reads the session
    And the exchange told them: an order filled, a deposit, a maintenance announcement and a new sign-in

  Scenario: The bell counts what is unread, the inbox lists it newest first
    When the member opens the inbox
    Then the bell shows "4"
    And the inbox lists "New sign-in, Scheduled maintenance, Deposit received, Order filled"
    And the categories count 1 trading, 1 transfers, 1 announcements and 1 security

  Scenario: Opening a notification marks it read, once
    When the member opens the inbox
    And the member opens the notification "Deposit received"
    And the member opens the notification "Deposit received"
    Then the bell shows "3"
    And the exchange was asked to mark 1 notification read

  Scenario: Mark all as read within a category leaves the others unread
    When the member opens the inbox
    And the member shows only "TRADING"
    And the member marks all as read
    Then the bell shows "3"
    When the member shows only "ALL"
    And the member marks all as read
    Then the bell shows nothing

  Scenario: A category turned off receives nothing; security stays on
    When the member opens the inbox
    And the member turns off "TRADING"
    And the member turns off "SECURITY"
    And the exchange tells them an order filled
    And the exchange tells them of a new sign-in
    Then the inbox lists "New sign-in, New sign-in, Scheduled maintenance, Deposit received, Order filled"
    And "TRADING" is off and "SECURITY" is on

  Scenario Outline: A maintenance announcement is told in the member's language with its window
    When the member opens the inbox
    Then in "<language>" the maintenance notification is titled "<title>" and names its start and end

    Examples:
      | language | title                    |
      | en       | Scheduled maintenance    |
      | es       | Mantenimiento programado |
      | zh-Hans  | 系统维护                 |

  Scenario Outline: A completed withdrawal is told in the member's language with the amount sent
    When the exchange tells them a withdrawal of "250" "USDT" completed
    And the member opens the inbox
    Then in "<language>" the withdrawal notification reads "<title>": "<body>"

    Examples:
      | language | title                | body                                                  |
      | en       | Withdrawal completed | 250.00 USDT was sent to the address you gave.         |
      | ru       | Вывод выполнен       | 250,00 USDT отправлено на указанный адрес.            |

  Scenario: A notification that arrives while the member is elsewhere is told by a toast
    When the member opens the inbox
    And the bell has read the count
    And the exchange tells them an order filled
    And the bell reads the count again
    Then the bell shows "5"
    And a success toast says "New notifications: 1"
