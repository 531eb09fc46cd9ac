// Node-only start-up step (imported by instrumentation.ts on the Node runtime): print the one-line
// configuration error and stop the process, or warn about a test-only flag left on.
import { assertValidEnv, InvalidEnvironmentError, startupWarnings } from "./env";

export function stopOnInvalidEnv(): void {
  try {
    const env = assertValidEnv();
    for (const warning of startupWarnings(env)) console.warn(warning);
  } catch (error) {
    if (!(error instanceof InvalidEnvironmentError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
