Feature: Copying a lead trader, my copies and becoming a lead trader
  The member picks a lead trader in the marketplace, fills the copy settings (checked before they are sent, with
  messages that name the limit), sees each copy's history with why a fill was skipped, and stops a copy closing or
  keeping its positions.

  Background:
    Given the lead traders
      | coolName | roi  | pnl  | copiers | maxCopiers | minCopyAmount | profitShare |
      | Alpha    | 0.12 | 1200 | 3       | 100        | 50            | 0.1         |
      | Bravo    | 0.30 | 900  | 10      | 10         | 10            | 0.2         |
      | Charlie  | 0.05 | 2500 | 0       | 50         | 10            | 0.05        |

  Scenario: The marketplace sorts and hides the full lead traders
    When the member opens the marketplace sorted by "ROI"
    Then the lead traders shown are Bravo, Alpha and Charlie
    When the member sorts by "PNL"
    Then the lead traders shown are Charlie, Alpha and Bravo
    When the member hides the full lead traders
    Then the lead traders shown are Charlie and Alpha

  Scenario: A fixed amount under the lead trader's minimum is refused before it is sent
    When the member copies "Alpha" with a fixed amount of "20" USDT
    Then under "Amount" the copy dialog says "Amount must be at least 50 USDT"
    And in Russian under "Amount" it says "«Сумма»: не меньше 50 USDT"
    And no copy was sent

  Scenario: A slippage beyond 3 % is refused before it is sent
    When the member copies "Alpha" with a fixed amount of "100" USDT and a max slippage of "5" %
    Then under "Max entry slippage" the copy dialog says "Max entry slippage must be at most 3 %"
    And no copy was sent

  Scenario: More than the available balance is refused before it is sent, naming the balance (not the product's maximum)
    Given the member has 80 USDT available
    When the member copies "Alpha" with a fixed amount of "1000000" USDT
    Then under "Amount" the copy dialog says "Not enough balance: 80 USDT available"
    And no copy was sent

  Scenario: A negative amount says it must be positive, not "enter a number"
    When the member copies "Alpha" with a fixed amount of "-50" USDT
    Then under "Amount" the copy dialog says "Amount must be greater than 0"
    And in Russian under "Amount" it says "«Сумма»: значение должно быть больше 0"
    And no copy was sent

  Scenario: A valid copy starts with the settings as fractions
    When the member copies "Alpha" with a fixed amount of "100" USDT, a max slippage of "0.5" % and a portfolio stop loss of "20" %
    Then the member's running copies are of Alpha
    And the copy was sent with a max slippage of 0.005 and a portfolio stop loss of 0.2

  Scenario: Starting and stopping a copy says so and the marketplace re-reads the copiers
    When the member opens the marketplace sorted by "ROI"
    And the member copies "Alpha" with a fixed amount of "100" USDT
    Then the member is told "started" about Alpha
    And the marketplace shows Alpha with 4 copiers and 100 USDT copied, copied by the member
    When the member stops the copy keeping its positions
    Then the member is told "stopped" about Alpha
    And the marketplace shows Alpha with 3 copiers and 0 USDT copied, not copied by the member

  Scenario: Editing a running copy sends the new settings to the same copy
    When the member copies "Alpha" with a fixed amount of "100" USDT
    And the member edits the copy of "Alpha" to a fixed amount of "250" USDT
    Then the member's copy of Alpha runs with a fixed amount of 250 USDT

  Scenario: A fixed ratio needs a ratio in range
    When the member copies "Charlie" with a fixed ratio of "200"
    Then under "Ratio" the copy dialog says "Ratio must be at most 100 ×"

  Scenario: A copy's history says why a fill was skipped
    Given the member copies "Alpha" whose history has a skipped fill for "SLIPPAGE" with the note "entry at 101 is 1 % worse"
    When the member opens the copy's history
    Then the history shows a skipped "OPEN" for "SLIPPAGE" noted "entry at 101 is 1 % worse"

  Scenario: A copy's history and PnL show the copy fee
    Given the member copies "Alpha" whose history has a filled open of 0.025 PERP_BTC_USDT at 40000 with a copy fee of "0.2" USDT
    When the member opens the copy's history
    Then the history shows a filled "OPEN" of 0.025 that paid a copy fee of "0.2" USDT
    And the copy's net realised PnL is "-0.6" USDT after "0.4" USDT of trading fees and "0.2" USDT of copy fees

  Scenario: Stopping a copy closes its positions
    Given the member copies "Alpha" holding 0.01 PERP_BTC_USDT
    When the member stops the copy closing its positions
    Then the copy is stopped with its positions closed
    And the copy's history shows a "STOP" order selling 0.01

  Scenario: Stopping a copy that was already stopped elsewhere says so in the member's language and shows it stopped
    Given the member copies "Alpha" holding 0.01 PERP_BTC_USDT
    And the copy was stopped on another device
    When the member stops the copy from the stale list
    Then the stop dialog says "This copy is already stopped." and in Russian "Это копирование уже остановлено."
    And the copy is stopped with its positions closed

  Scenario: Stopping a copy can keep its positions
    Given the member copies "Alpha" holding 0.01 PERP_BTC_USDT
    When the member stops the copy keeping its positions
    Then the copy is stopped with its positions kept

  Scenario: Becoming a lead trader with a profit share of at most 30 %
    When the member applies to lead with a profit share of "35" %
    Then the application says the profit share must be 0–30 %
    When the member applies to lead with a profit share of "12.5" %
    Then the member is a lead trader with a profit share of 0.125

  Scenario: Starting a copy asks the trade password first; a closed prompt sends nothing
    Given the member asks for the trade password before trading
    When the member starts copying "Alpha" with a fixed amount of "100" USDT
    Then the trade password is asked before the copy leaves
    And no copy was sent
    When the member closes the trade password prompt of the copy
    Then no copy was sent
    When the member starts copying "Alpha" with a fixed amount of "100" USDT
    And the member confirms with the trade password "Trade1234"
    Then the member's running copies are of Alpha
