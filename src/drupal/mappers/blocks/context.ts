/** What a block mapper knows about where the block is. */
export interface BlockContext {
  locale: string
  /** How many blocks of the same type come before this one on the page. */
  occurrence: number
}
