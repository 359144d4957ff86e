// Responder Studio's measurements (SPEC ST4), loaded after studio.js (one global scope): each move's
// latency, and what the page shows as data; the browser test (scripts/studio-browser.py) reads both.
"use strict";

// MARK: Latency (ST4): from the pointer event's timeStamp (the browser's input time, performance.now()'s
// clock) to its trace in the DOM (the server's ack comes after the entries it caused), and to the start of
// the next animation frame, the one that paints it. The browser test reads `studioLatency`.

const pending = new Map(); // page time of a touch message -> {stamp: the event's timeStamp, handled: when sent}
// dom and frame: from the event's timeStamp; input: timeStamp to the handler; socket: sent to shown.
window.studioLatency = { dom: [], frame: [], input: [], socket: [] };
const shownWaiters = [];
function acknowledge(message) {
  if (message.time == null) return;
  const sent = pending.get(message.time);
  pending.delete(message.time);
  if (sent === undefined) return;
  const { stamp, handled } = sent;
  const now = performance.now();
  window.studioLatency.dom.push(now - stamp);
  window.studioLatency.input.push(handled - stamp);
  window.studioLatency.socket.push(now - handled);
  requestAnimationFrame(() => {
    window.studioLatency.frame.push(performance.now() - stamp);
    for (const waiter of shownWaiters.splice(0)) waiter();
  });
}
// Resolves true once `count` moves have been shown, false after `timeout` ms (the browser test's wait).
window.studioWaitShown = (count, timeout) => new Promise((resolve) => {
  const check = () => (window.studioLatency.frame.length >= count ? resolve(true) : shownWaiters.push(check));
  check();
  setTimeout(() => resolve(false), timeout);
});

// What the page shows, as data (the browser test asserts on it; it reads the DOM, not internal state
// where the DOM has it).
window.studioState = () => ({
  live: live && socket && socket.readyState === WebSocket.OPEN,
  views: shapes.size,
  bound: $("bound").textContent,
  boundShape: [...shapes].filter(([, s]) => s.classList.contains("bound")).map(([n]) => n)[0] ?? null,
  visited: [...shapes].filter(([, s]) => s.classList.contains("visited")).map(([n]) => n),
  walk: [...$("walk").children].map((li) => li.textContent),
  chain: [...$("chain").children].map((li) => li.textContent),
  actions: [...$("actions").children].map((li) => li.textContent),
  lanes: Object.fromEntries([...lanes].map(([name, r]) => [name, r.states])),
  reasons: Object.fromEntries([...lanes].map(([name, r]) => [name, r.reasons])),
  // The trace as kept (every entry) and as drawn (the rows of its window, trace.js).
  traceKept: traceRows.length,
  traceEnds: [traceRows[0]?.text ?? null, traceRows.at(-1)?.text ?? null],
  traceShown: $("trace").children.length,
  traceDrawn: [$("trace").firstElementChild?.row.text ?? null, $("trace").lastElementChild?.row.text ?? null],
  pointerTypes: [...pointerTypes],
  // The fingers drawn on the scene, and how far apart the two of an Alt-drag are (scene points).
  fingersShown: document.querySelectorAll("#fingers circle").length,
  fingerSpread: (([a, b]) => (a && b ? Math.hypot(a.cx.baseVal.value - b.cx.baseVal.value,
    a.cy.baseVal.value - b.cy.baseVal.value) : null))([...document.querySelectorAll("#fingers circle")]),
  rawMoves,
  recordedSteps,
  swiftTest: lastSwift,
  replay: replay && { end: replay.end, times: replay.times, time: replay.time, sceneTime: replay.sceneTime,
    fingers: replay.fingers },
});

