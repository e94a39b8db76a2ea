// The practice page: choose a character, watch its strokes, write it while saying each stroke's name, read
// the engine's report. Everything comes from this server (no CDN). The attempt is streamed to the live session
// (GET /api/v1/live, a WebSocket) as it is written: each stroke is judged at pen-up and coloured, the voice
// captured by an AudioWorklet goes out as 16-bit PCM, and "Check my writing" asks for the report. When the
// socket cannot be used, the page judges at the end instead: the voice as a 16-bit WAV with the ink
// (recording format v1) to POST /api/v1/analyses. A browser without AudioWorklet records the voice with
// MediaRecorder in whatever format it offers (WebM/Opus, MP4/AAC, …); the live session then judges the ink
// alone, and the voice goes with the ink to POST /api/v1/analyses at the end.
"use strict";

const TEXT = {
  en: {
    title: "Write Out Loud", choose: "Choose a character", pickLabel: "Character, pinyin or cursive word", pick: "Practise",
    write: "Write and speak", trace: "Trace", ghost: "Ghost", memory: "Memory",
    animate: "Show the strokes", record: "Start speaking", recording: "Speaking… write now",
    clear: "Clear", submit: "Check my writing", useMic: "Use the microphone", learner: "Practising with your class link: your teacher sees these attempts.",
    report: "Report", colStroke: "Stroke", colDrawn: "Drawn", colSaid: "Said", colScore: "Score",
    again: "Try again", strokes: "strokes",
    loading: "Loading…", notFound: "That character is not in the library.",
    noMatch: "No character matches that pinyin.",
    ready: "Press “Start speaking”, then write each stroke while you say its name. Or just write.",
    speakNow: "Recording: say each stroke's name as you write it.",
    inkOnly: "Writing without the microphone: only the ink will be judged.",
    micDenied: "The microphone is blocked. You can still write: only the ink will be judged. Allow the microphone in the browser's site settings to be heard.",
    micMissing: "No microphone was found. You can still write: only the ink will be judged.",
    micFailed: "The microphone could not be started. You can still write: only the ink will be judged.",
    nothingDrawn: "Write the character first.",
    sending: "Checking…", failed: "The check failed: ", network: "The server could not be reached. Check the connection and try again.",
    busy: "The server is busy. Try again in a few seconds.",
    overall: "Score", heard: "heard", notHeard: "not heard", notRecorded: "not recorded",
    missing: "missing", ok: "✓", bad: "✗",
    strokeN: "Stroke {n}", extraStroke: "Extra stroke", colon: ": ",
    liveOff: "Live checking is not available: your writing will be checked when you press “Check my writing”.",
    excellent: "excellent", good: "good", "ok grade": "fair", "try again": "try again",
  },
  zh: {
    title: "边写边说", choose: "选择汉字", pickLabel: "汉字、拼音或英文草体单词", pick: "练习",
    write: "边写边说笔画", trace: "描红", ghost: "淡影", memory: "默写",
    animate: "演示笔顺", record: "开始说", recording: "正在录音……请书写",
    clear: "清除", submit: "检查", useMic: "使用麦克风", learner: "正在使用你的班级链接：老师会看到这些练习。",
    report: "报告", colStroke: "笔画", colDrawn: "书写", colSaid: "读音", colScore: "得分",
    again: "再试一次", strokes: "画",
    loading: "加载中……", notFound: "字库里没有这个字。",
    noMatch: "没有与这个拼音相符的字。",
    ready: "按“开始说”，然后一边写每一笔，一边说出它的名称。也可以只写不说。",
    speakNow: "正在录音：写每一笔时说出它的名称。",
    inkOnly: "未使用麦克风：只评判书写。",
    micDenied: "麦克风被禁止。你仍然可以书写，只评判书写。请在浏览器的网站设置中允许麦克风。",
    micMissing: "没有找到麦克风。你仍然可以书写，只评判书写。",
    micFailed: "麦克风无法启动。你仍然可以书写，只评判书写。",
    nothingDrawn: "请先写字。",
    sending: "正在检查……", failed: "检查失败：", network: "无法连接服务器。请检查网络后再试。",
    busy: "服务器正忙，请稍后再试。",
    overall: "得分", heard: "听到", notHeard: "没听到", notRecorded: "未录音",
    missing: "缺笔", ok: "✓", bad: "✗",
    strokeN: "第{n}笔", extraStroke: "多余的一笔", colon: "：",
    liveOff: "暂时无法实时检查：按“检查”后再评判你的书写。",
    excellent: "优秀", good: "良好", "ok grade": "及格", "try again": "再努力",
  },
};

