"""Online 2P duels on screen (issue 26): the online menu, the waiting room, the duel fed by the host."""
