/** The local build hook's port: BUILD_HOOK_PORT, else the site's port (PORT, 8888) + 40000. */
export function receiverPort(environment: NodeJS.ProcessEnv = process.env): number {
  if (environment.BUILD_HOOK_PORT) return Number(environment.BUILD_HOOK_PORT)
  return Number(environment.PORT ?? 8888) + 40000
}

/** The URL the content server calls as its build hook when `npm start` runs the receiver. */
export function receiverUrl(environment: NodeJS.ProcessEnv = process.env): string {
  return `http://127.0.0.1:${receiverPort(environment)}/build_hooks/local`
}
