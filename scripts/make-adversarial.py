#!/usr/bin/env python3
"""Writes the adversarial corpus (ResponderKit.docc/Reliability.md, "The adversarial corpus"): adversarial/cases/* and adversarial/MANIFEST.

Each MANIFEST line: name|status|max stdout bytes|arguments ({} is the case file, {out} a scratch file).
Files of 8 MiB and more are not committed: scripts/adversarial.sh makes them (`--big`) at run time.
Run this again after changing a case; the output is deterministic.
"""
import os, sys

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "adversarial")
cases = os.path.join(root, "cases")
os.makedirs(cases, exist_ok=True)
manifest = []

def case(name, text, status, args="run {}", max_bytes=1_000_000, binary=False):
    path = os.path.join(cases, name)
    with open(path, "wb") as f:
        f.write(text if binary else text.encode("utf-8"))
    manifest.append(f"{name}|{status}|{max_bytes}|{args}")

V = "views: [{id: A, frame: [0, 0, 100, 100]}]\n"
T = "timeline: [{tap: [5, 5]}]\n"
deep = "[" * 5000

# Nesting, every spelling (exit 2, located).
case("nest-apostrophe.yaml", "name: Don't\nviews: " + deep, 2)
case("nest-complex-key.yaml", "? " + "- " * 300 + "x\n: " + deep, 2)
case("nest-quoted-hash.yaml", 'name: "a # [ b"\nviews: ' + deep, 2)
case("nest-escaped-quote.yaml", 'name: "a \\" ["\nviews: ' + deep, 2)
case("nest-comment-quote.yaml", "# it's [\nviews: " + deep, 2)
case("nest-cr-only.yaml", "name: x\rviews: " + deep, 2)
case("nest-crlf.yaml", "name: x\r\nviews: " + deep, 2)
case("nest-flow-mappings.yaml", "views: " + "{a: " * 5000, 2)
case("nest-json.json", '{"views": ' + '[{"a": ' * 2500, 2)
case("nest-block-sequences.yaml", "".join(" " * i + "-\n" for i in range(600)), 2)
case("nest-block-mappings.yaml", "".join(" " * i + "a:\n" for i in range(600)), 2)
case("nest-single-quoted.yaml", "name: 'it''s'\nviews: " + deep, 2)
case("nest-tabs-and-comments.yaml", "name: x # ]]]]\n\t\nviews: " + deep, 2)
case("nest-100k-brackets.yaml", "[" * 100_000, 2)
inner = "[" * 300 + "]" * 300
case("alias-depth.yaml", "a: &deep " + inner + "\nb: " + "[" * 150 + "*deep" + "]" * 150 + "\n", 2)
laughs = "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
for level in range(1, 10):
    laughs += f"a{level}: &a{level} [" + ", ".join([f"*a{level - 1}"] * 10) + "]\n"
case("alias-billion-laughs.yaml", laughs, 2)
case("alias-quadratic.yaml", "a: &a [" + ", ".join(["x"] * 100_000) + "]\nb: [" + ", ".join(["*a"] * 10) + "]\n", 2)
case("alias-undefined.yaml", "views: [*nope]\n", 2)
case("alias-self.yaml", "a: &a [1, *a]\n", 2)
case("alias-as-key.yaml", "x: &k views\n*k : [{id: A}]\n" + T, 2)

# Syntax and encoding (exit 2, located).
case("dup-keys.yaml", "views: [{id: A}]\nviews: [{id: B}]\n" + T, 2)
case("dup-keys-json.json", '{"views": [{"id": "A", "id": "B"}], "timeline": []}', 2)
case("utf8-invalid.yaml", b"views:\n  - {id: A\xff}\n", 2, binary=True)
case("utf8-overlong.yaml", b"views: [{id: \xc0\xaf}]\n", 2, binary=True)
case("utf8-surrogate.yaml", b"views: [{id: \xed\xa0\x80}]\n", 2, binary=True)
case("utf16.yaml", "views: []\n".encode("utf-16"), 2, binary=True)
case("nul-bytes.yaml", b"views: [{id: A}]\n\x00\x00\n", 2, binary=True)
case("empty.yaml", "", 2)
case("only-comments.yaml", "# nothing\n# at all\n", 2)
case("two-documents.yaml", V + "---\n" + V, 2)
case("not-a-mapping.yaml", "- a\n- b\n", 2)
case("truncated-json.json", '{"views": [{"id": "A", "frame": [0, 0', 2)

