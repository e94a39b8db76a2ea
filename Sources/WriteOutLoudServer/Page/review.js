// The review page: the signed-in teacher picks a learner and one of their attempts (GET
// /api/v1/learners/{learner}/attempts, newest first, filtered), replays its ink over its own timeline with the
// voice in sync (GET /api/v1/attempts/{id}/recording, /audio and /heard), and overrules the engine per stroke and
// dimension (POST /api/v1/attempts/{id}/verdicts with the CSRF token). Beside the list, the teacher's verdicts on
// the learner against the engine's and the active calibration's held-out kappa (from the lesson JSON, /lessons/
// {learner}). State for tests: body[data-state] is loading, signed-out, empty or reviewing; body[data-attempt] the
// shown attempt's id; body[data-stroke] the current stroke.
"use strict";

const $ = (id) => document.getElementById(id);
const DIMENSIONS = ["drawing", "name", "timing"];
let csrfToken = null;
let attempts = [];
let shown = -1;
let stroke = 0;
let ink = null;
let heard = [];
let clock = { playing: false, start: 0, at: 0 };
let agreementTimer = null;

function say(text, kind = "info") {
  $("message").textContent = text;
  $("message").dataset.kind = kind;
}

async function problemOf(response) {
  try {
    const body = await response.json();
    return `${body.error.field}: ${body.error.problem}`;
  } catch {
    return `the server answered ${response.status}`;
  }
}

