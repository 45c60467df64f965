import { CALCULATOR_FACTORS_PATH, isCalculatorFactorsFile, type CalculatorFactorsFile } from "../../../src/domain/calculator/factors"

const CACHE_MS = 5 * 60 * 1000
let cached: { data: CalculatorFactorsFile; until: number } | null = null

/**
 * The calculator's factors the build published from the taxonomy terms (plugins/form-data), read
 * from the site itself, so the function computes with the very factors the page showed. Null when
 * they cannot be read.
 */
export async function loadCalculatorFactors(origin: string, fetchImpl: typeof fetch = fetch): Promise<CalculatorFactorsFile | null> {
  if (cached && cached.until > Date.now()) return cached.data
  try {
    const response = await fetchImpl(new URL(CALCULATOR_FACTORS_PATH, origin), { signal: AbortSignal.timeout(3000) })
    if (!response.ok) return null
    const data: unknown = await response.json()
    if (!isCalculatorFactorsFile(data)) return null
    cached = { data, until: Date.now() + CACHE_MS }
    return data
  } catch {
    return null
  }
}

export function clearCalculatorFactorsCache(): void {
  cached = null
}
