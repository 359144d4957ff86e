#!/usr/bin/env python3
"""Responder Studio in a real browser (SPEC ST4, ST5): starts `responder-studio` and headless
Chromium, drives the page over the Chrome DevTools Protocol (stdlib only: scripts/studio_ws.py), and
dispatches REAL input — `Input.dispatchTouchEvent` and `Input.dispatchMouseEvent`, which reach the page
as Pointer Events like a finger or a mouse would.

Checks, on the page's DOM (`Runtime.evaluate`):
  seed004-button-vs-tap: a touch tap on the button binds the button, the parent's tap fails and
  `buttonClick` fires; a mouse click on the yellow view binds it, the tap recognizes and `tap` fires.
  seed004-nested-pans: a touch drag and a mouse drag on the yellow view bind it, the inner pan (第一个)
  begins and ends, the outer one (第二个) fails, the `pan` action fires.
  Replay (ST5): the recorded mouse drag replays in the page; the scrubber shows the state mid-drag.
  Alt-drag (ST4): a mouse drag with Alt adds a finger mirrored about the centre; spreading them on a
  view with a pinch and a pan, the pinch begins, changes and ends and its action fires; the pan does not.
  The trace after the 200 moves is windowed (every entry kept, few drawn; scrolled to its top it shows
  the first entry), and the chain panel counts repeated calls instead of growing.
Any page exception or console error fails the test. Saves a screenshot and checks it is not blank.
Prints the latency of 200 mouse moves (the pointer event's timeStamp to its trace in the DOM, and to
the next animation frame): figures, not a pass/fail (project rule); with --profile, also Chromium's
trace of those moves summed by event, and its performance metrics per move (where the page's time goes).

Usage: studio-browser.py PATH/TO/responder-studio [--screenshot FILE.png] [--replay-screenshot FILE.png]
[--port N] [--profile]"""
import argparse, base64, json, os, shutil, signal, statistics, subprocess, sys, tempfile, time, urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from studio_cdp import DevTools, Profile, chrome_binary, fail, png_colours, wait_for_port  # noqa: E402  (scripts/studio_cdp.py)
from studio_ws import WebSocket  # noqa: E402

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
parser = argparse.ArgumentParser()
parser.add_argument("binary")
parser.add_argument("--screenshot", default="/tmp/responder-studio.png")
parser.add_argument("--port", type=int, default=18130)
parser.add_argument("--replay-screenshot", help="also save the page showing the replay at mid-drag")
parser.add_argument("--profile", action="store_true",
                    help="also trace the 200 moves in Chromium and print where the page's time went")
args = parser.parse_args()
started = time.monotonic()
# A watchdog: whatever hangs (the browser, the server, a lost reply), CI gets a failure, not a stall.
signal.signal(signal.SIGALRM, lambda *_: fail("the browser test took more than 5 minutes"))
signal.alarm(300)


def open_page(port_devtools, url):
    targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port_devtools}/json/list", timeout=10))
    page = next(t for t in targets if t["type"] == "page")
    path = page["webSocketDebuggerUrl"].split(f":{port_devtools}", 1)[1]
    tools = DevTools(WebSocket("127.0.0.1", port_devtools, path, timeout=30))
    for domain in ("Runtime", "Page", "Log"):
        tools.call(f"{domain}.enable")
    tools.call("Emulation.setDeviceMetricsOverride", width=1280, height=760, deviceScaleFactor=1, mobile=False)
    tools.call("Emulation.setTouchEmulationEnabled", enabled=True, maxTouchPoints=5)
    navigate(tools, url)
    return tools


def navigate(tools, url):
    tools.call("Page.navigate", url=url)
    tools.wait_event("Page.loadEventFired")
    tools.until("window.studioState && window.studioState().live && window.studioState().views > 0",
                "the page connected and drew the scene")


def start_studio(example, port):
    process = subprocess.Popen([args.binary, os.path.join(root, "Examples", "Scenarios", example), "--port", str(port)])
    wait_for_port(port, process, "responder-studio")
    return process