const state = {
  lang: "en",
  characters: [],
  template: null,
  strokes: [],          // ink: [{points: [{x, y, t, force?}]}]
  current: null,        // stroke being drawn, by pointer id
  clockStart: null,     // performance.now() of ink time 0
  audio: null,          // {context, stream, node, chunks, sampleRate}
  attempt: null,        // what the attempt began with: {ink: {width, height}, recordedAt, token, lang}
  live: null,           // the attempt's live session (openLive)
  shown: [],            // per drawn stroke: its verdict, null for an extra stroke, undefined while not judged
  animation: null,
  lastReport: null,
};

const $ = (id) => document.getElementById(id);
/// The address's fragment: `#口` names a character to practise; `#token=…&char=口` is a learner's private
/// practice link (a fragment, so the token never reaches a server's logs), optionally with a character.
const fragment = location.hash.slice(1);
const linkParameters = fragment.includes("=") ? new URLSearchParams(fragment) : null;
/// Without a link's token the page practises anonymously.
const linkToken = linkParameters?.get("token") ?? null;
const board = $("board");
const pen = board.getContext("2d");

function t(key) { return TEXT[state.lang][key] ?? TEXT.en[key] ?? key; }

function say(key, extra = "", kind = "info") {
  const message = $("message");
  message.textContent = (key ? t(key) : "") + extra;
  message.dataset.kind = kind;
  message.dataset.key = key || "";
}

function setLanguage(lang) {
  state.lang = lang;
  document.documentElement.lang = lang === "zh" ? "zh-Hans" : "en";
  $("lang-en").setAttribute("aria-pressed", String(lang === "en"));
  $("lang-zh").setAttribute("aria-pressed", String(lang === "zh"));
  for (const element of document.querySelectorAll("[data-text]")) element.textContent = t(element.dataset.text);
  if (state.audio) $("record").textContent = t("recording");
  const key = $("message").dataset.key;
  if (key) say(key, "", $("message").dataset.kind);
  showTemplateInfo();
  showJudgement();
  if (state.lastReport) showReport(state.lastReport);
}

// MARK: choosing a character

function toneless(text) {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/ü/g, "v").toLowerCase();
}

async function loadCharacters() {
  try {
    const response = await fetch("/api/v1/characters");
    if (!response.ok) return;
    state.characters = await response.json();
    const list = $("pick-list");
    for (const summary of state.characters.slice(0, 300)) {
      const option = document.createElement("option");
      option.value = summary.character;
      option.label = `${summary.character} ${summary.pinyin.join(", ")}`;
      list.append(option);
    }
  } catch {
    // The picker still takes a typed character.
  }
}

function resolveCharacter(input) {
  const text = input.trim();
  if ([...text].length === 1) return text;
  const wanted = toneless(text).replace(/[1-5\s]/g, "");
  const found = state.characters.find((summary) => summary.pinyin.some((p) => toneless(p) === wanted));
  if (found) return found.character;
  // A word of Latin letters (cat, tide) is composed by the server from its cursive letters.
  return /^[A-Za-z]{2,24}$/.test(text) ? text : null;
}

async function pick(event) {
  event?.preventDefault();
  const character = resolveCharacter($("pick-input").value);
  if (!character) { say("noMatch", "", "error"); return; }
  say("loading");
  try {
    const response = await fetch(`/api/v1/characters/${encodeURIComponent(character)}`);
    if (response.status === 404) { say("notFound", ` (${await problemOf(response)})`, "error"); return; }
    if (!response.ok) { say("failed", await problemOf(response), "error"); return; }
    state.template = await response.json();
  } catch {
    say("network", "", "error");
    return;
  }
  $("pick-input").value = state.template.character;
  history.replaceState(null, "", `#${encodeURIComponent(state.template.character)}`);
  for (const id of ["animate", "record", "clear", "submit"]) $(id).disabled = false;
  resetAttempt();
  showTemplateInfo();
  say("ready");
}

function strokeLabel(stroke) {
  if (!stroke.name) return "—";
  return state.lang === "zh" ? `${stroke.name} ${stroke.pinyin}` : `${stroke.name} ${stroke.pinyin} (${stroke.english})`;
}

// A cursive word's stroke, by its letter ("t 1/2"); "" for a stroke of a character.
function letterLabel(letter) {
  if (!letter) return "";
  return letter.strokes > 1 ? `${letter.letter} ${letter.stroke}/${letter.strokes}` : letter.letter;
}

