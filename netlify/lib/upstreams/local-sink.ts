import type { SendOutcome, Transport } from "../outbox/deliver"
import type { OutboxRecord } from "../outbox/record"
import type { KeyValueStore } from "../outbox/store"

/** What the local sink keeps of a delivery: the upstream request as production would send it. */
export interface SinkEntry {
  id: string
  formId: string
  channel: string
  receivedAt: string
  upstream: OutboxRecord["upstream"]
}

export const SINK_PREFIX = "deliveries/"

/**
 * The offline upstream: without credentials, deliveries land here (Netlify Blobs store
 * "local-sink", under .netlify/ when served locally) and `npm run outbox -- sink` lists them.
 * A delivery with the same id replaces the entry, as an idempotent upstream would.
 */
export class LocalSinkTransport implements Transport {
  constructor(
    private readonly store: KeyValueStore,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async send(record: OutboxRecord): Promise<SendOutcome> {
    const entry: SinkEntry = {
      id: record.id,
      formId: record.formId,
      channel: record.upstream.channel,
      receivedAt: this.now().toISOString(),
      upstream: record.upstream,
    }
    await this.store.put(`${SINK_PREFIX}${record.id}`, entry)
    return { ok: true, deliveredTo: "local-sink" }
  }
}

export async function sinkEntries(store: KeyValueStore): Promise<SinkEntry[]> {
  const keys = await store.keys(SINK_PREFIX)
  const entries = await Promise.all(keys.map(async (key) => (await store.get<SinkEntry>(key))?.value ?? null))
  return entries.filter((entry): entry is SinkEntry => entry !== null).sort((a, b) => a.receivedAt.localeCompare(b.receivedAt))
}
