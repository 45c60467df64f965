import { writeFileSync } from "node:fs"
import path from "node:path"

/**
 * npx tsx tools/drupal/record-session.ts http://127.0.0.1:8089 admin admin
 *
 * Records core's user.login.http route and a session's reads from a real Drupal (../shared/drupal)
 * into test/fixtures/drupal-recorded/session/, in the format of the other recordings there; the
 * session cookie's value, the tokens and the password are replaced by "<...>".
 */
const [baseUrl, name, pass] = process.argv.slice(2)
const dir = path.join(__dirname, "../../test/fixtures/drupal-recorded/session")
const KEPT_HEADERS = ["content-type", "cache-control", "set-cookie", "content-language", "x-drupal-cache", "x-drupal-dynamic-cache"]

interface RecordedRequest {
  body?: string
  headers?: Record<string, string>
}

async function record(file: string, note: string, method: string, urlPath: string, { body, headers = {} }: RecordedRequest = {}) {
  const response = await fetch(baseUrl + urlPath, { method, headers, body, redirect: "manual" })
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = JSON.parse(text)
  } catch {
    // An HTML or text answer is kept as text.
  }
  if (parsed && typeof parsed === "object") {
    const fields = parsed as Record<string, unknown>
    for (const key of ["csrf_token", "logout_token"]) if (key in fields) fields[key] = `<${key}>`
  }
  const kept: Record<string, string> = {}
  for (const header of KEPT_HEADERS) {
    const value = response.headers.get(header)
    if (value !== null) kept[header] = value.replace(/(S?SESS[0-9a-f]+)=[^;]+/, "$1=<session id>")
  }
  const requestHeaders = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, k === "Cookie" ? "<session cookie>" : v]))
  const request = { method, path: urlPath, request_headers: requestHeaders, ...(body ? { body: withoutPassword(body) } : {}) }
  writeFileSync(
    path.join(dir, `${file}.json`),
    JSON.stringify({ request, note, status: response.status, headers: kept, body: parsed }, null, 2) + "\n",
  )
  return response
}

function withoutPassword(body: string): string {
  const parsed = JSON.parse(body)
  if (typeof parsed.pass === "string") parsed.pass = parsed.pass.replace(pass, "<password>")
  return JSON.stringify(parsed)
}

const json = { "Content-Type": "application/json" }
const login = (body: Record<string, string>) => ({ body: JSON.stringify(body), headers: json })

async function main() {
  const first = await record(
    "s01_login",
    "the session cookie in Set-Cookie, the user and the tokens in the body",
    "POST",
    "/user/login?_format=json",
    login({ name, pass }),
  )
  const cookie = first.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ")
  await record(
    "s02_login_wrong_password",
    "400, a message; nothing says which of the two was wrong",
    "POST",
    "/user/login?_format=json",
    login({ name, pass: `${pass}-wrong` }),
  )
  await record("s03_login_no_credentials", "400 Missing credentials.", "POST", "/user/login?_format=json", login({}))
  await record("s04_login_no_name", "400 Missing credentials.name.", "POST", "/user/login?_format=json", login({ pass }))
  await record("s05_login_no_pass", "400 Missing credentials.pass.", "POST", "/user/login?_format=json", login({ name }))
  await record("s06_login_in_session", "403: the route is for anonymous users only", "POST", "/user/login?_format=json", {
    body: JSON.stringify({ name, pass }),
    headers: { ...json, Cookie: cookie },
  })
  await record("s07_login_get", "406: the route takes POST only", "GET", "/user/login?_format=json")
  await record(
    "s08_menu_links_in_session",
    "the session reads what the user may: no meta.omitted",
    "GET",
    "/jsonapi/menu_link_content/menu_link_content?page%5Blimit%5D=1",
    {
      headers: { Accept: "application/vnd.api+json", Cookie: cookie },
    },
  )
  await record(
    "s09_menu_links_unknown_session",
    "an unknown session cookie reads as anonymous: the links are omitted",
    "GET",
    "/jsonapi/menu_link_content/menu_link_content?page%5Blimit%5D=1",
    {
      headers: { Accept: "application/vnd.api+json", Cookie: cookie.replace(/=.*/, "=not-a-session") },
    },
  )
  await record(
    "s10_nl_login",
    "the route answers under a language prefix too",
    "POST",
    "/nl/user/login?_format=json",
    login({ name, pass }),
  )
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
