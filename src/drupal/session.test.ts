import { readFileSync } from "node:fs"
import path from "node:path"
import { credentialHeaders } from "../config/drupal-address"
import { logIn, readingCredentials, type Fetch } from "./session"

/** Drupal's recorded answers to a login (test/fixtures/drupal-recorded/session/), as fetch Responses. */
function recordedAnswer(name: string): Response {
  const recording = JSON.parse(readFileSync(path.join(__dirname, "../../test/fixtures/drupal-recorded/session", `${name}.json`), "utf8"))
  const headers = new Headers()
  for (const [header, value] of Object.entries<string>(recording.headers)) {
    headers.append(header, value.replace("<session id>", "abc123"))
  }
  const body = { ...recording.body, csrf_token: recording.body.csrf_token && "token-1" }
  return new Response(JSON.stringify(body), { status: recording.status, headers })
}

function answering(name: string) {
  const calls: { url: string; init: Parameters<Fetch>[1] }[] = []
  const fetchImpl: Fetch = async (url, init) => {
    calls.push({ url, init })
    return recordedAnswer(name)
  }
  return { calls, fetchImpl }
}

const BASIC = { kind: "basic", username: "fleetlane-build", password: "secret" } as const

describe("logIn", () => {
  it("posts the name and password as JSON to user/login?_format=json and keeps the cookie and the CSRF token", async () => {
    const { calls, fetchImpl } = answering("s01_login")
    const result = await logIn("https://cms.example", "fleetlane-build", "secret", fetchImpl)
    expect(result).toEqual({ session: { cookie: "SESS12ca17b49af2289436f303e0166030a2=abc123", csrfToken: "token-1" } })
    expect(calls).toHaveLength(1)
    expect(calls[0].url).toBe("https://cms.example/user/login?_format=json")
    expect(calls[0].init.method).toBe("POST")
    expect(calls[0].init.headers["Content-Type"]).toBe("application/json")
    expect(JSON.parse(calls[0].init.body)).toEqual({ name: "fleetlane-build", pass: "secret" })
  })

  it("says why Drupal refused, with its status and message", async () => {
    const result = await logIn("https://cms.example", "fleetlane-build", "wrong", answering("s02_login_wrong_password").fetchImpl)
    expect(result).toEqual({
      refused: "https://cms.example/user/login?_format=json answered 400: Sorry, unrecognized username or password.",
    })
  })

  it("counts an HTML page and an unreachable Drupal as refusals", async () => {
    const html: Fetch = async () => new Response("<html>blocked</html>", { status: 403, headers: { "content-type": "text/html" } })
    expect(await logIn("https://cms.example", "u", "p", html)).toEqual({
      refused: "https://cms.example/user/login?_format=json answered 403",
    })
    const down: Fetch = async () => {
      throw new TypeError("fetch failed")
    }
    expect(await logIn("https://cms.example", "u", "p", down)).toEqual({
      refused: "https://cms.example/user/login?_format=json could not be reached: fetch failed",
    })
  })
})

describe("readingCredentials", () => {
  it("reads with the session cookie instead of HTTP Basic", async () => {
    const reading = await readingCredentials("https://cms.example", BASIC, answering("s01_login").fetchImpl)
    expect(reading.refused).toBeUndefined()
    expect(credentialHeaders(reading.credentials)).toEqual({ Cookie: "SESS12ca17b49af2289436f303e0166030a2=abc123" })
  })

  it("keeps HTTP Basic, with the reason, when Drupal refuses the login", async () => {
    const reading = await readingCredentials("https://cms.example", BASIC, answering("s02_login_wrong_password").fetchImpl)
    expect(reading.credentials).toBe(BASIC)
    expect(reading.refused).toContain("400")
  })

  it("does not log in with a token or anonymously", async () => {
    const { calls, fetchImpl } = answering("s01_login")
    const token = { kind: "bearer", token: "t" } as const
    expect(await readingCredentials("https://cms.example", token, fetchImpl)).toEqual({ credentials: token })
    expect(await readingCredentials("https://cms.example", null, fetchImpl)).toEqual({ credentials: null })
    expect(calls).toHaveLength(0)
  })
})
