import type { ApplicationData } from "./application"

/**
 * A job application in the outbox: the candidate for the recruiting system, the fallback mail
 * of an application the recruiting system did not take, or the applicant's confirmation. Both refer to the uploaded files by id;
 * the files stay in the application file store until the records are pruned.
 */
export type ApplicationUpstream =
  | { channel: "recruiting"; application: ApplicationData }
  | { channel: "mail"; applicationId: string; application: ApplicationData; failure: string }
  | { channel: "confirmation"; applicationId: string; application: ApplicationData }

export function isApplicationUpstream(upstream: { channel: string }): upstream is ApplicationUpstream {
  return upstream.channel === "recruiting" || upstream.channel === "mail" || upstream.channel === "confirmation"
}

/** The outbox id of an application's fallback mail: one mail per application, however often asked. */
export function fallbackMailId(applicationId: string): string {
  return `${applicationId}-mail`
}

/** The outbox id of an application's confirmation to the applicant: one per application. */
export function confirmationMailId(applicationId: string): string {
  return `${applicationId}-confirmation`
}
