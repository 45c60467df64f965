import { randomUUID } from "node:crypto"
import path from "node:path"
import { getStore } from "@netlify/blobs"
import { BlobsServer } from "@netlify/blobs/server"
import { BlobsKeyValueStore, type KeyValueStore } from "../../netlify/lib/outbox/store"

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
  const localToken = randomUUID()
  const server = new BlobsServer({ directory, token: localToken })
  const { port } = await server.start()
  const url = `http://localhost:${port}`
  return {
    store: (name) =>
      new BlobsKeyValueStore(getStore({ name, siteID: LOCAL_SITE_ID, token: localToken, edgeURL: url, uncachedEdgeURL: url })),
    close: () => server.stop().then(() => undefined),
  }
}