# Extreme finite numbers (exit 0, finite output) and non-finite ones (exit 2).
case("num-frame-1e308.yaml", "views: [{id: A, frame: [1e308, 1e308, 1e308, 1e308]}]\n" + T, 0)
case("num-frame-neg-1e308.yaml", "views: [{id: A, frame: [-1e308, -1e308, 1e308, 1e308]}]\n" + T, 0)
case("num-frame-5e-324.yaml", "views: [{id: A, frame: [5e-324, 5e-324, 5e-324, 5e-324]}]\n" + T, 0)
case("num-negative-zero.yaml", "views: [{id: A, frame: [-0, -0, 100, 100], alpha: -0}]\ntimeline: [{tap: [-0, -0]}]\n", 0)
case("num-slider-1e39.yaml", "views: [{id: s, class: slider, frame: [10, 100, 300, 40], minimumValue: -1e39, maximumValue: 1e39}]\n"
     "timeline: [{drag: {from: [20, 120], to: [300, 120], steps: 20}}]\n", 0)
case("num-slider-1e308.yaml", "views: [{id: s, class: slider, frame: [10, 100, 300, 40], minimumValue: -1e308, maximumValue: 1e308, value: 1e308}]\n"
     "timeline: [{tap: [160, 120]}]\n", 0)
case("num-segmented-5e-324.yaml", "views: [{id: g, class: segmented, frame: [10, 200, 5e-324, 40], segments: [A, B]}]\ntimeline: [{tap: [10, 220]}]\n", 0)
case("num-stepper-1e308.yaml", "views: [{id: st, class: stepper, frame: [10, 10, 94, 32], minimumValue: -1e308, maximumValue: 1e308, value: 1e308, stepValue: 1e308}]\n"
     "timeline: [{longPress: {at: [80, 26], duration: 2}}]\n", 0)
case("num-scroll-1e308.yaml", "views: [{id: sc, class: scrollview, frame: [0, 0, 300, 300], contentSize: [1e308, 1e308], contentInset: [1e308, 1e308, 1e308, 1e308]}]\n"
     "timeline: [{drag: {from: [100, 100], to: [-1e308, -1e308], steps: 5}}]\n", 0)
case("num-transform-scale-0.yaml", "views: [{id: A, frame: [0, 0, 100, 100], transform: [{scale: [0, 0]}]}]\n" + T, 0)
case("num-transform-1e308.yaml", "views: [{id: A, frame: [0, 0, 100, 100], transform: [{scale: [1e308, 1e308]}, {rotate: 1e308}, {translate: [1e308, -1e308]}]}]\n" + T, 0)
case("num-tap-1e308.yaml", V + "timeline: [{tap: [1e308, -1e308]}, {tap: [5e-324, -5e-324]}]\n", 0)
case("num-time-max.yaml", V + "timeline: [{at: 999999, tap: [5, 5]}]\n", 0)
case("num-time-past-max.yaml", V + "timeline: [{at: 1000001, tap: [5, 5]}]\n", 2)
case("num-overflow-literal.yaml", "views: [{id: A, frame: [0, 0, 1e309, 10]}]\n", 2)
case("num-nan.yaml", "views: [{id: A, frame: [0, 0, .nan, 10]}]\n", 2)
case("num-inf-time.yaml", V + "timeline: [{after: .inf, tap: [5, 5]}]\n", 2)
case("num-tiny-waits.yaml", V + "timeline:\n" + "".join("  - {after: 5e-324, tap: [5, 5]}\n" for _ in range(50)), 0)

# Counts at their limit and one past it.
def views(n):
    return "views:\n" + "".join(f"  - {{id: v{i}, frame: [0, 0, 10, 10]}}\n" for i in range(n))
case("count-views-5000.yaml", views(5000) + T, 0, max_bytes=5_000_000)
case("count-views-5001.yaml", views(5001) + T, 2)
def steps(n):
    return V + "timeline:\n" + "".join("  - {after: 0.01, tap: [5, 5]}\n" for _ in range(n))
