#!/usr/bin/env python3
"""The practice page in a real browser: headless Chromium, driven by Selenium, with a fake microphone.

For each fixture, Chromium's fake capture device plays the fixture's WAV as the microphone while the fixture's
ink is replayed on the canvas as pointer events, in real time, after "Start speaking" is pressed. The page streams
the attempt to the live session (GET /api/v1/live): every drawn stroke must be judged on the page within
LIVE_DELAY of its pen-up, and names heard must show before "Check my writing" is pressed. Its report must
show the same verdicts as `wol analyze` on the attempt as the page captured it (its ink and voice), and on the
fixture whenever the replay kept each stroke within SYNC_TOLERANCE of its place against the voice (per stroke
drawn well or not, missing or not, name heard or not, and the same kinds of mistake); the live verdicts must
equal the report's, and the ink must end coloured by the report.

The fallback: with WebSocket blocked in the browser, or the live socket closed mid-attempt, the page must
post the attempt at the end and show the same report as `wol analyze`.

A learner's practice link: "Teach it my voice" records a reading (two words only: refused, the page showing the
server's reason; the whole prompt: the server fits the voice, then its own model of it in the background), and a
later attempt's report says it was heard with that model (`speech.voice`); "Forget my voice" deletes it (a second
`wol serve` on a store of its own, with one learner).

Also checked: ink-only practice with the microphone refused (a clear message, live verdicts, then a report),
an unknown character (a clear message), a server that has gone away (a clear message), and the page in Chinese;
with --learner-token, a learner's private link and their teacher's sign-in page (docs/security.md), the
second security review's probes over plain HTTP (headers, refusals, limits), and the teacher's review of the
learner's attempts at /review, by keys only.
Screenshots at phone and desktop widths are written to --screenshots.

Usage: page_check.py --url http://127.0.0.1:PORT --wol .build/debug/wol --fixtures Fixtures --screenshots DIR
Prints one line per check and ends with 'N passed, N failed'; exits 1 when any check failed.
"""

import argparse
import array
import base64
import contextlib
import http.client
import json
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request
import wave
from pathlib import Path

from selenium import webdriver
from selenium.common.exceptions import TimeoutException, WebDriverException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

PHONE = (390, 844)
DESKTOP = (1280, 900)
MOVE_INTERVAL = 0.05  # seconds between replayed pointer moves
LIVE_DELAY = 1.5  # seconds from pen-up within which the page must show the stroke's verdict
SYNC_TOLERANCE = 0.1  # seconds a replayed stroke may move against the voice for the fixture's verdicts to hold
BLOCK_WEBSOCKET = "window.WebSocket = function () { throw new DOMException('blocked by the check', 'SecurityError'); };"
NO_AUDIO_WORKLET = "delete window.AudioWorkletNode;"


def launch(audio_file=None, microphone=True, size=DESKTOP, websocket=True, audio_worklet=True):
    """Headless Chromium; with `audio_file` the fake microphone plays it once, without `microphone` it is refused,
    without `websocket` every page finds WebSocket throwing before its own script runs, without `audio_worklet`
    every page finds no AudioWorkletNode (as in a browser that lacks it)."""
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--autoplay-policy=no-user-gesture-required", f"--window-size={size[0]},{size[1]}",
                 "--lang=en-US"):
        options.add_argument(flag)
    if microphone:
        options.add_argument("--use-fake-ui-for-media-stream")
        options.add_argument("--use-fake-device-for-media-stream")
        if audio_file:
            options.add_argument(f"--use-file-for-fake-audio-capture={audio_file}%noloop")
    else:
        options.add_argument("--use-fake-device-for-media-stream")
        options.add_argument("--deny-permission-prompts")
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    if size == PHONE:
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": size[0], "height": size[1], "deviceScaleFactor": 2, "mobile": True})
    if not websocket:
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": BLOCK_WEBSOCKET})
    if not audio_worklet:
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": NO_AUDIO_WORKLET})
    driver.set_page_load_timeout(30)
    driver.set_script_timeout(30)
    return driver


def wait_for(driver, condition, what, seconds=20):
    try:
        return WebDriverWait(driver, seconds, poll_frequency=0.02).until(lambda d: condition(d))
    except TimeoutException:
        raise AssertionError(f"timed out waiting for {what}; page says: {message(driver)!r}") from None


def screenshot(driver, args, name, element=None):
    """Saves what the learner sees, scrolled to `element` (an id) when given."""
    if element:
        driver.execute_script(f"document.getElementById('{element}').scrollIntoView({{block: 'start'}});")
    driver.save_screenshot(str(Path(args.screenshots) / f"{name}.png"))


def message(driver):
    return driver.find_element(By.ID, "message").text


def body(driver, key):
    """A data attribute of the page's body (state, live, report-from)."""
    return driver.find_element(By.TAG_NAME, "body").get_attribute(f"data-{key}")


def open_character(driver, url, character):
    driver.get(f"{url}/#{character}")
    wait_for(driver, lambda d: d.find_element(By.ID, "record").is_enabled(), f"{character} to load")


def replay_ink(driver, recording, clock_start_ms):
    """Dispatches the recording's strokes as mouse pointer events, each at its ink time after the page's clock start."""
    box = driver.execute_script("const b = document.getElementById('board').getBoundingClientRect();"
                                "return [b.left, b.top, b.width, b.height];")
    ink = recording["ink"]
    scale_x, scale_y = box[2] / ink["width"], box[3] / ink["height"]
    offset = recording.get("audio", {}).get("offset", 0.0)
    page_now = driver.execute_script("return performance.now();")
    origin = time.monotonic() - (page_now - clock_start_ms) / 1000.0  # our clock's reading at the page's ink time 0

    def send(kind, point):
        target = origin + (point["t"] - offset)
        delay = target - time.monotonic()
        if delay > 0:
            time.sleep(delay)
        driver.execute_cdp_cmd("Input.dispatchMouseEvent", {
            "type": kind, "x": box[0] + point["x"] * scale_x, "y": box[1] + point["y"] * scale_y,
            "button": "left", "buttons": 0 if kind == "mouseReleased" else 1, "clickCount": 1,
            "pointerType": "mouse"})

    # One DevTools round trip takes tens of milliseconds, longer than a pen's sampling interval; moves are thinned
    # to one per MOVE_INTERVAL so that every event still goes out at its own time and the drawing keeps its pace.
    for stroke in ink["strokes"]:
        points = stroke["points"]
        send("mousePressed", points[0])
        last = points[0]["t"]
        for point in points[1:-1]:
            if point["t"] - last >= MOVE_INTERVAL:
                send("mouseMoved", point)
                last = point["t"]
        if len(points) > 1:
            send("mouseMoved", points[-1])
        send("mouseReleased", points[-1])


def page_verdicts(driver):
    """What the page's report shows: per stroke (drawn: ok/bad/missing, said: matched or not or none), mistakes."""
    rows = driver.find_elements(By.CSS_SELECTOR, "#strokes tbody tr")
    strokes = []
    for row in rows:
        drawn = "missing" if row.get_attribute("data-drawn") == "missing" else (
            "ok" if row.get_attribute("data-passed") == "true" else "bad")
        strokes.append((drawn, row.get_attribute("data-matched")))
    kinds = sorted(item.get_attribute("data-kind") for item in driver.find_elements(By.CSS_SELECTOR, "#problems li"))
    return strokes, kinds


