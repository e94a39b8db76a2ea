// Teachers' sign-in page: signs in with POST /api/v1/session (the server sets the HttpOnly session cookie), lists
// the class from GET /api/v1/learners with a link to each learner's lesson, and signs out with DELETE
// /api/v1/session carrying the CSRF token sign-in gave. State for tests: body[data-state] is signed-out or
// signed-in.
"use strict";

const $ = (id) => document.getElementById(id);
let csrfToken = null;

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

async function showClass(session) {
  csrfToken = session.csrfToken;
  document.body.dataset.state = "signed-in";
  $("sign-in").hidden = true;
  $("class").hidden = false;
  $("sign-out").hidden = false;
  $("signed-in-as").textContent = `Signed in as ${session.teacher}.`;
  const response = await fetch("/api/v1/learners", { headers: { Accept: "application/json" } });
  if (!response.ok) { say(await problemOf(response), "error"); return; }
  const learners = await response.json();
  $("learners").replaceChildren(...learners.map((learner) => {
    const item = document.createElement("li");
    const link = document.createElement("a");
    link.href = `/lessons/${encodeURIComponent(learner.name)}`;
    link.textContent = learner.name;
    item.append(link, learner.hasLink ? "" : " (practice link revoked)");
    return item;
  }));
  if (learners.length === 0) say("No learners yet: add them with `wol learners add NAME --teacher YOU`.");
}

function showSignIn() {
  csrfToken = null;
  document.body.dataset.state = "signed-out";
  $("sign-in").hidden = false;
  $("class").hidden = true;
  $("sign-out").hidden = true;
}

async function signIn(event) {
  event.preventDefault();
  say("");
  try {
    const response = await fetch("/api/v1/session", {
      method: "POST", headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ name: $("name").value, password: $("password").value }),
    });
    $("password").value = "";
    if (!response.ok) { say(await problemOf(response), "error"); return; }
    await showClass(await response.json());
  } catch {
    say("The server cannot be reached.", "error");
  }
}

async function signOut() {
  try {
    const response = await fetch("/api/v1/session", { method: "DELETE", headers: { "X-CSRF-Token": csrfToken ?? "" } });
    if (!response.ok && response.status !== 401) { say(await problemOf(response), "error"); return; }
    showSignIn();
    say("Signed out.");
  } catch {
    say("The server cannot be reached.", "error");
  }
}

async function start() {
  $("sign-in-form").addEventListener("submit", signIn);
  $("sign-out").addEventListener("click", signOut);
  try {
    const response = await fetch("/api/v1/session", { headers: { Accept: "application/json" } });
    if (response.ok) await showClass(await response.json()); else showSignIn();
  } catch {
    showSignIn();
  }
}

start();
