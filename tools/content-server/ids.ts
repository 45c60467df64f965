import { createHash } from "node:crypto"

/** A fixed namespace so the same content always gets the same UUIDs. */
const NAMESPACE = "5f3a1b7e-9c2d-4e8f-a1b6-0c7d2e9f4a31"

/** RFC 4122 version 5 UUID of a name: stable ids for content keyed by readable names. */
export function uuidFromName(name: string): string {
  const namespaceBytes = Buffer.from(NAMESPACE.replace(/-/g, ""), "hex")
  const hash = createHash("sha1").update(namespaceBytes).update(name).digest()
  hash[6] = (hash[6] & 0x0f) | 0x50
  hash[8] = (hash[8] & 0x3f) | 0x80
  const hex = hash.subarray(0, 16).toString("hex")
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`
}
