import type { Config } from "@netlify/functions"
import { readServerEnv } from "../lib/env"
import { deliverDue } from "../lib/outbox/deliver"
import { Outbox } from "../lib/outbox/outbox"
import { blobStore, STORE_NAMES } from "../lib/stores"
import { transportFactory } from "../lib/transports"
import { applicationFileStore } from "../lib/applications/file-store"
import { isApplicationReleased } from "../lib/applications/service"
import { Uploads, UNUSED_UPLOAD_MAX_AGE_MS } from "../lib/applications/uploads"
import { addressLimit } from "../lib/runtime"

/**
 * Every five minutes: delivers what a request could not (an upstream that was down, a function
 * that stopped mid-delivery), then removes records past their retention.
 */
export default async (): Promise<Response> => {
  const outbox = new Outbox(blobStore(STORE_NAMES.outbox))
  const settled = await deliverDue(outbox, transportFactory(readServerEnv(), blobStore(STORE_NAMES.localSink)))
  const pruned = await outbox.prune()
  await addressLimit().prune()
  // Application files go with their application, and uploads no application used after a day.
  await new Uploads(applicationFileStore()).prune(UNUSED_UPLOAD_MAX_AGE_MS, (id) => isApplicationReleased(outbox, id))
  const count = (status: string) => settled.filter((record) => record.status === status).length
  console.log(`Outbox: ${count("delivered")} delivered, ${count("pending")} to retry, ${count("failed")} failed, ${pruned} pruned`)
  return new Response(null, { status: 204 })
}

export const config: Config = {
  schedule: "*/5 * * * *",
}
