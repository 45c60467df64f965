import { applicationTransport } from "./applications/transport"
import { readApplicationConfig } from "./applications/config"
import { applicationFileStore } from "./applications/file-store"
import { Uploads } from "./applications/uploads"
import type { Transport } from "./outbox/deliver"
import type { OutboxRecord } from "./outbox/record"
import type { KeyValueStore } from "./outbox/store"
import type { ServerEnv } from "./env"
import { HubSpotTransport } from "./upstreams/hubspot"
import { LocalSinkTransport } from "./upstreams/local-sink"
import { SalesforceTransport } from "./upstreams/salesforce"

/**
 * The production client of a record's upstream when it is configured, else the local sink: the
 * site works end to end offline, and deliveries can be inspected with `npm run outbox -- sink`.
 */
export function transportFactory(
  env: ServerEnv,
  sink: KeyValueStore,
  fetchImpl: typeof fetch = fetch,
  /** Job applications (recruiting system and fallback mail); made on first use when not given. */
  applications?: Transport,
): (record: OutboxRecord) => Transport {
  const local = new LocalSinkTransport(sink)
  const hubspot = env.hubspot ? new HubSpotTransport(env.hubspot, fetchImpl) : local
  const salesforce = env.salesforce ? new SalesforceTransport(env.salesforce, fetchImpl) : local
  let jobApplications = applications
  return (record) => {
    switch (record.upstream.channel) {
      case "hubspot":
        return hubspot
      case "salesforce":
        return salesforce
      default:
        jobApplications ??= applicationTransport(new Uploads(applicationFileStore()), readApplicationConfig(), fetchImpl)
        return jobApplications
    }
  }
}
