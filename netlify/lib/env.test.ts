import { readdirSync, readFileSync, statSync } from "node:fs"
import path from "node:path"
import { readServerEnv, SECRET_ENV_NAMES } from "./env"

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((entry) => {
    const full = path.join(directory, entry)
    if (statSync(full).isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx)$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [full] : []
  })
}

describe("the functions' configuration", () => {
  it("is read from the environment; without credentials every upstream is the offline default", () => {
    expect(readServerEnv({})).toEqual({ hubspot: null, salesforce: null, kvk: null })
    expect(readServerEnv({ HUBSPOT_PORTAL_ID: " 123 ", HUBSPOT_FORM_GUIDS: '{"contact":"g"}', KVK_API_KEY: "k" })).toEqual({
      hubspot: { portalId: "123", accessToken: "", apiUrl: "https://api.hsforms.com", formGuids: { contact: "g" } },
      salesforce: null,
      kvk: { apiKey: "k", apiUrl: "https://api.kvk.nl/api" },
    })
  })

  it("is never read by code that goes to the browser", () => {
    const browserCode = sourceFiles(path.resolve(__dirname, "../../src"))
    const readers = browserCode.filter((file) => SECRET_ENV_NAMES.some((name) => readFileSync(file, "utf8").includes(name)))
    expect(readers).toEqual([])
  })
})
