import { mkdir, writeFile } from "node:fs/promises"
import path from "node:path"
import nodemailer from "nodemailer"
import type Mail from "nodemailer/lib/mailer"
import { errorMessage } from "../errors"
import { isRetryableStatus, parseRetryAfter } from "../outbox/retry"
import type { SendOutcome } from "../outbox/deliver"

/**
 * The two upstreams of an application: the recruiting system (SOAP over HTTPS) and mail (SMTP),
 * each with an offline stand-in that writes what production would send into a local folder.
 */

export interface CandidateClient {
  submit(id: string, soapXml: string, signal: AbortSignal): Promise<SendOutcome>
}

/** A SOAP Fault from the client side (bad data) will fail again; a server-side one may not. */
function isClientFault(body: string): boolean {
  return /<(?:\w+:)?faultcode>\s*(?:\w+:)?Client/i.test(body) || /<(?:\w+:)?Value>\s*(?:\w+:)?Sender/i.test(body)
}

export class SoapCandidateClient implements CandidateClient {
  constructor(
    private readonly url: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async submit(_id: string, soapXml: string, signal: AbortSignal): Promise<SendOutcome> {
    const response = await this.fetchImpl(this.url, {
      method: "POST",
      headers: { "Content-Type": "text/xml; charset=utf-8", SOAPAction: '""' },
      body: soapXml,
      signal,
    })
    if (response.status === 200) return { ok: true, deliveredTo: "recruiting" }
    const body = await response.text().catch(() => "")
    const fault = /<(?:\w+:)?faultstring[^>]*>([^<]{0,200})/i.exec(body)?.[1]?.trim()
    return {
      ok: false,
      retryable: isRetryableStatus(response.status) && !isClientFault(body),
      retryAfterMs: parseRetryAfter(response.headers.get("retry-after")),
      error: `Recruiting system answered ${response.status}${fault ? `: ${fault}` : ""}`,
    }
  }
}

/** Offline: the SOAP request as a file, {directory}/recruiting/{id}.xml. */
export class XmlFileCandidateClient implements CandidateClient {
  constructor(private readonly directory: string) {}

  async submit(id: string, soapXml: string): Promise<SendOutcome> {
    const folder = path.join(this.directory, "recruiting")
    await mkdir(folder, { recursive: true })
    await writeFile(path.join(folder, `${id}.xml`), soapXml)
    return { ok: true, deliveredTo: "local-sink" }
  }
}

export interface Mailer {
  send(id: string, message: Mail.Options): Promise<SendOutcome>
}

export class SmtpMailer implements Mailer {
  private readonly transport: ReturnType<typeof nodemailer.createTransport>

  constructor(smtpUrl: string) {
    this.transport = nodemailer.createTransport(smtpUrl)
  }

  async send(_id: string, message: Mail.Options): Promise<SendOutcome> {
    try {
      await this.transport.sendMail(message)
      return { ok: true, deliveredTo: "smtp" }
    } catch (error) {
      // A permanent rejection (5xx) of the message will not change on a retry.
      const code = (error as { responseCode?: number }).responseCode
      return { ok: false, retryable: !(code && code >= 500), error: `Failed to send email. ${errorMessage(error)}` }
    }
  }
}

/** Offline: the mail as an .eml file you can open, {directory}/mail/{id}.eml. */
export class EmlFileMailer implements Mailer {
  private readonly transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" })

  constructor(private readonly directory: string) {}

  async send(id: string, message: Mail.Options): Promise<SendOutcome> {
    const info = (await this.transport.sendMail(message)) as { message: Buffer }
    const folder = path.join(this.directory, "mail")
    await mkdir(folder, { recursive: true })
    await writeFile(path.join(folder, `${id}.eml`), info.message)
    return { ok: true, deliveredTo: "local-sink" }
  }
}
