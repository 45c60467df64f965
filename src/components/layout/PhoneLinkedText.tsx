import { phoneSegments } from "../../domain/phone-links"

/** An editor's text with each phone number in it as a tap-to-call link (the menu's 24/7 breakdown number). */
export function PhoneLinkedText({ text }: { text: string }) {
  return (
    <>
      {phoneSegments(text).map((segment, index) =>
        segment.kind === "phone" ? (
          <a key={index} href={segment.href} className="phone-link">
            {segment.text}
          </a>
        ) : (
          segment.text
        ),
      )}
    </>
  )
}