function showTemplateInfo() {
  const template = state.template;
  if (!template) return;
  $("character-info").textContent =
    `${template.character}  ${template.pinyin.join(", ")}  · ${template.strokes.length} ${t("strokes")}` +
    (template.definition && state.lang === "en" ? ` · ${template.definition}` : "");
  const list = $("stroke-names");
  list.replaceChildren(...template.strokes.map((stroke) => {
    const item = document.createElement("li");
    item.textContent = strokeLabel(stroke);
    return item;
  }));
}

// MARK: drawing

function boardSize() {
  const box = board.getBoundingClientRect();
  return { width: box.width, height: box.height };
}

function fitBoard() {
  const { width, height } = boardSize();
  const scale = window.devicePixelRatio || 1;
  board.width = Math.round(width * scale);
  board.height = Math.round(height * scale);
  pen.setTransform(scale, 0, 0, scale, 0, 0);
  redraw();
}

function mode() { return document.querySelector("input[name=mode]:checked").value; }

function templatePath(points) {
  const { width } = boardSize();
  const scale = width / state.template.size;
  pen.beginPath();
  points.forEach(([x, y], index) => (index ? pen.lineTo(x * scale, y * scale) : pen.moveTo(x * scale, y * scale)));
}

function drawGrid() {
  const { width, height } = boardSize();
  pen.save();
  pen.strokeStyle = "#e4b4b4";
  pen.lineWidth = 1;
  pen.setLineDash([6, 6]);
  pen.beginPath();
  pen.moveTo(width / 2, 0); pen.lineTo(width / 2, height);
  pen.moveTo(0, height / 2); pen.lineTo(width, height / 2);
  pen.moveTo(0, 0); pen.lineTo(width, height);
  pen.moveTo(width, 0); pen.lineTo(0, height);
  pen.stroke();
  pen.restore();
}

function drawTemplate(alpha, upTo = Infinity, partial = 1) {
  if (!state.template) return;
  const { width } = boardSize();
  pen.save();
  pen.strokeStyle = `rgba(120, 120, 120, ${alpha})`;
  pen.lineWidth = Math.max(6, width / 28);
  pen.lineCap = "round";
  pen.lineJoin = "round";
  state.template.strokes.forEach((stroke, index) => {
    if (index > upTo) return;
    const points = index === upTo ? prefix(stroke.points, partial) : stroke.points;
    templatePath(points);
    pen.stroke();
  });
  pen.restore();
}

/// The first `fraction` of a polyline, by length.
function prefix(points, fraction) {
  if (fraction >= 1 || points.length < 2) return points;
  const lengths = [0];
  for (let i = 1; i < points.length; i++) {
    lengths.push(lengths[i - 1] + Math.hypot(points[i][0] - points[i - 1][0], points[i][1] - points[i - 1][1]));
  }
  const goal = lengths[lengths.length - 1] * fraction;
  const result = [points[0]];
  for (let i = 1; i < points.length; i++) {
    if (lengths[i] <= goal) { result.push(points[i]); continue; }
    const share = (goal - lengths[i - 1]) / (lengths[i] - lengths[i - 1] || 1);
    result.push([
      points[i - 1][0] + share * (points[i][0] - points[i - 1][0]),
      points[i - 1][1] + share * (points[i][1] - points[i - 1][1]),
    ]);
    break;
  }
  return result;
}

const INK_COLOURS = { pending: "#1a1a2e", passed: "#1e7d3a", failed: "#b3261e" };

function markOf(verdict) {
  if (verdict === undefined) return "pending";
  return verdict?.passed ? "passed" : "failed";
}

function drawInk() {
  pen.save();
  pen.lineWidth = Math.max(4, boardSize().width / 60);
  pen.lineCap = "round";
  pen.lineJoin = "round";
  for (const [index, stroke] of state.strokes.entries()) {
    pen.strokeStyle = INK_COLOURS[markOf(state.shown[index])];
    pen.beginPath();
    stroke.points.forEach((p, index) => (index ? pen.lineTo(p.x, p.y) : pen.moveTo(p.x, p.y)));
    if (stroke.points.length === 1) pen.lineTo(stroke.points[0].x + 0.1, stroke.points[0].y);
    pen.stroke();
  }
  pen.restore();
}

function redraw() {
  const { width, height } = boardSize();
  pen.clearRect(0, 0, width, height);
  drawGrid();
  const alpha = { trace: 0.35, ghost: 0.1, memory: 0 }[mode()];
  if (alpha > 0) drawTemplate(alpha);
  drawInk();
}

