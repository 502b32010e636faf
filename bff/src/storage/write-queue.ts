/**
 * Group commit. Writes that arrive within the same turn of the event loop are handed to `commit`
 * together (one transaction), and each caller's promise settles only once that commit is done, so
 * an answer sent after it can never be for a lost write. While a commit runs, new writes gather for
 * the next one. If a group fails, each of its writes is retried alone, so one bad write never
 * sinks the others.
 */
interface Entry<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

export class WriteQueue<T, R> {
  #pending: Array<Entry<T, R>> = [];
  #scheduled = false;
  #running: Promise<void> | undefined;
  #closed = false;

  /**
   * @param commit commits the items in one transaction and returns one result per item, in order.
   * @param maxBatch most items in one transaction.
   * @param concernsAll tells the errors that no single write caused (the database is unreachable):
   *   those fail the whole group at once, since retrying each write alone would only fail again.
   */
  constructor(
    private readonly commit: (items: T[]) => Promise<R[]>,
    private readonly maxBatch = 256,
    private readonly concernsAll: (error: unknown) => boolean = () => false,
  ) {}

  /** Queues a write; resolves with its result once it is committed. */
  push(item: T): Promise<R> {
    if (this.#closed) return Promise.reject(new Error('Storage is closed'));
    return new Promise<R>((resolve, reject) => {
      this.#pending.push({ item, resolve, reject });
      this.#schedule();
    });
  }

  /** Stops taking writes and resolves once everything queued is committed (or has failed). */
  async close(): Promise<void> {
    this.#closed = true;
    while (this.#scheduled || this.#running || this.#pending.length > 0) {
      await (this.#running ?? new Promise((resolve) => setImmediate(resolve)));
    }
  }

  #schedule() {
    if (this.#scheduled || this.#running) return;
    this.#scheduled = true;
    // setImmediate runs after the I/O callbacks of this turn: every request parsed in it joins.
    setImmediate(() => {
      this.#scheduled = false;
      this.#running = this.#drain();
    });
  }

  async #drain() {
    while (this.#pending.length > 0) {
      await this.#commitGroup(this.#pending.splice(0, this.maxBatch));
    }
    this.#running = undefined;
  }

  async #commitGroup(group: Array<Entry<T, R>>): Promise<void> {
    let results: R[];
    try {
      results = await this.commit(group.map((entry) => entry.item));
    } catch (error) {
      if (group.length === 1 || this.concernsAll(error)) {
        for (const entry of group) entry.reject(error);
        return;
      }
      for (const entry of group) await this.#commitGroup([entry]);
      return;
    }
    group.forEach((entry, i) => {
      entry.resolve(results[i] as R);
    });
  }
}
