/**
 * A Blobs server over the served site's local stores (the one `npm run outbox` starts), for the
 * browser tests to read them in their own process: @netlify/blobs' server is ESM-only, which Jest
 * cannot load, while its client loads. Prints its address, token and site id as one JSON line, and
 * stops when its standard input closes (the test process ended).
 */
import { LOCAL_BLOBS_DIRECTORY, LOCAL_SITE_ID, startLocalBlobs } from "../../tools/lib/blobs"

async function main(): Promise<void> {
  const server = await startLocalBlobs(LOCAL_BLOBS_DIRECTORY)
  console.log(JSON.stringify({ url: server.url, token: server.token, siteID: LOCAL_SITE_ID }))
  process.stdin.resume()
  process.stdin.once("end", () => void server.stop().then(() => process.exit(0)))
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