function animate() {
  if (!state.template) return;
  cancelAnimationFrame(state.animation);
  const perStroke = 700;
  const begin = performance.now();
  const count = state.template.strokes.length;
  const frame = (now) => {
    const elapsed = now - begin;
    const index = Math.min(count - 1, Math.floor(elapsed / perStroke));
    const { width, height } = boardSize();
    pen.clearRect(0, 0, width, height);
    drawGrid();
    drawTemplate(0.12);
    pen.save();
    drawTemplateColoured(index, Math.min(1, (elapsed - index * perStroke) / (perStroke * 0.8)));
    pen.restore();
    if (elapsed < count * perStroke) state.animation = requestAnimationFrame(frame);
    else { state.animation = null; redraw(); }
  };
  state.animation = requestAnimationFrame(frame);
}

function drawTemplateColoured(upTo, partial) {
  const { width } = boardSize();
  pen.strokeStyle = "#c0392b";
  pen.lineWidth = Math.max(6, width / 28);
  pen.lineCap = "round";
  pen.lineJoin = "round";
  state.template.strokes.forEach((stroke, index) => {
    if (index > upTo) return;
    templatePath(index === upTo ? prefix(stroke.points, partial) : stroke.points);
    pen.stroke();
  });
}

function inkTime(event) {
  if (state.clockStart === null) state.clockStart = event.timeStamp;
  return Math.max(0, (event.timeStamp - state.clockStart) / 1000);
}

function pointOf(event) {
  const box = board.getBoundingClientRect();
  const point = {
    x: Math.round((event.clientX - box.left) * 100) / 100,
    y: Math.round((event.clientY - box.top) * 100) / 100,
    t: Math.round(inkTime(event) * 10000) / 10000,
  };
  if (event.pointerType === "pen" && event.pressure > 0) point.force = event.pressure;
  return point;
}

function pointerDown(event) {
  if (!state.template || state.current) return;
  event.preventDefault();
  if (state.animation) { cancelAnimationFrame(state.animation); state.animation = null; redraw(); }
  board.setPointerCapture(event.pointerId);
  if (!state.attempt) beginAttempt(null);
  state.current = { id: event.pointerId, stroke: { points: [pointOf(event)] } };
  state.strokes.push(state.current.stroke);
  redraw();
}

function pointerMove(event) {
  if (!state.current || event.pointerId !== state.current.id) return;
  event.preventDefault();
  const events = event.getCoalescedEvents ? event.getCoalescedEvents() : [event];
  const points = state.current.stroke.points;
  for (const sample of events.length ? events : [event]) {
    const point = pointOf(sample);
    if (point.t < points[points.length - 1].t) point.t = points[points.length - 1].t;
    points.push(point);
  }
  redraw();
}

function pointerUp(event) {
  if (!state.current || event.pointerId !== state.current.id) return;
  finishStroke();
  redraw();
}

/// Pen-up: the stroke goes to the live session to be judged.
function finishStroke() {
  const { stroke } = state.current;
  state.current = null;
  liveSend({ type: "stroke", points: stroke.points });
}

/// Forgets the ink and the attempt it belonged to, closing its live session.
function dropAttempt() {
  closeLive();
  state.attempt = null;
  state.strokes = [];
  state.current = null;
  state.shown = [];
  delete document.body.dataset.live;
  delete document.body.dataset.reportFrom;
  $("live-note").hidden = true;
  showJudgement();
}

function resetAttempt() {
  stopAudio(false);
  dropAttempt();
  state.clockStart = null;
  state.lastReport = null;
  $("report").hidden = true;
  document.body.dataset.state = "idle";
}

// MARK: the voice

