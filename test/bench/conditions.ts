/**
 * Waits on conditions over state that changes in callbacks (a driver's reports, a service's
 * updates): `poke()` after every change re-tests what is waited on. A wait that runs out fails
 * with what it waited for and, if given, a description of the state then, so a hang explains itself.
 */
interface Waiter {
  readonly test: () => boolean;
  readonly done: () => void;
}

export class Conditions {
  #waiting: Waiter[] = [];

  until(test: () => boolean, timeoutMs: number, what: string, state?: () => string): Promise<void> {
    if (test()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#waiting = this.#waiting.filter((entry) => entry !== waiter);
        reject(new Error(`${what}: not within ${timeoutMs} ms${state ? ` (${state()})` : ''}`));
      }, timeoutMs);
      const waiter: Waiter = {
        test,
        done: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      this.#waiting.push(waiter);
    });
  }

  poke(): void {
    if (this.#waiting.length === 0) return;
    const still: Waiter[] = [];
    const met: (() => void)[] = [];
    for (const waiter of this.#waiting) {
      if (waiter.test()) met.push(waiter.done);
      else still.push(waiter);
    }
    this.#waiting = still;
    for (const done of met) done();
  }
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
