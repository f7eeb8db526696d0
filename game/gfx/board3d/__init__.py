"""The duel board in 3-D, drawn in software into the 320x240 canvas (presentation.md §5, §13).

    camera    where the eye is (orbit pose) and how a world point lands on the screen
    textures  our own floor/wall pictures per terrain, fog levels, sprites as packed arrays
    floor     the floor by inverse mapping: every screen pixel to a board texel, one gather
    quads     flat textured quads (cards, walls) by a 3x3 homography over their bounding box
    scene     the board renderer: caches the floor while the camera is still
"""