async function startSpeaking() {
  if (state.audio || !state.template) return;
  if (!$("use-mic").checked) { say("inkOnly"); return; }
  if (!navigator.mediaDevices?.getUserMedia) { micFailed("micMissing"); return; }
  if (!window.AudioWorkletNode) {
    if (window.MediaRecorder) await startRecorder();
    else micFailed("micMissing");
    return;
  }
  dropAttempt();
  // The worklet is loaded before the microphone opens, so that capture starts the moment sound flows.
  let context;
  try {
    context = new AudioContext();
    await context.audioWorklet.addModule("/page/recorder-worklet.js");
  } catch {
    context?.close();
    micFailed("micFailed");
    return;
  }
  let stream;
  try {
    stream = await openMicrophone();
  } catch (error) {
    context.close();
    micFailed(micProblem(error));
    return;
  }
  try {
    const source = context.createMediaStreamSource(stream);
    const node = new AudioWorkletNode(context, "recorder", { numberOfInputs: 1, numberOfOutputs: 0 });
    const audio = { context, stream, node, chunks: [], sampleRate: context.sampleRate };
    node.port.onmessage = ({ data }) => {
      if (data.stopped) { audio.stopped?.(); return; }
      if (data.samples) {
        audio.chunks.push(data.samples);
        liveSend(pcm16(data.samples));
      }
      if (state.audio === audio) $("level").style.width = `${Math.min(100, Math.round(Math.sqrt(data.level) * 140))}%`;
    };
    source.connect(node);
    // Ink drawn while the microphone was being opened belongs to no clock: the attempt begins here.
    dropAttempt();
    beginAttempt(audio.sampleRate);
    node.port.postMessage("start");
    state.clockStart = performance.now();
    if (context.state === "suspended") await context.resume();
    state.audio = audio;
    $("record").textContent = t("recording");
    $("record").disabled = true;
    document.body.dataset.state = "recording";
    say("speakNow");
  } catch {
    stream.getTracks().forEach((track) => track.stop());
    context.close();
    micFailed("micFailed");
  }
}

/// Where the browser has no AudioWorklet: MediaRecorder records the voice in the browser's own format, kept
/// whole for the POST at the end ({stream, recorder, parts}).
async function startRecorder() {
  dropAttempt();
  let stream;
  try {
    stream = await openMicrophone();
  } catch (error) {
    micFailed(micProblem(error));
    return;
  }
  try {
    const recorder = new MediaRecorder(stream);
    const audio = { stream, recorder, parts: [] };
    recorder.ondataavailable = ({ data }) => { if (data.size > 0) audio.parts.push(data); };
    const started = new Promise((resolve, reject) => { recorder.onstart = resolve; recorder.onerror = reject; });
    recorder.start(1000);
    await started;
    // The ink clock starts when the recording does, as the recording's audio offset 0 says.
    dropAttempt();
    beginAttempt(null);
    state.clockStart = performance.now();
    state.audio = audio;
    $("record").textContent = t("recording");
    $("record").disabled = true;
    document.body.dataset.state = "recording";
    say("speakNow");
  } catch {
    stream.getTracks().forEach((track) => track.stop());
    micFailed("micFailed");
  }
}

function openMicrophone() {
  return navigator.mediaDevices.getUserMedia({
    audio: { echoCancellation: false, noiseSuppression: false, autoGainControl: false, channelCount: 1 },
  });
}

/// The message for a microphone that would not open.
function micProblem(error) {
  const name = error?.name;
  return name === "NotAllowedError" || name === "SecurityError" ? "micDenied"
    : name === "NotFoundError" || name === "OverconstrainedError" ? "micMissing" : "micFailed";
}

function micFailed(key) {
  $("use-mic").checked = false;
  say(key, "", "warning");
}

const STOP_WAIT = 300; // ms to wait for the recorder's last block before closing the microphone without it

/// Ends a capture ({context, stream, node, chunks, sampleRate}) once the recorder has handed over the samples it
/// still held (up to 16 render quanta: the end of the last word said), or after STOP_WAIT; resolves to its WAV.
/// The capture's `node` must pass the recorder's `{ stopped: true }` to `capture.stopped`.
function endCapture(capture) {
  return new Promise((resolve) => {
    const close = () => {
      capture.stopped = null;
      capture.stream.getTracks().forEach((track) => track.stop());
      capture.context.close();
      resolve(wavBlob(capture.chunks, capture.sampleRate));
    };
    const timer = setTimeout(close, STOP_WAIT);
    capture.stopped = () => { clearTimeout(timer); close(); };
    capture.node.port.postMessage("stop");
  });
}

/// Ends a MediaRecorder capture; resolves to the recording as the browser encoded it (null if empty).
function endRecording(audio) {
  return new Promise((resolve) => {
    const close = () => {
      audio.stream.getTracks().forEach((track) => track.stop());
      resolve(audio.parts.length ? new Blob(audio.parts, { type: audio.recorder.mimeType }) : null);
    };
    if (audio.recorder.state === "inactive") { close(); return; }
    audio.recorder.onstop = close;
    audio.recorder.stop();
  });
}

/// Stops the practice capture; resolves to the captured voice (a WAV blob, or MediaRecorder's) when asked to
/// keep it.
function stopAudio(keep) {
  const audio = state.audio;
  if (!audio) return Promise.resolve(null);
  state.audio = null;
  $("level").style.width = "0";
  $("record").textContent = t("record");
  $("record").disabled = false;
  return (audio.recorder ? endRecording(audio) : endCapture(audio)).then((voice) => (keep ? voice : null));
}

