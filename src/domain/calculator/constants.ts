/**
 * The e-reefer calculator's constants (spec: forms sections 4, 5 and 9). The emission factors per
 * haul type and the country averages are content (Drupal taxonomy terms), not constants.
 */

/** The era option draws this share of the electric factor; battery-only draws all of it. */
export const ERA_ELECTRIC_SHARE = 0.2

/** Factors are in kg CO₂e per operating hour; totals are in tonnes. */
export const KG_PER_TONNE = 1000

/** kg CO₂ a tree absorbs in a year: trees = 1000 x difference / 20. */
export const CO2_KG_PER_TREE = 20

/** kg CO₂ a square metre of forest absorbs in a year: forest area = 1000 x difference / 0.5. */
export const CO2_KG_PER_FOREST_M2 = 0.5

/** Operating hours per year: a number, min 0, max 10000, step 100, and above 0. */
export const OPERATING_HOURS = { min: 0, max: 10000, step: 100 } as const

/** Step 0, question 1: what drives the visitor towards electric (several). */
export const DRIVERS = ["sustainability", "noise", "costs", "regulation", "customers"] as const
export type Driver = (typeof DRIVERS)[number]

/** Step 0, question 2: the e-assets the visitor is interested in (several). */
export const E_ASSETS = ["e-Van", "e-Reefer", "e-Truck", "e-Tractor"] as const
export type EAsset = (typeof E_ASSETS)[number]

/** The e-asset names map: each e-asset as the asset the fleet systems and the CRM know. */
export const E_ASSET_NAMES: Readonly<Record<EAsset, string>> = {
  "e-Van": "Commercial Van",
  "e-Reefer": "Trailer Reefer",
  "e-Truck": "Truck Rigid",
  "e-Tractor": "Truck Standard",
}

/** Step 1, question 2: how often the trailer runs (one). */
export const FREQUENCIES = ["daily", "weekly", "monthly", "occasionally"] as const
export type Frequency = (typeof FREQUENCIES)[number]

/** Step 1, question 3: the charging infrastructure at the visitor's sites (several). */
export const INFRASTRUCTURE = ["available", "planned", "limited", "none"] as const
export type Infrastructure = (typeof INFRASTRUCTURE)[number]

/** The two electric solutions the results compare with diesel. */
export const SOLUTIONS = ["battery", "era"] as const
export type Solution = (typeof SOLUTIONS)[number]

/** The calculator's steps: 0 drivers, 1 usage, 2 results, 3 contact form. */
export const STEPS = ["drivers", "usage", "results", "contact"] as const
export type Step = 0 | 1 | 2 | 3
