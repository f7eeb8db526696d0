"""The duel screen (rules.md §19) and the screens around it: Free Duel launcher, rank screen,
pause menu and replay viewer.

The scene turns button presses into the engine's legal actions and animates the events that
``game.rules.step`` returns; it never decides a rule itself. What it shows (the board patched event
by event, the camera, the timed motions and their phases) comes from ``game.present``, which has no
pygame; the replay file format is ``game.replays``. Modules:

* ``setup``    - what a duel is started with (``DuelSetup``) and what it hands back (``DuelResult``)
* ``session``  - the committed engine state, the replay log and who drives each side
* ``protocol`` - ``Session``: what every session (1v1, replay, 2P, Tag, online 2P, online Tag) offers the play
* ``play``     - one duel on the screen (``DuelPlay``), the part every duel screen composes
* ``answers``  - the answers the five duel screens share (busy, commit, pause, ...), written once
* ``controls``, ``control_moves``, ``control_states`` - the player's buttons to engine actions: a machine
  on ``ControlState`` whose transition table is ``control_moves.TRANSITIONS``, refusals as ``Refusal``
* ``control_marks``, ``prompt`` - what the controls show (marks, the single card's panel, the hint words)
  and the prompt that holds it as one value
* ``picture``, ``layout``, ``hud`` - the picture: the resting 3-D board with its marks, the HUD, the prompts
* ``painters`` - the one table from a motion's kind to its painter; ``motions``, ``battle``, ``cutin``,
  ``exodia``, ``ending``, ``geometry`` - how each motion looks
* ``sounds``   - the presses' feedback and the presenter's cues handed to the audio
* ``overlays``, ``assist_overlay``, ``practice``, ``title_card`` - panels drawn over the board
* ``playback`` - a recorded duel played back: the scripted next action and the viewer's keys
* ``scene``    - ``DuelScene``, the duel against the computer and the playback of a replay
* ``rank_screen``, ``pause``, ``launcher``, ``replay_viewer`` - the screens around the duel
"""
