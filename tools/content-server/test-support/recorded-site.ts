import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import sharp from "sharp"
import { stringify } from "yaml"
import { EMBEDDED_CONTENT_SERVER_CREDENTIALS, credentialHeaders } from "../../../src/config/drupal-address"
import type { Recording } from "../../../test/drupal-recordings"
import type { DrupalBehaviour } from "../drupal-behaviour"
import { startContentServer, type RunningContentServer } from "../server"

/**
 * The site the recordings were made on (test/fixtures/drupal-recorded/README.md), written as
 * demo content in the project's model, with the recorded UUIDs: articles are knowledge pages,
 * tags are knowledge categories. Each recorded request can then be sent to the content server
 * and the two answers compared.
 */
export const RECORDED_IDS = {
  articleOne: "e287737d-de3d-412b-ba98-145d4cbfac98",
  articleTwo: "fd206edd-1653-418f-bee8-7b71cf44ad3f",
  articleEnglishOnly: "cbd57c15-6381-49f8-b40f-7390f14da53f",
  term: "71204d3f-63f6-4298-bbf8-946d2f4d6552",
  media: "7aa12f8b-33e9-48ee-96ac-9f64b41891f8",
  menuHome: "bd0bf64f-0bc2-4b71-954f-88c218653387",
  menuExternal: "f928575e-d1a9-4477-8c8c-c8031fe636da",
  redirect: "9fe92f31-3e3d-4cdd-9583-2f01252d2c8d",
  paragraph: "e9b3f5eb-6309-46b7-87cc-6c48ecf97145",
  settingsEn: "a0a8f492-d1f6-4dca-88c8-924d08548ba4",
  settingsNl: "a7e9ce50-e24a-4c2e-aecd-faa6ac85cd7b",
} as const

/** Recorded names and their counterparts in the project's model, longest first. */
const RENAMES: ReadonlyArray<[string, string]> = [
  ["node--article", "node--knowledge"],
  ["node/article", "node/knowledge"],
  ["taxonomy_term--tags", "taxonomy_term--knowledge_category"],
  ["taxonomy_term/tags", "taxonomy_term/knowledge_category"],
  ["field_tags", "field_category"],
  ["field_media", "field_image"],
  ["field_paragraphs", "field_components"],
  ["field_site_slogan", "field_brand_name"],
]

export function renamed(text: string): string {
  return RENAMES.reduce((result, [from, to]) => result.replace(new RegExp(`(?<![\\w-])${from}(?![\\w-])`, "g"), to), text)
}

async function writeYaml(contentDir: string, relativePath: string, data: unknown): Promise<void> {
  const file = path.join(contentDir, relativePath)
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, stringify(data))
}