def live_lines(driver):
    """The live verdicts under the board: per line, the drawn stroke, passed, when shown (ink s), the name heard."""
    return driver.execute_script("""
        return [...document.querySelectorAll('#live li')].map((li) => ({
          drawn: Number(li.dataset.drawn), passed: li.dataset.passed === 'true',
          at: li.dataset.at === undefined ? null : Number(li.dataset.at), heard: li.dataset.heard ?? null}));""")


def report_passed(report, drawn_count):
    """Per drawn stroke, the report's verdict on the template stroke it was matched to (an extra stroke fails)."""
    return [next((s["passed"] for s in report["strokes"] if s["drawn"] == k), False) for k in range(drawn_count)]


def wait_report(driver, what):
    wait_for(driver, lambda d: body(d, "state") in ("reported", "failed"), what, seconds=60)
    assert body(driver, "state") == "reported", message(driver)


CAPTURED_SECONDS = "const a = state.audio; return a ? a.chunks.reduce((n, c) => n + c.length, 0) / a.sampleRate : 0;"
# Keeps what the page ends an attempt with (its ink and the voice as it captured it) where the check can read it:
# `stopAudio` is the page's own function, wrapped so that the page behaves exactly as before.
KEEP_CAPTURE = """
const pageStopAudio = stopAudio;
stopAudio = (keep) => {
  const ink = { ...state.attempt.ink, strokes: JSON.parse(JSON.stringify(state.strokes)) };
  return pageStopAudio(keep).then((wav) => { window.checkCapture = { wav, ink }; return wav; });
};
"""
READ_CAPTURE = """
const done = arguments[arguments.length - 1];
const capture = window.checkCapture;
if (!capture || !capture.wav) { done(null); return; }
const reader = new FileReader();
reader.onload = () => done({ ink: capture.ink, wav: reader.result.split(",")[1] });
reader.onerror = () => done(null);
reader.readAsDataURL(capture.wav);
"""


def check_writing(driver, what):
    """Presses "Check my writing" and reads the report: what the page shows, the report itself, the ink's colours."""
    driver.execute_script(KEEP_CAPTURE)
    driver.find_element(By.ID, "submit").click()
    wait_report(driver, what)
    marks = driver.find_element(By.ID, "board").get_attribute("data-marks").split()
    return page_verdicts(driver), driver.execute_script("return state.lastReport;"), marks


def record_and_replay(driver, recording, voice):
    """Presses "Start speaking" and writes the recording's ink while the fake microphone plays its voice (the WAV
    `voice`), then waits until the page has captured the whole voice and a little silence after it, so a name said
    after the last stroke is recorded whole however late a loaded machine delivers the sound."""
    driver.find_element(By.ID, "record").click()
    wait_for(driver, lambda d: body(d, "state") == "recording", "recording to start")
    replay_ink(driver, recording, driver.execute_script("return state.clockStart;"))
    with wave.open(str(voice)) as sound:
        seconds = sound.getnframes() / sound.getframerate()
    wait_for(driver, lambda d: d.execute_script(CAPTURED_SECONDS) >= seconds + 0.2, "the page to capture the voice")


def cli_verdicts(wol, fixture_json):
    """The same verdicts from `wol analyze --format json`."""
    report = json.loads(subprocess.run([wol, "analyze", "--format", "json", str(fixture_json)], check=True,
                                       capture_output=True, text=True).stdout)
    strokes = []
    for stroke in report["strokes"]:
        drawn = "missing" if stroke["drawn"] is None else ("ok" if stroke["passed"] else "bad")
        matched = None if stroke["speech"] is None else str(stroke["speech"]["matched"]).lower()
        strokes.append((drawn, matched))
    return strokes, sorted(error["kind"] for error in report["errors"])


def page_capture(driver, character, folder, voice_file="voice.wav"):
    """The attempt as the page captured it, its ink and its voice, written into `folder` as a format v1 recording
    for `wol analyze`; None when the page kept no voice."""
    capture = driver.execute_async_script(READ_CAPTURE)
    if capture is None:
        return None
    (Path(folder) / voice_file).write_bytes(base64.b64decode(capture["wav"]))
    recording = {"version": 1, "character": character, "ink": capture["ink"],
                 "audio": {"file": voice_file, "offset": 0}}
    path = Path(folder) / "page.json"
    path.write_text(json.dumps(recording))
    return path


def loudness(path, frame_seconds=0.01):
    """A WAV's mean absolute level per frame: enough to line two recordings of the same voice up."""
    with wave.open(str(path)) as sound:
        assert sound.getsampwidth() == 2 and sound.getnchannels() == 1, f"{path}: not 16-bit mono"
        samples = array.array("h", sound.readframes(sound.getnframes()))
        frame = max(1, int(sound.getframerate() * frame_seconds))
    return [sum(abs(v) for v in samples[i:i + frame]) / frame for i in range(0, len(samples) - frame + 1, frame)]


def voice_lag(fixture_wav, page_wav, longest=2.0, frame_seconds=0.01):
    """How far into the fixture's voice the page's capture began, in seconds (negative: the capture began before
    the voice), found as the shift that lines their loudness up best. The fake microphone plays from when the device
    opens, and the page starts its clock a moment later."""
    fixture, page = loudness(fixture_wav, frame_seconds), loudness(page_wav, frame_seconds)

    def agreement(lag):
        pairs = list(zip(page, fixture[lag:])) if lag >= 0 else list(zip(page[-lag:], fixture))
        energy = sum(a * a for a, _ in pairs) * sum(b * b for _, b in pairs)
        return sum(a * b for a, b in pairs) / energy ** 0.5 if energy else 0.0

    reach = int(longest / frame_seconds)
    return max(range(-reach, reach + 1), key=agreement) * frame_seconds


def out_of_step(fixture, attempt, fixture_wav, attempt_wav):
    """How far, at worst, the page's attempt moved a stroke against the voice compared with the fixture, in seconds:
    each stroke's start as the page stamped it, against the voice as the page captured it."""
    offset = fixture.get("audio", {}).get("offset", 0.0)
    lag = voice_lag(fixture_wav, attempt_wav)
    starts = [(page["points"][0]["t"], drawn["points"][0]["t"] - offset)
              for page, drawn in zip(attempt["ink"]["strokes"], fixture["ink"]["strokes"])]
    return max(abs(page - drawn + lag) for page, drawn in starts)


def same_as_wol_analyze(driver, args, fixture, shown):
    """Asserts that the page's report (`shown`) is what `wol analyze` makes of the attempt as the page captured it,
    and of the fixture itself when the replay kept every stroke in step with the voice: a loaded machine can deliver
    ink or sound late, which makes a different attempt. Says how the replay went."""
    recording = json.loads(fixture.read_text())
    with tempfile.TemporaryDirectory() as folder:
        captured = page_capture(driver, recording["character"], folder)
        assert captured is not None, "the page kept no voice: did the microphone record?"
        own = cli_verdicts(args.wol, captured)
        step = out_of_step(recording, json.loads(captured.read_text()), fixture.with_suffix(".wav"),
                           Path(folder) / "voice.wav")
    assert shown == own, f"page shows {shown}, wol analyze of the page's own attempt says {own}"
    if step > SYNC_TOLERANCE:
        return f"{step:.2f} s out of step, so compared with the page's own attempt only"
    expected = cli_verdicts(args.wol, fixture)
    assert shown == expected, f"page shows {shown}, wol analyze of {fixture.name} says {expected}"
    return "in step"


