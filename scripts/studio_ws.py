"""A tiny stdlib WebSocket client (RFC 6455, text frames) shared by Responder Studio's scripts:
studio-smoke.py talks to the studio's server with it, studio-browser.py to Chromium's DevTools socket.
Client frames are masked; server frames may be fragmented (continuations are joined) and pings are
answered. No PyPI dependency."""
import base64, os, socket, struct


class WebSocket:
    def __init__(self, host, port, path, origin=None, timeout=10):
        self.s = socket.create_connection((host, port), timeout=timeout)
        # Small frames both ways (a touch, a CDP command): do not let Nagle hold them.
        self.s.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        key = base64.b64encode(os.urandom(16)).decode()
        origin_line = f"Origin: {origin}\r\n" if origin else ""
        self.s.sendall((f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\n"
                        f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n"
                        f"{origin_line}\r\n").encode())
        head = b""
        while b"\r\n\r\n" not in head:
            byte = self.s.recv(1)
            if not byte:
                break
            head += byte
        self.status = head.split(b"\r\n", 1)[0].decode(errors="replace")
        self.buffer = b""

    @property
    def is_open(self):
        return " 101 " in self.status + " "

    def _frame(self, opcode, payload):
        mask = os.urandom(4)
        n = len(payload)
        if n < 126:
            header = bytes([0x80 | opcode, 0x80 | n])
        elif n < 65536:
            header = bytes([0x80 | opcode, 0x80 | 126]) + struct.pack(">H", n)
        else:
            header = bytes([0x80 | opcode, 0x80 | 127]) + struct.pack(">Q", n)
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        self.s.sendall(header + mask + masked)

    def send(self, text):
        self._frame(0x1, text.encode())

    def _read(self, n):
        while len(self.buffer) < n:
            chunk = self.s.recv(1 << 20)
            if not chunk:
                raise EOFError
            self.buffer += chunk
        data, self.buffer = self.buffer[:n], self.buffer[n:]
        return data

    def receive_text(self):
        """The next whole text message (continuations joined); EOFError when the server closes."""
        parts = []
        while True:
            first, second = self._read(2)
            n = second & 0x7F
            if n == 126:
                n = struct.unpack(">H", self._read(2))[0]
            elif n == 127:
                n = struct.unpack(">Q", self._read(8))[0]
            mask = self._read(4) if second & 0x80 else None
            payload = self._read(n)
            if mask:
                payload = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
            opcode = first & 0x0F
            if opcode == 0x8:
                raise EOFError
            if opcode == 0x9:
                self._frame(0xA, payload)
                continue
            if opcode == 0xA:
                continue
            parts.append(payload)
            if first & 0x80:
                return b"".join(parts).decode()

    def close(self):
        try:
            self.s.close()
        except OSError:
            pass
