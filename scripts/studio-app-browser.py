#!/usr/bin/env python3
"""Responder Studio for a world built in Swift (SPEC ST6, ST7), in headless Chromium: starts an executable that
calls `ResponderStudio.serve` (the root package's ResponderStudioDemo: a settings screen in a navigation
controller), drives the page with REAL input over the Chrome DevTools Protocol (touch and mouse events that
reach the page as Pointer Events), and asserts in the DOM:
  a touch tap on the switch binds the UISwitch and sends `wifiChanged:`; a mouse click on the stepper's +
  sends `volumeChanged:`; a touch drag on the slider binds the UISlider; a tap on the button sends
  `showDetails` and the navigation bar animates the push; Stop returns the recording as a Swift Testing
  function (ST7) aimed by accessibility identifier, with the expectations observed, and the page's
  "Swift test" export is enabled. Any page exception or console error fails the test.

With --driftwood PATH/TO/DriftwoodStudio (CI passes the one scripts/example-app.sh built), also the example app
Driftwood (Examples/Driftwood, its `DriftwoodStudio` executable), after recording rebuilds its world: a touch tap on a post's like button in the feed sends `likeTapped:`; a tap on the
tab bar's raised post button (its upper part, above the bar: seed 000's problem) binds it, sends
`postButtonTapped:` and the compose sheet comes up in the scene; the recording's Swift test taps
"tabBar.post" by identifier.

Usage: studio-app-browser.py PATH/TO/ResponderStudioDemo [--port N] [--screenshot FILE.png]
       [--driftwood PATH/TO/DriftwoodStudio] [--driftwood-screenshot FILE.png]"""
import argparse, base64, json, os, shutil, signal, subprocess, sys, tempfile, time, urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from studio_cdp import DevTools, chrome_binary, fail, png_colours, wait_for_port  # noqa: E402  (scripts/studio_cdp.py)
from studio_ws import WebSocket  # noqa: E402

parser = argparse.ArgumentParser()
parser.add_argument("binary")
parser.add_argument("--port", type=int, default=18140)
parser.add_argument("--screenshot", default="/tmp/responder-studio-app.png")
parser.add_argument("--driftwood", help="also serve the example app's DriftwoodStudio and touch a flow")
parser.add_argument("--driftwood-screenshot", default="/tmp/responder-studio-driftwood.png")
args = parser.parse_args()
started = time.monotonic()
signal.signal(signal.SIGALRM, lambda *_: fail("the app browser test took more than 4 minutes"))
signal.alarm(240)


def expect(condition, what, tools):
    if not condition:
        fail(f"{what}\npage state: {json.dumps(tools.state(), ensure_ascii=False)[:4000]}")


# The name the scene gives the first view of a UIKit class (the page's live scene, studio.js).
NAME_OF = "(cls => (liveScene.views.find(v => v.class === cls) || {}).name)"
# The centre of the first view of a class, in window points, from its outline.
CENTRE_OF = ("(cls => { const v = liveScene.views.find(v => v.class === cls); const o = v.outline;"
             " return [(o[0][0] + o[2][0]) / 2, (o[0][1] + o[2][1]) / 2]; })")

def capture(tools, path, what):
    """Writes the page's screenshot to `path`; fails if it looks blank."""
    png = base64.b64decode(tools.call("Page.captureScreenshot", format="png")["data"])
    with open(path, "wb") as out:
        out.write(png)
    colours, coverage, _ = png_colours(png)
    if colours < 16 or coverage < 0.2:
        fail(f"{what} looks blank: {colours} colours, {coverage:.0%} not the most common colour")


