import { execFileSync } from "node:child_process"
import path from "node:path"

const ROOT = path.join(__dirname, "..", "..")

/** The functions a deploy would carry, as Netlify's own bundler (zip-it-and-ship-it) finds them in the functions directory. */
function deployedFunctions(): string[] {
  const script = `
    import { listFunctions } from "@netlify/zip-it-and-ship-it"
    const found = await listFunctions(["netlify/functions"], { parseISC: true })
    process.stdout.write(JSON.stringify(found.map((fn) => fn.name)))
  `
  const output = execFileSync(process.execPath, ["--input-type=module", "-e", script], { cwd: ROOT, encoding: "utf8" })
  return (JSON.parse(output) as string[]).sort()
}

describe("the deployed functions", () => {
  it("are exactly the intended endpoints and the scheduled retry: no test file, helper or type declaration", () => {
    expect(deployedFunctions()).toEqual(
      [
        "cv-upload-chunk",
        "cv-upload-complete",
        "cv-uploads",
        "fetch-kvk-company-details",
        "form-start",
        "geocode",
        "health",
        "outbox-retry",
        "preview",
        "registration-search",
        "search",
        "search-kvk-companies",
        "send-application",
        "send-data-form",
        "send-mail",
        "submit-hubspot-data",
        "tracking-script",
        "web-to-lead",
      ].sort(),
    )
  })
})
