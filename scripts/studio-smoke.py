#!/usr/bin/env python3
"""Responder Studio over a real socket (SPEC ST1, ST2; no browser): starts `responder-studio` on a
scenario, checks its exit statuses, the page is served, the Host and Origin checks, a tap on seed 004's button over the
WebSocket (bound view, the button's action), a malformed message's error, a drop mid-touch (T6), and
measures the round trip of 200 `moved` messages to their `ack` (median, p99). Stops the server it
started. Usage: studio-smoke.py PATH/TO/responder-studio [PORT]"""
import json, os, socket, statistics, subprocess, sys, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from studio_ws import WebSocket  # noqa: E402  (scripts/studio_ws.py, shared with studio-browser.py)

binary = sys.argv[1]
port = int(sys.argv[2]) if len(sys.argv) > 2 else 18123
root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
scenario = os.path.join(root, "Examples", "Scenarios", "seed004-button-vs-tap.yaml")


def fail(message):
    print("studio-smoke: FAIL:", message, file=sys.stderr)
    raise SystemExit(1)


def http(path, host, extra=""):
    with socket.create_connection(("127.0.0.1", port), timeout=5) as s:
        s.sendall(f"GET {path} HTTP/1.1\r\nHost: {host}\r\n{extra}Connection: close\r\n\r\n".encode())
        data = b""
        while True:
            chunk = s.recv(65536)
            if not chunk:
                break
            data += chunk
            if b"\r\n\r\n" in data and b"101 " in data.split(b"\r\n", 1)[0]:
                break
    return data


class Socket(WebSocket):
    def __init__(self, origin):
        super().__init__("127.0.0.1", port, "/socket", origin=origin, timeout=5)

    def receive(self):
        return json.loads(self.receive_text())

    def until(self, predicate, limit=5000):
        seen = []
        for _ in range(limit):
            received = self.receive()
            for message in received if isinstance(received, list) else [received]:
                seen.append(message)
                if predicate(message):
                    return seen
        fail(f"no expected message in {limit}")


# Exit statuses, as `responder`'s (the CommandLineTool article): usage errors and bad files 2; a missing page 1, said clearly.
for arguments, status, environment in [([], 2, {}), ([scenario, "--port", "0"], 2, {}), ([scenario, "--nope"], 2, {}),
                                       (["/nonexistent/scenario.yaml"], 2, {}),
                                       ([scenario], 1, {"RESPONDER_STUDIO_PAGE": "/nonexistent"})]:
    done = subprocess.run([binary] + arguments, capture_output=True, text=True, timeout=30,
                          env={**os.environ, **environment})
    if done.returncode != status:
        fail(f"responder-studio {' '.join(arguments)} exited {done.returncode}, not {status}: {done.stderr}")
    if environment and "page is missing" not in done.stderr:
        fail("a missing page is not said clearly: " + done.stderr)

server = subprocess.Popen([binary, scenario, "--port", str(port)], stderr=subprocess.PIPE, text=True)
try:
    for _ in range(100):
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            break
        except OSError:
            time.sleep(0.1)
    page = http("/", f"127.0.0.1:{port}")
    if b" 200 " not in page.split(b"\r\n", 1)[0] or b"Responder Studio" not in page:
        fail("the page is not served")
    if b" 403 " not in http("/", f"evil.example:{port}").split(b"\r\n", 1)[0]:
        fail("a request for another host name was answered (DNS rebinding)")
    if "403" not in Socket("http://evil.example").status:
        fail("a WebSocket from another origin was accepted")

    ws = Socket(f"http://127.0.0.1:{port}")
    if "101" not in ws.status:
        fail("the studio's own origin was refused: " + ws.status)
    ws.until(lambda m: m["type"] == "scene")
    ws.send(json.dumps({"type": "touch", "time": 1, "touches": [{"id": 1, "phase": "began", "x": 200, "y": 200}]}))
    seen = ws.until(lambda m: m["type"] == "ack")
    bound = [m["entry"]["view"] for m in seen if m["type"] == "trace" and m["entry"]["kind"] == "touchBound"]
    if bound != ["button"]:
        fail(f"the touch was bound to {bound}, not the button")
    ws.send(json.dumps({"type": "touch", "time": 2, "touches": [{"id": 1, "phase": "ended", "x": 200, "y": 200}]}))
    seen = ws.until(lambda m: m["type"] == "ack")
    if not any(m["type"] == "trace" and m["entry"]["kind"] == "action" and m["entry"]["action"] == "buttonClick"
               for m in seen):
        fail("the button's action did not fire")
    ws.send("{bad")
    error = ws.until(lambda m: m["type"] == "error")[-1]
    if "not valid JSON" not in error["message"]:
        fail("malformed JSON: " + error["message"])

    # Latency: 200 moves, each sent when the previous ack came (server and socket only, no browser).
    ws.send(json.dumps({"type": "touch", "time": 3, "touches": [{"id": 2, "phase": "began", "x": 110, "y": 110}]}))
    ws.until(lambda m: m["type"] == "ack")
    rounds = []
    for i in range(200):
        sent = time.perf_counter()
        ws.send(json.dumps({"type": "touch", "time": 10 + i,
                            "touches": [{"id": 2, "phase": "moved", "x": 110 + i * 0.5, "y": 110}]}))
        ws.until(lambda m: m["type"] == "ack")
        rounds.append((time.perf_counter() - sent) * 1000)
    rounds.sort()
    print(f"studio-smoke: round trip of a moved message to its ack over 200 moves: "
          f"median {statistics.median(rounds):.2f} ms, p99 {rounds[197]:.2f} ms, max {rounds[-1]:.2f} ms")
    # Drop the connection with finger 2 down: the server cancels it (T6) and says so.
    ws.s.close()
    time.sleep(0.5)
    print("studio-smoke: ok")
finally:
    server.terminate()
    try:
        _, log = server.communicate(timeout=5)
    except subprocess.TimeoutExpired:
        server.kill()
        _, log = server.communicate()
if "touches were cancelled" not in log:
    fail("the dropped connection's touch was not cancelled; server log:\n" + log)
if "refused a WebSocket from origin http://evil.example" not in log:
    fail("the refused origin was not logged")