async function getJSON(path) {
  const response = await fetch(path, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(await problemOf(response));
  return response.json();
}

/** The engine's pass (true), fail (false) or none (null) on a stroke and dimension, as the server judges it. */
function engineVerdict(attempt, index, dimension) {
  const judged = attempt.strokes[index];
  if (dimension === "drawing") return judged.passed;
  if (dimension === "name") return judged.nameMatched ?? null;
  if (judged.concurrency == null) return null;
  return !attempt.issues.some((issue) => issue.kind === "timing" && issue.stroke === index);
}

/** The latest teacher's verdict on a stroke and dimension, or undefined. */
function teacherVerdict(reviewed, index, dimension) {
  return reviewed.verdicts.filter((v) => v.stroke === index && v.dimension === dimension).at(-1);
}

function replayEnd() {
  const voice = $("voice");
  const inkEnd = Math.max(0, ...(ink?.strokes ?? []).flatMap((s) => s.points.map((p) => p.t)));
  return Math.max(inkEnd, Number.isFinite(voice.duration) && voice.src ? voice.duration : 0) || 1;
}

function now() {
  if ($("voice").src) return $("voice").currentTime;
  return clock.playing ? clock.at + (performance.now() - clock.start) / 1000 : clock.at;
}

function seek(time) {
  const t = Math.max(0, Math.min(time, replayEnd()));
  if ($("voice").src) $("voice").currentTime = t;
  clock.at = t;
  clock.start = performance.now();
  draw();
}

function togglePlay() {
  const voice = $("voice");
  const playing = voice.src ? !voice.paused : clock.playing;
  if (playing) {
    if (voice.src) voice.pause(); else { clock.at = now(); clock.playing = false; }
  } else {
    if (now() >= replayEnd()) seek(0);
    if (voice.src) voice.play().catch(() => say("The voice cannot be played here.", "warning"));
    else { clock.start = performance.now(); clock.playing = true; }
  }
  $("play").textContent = playing ? "Play" : "Pause";
  requestAnimationFrame(tick);
}

function tick() {
  draw();
  const voice = $("voice");
  const playing = voice.src ? !voice.paused : clock.playing;
  if (!voice.src && clock.playing && now() >= replayEnd()) { clock.at = replayEnd(); clock.playing = false; }
  if (!playing) $("play").textContent = "Play";
  else requestAnimationFrame(tick);
}

/** The ink drawn up to now; the stroke being drawn, and the current one, lit. */
function draw() {
  const canvas = $("board");
  const context = canvas.getContext("2d");
  context.clearRect(0, 0, canvas.width, canvas.height);
  if (!ink) return;
  const t = now();
  $("scrub").value = String(Math.round((t / replayEnd()) * 1000));
  const scale = Math.min(canvas.width / ink.width, canvas.height / ink.height);
  ink.strokes.forEach((inkStroke, index) => {
    const points = inkStroke.points.filter((p) => p.t <= t);
    if (points.length === 0) return;
    const drawing = points.length < inkStroke.points.length;
    context.strokeStyle = drawing ? "#c0392b" : index === stroke ? "#1e7d3a" : "#1a1a2e";
    context.lineWidth = drawing || index === stroke ? 10 : 7;
    context.lineCap = context.lineJoin = "round";
    context.beginPath();
    points.forEach((p, i) => (i === 0 ? context.moveTo(p.x * scale, p.y * scale) : context.lineTo(p.x * scale, p.y * scale)));
    context.stroke();
  });
}

function verdictLabel(passed) {
  return passed === true ? "pass" : passed === false ? "fail" : "none";
}

function showStrokes() {
  const reviewed = attempts[shown];
  const attempt = reviewed.attempt;
  $("strokes").replaceChildren(...attempt.strokes.map((judged, index) => {
    const item = document.createElement("li");
    item.dataset.index = String(index);
    if (index === stroke) item.setAttribute("aria-current", "true");
    item.append(`${index + 1}. ${judged.type ?? "?"} (${judged.drawn ? `accuracy ${Math.round(judged.accuracy)}` : "not drawn"}; `
      + `heard ${heard[index] ? `“${heard[index]}”` : "nothing"})`);
    DIMENSIONS.forEach((dimension, d) => {
      const teacher = teacherVerdict(reviewed, index, dimension);
      const passed = teacher ? teacher.passed : engineVerdict(attempt, index, dimension);
      const button = document.createElement("button");
      button.type = "button";
      button.dataset.dimension = dimension;
      button.dataset.verdict = verdictLabel(passed);
      button.dataset.overruled = String(Boolean(teacher));
      button.textContent = `${d + 1} ${dimension}: ${verdictLabel(passed)}${teacher ? " (you)" : ""}`;
      button.title = teacher?.note ?? "";
      button.addEventListener("click", () => { setStroke(index); overrule(dimension); });
      item.append(button);
    });
    return item;
  }));
  document.body.dataset.stroke = String(stroke);
}

function setStroke(index) {
  const count = attempts[shown]?.attempt.strokes.length ?? 0;
  if (count === 0) return;
  stroke = Math.max(0, Math.min(index, count - 1));
  const first = ink?.strokes[stroke]?.points[0];
  if (first) seek(first.t);
  showStrokes();
  $("strokes").children[stroke]?.scrollIntoView({ block: "nearest" });
}

/** Posts the opposite of the stroke's standing verdict on `dimension` (a stroke with none is failed). */
async function overrule(dimension) {
  const reviewed = attempts[shown];
  if (!reviewed) return;
  const index = stroke;
  const teacher = teacherVerdict(reviewed, index, dimension);
  const standing = teacher ? teacher.passed : engineVerdict(reviewed.attempt, index, dimension);
  const body = { stroke: index, dimension, verdict: standing === false ? "pass" : "fail" };
  const note = $("note").value.trim();
  if (note) body.note = note;
  const response = await fetch(`/api/v1/attempts/${reviewed.id}/verdicts`, {
    method: "POST", headers: { "Content-Type": "application/json", Accept: "application/json", "X-CSRF-Token": csrfToken },
    body: JSON.stringify(body),
  });
  if (!response.ok) { say(await problemOf(response), "error"); return; }
  reviewed.verdicts.push(await response.json());
  $("note").value = "";
  say(`Stroke ${index + 1}, ${dimension}: ${body.verdict} kept.`);
  showStrokes();
  refreshAgreementSoon();
}

function kappaText(agreement) {
  return agreement.kappa == null ? "–" : agreement.kappa.toFixed(2);
}

/** The learner's agreement table and the active calibration's effect, from their lesson report. */
async function showAgreement(learner) {
  let report;
  try {
    report = await getJSON(`/lessons/${encodeURIComponent(learner)}`);
  } catch {
    report = { learners: [] };
  }
  if (learner !== $("learner").value) return;
  const rows = report.learners[0]?.teacherAgreement ?? [];
  $("agreement").tBodies[0].replaceChildren(...rows.map((row) => {
    const line = document.createElement("tr");
    line.dataset.dimension = row.dimension;
    const agreement = row.agreement;
    const count = agreement.bothPass + agreement.bothFail + agreement.engineOnlyPass + agreement.teacherOnlyPass;
    for (const text of [row.dimension, count, agreement.bothPass + agreement.bothFail, kappaText(agreement)]) {
      line.insertCell().textContent = String(text);
    }
    return line;
  }));
  const drawing = (report.calibration ?? []).find((row) => row.dimension === "drawing");
  $("calibration").textContent = drawing?.after
    ? `Active calibration, on verdicts held out of its fit: drawing kappa ${kappaText(drawing.before)} before, `
      + `${kappaText(drawing.after)} after.`
    : "No calibration fitted to teachers' verdicts is active.";
}

/** Shows the agreement again once the teacher pauses overruling, not after every key. */
function refreshAgreementSoon() {
  clearTimeout(agreementTimer);
  agreementTimer = setTimeout(() => showAgreement($("learner").value), 800);
}

async function showAttempt(index) {
  if (index < 0 || index >= attempts.length) return;
  shown = index;
  stroke = 0;
  const reviewed = attempts[index];
  [...$("attempts").children].forEach((item, i) => item.setAttribute("aria-current", String(i === index)));
  const voice = $("voice");
  voice.pause();
  voice.removeAttribute("src");
  clock = { playing: false, start: 0, at: 0 };
  $("play").textContent = "Play";
  try {
    ink = (await getJSON(`/api/v1/attempts/${reviewed.id}/recording`)).ink;
  } catch (error) {
    ink = null;
    say(`No ink to replay: ${error.message}`, "warning");
  }
  heard = await getJSON(`/api/v1/attempts/${reviewed.id}/heard`).catch(() => []);
  const audio = await fetch(`/api/v1/attempts/${reviewed.id}/audio`, { method: "GET" });
  if (audio.ok) voice.src = URL.createObjectURL(await audio.blob());
  document.body.dataset.attempt = String(reviewed.id);
  document.body.dataset.state = "reviewing";
  setStroke(0);
}

async function loadAttempts() {
  const learner = $("learner").value;
  if (!learner) return;
  showAgreement(learner);
  const query = new URLSearchParams();
  if ($("character").value.trim()) query.set("character", $("character").value.trim());
  if ($("verdict").value) query.set("verdict", $("verdict").value);
  if ($("unsure").checked) query.set("unsure", "true");
  try {
    attempts = await getJSON(`/api/v1/learners/${encodeURIComponent(learner)}/attempts?${query}`);
  } catch (error) {
    say(error.message, "error");
    return;
  }
  $("attempts").replaceChildren(...attempts.map((reviewed, index) => {
    const item = document.createElement("li");
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = `${reviewed.attempt.character} ${reviewed.attempt.recordedAt.slice(0, 16).replace("T", " ")} `
      + `score ${Math.round(reviewed.attempt.score)}`;
    button.addEventListener("click", () => showAttempt(index));
    item.append(button);
    return item;
  }));
  if (attempts.length === 0) {
    document.body.dataset.state = "empty";
    ink = null;
    $("strokes").replaceChildren();
    draw();
    say("No attempts match.");
    return;
  }
  say("");
  await showAttempt(0);
}

function onKey(event) {
  if (event.key === "Escape" && event.target.closest("input, select")) { event.target.blur(); return; }
  if (event.target.closest("input, select, textarea") || event.ctrlKey || event.metaKey || event.altKey) return;
  const actions = {
    j: () => setStroke(stroke + 1), k: () => setStroke(stroke - 1),
    1: () => overrule("drawing"), 2: () => overrule("name"), 3: () => overrule("timing"),
    n: () => showAttempt(shown + 1), p: () => showAttempt(shown - 1), " ": togglePlay,
    e: () => $("note").focus(), f: () => $("learner").focus(),
  };
  const action = actions[event.key];
  if (!action || (shown < 0 && event.key !== "f")) return;
  event.preventDefault();
  action();
}

async function start() {
  let session;
  try {
    session = await getJSON("/api/v1/session");
  } catch {
    document.body.dataset.state = "signed-out";
    say("Sign in first, at /signin.", "error");
    return;
  }
  csrfToken = session.csrfToken;
  const learners = await getJSON("/api/v1/learners");
  $("learner").replaceChildren(...learners.map((learner) => new Option(learner.name, learner.name)));
  for (const id of ["learner", "verdict", "unsure"]) $(id).addEventListener("change", loadAttempts);
  $("character").addEventListener("change", loadAttempts);
  // Enter in the character filter applies it (by the change its leaving fires); Enter in the note, or Esc in
  // any field, goes back to the keys.
  $("filters").addEventListener("submit", (event) => { event.preventDefault(); $("character").blur(); });
  $("note").addEventListener("keydown", (event) => { if (event.key === "Enter") { event.preventDefault(); $("note").blur(); } });
  $("play").addEventListener("click", togglePlay);
  $("scrub").addEventListener("input", () => seek((Number($("scrub").value) / 1000) * replayEnd()));
  $("voice").addEventListener("play", () => requestAnimationFrame(tick));
  $("voice").addEventListener("loadedmetadata", draw);
  document.addEventListener("keydown", onKey);
  if (learners.length === 0) { document.body.dataset.state = "empty"; say("No learners in your class yet."); return; }
  await loadAttempts();
}

start();
