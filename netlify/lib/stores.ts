import { getStore } from "@netlify/blobs"
import { BlobsKeyValueStore, type KeyValueStore } from "./outbox/store"

/** The Netlify Blobs stores of the functions (under .netlify/blobs-serve when served locally). */
export const STORE_NAMES = {
  outbox: "enquiry-outbox",
  localSink: "local-sink",
} as const

export function blobStore(name: string): KeyValueStore {
  return new BlobsKeyValueStore(getStore({ name, consistency: "strong" }))
}
