import type { Config } from "@netlify/functions"
import { readServerEnv } from "../lib/env"
import { deliverDue } from "../lib/outbox/deliver"
import { Outbox } from "../lib/outbox/outbox"
import { blobStore, STORE_NAMES } from "../lib/stores"
import { transportFactory } from "../lib/transports"

/**
 * Every five minutes: delivers what a request could not (an upstream that was down, a function
 * that stopped mid-delivery), then removes records past their retention.
 */
export default async (): Promise<Response> => {
  const outbox = new Outbox(blobStore(STORE_NAMES.outbox))
  const settled = await deliverDue(outbox, transportFactory(readServerEnv(), blobStore(STORE_NAMES.localSink)))
  const pruned = await outbox.prune()
  const count = (status: string) => settled.filter((record) => record.status === status).length
  console.log(`Outbox: ${count("delivered")} delivered, ${count("pending")} to retry, ${count("failed")} failed, ${pruned} pruned`)
  return new Response(null, { status: 204 })
}

export const config: Config = {
  schedule: "*/5 * * * *",
}
