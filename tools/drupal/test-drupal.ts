import { randomBytes } from "node:crypto"
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import type { DrupalCredentials } from "../../src/config/drupal-address"
import { DEFAULT_LOCALE, LOCALE_CODES } from "../../src/config/locales"
import { parseLocaleList } from "../content-server/content-locales"
import { run } from "../lib/run"
import { readBuildFiles } from "./build-files"
import { compareBuilds, describeDifference } from "./compare-builds"
import { LIVE_CHECKS } from "./live-checks"

/**
 * npm run test:drupal — the live contract test (README "Run against a real Drupal").
 *
 * Against the Drupal at DRUPAL_BASE_URL (an administrator in DRUPAL_USERNAME/DRUPAL_PASSWORD, its
 * docroot in DRUPAL_ROOT for drush), or else a fresh one it starts itself with
 * ../shared/drupal/start.sh --reset (port DRUPAL_TEST_PORT, default 8089): applies the
 * configuration (drupal:setup, with a build user in the API role), imports the demo content in
 * DRUPAL_TEST_LOCALES (default en,nl-be,fi,en-ca), builds the site from that Drupal as production
 * does (the build user's HTTP Basic credentials, the API prefix, no content server), builds it
 * from the content server holding the same translations (CONTENT_LOCALES), compares the two
 * (compare-builds.ts) and runs the live checks (live-checks.ts). Exits 1 on any difference.
 * BUILD_LOCK names a lock file each build holds (flock), for machines shared with other builds.
 * `--phase prepare` stops after the import and `--phase verify` starts with the builds, so that the
 * Drupal-bound part can run beside other work (CI runs it beside `npm test`); both need
 * DRUPAL_BASE_URL, and the build user's password passes between them in OUTPUT_DIR.
 * Build hook: FLEETLANE_BUILD_HOOK_URL, else 127.0.0.1 on DRUPAL_TEST_HOOK_PORT (8098), where the
 * live publish check listens.
 */
const ROOT = path.join(__dirname, "../..")
const OUTPUT_DIR = path.resolve(process.env.DRUPAL_TEST_OUTPUT ?? path.join(tmpdir(), "fleetlane-test-drupal"))
const DEFAULT_LOCALES = ["en", "nl-be", "fi", "en-ca"]
const SHARED_DRUPAL = path.join(ROOT, "../shared/drupal")
/**
 * The build hook drupal:setup gives build_hooks' frontend environment, where the live publish
 * check listens while it saves (nothing listens during the import: build_hooks only warns).
 */
const BUILD_HOOK_URL =
  process.env.FLEETLANE_BUILD_HOOK_URL ?? `http://127.0.0.1:${process.env.DRUPAL_TEST_HOOK_PORT ?? "8098"}/build_hooks/test-drupal`
const started = Date.now()
/** Where `--phase prepare` leaves the build user it made for `--phase verify`. */
const BUILD_USER_FILE = path.join(OUTPUT_DIR, "build-user.json")

type Phase = "prepare" | "verify" | "all"

function phaseOf(argv: readonly string[]): Phase {
  const index = argv.indexOf("--phase")
  if (index === -1) return "all"
  const phase = argv[index + 1]
  if (phase === "prepare" || phase === "verify") return phase
  throw new Error(`--phase takes prepare or verify, not ${phase ?? "nothing"}`)
}

function step(message: string): void {
  const seconds = Math.round((Date.now() - started) / 1000)
  console.log(`\n[test:drupal ${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, "0")}s] ${message}`)
}

interface DrupalUnderTest {
  baseUrl: string
  root: string
  admin: { username: string; password: string }
  stop: () => Promise<void>
}

