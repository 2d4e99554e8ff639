Feature: Toasts
  Toast messages (success, warning, error) appear at the top for 3 seconds, at most 3 at once.

  Scenario: At most three toasts at once
    When the app shows the error toasts "one", "two", "three" and "four"
    Then the visible toasts are "two", "three" and "four"

  Scenario: A toast disappears after 3 seconds
    When the app shows a success toast "saved"
    And 2999 milliseconds pass
    Then the visible toasts are "saved"
    When 1 millisecond passes
    Then no toast is visible

  Scenario: Toasts shown at different times expire in turn
    When the app shows a warning toast "first"
    And 2000 milliseconds pass
    And the app shows a warning toast "second"
    And 1000 milliseconds pass
    Then the visible toasts are "second"
