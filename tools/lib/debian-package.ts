import { run } from "./run"

/**
 * Installs a package from Debian's archive for a tool the tests need, when we may (root);
 * otherwise says how to. `npm test` on a fresh machine thus needs nothing installed by hand.
 */
export async function installFromDebian(debianPackage: string, missing: string): Promise<void> {
  if (process.getuid?.() !== 0) {
    throw new Error(`${missing}: install it with "sudo apt-get install -y ${debianPackage}".`)
  }
  console.log(`Installing ${debianPackage} from Debian's packages...`)
  await run("apt-get", ["update", "-qq"])
  await run("apt-get", ["install", "-y", "-qq", debianPackage], { env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } })
}
