import type { Page } from "playwright-core"
import { Outbox } from "../../netlify/lib/outbox/outbox"
import type { OutboxRecord } from "../../netlify/lib/outbox/record"
import { STORE_NAMES } from "../../netlify/lib/stores"
import { sinkEntries, type SinkEntry } from "../../netlify/lib/upstreams/local-sink"
import { localStore } from "./blobs"
import { pagePath } from "../../src/domain/routing"
import { configPageFor, valueIn, type Entity } from "../../tools/content-server/content-store"
import { gotoHydrated } from "./browser"
import { demoContent, translationPage } from "./content"

/** The UI strings of a namespace in a locale, as the site shows them. */
export function strings(locale: string, namespace: "forms" | "consent" | "newsletter"): Record<string, string> {
  return require(`../../src/i18n/${locale}/${namespace}.json`)
}

/** The path of the form page that shows a form, in a locale (the demo content is the oracle). */
export async function formPagePath(formId: string, locale: string, which: { uuid?: string; notUuid?: string } = {}): Promise<string> {
  const content = await demoContent()
  const node = content
    .ofType("node--form")
    .find(
      (candidate) =>
        candidate.values.field_form === formId &&
        (!which.uuid || candidate.uuid === which.uuid) &&
        candidate.uuid !== which.notUuid &&
        candidate.languages.includes(locale),
    )
  if (!node) throw new Error(`No ${formId} form page in ${locale}`)
  const path = pagePath(locale, String(valueIn(node.values.path, locale, node.langcode)), false)
  if (!path) throw new Error(`No path for ${formId} in ${locale}`)
  return path
}

/** A site setting of a locale (thank-you path, privacy path). */
export async function siteSetting(field: string, locale: string): Promise<string> {
  const content = await demoContent()
  const settings = configPageFor(content, "config_pages--site_settings", locale) as Entity
  return String(valueIn(settings.values[field], locale, settings.langcode))
}

/** The title of the page published at a path in a locale (the thank-you page, for one). */
export async function pageTitleAt(path: string, locale: string): Promise<string> {
  const content = await demoContent()
  for (const node of content.entities) {
    if (!node.type.startsWith("node--") || !node.languages.includes(locale)) continue
    const page = translationPage(node, locale)
    if (page?.path === path) return page.title
  }
  throw new Error(`No page at ${path} in ${locale}`)
}

/** Opens a form page once hydrated and answers the cookie banner, which is the first interaction: the form's code loads. */
export async function openForm(
  page: Page,
  path: string,
  locale: string,
  consent: "reject_all" | "accept_all" = "reject_all",
): Promise<void> {
  await gotoHydrated(page, path)
  await page.getByRole("button", { name: strings(locale, "consent")[consent] }).click()
  await page.locator("form[data-form-id][data-ready]").waitFor()
}

/** What the local sink of the served site received (`npm run outbox -- sink`). */
async function sink(): Promise<SinkEntry[]> {
  return sinkEntries(await localStore(STORE_NAMES.localSink))
}

/** The delivery of a submission in the local sink (the offline upstream), found by the e-mail it carries. */
export async function deliveredWith(email: string, timeoutMs = 20_000): Promise<SinkEntry> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const entry = (await sink()).find((candidate) => JSON.stringify(candidate.upstream).includes(email))
    if (entry) return entry
    if (Date.now() > deadline) throw new Error(`No delivery with ${email} in the local sink`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

/** The outbox record of a submission (stored before any delivery), as `npm run outbox -- show <id>` reads it. */
export async function storedRecord(id: string): Promise<OutboxRecord | undefined> {
  return (await new Outbox(await localStore(STORE_NAMES.outbox)).get(id)) ?? undefined
}

/** The fields of a HubSpot delivery as name -> value. */
export function hubSpotFields(entry: SinkEntry): Record<string, string> {
  if (entry.upstream.channel !== "hubspot") throw new Error("not a HubSpot delivery")
  return Object.fromEntries(entry.upstream.payload.fields.map((field) => [field.name, field.value]))
}

export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`.toLowerCase()
}
