Feature: Interface language
  The interface is offered in eight languages. A switch acts only on a supported code; the choice is
  kept in the language cookie and the document's lang attribute follows the active locale.

  Scenario Outline: Switching to a supported language
    When the visitor switches the language to "<code>"
    Then the active language is "<code>"
    And the document language is "<tag>"
    And the language cookie holds "<code>"
    And the navigation label for markets reads "<markets>"

    Examples:
      | code    | tag     | markets |
      | en      | en      | Markets |
      | zh      | zh-TW   | 市場    |
      | zh-Hans | zh-Hans | 市场    |
      | ru      | ru      | Рынки   |
      | pt      | pt-BR   | Mercados |
      | ukr     | uk-UA   | Ринки   |
      | vn      | vi-VN   | Thị trường |
      | es      | es-ES   | Mercados |

  Scenario Outline: An unsupported code changes nothing
    Given the visitor has switched the language to "es"
    When the visitor switches the language to "<code>"
    Then the switch is refused as an unsupported language
    And the active language is "es"
    And the document language is "es-ES"
    And the language cookie holds "es"

    Examples:
      | code  |
      | fr    |
      | uk    |
      | EN    |
      | zh-TW |
      |       |

  Scenario: The saved choice wins at start-up
    Given the saved language cookie holds "ru"
    And the browser prefers "es-ES, en"
    When the app starts
    Then the active language is "ru"
    And the document language is "ru"

  Scenario: Without a saved choice the browser's language is used
    Given the browser prefers "vi-VN, en"
    When the app starts
    Then the active language is "vn"
    And the document language is "vi-VN"
    And the language cookie is empty

  Scenario: An unsupported browser language falls back to English
    Given the browser prefers "fr-FR, de"
    When the app starts
    Then the active language is "en"
    And the document language is "en"
