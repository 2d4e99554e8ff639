Feature: API keys for a member's own programs
  A member creates keys on /account/api-management with a label, permissions (Read always, Trade and Withdraw when
  chosen) and an IP allow-list of IPv4 or IPv6 addresses or CIDR blocks. The secret is shown once. A key without an IP
  list expires 90 days after it was made. An account holds at most 20 keys. The exchange accepts calls signed with a
  key: an HMAC-SHA256 of timestamp, method, path and body, within 5 seconds of its clock, from an allowed address,
  within the key's permissions.

  Background:
    Given a member signed in on the API management page

  Scenario: Creating a key shows its secret once
    When the member creates a key "trading bot" with Trade allowed from "203.0.113.7, 2001:db8::/32"
    Then the secret dialog shows the new key and its secret
    And the key "trading bot" is listed with permissions Read, Trade and IPs "203.0.113.7, 2001:db8::/32"
    And the key "trading bot" does not expire
    When the member closes the secret dialog
    Then the secret is no longer held by the page

  Scenario: A key without an IP list expires after 90 days
    When the member creates a key "anywhere" with Trade allowed from ""
    Then the key "anywhere" expires in 90 days
    When 89 days pass for the keys
    Then the key "anywhere" expires in 1 days
    When 1 days pass for the keys
    Then the key "anywhere" has expired

  Scenario Outline: Bad input gets a field message and creates nothing
    When the member creates a key "<label>" with Trade allowed from "<ips>"
    Then the form shows the problem "<problem>"
    And no key was asked of the exchange

    Examples:
      | label       | ips                  | problem                                                 |
      |             | 127.0.0.1            | Enter a label                                           |
      | bot         | 300.1.1.1            | 300.1.1.1 is not an IPv4 or IPv6 address or CIDR block  |
      | bot         | 10.0.0.1, 10.0.0.1   | 10.0.0.1 is listed twice                                |
      | bot         | 1.2.3.4/33           | 1.2.3.4/33 is not an IPv4 or IPv6 address or CIDR block |
      | bot <b>     | ::1                  | Use letters, digits, spaces, dots, dashes and underscores only |

  Scenario: The cap of keys
    Given the member already holds 20 keys
    Then the member cannot create another key

  Scenario: Editing a key's IP list ends its expiry; deleting removes it
    When the member creates a key "anywhere" with Trade allowed from ""
    And the member sets the IPs of "anywhere" to "192.168.1.0/24"
    Then the key "anywhere" does not expire
    When the member deletes the key "anywhere"
    Then no key is listed

  Scenario Outline: What a signed call needs
    Then a <method> of "<path>" needs the <permission> permission

    Examples:
      | method | path                                  | permission |
      | GET    | /v3/trade/orders?symbol=SPOT_BTC_USDT | READ       |
      | POST   | /v3/trade/order                       | TRADE      |
      | DELETE | /v3/trade/order?orderId=1             | TRADE      |
      | POST   | /v3/asset/withdraw                    | WITHDRAWAL |
      | POST   | /v3/asset/wallet/withdraw             | WITHDRAWAL |
      | DELETE | /v3/asset/wallet/withdraw?withdrawId=1 | WITHDRAWAL |

  Scenario: What is signed
    Then the signed text of POST "/v3/trade/order" at 1649920583000 with body '{"symbol":"SPOT_BTC_USDT"}' is '1649920583000POST/v3/trade/order{"symbol":"SPOT_BTC_USDT"}'
    And a timestamp 5000 ms from the exchange's clock is accepted, and 5001 ms is not

  Scenario Outline: Which addresses a key allows
    Then a key allowing "<list>" <verdict> a call from <client>

    Examples:
      | list           | verdict  | client          |
      |                | allows   | 198.51.100.1    |
      | 127.0.0.1      | allows   | ::ffff:127.0.0.1 |
      | 127.0.0.1      | refuses  | 127.0.0.2       |
      | 10.0.0.0/8     | allows   | 10.20.30.40     |
      | 2001:db8::/32  | allows   | 2001:db8::7     |
      | 2001:db8::/32  | refuses  | 2001:db9::7     |
