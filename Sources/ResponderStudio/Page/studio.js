// Responder Studio's page (SPEC ST4, ST5): draws the scene the server sends in `render`'s look, turns
// Pointer Events into `touch` messages, and shows the engine's trace entries as they come; replay.js
// replays a recording step by step or with a scrubber. Plain JS, no framework, one global scope.
"use strict";

const palette = ["#e3f2fd", "#bbdefb", "#c8e6c9", "#fff9c4", "#ffe0b2", "#f8bbd0", "#d1c4e9"]; // render's (X20)
const svgNS = "http://www.w3.org/2000/svg";
const $ = (id) => document.getElementById(id);
const scene = $("scene");
let socket = null;
let live = false;
let screenSize = [375, 667];
let shapes = new Map();   // view name -> polygon element
let liveScene = null;     // the last live `scene` message (drawn again when a replay is left)
let recording = false;
let lastYAML = null;
let lastSwift = null;     // the recording as a Swift Testing function (ST7), for a world built in Swift
let recordedSteps = 0;
const lanes = new Map();  // recognizer name -> {row, states: [chip texts], reasons: [..]}
// The hit-test walk of the latest touch, kept apart from the drawing: a new `scene` redraws the shapes.
let walk = { touch: null, visited: new Set(), stopped: new Set(), bound: null };
const fingers = new Map(); // page pointer id -> [[x, y], ...] its path on the scene while down
const pointerTypes = [];   // the pointer types of the latest pointerdowns (the browser test reads them)

function send(object) {
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(object));
}

function connect() {
  socket = new WebSocket(`ws://${location.host}/socket`);
  socket.onopen = () => setStatus("live", false);
  socket.onclose = () => {
    live = false;
    setStatus("disconnected — retrying", true);
    setTimeout(connect, 1000);
  };
  socket.onmessage = (event) => {
    let message;
    try { message = JSON.parse(event.data); } catch { setStatus("unreadable message from the server", true); return; }
    // The replies to one message come as one array (one write: ST2).
    for (const each of Array.isArray(message) ? message : [message]) handle(each);
    flushTrace();
  };
}

function setStatus(text, isError) {
  $("status").textContent = text;
  $("status").className = "status" + (isError ? " error" : "");
}

function handle(message) {
  switch (message.type) {
    case "hello": live = true; break;
    case "scene":
      if (message.replay) { replaySceneArrived(message); break; }
      liveScene = message;
      if (!replay) drawScene(message);
      break;
    case "trace":
      if (!replay) showEntry(message.entry);
      else if (replayHeldLive.length < 2000) replayHeldLive.push(message.entry); // shown on leaving the replay
      break;
    case "replay": collectReplayLine(message.line); break;
    case "replayEnd": startReplay(message); break;
    case "ack": flushTrace(); acknowledge(message); break; // the entries before it are in the DOM
    case "error": setStatus("error: " + message.message, true); addTrace("error: " + message.message, null, "error"); break;
    case "recording":
      lastYAML = message.yaml ?? null; lastSwift = message.swift ?? null; recordedSteps = message.steps;
      $("save").disabled = !lastYAML; $("saveSwift").disabled = !lastSwift;
      addTrace(`— recorded ${message.steps} steps (${lastYAML ? "Save YAML" : "Swift test"} keeps them; Replay plays them)`,
        null, "note"); break;
    case "explain": $("explain").textContent = message.text; break;
  }
}

// MARK: Scene, drawn as `render` draws it (X20, X21): views, the hit-test path, the fingers, labels.

function svg(tag, attributes, parent) {
  const element = document.createElementNS(svgNS, tag);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
  if (parent) parent.appendChild(element);
  return element;
}

/// What the views' layers show (DR10): each view's SVG fragment from the engine (backgrounds, borders,
/// shapes, gradients, text, recorded drawing), parsed as SVG (never as HTML) under the outlines.
function drawAppearance(views, group) {
  const parser = new DOMParser();
  for (const view of views) {
    if (!view.appearance) continue;
    const doc = parser.parseFromString(`<svg xmlns="${svgNS}">${view.appearance}</svg>`, "image/svg+xml");
    if (doc.getElementsByTagName("parsererror").length > 0) continue;
    for (const node of Array.from(doc.documentElement.childNodes)) {
      if (node.nodeType === Node.ELEMENT_NODE) group.appendChild(document.importNode(node, true));
    }
  }
}

