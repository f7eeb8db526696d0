"""Sound: effects and a chiptune loop synthesised with numpy at start-up; no sound files."""
