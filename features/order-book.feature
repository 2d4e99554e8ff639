Feature: Order book
  The trade page keeps each symbol's book by the exchange's own recipe: deltas are buffered until the snapshot,
  the first one applied is the one whose prevTs is the snapshot's timestamp, every later one must chain from the
  one before, a gap or a crossed book starts over from a new snapshot, and a quantity of 0 deletes a level.
  Levels are grouped by 1, 10, 100 or 1000 ticks: asks round up, bids round down, so groups never overlap.

  Background:
    Given the order book of "SPOT_BTC_USDT" is open with tick "0.1" and step "0.001"

  Scenario: Deltas before the snapshot are buffered; the one chained to the snapshot is applied first
    When the stream sends these deltas:
      | ts  | prevTs | bids   | asks    |
      | 100 | 90     | 99.9:5 |         |
      | 110 | 100    |        | 100.2:3 |
    Then the book is "syncing"
    And 1 snapshot was requested
    When the snapshot answers at 100 with bids "99.9:2, 99.8:1" and asks "100.1:1, 100.2:1"
    Then the book is "live"
    And the bids are "99.9:2, 99.8:1"
    And the asks are "100.1:1, 100.2:3"

  Scenario: Each delta must chain from the previous one
    Given a live book at 100 with bids "99.9:2" and asks "100.1:1"
    When the stream sends delta 110 after 100 with bids "99.8:4" and asks ""
    And the stream sends delta 120 after 110 with bids "" and asks "100.3:2"
    Then the book is "live"
    And the bids are "99.9:2, 99.8:4"
    And the asks are "100.1:1, 100.3:2"
    And 1 snapshot was requested

  Scenario: A gap in the chain resynchronises from a new snapshot
    Given a live book at 100 with bids "99.9:2" and asks "100.1:1"
    When the stream sends delta 130 after 120 with bids "99.7:1" and asks ""
    Then the book is "syncing"
    And 2 snapshots were requested
    When the stream sends delta 140 after 130 with bids "" and asks "100.4:1"
    And the snapshot answers at 130 with bids "99.9:2, 99.7:1" and asks "100.1:1"
    Then the book is "live"
    And the bids are "99.9:2, 99.7:1"
    And the asks are "100.1:1, 100.4:1"

  Scenario: A crossed book resynchronises
    Given a live book at 100 with bids "99.9:2" and asks "100.1:1"
    When the stream sends delta 110 after 100 with bids "100.1:3" and asks ""
    Then the book is "syncing"
    And 2 snapshots were requested
    When the snapshot answers at 110 with bids "99.9:2" and asks "100.1:1"
    Then the book is "live"
    And the bids are "99.9:2"

  Scenario: A quantity of 0 deletes the level
    Given a live book at 100 with bids "99.9:2, 99.8:1" and asks "100.1:1, 100.2:5"
    When the stream sends delta 110 after 100 with bids "99.9:0" and asks "100.2:0.000"
    Then the bids are "99.8:1"
    And the asks are "100.1:1"

  Scenario: A duplicated delta is ignored, not a gap
    Given a live book at 100 with bids "99.9:2" and asks "100.1:1"
    When the stream sends delta 110 after 100 with bids "99.9:3" and asks ""
    And the stream sends delta 110 after 100 with bids "99.9:3" and asks ""
    Then the book is "live"
    And the bids are "99.9:3"
    And 1 snapshot was requested

  Scenario: Two deltas in the wrong order resynchronise, and the book matches again
    Given a live book at 100 with bids "99.9:2" and asks "100.1:1"
    When the stream sends delta 120 after 110 with bids "99.8:1" and asks ""
    And the stream sends delta 110 after 100 with bids "99.9:4" and asks ""
    Then the book is "syncing"
    When the snapshot answers at 120 with bids "99.9:4, 99.8:1" and asks "100.1:1"
    Then the book is "live"
    And the bids are "99.9:4, 99.8:1"

  Scenario: A snapshot older than every buffered delta is fetched again
    When the stream sends delta 130 after 120 with bids "99.9:1" and asks ""
    And the snapshot answers at 100 with bids "99.9:2" and asks "100.1:1"
    Then the book is "syncing"
    And 2 snapshots were requested
    When the snapshot answers at 120 with bids "99.9:2" and asks "100.1:1"
    Then the book is "live"
    And the bids are "99.9:1"

  Scenario: A failed snapshot is retried after a second
    When the snapshot fails
    Then 1 snapshot was requested
    When the book's clock moves 0.9 seconds
    Then 1 snapshot was requested
    When the book's clock moves 0.1 seconds
    Then 2 snapshots were requested
    When the snapshot answers at 100 with bids "99.9:2" and asks "100.1:1"
    Then the book is "live"

  Scenario Outline: Grouping rounds bids down and asks up to the group step
    Given a live book at 100 with bids "100.0:1, 99.9:2, 99.1:1, 98.9:4" and asks "100.1:1, 100.9:2, 101.0:3, 101.1:1"
    When the grouping is made coarser <times> times
    Then the group step is "<step>"
    And the grouped bids are "<bids>"
    And the grouped asks are "<asks>"

    Examples:
      | times | step | bids                          | asks                  |
      | 0     | 0.1  | 100.0:1, 99.9:2, 99.1:1, 98.9:4 | 100.1:1, 100.9:2, 101.0:3, 101.1:1 |
      | 1     | 1    | 100:1, 99:3, 98:4             | 101:6, 102:1          |
      | 2     | 10   | 100:1, 90:7                   | 110:7                 |
      | 3     | 100  | 100:1, 0:7                    | 200:7                 |
      | 4     | 100  | 100:1, 0:7                    | 200:7                 |

  Scenario: Grouping goes back down to the tick and no finer
    Given a live book at 100 with bids "99.9:2" and asks "100.1:1"
    When the grouping is made coarser 2 times
    And the grouping is made finer 3 times
    Then the group step is "0.1"

  Scenario: Sizes in quote, running totals and the spread
    Given a live book at 100 with bids "99.9:2, 99.8:1.5" and asks "100.1:1, 100.3:0.5"
    When sizes are shown in "quote"
    Then the grouped bid notionals are "199.8, 149.7" with totals "199.8, 349.5"
    And the grouped ask notionals are "100.1, 50.15" with totals "100.1, 150.25"
    And the spread is "0.2" and "0.2" percent

  Scenario: A click on a level picks its price for the order form
    Given a live book at 100 with bids "99.9:2, 98.1:1" and asks "100.1:1"
    When the grouping is made coarser 1 times
    And the user clicks the bid row 2
    Then the price picked is "98" on the "bid" side of "SPOT_BTC_USDT"