def tap_by_touch(tools, x, y):
    point = tools.client_point(x, y)
    tools.touch("touchStart", [point])
    tools.touch("touchEnd", [])


def click_by_mouse(tools, x, y):
    point = tools.client_point(x, y)
    tools.mouse("mouseMoved", point, buttons=0)
    tools.mouse("mousePressed", point)
    tools.mouse("mouseReleased", point, buttons=0)


def drag(tools, start, end, steps, by_touch):
    points = [tools.client_point(start[0] + (end[0] - start[0]) * i / steps,
                                 start[1] + (end[1] - start[1]) * i / steps) for i in range(steps + 1)]
    if by_touch:
        tools.touch("touchStart", [points[0]])
        for point in points[1:]:
            tools.touch("touchMove", [point])
        tools.touch("touchEnd", [])
    else:
        tools.mouse("mouseMoved", points[0], buttons=0)
        tools.mouse("mousePressed", points[0])
        for point in points[1:]:
            tools.mouse("mouseMoved", point)
        tools.mouse("mouseReleased", points[-1], buttons=0)


def expect(condition, what, tools):
    if not condition:
        fail(f"{what}\npage state: {json.dumps(tools.state(), ensure_ascii=False)}")


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def screenshot(tools):
    png = base64.b64decode(tools.call("Page.captureScreenshot", format="png")["data"])
    with open(args.screenshot, "wb") as out:
        out.write(png)
    colours, coverage, size = png_colours(png)
    print(f"studio-browser: screenshot {args.screenshot}: {size[0]}x{size[1]}, {len(png)} bytes, "
          f"{colours} colours, {coverage:.0%} of pixels not the most common colour")
    if colours < 16 or coverage < 0.2:
        fail(f"the screenshot looks blank: {colours} colours, {coverage:.0%} not the most common colour")


# A view with a pinch and a pan (no example has a pinch): the Alt-drag check's scene.
PINCH_SCENARIO = """name: "Alt-drag pinch"
viewControllers:
  - {id: ViewController, view: root}
window: {rootViewController: ViewController}
views:
  - {id: root}
  - id: photo
    parent: root
    frame: [20, 60, 335, 540]
    multipleTouch: true
    gestures:
      - {id: pinch, type: pinch, actions: [{target: ViewController, action: pinch, log: "pinch"}]}
      - {id: pan, type: pan, actions: [{target: ViewController, action: pan, log: "pan"}]}
"""

