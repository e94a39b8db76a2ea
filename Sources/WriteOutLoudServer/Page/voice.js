// "Teach it my voice" on the practice page (docs/api.md, "Voice"): with a learner's practice link, the learner
// reads the prompt the server gives (GET /api/v1/voice), the page records it with the same AudioWorklet as an
// attempt and sends it as a WAV (PUT /api/v1/voice); the server fits the learner's voice at once (a speaker
// transform), then a closer model of it in the background, and hears every later attempt with the best it has.
// A browser without AudioWorklet records the reading with MediaRecorder and sends it in its own format (WebM,
// MP4 …). "Forget my voice" deletes both (DELETE). Uses app.js's `$`, `t`, `state`, `linkToken`, `endCapture`,
// `endRecording`, `openMicrophone` and `problemOf`.
"use strict";

const VOICE_TEXT = {
  en: {
    heading: "Your voice", teach: "Teach it my voice", done: "Done reading", forget: "Forget my voice",
    unknown: "The server hears you with its standard voice model. Teach it your voice: read the words below aloud, with a short pause after each (about 20 s).",
    known: "The server knows your voice (since {when}): your attempts are heard with it.",
    knownFitting: "The server knows your voice (since {when}): your attempts are heard with it, and it is fitting a closer model of your voice in the background.",
    knownOwn: "The server knows your voice (since {when}) and has fitted its own model of it: your attempts are heard with that.",
    otherModel: "Your voice was taught for another speech model: this server does not use it.",
    reading: "Recording: read the words below, pausing after each, then press “Done reading”.",
    fitting: "Learning your voice…", fitted: "Your voice is learnt ({heard} of {names} names heard). The server now fits a closer model of it in the background; your attempts are heard with your voice meanwhile.",
    forgotten: "Your voice is forgotten: you are heard with the standard model again.",
    failed: "That did not work: {problem}", mic: "The microphone could not be started.",
    used: "Your words were heard with your own voice.",
  },
  zh: {
    heading: "你的声音", teach: "让它认识我的声音", done: "读完了", forget: "忘记我的声音",
    unknown: "服务器正用标准语音模型听你说话。教它认识你的声音：大声读出下面的词，每个词后稍停（约20秒）。",
    known: "服务器已认识你的声音（自{when}起），用它来听你的练习。",
    knownFitting: "服务器已认识你的声音（自{when}起），用它来听你的练习，并正在后台为你的声音调适更贴近的模型。",
    knownOwn: "服务器已认识你的声音（自{when}起），并已为它调适了专属模型，用它来听你的练习。",
    otherModel: "你的声音是为另一个语音模型录的，这个服务器不使用它。",
    reading: "正在录音：读下面的词，每个词后稍停，然后按“读完了”。",
    fitting: "正在学习你的声音……", fitted: "已学会你的声音（听到 {names} 个笔画名称中的 {heard} 个）。服务器正在后台调适更贴近你声音的模型，在此期间仍用你的声音听你的练习。",
    forgotten: "已忘记你的声音：又用标准模型听你说话。",
    failed: "没有成功：{problem}", mic: "麦克风无法启动。",
    used: "用你自己的声音听了你说的话。",
  },
};

/// The reading being recorded, and the status line shown (its key and values, to show again in the other language).
const voice = { recording: null, status: "", extra: {} };

function vt(key) { return VOICE_TEXT[state.lang]?.[key] ?? VOICE_TEXT.en[key]; }

function voiceSay(key, extra = {}, kind = "info") {
  voice.status = key;
  voice.extra = extra;
  let text = vt(key);
  for (const [name, value] of Object.entries(extra)) text = text.replace(`{${name}}`, value);
  $("voice-status").textContent = text;
  $("voice-status").dataset.kind = kind;
  $("voice-status").dataset.key = key;
}

function voiceRender() {
  $("voice-heading").textContent = vt("heading");
  $("voice-teach").textContent = vt("teach");
  $("voice-done").textContent = vt("done");
  $("voice-forget").textContent = vt("forget");
  $("voice-used").textContent = vt("used");
  if (voice.status) voiceSay(voice.status, voice.extra, $("voice-status").dataset.kind);
}

function voiceRequest(method, body) {
  const headers = { Authorization: `Bearer ${linkToken}`, Accept: "application/json" };
  if (body) headers["Content-Type"] = body.type || "audio/wav";
  return fetch("/api/v1/voice", { method, headers, body });
}

/// Says why a request failed: the server's field and problem (app.js's problemOf), or that it could not be reached.
async function voiceFailed(response) {
  voiceSay("failed", { problem: response ? await problemOf(response) : t("network") }, "error");
}

