import { spawnSync } from "node:child_process"
import { installFromDebian } from "./debian-package"

/** A Java runtime for the W3C Nu HTML checker (vnu-jar), Debian's when there is none. */
export async function ensureJava(): Promise<void> {
  if (spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0) return
  await installFromDebian("default-jre-headless", "Java is missing (the HTML checker of the browser tests needs it)")
}
