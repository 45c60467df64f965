/**
 * `npm run outbox`: the submissions outbox of the functions (Netlify Blobs; the local one that
 * `npm start` wrote, or the deployed site's with NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN).
 *
 *   npm run outbox                  list every record with its status
 *   npm run outbox -- show <id>     one record in full
 *   npm run outbox -- replay <id>…  deliver these now (failed ones too), ignoring the schedule
 *   npm run outbox -- replay        deliver every pending and failed record now
 *   npm run outbox -- sink          what the local sink received (offline deliveries)
 *   add --json to list or sink for machine-readable output
 */
import { readServerEnv } from "../netlify/lib/env"
import { deliver } from "../netlify/lib/outbox/deliver"
import { Outbox } from "../netlify/lib/outbox/outbox"
import type { OutboxRecord } from "../netlify/lib/outbox/record"
import { STORE_NAMES } from "../netlify/lib/stores"
import { transportFactory } from "../netlify/lib/transports"
import { sinkEntries } from "../netlify/lib/upstreams/local-sink"
import { openBlobs } from "./lib/blobs"

function line(record: OutboxRecord): string {
  const next = record.status === "pending" && record.nextAttemptAt ? ` next ${record.nextAttemptAt}` : ""
  const error = record.lastError ? ` last error: ${record.lastError}` : ""
  return `${record.id}  ${record.status.padEnd(10)} ${record.formId.padEnd(16)} ${record.locale.padEnd(6)} attempts ${record.attempts}  created ${record.createdAt}${next}${error}`
}

async function main(): Promise<void> {
  const json = process.argv.includes("--json")
  const [command = "list", ...args] = process.argv.slice(2).filter((arg) => arg !== "--json")
  const blobs = await openBlobs()
  try {
    const outbox = new Outbox(blobs.store(STORE_NAMES.outbox))
    if (command === "list") {
      const records = await outbox.list()
      if (json) console.log(JSON.stringify(records))
      else {
        records.forEach((record) => console.log(line(record)))
        console.log(`${records.length} record(s)`)
      }
    } else if (command === "show") {
      for (const id of args) console.log(JSON.stringify(await outbox.get(id), null, 2))
    } else if (command === "replay") {
      const transportFor = transportFactory(readServerEnv(), blobs.store(STORE_NAMES.localSink))
      const ids = args.length ? args : (await outbox.list()).filter((record) => record.status !== "delivered").map((record) => record.id)
      for (const id of ids) {
        const record = await outbox.get(id)
        if (!record) {
          console.log(`${id}: no such record`)
          continue
        }
        const settled = await deliver(outbox, id, transportFor(record), { replay: true })
        console.log(settled ? line(settled) : `${id}: not replayed (already delivered, or being delivered)`)
      }
    } else if (command === "sink") {
      const entries = await sinkEntries(blobs.store(STORE_NAMES.localSink))
      if (json) console.log(JSON.stringify(entries))
      else {
        entries.forEach((entry) => console.log(JSON.stringify(entry, null, 2)))
        console.log(`${entries.length} delivery(ies) in the local sink`)
      }
    } else {
      throw new Error(`Unknown command "${command}". Use list, show <id>, replay [id...] or sink.`)
    }
  } finally {
    await blobs.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
