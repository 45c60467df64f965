import { derivedPorts } from "../lib/ports"

/** The local build hook's port: BUILD_HOOK_PORT, else the site's port (PORT, 8888) + 13000. */
export function receiverPort(environment: NodeJS.ProcessEnv = process.env): number {
  if (environment.BUILD_HOOK_PORT) return Number(environment.BUILD_HOOK_PORT)
  return derivedPorts(Number(environment.PORT ?? 8888)).buildHookReceiver
}

/** The URL the content server calls as its build hook when `npm start` runs the receiver. */
export function receiverUrl(environment: NodeJS.ProcessEnv = process.env): string {
  return `http://127.0.0.1:${receiverPort(environment)}/build_hooks/local`
}
