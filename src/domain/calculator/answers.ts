import {
  DRIVERS,
  E_ASSETS,
  FREQUENCIES,
  INFRASTRUCTURE,
  OPERATING_HOURS,
  type Driver,
  type EAsset,
  type Frequency,
  type Infrastructure,
} from "./constants"

/**
 * The calculator's answers (spec: forms section 3) and what each step needs before it goes on
 * (section 4): next on step 0 needs both questions answered; get result on step 1 needs all four,
 * with operating hours above 0.
 */
export interface DriverAnswers {
  /** What drives the visitor towards electric. */
  question1: Driver[]
  /** The e-assets the visitor is interested in. */
  question2: EAsset[]
}

export interface UsageAnswers {
  /** The haul type: the id of a haul-type term. */
  question1: string | null
  /** How often the trailer runs. */
  question2: Frequency | null
  /** The charging infrastructure. */
  question3: Infrastructure[]
  /** Operating hours per year. */
  question4: number | null
}

export const NO_DRIVER_ANSWERS: DriverAnswers = { question1: [], question2: [] }
export const NO_USAGE_ANSWERS: UsageAnswers = { question1: null, question2: null, question3: [], question4: null }

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === "string" && (values as readonly string[]).includes(value)

export function isDriversComplete(answers: DriverAnswers): boolean {
  return (
    answers.question1.length > 0 &&
    answers.question2.length > 0 &&
    answers.question1.every((value) => isOneOf(DRIVERS, value)) &&
    answers.question2.every((value) => isOneOf(E_ASSETS, value))
  )
}

/** Operating hours: a number above 0, at most 10000, in steps of 100. */
export function isValidOperatingHours(hours: number | null): boolean {
  return (
    hours !== null &&
    Number.isFinite(hours) &&
    hours > OPERATING_HOURS.min &&
    hours <= OPERATING_HOURS.max &&
    hours % OPERATING_HOURS.step === 0
  )
}

/** The hours as typed ("2000", " 2 000 ") as a number, or null when it is not one. */
export function parseOperatingHours(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, "")
  return /^\d+$/.test(compact) ? Number(compact) : null
}

export function isUsageComplete(answers: UsageAnswers, haulTypeIds: readonly string[]): boolean {
  return (
    answers.question1 !== null &&
    haulTypeIds.includes(answers.question1) &&
    isOneOf(FREQUENCIES, answers.question2) &&
    answers.question3.length > 0 &&
    answers.question3.every((value) => isOneOf(INFRASTRUCTURE, value)) &&
    isValidOperatingHours(answers.question4)
  )
}