def driftwood(tools, binary, port, screenshot):
    """The example app (ST6): like a post, then the raised post button opens the compose sheet."""
    app = subprocess.Popen([binary, "--port", str(port)])
    processes.append(app)
    wait_for_port(port, app, "DriftwoodStudio")
    tools.call("Page.navigate", url=f"http://127.0.0.1:{port}/")
    tools.wait_event("Page.loadEventFired")
    tools.until("window.studioState().live && liveScene && liveScene.views.some(v => v.name.startsWith('feed.like.'))",
                "the page drew Driftwood's feed")
    tools.js("document.getElementById('record').click()")
    tools.until("document.getElementById('record').textContent.includes('Stop')", "recording started")
    # Recording rebuilds the world at time 0 (ST6): the feed's first page arrives after the store's latency, on
    # the virtual clock, and the page's scene follows within 0.1 s. Wait for the rebuilt world's feed.
    time.sleep(2)
    tools.until("liveScene.views.some(v => v.name.startsWith('feed.like.'))", "the rebuilt world's feed")
    # A like button on the screen (the feed's rows below it are laid out too), above the tab bar.
    like = tools.js("(liveScene.views.find(v => v.name.startsWith('feed.like.') && !v.hidden && "
                    "v.outline[0][1] > 120 && v.outline[2][1] < liveScene.screen[1] - 120) || {}).name")
    expect(like, "no like button on the feed's screen", tools)
    x, y = tools.js(f"(n => {{ const o = liveScene.views.find(v => v.name === n).outline;"
                    f" return [(o[0][0] + o[2][0]) / 2, (o[0][1] + o[2][1]) / 2]; }})('{like}')")
    point = tools.client_point(x, y)
    tools.touch("touchStart", [point])
    tools.touch("touchEnd", [])
    tools.until(f"window.studioState().bound.startsWith('touch 1 → {like}')", "the like button was bound")
    tools.until("window.studioState().actions.some(a => a.includes('action'))", "the like button sent its action")
    print(f"studio-app-browser: Driftwood: touch tap on {like}: bound it, "
          f"{[a for a in tools.state()['actions'] if 'action' in a][-1]}")
    capture(tools, screenshot, "Driftwood's screenshot")
    # The page shows what the app draws (DR10): the layers' recorded drawing, e.g. the rows' labels' text.
    drawn = tools.js("Array.from(document.querySelectorAll('#scene g.appearance g.drawing text'))"
                     ".map(t => t.textContent.trim()).filter(t => t.length > 0)")
    expect(len(drawn) >= 3, f"the page shows too little of the app's recorded drawing: {drawn}", tools)
    print(f"studio-app-browser: Driftwood: the page shows the app's recorded drawing ({len(drawn)} texts, "
          f"e.g. {drawn[:3]})")
    # The raised button's upper part sticks out above the tab bar: a tap there must reach it (H5, seed 000).
    x, y, top = tools.js("(() => { const o = liveScene.views.find(v => v.name === 'tabBar.post').outline;"
                         " return [(o[0][0] + o[2][0]) / 2, o[0][1] + 6, o[0][1]]; })()")
    bar = tools.js("(() => { const v = liveScene.views.find(v => v.class === 'RaisedTabBar' || "
                   "v.class.endsWith('TabBar')); return v ? v.outline[0][1] : null; })()")
    expect(bar is None or y < bar, f"the point {y} is not above the tab bar's top {bar}", tools)
    point = tools.client_point(x, y)
    tools.touch("touchStart", [point])
    tools.touch("touchEnd", [])
    tools.until("window.studioState().actions.some(a => a.includes('postButtonTapped'))", "postButtonTapped: was sent")
    expect(tools.state()["bound"].startswith("touch 2 → tabBar.post"), "the raised button's top was not bound to it",
           tools)
    tools.until("liveScene.views.some(v => v.name === 'compose.title')", "the compose sheet came up in the scene")
    print(f"studio-app-browser: Driftwood: touch tap on the raised post button's top (y {y:.0f}, above the bar at "
          f"{bar}): bound tabBar.post, postButtonTapped: sent, the compose sheet is in the scene")
    tools.js("document.getElementById('record').click()")
    tools.until("window.studioState().swiftTest", "the recording came back as a Swift test")
    swift = tools.state()["swiftTest"]
    for needle in ('#expect(simulator.tap(on: "tabBar.post"))', "@testable import DriftwoodPorted",
                   '"ComposeViewController")'):
        expect(needle in swift, f"Driftwood's Swift test lacks {needle}:\n{swift}", tools)
    print("studio-app-browser: Driftwood: the recording's Swift test taps \"tabBar.post\" by identifier and expects "
          "ComposeViewController on top")


