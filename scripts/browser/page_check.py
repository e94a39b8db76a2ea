#!/usr/bin/env python3
"""The practice page in a real browser: headless Chromium, driven by Selenium, with a fake microphone.

For each fixture, Chromium's fake capture device plays the fixture's WAV as the microphone while the fixture's
ink is replayed on the canvas as pointer events, in real time, after "Start speaking" is pressed. The page then
submits the attempt to the server, and its report must show the same verdicts as `wol analyze` on the fixture:
per stroke drawn well or not, missing or not, name heard or not, and the same kinds of mistake.

Also checked: ink-only practice with the microphone refused (a clear message, then a report), an unknown
character (a clear message), a server that has gone away (a clear message), and the page in Chinese.
Screenshots at phone and desktop widths are written to --screenshots.

Usage: page_check.py --url http://127.0.0.1:PORT --wol .build/debug/wol --fixtures Fixtures --screenshots DIR
Prints one line per check and ends with 'N passed, N failed'; exits 1 when any check failed.
"""

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

from selenium import webdriver
from selenium.common.exceptions import TimeoutException, WebDriverException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

PHONE = (390, 844)
DESKTOP = (1280, 900)
MOVE_INTERVAL = 0.05  # seconds between replayed pointer moves


def launch(audio_file=None, microphone=True, size=DESKTOP):
    """Headless Chromium; with `audio_file` the fake microphone plays it once, without `microphone` it is refused."""
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


def check_fixture(args, name, language):
    fixture = Path(args.fixtures) / f"{name}.json"
    recording = json.loads(fixture.read_text())
    expected = cli_verdicts(args.wol, fixture)
    driver = launch(audio_file=str((Path(args.fixtures) / f"{name}.wav").resolve()))
    try:
        open_character(driver, args.url, recording["character"])
        if language == "zh":
            driver.find_element(By.ID, "lang-zh").click()
        driver.find_element(By.ID, "record").click()
        wait_for(driver, lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-state") == "recording",
                 "recording to start")
        replay_ink(driver, recording, driver.execute_script("return state.clockStart;"))
        time.sleep(0.4)
        driver.find_element(By.ID, "submit").click()
        wait_for(driver, lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-state") in ("reported", "failed"),
                 "the report", seconds=60)
        shown = page_verdicts(driver)
        screenshot(driver, args, f"{name}-{language}-board-desktop", "practice-heading")
        screenshot(driver, args, f"{name}-{language}-report-desktop", "report")
        assert driver.find_element(By.TAG_NAME, "body").get_attribute("data-state") == "reported", message(driver)
        assert shown == expected, f"page shows {shown}, wol analyze says {expected}"
        speech = [matched for _, matched in shown[0]]
        assert any(value is not None for value in speech), "the voice was not judged: did the microphone record?"
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
        driver.find_element(By.ID, "submit").click()
        wait_for(driver, lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-state") == "reported",
                 "the ink-only report", seconds=60)
        strokes, kinds = page_verdicts(driver)
        screenshot(driver, args, "ink-only-board-phone", "practice-heading")
        screenshot(driver, args, "ink-only-report-phone", "report")
        assert "blocked" in refused or "not found" in refused.lower() or "could not" in refused, refused
        assert [drawn for drawn, _ in strokes] == ["ok", "ok", "bad"], strokes
        assert all(matched is None for _, matched in strokes), "ink-only practice must not judge speech"
        assert "reversed" in kinds, kinds
        width = driver.execute_script("return document.documentElement.scrollWidth;")
        assert width <= PHONE[0], f"the page is {width} px wide on a {PHONE[0]} px phone"
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
        # The page now talks to a port where nothing listens: the request fails and the page must say so.
        driver.execute_script("window.fetch = () => Promise.reject(new TypeError('Failed to fetch'));")
        driver.find_element(By.ID, "submit").click()
        wait_for(driver, lambda d: "could not be reached" in message(d), "the lost-server message")
        screenshot(driver, args, "server-unreachable-phone", "practice-heading")
    finally:
        driver.quit()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--url", required=True)
    parser.add_argument("--wol", required=True)
    parser.add_argument("--fixtures", default="Fixtures")
    parser.add_argument("--screenshots", required=True)
    args = parser.parse_args()
    Path(args.screenshots).mkdir(parents=True, exist_ok=True)

    checks = [
        ("kou-correct (en): same verdicts as wol analyze", lambda: check_fixture(args, "kou-correct", "en")),
        ("ren-wrongname (zh): same verdicts as wol analyze", lambda: check_fixture(args, "ren-wrongname", "zh")),
        ("ri-timing (en): same verdicts as wol analyze", lambda: check_fixture(args, "ri-timing", "en")),
        ("microphone refused: message, then ink-only report", lambda: check_ink_only_with_microphone_refused(args)),
        ("unknown character, pinyin search, lost server", lambda: check_unknown_character_and_lost_server(args)),
    ]
    passed = failed = 0
    for name, check in checks:
        try:
            check()
            passed += 1
            print(f"ok   {name}", flush=True)
        except (AssertionError, WebDriverException, subprocess.CalledProcessError) as error:
            failed += 1
            print(f"FAIL {name}: {error}", flush=True)
    print(f"browser: {passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
