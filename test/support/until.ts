/** Polls `done` every 10 ms until it holds, for at most 10 s (a generous deadline, never a fixed sleep). */
export async function until(what: string, done: () => boolean): Promise<void> {
  for (let waited = 0; !done(); waited += 10) {
    if (waited > 10_000) throw new Error(`still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
