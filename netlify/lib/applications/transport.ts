import type { SendOutcome, Transport } from "../outbox/deliver"
import type { OutboxRecord } from "../outbox/record"
import { candidateOf, type ApplicationData } from "./application"
import { buildCandidateRequest } from "./candidate-soap"
import { DEFAULT_LOCATION_QUESTIONNAIRE_ID, DEFAULT_RECRUITING_VERSION, type ApplicationConfig } from "./config"
import { confirmationMail } from "./confirmation-mail"
import { fallbackMail } from "./fallback-mail"
import { EmlFileMailer, SmtpMailer, SoapCandidateClient, XmlFileCandidateClient, type CandidateClient, type Mailer } from "./upstreams"
import type { Uploads } from "./uploads"

/**
 * Delivers the application records of the outbox: builds the SOAP request, the fallback mail or the applicant's confirmation
 * from the stored application and its files at delivery time (so the outbox holds no copies of
 * the files), and sends it with the configured client or its local sink.
 */
export class ApplicationTransport implements Transport {
  constructor(
    private readonly uploads: Uploads,
    private readonly config: ApplicationConfig,
    private readonly candidates: CandidateClient,
    private readonly mailer: Mailer,
  ) {}

  private async contents(application: ApplicationData): Promise<Uint8Array[] | null> {
    const contents = await Promise.all(application.files.map((file) => this.uploads.content(file.fileId)))
    return contents.every((content): content is Uint8Array => content !== null) ? contents : null
  }

  async send(record: OutboxRecord, signal: AbortSignal): Promise<SendOutcome> {
    const upstream = record.upstream
    if (upstream.channel !== "recruiting" && upstream.channel !== "mail" && upstream.channel !== "confirmation") {
      return { ok: false, retryable: false, error: `not an application record (${upstream.channel})` }
    }
    // The applicant's confirmation carries no files.
    if (upstream.channel === "confirmation") {
      return this.mailer.send(record.id, confirmationMail(upstream.applicationId, upstream.application, this.config.mail.from))
    }
    const contents = await this.contents(upstream.application)
    if (!contents) return { ok: false, retryable: false, error: "An uploaded file of the application is missing" }
    if (upstream.channel === "mail") {
      return this.mailer.send(
        record.id,
        fallbackMail(upstream.applicationId, upstream.application, upstream.failure, contents, this.config.mail),
      )
    }
    // The local sink gets the request production would send, without credentials.
    const settings = this.config.recruiting ?? {
      username: "",
      password: "",
      version: DEFAULT_RECRUITING_VERSION,
      locationQuestionnaireId: DEFAULT_LOCATION_QUESTIONNAIRE_ID,
    }
    const xml = buildCandidateRequest(candidateOf(upstream.application, contents), settings)
    return this.candidates.submit(record.id, xml, signal)
  }
}

/** The production transport: the configured recruiting system and SMTP server, else the local sinks. */
export function applicationTransport(uploads: Uploads, config: ApplicationConfig, fetchImpl: typeof fetch = fetch): ApplicationTransport {
  const candidates = config.recruiting
    ? new SoapCandidateClient(config.recruiting.url, fetchImpl)
    : new XmlFileCandidateClient(config.sinkDirectory)
  const mailer = config.smtpUrl ? new SmtpMailer(config.smtpUrl) : new EmlFileMailer(config.sinkDirectory)
  return new ApplicationTransport(uploads, config, candidates, mailer)
}
