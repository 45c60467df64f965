/** NODE_OPTIONS with a module preloaded (`--require`) after what it held; the path quoted, as Node reads quotes there. */
export function withPreload(nodeOptions: string | undefined, modulePath: string): string {
  return [nodeOptions?.trim(), `--require ${JSON.stringify(modulePath)}`].filter(Boolean).join(" ")
}