def check_fixture(args, name, language):
    fixture = Path(args.fixtures) / f"{name}.json"
    recording = json.loads(fixture.read_text())
    driver = launch(audio_file=str((Path(args.fixtures) / f"{name}.wav").resolve()))
    try:
        open_character(driver, args.url, recording["character"])
        if language == "zh":
            driver.find_element(By.ID, "lang-zh").click()
        record_and_replay(driver, recording, Path(args.fixtures) / f"{name}.wav")
        drawn = len(recording["ink"]["strokes"])
        # Live, before "Check my writing": a verdict per drawn stroke soon after its pen-up, and names heard.
        wait_for(driver, lambda d: len(live_lines(d)) == drawn, "a live verdict for every stroke")
        wait_for(driver, lambda d: sum(line["heard"] is not None for line in live_lines(d)) >= drawn - 1,
                 "the names heard, live", seconds=15)
        live = live_lines(driver)
        screenshot(driver, args, f"{name}-{language}-live-desktop", "board")
        offset = recording.get("audio", {}).get("offset", 0.0)
        delays = [line["at"] - (recording["ink"]["strokes"][line["drawn"]]["points"][-1]["t"] - offset) for line in live]
        shown, report, marks = check_writing(driver, "the report")
        screenshot(driver, args, f"{name}-{language}-board-desktop", "practice-heading")
        screenshot(driver, args, f"{name}-{language}-report-desktop", "report")
        assert body(driver, "live") == "on" and body(driver, "report-from") == "live", \
            f"live {body(driver, 'live')!r}, report from {body(driver, 'report-from')!r}: {message(driver)!r}"
        replayed = same_as_wol_analyze(driver, args, fixture, shown)
        speech = [matched for _, matched in shown[0]]
        assert any(value is not None for value in speech), "the voice was not judged: did the microphone record?"
        assert max(delays) <= LIVE_DELAY, f"live verdicts came {delays} s after pen-up"
        final = report_passed(report, drawn)
        assert [line["passed"] for line in live] == final, f"live verdicts {live}, the report says {final}"
        assert marks == ["passed" if passed else "failed" for passed in final], f"ink coloured {marks}, report {final}"
        return f"live verdicts {[line['passed'] for line in live]} within {max(delays):.2f} s of pen-up, " \
               f"heard {[line['heard'] for line in live]}, replayed {replayed}"
    finally:
        driver.quit()


def check_fallback(args, name, how):
    """The live session unusable (`how`: "blocked", WebSocket throws; "closed", the socket closes mid-attempt):
    the page posts the attempt at the end and shows the report `wol analyze` gives."""
    fixture = Path(args.fixtures) / f"{name}.json"
    recording = json.loads(fixture.read_text())
    driver = launch(audio_file=str((Path(args.fixtures) / f"{name}.wav").resolve()), websocket=how != "blocked")
    try:
        open_character(driver, args.url, recording["character"])
        record_and_replay(driver, recording, Path(args.fixtures) / f"{name}.wav")
        if how == "closed":
            wait_for(driver, lambda d: body(d, "live") == "on", "the live session")
            driver.execute_script("state.live.socket.close();")
        wait_for(driver, lambda d: body(d, "live") == "fallback", "the page to give up the live session")
        note = driver.find_element(By.ID, "live-note")
        assert note.is_displayed() and "Live checking is not available" in note.text, note.text
        shown, report, marks = check_writing(driver, "the fallback report")
        screenshot(driver, args, f"{name}-fallback-{how}-desktop", "practice-heading")
        assert body(driver, "report-from") == "post", body(driver, "report-from")
        replayed = same_as_wol_analyze(driver, args, fixture, shown)
        final = report_passed(report, len(recording["ink"]["strokes"]))
        assert marks == ["passed" if passed else "failed" for passed in final], f"ink coloured {marks}, report {final}"
        return f"replayed {replayed}"
    finally:
        driver.quit()


def check_media_recorder(args, name):
    """A browser without AudioWorklet: the page records the voice with MediaRecorder (WebM/Opus in Chromium), the
    live session judges the ink alone, and the attempt goes whole to POST /api/v1/analyses; the report is what
    `wol analyze` makes of the attempt as the page captured it, its WebM included."""
    fixture = Path(args.fixtures) / f"{name}.json"
    voice = Path(args.fixtures) / f"{name}.wav"
    recording = json.loads(fixture.read_text())
    driver = launch(audio_file=str(voice.resolve()), audio_worklet=False)
    try:
        open_character(driver, args.url, recording["character"])
        driver.find_element(By.ID, "record").click()
        wait_for(driver, lambda d: body(d, "state") == "recording", "recording to start")
        replay_ink(driver, recording, driver.execute_script("return state.clockStart;"))
        with wave.open(str(voice)) as sound:
            seconds = sound.getnframes() / sound.getframerate()
        wait_for(driver, lambda d: d.execute_script("return performance.now() - state.clockStart;") > 1000 * (seconds + 0.5),
                 "the voice to be said")
        shown, report, marks = check_writing(driver, "the report of the recorded attempt")
        screenshot(driver, args, f"{name}-media-recorder-desktop", "report")
        assert body(driver, "report-from") == "post", body(driver, "report-from")
        kind = driver.execute_script("return window.checkCapture?.wav?.type ?? null;")
        assert kind and kind.startswith("audio/webm"), f"the page recorded {kind!r}"
        with tempfile.TemporaryDirectory() as folder:
            captured = page_capture(driver, recording["character"], folder, voice_file="voice.webm")
            assert captured is not None, "the page kept no voice"
            own = cli_verdicts(args.wol, captured)
        assert shown == own, f"page shows {shown}, wol analyze of the page's own attempt says {own}"
        heard = [stroke["speech"]["heardName"] for stroke in report["strokes"] if stroke["speech"]]
        assert any(heard), f"no name heard in the recorded voice: {report['speech']}"
        final = report_passed(report, len(recording["ink"]["strokes"]))
        assert marks == ["passed" if passed else "failed" for passed in final], f"ink coloured {marks}, report {final}"
        return f"recorded {kind}, heard {heard}"
    finally:
        driver.quit()


