// What a Lighthouse run's simulated (lantern) FCP and LCP are made of: after `lighthouse()` has run in
// this process, lantern's simulator keeps the node timings of its last simulation per label
// (`optimisticLargestContentfulPaint`, …). This lists, for each of the FCP and LCP graphs, the network
// requests (URL, bytes, simulated start → end) and the main-thread tasks (what they did, simulated
// duration) that the estimate waited for. Written beside the report when BENCH_EXPLAIN=1.
import * as Lantern from "lighthouse/core/lib/lantern/lantern.js";

interface TimedNode {
  type: string;
  request?: { url: string; transferSize?: number; priority?: string; resourceType?: string };
  childEvents?: { name: string; args?: { data?: { url?: string } } }[];
}

const LABELS = ["optimisticFirstContentfulPaint", "pessimisticFirstContentfulPaint", "optimisticLargestContentfulPaint", "pessimisticLargestContentfulPaint"];

function describeCpu(node: TimedNode): string {
  const names = new Map<string, number>();
  const scripts = new Set<string>();
  for (const event of node.childEvents ?? []) {
    if (["ParseHTML", "Layout", "UpdateLayoutTree", "Paint", "EvaluateScript", "FunctionCall", "ParseAuthorStyleSheet", "v8.compile", "PrePaint", "Commit"].includes(event.name)) {
      names.set(event.name, (names.get(event.name) ?? 0) + 1);
    }
    if (event.name === "EvaluateScript" && event.args?.data?.url) scripts.add(event.args.data.url.replace(/^https?:\/\/[^/]+/, ""));
  }
  return [...names.keys()].join("+") + (scripts.size ? ` ${[...scripts].join(" ")}` : "");
}

/** One text block per graph: its estimate and the nodes it waited for, in simulated start order. */
export function explainLantern(origin: string): string {
  const all = (Lantern as unknown as { Simulation: { Simulator: { allNodeTimings: Map<string, Map<TimedNode, { startTime: number; endTime: number }>> } } }).Simulation.Simulator.allNodeTimings;
  const out: string[] = [];
  for (const label of LABELS) {
    const timings = all.get(label);
    if (!timings) continue;
    const entries = [...timings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
    const end = Math.max(...entries.map(([, t]) => t.endTime));
    let cpuMs = 0;
    let bytes = 0;
    const lines = entries.map(([node, t]) => {
      const span = `${String(Math.round(t.startTime)).padStart(5)} → ${String(Math.round(t.endTime)).padStart(5)} ms`;
      if (node.type === "network" && node.request) {
        bytes += node.request.transferSize ?? 0;
        return `  ${span}  net ${((node.request.transferSize ?? 0) / 1024).toFixed(1).padStart(6)} KB ${node.request.priority ?? ""} ${node.request.url.replace(origin, "")}`;
      }
      cpuMs += t.endTime - t.startTime;
      return `  ${span}  cpu ${String(Math.round(t.endTime - t.startTime)).padStart(4)} ms ${describeCpu(node)}`;
    });
    out.push(`${label}: ${Math.round(end)} ms · ${entries.length} nodes · ${(bytes / 1024).toFixed(1)} KB · CPU ${Math.round(cpuMs)} ms`, ...lines);
  }
  return out.join("\n");
}
