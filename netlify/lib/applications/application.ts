import type { ApplicationFormId } from "../../../src/domain/careers/application-form-ids"
import type { CandidateApplication } from "./candidate-soap"

export { APPLICATION_FORM_IDS, type ApplicationFormId } from "../../../src/domain/careers/application-form-ids"

export interface ApplicationFile {
  fileId: string
  /** Generated, never the applicant's file name. */
  fileName: string
  contentType: string
  size: number
  sha256: string
}

/**
 * An application as it is stored before any upstream call: the validated values, resolved on the
 * server (dialling code, job requisition), and references to the uploaded files.
 */
export interface ApplicationData {
  formId: ApplicationFormId
  locale: string
  firstName: string
  lastName: string
  email: string
  /** ISO 3166-1 alpha-2 of the phone number's country. */
  phoneCountry: string
  /** Its calling code, digits only. */
  phoneCode: string
  phone: string
  jobRequisitionId: string
  /** The applicant source code (how the applicant heard of the job). */
  source: string
  location: string | null
  /** Mechanic (true) or trainee (false); null on the vacancy form. */
  forMechanic: boolean | null
  files: ApplicationFile[]
  receivedAt: string
}

/** The candidate-creation request's values, with each file's content as base64. */
export function candidateOf(application: ApplicationData, contents: readonly Uint8Array[]): CandidateApplication {
  return {
    firstName: application.firstName,
    lastName: application.lastName,
    email: application.email,
    phoneCountry: application.phoneCountry,
    phoneCode: application.phoneCode,
    phone: application.phone,
    jobRequisitionId: application.jobRequisitionId,
    sourceReference: application.source,
    location: application.location,
    attachments: application.files.map((file, index) => ({
      fileName: file.fileName,
      contentType: file.contentType,
      base64: Buffer.from(contents[index]).toString("base64"),
    })),
  }
}
