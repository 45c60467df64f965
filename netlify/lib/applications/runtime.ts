import type { Context } from "@netlify/functions"
import { loadMaintenanceLocations } from "../forms/maintenance-locations"
import { Outbox } from "../outbox/outbox"
import { blobStore, STORE_NAMES } from "../stores"
import { readApplicationConfig } from "./config"
import { applicationFileStore } from "./file-store"
import type { ApplicationDeps } from "./service"
import { applicationTransport } from "./transport"
import { Uploads } from "./uploads"

/** The real collaborators of the application endpoints: Netlify Blobs, the configured upstreams, the site's location list. */
export function productionApplicationDeps(request: Request, _context: Context | undefined): ApplicationDeps {
  const uploads = new Uploads(applicationFileStore())
  return {
    outbox: new Outbox(blobStore(STORE_NAMES.outbox)),
    uploads,
    transport: applicationTransport(uploads, readApplicationConfig()),
    loadLocations: () => loadMaintenanceLocations(new URL(request.url).origin),
  }
}
