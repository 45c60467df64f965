import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import { stringify } from "yaml"
import { EMBEDDED_CONTENT_SERVER_CREDENTIALS } from "../../src/config/drupal-address"
import { startContentServer, type RunningContentServer } from "./server"

/**
 * The content server's login and sessions against what the real Drupal answered
 * (test/fixtures/drupal-recorded/session/, recorded with record.mjs there as admin).
 */

type Recording = {
  request: { method: string; path: string; body?: string }
  status: number
  headers: Record<string, string>
  body: any
}
const FIXTURES = path.join(__dirname, "../../test/fixtures/drupal-recorded/session")
const recorded = async (name: string): Promise<Recording> => JSON.parse(await readFile(path.join(FIXTURES, `${name}.json`), "utf8"))

const { username, password } = EMBEDDED_CONTENT_SERVER_CREDENTIALS
let contentDir: string
let server: RunningContentServer

beforeAll(async () => {
  contentDir = await mkdtemp(path.join(os.tmpdir(), "content-sessions-"))
  await mkdir(path.join(contentDir, "menu"), { recursive: true })
  await writeFile(
    path.join(contentDir, "menu/main.yaml"),
    stringify([
      {
        type: "menu_link_content--menu_link_content",
        key: "docs",
        menu_name: "main",
        title: "Docs",
        link: { uri: "https://example.com/" },
      },
    ]),
  )
  server = await startContentServer({ contentDir, port: 0 })
})

afterAll(async () => {
  await server?.close()
  await rm(contentDir, { recursive: true, force: true })
})

/** The recording's request sent to the content server, as the build user instead of admin. */
async function replay(recording: Recording, headers: Record<string, string> = {}) {
  const body = recording.request.body
    ?.replace('"admin"', JSON.stringify(username))
    .replace('"<password>-wrong"', JSON.stringify(`${password}-wrong`))
    .replace('"<password>"', JSON.stringify(password))
  const response = await fetch(server.url + recording.request.path, {
    method: recording.request.method,
    headers: { ...(body ? { "Content-Type": "application/json" } : {}), ...headers },
    body,
  })
  const text = await response.text()
  return { status: response.status, contentType: response.headers.get("content-type"), setCookie: response.headers.get("set-cookie"), text }
}

async function logIn(): Promise<string> {
  const answer = await replay(await recorded("s01_login"))
  return answer.setCookie!.split(";")[0]
}

describe("the content server's login, as Drupal's user.login.http", () => {
  it("answers a login with the session cookie, the user and the tokens (s01, s10 under a language prefix)", async () => {
    for (const name of ["s01_login", "s10_nl_login"]) {
      const recording = await recorded(name)
      const answer = await replay(recording)
      expect(answer.status).toBe(recording.status)
      expect(answer.contentType).toBe(recording.headers["content-type"])
      const cookieAttributes = (header: string) => header.replace(/^SESS[0-9a-f]{32}=[^;]+; expires=[^;]+;/, "")
      expect(answer.setCookie).toMatch(/^SESS[0-9a-f]{32}=[\w-]+; expires=/)
      expect(cookieAttributes(answer.setCookie!)).toBe(cookieAttributes(recording.headers["set-cookie"]))
      const body = JSON.parse(answer.text)
      expect(Object.keys(body)).toEqual(Object.keys(recording.body))
      expect(Object.keys(body.current_user)).toEqual(Object.keys(recording.body.current_user))
      expect(body.current_user.name).toBe(username)
      expect(body.csrf_token).toEqual(expect.any(String))
    }
  })

  it.each(["s02_login_wrong_password", "s03_login_no_credentials", "s04_login_no_name", "s05_login_no_pass", "s07_login_get"])(
    "refuses as Drupal does: %s",
    async (name) => {
      const recording = await recorded(name)
      const answer = await replay(recording)
      expect([answer.status, answer.contentType, JSON.parse(answer.text)]).toEqual([
        recording.status,
        recording.headers["content-type"],
        recording.body,
      ])
      expect(answer.setCookie).toBeNull()
    },
  )

  it("refuses a second login in a session (s06)", async () => {
    const recording = await recorded("s06_login_in_session")
    const answer = await replay(recording, { Cookie: await logIn() })
    expect([answer.status, JSON.parse(answer.text)]).toEqual([recording.status, recording.body])
  })

  it("reads in a session what the user may (s08), and an unknown session as anonymous (s09)", async () => {
    const cookie = await logIn()
    const read = async (name: string, sessionCookie: string) => {
      const recording = await recorded(name)
      const answer = await replay(recording, { Accept: "application/vnd.api+json", Cookie: sessionCookie })
      return { recording, status: answer.status, body: JSON.parse(answer.text) }
    }
    const inSession = await read("s08_menu_links_in_session", cookie)
    expect(inSession.status).toBe(inSession.recording.status)
    expect(inSession.body.data).toHaveLength(1)
    expect(inSession.body.meta?.omitted).toBeUndefined()
    expect(inSession.recording.body.meta?.omitted).toBeUndefined()

    const unknown = await read("s09_menu_links_unknown_session", cookie.replace(/=.*/, "=not-a-session"))
    expect(unknown.status).toBe(unknown.recording.status)
    expect(unknown.body.data).toEqual([])
    expect(unknown.body.meta.omitted.detail).toBe(unknown.recording.body.meta.omitted.detail)
  })
})
