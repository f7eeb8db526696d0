"""Benchmarks run by ``fmduel bench``; one module per area, each with ``measure(data_dir) -> dict``."""
