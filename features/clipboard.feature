Feature: Copy to clipboard
  Clipboard copy shows 'Copied!' on success by default and 'Unable to copy!' on failure.

  Scenario: A successful copy
    When the user copies "0xABC123"
    Then the clipboard holds "0xABC123"
    And a success toast says "Copied!"

  Scenario: The browser refuses the copy
    Given the clipboard is unavailable
    When the user copies "0xABC123"
    Then an error toast says "Unable to copy!"

  Scenario: A caller's own messages replace the defaults
    When the user copies "REF-42" with the success message "Referral code copied"
    Then a success toast says "Referral code copied"

  Scenario: The default messages follow the language
    Given the visitor has switched the language to "es"
    When the user copies "0xABC123"
    Then a success toast says "¡Copiado!"
