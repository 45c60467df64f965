/**
 * Spec (forms section 4): when an application could not be delivered, the fallback mail is tried,
 * a flag is stored in local storage and the page reloads; on load the flag is cleared and a
 * persistent error toast is shown.
 */
export const APPLICATION_FAILURE_FLAG = "fleetlane:application-failed"

type FlagStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">

export function markApplicationFailure(storage: FlagStorage, at: Date = new Date()): void {
  storage.setItem(APPLICATION_FAILURE_FLAG, at.toISOString())
}

/** Whether the flag was set; it is cleared either way, so the toast shows once. */
export function takeApplicationFailure(storage: FlagStorage): boolean {
  const flagged = storage.getItem(APPLICATION_FAILURE_FLAG) !== null
  storage.removeItem(APPLICATION_FAILURE_FLAG)
  return flagged
}
