"""The duel screen (rules.md §19) and the screens around it: Free Duel launcher, rank screen,
pause menu and replay viewer.

The scene turns button presses into the engine's legal actions and animates the events that
``game.rules.step`` returns; it never decides a rule itself. Modules:

* ``setup``    - what a duel is started with (``DuelSetup``) and what it hands back (``DuelResult``)
* ``session``  - the committed engine state, the replay log and who drives each side
* ``replays``  - replay files in the user's data dir
* ``board``    - the resting picture, patched event by event while animations play
* ``layout``   - the resting picture: the 3-D board (``game.gfx.board3d``), its marks and the HUD
* ``hud``      - FIELD box, LP panel, hand of five, card bar and info strip, cursors
* ``director`` - the camera: swoop, default orbit, turn orbit, zone-pick view, trap swing
* ``timing``   - the original's ticks converted to our frames, speed presets
* ``controls`` - hand cursor, destination / placement prompts and field cursor
* ``anims``    - one timed motion per engine event (a battle's events as one), its phases and sounds
* ``motions``, ``battle``, ``ending`` - how each motion looks
* ``scene``    - ``DuelScene``
* ``rank_screen``, ``pause``, ``launcher``, ``replay_viewer`` - the screens around the duel
"""
