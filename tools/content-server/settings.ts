import path from "node:path"
import { env } from "../../src/config/env"

export const CONTENT_SERVER_PORT = env.contentServerPort
/** The demo content; CONTENT_DIR points the server at another folder (tests, benchmarks). */
export const CONTENT_DIR = path.resolve(process.env.CONTENT_DIR ?? path.join(__dirname, "../../content"))
