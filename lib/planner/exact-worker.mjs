// The exact model's solve, off the request thread: one HiGHS (WebAssembly) solve per message.
// Plain ESM so it runs unbundled beside both `next start` and the tests (located by lib/planner/exact-run.ts).
import { parentPort } from "node:worker_threads";
import loadHighs from "highs";

const highs = await loadHighs();
parentPort.postMessage({ ready: true });
parentPort.on("message", ({ lp, options }) => {
  try {
    const result = highs.solve(lp, options);
    const primal = {};
    for (const [name, column] of Object.entries(result.Columns ?? {})) if (column.Primal > 0.5) primal[name] = 1;
    parentPort.postMessage({ status: result.Status, primal, objective: result.ObjectiveValue });
  } catch (error) {
    parentPort.postMessage({ status: "Error", primal: {}, error: String(error) });
  }
});
