import { useId, type CSSProperties } from "react"

export interface ChartBar {
  key: string
  label: string
  /** Tonnes CO₂e per year. */
  value: number
  /** The value as the visitor reads it, with its unit. */
  valueText: string
}

/**
 * A bar per option, its length proportional to its emissions. Each bar carries its label and its
 * value as text, so the chart reads as a list without seeing the bars; the bars themselves are
 * decoration for assistive technology.
 */
export function EmissionsChart({ title, bars }: { title: string; bars: readonly ChartBar[] }) {
  const id = useId()
  const largest = Math.max(...bars.map((bar) => bar.value), 0)
  return (
    <figure className="emissions-chart" aria-labelledby={`${id}-title`}>
      <figcaption className="emissions-chart__title" id={`${id}-title`}>
        {title}
      </figcaption>
      <ul className="emissions-chart__bars">
        {bars.map((bar) => (
          <li key={bar.key} className={`emissions-chart__row emissions-chart__row--${bar.key}`}>
            <span className="emissions-chart__label">{bar.label}</span>
            <span className="emissions-chart__track" aria-hidden="true">
              <span className="emissions-chart__bar" style={{ "--bar-share": largest > 0 ? bar.value / largest : 0 } as CSSProperties} />
            </span>
            <span className="emissions-chart__value">{bar.valueText}</span>
          </li>
        ))}
      </ul>
    </figure>
  )
}
