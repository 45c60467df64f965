/**
 * Runs Netlify's local Blobs server (the one `netlify serve` uses) for the function tests, in its
 * own process because the server is an ES module Jest cannot load. Prints its port; stops when
 * its standard input closes.
 */
import { BlobsServer } from "@netlify/blobs/server"

const [directory, token] = process.argv.slice(2)
const server = new BlobsServer({ directory, token })
const { port } = await server.start()
process.stdout.write(`${JSON.stringify({ port })}\n`)
process.stdin.on("end", () => {
  void server.stop().then(() => process.exit(0))
})
process.stdin.resume()
