/** NODE_OPTIONS with modules preloaded (`--require`) after what it held; each path quoted, as Node reads quotes there. */
export function withPreloads(nodeOptions: string | undefined, modulePaths: readonly string[]): string {
  return [nodeOptions?.trim(), ...modulePaths.map((modulePath) => `--require ${JSON.stringify(modulePath)}`)].filter(Boolean).join(" ")
}
