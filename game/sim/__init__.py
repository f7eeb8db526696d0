"""Headless duels between agents, many at once: specs, one duel, parallel batches and their summary.

    side = parse_spec(db, "7:retail")          # or "decks/mine.yaml:strong"
    summary = simulate(data_dir, a, b, duels=1000, seed=1, jobs=2)
"""
