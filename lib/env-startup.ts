// Node-only start-up step (imported by instrumentation.ts on the Node runtime): print the one-line
// configuration error and stop the process.
import { assertValidEnv, InvalidEnvironmentError } from "./env";

export function stopOnInvalidEnv(): void {
  try {
    assertValidEnv();
  } catch (error) {
    if (!(error instanceof InvalidEnvironmentError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
