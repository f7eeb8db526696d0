"""The farm planner: for wanted cards, which duelist to farm, at which rank band, and how many duels
and wins to expect with the player's own deck (``odds`` the arithmetic, ``job`` the duels and the
cache, ``plan`` the answer). Pure: no pygame; the Library screen and ``fmduel farm`` drive it."""