/// Writes samples from `offset` as 16-bit signed little-endian PCM; returns the offset after them.
function writePcm16(view, offset, samples) {
  for (const sample of samples) {
    const clamped = Math.max(-1, Math.min(1, sample));
    view.setInt16(offset, clamped < 0 ? clamped * 0x8000 : clamped * 0x7fff, true);
    offset += 2;
  }
  return offset;
}

/// One block of samples as the live session takes the voice.
function pcm16(samples) {
  const buffer = new ArrayBuffer(samples.length * 2);
  writePcm16(new DataView(buffer), 0, samples);
  return buffer;
}

/// Mono 16-bit PCM WAV.
function wavBlob(chunks, sampleRate) {
  const count = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const buffer = new ArrayBuffer(44 + count * 2);
  const view = new DataView(buffer);
  const ascii = (offset, text) => [...text].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)));
  ascii(0, "RIFF"); view.setUint32(4, 36 + count * 2, true); ascii(8, "WAVE");
  ascii(12, "fmt "); view.setUint32(16, 16, true); view.setUint16(20, 1, true); view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true); view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true); view.setUint16(34, 16, true);
  ascii(36, "data"); view.setUint32(40, count * 2, true);
  let offset = 44;
  for (const chunk of chunks) offset = writePcm16(view, offset, chunk);
  return new Blob([buffer], { type: "audio/wav" });
}

// MARK: judging live

const LIVE_REPORT_WAIT = 15000; // ms to wait for the live report after "end" before posting the attempt

/// Begins an attempt (first pen-down, or the voice starting): fixes what it is judged with, and opens its live
/// session. `sampleRate` when the voice is streamed, else null.
function beginAttempt(sampleRate) {
  const { width, height } = boardSize();
  state.attempt = {
    ink: { width, height }, recordedAt: new Date().toISOString(), token: linkToken, lang: state.lang,
  };
  const start = {
    type: "start", character: state.template.character, ink: state.attempt.ink,
    box: { x: 0, y: 0, side: width }, // the grid and the template fill the board's width from its corner
    lang: state.lang, recordedAt: state.attempt.recordedAt,
  };
  if (sampleRate) start.audio = { sampleRate, offset: 0 };
  if (state.attempt.token) start.token = state.attempt.token;
  openLive(start);
}

/// Opens the WebSocket; messages sent before it is open wait in `queue`. A session is `over` once it has
/// given its report, failed or been closed: then it neither sends nor shows anything more.
function openLive(start) {
  closeLive();
  const live = { socket: null, queue: [], ended: false, over: false, heard: new Map(), shownAt: [], settle: null };
  state.live = live;
  document.body.dataset.live = "connecting";
  try {
    live.socket = new WebSocket(`${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}/api/v1/live`);
  } catch {
    liveFailed(live);
    return;
  }
  live.socket.onopen = () => {
    if (live.over) return;
    for (const data of live.queue) live.socket.send(data);
    live.queue = null;
    document.body.dataset.live = "on";
  };
  live.socket.onmessage = ({ data }) => liveMessage(live, data);
  live.socket.onerror = () => liveFailed(live);
  live.socket.onclose = () => liveFailed(live);
  liveSend(start);
}

/// Sends a message (an object as JSON, an ArrayBuffer as binary) to the live session, if it still takes them.
function liveSend(message) {
  const live = state.live;
  if (!live || live.over || live.ended) return;
  const data = message instanceof ArrayBuffer ? message : JSON.stringify(message);
  if (live.queue) live.queue.push(data);
  else live.socket.send(data);
}

function liveMessage(live, data) {
  if (live.over || typeof data !== "string") return;
  let message;
  try { message = JSON.parse(data); } catch { liveFailed(live); return; }
  if (message.type === "verdict") {
    // `strokes` holds every verdict so far: a later stroke can change what an earlier one was matched to.
    state.shown = Array.from({ length: message.drawn + 1 },
      (_, drawn) => message.strokes.find((verdict) => verdict.drawn === drawn) ?? null);
    live.shownAt[message.drawn] ??= inkNow();
    showJudgement();
  } else if (message.type === "heard") {
    live.heard.set(message.drawn, message);
    showJudgement();
  } else if (message.type === "report" && live.settle) {
    live.over = true;
    live.settle(message.report);
  } else if (message.type === "error") {
    // A refused message leaves the server judging something other than the page's ink: judge at the end.
    liveFailed(live);
  }
}

