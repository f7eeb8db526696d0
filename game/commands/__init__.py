"""One module per ``fmduel`` sub-command (registered in game.cli.COMMANDS)."""
