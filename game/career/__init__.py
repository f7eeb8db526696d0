"""The career: everything a save file carries between duels, as pure functions over a frozen record.

    save = new_save("YUGI", code, starter_deck)         # model.SaveData, a frozen value
    save = collection.apply_duel_win(save, opponent=7, starchips=3, dropped=12)
    save_slot(save, 1)                                   # game.career.save: versioned, checksummed, atomic
    save = load_slot(1)                                  # SaveError(.backup_available); load_backup(1)

Modules: ``model`` (the record and its limits), ``codec`` (record <-> validated JSON document),
``save`` (slots on disk), ``collection`` (trunk, seen, recent, starchips, records, unlocks),
``starter`` (the new-game deal), ``shop`` (password shop), ``deckbuild`` (legality, moves, sorts,
filters), ``deckstats`` (averages, fusions and equips a deck can make), ``farming`` (where a card
drops) and ``deckfile`` (decks as YAML files). Nothing here imports pygame or does work at import.
"""
