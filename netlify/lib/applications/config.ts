import path from "node:path"

/**
 * The configuration of job applications, read from the environment on each use. Without a
 * recruiting address or an SMTP server, deliveries go to local sinks: files under
 * APPLICATION_SINK_DIR (the SOAP requests as .xml, the mails as .eml you can open).
 */
export interface ApplicationConfig {
  recruiting: {
    url: string
    username: string
    password: string
    version: string
    locationQuestionnaireId: string
  } | null
  /** An SMTP URL for nodemailer, e.g. smtps://user:password@smtp.example.com:465. */
  smtpUrl: string | null
  mail: { from: string; to: string }
  sinkDirectory: string
}

type Env = Record<string, string | undefined>

export const DEFAULT_MAIL_FROM = "Fleetlane careers <careers-noreply@fleetlane.example>"
export const DEFAULT_MAIL_TO = "recruitment@fleetlane.example"
export const DEFAULT_RECRUITING_VERSION = "v42.0"
export const DEFAULT_LOCATION_QUESTIONNAIRE_ID = "PREFERRED_LOCATION"

export function readApplicationConfig(env: Env = process.env): ApplicationConfig {
  const value = (name: string) => env[name]?.trim() || ""
  return {
    recruiting: value("RECRUITING_SOAP_URL")
      ? {
          url: value("RECRUITING_SOAP_URL"),
          username: value("RECRUITING_USERNAME"),
          password: value("RECRUITING_PASSWORD"),
          version: value("RECRUITING_API_VERSION") || DEFAULT_RECRUITING_VERSION,
          locationQuestionnaireId: value("RECRUITING_LOCATION_QUESTIONNAIRE_ID") || DEFAULT_LOCATION_QUESTIONNAIRE_ID,
        }
      : null,
    smtpUrl: value("SMTP_URL") || null,
    mail: { from: value("APPLICATION_MAIL_FROM") || DEFAULT_MAIL_FROM, to: value("APPLICATION_MAIL_TO") || DEFAULT_MAIL_TO },
    sinkDirectory: path.resolve(value("APPLICATION_SINK_DIR") || ".netlify/application-sink"),
  }
}
