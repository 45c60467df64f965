import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { SECRET_ENV_NAMES } from "../../netlify/lib/env"
import { exposedSecretNames, findSecrets, secretValues } from "./scan"

describe("the secrets check", () => {
  let site: string

  beforeEach(async () => {
    site = await mkdtemp(path.join(tmpdir(), "public-"))
    await mkdir(path.join(site, "page-data", "nl"), { recursive: true })
    await writeFile(path.join(site, "index.html"), "<html>Fleetlane</html>")
  })

  afterEach(() => rm(site, { recursive: true, force: true }))

  it("names the file and the secret a built site leaks, never the value", async () => {
    await writeFile(path.join(site, "page-data", "nl", "page-data.json"), '{"token":"pat-eu1-canary-42"}')
    const secrets = secretValues({ HUBSPOT_ACCESS_TOKEN: "pat-eu1-canary-42", KVK_API_KEY: "" }, SECRET_ENV_NAMES)
    expect(await findSecrets(site, secrets)).toEqual([
      { file: path.join("page-data", "nl", "page-data.json"), name: "HUBSPOT_ACCESS_TOKEN" },
    ])
  })

  it("passes a site without secrets", async () => {
    expect(await findSecrets(site, secretValues({ KVK_API_KEY: "l7xx-canary-key" }, SECRET_ENV_NAMES))).toEqual([])
  })

  it("refuses secrets passed to the browser as GATSBY_ variables", () => {
    expect(exposedSecretNames({ GATSBY_HUBSPOT_PORTAL_ID: "1", GATSBY_GTM_ID: "GTM-1", HUBSPOT_PORTAL_ID: "1" }, SECRET_ENV_NAMES)).toEqual(
      ["GATSBY_HUBSPOT_PORTAL_ID"],
    )
  })

  it("covers every secret of the functions", () => {
    expect(SECRET_ENV_NAMES).toEqual(expect.arrayContaining(["HUBSPOT_ACCESS_TOKEN", "HUBSPOT_PORTAL_ID", "KVK_API_KEY"]))
  })
})
