import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { SECRET_ENV_NAMES } from "../../netlify/lib/env"
import { exposedSecretNames, findSecrets, secretValues } from "./scan"

/** The built site must not carry a server secret: a leak fails the build. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, reporter }) => {
  const exposed = exposedSecretNames(process.env, SECRET_ENV_NAMES)
  if (exposed.length) reporter.panicOnBuild(`Secrets must not be GATSBY_ variables (they go into the browser): ${exposed.join(", ")}`)
  const { program } = store.getState() as { program: { directory: string } }
  const secrets = secretValues(process.env, SECRET_ENV_NAMES)
  const leaks = await findSecrets(path.join(program.directory, "public"), secrets)
  if (leaks.length)
    reporter.panicOnBuild(`Server secrets found in public/: ${leaks.map((leak) => `${leak.name} in ${leak.file}`).join("; ")}`)
  else reporter.info(`Secrets check: none of ${secrets.length} configured secret(s) is in public/.`)
}