case("count-steps-10000.yaml", steps(10000), 0, args="run --quiet {}", max_bytes=5_000_000)
case("count-steps-10001.yaml", steps(10001), 2)
case("count-taps-1000.yaml", V + "timeline: [{tap: {at: [5, 5], count: 1000}}]\n", 0, args="run --quiet {}")
case("count-taps-1001.yaml", V + "timeline: [{tap: {at: [5, 5], count: 1001}}]\n", 2)
case("count-drag-steps-10000.yaml", V + "timeline: [{drag: {from: [5, 5], to: [90, 90], steps: 10000}}]\n", 0, max_bytes=20_000_000)
case("count-drag-steps-10001.yaml", V + "timeline: [{drag: {from: [5, 5], to: [90, 90], steps: 10001}}]\n", 2)
def chain(n):
    return "views:\n  - {id: v0, frame: [0, 0, 100, 100]}\n" + "".join(f"  - {{id: v{i}, parent: v{i - 1}, frame: [0, 0, 100, 100]}}\n" for i in range(1, n))
case("count-depth-200.yaml", chain(200) + T, 0, max_bytes=5_000_000)
case("count-depth-201.yaml", chain(201) + T, 2)
case("count-rows-1000000.yaml", "views: [{id: t, class: tableview, frame: [0, 0, 390, 600], rows: 1000000}]\n"
     "timeline: [{drag: {from: [100, 500], to: [100, 100], steps: 10}}]\n", 0)
case("count-rows-1000001.yaml", "views: [{id: t, class: tableview, frame: [0, 0, 390, 600], rows: [500000, 500001]}]\n", 2)
case("count-visible-10000.yaml", "views: [{id: t, class: tableview, frame: [0, 0, 390, 1000], rows: 100000, rowHeight: 0.1}]\n" + T, 0,
     max_bytes=5_000_000)
case("count-visible-10001.yaml", "views: [{id: t, class: tableview, frame: [0, 0, 390, 1000.1], rows: 100000, rowHeight: 0.1}]\n", 2)
case("table-million-tiny-rows.yaml", "views: [{id: t, class: tableview, frame: [0, 0, 390, 600], rows: 1000000, rowHeight: 0.001}]\n" + T, 2)
case("render-visible-10000.yaml", "views: [{id: t, class: tableview, frame: [0, 0, 390, 1000], rows: 100000, rowHeight: 0.1}]\n" + T, 0,
     args="render {} -o {out}")

# Id references pointing nowhere (exit 2, with the place).
case("ref-parent.yaml", "views: [{id: A, parent: Nowhere}]\n", 2)
case("ref-require-to-fail.yaml", "views: [{id: A, gestures: [{id: t, type: tap, requireToFail: nope}]}]\n", 2)
case("ref-action-target.yaml", "views: [{id: A, gestures: [{id: t, type: tap, actions: [{target: Ghost, action: go}]}]}]\n", 2)
case("ref-set-view.yaml", V + "timeline: [{set: {view: Q, hidden: true}}]\n", 2)
case("ref-root-controller.yaml", V + "window: {rootViewController: Nobody}\n", 2)
case("ref-presented-by.yaml", V + "viewControllers: [{id: C, presentedBy: Nobody}]\n", 2)
case("ref-controller-view.yaml", V + "viewControllers: [{id: C, view: Nothing}]\n", 2)
case("ref-forward-to.yaml", "views: [{id: A, hitTest: {forwardTo: Elsewhere}}]\n", 2)
case("ref-first-responder.yaml", V + "timeline: [{becomeFirstResponder: Nobody}]\n", 2)
case("ref-move-finger.yaml", V + "timeline: [{move: [{finger: z, to: [1, 1]}]}]\n", 2)

# Graphs and long names (linear validation, bounded suggestions).
ctrl = "views: [{id: root}]\nwindow: {rootViewController: c0}\nviewControllers:\n  - {id: c0, view: root}\n"
ctrl += "".join(f"  - {{id: c{i}, presentedBy: c{i - 1}}}\n" for i in range(1, 6000))
case("graph-presentation-chain-6000.yaml", ctrl + T, 0, args="run --quiet {}")
case("graph-presentation-cycle-6000.yaml", ctrl.replace("- {id: c0, view: root}", "- {id: c0, view: root, presentedBy: c5999}"), 2)
cyc = "views:\n  - {id: v0, parent: v4999}\n" + "".join(f"  - {{id: v{i}, parent: v{i - 1}}}\n" for i in range(1, 5000))
case("graph-view-cycle-5000.yaml", cyc, 2)
long = "x" * 4000
case("suggest-long-ids.yaml", "views:\n" + "".join(f"  - {{id: {long}{i}}}\n" for i in range(100))
     + "".join(f"  - {{id: p{i}, parent: {long}{i}y}}\n" for i in range(100)), 2)