function drawScene(message) {
  $("title").textContent = message.name;
  screenSize = message.screen;
  scene.setAttribute("viewBox", `0 0 ${screenSize[0]} ${screenSize[1]}`);
  scene.setAttribute("preserveAspectRatio", "xMidYMin meet");
  scene.replaceChildren();
  shapes = new Map();
  svg("rect", { x: 0, y: 0, width: screenSize[0], height: screenSize[1], class: "screen" }, scene);
  drawAppearance(message.views, svg("g", { class: "appearance" }, scene));
  const views = svg("g", { class: "views" }, scene);
  const labels = svg("g", { class: "labels" }, null);
  const placed = []; // label boxes so far: a label never covers another (render's rule, X20)
  for (const view of message.views) {
    const polygon = svg("polygon", {
      points: view.outline.map((p) => p.join(",")).join(" "),
      fill: palette[view.depth % palette.length],
      class: "view-shape" + (view.hidden ? " hidden" : "") + (view.interactive === false ? " inert" : "")
        + (view.appearance ? " drawn" : ""),
    }, views);
    polygon.dataset.name = view.name;
    svg("title", {}, polygon).textContent = `${view.name} (${view.class})`;
    shapes.set(view.name, polygon);
    if (view.hidden) continue;
    const [x, y] = view.outline[0];
    const width = view.name.length * 6 + 4;
    const free = (top) => !placed.some((b) => x < b.x + b.w && b.x < x + width && top < b.y + 12 && b.y < top + 12);
    const top = [0, 1, 2, 3, 4, 5].map((i) => y + 2 + i * 12).find(free);
    if (top === undefined) continue;
    placed.push({ x, y: top, w: width });
    const label = svg("text", { x: x + 3, y: top + 9, class: "view-label" }, labels);
    label.textContent = view.name;
  }
  svg("g", { id: "fingers" }, scene);
  scene.appendChild(labels);
  applyWalk();
  drawFingers(message.fingers);
  const scrolls = message.views.filter((v) => v.contentOffset);
  $("scrolls").replaceChildren(...scrolls.map((v) => item(`${v.name}: {${v.contentOffset.join(", ")}}`, v.name)));
  if (scrolls.length === 0) $("scrolls").replaceChildren(note("no scroll views"));
}

/// Outlines the walk on the current shapes: visited views blue, views that stopped it dashed, the
/// bound view filled orange (render's hit path, X21).
function applyWalk() {
  for (const [name, shape] of shapes) {
    shape.classList.toggle("visited", walk.visited.has(name));
    shape.classList.toggle("stopped", walk.stopped.has(name));
    shape.classList.toggle("bound", walk.bound === name);
  }
}

/// Fingers: live ones from the pointers down, a replay's from its scene (`fingers`: window points). Each
/// move changes the attributes of the shapes already drawn (a path and a circle per finger) instead of
/// building them again: less DOM work in the pointer handler, whose time delays the next input.
function drawFingers(replayFingers) {
  const layer = $("fingers");
  if (!layer) return;
  const paths = (replayFingers ? replayFingers.map((f) => f.path) : [...fingers.values()]).filter((p) => p.length);
  while (layer.children.length > paths.length * 2) layer.lastChild.remove();
  paths.forEach((path, index) => {
    if (layer.children.length <= index * 2) {
      svg("polyline", { class: "finger-path" }, layer);
      svg("circle", { r: 8, class: "finger" }, layer);
    }
    const [line, circle] = [layer.children[index * 2], layer.children[index * 2 + 1]];
    line.setAttribute("points", path.map((p) => p.join(",")).join(" "));
    const [x, y] = path[path.length - 1];
    circle.setAttribute("cx", x);
    circle.setAttribute("cy", y);
  });
}

function highlight(name) {
  for (const shape of shapes.values()) shape.classList.remove("highlight");
  const shape = shapes.get(name);
  if (shape) shape.classList.add("highlight");
}

function item(text, name, className) {
  const li = document.createElement("li");
  li.textContent = text;
  if (name) li.dataset.name = name;
  if (className) li.className = className;
  li.onclick = () => {
    document.querySelectorAll("li.selected").forEach((e) => e.classList.remove("selected"));
    li.classList.add("selected");
    if (li.dataset.name) highlight(li.dataset.name);
  };
  return li;
}

function note(text) {
  const li = document.createElement("li");
  li.className = "empty";
  li.textContent = text;
  return li;
}

function objectOf(entry) {
  return entry.view || entry.responder || entry.control || entry.recognizer || null;
}

