"""The deck doctor: the strongest 40 of the cards a player owns, for an opponent or overall, and why.

``doctor.DoctorJob`` runs it in steps (search, explanation, simulation verdict); ``curve`` holds the
ATK-curve and fusion-odds measures, ``search`` the deck search, ``verdict`` the duels, ``race`` and
``paired`` the paired verdict with its anytime-valid intervals, ``advice`` its words and caveats,
``owned`` the ways to say what a player owns (a trunk file or a save slot).
"""
