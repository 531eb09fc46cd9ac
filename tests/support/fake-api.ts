// A fetch stand-in for component tests: answers by "METHOD path" and records every request,
// so a test can assert what the screen sent (or that it sent nothing).
import { vi } from "vitest";

export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

type Answer = { status?: number; body: unknown } | (() => Promise<{ status?: number; body: unknown }>);

export function fakeApi(routes: Record<string, Answer>) {
  const sent: SentRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? "GET";
    const body = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
    sent.push({ method, url, body, headers: (init.headers ?? {}) as Record<string, string> });
    const route = routes[`${method} ${url}`];
    if (!route) return new Response(JSON.stringify({ error: `No fake answer for ${method} ${url}` }), { status: 404 });
    const answer = typeof route === "function" ? await route() : route;
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { "Content-Type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetch);
  return { sent, writes: () => sent.filter((r) => r.method !== "GET") };
}
