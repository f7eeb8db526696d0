"""The duel screen (rules.md §19) and the screens around it: Free Duel launcher, rank screen,
pause menu and replay viewer.

The scene turns button presses into the engine's legal actions and animates the events that
``game.rules.step`` returns; it never decides a rule itself. Modules:

* ``setup``    - what a duel is started with (``DuelSetup``) and what it hands back (``DuelResult``)
* ``session``  - the committed engine state, the replay log and who drives each side
* ``replays``  - replay files in the user's data dir
* ``board``    - the resting picture, patched event by event while animations play
* ``layout``   - where everything sits on the 320x240 canvas, and the board painter
* ``controls`` - hand cursor, destination / placement prompts and field cursor
* ``anims``    - one timed animation per engine event
* ``scene``    - ``DuelScene``
* ``rank_screen``, ``pause``, ``launcher``, ``replay_viewer`` - the screens around the duel
"""
