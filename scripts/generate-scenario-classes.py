#!/usr/bin/env python3
"""Writes Sources/ResponderScenario/ScenarioClasses/*.swift: one subclass per UIKit class a scenario can
use, each forwarding its overridable methods to its `Behaviour`.

Swift has no mixins, so every base class needs its own subclass with the same forwarding overrides; they
are generated from the one template below instead of being written (and drifting) by hand.

    scripts/generate-scenario-classes.py          write the files
    scripts/generate-scenario-classes.py --check  exit 1 if they differ from what would be written
"""
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "Sources" / "ResponderScenario" / "ScenarioClasses"

# (class, bases, kind, doc); kind: "view", "control" (a view with tracking hooks), "controller" (a responder
# whose appearance callbacks are traced, NV3) or "responder".
CLASSES = [
    ("ScenarioView", "UIView", "view", "A `UIView` whose overrides come from the scenario file."),
    ("ScenarioImageView", "UIImageView", "view", "A `UIImageView` whose overrides come from the scenario file."),
    ("ScenarioLabel", "UILabel", "view", "A `UILabel` whose overrides come from the scenario file."),
    ("ScenarioButton", "UIButton", "control", "A `UIButton` whose overrides come from the scenario file."),
    ("ScenarioSwitch", "UISwitch", "control", "A `UISwitch` whose overrides come from the scenario file."),
    ("ScenarioSlider", "UISlider", "control", "A `UISlider` whose overrides come from the scenario file."),
    ("ScenarioSegmentedControl", "UISegmentedControl", "control",
     "A `UISegmentedControl` whose overrides come from the scenario file."),
    ("ScenarioStepper", "UIStepper", "control", "A `UIStepper` whose overrides come from the scenario file."),
    ("ScenarioPageControl", "UIPageControl", "control",
     "A `UIPageControl` whose overrides come from the scenario file."),
    ("ScenarioControl", "UIControl", "control", "A `UIControl` whose overrides come from the scenario file."),
    ("ScenarioScrollView", "UIScrollView", "view", "A `UIScrollView` whose overrides come from the scenario file."),
    ("ScenarioTableView", "UITableView", "view", "A `UITableView` whose overrides come from the scenario file."),
    ("ScenarioTextField", "UITextField", "control", "A `UITextField` whose overrides come from the scenario file."),
    ("ScenarioTextView", "UITextView", "view", "A `UITextView` whose overrides come from the scenario file."),
    ("ScenarioCollectionView", "UICollectionView", "view",
     "A `UICollectionView` whose overrides come from the scenario file."),
    ("ScenarioTabBar", "UITabBar", "view",
     "A tab bar controller's `UITabBar` whose overrides come from the scenario file (NV9)."),
    ("ScenarioViewController", "UIViewController", "controller",
     "A view controller made from a scenario file (R1, R2)."),
    ("ScenarioNavigationController", "UINavigationController", "controller",
     "A navigation controller made from a scenario file (NV1)."),
    ("ScenarioTabBarController", "UITabBarController", "controller",
     "A tab bar controller made from a scenario file (NV8)."),
    ("ScenarioAppDelegate", "UIResponder, UIApplicationDelegate", "responder",
     "The application's delegate made from a scenario file: a plain responder, so the last link of the\n"
     "/// responder chain (R1, seed 003)."),
]

HIT_TESTING = """
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        behaviour.hitTest(self, point, event) { super.hitTest($0, with: $1) }
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        behaviour.pointInside(self, point, event) { super.point(inside: $0, with: $1) }
    }
"""

RESPONDER = """
    override var canBecomeFirstResponder: Bool { behaviour.canBecomeFirstResponder ?? super.canBecomeFirstResponder }
""" + "".join(f"""
    override func touches{p}(_ touches: Set<UITouch>, with event: UIEvent?) {{
        behaviour.touches(.{p.lower()}, self, touches, event, super: {{ super.touches{p}(touches, with: event) }}) {{
            $0.touches{p}(touches, with: event)
        }}
    }}
""" for p in ["Began", "Moved", "Ended", "Cancelled"]) + "".join(f"""
    override func {m}(_ {a}: {t}, with event: {e}?) {{
        behaviour.other(\\.{k}, self, "{m}", event, super: {{ super.{m}({a}, with: event) }}) {{
            $0.{m}({a}, with: event)
        }}
    }}
""" for (m, a, t, e, k) in [
    ("pressesBegan", "presses", "Set<UIPress>", "UIPressesEvent", "presses"),
    ("pressesEnded", "presses", "Set<UIPress>", "UIPressesEvent", "presses"),
    ("motionBegan", "motion", "UIEvent.EventSubtype", "UIEvent", "motion"),
    ("motionEnded", "motion", "UIEvent.EventSubtype", "UIEvent", "motion"),
]) + """
    override func remoteControlReceived(with event: UIEvent?) {
        behaviour.other(
            \\.remoteControl, self, "remoteControlReceived", event, super: { super.remoteControlReceived(with: event) }
        ) { $0.remoteControlReceived(with: event) }
    }

    func responderAction(for action: Selector) -> ((_ sender: Any?, _ event: UIEvent?) -> Void)? {
        behaviour.action(for: action, on: self)
    }
"""

TRACKING = """
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let result = super.beginTracking(touch, with: event)
        behaviour.tracking(self, "beginTracking", result: result)
        return result
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let result = super.continueTracking(touch, with: event)
        behaviour.tracking(self, "continueTracking", result: result)
        return result
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        behaviour.tracking(self, "endTracking", result: nil)
        super.endTracking(touch, with: event)
    }

    override func cancelTracking(with event: UIEvent?) {
        behaviour.tracking(self, "cancelTracking", result: nil)
        super.cancelTracking(with: event)
    }
"""

APPEARANCE = "".join(f"""
    override func {m}(_ animated: Bool) {{
        super.{m}(animated)
        behaviour.appearance(self, "{m}", animated)
    }}
""" for m in ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"])

HEADER = """// Generated by scripts/generate-scenario-classes.py: edit the template there, then run it.
import Foundation
import ResponderKit
"""


def source(name, bases, kind, doc):
    body = (HIT_TESTING if kind in ("view", "control") else "") + RESPONDER + (TRACKING if kind == "control" else "")
    body += APPEARANCE if kind == "controller" else ""
    return (f"{HEADER}\n/// {doc}\n@MainActor final class {name}: {bases}, ScenarioResponder {{\n"
            f"    let behaviour = Behaviour()\n{body}}}\n")


def main():
    check = "--check" in sys.argv[1:]
    wanted = {f"{name}.swift": source(name, bases, kind, doc) for (name, bases, kind, doc) in CLASSES}
    stale = [n for n, text in wanted.items() if not (OUT / n).exists() or (OUT / n).read_text() != text]
    extra = [p.name for p in OUT.glob("*.swift")] if OUT.exists() else []
    extra = [n for n in extra if n not in wanted]
    if check:
        for n in stale + extra:
            print(f"out of date: {OUT / n} (run scripts/generate-scenario-classes.py)")
        sys.exit(1 if stale or extra else 0)
    OUT.mkdir(parents=True, exist_ok=True)
    for n in extra:
        (OUT / n).unlink()
    for n, text in wanted.items():
        (OUT / n).write_text(text)


if __name__ == "__main__":
    main()
