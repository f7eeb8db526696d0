"""Headless duels between agents, many at once: side specs, one duel, shards of a study and their summary.

    a, b = parse_spec(db, "7:strong"), parse_spec(db, "decks/mine.yaml")   # game.sim.specs
    study = duel_study(db, a, b, seed=1)                                   # game.sim.study
    summary, _ = run_range(study, run_chunk, (a, b, 1), first=0, count=1000,
                           executor=LocalExecutor(2, None, db))            # game.sim.shards, .executors
    whole = merge([load(p) for p in shard_files])                         # game.sim.merge
"""
