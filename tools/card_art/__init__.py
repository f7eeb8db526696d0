"""The card-art generator (see tools/make_card_art.py); never imported by the game."""
