/** What a process keeps about one database's content index, shared by content-index.ts and its two implementations. */
export interface IndexState {
  /** Whether this Db has checked (and if needed built) the index tables. */
  built: boolean;
  /** PostgreSQL: that check, while it runs. */
  building: Promise<void> | null;
  /** The background catch-up, while it runs; resolves when the queue is empty. */
  catchingUp: Promise<void> | null;
}
