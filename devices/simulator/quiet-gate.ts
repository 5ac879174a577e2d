/**
 * Holds the simulated reader's frames while the line is quiet for any reason (a silence period,
 * an unplugged cable): the cards wait in the shoe, as when a croupier stops dealing because the
 * reader's light went out. `releaseAll` lets everything through when the simulator stops.
 */
export class QuietGate {
  readonly #reasons = new Set<string>();
  #waiters: (() => void)[] = [];

  get quiet(): boolean {
    return this.#reasons.size > 0;
  }

  hold(reason: string): void {
    this.#reasons.add(reason);
  }

  release(reason: string): void {
    this.#reasons.delete(reason);
    if (!this.quiet) this.#wake();
  }

  /** A stopping simulator must not leave anything waiting. */
  releaseAll(): void {
    this.#reasons.clear();
    this.#wake();
  }

  async whenOpen(): Promise<void> {
    while (this.quiet) await new Promise<void>((resolve) => this.#waiters.push(resolve));
  }

  #wake(): void {
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const wake of waiters) wake();
  }
}
