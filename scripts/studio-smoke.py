#!/usr/bin/env python3
"""Responder Studio over a real socket (SPEC ST1, ST2; no browser): starts `responder-studio` on a
scenario, checks the page is served, the Host and Origin checks, a tap on seed 004's button over the
WebSocket (bound view, the button's action), a malformed message's error, a drop mid-touch (T6), and
measures the round trip of 200 `moved` messages to their `ack` (median, p99). Stops the server it
started. Usage: studio-smoke.py PATH/TO/responder-studio [PORT]"""
import base64, json, os, socket, statistics, struct, subprocess, sys, time

binary = sys.argv[1]
port = int(sys.argv[2]) if len(sys.argv) > 2 else 18123
root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
scenario = os.path.join(root, "examples", "seed004-button-vs-tap.yaml")


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


class Socket:
    def __init__(self, origin):
        self.s = socket.create_connection(("127.0.0.1", port), timeout=5)
        key = base64.b64encode(os.urandom(16)).decode()
        self.s.sendall((f"GET /socket HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
                        f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n"
                        f"Origin: {origin}\r\n\r\n").encode())
        head = b""
        while b"\r\n\r\n" not in head:
            head += self.s.recv(1)
        self.status = head.split(b"\r\n", 1)[0].decode()
        self.buffer = b""

    def send(self, text):
        payload = text.encode()
        mask = os.urandom(4)
        header = bytes([0x81])
        n = len(payload)
        header += bytes([0x80 | n]) if n < 126 else bytes([0x80 | 126]) + struct.pack(">H", n) if n < 65536 \
            else bytes([0x80 | 127]) + struct.pack(">Q", n)
        self.s.sendall(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))

    def _read(self, n):
        while len(self.buffer) < n:
            chunk = self.s.recv(65536)
            if not chunk:
                raise EOFError
            self.buffer += chunk
        data, self.buffer = self.buffer[:n], self.buffer[n:]
        return data

    def receive(self):
        first, second = self._read(2)
        n = second & 0x7F
        if n == 126:
            n = struct.unpack(">H", self._read(2))[0]
        elif n == 127:
            n = struct.unpack(">Q", self._read(8))[0]
        payload = self._read(n)
        if first & 0x0F == 0x8:
            raise EOFError
        return json.loads(payload.decode())

    def until(self, predicate, limit=5000):
        seen = []
        for _ in range(limit):
            received = self.receive()
            for message in received if isinstance(received, list) else [received]:
                seen.append(message)
                if predicate(message):
                    return seen
        fail(f"no expected message in {limit}")


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
