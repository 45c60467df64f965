import { array, boolean, number, object, string, type ObjectSchema } from "yup"
import { APPLICANT_SOURCES, type ApplicantSource } from "../../config/applicant-sources"
import { PHONE_COUNTRIES } from "../../config/phone-countries"
import { checkFileChoice, FILE_MESSAGES, MAX_ATTACHMENTS } from "./cv"
import { MESSAGES, PHONE_MAX_LENGTH, TEXT_MAX_LENGTH } from "../forms/rules"
import { choice, email, optionalText, privacy, requiredText, typedPhone } from "../forms/schema/fields"

/**
 * The job application forms (spec: forms sections 3 and 5): the open mechanic/trainee form and
 * the form for a vacancy. The browser validates with these schemas and POST /api/send-application
 * validates again with the very same. Files are uploaded when chosen (POST /api/cv-uploads), so
 * the values hold references to uploaded files, not the files.
 */

/** Message keys of the `careers` namespace besides the file messages. */
export const APPLICATION_MESSAGES = { DIGITS: "DIGITS" } as const

/** Spec: digits only for job application forms; at most 13, as every phone. */
export const PHONE_DIGITS_PATTERN = new RegExp(`^\\d{1,${PHONE_MAX_LENGTH}}$`)

/** A requisition id of the recruiting system, as it arrives in ?jobRequisitionId=. */
export const REQUISITION_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$/

/** An uploaded file as the form holds it: the upload's id, and the name and size shown to the applicant. */
export interface AttachmentValue {
  fileId: string
  name: string
  size: number
}

export interface ApplicationBaseValues {
  first_name: string
  last_name: string
  email: string
  phoneCode: string
  phone: string
  fileList: AttachmentValue[]
  reference: ApplicantSource
  privacy: boolean
}

export interface MechanicApplicationValues extends ApplicationBaseValues {
  forMechanic: boolean
  /** The preferred workshop; empty for no preference. */
  location: string
}

export interface VacancyApplicationValues extends ApplicationBaseValues {
  jobRequisitionId: string
}

const attachment = () =>
  object({
    fileId: string().required(FILE_MESSAGES.NOT_UPLOADED).uuid(FILE_MESSAGES.NOT_UPLOADED),
    name: string().required(FILE_MESSAGES.TYPE).max(255, FILE_MESSAGES.TYPE),
    size: number().required(FILE_MESSAGES.EMPTY).integer(FILE_MESSAGES.EMPTY),
  }).test("file-rules", FILE_MESSAGES.TYPE, function check(value) {
    const problem = value ? checkFileChoice(value) : FILE_MESSAGES.NOT_UPLOADED
    return problem ? this.createError({ message: problem }) : true
  })

/** Spec: at least one attachment (the CV), at most MAX_ATTACHMENTS. */
export const fileList = () =>
  array()
    .of(attachment().required())
    .required(FILE_MESSAGES.REQUIRED)
    .min(1, FILE_MESSAGES.REQUIRED)
    .max(MAX_ATTACHMENTS, FILE_MESSAGES.TOO_MANY)

/** Digits once the spaces, dashes and brackets people type are gone. */
export const phoneDigits = () => typedPhone().required(MESSAGES.REQUIRED).matches(PHONE_DIGITS_PATTERN, APPLICATION_MESSAGES.DIGITS)

const base = {
  first_name: requiredText(),
  last_name: requiredText(),
  email: email(),
  phoneCode: choice<string>(PHONE_COUNTRIES),
  phone: phoneDigits(),
  fileList: fileList(),
  reference: choice<ApplicantSource>(APPLICANT_SOURCES),
  privacy: privacy(),
}

export const mechanicApplicationSchema: ObjectSchema<MechanicApplicationValues> = object({
  ...base,
  forMechanic: boolean().default(true).defined(),
  location: optionalText(TEXT_MAX_LENGTH),
})

export const vacancyApplicationSchema: ObjectSchema<VacancyApplicationValues> = object({
  ...base,
  jobRequisitionId: string().trim().required(MESSAGES.REQUIRED).matches(REQUISITION_ID_PATTERN, MESSAGES.INVALID_CHOICE),
})