/// The live session cannot be relied on: the attempt will be judged by POST at the end.
function liveFailed(live) {
  if (live.over) return;
  live.over = true;
  live.socket?.close();
  live.settle?.(null);
  if (state.live !== live) return;
  document.body.dataset.live = "fallback";
  $("live-note").hidden = false;
}

function closeLive() {
  const live = state.live;
  state.live = null;
  if (!live || live.over) return;
  live.over = true;
  live.socket?.close();
}

/// Ends the live session and waits for its report: null when it has none to give or it does not come in time.
function liveReport() {
  const live = state.live;
  if (!live || live.over) return Promise.resolve(null);
  return new Promise((resolve) => {
    const timer = setTimeout(() => liveFailed(live), LIVE_REPORT_WAIT);
    live.settle = (report) => { clearTimeout(timer); live.settle = null; resolve(report); };
    liveSend({ type: "end" });
    live.ended = true;
  });
}

function inkNow() { return Math.round(performance.now() - state.clockStart) / 1000; }

/// Colours the ink by `state.shown` and lists the verdicts under the board, with the names heard live.
function showJudgement() {
  redraw();
  board.dataset.marks = state.strokes.map((_, drawn) => markOf(state.shown[drawn])).join(" ");
  const lines = [];
  state.shown.forEach((verdict, drawn) => {
    if (verdict !== undefined) lines.push(liveLine(drawn, verdict, state.live?.heard.get(drawn)));
  });
  $("live").replaceChildren(...lines);
}

/// "✗ Stroke 2 横: start higher · heard 横 ✓", marked up for the browser check.
function liveLine(drawn, verdict, heard) {
  const item = document.createElement("li");
  item.dataset.drawn = String(drawn);
  item.dataset.index = verdict ? String(verdict.index) : "extra";
  item.dataset.passed = String(Boolean(verdict?.passed));
  const at = state.live?.shownAt[drawn];
  if (at !== undefined) item.dataset.at = String(at);
  let text = verdict ? `${t("strokeN").replace("{n}", verdict.index + 1)} ${verdict.expected.name ?? letterLabel(verdict.expected.letter)}`.trim() : t("extraStroke");
  if (verdict?.tips?.[0]) text += t("colon") + verdict.tips[0];
  item.textContent = `${verdict?.passed ? t("ok") : t("bad")} ${text}`;
  if (heard) {
    item.dataset.heard = heard.heardName ?? heard.heard ?? "";
    item.dataset.matched = String(heard.matched);
    const said = document.createElement("span");
    said.className = "heard";
    said.textContent = heard.heard
      ? ` · ${t("heard")} ${heard.heardName ?? heard.heard} ${heard.matched ? t("ok") : t("bad")}`
      : ` · ${t("notHeard")}`;
    item.append(said);
  }
  return item;
}

// MARK: checking

async function problemOf(response) {
  try {
    const body = await response.json();
    return `${body.error.field}: ${body.error.problem}`;
  } catch {
    return `HTTP ${response.status}`;
  }
}

async function submit() {
  if (!state.template) return;
  if (state.current) finishStroke();
  if (state.strokes.length === 0) { say("nothingDrawn", "", "warning"); return; }
  const attempt = state.attempt;
  say("sending");
  $("submit").disabled = true;
  document.body.dataset.state = "checking";
  try {
    // A voice MediaRecorder kept never went to the live session: the attempt is judged whole by POST.
    const recorded = Boolean(state.audio?.recorder);
    const wav = await stopAudio(true);
    if (recorded) closeLive();
    const report = await liveReport();
    if (state.attempt !== attempt) return; // cleared while waiting
    if (report) reported(report, "live");
    else await postAttempt(attempt, wav);
  } finally {
    $("submit").disabled = false;
  }
}

/// A file name for the voice by its type (the server reads the format from the bytes; the name is for people).
const VOICE_FILES = { "audio/wav": "voice.wav", "audio/webm": "voice.webm", "audio/ogg": "voice.ogg", "audio/mp4": "voice.m4a" };

/// The fallback: the whole attempt, as the live session would have had it, to POST /api/v1/analyses.
async function postAttempt(attempt, wav) {
  const recording = {
    version: 1,
    character: state.template.character,
    ink: { ...attempt.ink, strokes: state.strokes },
    recordedAt: attempt.recordedAt,
  };
  const voiceFile = wav && (VOICE_FILES[wav.type.split(";")[0]] ?? "voice.audio");
  if (wav) recording.audio = { file: voiceFile, offset: 0 };
  const form = new FormData();
  form.append("recording", new Blob([JSON.stringify(recording)], { type: "application/json" }), "recording.json");
  if (wav) form.append("audio", wav, voiceFile);
  form.append("lang", attempt.lang);
  if (attempt.token) form.append("token", attempt.token);
  try {
    const response = await fetch("/api/v1/analyses", {
      method: "POST", body: form, headers: { Accept: "application/json" },
    });
    if (response.status === 503) { say("busy", "", "error"); document.body.dataset.state = "failed"; return; }
    if (!response.ok) { say("failed", await problemOf(response), "error"); document.body.dataset.state = "failed"; return; }
    reported(await response.json(), "post");
  } catch {
    say("network", "", "error");
    document.body.dataset.state = "failed";
  }
}

