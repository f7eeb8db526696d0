"""Screens of the game, one Scene per mode (rules.md §1), run by the SceneStack."""
