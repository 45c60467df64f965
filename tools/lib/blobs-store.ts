import { getStore } from "@netlify/blobs"
import { BlobsKeyValueStore, type KeyValueStore } from "../../netlify/lib/outbox/store"

/** Where a local Netlify Blobs server listens, and what its clients present to it. */
export interface BlobsServerAddress {
  url: string
  token: string
  siteID: string
}

/**
 * One of the functions' stores, served by a local Blobs server. Apart from tools/lib/blobs.ts, which
 * starts such servers: @netlify/blobs' server is ESM-only, which Jest cannot load (e2e/support/blobs.ts).
 */
export function storeAt(name: string, { url, token, siteID }: BlobsServerAddress): KeyValueStore {
  return new BlobsKeyValueStore(getStore({ name, siteID, token, edgeURL: url, uncachedEdgeURL: url }))
}