/// Shows what the server knows of the learner's voice.
function voiceShow(info) {
  document.body.dataset.voice = info.enrolled ? (info.inUse ? "enrolled" : "other-model") : "none";
  document.body.dataset.adaptation = info.adaptation ?? "none";
  $("voice-prompt").textContent = info.prompt.shown.join("  ");
  $("voice-forget").disabled = !info.enrolled;
  if (!info.enrolled) voiceSay("unknown");
  else if (!info.inUse) voiceSay("otherModel", {}, "warning");
  else {
    const key = info.adaptation === "mllr+map" ? "knownOwn" : info.adapting ? "knownFitting" : "known";
    voiceSay(key, { when: new Date(info.enrolledAt).toLocaleString(state.lang === "zh" ? "zh-CN" : "en") });
  }
}

async function voiceLoad() {
  try {
    const response = await voiceRequest("GET");
    if (!response.ok) { await voiceFailed(response); return; }
    voiceShow(await response.json());
  } catch {
    await voiceFailed(null);
  }
}

/// Records the reading with MediaRecorder, where there is no AudioWorklet ({stream, recorder, parts}).
async function voiceTeachWithRecorder() {
  let stream;
  try {
    stream = await openMicrophone();
    const recorder = new MediaRecorder(stream);
    const recording = { stream, recorder, parts: [] };
    recorder.ondataavailable = ({ data }) => { if (data.size > 0) recording.parts.push(data); };
    const started = new Promise((resolve, reject) => { recorder.onstart = resolve; recorder.onerror = reject; });
    recorder.start(1000);
    await started;
    return recording;
  } catch {
    stream?.getTracks().forEach((track) => track.stop());
    return null;
  }
}

async function voiceTeach() {
  if (voice.recording) return;
  if (!window.AudioWorkletNode && window.MediaRecorder) {
    const recording = await voiceTeachWithRecorder();
    if (!recording) { voiceSay("mic", {}, "error"); return; }
    voice.recording = recording;
    voiceReading();
    return;
  }
  let context;
  let stream;
  try {
    context = new AudioContext();
    await context.audioWorklet.addModule("/page/recorder-worklet.js");
    stream = await navigator.mediaDevices.getUserMedia({
      audio: { echoCancellation: false, noiseSuppression: false, autoGainControl: false, channelCount: 1 },
    });
    const node = new AudioWorkletNode(context, "recorder", { numberOfInputs: 1, numberOfOutputs: 0 });
    const recording = { context, stream, node, chunks: [], sampleRate: context.sampleRate };
    node.port.onmessage = ({ data }) => {
      if (data.stopped) recording.stopped?.();
      else if (data.samples) recording.chunks.push(data.samples);
    };
    context.createMediaStreamSource(stream).connect(node);
    node.port.postMessage("start");
    if (context.state === "suspended") await context.resume();
    voice.recording = recording;
  } catch {
    stream?.getTracks().forEach((track) => track.stop());
    context?.close();
    voiceSay("mic", {}, "error");
    return;
  }
  voiceReading();
}

function voiceReading() {
  $("voice-teach").hidden = true;
  $("voice-done").hidden = false;
  document.body.dataset.voice = "reading";
  voiceSay("reading");
}

async function voiceDone() {
  const recording = voice.recording;
  if (!recording) return;
  voice.recording = null;
  const wav = recording.recorder ? endRecording(recording) : endCapture(recording);
  $("voice-done").hidden = true;
  $("voice-teach").hidden = false;
  $("voice-teach").disabled = true;
  document.body.dataset.voice = "fitting";
  voiceSay("fitting");
  try {
    const response = await voiceRequest("PUT", await wav);
    if (!response.ok) {
      document.body.dataset.voice = "refused";
      await voiceFailed(response);
      return;
    }
    const info = await response.json();
    voiceShow(info);
    voiceSay("fitted", { heard: info.namesHeard, names: info.namesExpected });
  } catch {
    document.body.dataset.voice = "refused";
    await voiceFailed(null);
  } finally {
    $("voice-teach").disabled = false;
  }
}

async function voiceForget() {
  try {
    const response = await voiceRequest("DELETE");
    if (!response.ok) { await voiceFailed(response); return; }
    await voiceLoad();
    voiceSay("forgotten");
  } catch {
    await voiceFailed(null);
  }
}

function voiceStart() {
  if (!linkToken) return;
  $("voice").hidden = false;
  $("voice-teach").addEventListener("click", voiceTeach);
  $("voice-done").addEventListener("click", voiceDone);
  $("voice-forget").addEventListener("click", voiceForget);
  $("lang-en").addEventListener("click", voiceRender);
  $("lang-zh").addEventListener("click", voiceRender);
  voiceRender();
  voiceLoad();
}

voiceStart();