/** Writes the recorded site's content into a new folder and returns it. */
export async function writeRecordedSite(): Promise<string> {
  const contentDir = await mkdtemp(path.join(os.tmpdir(), "recorded-site-"))
  await mkdir(path.join(contentDir, "files"), { recursive: true })
  await sharp({ create: { width: 40, height: 30, channels: 3, background: "#ff0000" } })
    .png()
    .toFile(path.join(contentDir, "files/red.png"))
  const write = (relativePath: string, data: unknown) => writeYaml(contentDir, relativePath, data)
  await write("media/red.yaml", {
    type: "media--image",
    uuid: RECORDED_IDS.media,
    languages: ["en"],
    name: "Red square",
    field_media_image: { file: "file--file:red.png", alt: "A red square" },
  })
  await write("taxonomy/drupal.yaml", { type: "taxonomy_term--knowledge_category", uuid: RECORDED_IDS.term, name: { en: "Drupal" } })
  await write("node/article-1.yaml", {
    type: "node--knowledge",
    uuid: RECORDED_IDS.articleOne,
    title: { en: "Article one", nl: "Artikel een" },
    path: { en: "/article-one", nl: "/artikel-een" },
    field_category: "taxonomy_term--knowledge_category:drupal",
    field_image: "media--image:red",
    field_components: [
      {
        type: "paragraph--text",
        uuid: RECORDED_IDS.paragraph,
        field_text: { en: "<p>English paragraph</p>", nl: "<p>Nederlandse paragraaf</p>" },
      },
    ],
  })
  await write("node/article-2.yaml", {
    type: "node--knowledge",
    uuid: RECORDED_IDS.articleTwo,
    title: { en: "Article two", nl: "Artikel twee" },
  })
  await write("node/article-3.yaml", {
    type: "node--knowledge",
    uuid: RECORDED_IDS.articleEnglishOnly,
    title: { en: "English only article" },
    field_category: "taxonomy_term--knowledge_category:drupal",
  })
  await write("menu/main.yaml", [
    {
      type: "menu_link_content--menu_link_content",
      key: "link-1",
      uuid: RECORDED_IDS.menuHome,
      menu_name: "main",
      title: { en: "Home", nl: "Thuis" },
      link: { uri: "node--knowledge:article-1" },
    },
    {
      type: "menu_link_content--menu_link_content",
      key: "link-2",
      uuid: RECORDED_IDS.menuExternal,
      menu_name: "main",
      title: { en: "External docs" },
      link: "https://www.drupal.org",
      parent: "link-1",
    },
  ])
  await write("redirect/old.yaml", [
    {
      type: "redirect--redirect",
      key: "old-article-one",
      uuid: RECORDED_IDS.redirect,
      redirect_source: { path: "old-article-one", query: [] },
      redirect_redirect: { uri: "internal:/node/1" },
      language: "und",
    },
  ])
  for (const [language, uuid, slogan] of [
    ["en", RECORDED_IDS.settingsEn, "Hello world"],
    ["nl", RECORDED_IDS.settingsNl, "Hallo wereld"],
  ]) {
    await write(`config/site-settings-${language}.yaml`, {
      type: "config_pages--site_settings",
      key: `site_settings.${language}`,
      uuid,
      context: { language },
      field_brand_name: slogan,
    })
  }
  return contentDir
}

/** The recorded site's name and languages: en, nl, de weighted 0, 1, 2. */
export const RECORDED_LANGUAGES: Partial<DrupalBehaviour> = {
  siteName: "Drupal JSONAPI fixture",
  defaultLangcode: "en",
  languages: [
    { langcode: "en", weight: 0, name: "English" },
    { langcode: "nl", weight: 1, name: "Dutch" },
    { langcode: "de", weight: 2, name: "German" },
  ],
  languagePrefixes: {},
}

export interface RecordedSite {
  server: RunningContentServer
  close(): Promise<void>
}

/** The content server over the recorded site, behaving as the given Drupal settings say. */
export async function startRecordedSite(contentDir: string, drupal: Partial<DrupalBehaviour>): Promise<RunningContentServer> {
  return startContentServer({ contentDir, port: 0, drupal: { ...RECORDED_LANGUAGES, ...drupal } })
}

export async function removeRecordedSite(contentDir: string): Promise<void> {
  await rm(contentDir, { recursive: true, force: true })
}

export interface Answer {
  status: number
  headers: Headers
  body: unknown
}

/**
 * Sends a recorded request to the content server, as the recorded user (admin: the build user),
 * or as the build user where the recorded anonymous user had been given a permission to view.
 */
export async function replay(server: RunningContentServer, recorded: Recording, asBuildUser = false): Promise<Answer> {
  const headers: Record<string, string> = { Accept: "application/vnd.api+json" }
  if (recorded.request.auth === "admin" || asBuildUser) Object.assign(headers, credentialHeaders(EMBEDDED_CONTENT_SERVER_CREDENTIALS))
  const response = await fetch(server.url + renamed(recorded.request.path), {
    method: recorded.request.method,
    headers,
    redirect: "manual",
  })
  const text = await response.text()
  const isJson = (response.headers.get("content-type") ?? "").includes("json")
  return { status: response.status, headers: response.headers, body: isJson ? JSON.parse(text) : text }
}

/** A recorded href as the content server would write it: its host, the project's names. */
export function localHref(href: string, server: RunningContentServer): string {
  return renamed(href.replace("http://127.0.0.1:8080", server.url))
}
