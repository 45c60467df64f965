/**
 * The change log of Drupal's gatsby_fastbuilds module (8.x-1.x, GatsbyEntityLogger and
 * GatsbyFastbuildsController), kept by the content server: one entry per entity and language, the
 * latest replacing the one before (deleteLoggedEntity), each with its creation time in seconds.
 * test/fixtures/drupal-recorded/fastbuilds/ holds what the real module answers.
 */

import type { ResourceObject } from "./resource"

/**
 * A log entry's JSON. Insert and update: the entity's JSON:API document (jsonapi, data, links),
 * its uuid, the action and the language. Delete: uuid, action and language (recorded f10, f11),
 * and, as the site's Drupal module fleetlane_fastbuilds adds them (f13), `type` and
 * `attributes.langcode`: gatsby-source-drupal (utils.js, handleDeletedNode) finds the node to delete
 * by `attributes.langcode`, and without it deletes the default language's node for any translation.
 */
export type SyncEntry =
  | { jsonapi: unknown; data: ResourceObject[]; links: unknown; id: string; action: "insert" | "update"; langcode: string }
  | { id: string; action: "delete"; langcode: string; type: string; attributes: { langcode: string } }

/** The sync endpoint's answer: status -1 asks for a full sourcing; timestamp is what to ask from next. */
export type SyncAnswer = { status: -1; timestamp: number } | { timestamp: number | string; entities: SyncEntry[] }

interface LoggedChange {
  uuid: string
  langcode: string
  created: number
  json: SyncEntry
}

export class FastbuildsLog {
  private entries: LoggedChange[] = []

  /**
   * @param lastLogtime The module's state gatsby_fastbuilds.last_logtime: a sync from before it
   * gets status -1. The content server sets it to its start, since a restart loses its changes.
   */
  constructor(readonly lastLogtime: number) {}

  record(json: SyncEntry, created: number): void {
    this.entries = this.entries.filter((entry) => !(entry.uuid === json.id && entry.langcode === json.langcode))
    this.entries.push({ uuid: json.id, langcode: json.langcode, created, json })
  }

  /**
   * GatsbyFastbuildsController::sync: status -1 and the current time when last_fetch is empty (0)
   * or older than the log; else the entries created after it, oldest first, and the creation time
   * of the newest (as a string, Drupal's field value), or the current time when there is none.
   */
  sync(lastFetch: number, now: number): SyncAnswer {
    if (!lastFetch || lastFetch < this.lastLogtime) return { status: -1, timestamp: now }
    const since = this.entries.filter((entry) => entry.created > lastFetch).sort((a, b) => a.created - b.created)
    if (since.length === 0) return { timestamp: now, entities: [] }
    return { timestamp: String(since[since.length - 1].created), entities: since.map((entry) => entry.json) }
  }
}
