import type { Context } from "@netlify/functions"
import { readServerEnv } from "./env"
import { loadCalculatorFactors } from "./forms/calculator-factors"
import { loadMaintenanceLocations } from "./forms/maintenance-locations"
import type { SubmissionDeps } from "./forms/submission"
import { Outbox } from "./outbox/outbox"
import { tokenSecret } from "./signed-token"
import { AddressLimit, isLoopbackAddress } from "./spam/address-limit"
import { blobStore, STORE_NAMES } from "./stores"
import { transportFactory } from "./transports"

/** The real collaborators of a submission: Netlify Blobs, the configured upstreams, the site's own data. */
export function productionDeps(request: Request, context: Context | undefined): SubmissionDeps {
  const env = readServerEnv()
  return {
    outbox: new Outbox(blobStore(STORE_NAMES.outbox)),
    transportFor: transportFactory(env, blobStore(STORE_NAMES.localSink)),
    waitUntil: (promise) => {
      if (typeof context?.waitUntil === "function") context.waitUntil(promise)
    },
    loadLocations: () => loadMaintenanceLocations(new URL(request.url).origin),
    loadCalculatorFactors: () => loadCalculatorFactors(new URL(request.url).origin),
    // Netlify names the visitor's address; a call without one (a test, a tool) or from the machine
    // itself (netlify serve, the browser tests) is not counted.
    admitAddress: async () => (context?.ip && !isLoopbackAddress(context.ip) ? addressLimit().admit(context.ip) : { ok: true }),
  }
}

export function addressLimit(): AddressLimit {
  return new AddressLimit(blobStore(STORE_NAMES.addressLimits), tokenSecret())
}

export type DepsFactory = (request: Request, context: Context | undefined) => SubmissionDeps
