"""Player aids computed from what the player can see: the fusion hint and attack-target predictions."""
