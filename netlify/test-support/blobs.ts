import { spawn, type ChildProcess } from "node:child_process"
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { createInterface } from "node:readline"
import { getStore } from "@netlify/blobs"
import { BlobsKeyValueStore, type KeyValueStore } from "../lib/outbox/store"

export interface LocalBlobs {
  /** Starts afresh: a new site id, so no store holds anything yet. */
  reset(): void
  store(name: string): KeyValueStore
  /** Points the functions at a Blobs server that is not there, as when the store is down. */
  breakStore(): void
  close(): Promise<void>
}

const TOKEN = "test-token"

/**
 * A real Netlify Blobs server on a temporary directory, with the environment context the
 * functions read, so function tests exercise the store for real.
 */
export async function startLocalBlobs(): Promise<LocalBlobs> {
  const directory = await mkdtemp(path.join(tmpdir(), "blobs-"))
  const child: ChildProcess = spawn(path.resolve("node_modules/.bin/tsx"), [path.join(__dirname, "blobs-server.mts"), directory, TOKEN], {
    stdio: ["pipe", "pipe", "inherit"],
  })
  const firstLine = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once("line", resolve)
    child.once("exit", (code) => reject(new Error(`Blobs server exited with ${code}`)))
  })
  const url = `http://localhost:${(JSON.parse(firstLine) as { port: number }).port}`
  let siteID = ""
  let generation = 0
  const setContext = (edgeURL: string) => {
    process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(
      JSON.stringify({ edgeURL, uncachedEdgeURL: edgeURL, token: TOKEN, siteID, deployID: "0", primaryRegion: "dev" }),
    ).toString("base64")
  }
  const reset = () => {
    siteID = `site-${process.pid}-${++generation}`
    setContext(url)
  }
  reset()
  return {
    reset,
    store: (name) =>
      new BlobsKeyValueStore(getStore({ name, siteID, token: TOKEN, edgeURL: url, uncachedEdgeURL: url, consistency: "strong" })),
    breakStore: () => setContext("http://127.0.0.1:9"),
    close: async () => {
      delete process.env.NETLIFY_BLOBS_CONTEXT
      child.stdin?.end()
      await new Promise((resolve) => child.once("exit", resolve))
      await rm(directory, { recursive: true, force: true })
    },
  }
}

/**
 * One local Blobs server for the test file, started before its tests, emptied before each
 * and stopped after them. The returned object stands for whichever server is running.
 */
export function useLocalBlobs(): Omit<LocalBlobs, "close"> {
  let blobs: LocalBlobs | undefined
  const running = () => {
    if (!blobs) throw new Error("useLocalBlobs(): the Blobs server is used outside a test")
    return blobs
  }
  beforeAll(async () => {
    blobs = await startLocalBlobs()
  })
  afterAll(() => blobs?.close())
  beforeEach(() => running().reset())
  return {
    reset: () => running().reset(),
    store: (name) => running().store(name),
    breakStore: () => running().breakStore(),
  }
}
