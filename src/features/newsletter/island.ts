import { Newsletter } from "./Newsletter"

export { Newsletter as Component }

/** The sign-up reacts to what is typed; its code loads at the visitor's first interaction with the page. */
export const hydrates = () => true
