"""The seeded randomizer: a short shareable code (options + seed) becomes a mod file, checked by play.

    code = parse_code("FMR2-...")                     # or SeedCode(seed, levels)
    result = generate(db, code, executor=..., progress=...)   # game.randomizer.build
    path = write_mod(result, out_dir)

See docs/randomizer.md for what each part changes and what the checks guarantee.
"""
