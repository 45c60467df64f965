/**
 * `npm run preview:link -- node--page:terms nl-be`: a signed preview link of a draft, as Drupal's
 * "Preview on the site" tab makes it (drupal/modules/fleetlane), for `npm start` (or SITE_URL with
 * PREVIEW_SECRET set: a deploy's). The node is `type:key` of the demo content or `type:uuid`.
 */
import { isLocale } from "../src/config/locales"
import { PREVIEW_LINK_LIFETIME_SECONDS, previewPagePath } from "../src/domain/preview/preview-link"
import { LOCAL_PREVIEW_SECRET } from "../netlify/lib/preview/preview-settings"
import { signPreviewToken } from "../netlify/lib/preview/preview-token"
import { loadContent } from "./content-server/content-store"
import { CONTENT_DIR } from "./content-server/settings"

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

async function main(): Promise<void> {
  const [node = "", langcode = ""] = process.argv.slice(2)
  const [resourceType, keyOrUuid] = node.split(":")
  if (!resourceType?.startsWith("node--") || !keyOrUuid || !isLocale(langcode)) {
    throw new Error("Usage: npm run preview:link -- node--{bundle}:{key or uuid} {locale}")
  }
  let uuid = keyOrUuid
  if (!UUID.test(keyOrUuid)) {
    const content = await loadContent(CONTENT_DIR)
    const entity = content.getByKey(resourceType, keyOrUuid)
    if (!entity) throw new Error(`The demo content has no ${resourceType} with the key ${keyOrUuid}`)
    uuid = entity.uuid
  }
  const secret = process.env.PREVIEW_SECRET?.trim() || LOCAL_PREVIEW_SECRET
  const origin = process.env.PREVIEW_SECRET ? (process.env.SITE_URL ?? "") : `http://localhost:${process.env.PORT ?? 8888}`
  const expiresAt = Math.floor(Date.now() / 1000) + PREVIEW_LINK_LIFETIME_SECONDS
  console.log(origin + previewPagePath(langcode, signPreviewToken({ resourceType, uuid, langcode, expiresAt }, secret)))
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
