Feature: Earn: WOO staking, savings and the WOO holding tier
  A member stakes WOO for daily rewards (5 % a year plus the holding tier's boost); an unstake waits 7 days of
  unbonding, or is instant at a 5 % fee. Savings products pay interest once a day (compounding or not, as the product
  says); a fixed term is redeemed at maturity, or early losing the interest it was paid. The calculator estimates
  earnings; My WOO shows the tier of the 30-day daily average and the way to the next.

  Background:
    Given a member signed in to earn with 10000 USDT and 5000 WOO

  Scenario: Staking moves WOO from the wallet to the stake
    When the member stakes 3650 WOO
    Then the member has 3650 WOO staked and 1350 WOO available
    And the staking page says "Staked 3,650 WOO."

  Scenario: Staking more than is available is refused and changes nothing
    When the member stakes 6000 WOO
    Then the staking page shows the refusal "amount: more than the 5000 WOO available"
    And the member has 0 WOO staked and 5000 WOO available

  Scenario: An unstake unbonds for 7 days, then the WOO is free
    Given the member staked 1000 WOO
    When the member unstakes 400 WOO
    Then 400 WOO is unbonding with 7 days left
    When 6 days pass
    Then 400 WOO is unbonding with 1 days left
    When 1 day passes
    Then nothing is unbonding
    And the member has 600 WOO staked

  Scenario Outline: An instant unstake costs 5 %, rounded up to 8 decimals
    Given the member staked 1000 WOO
    When the member types <amount> WOO to unstake instantly
    Then the page shows a fee of <fee> WOO and <received> WOO received
    When the member confirms the unstake
    Then the member has <available> WOO available

    Examples:
      | amount     | fee        | received   | available  |
      | 100        | 5          | 95         | 4095       |
      | 0.00000021 | 0.00000002 | 0.00000019 | 4000.00000019 |

  Scenario: Staking pays a day of rewards at the APR
    Given the member staked 3650 WOO
    When 2 days pass
    Then the staking rewards list 0.5 WOO and 0.5 WOO at 5 %
    And the member has 1351 WOO available

  Scenario: The holding tier boosts the staking APR
    Given the member staked 3650 WOO
    When 11 days pass
    Then the member's staking APR is 5.25 %

  Scenario: A flexible compounding product pays interest daily on the interest too
    When the member subscribes 1000 USDT to USDT_FLEX
    And 2 days pass
    Then the yield history lists 0.1 USDT and 0.10001 USDT from USDT_FLEX
    And the USDT_FLEX position holds 1000.20001 USDT

  Scenario: A fixed term redeemed early loses the interest it was paid
    When the member subscribes 100 USDT to USDT_FIXED_30
    And 2 days pass
    Then redeeming the position now would lose 0.04 USDT and return 99.96 USDT
    When the member redeems the position
    # 0.04 was paid into the wallet over the two days and is taken back: the member ends where they started
    Then the member has 10000 USDT in the wallet

  Scenario: A fixed term comes back whole at maturity, with its interest
    When the member subscribes 100 USDT to USDT_FIXED_30
    And 30 days pass
    Then the member has no active savings
    And the member has 10000.6 USDT in the wallet

  Scenario: A subscription below the product's minimum is stopped under the amount, in the member's language
    When the member subscribes 5 USDT to USDT_FIXED_30
    Then under the subscribe amount the member reads "Amount must be at least 10 USDT"
    And in Russian under the subscribe amount the member reads "«Сумма»: не меньше 10 USDT"
    And the member has 10000 USDT in the wallet

  Scenario: The subscribe form shows the balance, fills Max, and names the balance as the limit
    Given the member's wallet holds 250.5 USDT
    When the member chooses to subscribe to USDT_FLEX
    Then the subscribe form shows 250.5 USDT available
    When the member asks for the maximum to subscribe
    Then the subscribe amount is 250.5
    When the member types 1000 to subscribe
    Then under the subscribe amount the member reads "Not enough balance: 250.5 USDT available"
    When the member types -5 to subscribe
    Then under the subscribe amount the member reads "Amount must be greater than 0"

  Scenario Outline: The earnings calculator
    When the member asks the calculator for <amount> over <days> days at <apr> % <compounding>
    Then the calculator estimates <interest> of interest, <total> in all, an APY of <apy> %

    Examples:
      | amount | days | apr  | compounding     | interest | total      | apy  |
      | 1000   | 365  | 3.65 | without compounding | 36.5     | 1036.5     | 3.65 |
      | 1000   | 3    | 3.65 | compounding     | 0.30003  | 1000.30003 | 3.72 |
      | 10     | 2    | 10   | compounding     | 0.00548019 | 10.00548019 | 10.52 |

  Scenario: The calculator refuses days that are not a whole number
    When the member asks the calculator for 1000 over 1.5 days at 5 % compounding
    Then the calculator says the days are wrong

  Scenario Outline: My WOO: the tier of the 30-day average and the way to the next
    Given the member held <woo> WOO at each of the last <days> day boundaries
    When the member opens My WOO
    Then the daily average is <average> WOO, tier <tier>, <missing> WOO short of tier <next> at <progress> %

    Examples:
      | woo    | days | average | tier | missing | next | progress |
      | 5000   | 30   | 5000    | 1    | 20000   | 2    | 13.79    |
      | 5000   | 6    | 1000    | 0    | 800     | 1    | 55.55    |
      | 150000 | 30   | 150000  | 3    | 350000  | 4    | 0        |