const walkKinds = new Set(["hitTest", "pointInside", "hitTestSkipped", "hitTestOverride", "pointInsideOverride"]);

function showEntry(entry) {
  addTrace(`[${entry.t.toFixed(3)}] ${entry.text}`, objectOf(entry), entry.kind === "note" ? "note" : null);
  if (walkKinds.has(entry.kind)) {
    // Only the last pass is the walk that bound the touch; pass 1 is cleared by pass 2 (H9).
    const stoppedHere = entry.kind === "hitTestSkipped" || entry.result === false;
    const rule = entry.reason ? ` — ${entry.reason}` : entry.result === false ? " — outside: not visited further" : "";
    $("walk").appendChild(item(entry.text + rule, entry.view, stoppedHere ? "stopped" : null));
    if (entry.view) (stoppedHere ? walk.stopped : walk.visited).add(entry.view);
    if (entry.view && !stoppedHere) walk.stopped.delete(entry.view);
    applyWalk();
    return;
  }
  switch (entry.kind) {
    case "hitTestPass": startWalk(entry.touch, entry.pass); break;
    case "touchBound": bind(entry); break;
    case "touches": case "forward": case "routed": case "dropped": chainItem(entry); break;
    case "state": case "requested": case "waiting": case "reset": case "recognizerTouches": lane(entry); break;
    case "gestureAction": case "action": case "controlEvents": case "actionDropped": actionItem(entry); break;
  }
}

function startWalk(touch, pass) {
  walk = { touch, visited: new Set(), stopped: new Set(), bound: null };
  $("touchLabel").textContent = `touch ${touch}, pass ${pass}`;
  $("walk").replaceChildren();
  if (pass === 1) {
    $("chain").replaceChildren();
    chainLines.clear();
    $("bound").textContent = "";
  }
  applyWalk();
}

function bind(entry) {
  const text = `touch ${entry.touch} → ${entry.view ?? "nothing"}${entry.note ? " (" + entry.note + ")" : ""}`;
  $("bound").replaceChildren(item(text, entry.view));
  walk.bound = entry.view;
  applyWalk();
}

function lane(entry) {
  let record = lanes.get(entry.recognizer);
  if (!record) {
    const row = document.createElement("div");
    row.className = "lane";
    row.innerHTML = `<span class="name"></span><span class="states"></span><span class="why"></span>`;
    row.querySelector(".name").textContent = entry.recognizer;
    row.onclick = () => highlight(entry.recognizer);
    $("lanes").appendChild(row);
    record = { row, states: [], reasons: [] };
    lanes.set(entry.recognizer, record);
  }
  const states = record.row.querySelector(".states");
  const label = entry.kind === "state" ? entry.to
    : entry.kind === "recognizerTouches" ? "touches" + (entry.phase ? " " + entry.phase : "")
    : entry.kind;
  const title = `[${entry.t.toFixed(3)}] ${entry.text}${entry.reason ? "\nreason: " + entry.reason : ""}`;
  // The same chip again (touches moved, changed, on every move) counts up instead of adding a chip.
  const last = states.lastElementChild;
  if (last && last.dataset.label === label) {
    last.dataset.count = Number(last.dataset.count) + 1;
    last.textContent = `${label} ×${last.dataset.count}`;
    last.title = title;
  } else {
    const chip = document.createElement("span");
    chip.className = "state " + (entry.kind === "state" ? entry.to : entry.kind);
    chip.dataset.label = label;
    chip.dataset.count = 1;
    chip.textContent = label;
    chip.title = title;
    states.appendChild(chip);
  }
  record.states.push(entry.kind === "state" ? entry.to : entry.kind);
  if (entry.reason) record.reasons.push(entry.reason);
  // The latest state change's reason, in words: why this recognizer won or lost (GR rules).
  if (entry.kind === "state") record.row.querySelector(".why").textContent = `${entry.to}: ${entry.reason ?? ""}`;
  while (states.children.length > 60) states.removeChild(states.firstChild);
  if (record.states.length > 200) record.states.splice(0, record.states.length - 200);
  scheduleScroll();
}

function clearPanels() {
  for (const id of ["walk", "chain", "actions", "lanes"]) $(id).replaceChildren();
  clearTrace();
  lanes.clear();
  chainLines.clear();
  lastAction = null;
  $("bound").textContent = "";
  $("touchLabel").textContent = "";
  walk = { touch: null, visited: new Set(), stopped: new Set(), bound: null };
  applyWalk();
}

