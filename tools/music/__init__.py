"""The soundtrack's composing kit: compact piece specs written out as data/music/*.song (see compose_music)."""
