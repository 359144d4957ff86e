// Responder Studio's page (SPEC ST4): draws the scene the server sends, turns Pointer Events into
// `touch` messages, and shows the engine's trace entries as they come. Plain JS, no framework.
"use strict";

const palette = ["#e3f2fd", "#bbdefb", "#c8e6c9", "#fff9c4", "#ffe0b2", "#f8bbd0", "#d1c4e9"]; // render's (X20)
const svgNS = "http://www.w3.org/2000/svg";
const $ = (id) => document.getElementById(id);
const scene = $("scene");
let socket = null;
let screenSize = [375, 667];
let shapes = new Map();   // view name -> polygon element
let recording = false;
let lastYAML = null;
const lanes = new Map();  // recognizer name -> lane element
let walkTouch = null;     // the touch whose hit-test walk is shown
const pending = new Map(); // page time of a touch message -> sent (latency, ST4)
window.studioLatencies = []; // ms from sending a touch message to its trace shown (the browser test reads it)

function send(object) {
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(object));
}

function connect() {
  socket = new WebSocket(`ws://${location.host}/socket`);
  socket.onopen = () => setStatus("live", false);
  socket.onclose = () => { setStatus("disconnected — retrying", true); setTimeout(connect, 1000); };
  socket.onmessage = (event) => {
    let message;
    try { message = JSON.parse(event.data); } catch { return; }
    // The replies to one message come as one array (one write: ST2).
    for (const each of Array.isArray(message) ? message : [message]) handle(each);
  };
}

function setStatus(text, isError) {
  $("status").textContent = text;
  $("status").className = "status" + (isError ? " error" : "");
}

function handle(message) {
  switch (message.type) {
    case "hello": break;
    case "scene": drawScene(message); break;
    case "trace": showEntry(message.entry, false); break;
    case "replay": showReplayLine(message.line); break;
    case "replayEnd": addTrace(`— replay: ${message.lines} lines${message.complete ? "" : " (cut)"}`, null, true); break;
    case "ack": acknowledge(message); break;
    case "error": setStatus("error: " + message.message, true); addTrace("error: " + message.message, null, false); break;
    case "recording":
      lastYAML = message.yaml; $("save").disabled = false;
      addTrace(`— recorded ${message.steps} steps (Save YAML to keep them)`, null, false); break;
    case "explain": $("explain").textContent = message.text; break;
  }
}

// MARK: Scene

function drawScene(message) {
  $("title").textContent = message.name;
  screenSize = message.screen;
  scene.setAttribute("viewBox", `0 0 ${screenSize[0]} ${screenSize[1]}`);
  scene.setAttribute("preserveAspectRatio", "xMidYMin meet");
  scene.replaceChildren();
  shapes = new Map();
  for (const view of message.views) {
    if (view.hidden) continue;
    const polygon = document.createElementNS(svgNS, "polygon");
    polygon.setAttribute("points", view.outline.map((p) => p.join(",")).join(" "));
    polygon.setAttribute("fill", palette[view.depth % palette.length]);
    polygon.setAttribute("class", "view-shape");
    polygon.dataset.name = view.name;
    const title = document.createElementNS(svgNS, "title");
    title.textContent = `${view.name} (${view.class})`;
    polygon.appendChild(title);
    scene.appendChild(polygon);
    shapes.set(view.name, polygon);
    const label = document.createElementNS(svgNS, "text");
    label.setAttribute("x", view.outline[0][0] + 3);
    label.setAttribute("y", view.outline[0][1] + 12);
    label.setAttribute("class", "view-label");
    label.textContent = view.name;
    scene.appendChild(label);
  }
  const scrolls = message.views.filter((v) => v.contentOffset);
  $("scrolls").replaceChildren(...scrolls.map((v) => item(`${v.name}: {${v.contentOffset.join(", ")}}`, v.name)));
}

function highlight(name) {
  for (const shape of shapes.values()) shape.classList.remove("highlight");
  const shape = shapes.get(name);
  if (shape) shape.classList.add("highlight");
}

function item(text, name) {
  const li = document.createElement("li");
  li.textContent = text;
  if (name) li.dataset.name = name;
  li.onclick = () => {
    document.querySelectorAll("li.selected").forEach((e) => e.classList.remove("selected"));
    li.classList.add("selected");
    if (li.dataset.name) highlight(li.dataset.name);
  };
  return li;
}

// MARK: Trace

function addTrace(text, name, isReplay) {
  const list = $("trace");
  const li = item(text, name);
  if (isReplay) li.classList.add("replay");
  list.appendChild(li);
  while (list.children.length > 2000) list.removeChild(list.firstChild);
  list.parentElement.scrollTop = list.parentElement.scrollHeight;
}

function objectOf(entry) {
  return entry.view || entry.responder || entry.control || entry.recognizer || null;
}

