import { spawn, type ChildProcess } from "node:child_process"
import { randomUUID } from "node:crypto"
import { readdir, readFile } from "node:fs/promises"
import path from "node:path"
import { validEnquiry } from "./endpoints"

// The host runs under tsx, as `npm run bench` runs it: Netlify's Blobs server is ESM that Jest does not load.
let child: ChildProcess
let host: { origin: string; blobsDirectory: string }

beforeAll(async () => {
  const root = path.resolve(__dirname, "../..")
  child = spawn(path.join(root, "node_modules/.bin/tsx"), ["tools/bench/functions-host.ts", "submit-hubspot-data.mts"], { cwd: root })
  host = await new Promise((resolve, reject) => {
    let output = ""
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString()
      const line = output.split("\n").find((candidate) => candidate.startsWith("{"))
      if (line) resolve(JSON.parse(line) as { origin: string; blobsDirectory: string })
    })
    child.once("exit", (code) => reject(new Error(`the functions host stopped (exit ${code})`)))
  })
}, 60000)

afterAll(() => {
  child?.kill("SIGTERM")
})

/**
 * Every stored blob's text and name. The function goes on after its answer (the delivery), and the
 * Blobs server writes each blob to a temporary file it then renames: a file listed may be gone when
 * it is read, and is left out.
 */
async function storedText(): Promise<string> {
  const entries = await readdir(host.blobsDirectory, { recursive: true, withFileTypes: true })
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name))
  const texts = await Promise.all(files.map((file) => readFile(file, "utf8").catch(unlessGone)))
  return texts.join("\n") + files.join("\n")
}

function unlessGone(error: NodeJS.ErrnoException): string {
  if (error.code === "ENOENT") return ""
  throw error
}

describe("the benchmark's functions host", () => {
  it("serves a function at its config path, with Netlify Blobs: a valid enquiry is stored and accepted", async () => {
    const key = randomUUID()
    const response = await fetch(`${host.origin}/api/submit-hubspot-data`, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": key },
      body: validEnquiry(),
    })
    expect(response.status).toBe(202)
    // Stored before the answer (the outbox), so it is there now.
    expect(await storedText()).toContain(key)
  })

  it("answers as the function does to a malformed body, and 404 where no function is", async () => {
    const malformed = await fetch(`${host.origin}/api/submit-hubspot-data`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"formId":"contact","values":',
    })
    expect(malformed.status).toBe(400)
    expect((await fetch(`${host.origin}/api/nothing-here`)).status).toBe(404)
  })
})
