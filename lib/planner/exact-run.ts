// Runs one HiGHS solve in a worker thread, so a solve (one synchronous WebAssembly call) never holds
// the request thread. The worker is a plain .mjs file in the repo, located from the working directory
// (`next start` and the tests run from the project root). One loaded worker waits on standby (starting
// one and loading WebAssembly takes ~0.5 s under load); each solve takes it and a new one is started.
// A solve that overruns its hard limit is terminated.
import path from "node:path";
import { Worker } from "node:worker_threads";

export interface LpResult {
  status: string;
  /** Columns at 1 in the solution. */
  primal: Record<string, 1>;
  /** The objective's value (an LP's optimum bounds its integer programme). */
  objective?: number;
}

const WORKER_FILE = path.join(/* turbopackIgnore: true */ process.cwd(), "lib", "planner", "exact-worker.mjs");
let standby: Promise<Worker | null> | null = null;

let reported = false;
/** Said once per process: the day planner then answers the heuristic's plans only. */
function unavailable(error: unknown): null {
  if (!reported) console.error(`[planner] exact model worker unavailable (${WORKER_FILE}): ${error instanceof Error ? error.message : String(error)}`);
  reported = true;
  return null;
}

function startWorker(): Promise<Worker | null> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(WORKER_FILE);
    } catch (error) {
      return resolve(unavailable(error));
    }
    worker.unref();
    worker.once("message", () => resolve(worker));
    worker.once("error", (error) => resolve(unavailable(error)));
    worker.once("exit", () => resolve(null));
  });
}

/** Starts the standby worker now (a planning screen opening), so the first solve does not wait for it. */
export function warmExactWorker(): void {
  standby ??= startWorker();
}

/** Solves an LP-format model in a worker; null when it fails, overruns `hardLimitMs` or is aborted (worker terminated). */
export async function solveLpInWorker(lp: string, options: Record<string, unknown>, hardLimitMs: number, signal?: AbortSignal): Promise<LpResult | null> {
  if (signal?.aborted) return null;
  const started = performance.now();
  const ready = standby ?? startWorker();
  standby = startWorker();
  const timeout = new Promise<null>((resolve) => setTimeout(resolve, hardLimitMs));
  const worker = await Promise.race([ready, timeout]);
  if (!worker) {
    void ready.then((w) => w?.terminate());
    return null;
  }
  return new Promise((resolve) => {
    const finish = (result: LpResult | null) => {
      clearTimeout(timer);
      worker.removeAllListeners();
      void worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(() => finish(null), Math.max(0, hardLimitMs - (performance.now() - started)));
    signal?.addEventListener("abort", () => finish(null), { once: true });
    worker.once("message", (result: LpResult & { error?: string }) => finish(result.error ? null : result));
    worker.once("error", () => finish(null));
    worker.once("exit", () => finish(null));
    worker.postMessage({ lp, options });
  });
}
