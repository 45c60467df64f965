import { getStore } from "@netlify/blobs"
import { BlobsKeyValueStore, type KeyValueStore } from "./outbox/store"

/** The Netlify Blobs stores of the functions (under .netlify/blobs-serve when served locally). */
export const STORE_NAMES = {
  outbox: "enquiry-outbox",
  localSink: "local-sink",
  addressLimits: "address-limits",
} as const

/**
 * A Netlify Blobs store, opened on its first use. Opening needs the invocation's Blobs
 * environment: a submission refused before anything is stored never touches it, and a missing
 * environment fails the first read or write (a store that is down: 503), not the whole request.
 */
export function blobStore(name: string): KeyValueStore {
  let opened: KeyValueStore | null = null
  const store = () => (opened ??= new BlobsKeyValueStore(getStore({ name, consistency: "strong" })))
  return {
    get: async <T>(key: string) => store().get<T>(key),
    create: async (key, value) => store().create(key, value),
    replace: async (key, value, etag) => store().replace(key, value, etag),
    put: async (key, value) => store().put(key, value),
    keys: async (prefix) => store().keys(prefix),
    remove: async (key) => store().remove(key),
  }
}
