-- wrk script for scripts/bench/serve-load.sh: every request posts one fixture (recording + audio) to
-- /api/v1/analyses as multipart/form-data, cycling through the files named in WOL_FIXTURES (space-separated
-- paths of recording JSON files; each one's audio is the .wav beside it). Each request's recording is given a
-- `recordedAt` of its own (a distinct fraction of a second), so a server with a progress store stores every
-- request as a new anonymous attempt (an upload sent twice is stored once, and would only be looked up).

local boundary = "wol-load-7d2f9c"
local recordings = {}
local audios = {}
local next_body = 1
local sent = 0
local thread_id = 0

local function read(path)
  local file = assert(io.open(path, "rb"), "cannot read " .. path)
  local data = file:read("*a")
  file:close()
  return data
end

local function part(name, filename, content_type, data)
  return "--" .. boundary .. "\r\nContent-Disposition: form-data; name=\"" .. name .. "\"; filename=\"" ..
      filename .. "\"\r\nContent-Type: " .. content_type .. "\r\n\r\n" .. data .. "\r\n"
end

local threads = 0

function setup(thread)
  threads = threads + 1
  thread:set("id", threads)
end

function init(args)
  for path in string.gmatch(os.getenv("WOL_FIXTURES") or "", "%S+") do
    local wav = string.gsub(path, "%.json$", ".wav")
    -- The recording without its own recordedAt, opened for one to be put first.
    local recording = string.gsub(read(path), '"recordedAt"%s*:%s*"[^"]*"%s*,?', "", 1)
    recordings[#recordings + 1] = string.gsub(recording, "^%s*{", "", 1)
    audios[#audios + 1] = part("audio", "audio.wav", "audio/wav", read(wav))
  end
  assert(#recordings > 0, "WOL_FIXTURES names no recording")
  thread_id = tonumber(wrk.thread:get("id") or 0)
  next_body = (thread_id % #recordings) + 1
end

function request()
  sent = sent + 1
  local recorded = os.date("!%Y-%m-%dT%H:%M:%S", os.time()) .. string.format(".%02d%06dZ", thread_id, sent)
  local recording = '{"recordedAt": "' .. recorded .. '",' .. recordings[next_body]
  local body = part("recording", "recording.json", "application/json", recording) .. audios[next_body] ..
      "--" .. boundary .. "--\r\n"
  next_body = next_body % #recordings + 1
  return wrk.format("POST", "/api/v1/analyses", {
    ["Content-Type"] = "multipart/form-data; boundary=" .. boundary,
    ["Accept"] = "application/json",
  }, body)
end