def check_ink_only_with_microphone_refused(args):
    driver = launch(microphone=False, size=PHONE)
    try:
        open_character(driver, args.url, "口")
        driver.find_element(By.ID, "record").click()
        wait_for(driver, lambda d: "microphone" in message(d).lower(), "the refused-microphone message")
        refused = message(driver)
        screenshot(driver, args, "microphone-refused-phone", "practice-heading")
        recording = json.loads((Path(args.fixtures) / "kou-reversed.json").read_text())
        clock_start = driver.execute_script("return performance.now();")
        replay_ink(driver, recording, clock_start)
        wait_for(driver, lambda d: len(live_lines(d)) == 3, "a live verdict for every stroke")
        live = [line["passed"] for line in live_lines(driver)]
        driver.find_element(By.ID, "submit").click()
        wait_report(driver, "the ink-only report")
        strokes, kinds = page_verdicts(driver)
        screenshot(driver, args, "ink-only-board-phone", "practice-heading")
        screenshot(driver, args, "ink-only-report-phone", "report")
        assert "blocked" in refused or "not found" in refused.lower() or "could not" in refused, refused
        assert [drawn for drawn, _ in strokes] == ["ok", "ok", "bad"], strokes
        assert all(matched is None for _, matched in strokes), "ink-only practice must not judge speech"
        assert "reversed" in kinds, kinds
        assert live == [True, True, False], f"live verdicts {live}"
        assert body(driver, "report-from") == "live", body(driver, "report-from")
        width = driver.execute_script("return document.documentElement.scrollWidth;")
        assert width <= PHONE[0], f"the page is {width} px wide on a {PHONE[0]} px phone"
    finally:
        driver.quit()


def check_class(args):
    """A learner's private practice link stores the attempt in their name; their teacher signs in (a wrong
    password first), sees the class, opens the lesson, and signs out, after which the lesson is refused."""
    driver = launch(microphone=False)
    try:
        driver.get(f"{args.url}/#token={args.learner_token}&char=口")
        wait_for(driver, lambda d: d.find_element(By.ID, "record").is_enabled(), "口 to load from the practice link")
        assert driver.find_element(By.ID, "learner-note").is_displayed(), "the page does not say it uses a class link"
        recording = json.loads((Path(args.fixtures) / "kou-reversed.json").read_text())
        replay_ink(driver, recording, driver.execute_script("return performance.now();"))
        wait_for(driver, lambda d: len(live_lines(d)) == 3, "a live verdict for every stroke")
        driver.find_element(By.ID, "submit").click()
        wait_report(driver, "the report of the attempt in the learner's name")
        learner = driver.execute_script("return state.lastReport.learner;")
        assert learner == args.learner, f"the report is {learner!r}'s"

        driver.get(f"{args.url}/signin")
        wait_for(driver, lambda d: body(d, "state") == "signed-out", "the sign-in form")
        for password in ("not the password", args.password):
            driver.find_element(By.ID, "name").clear()
            driver.find_element(By.ID, "name").send_keys(args.teacher)
            driver.find_element(By.ID, "password").send_keys(password)
            driver.find_element(By.CSS_SELECTOR, "#sign-in-form button[type=submit]").click()
            if password != args.password:
                wait_for(driver, lambda d: "do not match" in message(d), "the wrong-password message")
        wait_for(driver, lambda d: body(d, "state") == "signed-in", "signing in")
        wait_for(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#learners a"), "the class list")
        names = [link.text for link in driver.find_elements(By.CSS_SELECTOR, "#learners a")]
        expected = sorted([args.learner] + ([args.review_learner] if args.review_learner else []))
        assert names == expected, f"the class shows {names}, not {expected}"
        screenshot(driver, args, "teacher-signed-in-desktop")
        driver.find_element(By.CSS_SELECTOR, "#learners a").click()
        wait_for(driver, lambda d: args.learner in d.find_element(By.TAG_NAME, "body").text, "the learner's lesson")
        screenshot(driver, args, "teacher-lesson-desktop")
        driver.back()
        wait_for(driver, lambda d: body(d, "state") == "signed-in", "the class again, still signed in")
        driver.find_element(By.ID, "sign-out").click()
        wait_for(driver, lambda d: body(d, "state") == "signed-out", "signing out")
        driver.get(f"{args.url}/lessons/{args.learner}")
        refused = driver.find_element(By.TAG_NAME, "body").text
        assert '"error"' in refused and args.learner not in refused.split('"problem"')[0], refused
    finally:
        driver.quit()


def plain_request(args, method, path, headers=None, body=None, chunked=False):
    """One request on a connection of its own: (status, headers as a lower-cased dict, body bytes)."""
    address = urllib.parse.urlsplit(args.url)
    connection = http.client.HTTPConnection(address.hostname, address.port, timeout=30)
    try:
        if chunked:
            connection.putrequest(method, path)
            for name, value in (headers or {}).items():
                connection.putheader(name, value)
            connection.putheader("Transfer-Encoding", "chunked")
            connection.endheaders()
            try:
                for start in range(0, len(body), 8192):
                    piece = body[start:start + 8192]
                    connection.send(f"{len(piece):x}\r\n".encode() + piece + b"\r\n")
                connection.send(b"0\r\n\r\n")
            except OSError:
                pass  # the server may answer and close before the rest is sent
        else:
            connection.request(method, path, body=body, headers=headers or {})
        response = connection.getresponse()
        return response.status, {k.lower(): v for k, v in response.getheaders()}, response.read()
    finally:
        connection.close()


def check_review_probes(args):
    """What the server's second security review (issue 46) found, probed on the running server so it stays
    fixed: report pages carry their security headers, a bad `recordedAt` is 422 naming it, a voice for another
    learner is 403 before its body is read, a chunked body over the limit is 413, HEAD answers as GET, the
    attempts' `character` filter takes one character, and two session cookies are refused."""
    learner = urllib.parse.quote(args.learner)
    token = args.learner_token
    status, headers, _ = plain_request(args, "GET", f"/lessons/{learner}", {"Authorization": f"Bearer {token}"})
    policy = headers.get("content-security-policy", "")
    assert status == 200 and "frame-ancestors 'none'" in policy and "default-src 'none'" in policy, (status, policy)
    assert headers.get("x-content-type-options") == "nosniff", headers

    folder = Path(args.fixtures)
    boundary = "wol-review-probe"
    recording = json.loads((folder / "kou-correct.json").read_text())
    for recorded_at, expected in (("yesterday", 422), ("2025-08-09T10:00:00Z<b>", 422), (None, 200)):
        if recorded_at:
            recording["recordedAt"] = recorded_at
        form = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"recording\"\r\n\r\n".encode()
                + json.dumps(recording).encode() + f"\r\n--{boundary}--\r\n".encode())
        recording = json.loads((folder / "kou-correct.json").read_text())
        status, headers, body = plain_request(args, "POST", "/api/v1/analyses", {
            "Content-Type": f"multipart/form-data; boundary={boundary}", "Accept": "text/html"}, form)
        assert status == expected, (recorded_at, status, body[:200])
        if expected == 422:
            assert json.loads(body)["error"]["field"] == "recording.recordedAt", body
        else:
            policy = headers.get("content-security-policy", "")
            assert "frame-ancestors 'none'" in policy and headers.get("x-content-type-options") == "nosniff", headers

    status, _, body = plain_request(args, "PUT", "/api/v1/voice?learner=somebody%20else", {
        "Authorization": f"Bearer {token}", "Content-Type": "audio/wav"}, b"RIFF")
    assert status == 403 and json.loads(body)["error"]["field"] == "learner", (status, body)
    status, _, body = plain_request(args, "POST", "/api/v1/session", {"Content-Type": "application/json"},
                           b" " * 40_000, chunked=True)
    assert status == 413 and b"NIO" not in body, (status, body)
    status, headers, body = plain_request(args, "HEAD", "/api/v1/characters")
    assert status == 200 and body == b"" and headers.get("content-type", "").startswith("application/json"), status

    status, headers, body = plain_request(args, "POST", "/api/v1/session", {"Content-Type": "application/json"},
                                 json.dumps({"name": args.teacher, "password": args.password}).encode())
    assert status == 200, (status, body)
    cookie = headers["set-cookie"].split(";")[0]
    for character, expected in (("%E5%8F%A3", 200), ("%E5%8F%A3%E6%97%A5", 422), ("", 422)):
        status, _, body = plain_request(args, "GET", f"/api/v1/learners/{learner}/attempts?character={character}",
                               {"Cookie": cookie})
        assert status == expected, (character, status, body[:200])
    status, _, body = plain_request(args, "GET", "/api/v1/session", {"Cookie": f"{cookie}; wol_session=planted"})
    assert status == 401 and json.loads(body)["error"]["field"] == "(session)", (status, body)
    csrf = json.loads(plain_request(args, "GET", "/api/v1/session", {"Cookie": cookie})[2])["csrfToken"]
    status, _, _ = plain_request(args, "DELETE", "/api/v1/session", {"Cookie": cookie, "X-CSRF-Token": csrf})
    assert status == 204, status


