import { CO2_KG_PER_FOREST_M2, CO2_KG_PER_TREE, ERA_ELECTRIC_SHARE, KG_PER_TONNE, type Infrastructure, type Solution } from "./constants"

/**
 * The calculator's formulas (spec: forms section 9). Factors are kg CO₂e per operating hour, the
 * country average a multiplier; totals come out in tonnes CO₂e per year. Nothing is rounded here:
 * rounding is for display.
 */

/** Diesel total = diesel factor x country average x hours / 1000. */
export function dieselTotal(dieselFactor: number, countryAverage: number, hours: number): number {
  return (dieselFactor * countryAverage * hours) / KG_PER_TONNE
}

/** The share of the electric factor a solution draws: era 0.2, battery-only all of it. */
export function electricShare(solution: Solution): number {
  return solution === "era" ? ERA_ELECTRIC_SHARE : 1
}

/** Electric total = (share x electric factor) x country average x hours / 1000. */
export function electricTotal(electricFactor: number, countryAverage: number, hours: number, solution: Solution): number {
  return (electricShare(solution) * electricFactor * countryAverage * hours) / KG_PER_TONNE
}

/** The saving: the difference between the diesel and the electric total, in tonnes. */
export function saving(diesel: number, electric: number): number {
  return diesel - electric
}

/** The difference over the diesel total, as a fraction (0.8 is 80 %); 0 when there is no diesel total. */
export function savingShare(diesel: number, electric: number): number {
  return diesel > 0 ? saving(diesel, electric) / diesel : 0
}

/** Trees = 1000 x difference / 20: the trees that absorb the saving in a year. */
export function trees(difference: number): number {
  return (KG_PER_TONNE * difference) / CO2_KG_PER_TREE
}

/** Forest area = 1000 x difference / 0.5, in m²: the forest that absorbs the saving in a year. */
export function forestArea(difference: number): number {
  return (KG_PER_TONNE * difference) / CO2_KG_PER_FOREST_M2
}

/**
 * The order of the recommended solutions: battery-only first when charging infrastructure is
 * available or will be; era first when there is none or it is limited. When the visitor ticks both
 * kinds (available at one site, none at another), the infrastructure they have or will have wins.
 */
export function recommendedOrder(infrastructure: readonly Infrastructure[]): [Solution, Solution] {
  return infrastructure.includes("available") || infrastructure.includes("planned") ? ["battery", "era"] : ["era", "battery"]
}

export interface CalculatorInput {
  dieselFactor: number
  electricFactor: number
  countryAverage: number
  hours: number
  infrastructure: readonly Infrastructure[]
}

export interface SolutionResult {
  solution: Solution
  /** Tonnes CO₂e per year. */
  electricTotal: number
  /** Tonnes CO₂e per year saved compared with diesel. */
  saving: number
  /** The saving over the diesel total (0..1). */
  savingShare: number
  trees: number
  /** m² */
  forestArea: number
}

export interface CalculatorResult {
  /** Tonnes CO₂e per year. */
  dieselTotal: number
  /** Both solutions, the recommended one first. */
  solutions: [SolutionResult, SolutionResult]
}

export function calculate(input: CalculatorInput): CalculatorResult {
  const diesel = dieselTotal(input.dieselFactor, input.countryAverage, input.hours)
  const result = (solution: Solution): SolutionResult => {
    const electric = electricTotal(input.electricFactor, input.countryAverage, input.hours, solution)
    const difference = saving(diesel, electric)
    return {
      solution,
      electricTotal: electric,
      saving: difference,
      savingShare: savingShare(diesel, electric),
      trees: trees(difference),
      forestArea: forestArea(difference),
    }
  }
  const [first, second] = recommendedOrder(input.infrastructure)
  return { dieselTotal: diesel, solutions: [result(first), result(second)] }
}
