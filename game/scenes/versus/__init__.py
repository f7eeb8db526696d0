"""2P Duel screens (§16.1): setup with two devices, the duel with hand privacy, result and rematch."""
