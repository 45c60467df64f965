import type { Context } from "@netlify/functions"
import { readServerEnv } from "./env"
import { loadCalculatorFactors } from "./forms/calculator-factors"
import { loadMaintenanceLocations } from "./forms/maintenance-locations"
import type { SubmissionDeps } from "./forms/submission"
import { Outbox } from "./outbox/outbox"
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
  }
}

export type DepsFactory = (request: Request, context: Context | undefined) => SubmissionDeps
