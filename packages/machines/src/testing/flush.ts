/** Lets promise-based fake actors settle and their done events reach the machine. */
export async function flushPromises(): Promise<void> {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
}
