import { spawn } from "node:child_process"
import path from "node:path"
import { createInterface } from "node:readline"
import type { KeyValueStore } from "../../netlify/lib/outbox/store"
import { storeAt, type BlobsServerAddress } from "../../tools/lib/blobs-store"

let server: Promise<BlobsServerAddress> | undefined

/** One blobs-server.ts per test process, started on first use: a process per read cost more than the read. */
function blobsServer(): Promise<BlobsServerAddress> {
  server ??= new Promise((resolve, reject) => {
    const child = spawn(path.resolve("node_modules/.bin/tsx"), [path.join(__dirname, "blobs-server.ts")], {
      stdio: ["pipe", "pipe", "inherit"],
    })
    child.once("error", reject)
    child.once("exit", (code) => reject(new Error(`e2e/support/blobs-server.ts exited with ${code} before it served`)))
    createInterface({ input: child.stdout! }).once("line", (line) => resolve(JSON.parse(line) as BlobsServerAddress))
    // Neither the child nor its pipes keep the tests running; its stdin closes when they end.
    child.unref()
    for (const stream of [child.stdin, child.stdout]) (stream as unknown as { unref?: () => void }).unref?.()
  })
  return server
}

/** A store of the served site's local Netlify Blobs (as the functions see it under `npm start`). */
export async function localStore(name: string): Promise<KeyValueStore> {
  return storeAt(name, await blobsServer())
}