processes = []
profile = tempfile.mkdtemp(prefix="responder-studio-app-chromium-")
try:
    studio = subprocess.Popen([args.binary, "--port", str(args.port)])
    processes.append(studio)
    wait_for_port(args.port, studio, os.path.basename(args.binary))
    chrome = subprocess.Popen(
        [chrome_binary(), "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
         "--no-default-browser-check", "--disable-extensions", "--disable-background-networking",
         "--remote-debugging-port=0", f"--user-data-dir={profile}", "--window-size=1280,760", "about:blank"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    processes.append(chrome)
    active_port = os.path.join(profile, "DevToolsActivePort")
    for _ in range(300):
        if os.path.exists(active_port) and open(active_port).read().count("\n") >= 1:
            break
        if chrome.poll() is not None:
            fail(f"chromium exited with {chrome.returncode}")
        time.sleep(0.1)
    else:
        fail("chromium did not open its DevTools port")
    devtools_port = int(open(active_port).read().split()[0])
    targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{devtools_port}/json/list", timeout=10))
    page = next(t for t in targets if t["type"] == "page")
    tools = DevTools(WebSocket("127.0.0.1", devtools_port, page["webSocketDebuggerUrl"].split(f":{devtools_port}", 1)[1],
                               timeout=30))
    for domain in ("Runtime", "Page", "Log"):
        tools.call(f"{domain}.enable")
    tools.call("Emulation.setDeviceMetricsOverride", width=1280, height=760, deviceScaleFactor=1, mobile=False)
    tools.call("Emulation.setTouchEmulationEnabled", enabled=True, maxTouchPoints=5)
    tools.call("Page.navigate", url=f"http://127.0.0.1:{args.port}/")
    tools.wait_event("Page.loadEventFired")
    tools.until("window.studioState && window.studioState().live && window.studioState().views > 0",
                "the page connected and drew the app's scene")
    expect(tools.js("document.getElementById('title').textContent + liveScene.name").count("Settings") >= 1,
           "the page does not show the world's title", tools)
    names = {cls: tools.js(f"{NAME_OF}('{cls}')") for cls in ("UISwitch", "UIStepper", "UISlider", "UIButton")}
    expect(all(names.values()), f"the scene lacks the app's controls: {names}", tools)
    print(f"studio-app-browser: the app's scene: {tools.state()['views']} views; controls {names}")

    tools.js("document.getElementById('record').click()")
    tools.until("document.getElementById('record').textContent.includes('Stop')", "recording started")

    # 1. A touch tap on the switch.
    x, y = tools.js(f"{CENTRE_OF}('UISwitch')")
    point = tools.client_point(x, y)
    tools.touch("touchStart", [point])
    tools.touch("touchEnd", [])
    tools.until("window.studioState().actions.some(a => a.includes('wifiChanged:'))", "wifiChanged: was sent")
    state = tools.state()
    expect(state["pointerTypes"][-1] == "touch", "the tap did not reach the page as a touch", tools)
    expect(state["bound"].startswith(f"touch 1 → {names['UISwitch']}"), "the tap was not bound to the switch", tools)
    expect(state["walk"] and names["UISwitch"] in state["walk"][-1], "the hit-test walk does not end at the switch",
           tools)
    print(f"studio-app-browser: touch tap on the switch: bound {names['UISwitch']}, wifiChanged: sent")

    # 2. A mouse click on the stepper's + half.
    x, y = tools.js(f"{CENTRE_OF}('UIStepper')")
    point = tools.client_point(x + 23, y)
    tools.mouse("mouseMoved", point, buttons=0)
    tools.mouse("mousePressed", point)
    tools.mouse("mouseReleased", point, buttons=0)
    tools.until("window.studioState().actions.some(a => a.includes('volumeChanged:'))", "volumeChanged: was sent")
    expect(tools.state()["bound"].startswith(f"touch 2 → {names['UIStepper']}"), "the click missed the stepper", tools)
    print(f"studio-app-browser: mouse click on the stepper's +: bound {names['UIStepper']}, volumeChanged: sent")

    # 3. A touch drag on the slider, from its thumb (the middle: value 0.5) to the right.
    x, y = tools.js(f"{CENTRE_OF}('UISlider')")
    points = [tools.client_point(x + 10 * i, y) for i in range(9)]
    tools.touch("touchStart", [points[0]])
    for each in points[1:]:
        tools.touch("touchMove", [each])
    tools.touch("touchEnd", [])
    tools.until("window.studioState().bound.startsWith('touch 3 ')", "the drag was bound")
    expect(tools.state()["bound"].startswith(f"touch 3 → {names['UISlider']}"), "the drag missed the slider", tools)
    print(f"studio-app-browser: touch drag on the slider: bound {names['UISlider']}")

    # 4. A touch tap on the button: the navigation controller pushes the details screen.
    x, y = tools.js(f"{CENTRE_OF}('UIButton')")
    point = tools.client_point(x, y)
    tools.touch("touchStart", [point])
    tools.touch("touchEnd", [])
    tools.until("window.studioState().actions.some(a => a.includes('showDetails'))", "showDetails was sent")
    tools.until("liveScene.views.some(v => v.name.startsWith('AboutViewController')) && "
                "!liveScene.views.some(v => v.name === 'detailsButton')", "the scene shows the pushed screen alone")
    print("studio-app-browser: touch tap on the button: showDetails sent, AboutViewController pushed")

    # 5. Stop: the recording as a Swift Testing function (ST7), the page's export enabled.
    tools.js("document.getElementById('record').click()")
    tools.until("window.studioState().swiftTest", "the recording came back as a Swift test")
    swift = tools.state()["swiftTest"]
    for needle in ('#expect(simulator.tap(on: "wifiSwitch"))', 'simulator.view(withAccessibilityIdentifier: "volumeStepper")',
                   'simulator.view(withAccessibilityIdentifier: "brightnessSlider")',
                   '#expect(simulator.tap(on: "detailsButton"))', '== "AboutViewController")',
                   '#expect(aboutName?.text == "Responder Studio demo")', '.value == .string("showDetails")'):
        expect(needle in swift, f"the Swift test lacks {needle}:\n{swift}", tools)
    expect(not tools.js("document.getElementById('saveSwift').disabled"), "the Swift test export is disabled", tools)
    expect(tools.js("document.getElementById('save').disabled"), "Save YAML is offered for a world built in Swift",
           tools)
    print(f"studio-app-browser: Stop wrote a Swift test of {swift.count(chr(10))} lines (taps aimed by identifier, "
          f"expectations observed); the 'Swift test' export is enabled")

    capture(tools, args.screenshot, "the screenshot")
    if args.driftwood:
        driftwood(tools, args.driftwood, args.port + 1, args.driftwood_screenshot)
    if tools.errors:
        fail("the page reported errors:\n  " + "\n  ".join(tools.errors))
    print(f"studio-app-browser: ok in {time.monotonic() - started:.1f} s (screenshot {args.screenshot})")
finally:
    for process in reversed(processes):
        process.terminate()
        try:
            process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
    shutil.rmtree(profile, ignore_errors=True)
