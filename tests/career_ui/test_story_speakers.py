"""Narration is never shown as a speaker (issue 23: "Word spreads: ..." showed "Word spreads" as the
speaker's name). A line speaks only when it opens with one of the campaign's speakers."""

from __future__ import annotations

from dataclasses import replace

from game.career.campaign import load_campaign, split_speaker
from game.gfx import frames
from game.scenes.career.story import StoryScene


def test_split_speaker_takes_only_the_campaigns_speakers():
    speakers = ("Simon", "Old man")
    assert split_speaker("Simon: Remember that.", speakers) == ("Simon", "Remember that.")
    assert split_speaker("Old man: Take it.", speakers) == ("Old man", "Take it.")
    line = "Word spreads: the nephew will duel tonight."
    assert split_speaker(line, speakers) == (None, line)
    assert split_speaker("Simon drones on.", speakers) == (None, "Simon drones on.")


def test_every_name_before_a_colon_in_the_story_is_a_speaker_or_reads_as_narration(db):
    camp = load_campaign(db)
    assert "Simon" in camp.speakers and "Word spreads" not in camp.speakers
    for chapter in camp.chapters:
        for stage in chapter.stages:
            for beat in stage.beats:
                if beat.kind != "say":
                    continue
                for line in beat.lines:
                    who, words = split_speaker(line, camp.speakers)
                    assert who is None or (who in camp.speakers and words), line


def test_narration_with_a_colon_shows_no_speaker_through_the_pad(game, db):
    camp = load_campaign(db)
    stage = camp.stage("festival")
    narration = "Word spreads: the high priest's nephew will duel at the Duel Ground tonight."
    lines = (stage.beats[0].lines[0], narration, "Simon: Not bad.")
    game.app.stack.push(StoryScene(replace(stage), lines, lambda: None, camp.speakers))
    game.run(3)
    game.tap("cross", "cross")  # finish line 1, go to the narration
    game.tap("cross")  # finish it
    drawn = game.drawn()
    gold = [text for text, colour in drawn if colour == frames.GOLD]
    assert "Word spreads" not in gold and "Word spreads:" not in " ".join(gold)
    assert "Word spreads:" in game.words()  # the whole line, as narration
    game.tap("cross", "cross")  # Simon's line, typed whole
    assert "Simon" in [text for text, colour in game.drawn() if colour == frames.GOLD]
