import { useEffect, useRef, useState } from "react"
import { telUri } from "../../../domain/tel-uri"

interface PhoneRevealProps {
  phone: string
  /** The button's visible text, e.g. "Call". */
  label: string
  /** Whose number it is, for screen readers: "Call Fleetlane Aarhus". */
  name: string
}

/**
 * A location card's phone (spec: phone on a location card): hidden until the button is pressed,
 * then a tel: link, which takes the focus the button had.
 */
export function PhoneReveal({ phone, label, name }: PhoneRevealProps) {
  const [shown, setShown] = useState(false)
  const link = useRef<HTMLAnchorElement>(null)
  useEffect(() => {
    if (shown) link.current?.focus()
  }, [shown])

  if (shown) {
    return (
      <a ref={link} href={telUri(phone)} className="location-card__phone">
        {phone}
      </a>
    )
  }
  return (
    <button type="button" className="button location-card__call" onClick={() => setShown(true)}>
      {label}
      <span className="visually-hidden">{` ${name}`}</span>
    </button>
  )
}