case("errors-thousands.yaml", "views:\n" + "".join(f"  - {{id: e{i}, parent: nowhere{i}, colour: red}}\n" for i in range(3000)), 2)

# Control characters and kinds.
case("ctrl-ansi-id.yaml", 'views: [{id: "A\\e[31m\\e[2J", frame: [0, 0, 100, 100]}]\n' + T, 0)
case("ctrl-ansi-id-json.yaml", 'views: [{id: "A\\e[31m\\x7f\\u009b", frame: [0, 0, 100, 100]}]\n' + T, 0, args="run --json {}")
case("ctrl-note.yaml", V + 'timeline: [{note: "bell\\a back\\b cr\\r", tap: [5, 5]}]\n', 0)
case("ctrl-unknown-key.yaml", 'views: [{id: A, "col\\e[2Jour": red}]\n', 2)
case("ctrl-unknown-ref.yaml", 'views: [{id: A, parent: "\\e]0;title\\a"}]\n', 2)
case("ctrl-explain.yaml", 'views: [{id: "A\\e[31m", frame: [0, 0, 100, 100]}]\n', 0, args="explain {} --at 5,5")
case("ctrl-render.yaml", 'views: [{id: "A\\e[31m\\u0001", frame: [0, 0, 100, 100]}]\n' + T, 0, args="render {} -o {out}")
case("trace-kind-unknown.yaml", V + "trace: {kinds: [note, stat]}\n" + T, 2)

# Unbounded runs: output limits and the timer limit (exit 3), bounded memory.
# One hold repeats at most 10,000 times (C5a): the output limit stops a wrapping stepper held for 10^6 s,
# and 200 holds of 1,001 s (2,000,000 repeats) reach the timer limit.
case("stepper-wrap-held.yaml", "views: [{id: st, class: stepper, frame: [10, 10, 94, 32], wraps: true}]\n"
     "timeline: [{longPress: {at: [80, 26], duration: 1000000}}]\n", 3, args="run --max-lines 5000 {}")
case("stepper-held-silent.yaml", "views: [{id: st, class: stepper, frame: [10, 10, 94, 32]}]\n"
     "timeline:\n" + "  - {longPress: {at: [80, 26], duration: 1001}}\n" * 200, 3)
case("drags-many.yaml", V + "timeline:\n" + "".join("  - {drag: {from: [5, 5], to: [90, 90], steps: 10000}}\n" for _ in range(100)),
     3, args="run --max-lines 100000 {}", max_bytes=10_000_000)
case("drags-10000-of-10000.yaml", V + "timeline:\n" + "".join("  - {drag: {from: [5, 5], to: [90, 90], steps: 10000}}\n" for _ in range(10000)),
     3, args="run --quiet {}")
case("max-lines-zero-is-unlimited.yaml", V + "timeline: [{drag: {from: [5, 5], to: [90, 90], steps: 200}}]\n", 0,
     args="run --max-lines 0 {}")
case("usage-bad-option.yaml", V + T, 2, args="run --no-such-option {}")
case("usage-bad-at.yaml", V + T, 2, args="explain {} --at 1,nan")
case("write-dev-full.yaml", V + T, 4, args="run {} >/dev/full")

# check: CRLF and a bounded diff.
case("check-crlf.yaml", V + T, 0, args="check {} --expect {work}/check-crlf.trace")
case("check-different.yaml", V + "timeline: [{drag: {from: [5, 5], to: [90, 90], steps: 3000}}]\n", 1,
     args="check {} --expect {work}/check-different.trace", max_bytes=200_000)

with open(os.path.join(root, "MANIFEST"), "w") as f:
    f.write("# name|exit status|max stdout bytes|arguments ({} the case, {out} a scratch file, {work} the scratch folder); made by scripts/make-adversarial.py\n")
    f.write("\n".join(manifest) + "\n")
print(f"{len(manifest)} cases")
