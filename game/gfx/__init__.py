"""Everything drawn on the 320x240 canvas: the pixel font, window frames, card faces and art, and
the window that shows the canvas scaled. Assets load in ``load_assets()``, never at import."""
