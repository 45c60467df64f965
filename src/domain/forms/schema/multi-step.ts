import { MESSAGES, TEXT_MAX_LENGTH } from "../rules"
import { text } from "./fields"

/** The step a multi-step form validates, handed to yup as context ($step). */
export interface StepContext {
  step?: number
}

/** The third step (index 2) is where a multi-step form asks for the person. */
export const PERSON_STEP = 2

/**
 * first_name in a multi-step form: required only when the third step (index 2) is validated, or
 * when no step is given (the final check, and the function's).
 */
export const multiStepFirstName = () =>
  text()
    .trim()
    .max(TEXT_MAX_LENGTH, MESSAGES.TOO_LONG)
    .default("")
    .defined()
    .when("$step", ([step], schema) => (step === undefined || step >= PERSON_STEP ? schema.required(MESSAGES.REQUIRED) : schema))

/** The fields each step shows and validates; the last step has the submit button. */
export type StepFields<T> = ReadonlyArray<ReadonlyArray<keyof T & string>>
