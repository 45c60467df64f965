/**
 * `npm run build-hook-receiver`: the local build hook alone, at http://127.0.0.1:{BUILD_HOOK_PORT}/
 * (default PORT + 13000). `npm start` runs it itself; this is for a site served some other way.
 */
import { receiverPort } from "./receiver-port"
import { startBuildHookReceiver } from "./receiver"

startBuildHookReceiver({ port: receiverPort() })
  .then((receiver) => {
    console.log(`Build hook: POST ${receiver.url} (GET /status shows the builds)`)
    const stop = () => void receiver.close().then(() => process.exit(0))
    process.on("SIGINT", stop)
    process.on("SIGTERM", stop)
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
