import { readdir, readFile } from "node:fs/promises"
import path from "node:path"

/** The secrets to look for: name and value of each one that is set (short values would match by chance). */
export function secretValues(env: Record<string, string | undefined>, names: readonly string[]): Array<{ name: string; value: string }> {
  return names.flatMap((name) => {
    const value = env[name]?.trim()
    return value && value.length >= 6 ? [{ name, value }] : []
  })
}

/** GATSBY_ variables go into the browser bundle: none may carry a secret's name. */
export function exposedSecretNames(env: Record<string, string | undefined>, names: readonly string[]): string[] {
  return Object.keys(env).filter((key) => key.startsWith("GATSBY_") && names.some((name) => key.includes(name)))
}

async function* files(directory: string): AsyncGenerator<string> {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else yield full
  }
}

const TEXT_FILE = /\.(html|js|mjs|json|css|txt|xml|map|webmanifest)$|^_(redirects|headers)$/

/** Every file of the built site that contains a secret's value, with the secret's name (never its value). */
export async function findSecrets(
  directory: string,
  secrets: ReadonlyArray<{ name: string; value: string }>,
): Promise<Array<{ file: string; name: string }>> {
  if (secrets.length === 0) return []
  const found: Array<{ file: string; name: string }> = []
  for await (const file of files(directory)) {
    if (!TEXT_FILE.test(path.basename(file))) continue
    const text = await readFile(file, "utf8")
    for (const secret of secrets) if (text.includes(secret.value)) found.push({ file: path.relative(directory, file), name: secret.name })
  }
  return found
}
