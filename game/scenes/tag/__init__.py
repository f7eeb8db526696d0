"""Tag Duel screens (§17): the four-seat setup and the four-field duel screen."""
