"""The duel's presentation, below the scenes: the presenter fed the engine's events and states, its
motions and their timings (data, scaled once by the speed preset), the camera director, the board
picture and the battle's model. Nothing here reads input or a window; the scenes paint from it.
"""
