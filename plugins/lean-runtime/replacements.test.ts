import { readFileSync } from "node:fs"
import path from "node:path"
import { PARTYTOWN_BROWSER, SERVICE_WORKER_REGISTRATION } from "./replacements"

/** The files of Gatsby that lean-runtime replaces in the browser bundle, where this Gatsby has them. */
const GATSBY = path.dirname(require.resolve("gatsby/package.json"))
const partytownBrowser = path.join(GATSBY, "dist", "internal-plugins", "partytown", "gatsby-browser.js")
const serviceWorkerRegistration = path.join(GATSBY, "cache-dir", "register-service-worker.js")

describe("the parts of Gatsby left out of the browser bundle", () => {
  it("finds Partytown's browser part, which acts in development only", () => {
    expect(PARTYTOWN_BROWSER.test(partytownBrowser)).toBe(true)
    const source = readFileSync(partytownBrowser, "utf8")
    expect(source).toMatch(/if \(process\.env\.NODE_ENV !== `development`\) \{\s*return;\s*\}/)
    const exported = new Set([...source.matchAll(/^exports\.(\w+) =/gm)].map(([, name]) => name).filter((name) => name !== "__esModule"))
    expect([...exported]).toEqual(["onInitialClientRender"])
  })

  it("finds the service-worker registration where Gatsby's runtime loads it (copied to .cache)", () => {
    expect(SERVICE_WORKER_REGISTRATION.test(path.join("/site", ".cache", "register-service-worker.js"))).toBe(true)
    const runtime = readFileSync(path.join(GATSBY, "cache-dir", "production-app.js"), "utf8")
    expect(runtime).toContain(
      "if (apiRunner(`registerServiceWorker`).filter(Boolean).length > 0) {\n    require(`./register-service-worker`)",
    )
    expect(readFileSync(serviceWorkerRegistration, "utf8")).toContain("navigator.serviceWorker")
  })
})
