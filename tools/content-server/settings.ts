import path from "node:path"
import { env } from "../../src/config/env"

export const CONTENT_SERVER_PORT = env.contentServerPort
/** The demo content; CONTENT_DIR points the server at another folder (tests, benchmarks). */
export const CONTENT_DIR = path.resolve(process.env.CONTENT_DIR ?? path.join(__dirname, "../../content"))
/**
 * The build hook the content server calls after an editor's change (build_hooks' frontend
 * environment), read when the server starts: `npm start` sets it to its receiver's.
 */
export function buildHookUrl(): string | null {
  return process.env.BUILD_HOOK_URL || null
}
