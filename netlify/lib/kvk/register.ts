import { readServerEnv } from "../env"
import { KvkApiRegister } from "./api-client"
import { DemoKvkRegister } from "./demo-register"
import type { KvkRegister } from "./types"

/** The KVK APIs when KVK_API_KEY is set, else the bundled demo register. */
export function kvkRegisterFromEnv(fetchImpl: typeof fetch = fetch): KvkRegister {
  const { kvk } = readServerEnv()
  return kvk ? new KvkApiRegister(kvk, fetchImpl) : new DemoKvkRegister()
}