def upload(args, fixture, voice):
    """Posts a fixture in the learner's name through the API (with its WAV when `voice`); returns the report."""
    folder = Path(args.fixtures)
    files = [("recording", f"{fixture}.json", "application/json", (folder / f"{fixture}.json").read_bytes())]
    if voice:
        files.append(("audio", f"{fixture}.wav", "audio/wav", (folder / f"{fixture}.wav").read_bytes()))
    return post_attempt(args.url, args.learner_token, files)


def post_attempt(url, token, files):
    """Posts `files` (form name, file name, type, bytes) with a learner's `token` to /api/v1/analyses; returns the report."""
    boundary = "wol-browser-check"
    data = b""
    for name, filename, kind, content in files + [("token", None, None, token.encode())]:
        data += f"--{boundary}\r\nContent-Disposition: form-data; name=\"{name}\"".encode()
        data += f"; filename=\"{filename}\"\r\nContent-Type: {kind}\r\n\r\n".encode() if filename else b"\r\n\r\n"
        data += content + b"\r\n"
    data += f"--{boundary}--\r\n".encode()
    request = urllib.request.Request(
        f"{url}/api/v1/analyses", data=data, method="POST",
        headers={"Content-Type": f"multipart/form-data; boundary={boundary}", "Accept": "application/json"})
    with urllib.request.urlopen(request, timeout=60) as response:
        return json.load(response)


def press(driver, key):
    ActionChains(driver).send_keys(key).perform()


def sign_in(driver, args):
    """Signs the teacher in on /signin, typing name and password and pressing Enter."""
    driver.get(f"{args.url}/signin")
    wait_for(driver, lambda d: body(d, "state") == "signed-out", "the sign-in form")
    driver.find_element(By.ID, "name").send_keys(args.teacher)
    driver.find_element(By.ID, "password").send_keys(args.password + Keys.ENTER)
    wait_for(driver, lambda d: body(d, "state") == "signed-in", "signing in")


