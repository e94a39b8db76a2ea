-- wrk script for scripts/bench/serve-load.sh: every request posts one fixture (recording + audio) to
-- /api/v1/analyses as multipart/form-data, cycling through the files named in WOL_FIXTURES (space-separated
-- paths of recording JSON files; each one's audio is the .wav beside it).

local boundary = "wol-load-7d2f9c"
local bodies = {}
local next_body = 1

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

function init(args)
  for path in string.gmatch(os.getenv("WOL_FIXTURES") or "", "%S+") do
    local wav = string.gsub(path, "%.json$", ".wav")
    bodies[#bodies + 1] = part("recording", "recording.json", "application/json", read(path)) ..
        part("audio", "audio.wav", "audio/wav", read(wav)) .. "--" .. boundary .. "--\r\n"
  end
  assert(#bodies > 0, "WOL_FIXTURES names no recording")
  next_body = (tonumber(wrk.thread:get("id") or 0) % #bodies) + 1
end

function request()
  local body = bodies[next_body]
  next_body = next_body % #bodies + 1
  return wrk.format("POST", "/api/v1/analyses", {
    ["Content-Type"] = "multipart/form-data; boundary=" .. boundary,
    ["Accept"] = "application/json",
  }, body)
end
