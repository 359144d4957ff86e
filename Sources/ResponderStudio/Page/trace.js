// Responder Studio's lists (SPEC ST4), loaded after studio.js (one global scope): the trace, the chain and
// the actions, kept small in the DOM. Measured (scripts/studio-browser.py --profile): the layout and paint
// of long lists were most of a move's latency, so the trace is windowed (every entry kept as data, only
// the rows in view in the DOM), and repeated chain calls and actions are counted on one line.
"use strict";

// MARK: Trace, windowed: rows of a fixed height (studio.css), the list padded for the rows not drawn.

const traceLimit = 5000;  // entries kept (the oldest thousand are dropped at once beyond it)
const traceRow = 16;      // px, `#trace li`'s height in studio.css
const traceMargin = 12;   // rows drawn beyond the view, either side
const traceRows = [];     // {text, name, className, li: its element while drawn}
let traceFirst = 0;       // index of the first row drawn
let traceView = 24;       // rows the panel shows (measured on scroll and resize)
let traceFollow = true;   // at the bottom: new entries are drawn and scrolled to
let traceDirty = false;
let traceSelected = null; // the selected row (its element may be recycled)
let traceScrolledTo = null; // the scrollTop the page set itself (its scroll event is not the user's)

function addTrace(text, name, className) {
  traceRows.push({ text, name, className, li: null });
  if (traceRows.length > traceLimit) {
    for (const row of traceRows.splice(0, 1000)) if (row.li) row.li.remove();
    traceFirst = Math.max(0, traceFirst - 1000);
  }
  traceDirty = true;
  scheduleScroll(); // also draws the rows if nothing else did before the frame
}

/// Puts the rows of the window in the DOM, reusing the elements of rows still in it. Called when a
/// message from the server has been handled (before its `ack` is timed: ST4's latency is to the DOM).
function flushTrace() {
  if (!traceDirty) return;
  traceDirty = false;
  const list = $("trace");
  const total = traceRows.length;
  const count = Math.min(total, traceView + 2 * traceMargin);
  const first = traceFollow ? total - count : Math.max(0, Math.min(traceFirst, total - count));
  const wanted = new Set(traceRows.slice(first, first + count));
  for (const li of [...list.children]) if (!wanted.has(li.row)) { if (li.row) li.row.li = null; li.remove(); }
  let anchor = list.firstElementChild; // the first kept element: rows before it go before it
  for (let index = first; index < first + count; index += 1) {
    const row = traceRows[index];
    if (row.li) { anchor = null; continue; }
    row.li = traceItem(row);
    if (anchor) list.insertBefore(row.li, anchor);
    else list.appendChild(row.li);
  }
  traceFirst = first;
  list.start = first + 1;
  list.style.paddingTop = `${first * traceRow}px`;
  list.style.paddingBottom = `${(total - first - count) * traceRow}px`;
}

function traceItem(row) {
  const li = item(row.text, row.name, row.className);
  li.row = row;
  li.title = row.text;
  if (row === traceSelected) li.classList.add("selected");
  li.addEventListener("click", () => { traceSelected = row; });
  return li;
}

function clearTrace() {
  traceRows.length = 0;
  traceFirst = 0;
  traceFollow = true;
  traceSelected = null;
  traceDirty = true;
  flushTrace();
}

// Scrolling the trace and the lanes to their ends: once a frame, writing only (the browser clamps), so the
// frame lays the page out once.
let scrollScheduled = false;
function scheduleScroll() {
  if (scrollScheduled) return;
  scrollScheduled = true;
  requestAnimationFrame(() => {
    scrollScheduled = false;
    flushTrace();
    if (traceFollow) {
      const panel = $("trace").parentElement;
      panel.scrollTop = 1e9;
      traceScrolledTo = panel.scrollTop;
    }
    for (const states of document.querySelectorAll(".lane .states")) states.scrollLeft = 1e9;
  });
}

// The user scrolled the trace: follow new entries only at the bottom; draw the rows now in view.
$("trace").parentElement.addEventListener("scroll", (event) => {
  const panel = event.currentTarget;
  if (traceScrolledTo !== null && Math.abs(panel.scrollTop - traceScrolledTo) < 1) return;
  traceScrolledTo = null;
  traceView = Math.ceil(panel.clientHeight / traceRow) + 1;
  traceFollow = panel.scrollTop + panel.clientHeight >= panel.scrollHeight - traceRow;
  const top = panel.scrollTop - $("trace").offsetTop;
  traceFirst = Math.max(0, Math.floor(top / traceRow) - traceMargin);
  traceDirty = true;
  flushTrace();
}, { passive: true });
new ResizeObserver(() => {
  traceView = Math.ceil($("trace").parentElement.clientHeight / traceRow) + 1;
  traceDirty = true;
  scheduleScroll();
}).observe($("trace").parentElement);

// MARK: Chain and actions

// The chain panel lists each distinct call of the latest touch once, counting repeats: a drag sends the
// same touchesMoved up the same chain on every move — one line "×N", not N lines (the DOM stays small:
// its layout and paint are most of a move's latency). The trace keeps every entry.
const chainLines = new Map(); // entry text -> {count, counter: the span showing ×N}
function chainItem(entry) {
  const seen = chainLines.get(entry.text);
  if (seen) {
    seen.count += 1;
    seen.counter.textContent = ` ×${seen.count}`;
    return;
  }
  const li = item(entry.text, entry.responder || entry.to || null);
  const counter = document.createElement("span");
  counter.className = "count";
  li.appendChild(counter);
  chainLines.set(entry.text, { count: 1, counter });
  $("chain").appendChild(li);
}

// Actions: consecutive firings of the same action in the same state (a pan's `changed` on every move) are
// one line with the times of the first and the latest and a count.
let lastAction = null; // {text, first, li, count}
function actionItem(entry) {
  if (lastAction && lastAction.text === entry.text && lastAction.li.isConnected) {
    lastAction.count += 1;
    lastAction.li.firstChild.textContent = `[${lastAction.first}–${entry.t.toFixed(3)}] ${entry.text} ×${lastAction.count}`;
    return;
  }
  const first = entry.t.toFixed(3);
  const li = item(`[${first}] ${entry.text}`, objectOf(entry));
  lastAction = { text: entry.text, first, li, count: 1 };
  const list = $("actions");
  list.appendChild(li);
  while (list.children.length > 500) list.removeChild(list.firstChild);
}

