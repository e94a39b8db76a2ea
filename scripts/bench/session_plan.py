"""When each stroke is drawn and each word is said in one synthetic session, and what that makes true.

A plan is pure timing: it decides pen-down/pen-up and the onset of every spoken clip on the ink clock,
given each stroke's drawing duration and each clip's length. It knows nothing about audio or ink files,
so the timing rules can be read (and changed) in one place.

Styles (one per session): `lead` (the name starts 0.05-0.6 s before pen-down), `during` (it starts
while the pen moves), `late` (it starts 0.1-1.5 s after pen-up), `mixed` (each stroke picks one of the
three) and `fast` (lead with 20-150 ms between strokes, so a name often starts before the previous
stroke has ended). Pauses between strokes are 0-2 s except in `fast`. Events per stroke: `unnamed`
(drawn silently), `repeated` (the name said twice), `correction` (a wrong name, then the right one);
per session: a filler word before the first stroke and/or after the last.
"""

from dataclasses import dataclass, field

STYLES = ("lead", "during", "late", "mixed", "fast")
STYLE_WEIGHTS = (2, 2, 2, 3, 2)
EVENTS = ("unnamed", "repeated", "correction")
EVENT_PROBABILITY = {"unnamed": 0.07, "repeated": 0.06, "correction": 0.06}
FILLER_PROBABILITY = 0.2

MAX_LEAD = 0.6
MAX_LATE = 1.5
MAX_PAUSE = 2.0
# Shortest silence between two clips: one voice cannot say two words at once.
MIN_VOICE_GAP = 0.1


@dataclass
class Said:
    """One clip in the plan: what it names (`token`, None for a filler), why it is said, and for which stroke."""

    token: str | None
    role: str
    stroke: int | None
    onset: float = 0.0


@dataclass
class PlannedStroke:
    """One stroke's timing and the labels the benchmark reports it under."""

    pen_down: float
    mode: str
    event: str | None
    said: list = field(default_factory=list)


@dataclass
class SessionPlan:
    style: str
    strokes: list = field(default_factory=list)
    fillers: list = field(default_factory=list)


def choose_style(rng):
    return rng.choices(STYLES, weights=STYLE_WEIGHTS)[0]


def choose_event(rng):
    roll = rng.random()
    for event in EVENTS:
        if roll < EVENT_PROBABILITY[event]:
            return event
        roll -= EVENT_PROBABILITY[event]
    return None


def plan_session(rng, stroke_types, names, durations, clip_length, start):
    """Times one session.

    `stroke_types[i]` is template stroke i's type, `names` every token a learner might say instead,
    `durations[i]` how long stroke i takes to draw, `clip_length(token)` how long saying a token takes
    (token None: the filler) and `start` the ink time at which the learner may begin.
    """
    style = choose_style(rng)
    plan = SessionPlan(style=style)
    pen_free = start
    voice_free = start
    if rng.random() < FILLER_PROBABILITY:
        filler = Said(token=None, role="filler", stroke=None, onset=start)
        plan.fillers.append(filler)
        voice_free = start + clip_length(None) + rng.uniform(0.3, 0.8)
        pen_free = voice_free
    for index, stroke_type in enumerate(stroke_types):
        mode = rng.choice(("lead", "during", "late")) if style == "mixed" else (
            "lead" if style == "fast" else style)
        event = choose_event(rng)
        said = _words_for(rng, event, stroke_type, names, index)
        duration = durations[index]
        pause = rng.uniform(0.02, 0.15) if style == "fast" else rng.uniform(0.0, MAX_PAUSE)
        if mode == "lead":
            relative = -rng.uniform(0.05, MAX_LEAD)
        elif mode == "during":
            relative = rng.uniform(0.0, 0.6 * duration)
        else:
            relative = duration + rng.uniform(0.1, MAX_LATE)
        pen_down = pen_free + pause
        if said:
            pen_down = max(pen_down, voice_free - relative)
        onset = pen_down + relative
        for word in said:
            word.onset = onset
            onset += clip_length(word.token) + rng.uniform(MIN_VOICE_GAP, 0.35)
        plan.strokes.append(PlannedStroke(pen_down=pen_down, mode=mode, event=event, said=said))
        pen_up = pen_down + duration
        if said:
            voice_free = said[-1].onset + clip_length(said[-1].token) + MIN_VOICE_GAP
        # A learner who names a stroke late finishes the name before reaching for the next stroke.
        pen_free = max(pen_up, voice_free - MIN_VOICE_GAP - rng.uniform(0.0, 0.2)) if mode == "late" else pen_up
    if rng.random() < FILLER_PROBABILITY:
        plan.fillers.append(Said(token=None, role="filler", stroke=None,
                                 onset=max(pen_free, voice_free) + rng.uniform(0.3, 0.8)))
    return plan


def _words_for(rng, event, stroke_type, names, index):
    if event == "unnamed":
        return []
    if event == "repeated":
        return [Said(stroke_type, "name", index), Said(stroke_type, "repeat", index)]
    if event == "correction":
        wrong = rng.choice([name for name in names if name != stroke_type])
        return [Said(wrong, "wrong", index), Said(stroke_type, "name", index)]
    return [Said(stroke_type, "name", index)]