function showEntry(entry, isReplay) {
  addTrace(`[${entry.t.toFixed(3)}] ${entry.text}`, objectOf(entry), isReplay);
  if (isReplay) return;
  switch (entry.kind) {
    case "hitTestPass":
      if (entry.pass === 1) startWalk(entry.touch);
      break;
    case "hitTest": case "pointInside": case "hitTestSkipped": case "hitTestOverride": case "pointInsideOverride": {
      const rule = entry.reason ? ` — ${entry.reason}` : entry.result === false ? " — outside" : "";
      $("walk").appendChild(item(entry.text + rule, entry.view));
      const shape = entry.view && shapes.get(entry.view);
      if (shape) shape.classList.add("visited");
      break;
    }
    case "touchBound": bind(entry); break;
    case "touches": case "forward": case "routed":
      $("chain").appendChild(item(entry.text, entry.responder || entry.to || null)); break;
    case "state": case "requested": case "waiting": case "reset": case "recognizerTouches": lane(entry); break;
    case "gestureAction": case "action": case "controlEvents": case "actionDropped":
      $("actions").appendChild(item(`[${entry.t.toFixed(3)}] ${entry.text}`, objectOf(entry))); break;
  }
  markShown();
}

function startWalk(touch) {
  walkTouch = touch;
  $("touchLabel").textContent = `touch ${touch}`;
  $("walk").replaceChildren();
  $("chain").replaceChildren();
  $("bound").textContent = "";
  for (const shape of shapes.values()) shape.classList.remove("visited", "bound");
}

function bind(entry) {
  $("bound").replaceChildren(item(`touch ${entry.touch} → ${entry.view ?? "nothing"}${entry.note ? " (" + entry.note + ")" : ""}`, entry.view));
  const shape = entry.view && shapes.get(entry.view);
  if (shape) shape.classList.add("bound");
}

function lane(entry) {
  let row = lanes.get(entry.recognizer);
  if (!row) {
    row = document.createElement("div");
    row.className = "lane";
    row.innerHTML = `<span class="name"></span><span class="states"></span>`;
    row.querySelector(".name").textContent = entry.recognizer;
    row.onclick = () => highlight(entry.recognizer);
    $("lanes").appendChild(row);
    lanes.set(entry.recognizer, row);
  }
  const states = row.querySelector(".states");
  const chip = document.createElement("span");
  const state = entry.to || entry.state || entry.kind;
  chip.className = "state " + state;
  chip.textContent = entry.kind === "state" ? `${state}` : entry.kind;
  chip.title = `[${entry.t.toFixed(3)}] ${entry.text}${entry.reason ? "\nreason: " + entry.reason : ""}`;
  states.appendChild(chip);
  while (states.children.length > 60) states.removeChild(states.firstChild);
  states.scrollLeft = states.scrollWidth;
}

function showReplayLine(line) {
  if (line.kind === "summary" || line.kind === "final") {
    addTrace(`— ${line.kind}: ${line.text ?? JSON.stringify(line)}`, line.view ?? null, true);
  } else {
    showEntry(line, true);
  }
}

// MARK: Latency (ST4): from a touch message sent to the first trace entry shown after its ack.

let awaitingShow = [];
function acknowledge(message) {
  if (message.time == null) return;
  const sent = pending.get(message.time);
  pending.delete(message.time);
  if (sent !== undefined) awaitingShow.push(sent);
  markShown();
}
function markShown() {
  if (awaitingShow.length === 0) return;
  const now = performance.now();
  for (const sent of awaitingShow) window.studioLatencies.push(now - sent);
  awaitingShow = [];
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
  if (entry && entry.mirror !== null) {
    const [mx, my] = mirrored(point);
    touches.push({ id: entry.mirror, phase, x: mx, y: my });
  }
  const time = Math.round(performance.now() * 1000) / 1000;
  pending.set(time, performance.now());
  if (pending.size > 1000) pending.clear();
  send({ type: "touch", time, touches });
}

scene.addEventListener("pointerdown", (event) => {
  event.preventDefault();
  scene.setPointerCapture(event.pointerId);
  const twoFingers = event.pointerType === "mouse" && event.altKey;
  active.set(event.pointerId, { mirror: twoFingers ? mirrorBase + event.pointerId : null });
  sendTouch(event, "began");
});
scene.addEventListener("pointermove", (event) => {
  if (active.has(event.pointerId)) {
    sendTouch(event, "moved");
  } else if (event.pointerType === "mouse") {
    hover(event);
  }
});
for (const [type, phase] of [["pointerup", "ended"], ["pointercancel", "cancelled"]]) {
  scene.addEventListener(type, (event) => {
    if (!active.has(event.pointerId)) return;
    sendTouch(event, phase);
    active.delete(event.pointerId);
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
  recording = !recording;
  send({ type: "record", action: recording ? "start" : "stop" });
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
$("replay").onclick = () => send({ type: "replay" });
$("reload").onclick = () => send({ type: "reload" });
$("clear").onclick = () => {
  for (const id of ["trace", "walk", "chain", "actions", "lanes"]) $(id).replaceChildren();
  lanes.clear();
  $("bound").textContent = "";
};

connect();
