"""Chrome DevTools Protocol helpers for Responder Studio's browser test (scripts/studio-browser.py): one
page target driven over scripts/studio_ws.py (stdlib only), its exceptions and console errors collected;
and a stdlib PNG reader that says whether a screenshot is blank."""
import json, os, shutil, socket, struct, sys, time, zlib


def fail(message):
    print("studio-browser: FAIL:", message, file=sys.stderr)
    raise SystemExit(1)


def wait_for_port(port, process, what):
    """Returns once `process` listens on the loopback `port`; fails if it exits or does not within 30 s."""
    for _ in range(300):
        if process.poll() is not None:
            fail(f"{what} exited with {process.returncode}")
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return
        except OSError:
            time.sleep(0.1)
    fail(f"{what} is not listening on {port}")


def chrome_binary():
    for name in (os.environ.get("CHROMIUM"), "chromium", "chromium-browser", "google-chrome"):
        if name and shutil.which(name):
            return shutil.which(name)
    fail("no chromium on PATH (apt-get install chromium)")


class DevTools:
    """One page target over CDP: commands wait for their result; events are kept, errors collected."""

    def __init__(self, ws):
        self.ws = ws
        self.next_id = 0
        self.events = []
        self.errors = []

    def _note(self, message):
        method = message.get("method")
        params = message.get("params", {})
        if method == "Runtime.exceptionThrown":
            details = params["exceptionDetails"]
            text = details.get("exception", {}).get("description") or details.get("text")
            self.errors.append(f"exception: {text} at {details.get('url', '')}:{details.get('lineNumber')}")
        elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
            self.errors.append("console.error: " + " ".join(str(a.get("value", a.get("description")))
                                                        for a in params.get("args", [])))
        elif method == "Log.entryAdded" and params["entry"]["level"] == "error":
            self.errors.append(f"log: {params['entry']['text']} {params['entry'].get('url', '')}")
        self.events.append(message)

    def call(self, method, **params):
        self.next_id += 1
        ident = self.next_id
        self.ws.send(json.dumps({"id": ident, "method": method, "params": params}))
        while True:
            message = json.loads(self.ws.receive_text())
            if message.get("id") == ident:
                if "error" in message:
                    fail(f"{method}: {message['error']}")
                return message.get("result", {})
            self._note(message)

    def wait_event(self, method, timeout=20):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            for index, message in enumerate(self.events):
                if message.get("method") == method:
                    del self.events[index]
                    return message
            self._note(json.loads(self.ws.receive_text()))
        fail(f"no {method} in {timeout} s")

    def js(self, expression, await_promise=False):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True,
                           awaitPromise=await_promise)
        if "exceptionDetails" in result:
            fail(f"evaluating {expression[:80]}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def until(self, expression, what, timeout=10):
        """Polls a page expression until it is truthy (the page updates when the server answers)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            value = self.js(expression)
            if value:
                return value
            time.sleep(0.02)
        errors = "".join(f"\npage error: {e}" for e in self.errors)
        fail(f"{what}: still false after {timeout} s: {expression}\npage state: {json.dumps(self.state())}{errors}")

    def state(self):
        return self.js("window.studioState()")

    def client_point(self, x, y):
        """A scene point (window coordinates) in the page's CSS pixels, through the SVG's own matrix."""
        return self.js(f"(() => {{ const m = document.getElementById('scene').getScreenCTM();"
                       f" const p = new DOMPoint({x}, {y}).matrixTransform(m); return [p.x, p.y]; }})()")

    def touch(self, kind, points):
        touch_points = [{"x": p[0], "y": p[1], "id": 1 + i, "radiusX": 1, "radiusY": 1, "force": 1}
                        for i, p in enumerate(points)]
        self.call("Input.dispatchTouchEvent", type=kind, touchPoints=touch_points)

    def mouse(self, kind, point, buttons=1, **extra):
        self.call("Input.dispatchMouseEvent", type=kind, x=point[0], y=point[1], button="left",
                  buttons=buttons, clickCount=1, pointerType="mouse", **extra)


class Profile:
    """Where the page's time goes over a stretch of input (`studio-browser.py --profile`): Chromium's own
    trace (the DevTools timeline categories) of the renderer's main thread, summed by event name, and
    `Performance.getMetrics` before and after (layouts, style recalculations, script time). Tracing slows
    the page: latency measured while it runs is not comparable with a run without it."""

    categories = "devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing,v8.execute"

    def __init__(self, tools):
        self.tools = tools
        tools.call("Performance.enable")
        self.before = self.metrics()
        tools.call("Tracing.start", categories=self.categories, transferMode="ReportEvents")

    def metrics(self):
        return {m["name"]: m["value"] for m in self.tools.call("Performance.getMetrics")["metrics"]}

    def stop(self, moves):
        """A report: the metrics' growth per move, and the main thread's events by total time."""
        after = self.metrics()
        self.tools.call("Tracing.end")
        self.tools.wait_event("Tracing.tracingComplete", timeout=60)
        events = [e for m in self.tools.events if m.get("method") == "Tracing.dataCollected"
                  for e in m["params"]["value"]]
        self.tools.events = [m for m in self.tools.events if m.get("method") != "Tracing.dataCollected"]
        main = {(e["pid"], e["tid"]) for e in events
                if e.get("ph") == "M" and e.get("name") == "thread_name"
                and e.get("args", {}).get("name") == "CrRendererMain"}
        totals = {}
        for e in events:
            if (e.get("pid"), e.get("tid")) in main and e.get("ph") == "X" and "dur" in e:
                totals.setdefault(e["name"], []).append(e["dur"] / 1000)
        lines = [f"profile of {moves} moves (per move; tracing slows the page, these runs' latency does not count):"]
        for name in ("LayoutCount", "RecalcStyleCount", "LayoutDuration", "RecalcStyleDuration", "ScriptDuration",
                     "TaskDuration", "Nodes", "JSHeapUsedSize"):
            if name in after and name in self.before:
                grown = after[name] - self.before[name]
                scale = 1000 if name.endswith("Duration") else 1
                unit = " ms" if name.endswith("Duration") else ""
                lines.append(f"  {name}: {grown * scale / moves:.3f}{unit} per move"
                             + (f" (now {after[name]:.0f})" if name in ("Nodes", "JSHeapUsedSize") else ""))
        lines.append("  renderer main thread, by event (inclusive ms: total, per move, median, max, count):")
        ranked = sorted(totals.items(), key=lambda item: -sum(item[1]))[:16]
        for name, durations in ranked:
            ordered = sorted(durations)
            lines.append(f"    {name:32} {sum(ordered):8.1f} {sum(ordered) / moves:7.3f} "
                         f"{ordered[len(ordered) // 2]:7.3f} {ordered[-1]:7.2f} {len(ordered):6d}")
        return "\n".join(lines)


def png_colours(data):
    """Distinct colours and the share of pixels unlike the most common one, of an 8-bit RGB(A) PNG."""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        fail("the screenshot is not a PNG")
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
            if depth != 8 or colour not in (2, 6):
                fail(f"unexpected PNG format: depth {depth}, colour type {colour}")
            channels = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    previous = bytearray(stride)
    counts = {}
    for row in range(height):
        start = row * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            up_left = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                p = left + up - up_left
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - up_left)
                predictor = left if pa <= pb and pa <= pc else up if pb <= pc else up_left
                line[i] = (line[i] + predictor) & 0xFF
        for i in range(0, stride, channels):
            key = bytes(line[i:i + 3])
            counts[key] = counts.get(key, 0) + 1
        previous = line
    background = max(counts.values())
    return len(counts), 1 - background / (width * height), (width, height)
