"""Headless duels between agents, many at once: side specs, one duel, parallel batches and their summary.

    a, b = parse_spec(db, "7:strong"), parse_spec(db, "decks/mine.yaml")   # game.sim.specs
    results = simulate(data_dir, a, b, duels=1000, seed=1, jobs=2)        # game.sim.runner
    report = summarise(db, a, b, results)
"""