processes = []
profile = tempfile.mkdtemp(prefix="responder-studio-chromium-")
try:
    studio = start_studio("seed004-button-vs-tap.yaml", args.port)
    processes.append(studio)
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
    version = json.load(urllib.request.urlopen(f"http://127.0.0.1:{devtools_port}/json/version", timeout=10))
    print(f"studio-browser: {version['Browser']}")
    tools = open_page(devtools_port, f"http://127.0.0.1:{args.port}/")

    # 1. A touch tap on the button inside the view with a tap recognizer (seed 004): the button wins.
    tap_by_touch(tools, 200, 200)
    tools.until("window.studioState().actions.some(a => a.includes(\"'buttonClick'\"))", "buttonClick fired")
    state = tools.state()
    expect(state["pointerTypes"][-1] == "touch", "the tap did not reach the page as a touch pointer", tools)
    expect(state["bound"].startswith("touch 1 → button"), "the touch was not bound to the button", tools)
    expect(state["lanes"].get("tap", [])[-2:] == ["failed", "reset"], "the tap recognizer did not fail", tools)
    expect(any("gestureRecognizerShouldBegin returned false" in r for r in state["reasons"].get("tap", [])),
           "the tap's failure has not its reason (the button refused it, GR6)", tools)
    expect(not any("tap action" in a for a in state["actions"]), "the tap's action fired on the button", tools)
    expect(state["walk"][-1].startswith("button pointInside"), "the hit-test walk does not end at the button",
           tools)
    expect("button" in state["visited"] and state["boundShape"] == "button",
           "the scene does not outline the walk and the bound button", tools)
    expect(state["chain"] and state["chain"][0].startswith("button touchesBegan"),
           "the responder chain panel lacks the button's touchesBegan", tools)
    print("studio-browser: touch tap on the button: bound button, tap failed (GR6), buttonClick fired")
    # The README's screenshot: the tap on the button, and `explain` for the point under the hovering mouse.
    tools.mouse("mouseMoved", tools.client_point(200, 200), buttons=0)
    tools.until("document.getElementById('explain').textContent.includes('button')", "explain for the button")
    screenshot(tools)

    # 2. A mouse click on the yellow view: the tap recognizer wins.
    click_by_mouse(tools, 110, 110)
    tools.until("window.studioState().actions.some(a => a.includes('tap action (ended)'))", "the tap's action fired")
    state = tools.state()
    expect(state["pointerTypes"][-1] == "mouse", "the click did not reach the page as a mouse pointer", tools)
    expect(state["bound"].startswith("touch 2 → yellowView"), "the click was not bound to yellowView", tools)
    expect(state["lanes"]["tap"][-2:] == ["ended", "reset"], "the tap recognizer did not recognize", tools)
    print("studio-browser: mouse click on yellowView: bound yellowView, tap ended (recognized), its action fired")

    # 3. Latency: 200 mouse moves on the yellow view, each dispatched when the previous one is shown.
    tools.js("for (const list of Object.values(window.studioLatency)) list.length = 0")
    tools.call("Input.dispatchMouseEvent", type="mouseMoved", x=0, y=0)
    base = tools.client_point(105, 120)
    tools.mouse("mouseMoved", base, buttons=0)
    tools.mouse("mousePressed", base)
    tools.until("window.studioLatency.frame.length >= 1", "the press was shown")
    tracing = Profile(tools) if args.profile else None
    for i in range(1, 201):
        tools.mouse("mouseMoved", [base[0] + (i % 50) * 0.5, base[1]])
        if not tools.js(f"window.studioWaitShown({i + 1}, 10000)", await_promise=True):
            fail(f"move {i} was not shown within 10 s")
    if tracing:
        print("studio-browser: " + tracing.stop(200))
    elements = tools.js("document.getElementsByTagName('*').length")
    print(f"studio-browser: the page has {elements} elements after the 200 moves")
    tools.mouse("mouseReleased", base, buttons=0)
    # The trace keeps every entry but draws only the rows in view (trace.js): scrolled to its top, it
    # shows the first entry; back at the bottom, the latest.
    tools.until("(s => s.traceDrawn[1] === s.traceEnds[1])(window.studioState())",
                "the trace shows its latest entry")
    state = tools.state()
    expect(state["traceKept"] >= 1000 and state["traceShown"] <= 100,
           f"the trace is not windowed: {state['traceKept']} entries kept, {state['traceShown']} drawn", tools)
    expect(len(state["chain"]) < 40, f"the chain panel has {len(state['chain'])} lines for one drag", tools)
    scroll_trace = "document.getElementById('trace').parentElement.scrollTop = {}"
    tools.js(scroll_trace.format(0))
    tools.until("window.studioState().traceDrawn[0] === window.studioState().traceEnds[0]",
                "the trace scrolled to its top shows its first entry")
    tools.js(scroll_trace.format("1e9"))
    tools.until("window.studioState().traceDrawn[1] === window.studioState().traceEnds[1]",
                "the trace scrolled back to its bottom shows its latest entry")
    raw_moves = tools.state()["rawMoves"]
    latency = {name: values[1:201] for name, values in tools.js("window.studioLatency").items()}
    if len(latency["frame"]) < 200:
        fail(f"only {len(latency['frame'])} of 200 moves were timed")

    def figures(name):
        values = latency[name]
        return f"median {statistics.median(values):.2f} ms, p99 {percentile(values, 99):.2f} ms"

    print(f"studio-browser: latency of 200 mouse moves (in-page performance.now() stamps; load average "
          f"{os.getloadavg()[0]:.1f} on {os.cpu_count()} cores): pointer event's timeStamp to its trace in "
          f"the DOM {figures('dom')}; to the next animation frame {figures('frame')} (goal p99 < 16 ms). "
          f"Parts: timeStamp to the pointermove handler {figures('input')}; handler to trace in the DOM "
          f"(WebSocket round trip, engine, DOM) {figures('socket')}; moves sent from pointerrawupdate: {raw_moves}")

    # 4. The pans (seed 004, nested pans), by touch then by mouse, on a second server.
    pans_port = args.port + 1
    processes.append(start_studio("seed004-nested-pans.yaml", pans_port))
    navigate(tools, f"http://127.0.0.1:{pans_port}/")
    tools.js("document.getElementById('record').click()")
    for by_touch, number in ((True, 1), (False, 2)):
        drag(tools, (100, 200), (160, 200), 12, by_touch)
        tools.until(f"window.studioState().bound.startsWith('touch {number} ') && "
                    f"(window.studioState().lanes['第一个'] || []).slice(-2).join() == 'ended,reset'",
                    "the inner pan ended")
        state = tools.state()
        how = "touch" if by_touch else "mouse"
        expect(state["pointerTypes"][-1] == how, f"the drag did not reach the page as a {how} pointer", tools)
        expect(state["bound"].startswith(f"touch {number} → yellowView"), "the drag was not bound to yellowView",
               tools)
        inner = state["lanes"]["第一个"]
        expect("began" in inner and "changed" in inner, "the inner pan did not begin and change", tools)
        expect("failed" in state["lanes"]["第二个"], "the outer pan did not fail", tools)
        expect(sum("第一个 action" in a for a in state["actions"]) >= 3 * number, "the pan's action did not fire",
               tools)
        expect(not any("第二个 action" in a for a in state["actions"]), "the outer pan's action fired", tools)
        print(f"studio-browser: {how} drag on yellowView: bound yellowView, 第一个 began/changed/ended, "
              f"第二个 failed, pan fired")

    # 5. Replay (ST5): stop recording, replay, scrub to the middle of the mouse drag.
    tools.js("document.getElementById('record').click()")
    tools.until("window.studioState().recordedSteps > 0", "the recording came back")
    tools.js("document.getElementById('replay').click()")
    tools.until("window.studioState().replay && window.studioState().replay.end > 0", "the replay loaded")
    replay = tools.state()["replay"]
    middle = replay["times"][len(replay["times"]) * 3 // 4]
    tools.js(f"window.studioSeek({middle})")
    tools.until(f"Math.abs(window.studioState().replay.sceneTime - {middle}) < 1e-9",
                "the scene at the scrubbed time came")
    state = tools.state()
    expect(state["bound"].startswith("touch 2 → yellowView"), "the replay at mid-drag does not show touch 2",
           tools)
    expect(state["replay"]["fingers"] == 1, "the replay at mid-drag does not show the finger down", tools)
    inner_states = [s for s in state["lanes"]["第一个"] if s in ("possible", "began", "changed", "ended", "failed")]
    expect(inner_states[-1:] in (["began"], ["changed"]), "the replay at mid-drag: the pan is not active", tools)
    if args.replay_screenshot:
        with open(args.replay_screenshot, "wb") as out:
            out.write(base64.b64decode(tools.call("Page.captureScreenshot", format="png")["data"]))
    tools.js("document.getElementById('stepForward').click()")
    tools.until(f"window.studioState().replay.time > {middle}", "a step forward moved on")
    print(f"studio-browser: replay: {len(replay['times'])} times up to {replay['end']} s; at {middle} s the "
          f"drag is under way (1 finger down, 第一个 {inner_states[-1]}); step forward moves on")

    # The bar's own controls, by real mouse input: a click near the scrubber's start, ▶ to the end, and
    # back to live.
    left, top, width, height = tools.js("(() => { const r = document.getElementById('scrubber')"
                                        ".getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; })()")
    click = [left + width * 0.02, top + height / 2]
    tools.mouse("mouseMoved", click, buttons=0)
    tools.mouse("mousePressed", click)
    tools.mouse("mouseReleased", click, buttons=0)
    tools.until(f"window.studioState().replay.time < {replay['end'] * 0.1}", "a click on the scrubber's start")
    tools.js("document.getElementById('play').click()")
    tools.until(f"window.studioState().replay.time === {replay['end']} && "
                f"document.getElementById('play').textContent.includes('Play')", "▶ played to the end", timeout=30)
    tools.js("document.getElementById('live').click()")
    tools.until("window.studioState().replay === null && window.studioState().views > 0", "back to live")
    print("studio-browser: replay bar: a click on the scrubber, ▶ to the end, back to live")

    # 6. Alt-drag with the mouse: a second finger mirrored about the screen's centre (ST4, the iOS
    # Simulator's Option key). Spreading them pinches out: the pinch recognizer wins over the pan on the
    # same view (the fingers' centroid stays put, so the pan never moves) and its action fires.
    pinch_file = os.path.join(profile, "studio-pinch.yaml")
    with open(pinch_file, "w") as out:
        out.write(PINCH_SCENARIO)
    pinch_port = args.port + 2
    processes.append(start_studio(pinch_file, pinch_port))
    navigate(tools, f"http://127.0.0.1:{pinch_port}/")
    alt = 1  # CDP's modifier bit for Alt
    points = [tools.client_point(150 - 6 * i, 300 - 6 * i) for i in range(11)]
    tools.mouse("mouseMoved", points[0], buttons=0, modifiers=alt)
    tools.mouse("mousePressed", points[0], modifiers=alt)
    tools.until("window.studioState().fingersShown === 2", "Alt-press showed two fingers")
    tools.until("window.studioState().bound.startsWith('touch 2 ')", "both fingers were bound")
    spread = []
    for point in points[1:]:
        tools.mouse("mouseMoved", point, modifiers=alt)
        spread.append(tools.until("window.studioState().fingersShown === 2 && "
                                  "window.studioState().fingerSpread", "two fingers shown while dragging"))
    tools.mouse("mouseReleased", points[-1], buttons=0, modifiers=alt)
    tools.until("(window.studioState().lanes.pinch || []).slice(-2).join() == 'ended,reset'", "the pinch ended")
    state = tools.state()
    expect(state["pointerTypes"][-1] == "mouse", "the Alt-drag did not reach the page as a mouse pointer", tools)
    pinch_states = state["lanes"]["pinch"]
    expect("began" in pinch_states and "changed" in pinch_states, "the pinch did not begin and change", tools)
    expect("began" not in state["lanes"].get("pan", []), "the pan began during a pinch about a fixed centre", tools)
    expect(any("pinch action (changed)" in a for a in state["actions"]), "the pinch's action did not fire",
           tools)
    expect(not any("pan action" in a for a in state["actions"]), "the pan's action fired", tools)
    expect(spread[-1] > spread[0] * 1.5, f"the two fingers did not spread apart on the scene: {spread}", tools)
    print(f"studio-browser: Alt-drag on the photo: two fingers mirrored about the centre ({spread[0]:.0f} pt "
          f"→ {spread[-1]:.0f} pt apart), pinch began/changed/ended, its action fired, pan did not begin")

    if tools.errors:
        fail("the page reported errors:\n  " + "\n  ".join(tools.errors))
    print(f"studio-browser: ok in {time.monotonic() - started:.1f} s")
finally:
    for process in reversed(processes):
        process.terminate()
        try:
            process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
    shutil.rmtree(profile, ignore_errors=True)
