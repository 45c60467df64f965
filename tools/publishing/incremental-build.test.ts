import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import { BuildFailed, buildKeepingLastGood, LAST_GOOD_DIR } from "./incremental-build"

let site: string

beforeEach(async () => {
  site = await mkdtemp(path.join(os.tmpdir(), "incremental-build-"))
  await mkdir(path.join(site, "public"))
  await writeFile(path.join(site, "public/index.html"), "good")
})

afterEach(() => rm(site, { recursive: true, force: true }))

/** A stand-in for gatsby build: overwrites public/index.html, then exits with the given code. */
const build = (code: number) => [
  process.execPath,
  "-e",
  `require("fs").writeFileSync("public/index.html", "new"); console.log("\\u001b[2K\\u001b[1Abuilt"); process.exit(${code})`,
]

const served = () => readFile(path.join(site, "public/index.html"), "utf8")
const exists = (relative: string) =>
  stat(path.join(site, relative)).then(
    () => true,
    () => false,
  )

describe("buildKeepingLastGood", () => {
  it("keeps what a successful build wrote and no copy", async () => {
    await buildKeepingLastGood({ cwd: site, command: build(0) })
    expect(await served()).toBe("new")
    expect(await exists(LAST_GOOD_DIR)).toBe(false)
  })

  it("puts the last good public/ back when the build fails, with the end of the build's output", async () => {
    const failure = await buildKeepingLastGood({ cwd: site, command: build(1) }).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(BuildFailed)
    expect((failure as BuildFailed).outputTail).toBe("built")
    expect(await served()).toBe("good")
    expect(await exists(LAST_GOOD_DIR)).toBe(false)
  })
})
