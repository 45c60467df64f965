import { randomUUID } from "node:crypto"
import path from "node:path"
import { getStore } from "@netlify/blobs"
import { BlobsServer } from "@netlify/blobs/server"
import { BlobsKeyValueStore, type KeyValueStore } from "../../netlify/lib/outbox/store"
import { storeAt } from "./blobs-store"

/** Where `netlify serve` keeps Netlify Blobs locally, and the site id it uses for an unlinked site. */
export const LOCAL_BLOBS_DIRECTORY = path.resolve(".netlify/blobs-serve")
export const LOCAL_SITE_ID = "unlinked"

export interface BlobsAccess {
  store(name: string): KeyValueStore
  close(): Promise<void>
}

/**
 * The functions' Blobs stores from outside the functions: the deployed site's when NETLIFY_SITE_ID
 * and NETLIFY_AUTH_TOKEN are set, else the local ones `npm start` wrote under .netlify/.
 */
export async function openBlobs(directory = LOCAL_BLOBS_DIRECTORY): Promise<BlobsAccess> {
  const siteID = process.env.NETLIFY_SITE_ID
  const token = process.env.NETLIFY_AUTH_TOKEN
  if (siteID && token) {
    return { store: (name) => new BlobsKeyValueStore(getStore({ name, siteID, token })), close: async () => undefined }
  }
  const local = await startLocalBlobs(directory)
  return {
    store: (name) => storeAt(name, { url: local.url, token: local.token, siteID: LOCAL_SITE_ID }),
    close: local.stop,
  }
}

export interface LocalBlobsServer {
  url: string
  /** The token clients must present: the server's own, made for this run. */
  token: string
  stop(): Promise<void>
}

/** A Netlify Blobs server over a local directory, as `netlify serve` runs one. */
export async function startLocalBlobs(directory: string): Promise<LocalBlobsServer> {
  const token = randomUUID()
  const server = new BlobsServer({ directory, token })
  const { port } = await server.start()
  return { url: `http://localhost:${port}`, token, stop: () => server.stop().then(() => undefined) }
}