// MARK: Input: Pointer Events as touches (multi-touch; mouse = one finger; Alt-drag = two fingers)

const active = new Map(); // pointerId -> {mirror: id of the mirrored finger or null}
const mirrorBase = 1000000;

function scenePoint(event) {
  const matrix = scene.getScreenCTM();
  if (!matrix) return null;
  const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
  return [Math.round(point.x * 100) / 100, Math.round(point.y * 100) / 100];
}

function mirrored([x, y]) { return [screenSize[0] - x, screenSize[1] - y]; }

function sendTouch(event, phase) {
  const point = scenePoint(event);
  if (!point) return;
  const entry = active.get(event.pointerId);
  const touches = [{ id: event.pointerId, phase, x: point[0], y: point[1] }];
  track(event.pointerId, phase, point);
  if (entry && entry.mirror !== null) {
    const [mx, my] = mirrored(point);
    touches.push({ id: entry.mirror, phase, x: mx, y: my });
    track(entry.mirror, phase, [mx, my]);
  }
  const time = Math.round(performance.now() * 1000) / 1000;
  pending.set(time, { stamp: event.timeStamp, handled: performance.now() });
  if (pending.size > 1000) pending.clear();
  send({ type: "touch", time, touches });
  drawFingers(null);
}

function track(id, phase, point) {
  if (phase === "began") fingers.set(id, [point]);
  else if (phase === "moved" && fingers.has(id)) fingers.get(id).push(point);
  else fingers.delete(id);
}

scene.addEventListener("pointerdown", (event) => {
  event.preventDefault();
  if (replay) leaveReplay();
  pointerTypes.push(event.pointerType);
  if (pointerTypes.length > 20) pointerTypes.shift();
  scene.setPointerCapture(event.pointerId);
  const twoFingers = event.pointerType === "mouse" && event.altKey;
  active.set(event.pointerId, { mirror: twoFingers ? mirrorBase + event.pointerId : null });
  sendTouch(event, "began");
});
// Moves go out on `pointerrawupdate` where the browser has it (Chromium, secure contexts: 127.0.0.1 is
// one): it fires as the input comes, while `pointermove` waits for the next animation frame (measured:
// about 12 ms of a move's latency). A pointer seen there is not sent again from `pointermove`.
const rawPointers = new Set();
let rawMoves = 0; // moves sent from pointerrawupdate (the browser test says which event carried them)
scene.addEventListener("pointerrawupdate", (event) => {
  if (!active.has(event.pointerId)) return;
  rawPointers.add(event.pointerId);
  rawMoves += 1;
  sendTouch(event, "moved");
});
scene.addEventListener("pointermove", (event) => {
  if (active.has(event.pointerId)) {
    if (!rawPointers.has(event.pointerId)) sendTouch(event, "moved");
  } else if (event.pointerType === "mouse" && !replay) {
    hover(event);
  }
});
for (const [type, phase] of [["pointerup", "ended"], ["pointercancel", "cancelled"]]) {
  scene.addEventListener(type, (event) => {
    if (!active.has(event.pointerId)) return;
    sendTouch(event, phase);
    active.delete(event.pointerId);
    rawPointers.delete(event.pointerId);
  });
}

let lastHover = 0;
function hover(event) {
  const now = performance.now();
  if (now - lastHover < 150) return;
  lastHover = now;
  const point = scenePoint(event);
  if (point) send({ type: "explain", x: point[0], y: point[1] });
}

// MARK: Commands

$("record").onclick = () => {
  if (replay) leaveReplay();
  recording = !recording;
  send({ type: "record", action: recording ? "start" : "stop" });
  if (recording) { clearPanels(); fingers.clear(); }
  $("record").classList.toggle("on", recording);
  $("record").textContent = recording ? "■ Stop" : "● Record";
};
$("save").onclick = () => {
  if (!lastYAML) return;
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([lastYAML], { type: "application/yaml" }));
  link.download = "recorded.yaml";
  link.click();
};
$("saveSwift").onclick = () => {
  if (!lastSwift) return;
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([lastSwift], { type: "text/x-swift" }));
  link.download = "RecordedFlowTests.swift";
  link.click();
};
$("replay").onclick = () => { replayLines = []; send({ type: "replay" }); };
$("reload").onclick = () => send({ type: "reload" });
$("clear").onclick = () => clearPanels();

// After replay.js and measure.js (loaded next) have run: the first messages may start a replay.
window.addEventListener("DOMContentLoaded", connect);
