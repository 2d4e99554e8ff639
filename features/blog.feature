Feature: Blog browsing and search
  The blog lists posts a page at a time with one featured post on top, filters by tag, and searches titles
  and excerpts (the content API has no full-text search).

  Background:
    Given the CMS has 20 posts titled "Post 1" to "Post 20", newest first
    And "Post 5" is featured

  Scenario: The first page shows the featured post once and nine others
    When the visitor opens blog page 1
    Then the featured post is "Post 5"
    And the list shows 9 posts from "Post 1" to "Post 10" without "Post 5"
    And the list is page 1 of 3

  Scenario: The last page holds the remainder
    When the visitor opens blog page 3
    Then the list shows 1 posts from "Post 20" to "Post 20" without "Post 5"
    And the list is page 3 of 3

  Scenario: A tag filter shows only that tag's posts and no featured post
    Given "Post 2", "Post 7" and "Post 9" are tagged "markets"
    When the visitor opens blog page 1 filtered by "markets"
    Then there is no featured post
    And the list shows 3 posts from "Post 2" to "Post 9" without "Post 5"
    And the list is page 1 of 1

  Scenario: Search finds titles and excerpts, title hits first
    Given "Post 3" has the title "Funding rates explained"
    And "Post 8" has the excerpt "How the funding payment is computed every eight hours."
    When the visitor searches for "FUNDING"
    Then the results are "Funding rates explained, Post 8"

  Scenario: Every word of the query must match, accents and case aside
    Given "Post 3" has the title "Préstamos con margen"
    And "Post 4" has the title "Prestamos flexibles"
    When the visitor searches for "prestamos margen"
    Then the results are "Préstamos con margen"

  Scenario: An empty query asks the CMS nothing
    When the visitor searches for "  "
    Then the results are ""
    And the CMS was asked for the search index 0 times

  Scenario: The search index is fetched once and results are paged by ten
    When the visitor searches for "post"
    And the visitor searches for "post 1"
    Then the CMS was asked for the search index 1 times
    When the visitor searches for "post"
    And the visitor goes to results page 2
    Then the results page shows 10 posts, page 2 of 2

  Scenario: An article lists up to three related posts that share its main tag
    Given "Post 2", "Post 7", "Post 9", "Post 11" and "Post 12" are tagged "markets"
    When the visitor opens the article "post-7"
    Then the related posts are "Post 2, Post 9, Post 11"

  Scenario: An unknown article is reported as missing
    When the visitor opens the article "no-such-post"
    Then the article is missing
