#!/usr/bin/env python3
"""Writes the structured seeds of the `events` target (Fuzz/corpus/events/seed-*.bin).

Each seed is a byte string laid out the way Fuzz/Events/ reads it (EventCase.build, makeView,
makeRecognizer, step), so that fuzzing starts from meaningful worlds instead of noise. Check a seed with
`FUZZ_VERBOSE=1 scripts/fuzz.sh events replay Fuzz/corpus/events/seed-tap.bin`, which prints the world
and its trace. Keep this in step with the harness when its layout changes.
"""

import os

NO = 255  # `chance(p)` is false for 255 whatever p is
YES = 0  # and true for 0


def u16(value):
    return [value >> 8 & 255, value & 255]


def coord(value, lo, hi):
    """Bytes for `reader.coordinate(lo...hi)` giving about `value`."""
    return u16(round((value - lo) / (hi - lo) * 65535))


def plain_behaviour(index, multi=True):
    # hitTest, insideMargin, passing, canBecomeFirst, shouldBegin, onBegan, onEnded, onCancelled, onHitTest,
    # onShouldBegin, [hidden: views after the first], alpha, interaction, multi, exclusive, clips, transform,
    # bounds origin
    return [NO] * (10 if index == 0 else 11) + [NO, NO, 1 if multi else 0, NO, NO, NO, NO]


def frame(x, y, w, h):
    return coord(x, -60, 380) + coord(y, -60, 680) + coord(w, 0, 420) + coord(h, 0, 720)


def recognizer(kind, extra, host):
    # kind, its properties, cancels/delaysBegan/delaysEnded/enabled/onAction/onReset/delegate, host
    return [kind] + extra + [NO] * 7 + [NO, host]


def conversions():
    # three G2 checks: view a, b is nil (chance 20 -> yes), a point
    return ([0, YES] + coord(10, -500, 900) + coord(20, -500, 900)) * 3


def point(x, y):
    # randomPoint: not on a view, not on an edge, then x and y
    return [NO, NO] + coord(x, -10, 385) + coord(y, -10, 677)


def down(*points):
    return [0, len(points) - 1] + [b for p in points for b in point(*p)]


def advance(choice):
    # 0.001, 0.016, 0.05, 0.1, 0.15, 0.2, 0.35, 0.36, 0.5, 0.6, 1.6
    return [70, choice]


def lift_all(count):
    return [50] + [YES] * count


def drag(count, dx, dy, interval, steps):
    # subset (all), dx, dy, interval (0.008, 0.016, 0.05), steps - 2
    return [36] + [YES] * count + coord(dx, -30, 30) + coord(dy, -30, 30) + [interval, steps - 2]


def timeline(*steps):
    """The steps, with the G2 checks the harness makes after every fourth step."""
    out = []
    for number, step in enumerate(steps, start=1):
        out += step
        if number % 4 == 0:
            out += conversions()
    return out


def seeds():
    # 1. A full-screen view with a tap recognizer; a tap, then another after 0.36 s (a new first tap).
    tap = [0x00, 0]  # header, 1 view
    tap += [0, YES] + plain_behaviour(0)  # v0: FuzzView, full screen
    tap += [1] + recognizer(0, [0, 0], 0)  # r0: tap, 1 tap, 1 touch, on v0
    tap += conversions()
    tap += timeline(
        down((100, 200)), advance(2), lift_all(1), advance(7), down((100, 200)), advance(2), lift_all(1), advance(10)
    )
    yield "seed-tap.bin", tap

    # 2. A scroll view (content twice its height) holding a button whose action taps elsewhere (a nested
    #    event, T7); a drag that starts on the button (the scroll view takes it), a scroll back, a tap.
    scroll = [0x00, 1]  # header, 2 views
    scroll += [11, YES]  # v0: FuzzScrollView, full screen
    scroll += coord(375, 0, 1200) + coord(1400, 0, 2400)  # contentSize
    scroll += [NO] * 8  # delays, canCancel, paging, bounces, enabled, vertical, lock, touchesShouldCancel
    scroll += [NO]  # no mutation in scrollViewDidScroll
    scroll += plain_behaviour(0, multi=False)
    scroll += [5] + frame(100, 200, 120, 44)  # v1: FuzzButton
    scroll += plain_behaviour(1, multi=False)
    scroll += [NO, YES, 0, YES, 11] + coord(100, 0, 375) + coord(100, 0, 667)  # .touchUpInside: tap (100, 100)
    scroll += [NO, 0]  # parent: v0
    scroll += [0]  # no recognizers of our own: the scroll view's pan and delayed-touches ones
    scroll += conversions()
    scroll += timeline(
        down((150, 220)), advance(1), drag(1, 0, -20, 1, 6), lift_all(1), advance(10), advance(10), advance(10),
        advance(10), [80, 13, 0] + coord(0, -100, 600) + coord(0, -100, 900),  # mutation: scroll back to the top
        down((150, 220)), advance(2), lift_all(1), advance(10)
    )
    yield "seed-scroll-button.bin", scroll

    # 3. Pinch and rotation recognizers on a view, and a pan on its parent that requires the pinch to
    #    fail; two fingers spread and turn about their middle, then lift.
    pinch = [0x00, 1]
    pinch += [0, YES] + plain_behaviour(0)  # v0: full screen
    pinch += [1] + frame(50, 100, 280, 400) + plain_behaviour(1)  # v1
    pinch += [NO, 0]  # parent: v0
    pinch += [3]  # three recognizers
    pinch += recognizer(4, [], 1)  # r0: pinch on v1
    pinch += recognizer(5, [], 1)  # r1: rotation on v1
    pinch += recognizer(1, [0, 0], 0)  # r2: pan (1 touch, no maximum) on v0
    pinch += [NO, NO, NO, NO, YES, NO]  # require(toFail:) pairs: r2 requires r0
    pinch += conversions()
    pinch += timeline(
        down((150, 250), (230, 330)), advance(1),
        [89] + coord(0.3, -0.3, 0.4) + coord(0.4, -0.5, 0.5),  # spread and turn about their middle
        lift_all(2), advance(10)
    )
    yield "seed-pinch-rotate.bin", pinch

    # 4. The library's own tap and pan classes (kind bytes 216 and 217: no reset() override) on one view;
    #    a tap ends the tap and fails the pan in one settling, so both are reset and let go of the touches
    #    together (GR3c's batch release); then the same with a second finger held down elsewhere.
    library = [0x00, 0]  # header, 1 view
    library += [0, YES] + plain_behaviour(0)  # v0: FuzzView, full screen
    library += [2]  # two recognizers
    library += recognizer(216, [0, 0], 0)  # r0: UITapGestureRecognizer, 1 tap, 1 touch, on v0
    library += recognizer(217, [0, 0], 0)  # r1: UIPanGestureRecognizer (1 touch, no maximum) on v0
    library += [NO, NO]  # no require(toFail:) pairs
    library += conversions()
    library += timeline(
        down((100, 200)), advance(2), lift_all(1), advance(10), down((300, 500)), advance(2),
        down((100, 200)), advance(2), [50, NO, YES], advance(10), lift_all(1), advance(10)
    )
    yield "seed-library-recognizers.bin", library


def main():
    folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpus", "events")
    os.makedirs(folder, exist_ok=True)
    for name, data in seeds():
        with open(os.path.join(folder, name), "wb") as f:
            f.write(bytes(data))


if __name__ == "__main__":
    main()
