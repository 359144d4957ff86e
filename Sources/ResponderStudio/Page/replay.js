// Responder Studio's replay (SPEC ST5), loaded after studio.js (one global scope): the replay's trace kept
// by the page and shown as it stood at any time, the scene then asked of the server (`seek`).
"use strict";

// Controls: the scrubber, ◀ Prev / Next ▶ (the previous or next moment an entry was recorded), ▶ Play.

let replay = null;          // {entries, times, end, time, sceneTime, fingers}
let replayLines = [];       // lines of the replay being received
let replayHeldLive = [];    // live trace entries that came during a replay (shown when it is left)
let seekInFlight = false;
let seekWanted = null;
let playing = null;

function collectReplayLine(line) { replayLines.push(line); }

function startReplay(message) {
  const entries = replayLines.filter((line) => line.kind !== "summary" && line.kind !== "final");
  const final = replayLines.find((line) => line.kind === "final");
  replayLines = [];
  const times = [...new Set(entries.map((e) => e.t))].sort((a, b) => a - b);
  const end = Math.max(final ? final.t : 0, times.length ? times[times.length - 1] : 0);
  replay = { entries, times, end, time: 0, sceneTime: null, fingers: 0, complete: message.complete };
  $("replayBar").hidden = false;
  $("scrubber").max = end;
  $("scrubber").step = "any";
  document.body.classList.add("replaying");
  setStatus(`replay of ${message.lines} lines${message.complete ? "" : " (cut)"}`, false);
  seek(times.length ? times[0] : 0);
}

function leaveReplay() {
  stopPlaying();
  replay = null;
  $("replayBar").hidden = true;
  document.body.classList.remove("replaying");
  setStatus(live ? "live" : "disconnected — retrying", !live);
  clearPanels();
  for (const entry of replayHeldLive.splice(0)) showEntry(entry);
  flushTrace();
  if (liveScene) drawScene(liveScene);
}

/// Shows the replay as it stood at `time`: the panels from the entries up to it, now; the scene (where the
/// views and fingers were) when the server answers the `seek`.
function seek(time) {
  if (!replay) return;
  time = Math.min(Math.max(0, time), replay.end);
  replay.time = time;
  clearPanels();
  for (const entry of replay.entries) {
    if (entry.t > time) break;
    showEntry(entry);
  }
  flushTrace();
  $("scrubber").value = time;
  $("replayTime").textContent = `${time.toFixed(3)} s / ${replay.end.toFixed(3)} s`;
  requestScene(time);
}

function requestScene(time) {
  if (seekInFlight) { seekWanted = time; return; }
  seekInFlight = true;
  send({ type: "seek", t: time });
}

function replaySceneArrived(message) {
  seekInFlight = false;
  if (!replay) return;
  replay.sceneTime = message.t;
  replay.fingers = (message.fingers || []).length;
  drawScene(message);
  if (seekWanted !== null) {
    const wanted = seekWanted;
    seekWanted = null;
    if (wanted !== message.t) requestScene(wanted);
  }
}

function step(direction) {
  if (!replay) return;
  stopPlaying();
  const { times, time } = replay;
  const next = direction > 0 ? times.find((t) => t > time + 1e-9) : [...times].reverse().find((t) => t < time - 1e-9);
  if (next !== undefined) seek(next);
  else seek(direction > 0 ? replay.end : 0);
}

function stopPlaying() {
  if (playing) cancelAnimationFrame(playing.frame);
  playing = null;
  $("play").textContent = "▶ Play";
}

function play() {
  if (!replay) return;
  if (playing) { stopPlaying(); return; }
  if (replay.time >= replay.end) seek(0);
  $("play").textContent = "❚❚ Pause";
  playing = { from: replay.time, start: performance.now(), frame: 0 };
  const tick = () => {
    if (!replay || !playing) return;
    const time = Math.min(replay.end, playing.from + (performance.now() - playing.start) / 1000);
    seek(time);
    if (time >= replay.end) { stopPlaying(); return; }
    playing.frame = requestAnimationFrame(tick);
  };
  playing.frame = requestAnimationFrame(tick);
}

window.studioSeek = (time) => { stopPlaying(); seek(time); };


$("stepBack").onclick = () => step(-1);
$("stepForward").onclick = () => step(1);
$("play").onclick = () => play();
$("live").onclick = () => leaveReplay();
$("scrubber").oninput = () => { stopPlaying(); seek(Number($("scrubber").value)); };
