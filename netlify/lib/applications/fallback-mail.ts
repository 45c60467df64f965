import type Mail from "nodemailer/lib/mailer"
import type { ApplicationData } from "./application"

/**
 * The mail that carries an application to the recruiters when the recruiting system did not take
 * it (spec: POST /api/send-mail): the failure, the applicant's details and the files. Sender,
 * recipient and subject come from the server's configuration only. Reply-To is the applicant, so
 * a recruiter answers them directly: the one value of theirs in a header, an address that passed
 * the e-mail rule (no whitespace or line break) and that nodemailer encodes as an address.
 */
export interface MailSettings {
  from: string
  to: string
}

export const FALLBACK_MAIL_SUBJECT = "Job application not delivered to the recruiting system"

export function fallbackMail(
  applicationId: string,
  application: ApplicationData,
  failure: string,
  contents: readonly Uint8Array[],
  settings: MailSettings,
): Mail.Options {
  const lines: Array<[string, string]> = [
    ["Reference", applicationId],
    ["Received", application.receivedAt],
    ["Delivery failure", failure || "unknown"],
    ["First name", application.firstName],
    ["Last name", application.lastName],
    ["E-mail", application.email],
    ["Country code", `+${application.phoneCode} (${application.phoneCountry})`],
    ["Phone", application.phone],
    ["Location", application.location ?? "-"],
    ["Job requisition", application.jobRequisitionId],
    ["Applying as", application.forMechanic === null ? "-" : application.forMechanic ? "mechanic" : "trainee"],
    ["Heard of the job through", application.source],
    ["Site language", application.locale],
  ]
  const text = [
    "The recruiting system did not accept this application. It is kept in the outbox and will be",
    "delivered again automatically; until then, please handle it from this mail.",
    "",
    ...lines.map(([label, value]) => `${label}: ${value}`),
    "",
    `Attached: ${application.files.map((file) => file.fileName).join(", ") || "-"}`,
  ].join("\n")
  return {
    from: settings.from,
    to: settings.to,
    replyTo: application.email,
    subject: `${FALLBACK_MAIL_SUBJECT} (${applicationId.slice(0, 8)})`,
    text,
    attachments: application.files.map((file, index) => ({
      filename: file.fileName,
      content: Buffer.from(contents[index]),
      contentType: file.contentType,
    })),
  }
}
