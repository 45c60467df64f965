import { randomUUID } from "node:crypto"
import type { Context } from "@netlify/functions"
import { FILE_MESSAGES, UPLOAD_CHUNK_BYTES } from "../../../src/domain/careers/cv"
import { parseEnvelope, idempotencyKey } from "../forms/envelope"
import { endpoint } from "../endpoint"
import { clientError, json } from "../http"
import { readBody, readLimitedBytes } from "../request-body"
import { APPLICATION_FORM_IDS } from "./application"
import { acceptApplication, sendFallbackMail, type ApplicationDeps } from "./service"
import { UPLOAD_TOKEN_HEADER, uploadVisitor } from "./upload-token"
import { checkUploadStart, type UploadResult } from "./uploads"

/**
 * The job application endpoints, as thin handlers: method guard -> parse within a size limit ->
 * service -> Response. Malformed input gets a 4xx with a machine-readable error (and, for a file,
 * the message key the form shows), never a 5xx.
 */
export type ApplicationDepsFactory = (request: Request, context: Context | undefined) => ApplicationDeps

/** A start request and the small JSON bodies: a name and a size, or an application's values. */
const UPLOAD_START_MAX_BYTES = 1024
export const APPLICATION_MAX_BODY_BYTES = 16 * 1024
const SEND_MAIL_MAX_BODY_BYTES = 1024

/** The visitor an upload request comes from, by its Upload-Token header, or the 403 that refuses it. */
function visitorOf(request: Request): { ok: true; visitor: string } | { ok: false; response: Response } {
  const checked = uploadVisitor(request.headers.get(UPLOAD_TOKEN_HEADER))
  return checked.ok ? checked : { ok: false, response: clientError(403, checked.error, { message: FILE_MESSAGES.NOT_UPLOADED }) }
}

function uploadAnswer<T>(result: UploadResult<T>, status = 200): Response {
  if (result.ok) return json(status, result.value)
  return json(result.status, result.message ? { error: result.error, message: result.message } : { error: result.error })
}

/** POST /api/cv-uploads `{ name, size }` with an Upload-Token header -> 201 `{ uploadId, chunkBytes, chunkCount }`. */
export function uploadStartEndpoint(depsFor: ApplicationDepsFactory) {
  return endpoint(["POST"], async (request: Request, context?: Context): Promise<Response> => {
    const from = visitorOf(request)
    if (!from.ok) return from.response
    const body = await readBody(request, { maxBytes: UPLOAD_START_MAX_BYTES, accept: ["json"] })
    if (!body.ok) return body.response
    const checked = checkUploadStart(body.data)
    if (!checked.ok) return uploadAnswer(checked)
    return uploadAnswer(await depsFor(request, context).uploads.start(checked.value, from.visitor), 201)
  })
}

const CHUNK_PATH = /\/api\/cv-uploads\/([0-9a-f-]{36})\/chunks\/(\d{1,3})\/?$/
const COMPLETE_PATH = /\/api\/cv-uploads\/([0-9a-f-]{36})\/complete\/?$/

/** PUT /api/cv-uploads/{uploadId}/chunks/{index}, the chunk's bytes as application/octet-stream. */
export function uploadChunkEndpoint(depsFor: ApplicationDepsFactory) {
  return endpoint(["PUT"], async (request: Request, context?: Context): Promise<Response> => {
    const match = CHUNK_PATH.exec(new URL(request.url).pathname)
    if (!match) return clientError(404, "unknown_upload")
    const from = visitorOf(request)
    if (!from.ok) return from.response
    if ((request.headers.get("content-type") ?? "").split(";")[0].trim() !== "application/octet-stream") {
      return clientError(415, "unsupported_media_type", { accepted: ["application/octet-stream"] })
    }
    const bytes = await readLimitedBytes(request, UPLOAD_CHUNK_BYTES).catch(() => undefined)
    if (bytes === undefined) return clientError(400, "unreadable_body")
    if (bytes === null) return clientError(413, "payload_too_large", { maxBytes: UPLOAD_CHUNK_BYTES })
    return uploadAnswer(await depsFor(request, context).uploads.putChunk(match[1], Number(match[2]), bytes, from.visitor))
  })
}

/** POST /api/cv-uploads/{uploadId}/complete -> `{ fileId, size }`, or 422 when the content is not what its extension says. */
export function uploadCompleteEndpoint(depsFor: ApplicationDepsFactory) {
  return endpoint(["POST"], async (request: Request, context?: Context): Promise<Response> => {
    const match = COMPLETE_PATH.exec(new URL(request.url).pathname)
    if (!match) return clientError(404, "unknown_upload")
    const from = visitorOf(request)
    if (!from.ok) return from.response
    return uploadAnswer(await depsFor(request, context).uploads.complete(match[1], from.visitor))
  })
}

/**
 * POST /api/send-application `{ formId, locale, values, context, utm }` with an Idempotency-Key
 * header: 200 when the recruiting system took the application, 202 when it is stored and not
 * delivered yet (the browser then asks for the fallback mail).
 */
export function sendApplicationEndpoint(depsFor: ApplicationDepsFactory) {
  return endpoint(["POST"], async (request: Request, context?: Context): Promise<Response> => {
    const body = await readBody(request, { maxBytes: APPLICATION_MAX_BODY_BYTES, accept: ["json"] })
    if (!body.ok) return body.response
    const parsed = parseEnvelope(body.data, APPLICATION_FORM_IDS)
    if (!parsed.ok) return parsed.response
    const key = idempotencyKey(request.headers.get("idempotency-key"), randomUUID)
    if (!key) return clientError(400, "invalid_idempotency_key")
    const { formId, locale, values, honeypotHit } = parsed.envelope
    return acceptApplication({ formId, locale, values, honeypotHit, idempotencyKey: key }, depsFor(request, context))
  })
}

const APPLICATION_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/

/** POST /api/send-mail `{ applicationId }`: 200 sent, 202 stored for a retry, 404 unknown application. */
export function sendMailEndpoint(depsFor: ApplicationDepsFactory) {
  return endpoint(["POST"], async (request: Request, context?: Context): Promise<Response> => {
    const body = await readBody(request, { maxBytes: SEND_MAIL_MAX_BODY_BYTES, accept: ["json"] })
    if (!body.ok) return body.response
    const extra = Object.keys(body.data).filter((key) => key !== "applicationId")
    if (extra.length) return clientError(400, "unknown_fields", { fields: extra })
    const { applicationId } = body.data
    if (typeof applicationId !== "string" || !APPLICATION_ID_PATTERN.test(applicationId)) return clientError(400, "invalid_application_id")
    return sendFallbackMail(applicationId, depsFor(request, context))
  })
}