/// Shows the report, and colours each drawn stroke by the verdict of the template stroke it was matched to.
function reported(report, source) {
  state.lastReport = report;
  $("live-note").hidden = true;
  state.shown = state.strokes.map((_, drawn) => report.strokes.find((stroke) => stroke.drawn === drawn) ?? null);
  showJudgement();
  showReport(report);
  $("voice-used").hidden = !["learner", "learner-model"].includes(report.speech.voice);
  say("");
  document.body.dataset.reportFrom = source;
  document.body.dataset.state = "reported";
}

function cell(text, className) {
  const td = document.createElement("td");
  td.textContent = text;
  if (className) td.className = className;
  return td;
}

function showReport(report) {
  const overall = report.overall;
  const grade = t(overall.grade === "ok" ? "ok grade" : overall.grade);
  $("overall").textContent = `${t("overall")}: ${Math.round(overall.score)} · ${grade}`;
  $("overall").dataset.grade = overall.grade;
  const rows = report.strokes.map((stroke, index) => {
    const row = document.createElement("tr");
    row.dataset.passed = String(stroke.passed);
    row.dataset.drawn = stroke.drawn === null ? "missing" : String(stroke.drawn);
    const name = stroke.expected.name ? `${stroke.expected.name} ${stroke.expected.pinyin}` : letterLabel(stroke.expected.letter) || "—";
    row.append(cell(`${index + 1}. ${name}`));
    row.append(stroke.drawn === null ? cell(t("missing"), "bad") : cell(stroke.passed ? t("ok") : t("bad"), stroke.passed ? "good" : "bad"));
    let said = t("notRecorded");
    let saidClass = "";
    if (stroke.speech) {
      row.dataset.matched = String(stroke.speech.matched);
      said = stroke.speech.heard ? `${stroke.speech.matched ? t("ok") : t("bad")} ${stroke.speech.heardName ?? stroke.speech.heard}` : t("notHeard");
      saidClass = stroke.speech.matched ? "good" : "bad";
    } else if (report.speech.status === "recognised") {
      said = "—";
    }
    row.append(cell(said, saidClass));
    row.append(cell(String(Math.round(stroke.accuracy))));
    return row;
  });
  $("strokes").tBodies[0].replaceChildren(...rows);
  $("problems").replaceChildren(...report.errors.map((error) => {
    const item = document.createElement("li");
    item.dataset.kind = error.kind;
    item.textContent = error.message;
    return item;
  }));
  $("feedback").replaceChildren(...report.feedback.map((sentence) => {
    const item = document.createElement("li");
    item.textContent = sentence;
    return item;
  }));
  $("report").hidden = false;
}

// MARK: start-up

function start() {
  $("lang-en").addEventListener("click", () => setLanguage("en"));
  $("lang-zh").addEventListener("click", () => setLanguage("zh"));
  $("pick-form").addEventListener("submit", pick);
  $("animate").addEventListener("click", animate);
  $("record").addEventListener("click", startSpeaking);
  $("clear").addEventListener("click", () => { resetAttempt(); say("ready"); });
  $("submit").addEventListener("click", submit);
  $("again").addEventListener("click", () => { resetAttempt(); say("ready"); board.scrollIntoView({ block: "center" }); });
  for (const radio of document.querySelectorAll("input[name=mode]")) radio.addEventListener("change", redraw);
  board.addEventListener("pointerdown", pointerDown);
  board.addEventListener("pointermove", pointerMove);
  board.addEventListener("pointerup", pointerUp);
  board.addEventListener("pointercancel", pointerUp);
  window.addEventListener("resize", fitBoard);
  $("learner-note").hidden = !linkToken;
  setLanguage(navigator.language?.startsWith("zh") ? "zh" : "en");
  fitBoard();
  loadCharacters();
  const wanted = linkParameters ? (linkParameters.get("char") ?? "") : decodeURIComponent(fragment);
  if (wanted) { $("pick-input").value = wanted; pick(); }
}

start();