/** The Drupal given by the environment, or a fresh one from ../shared/drupal/start.sh. */
async function drupalUnderTest(): Promise<DrupalUnderTest> {
  const admin = { username: process.env.DRUPAL_USERNAME ?? "admin", password: process.env.DRUPAL_PASSWORD ?? "admin" }
  if (process.env.DRUPAL_BASE_URL) {
    const root = process.env.DRUPAL_ROOT
    if (!root) throw new Error("DRUPAL_BASE_URL is set: set DRUPAL_ROOT to that Drupal's docroot too (drupal:setup runs drush there)")
    return { baseUrl: process.env.DRUPAL_BASE_URL.replace(/\/+$/, ""), root, admin, stop: async () => {} }
  }
  const port = process.env.DRUPAL_TEST_PORT ?? "8089"
  const dir = path.join(OUTPUT_DIR, "drupal")
  step(`Starting a fresh Drupal on port ${port} in ${dir} (${SHARED_DRUPAL}/start.sh --reset)`)
  await run(path.join(SHARED_DRUPAL, "start.sh"), ["--reset", "--port", port, "--dir", dir])
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    root: path.join(dir, "site/web"),
    admin: { username: "admin", password: "admin" },
    stop: () => run(path.join(SHARED_DRUPAL, "stop.sh"), ["--dir", dir]),
  }
}

/** What says which Drupal a build sources and how; each build sets its own. */
const SOURCE_SETTINGS = [
  "DRUPAL_BASE_URL",
  "DRUPAL_USERNAME",
  "DRUPAL_PASSWORD",
  "DRUPAL_API_TOKEN",
  "DRUPAL_API_TOKEN_HEADER",
  "DRUPAL_API_PREFIX",
  "DRUPAL_LANGUAGE_PREFIXES",
  "CONTENT_LOCALES",
]

function withoutDrupal(): NodeJS.ProcessEnv {
  const environment = { ...process.env }
  for (const name of SOURCE_SETTINGS) delete environment[name]
  return environment
}

/** A rename, or a copy where the output folder is on another file system (a tmpfs /tmp). */
function moveFolder(from: string, to: string): void {
  try {
    renameSync(from, to)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error
    cpSync(from, to, { recursive: true })
    rmSync(from, { recursive: true, force: true })
  }
}

function emptyCacheButWebpack(cacheDirectory: string): void {
  const entries = existsSync(cacheDirectory) ? readdirSync(cacheDirectory) : []
  for (const entry of entries) if (entry !== "webpack") rmSync(path.join(cacheDirectory, entry), { recursive: true, force: true })
}

/** `npm run build` with a clean cache, its public/ moved to OUTPUT_DIR/{name}. */
async function buildInto(name: string, environment: NodeJS.ProcessEnv): Promise<string> {
  const lock = process.env.BUILD_LOCK
  const command = lock ? ["flock", [lock, "npx", "tsx", "tools/build.ts"]] : ["npx", ["tsx", "tools/build.ts"]]
  // A clean cache: the two builds source different servers, and Gatsby must not reuse the other's nodes.
  // Webpack's cache of the compiled code stays, as Gatsby's own cache reset keeps it (initialize.js):
  // it holds no content, and the code is the same in both builds.
  emptyCacheButWebpack(path.join(ROOT, ".cache"))
  rmSync(path.join(ROOT, "public"), { recursive: true, force: true })
  await run(command[0] as string, command[1] as string[], { cwd: ROOT, env: environment })
  const target = path.join(OUTPUT_DIR, name)
  rmSync(target, { recursive: true, force: true })
  moveFolder(path.join(ROOT, "public"), target)
  return target
}

interface BuildUser {
  username: string
  password: string
}

/** A new build user, or with `--phase verify` the one `--phase prepare` made. */
function buildUserFor(phase: Phase): BuildUser {
  if (phase === "verify") return JSON.parse(readFileSync(BUILD_USER_FILE, "utf8")) as BuildUser
  const user = { username: "fleetlane-build", password: randomBytes(18).toString("base64url") }
  if (phase === "prepare") writeFileSync(BUILD_USER_FILE, JSON.stringify(user), { mode: 0o600 })
  return user
}

