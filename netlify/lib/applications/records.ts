import type { ApplicationData } from "./application"

/**
 * A job application in the outbox: the candidate for the recruiting system, or the fallback mail
 * of an application the recruiting system did not take. Both refer to the uploaded files by id;
 * the files stay in the application file store until the records are pruned.
 */
export type ApplicationUpstream =
  | { channel: "recruiting"; application: ApplicationData }
  | { channel: "mail"; applicationId: string; application: ApplicationData; failure: string }

export function isApplicationUpstream(upstream: { channel: string }): upstream is ApplicationUpstream {
  return upstream.channel === "recruiting" || upstream.channel === "mail"
}

/** The outbox id of an application's fallback mail: one mail per application, however often asked. */
export function fallbackMailId(applicationId: string): string {
  return `${applicationId}-mail`
}