def stored_attempts(driver, args, learner):
    """A learner's attempts as the API gives them to the signed-in teacher, by id."""
    cookie = driver.get_cookie("wol_session")["value"]
    request = urllib.request.Request(
        f"{args.url}/api/v1/learners/{urllib.parse.quote(learner)}/attempts",
        headers={"Cookie": f"wol_session={cookie}", "Accept": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as response:
        return {item["id"]: item for item in json.load(response)}


def check_review(args):
    """The teacher reviews the learner's stored attempts on /review with keys only: every stroke of every attempt
    is reached (j) and its drawing verdict overruled (1), attempts are stepped through (n), the replay plays and
    pauses (space) with the voice where one was kept; the verdicts are then read back through the API."""
    upload(args, "kou-correct", voice=True)
    upload(args, "ri-timing", voice=True)
    upload(args, "ren-wrongname", voice=False)
    driver = launch(microphone=False, size=(1024, 768))
    try:
        driver.get(f"{args.url}/review")
        wait_for(driver, lambda d: body(d, "state") == "signed-out", "the review page to ask for a sign-in")
        sign_in(driver, args)
        driver.get(f"{args.url}/review")
        wait_for(driver, lambda d: body(d, "state") == "reviewing", "the newest attempt on /review")
        driver.find_element(By.TAG_NAME, "body").click()
        count = len(driver.find_elements(By.CSS_SELECTOR, "#attempts li"))
        assert count >= 4, f"the page lists {count} attempts, expected the 4 stored"
        reviewed = {}
        voiced = 0
        for number in range(count):
            attempt = body(driver, "attempt")
            wait_for(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#strokes li"), f"attempt {attempt}'s strokes")
            if driver.execute_script("return Boolean(document.getElementById('voice').src);"):
                voiced += 1
            press(driver, " ")
            time.sleep(0.4)
            press(driver, " ")
            scrubbed = int(driver.find_element(By.ID, "scrub").get_attribute("value"))
            assert scrubbed > 0, f"attempt {attempt} did not replay: the timeline stayed at 0"
            strokes = len(driver.find_elements(By.CSS_SELECTOR, "#strokes li"))
            if driver.execute_script("return Boolean(document.getElementById('voice').src);"):
                lines = [item.text for item in driver.find_elements(By.CSS_SELECTOR, "#strokes li")]
                assert any("heard “" in line for line in lines), f"attempt {attempt} shows no word heard: {lines}"
            for index in range(strokes):
                wait_for(driver, lambda d: body(d, "stroke") == str(index), f"stroke {index} of attempt {attempt}")
                press(driver, "1")
                selector = f'#strokes li[data-index="{index}"] button[data-dimension="drawing"][data-overruled="true"]'
                wait_for(driver, lambda d: d.find_elements(By.CSS_SELECTOR, selector), f"stroke {index}'s verdict kept")
                press(driver, "j")
            reviewed[int(attempt)] = strokes
            if number < count - 1:
                press(driver, "n")
                wait_for(driver, lambda d: body(d, "attempt") != attempt, "the next attempt")
        screenshot(driver, args, "teacher-review-tablet")
        assert voiced >= 2, f"only {voiced} attempts played a voice; 2 were uploaded with one"

        stored = stored_attempts(driver, args, args.learner)
        for attempt, strokes in reviewed.items():
            drawing = {v["stroke"]: v for v in stored[attempt]["verdicts"]
                       if v["dimension"] == "drawing" and v["teacher"] == args.teacher}
            assert sorted(drawing) == list(range(strokes)), f"attempt {attempt} has drawing verdicts on {sorted(drawing)}"
            for verdict in drawing.values():
                assert verdict["passed"] != verdict["enginePassed"], f"attempt {attempt}: {verdict} does not overrule"
        return f"{len(reviewed)} attempts, {sum(reviewed.values())} strokes overruled by keys"
    finally:
        driver.quit()


REVIEW_TARGET = (20, 10 * 60)  # attempts, and the seconds a teacher may take to review them by keys
REVIEW_SHAPES = ("ri-correct", "ri-timing", "zhe-correct")  # 日 and 这: 4 and 7 strokes


def review_attempts(args):
    """REVIEW_TARGET[0] distinct ink-only attempts of 4–8-stroke characters in the review learner's name: the
    REVIEW_SHAPES fixtures in turn, each copy's ink moved right by its number of pixels, so that none is a repeat."""
    for number in range(REVIEW_TARGET[0]):
        recording = json.loads((Path(args.fixtures) / f"{REVIEW_SHAPES[number % 3]}.json").read_text())
        recording.pop("learner", None)
        for stroke in recording["ink"]["strokes"]:
            for point in stroke["points"]:
                point["x"] += number + 1
        report = post_attempt(args.url, args.review_token,
                              [("recording", f"review-{number}.json", "application/json", json.dumps(recording).encode())])
        assert 4 <= len(report["strokes"]) <= 8, f"attempt {number} has {len(report['strokes'])} strokes"


def check_review_target(args):
    """The target of issue 30: a teacher reviews 20 attempts of 4–8 strokes in under 10 minutes with keys only.
    The teacher picks the learner (f, typing the name), filters by character and back (f, Tab, 这, Enter), then on
    every attempt reaches every stroke (j) and overrules it on drawing, name and timing (1, 2, 3), types a note (e),
    steps back (p) and on (n); every stroke's three verdicts are then read back through the API, and the page's
    agreement table counts them, none agreeing with the engine."""
    review_attempts(args)
    driver = launch(microphone=False, size=(1024, 768))
    try:
        sign_in(driver, args)
        driver.get(f"{args.url}/review")
        wait_for(driver, lambda d: body(d, "state") in ("reviewing", "empty"), "the review page")
        count = lambda d: len(d.find_elements(By.CSS_SELECTOR, "#attempts li"))
        started = time.monotonic()
        press(driver, "f")
        press(driver, args.review_learner)
        wait_for(driver, lambda d: count(d) == REVIEW_TARGET[0], f"{args.review_learner}'s {REVIEW_TARGET[0]} attempts")
        press(driver, Keys.TAB)
        press(driver, "这" + Keys.ENTER)
        wait_for(driver, lambda d: count(d) == REVIEW_TARGET[0] // 3, "the attempts at 这 only")
        press(driver, "f")
        press(driver, Keys.TAB)
        press(driver, Keys.BACKSPACE + Keys.ENTER)
        wait_for(driver, lambda d: count(d) == REVIEW_TARGET[0], "every attempt again, unfiltered")
        wait_for(driver, lambda d: d.switch_to.active_element.tag_name == "body", "the keys back from the filters")

        board = driver.find_element(By.ID, "board").rect
        verdicts = driver.find_element(By.ID, "strokes").rect
        assert board["width"] <= 340 and board["x"] + board["width"] <= verdicts["x"], \
            f"the replay ({board}) does not fit beside the verdicts ({verdicts}) on a 1024-px window"

        def overruled(index, dimension):
            selector = f'#strokes li[data-index="{index}"] button[data-dimension="{dimension}"][data-overruled="true"]'
            return driver.find_elements(By.CSS_SELECTOR, selector)

        reviewed = {}
        note = "reviewed by keys"
        number = 0
        while number < REVIEW_TARGET[0]:
            attempt = body(driver, "attempt")
            wait_for(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#strokes li"), f"attempt {attempt}'s strokes")
            strokes = len(driver.find_elements(By.CSS_SELECTOR, "#strokes li"))
            for index in range(strokes):
                wait_for(driver, lambda d: body(d, "stroke") == str(index), f"stroke {index} of attempt {attempt}")
                if number == 0 and index == 0:
                    press(driver, "e")
                    press(driver, note + Keys.ENTER)
                for key, dimension in (("1", "drawing"), ("2", "name"), ("3", "timing")):
                    press(driver, key)
                    wait_for(driver, lambda d: overruled(index, dimension), f"attempt {attempt} stroke {index} {dimension} kept")
                press(driver, "j")
            reviewed[int(attempt)] = strokes
            if number == 1:
                first = next(iter(reviewed))
                press(driver, "p")
                wait_for(driver, lambda d: body(d, "attempt") == str(first), f"the previous attempt, {first}")
                wait_for(driver, lambda d: all(overruled(i, "timing") for i in range(reviewed[first])),
                         f"attempt {first} showing its verdicts again")
                press(driver, "n")
                wait_for(driver, lambda d: body(d, "attempt") == attempt, "the attempt after it again")
            number += 1
            if number < REVIEW_TARGET[0]:
                press(driver, "n")
                wait_for(driver, lambda d: body(d, "attempt") != attempt, "the next attempt")
        elapsed = time.monotonic() - started
        total = sum(reviewed.values())

        def agreement_row(d):
            cells = [cell.text for cell in d.find_elements(By.CSS_SELECTOR, '#agreement tr[data-dimension="drawing"] td')]
            return cells if cells and cells[1] == str(total) else None
        wait_for(driver, agreement_row, f"the agreement table to count the {total} drawing verdicts")
        assert agreement_row(driver)[2] == "0", f"every verdict overruled the engine, yet {agreement_row(driver)} agree"
        screenshot(driver, args, "teacher-review-laptop")

        stored = stored_attempts(driver, args, args.review_learner)
        assert len(reviewed) == REVIEW_TARGET[0], f"{len(reviewed)} attempts reviewed"
        notes = 0
        for attempt, strokes in reviewed.items():
            assert 4 <= strokes <= 8, f"attempt {attempt} shows {strokes} strokes"
            for dimension in ("drawing", "name", "timing"):
                given = {v["stroke"]: v for v in stored[attempt]["verdicts"] if v["dimension"] == dimension}
                assert sorted(given) == list(range(strokes)), f"attempt {attempt} has {dimension} verdicts on {sorted(given)}"
                for verdict in given.values():
                    expected = verdict.get("enginePassed") is False
                    assert verdict["passed"] == expected, f"attempt {attempt}: {verdict} does not overrule"
                    notes += verdict.get("note") == note
        assert notes == 1, f"{notes} verdicts carry the typed note"
        assert elapsed < REVIEW_TARGET[1], f"the review took {elapsed:.0f} s"
        return (f"{len(reviewed)} attempts, {total} strokes × 3 dimensions overruled by keys in {elapsed:.0f} s "
                f"(target {REVIEW_TARGET[1] // 60} min)")
    finally:
        driver.quit()


def check_calibration_effect(args):
    """After the review target: the teacher passes again, by keys, the first stroke of the four newest attempts (so
    the fit has passes as well as fails), `wol calibrate --store --activate` fits thresholds to the store's verdicts,
    and the teacher sees the effect without a restart: the running server's next report names the calibration that
    judged it, and /review shows the calibration's held-out kappa before and after."""
    driver = launch(microphone=False, size=(1024, 768))
    try:
        sign_in(driver, args)
        driver.get(f"{args.url}/review")
        wait_for(driver, lambda d: body(d, "state") in ("reviewing", "empty"), "the review page")
        press(driver, "f")
        press(driver, args.review_learner)
        wait_for(driver, lambda d: body(d, "state") == "reviewing"
                 and d.find_element(By.ID, "learner").get_attribute("value") == args.review_learner,
                 f"{args.review_learner}'s newest attempt")
        driver.find_element(By.TAG_NAME, "body").click()
        passed_again = []
        for number in range(4):
            attempt = body(driver, "attempt")
            selector = '#strokes li[data-index="0"] button[data-dimension="drawing"]'
            wait_for(driver, lambda d: d.find_elements(By.CSS_SELECTOR, selector), f"attempt {attempt}'s first stroke")
            press(driver, "1")
            # Read in the page: the list is drawn anew on every verdict, so a found element can go stale.
            wait_for(driver, lambda d: "pass" in (d.execute_script(
                "return document.querySelector(arguments[0])?.textContent ?? ''", selector)),
                f"attempt {attempt}'s first stroke passed again")
            passed_again.append(attempt)
            if number < 3:
                press(driver, "n")
                wait_for(driver, lambda d: body(d, "attempt") != attempt, "the next attempt")

        with tempfile.TemporaryDirectory() as folder:
            fitted = subprocess.run(
                [args.wol, "calibrate", "--store", args.store, "--held-out-every", "2", "--activate", "--resamples", "20",
                 "-o", f"{folder}/calibration.json", "--plot", f"{folder}/roc.svg"],
                capture_output=True, text=True, timeout=120, check=True)
        assert "Activated in" in fitted.stdout, f"wol calibrate did not activate: {fitted.stdout}"

        recording = (Path(args.fixtures) / "ri-correct.json").read_bytes()
        deadline = time.monotonic() + 60
        while True:
            report = post_attempt(args.url, args.review_token, [("recording", "after-calibration.json", "application/json", recording)])
            if report.get("calibration"):
                break
            assert time.monotonic() < deadline, "no report names the activated calibration within a minute"
            time.sleep(2)

        driver.get(f"{args.url}/review")
        press(driver, "f")
        press(driver, args.review_learner)
        wait_for(driver, lambda d: "Active calibration" in d.execute_script(
            "return document.getElementById('calibration').textContent"), "the review page to show the active calibration")
        shown = driver.find_element(By.ID, "calibration").text
        screenshot(driver, args, "teacher-calibrated")
        return (f"passed again on attempts {', '.join(passed_again)}; calibration {report['calibration']['id']} "
                f"(pass threshold {report['calibration']['passThreshold']:.1f}) judged the next upload; page: {shown}")
    finally:
        driver.quit()


def check_unknown_character_and_lost_server(args):
    driver = launch(size=PHONE)
    try:
        driver.get(f"{args.url}/")
        wait_for(driver, lambda d: d.find_element(By.ID, "pick-input").is_displayed(), "the page")
        driver.find_element(By.ID, "lang-zh").click()
        screenshot(driver, args, "start-zh-phone")
        driver.find_element(By.ID, "lang-en").click()
        field = driver.find_element(By.ID, "pick-input")
        field.send_keys("☃")
        driver.find_element(By.CSS_SELECTOR, "#pick-form button").click()
        wait_for(driver, lambda d: "not in the library" in message(d), "the unknown-character message")
        field.clear()
        field.send_keys("kou")
        driver.find_element(By.CSS_SELECTOR, "#pick-form button").click()
        wait_for(driver, lambda d: d.find_element(By.ID, "submit").is_enabled(), "口 found by its pinyin")
        assert driver.find_element(By.ID, "pick-input").get_attribute("value") == "口"
        driver.find_element(By.ID, "use-mic").click()
        recording = json.loads((Path(args.fixtures) / "kou-correct.json").read_text())
        replay_ink(driver, recording, driver.execute_script("return performance.now();"))
        # The server goes away: the live socket closes, the fallback request fails and the page must say so.
        driver.execute_script("window.fetch = () => Promise.reject(new TypeError('Failed to fetch'));"
                              "state.live.socket.close();")
        driver.find_element(By.ID, "submit").click()
        wait_for(driver, lambda d: "could not be reached" in message(d), "the lost-server message")
        screenshot(driver, args, "server-unreachable-phone", "practice-heading")
    finally:
        driver.quit()


ENROL_TEXT = "heng1, shu1, pie1, na1, dian1, ti1, zhe1, gou2, wan2, xie4, wo1, heng2 zhe2, shu4 gou1, heng2 pie3"


@contextlib.contextmanager
def learner_server(args):
    """A second `wol serve`, in a temporary folder, on a progress store with one teacher and learner `ana`: yields
    its URL, ana's token and the folder. A check that fails against it says whether the server still runs and how
    its log ends, since the log goes with the folder; the server is stopped either way."""
    with tempfile.TemporaryDirectory(prefix="wol-page-voice-") as folder:
        store = str(Path(folder) / "voice.sqlite")
        subprocess.run([args.wol, "teachers", "add", "Ms Wang", "--store", store], input="a long enough password\n",
                       check=True, capture_output=True, text=True)
        line = subprocess.run([args.wol, "learners", "add", "ana", "--teacher", "Ms Wang", "--url", "http://x/",
                               "--store", store], check=True, capture_output=True, text=True).stdout
        token = line.split("#token=", 1)[1].strip()
        log = Path(folder) / "serve.log"
        server = subprocess.Popen([args.wol, "serve", "--host", "127.0.0.1", "--port", "0", "--jobs", "1",
                                   "--store", store], stderr=open(log, "w"))
        try:
            url = subprocess.run([str(Path(__file__).resolve().parents[1] / "server-url.sh"), str(log),
                                  str(server.pid)], check=True, capture_output=True, text=True).stdout.strip()
            yield url, token, folder
        except Exception as error:
            code = server.poll()
            state = "still running" if code is None else f"exited with status {code}"
            tail = "\n".join(log.read_text(errors="replace").splitlines()[-15:])
            raise AssertionError(f"{error}\nthe second wol serve {state}; its log ends:\n{tail}") from error
        finally:
            server.terminate()
            server.wait(timeout=30)


def spoken_reading(folder, name, text):
    """espeak-ng's Mandarin voice saying `text`, at 48 kHz with 0.5 s of silence either side: the WAV, its seconds."""
    reading, padded = Path(folder) / f"{name}-raw.wav", Path(folder) / f"{name}.wav"
    subprocess.run(["espeak-ng", "-v", "cmn-latn-pinyin", "-s", "130", "-w", str(reading), text], check=True)
    subprocess.run(["sox", str(reading), "-r", "48000", str(padded), "pad", "0.5", "0.5"], check=True)
    with wave.open(str(padded)) as sound:
        return padded, sound.getnframes() / sound.getframerate()


def teach_voice(args, url, token, reading, seconds, shot, audio_worklet=True):
    """Opens the learner's link with `reading` as the microphone, teaches the voice; the page's voice state and
    status line once the server has answered."""
    driver = launch(audio_file=str(reading), audio_worklet=audio_worklet)
    try:
        driver.get(f"{url}/#token={token}&char=口")
        wait_for(driver, lambda d: body(d, "voice") in ("none", "enrolled"), "the voice section")
        driver.find_element(By.ID, "voice-teach").click()
        wait_for(driver, lambda d: body(d, "voice") == "reading", "the reading to be recorded")
        time.sleep(seconds + 0.3)
        driver.find_element(By.ID, "voice-done").click()
        wait_for(driver, lambda d: body(d, "voice") in ("enrolled", "refused"), "the voice to be fitted", 120)
        screenshot(driver, args, shot, "voice")
        return body(driver, "voice"), driver.find_element(By.ID, "voice-status").text
    finally:
        driver.quit()


def own_model_fitted(driver, page):
    """Loads `page` afresh and says whether it shows the learner's voice enrolled with their own model fitted (the
    server fits it in the background after the reading, MLLR then MAP)."""
    driver.get("about:blank")
    driver.get(page)
    try:
        WebDriverWait(driver, 10, poll_frequency=0.05).until(lambda d: body(d, "voice") in ("enrolled", "none", "other-model"))
    except TimeoutException:
        return False
    if body(driver, "voice") == "enrolled" and body(driver, "adaptation") == "mllr+map":
        return True
    time.sleep(2)
    return False


def check_voice_enrolment(args):
    """A learner opens their link and teaches the server their voice (espeak-ng's Mandarin voice reading through
    the fake microphone): two words only are refused with the server's reason; the whole prompt is learnt, and
    once the server has fitted the learner's own model in the background (the page, reloaded, says so), a later
    attempt's report says it was heard with that model; "Forget my voice" then deletes it."""
    with learner_server(args) as (url, token, folder):
        short, seconds = spoken_reading(folder, "short", "heng1, shu1")
        state, refusal = teach_voice(args, url, token, short, seconds, "voice-refused-desktop")
        assert state == "refused" and "audio: is too short" in refusal, f"{state}: {refusal}"
        reading, seconds = spoken_reading(folder, "prompt", ENROL_TEXT)
        state, status = teach_voice(args, url, token, reading, seconds, "voice-enrolled-desktop")
        assert state == "enrolled", status
        name = "kou-correct"
        recording = json.loads((Path(args.fixtures) / f"{name}.json").read_text())
        driver = launch(audio_file=str((Path(args.fixtures) / f"{name}.wav").resolve()))
        try:
            page = f"{url}/#token={token}&char=口"
            wait_for(driver, lambda d: own_model_fitted(d, page), "the learner's own model to be fitted", 240)
            wait_for(driver, lambda d: d.find_element(By.ID, "record").is_enabled(), "口 to load")
            record_and_replay(driver, recording, Path(args.fixtures) / f"{name}.wav")
            _, report, _ = check_writing(driver, "the report heard with the learner's voice")
            screenshot(driver, args, "voice-used-report-desktop", "report")
            voice = report["speech"].get("voice")
            assert voice == "learner-model", f"speech.voice is {voice!r}"
            assert driver.find_element(By.ID, "voice-used").is_displayed(), "the report does not say whose voice"
            driver.find_element(By.ID, "voice-forget").click()
            wait_for(driver, lambda d: body(d, "voice") == "none", "the voice to be forgotten")
        finally:
            driver.quit()
        return status


def check_voice_enrolment_media_recorder(args):
    """A browser without AudioWorklet teaches the server the learner's voice: the page records the reading with
    MediaRecorder (WebM/Opus in Chromium) and PUTs it as it is; the server reads it and fits the voice."""
    with learner_server(args) as (url, token, folder):
        reading, seconds = spoken_reading(folder, "prompt", ENROL_TEXT)
        state, status = teach_voice(args, url, token, reading, seconds, "voice-media-recorder-desktop",
                                    audio_worklet=False)
        assert state == "enrolled", status
        return status


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--url", required=True)
    parser.add_argument("--wol", required=True)
    parser.add_argument("--fixtures", default="Fixtures")
    parser.add_argument("--screenshots", required=True)
    parser.add_argument("--teacher", help="a teacher in the server's store, for the class check")
    parser.add_argument("--password", help="the teacher's password")
    parser.add_argument("--learner", help="a learner in the teacher's class")
    parser.add_argument("--learner-token", help="the token of the learner's practice link")
    parser.add_argument("--review-learner", help="another learner of the teacher's, for the review target")
    parser.add_argument("--review-token", help="the token of that learner's practice link")
    parser.add_argument("--store", help="the server's progress store, for the calibration check after the review")
    parser.add_argument("--only", help="run only the checks whose name holds this text")
    args = parser.parse_args()
    Path(args.screenshots).mkdir(parents=True, exist_ok=True)

    checks = [
        ("kou-correct (en): same verdicts as wol analyze", lambda: check_fixture(args, "kou-correct", "en")),
        ("kou-reversed (en): same verdicts as wol analyze", lambda: check_fixture(args, "kou-reversed", "en")),
        ("ren-wrongname (zh): same verdicts as wol analyze", lambda: check_fixture(args, "ren-wrongname", "zh")),
        ("ri-timing (en): same verdicts as wol analyze", lambda: check_fixture(args, "ri-timing", "en")),
        ("WebSocket blocked: kou-reversed judged by the fallback POST", lambda: check_fallback(args, "kou-reversed", "blocked")),
        ("live socket closed mid-attempt: ren-wrongname judged by the fallback POST",
         lambda: check_fallback(args, "ren-wrongname", "closed")),
        ("no AudioWorklet: kou-correct recorded by MediaRecorder (WebM/Opus) and judged by POST",
         lambda: check_media_recorder(args, "kou-correct")),
        ("microphone refused: message, then ink-only report", lambda: check_ink_only_with_microphone_refused(args)),
        ("unknown character, pinyin search, lost server", lambda: check_unknown_character_and_lost_server(args)),
        ("a learner teaches the page their voice; a later report is heard with it; forgotten",
         lambda: check_voice_enrolment(args)),
        ("no AudioWorklet: a learner teaches the page their voice, recorded by MediaRecorder (WebM/Opus)",
         lambda: check_voice_enrolment_media_recorder(args)),
    ]
    if args.learner_token:
        checks.append(("a learner's link and their teacher's sign-in", lambda: check_class(args)))
        checks.append(("the second security review's probes, over HTTP", lambda: check_review_probes(args)))
        checks.append(("the teacher reviews the learner's attempts on /review by keys", lambda: check_review(args)))
    if args.review_token:
        checks.append((f"review target: {REVIEW_TARGET[0]} attempts of 4–8 strokes by keys in under "
                       f"{REVIEW_TARGET[1] // 60} min", lambda: check_review_target(args)))
        if args.store:
            checks.append(("the teacher calibrates from the store and sees the effect without a restart",
                           lambda: check_calibration_effect(args)))
    if args.only:
        checks = [(name, check) for name, check in checks if args.only in name]
    passed = failed = 0
    for name, check in checks:
        try:
            detail = check()
            passed += 1
            print(f"ok   {name}" + (f": {detail}" if detail else ""), flush=True)
        except (AssertionError, WebDriverException, subprocess.CalledProcessError, urllib.error.URLError) as error:
            failed += 1
            print(f"FAIL {name}: {error}", flush=True)
    print(f"browser: {passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