async function main(): Promise<void> {
  const phase = phaseOf(process.argv.slice(2))
  if (phase !== "all" && !process.env.DRUPAL_BASE_URL) throw new Error("--phase needs DRUPAL_BASE_URL: a Drupal that outlives each phase")
  const locales = parseLocaleList(process.env.DRUPAL_TEST_LOCALES, "DRUPAL_TEST_LOCALES") ?? DEFAULT_LOCALES
  mkdirSync(OUTPUT_DIR, { recursive: true })
  const drupal = await drupalUnderTest()
  const buildUser = buildUserFor(phase)
  const adminEnvironment = { ...withoutDrupal(), DRUPAL_USERNAME: drupal.admin.username, DRUPAL_PASSWORD: drupal.admin.password }
  let failed = false
  try {
    if (phase !== "verify") await prepare(drupal, buildUser, adminEnvironment, locales)
    if (phase === "prepare") {
      step(`Prepared: ${drupal.baseUrl} has the configuration and the demo content; next, --phase verify`)
      return
    }
    failed = await verify(drupal, buildUser, locales)
  } finally {
    await drupal.stop()
  }
  step(failed ? "FAILED: the Drupal build differs from the content server's build (above)" : "Passed: both builds are the same")
  if (failed) process.exit(1)
}

/** Steps 2 and 3 of the README's "Run against a real Drupal": the configuration and the content. */
async function prepare(
  drupal: DrupalUnderTest,
  buildUser: BuildUser,
  adminEnvironment: NodeJS.ProcessEnv,
  locales: string[],
): Promise<void> {
  step(`Applying the configuration to ${drupal.baseUrl} (npm run drupal:setup), with the build user ${buildUser.username}`)
  await run("npx", ["tsx", "tools/drupal/setup.ts", "--url", drupal.baseUrl, "--root", drupal.root], {
    cwd: ROOT,
    env: {
      ...adminEnvironment,
      FLEETLANE_API_USER: buildUser.username,
      FLEETLANE_API_PASSWORD: buildUser.password,
      FLEETLANE_BUILD_HOOK_URL: BUILD_HOOK_URL,
    },
  })

  step(`Importing the demo content in ${locales.join(", ")} (npm run drupal:import)`)
  await run("npx", ["tsx", "tools/drupal/import.ts", "--url", drupal.baseUrl, "--locales", locales.join(",")], {
    cwd: ROOT,
    env: adminEnvironment,
  })
}

/** Both builds, their comparison and the live checks; true when something failed. */
async function verify(drupal: DrupalUnderTest, buildUser: BuildUser, locales: string[]): Promise<boolean> {
  let failed = false
  step("Building the site from the Drupal, as production does (build user, API prefix, no content server)")
  const drupalBuild = await buildInto("public-drupal", {
    ...withoutDrupal(),
    DRUPAL_BASE_URL: drupal.baseUrl,
    DRUPAL_USERNAME: buildUser.username,
    DRUPAL_PASSWORD: buildUser.password,
    DRUPAL_API_PREFIX: "jsonapi",
  })

  step(`Building the site from the content server with the same translations (CONTENT_LOCALES=${locales.join(",")})`)
  const contentServerBuild = await buildInto("public-content-server", { ...withoutDrupal(), CONTENT_LOCALES: locales.join(",") })

  step(`Comparing ${contentServerBuild} with ${drupalBuild}`)
  const differences = compareBuilds(readBuildFiles(contentServerBuild), readBuildFiles(drupalBuild), {
    allLocales: LOCALE_CODES,
    defaultLocale: DEFAULT_LOCALE,
    locales,
  })
  for (const difference of differences) console.log(describeDifference(difference))
  console.log(`${differences.length} difference(s) in ${new Set(differences.map((difference) => difference.path)).size} path(s)`)
  failed = differences.length > 0

  const adminCredentials: DrupalCredentials = { kind: "basic", ...drupal.admin }
  for (const check of LIVE_CHECKS) {
    step(`Live check: ${check.name}`)
    const problems = await check.run({
      drupal: { baseUrl: drupal.baseUrl, admin: adminCredentials, root: drupal.root },
      buildUser: { kind: "basic", ...buildUser },
      locales,
      outputs: { drupal: drupalBuild, contentServer: contentServerBuild },
      buildHookUrl: BUILD_HOOK_URL,
      log: (line) => console.log(`  ${line}`),
    })
    for (const problem of problems) console.log(`  FAILED: ${problem}`)
    failed ||= problems.length > 0
  }
  return failed
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
