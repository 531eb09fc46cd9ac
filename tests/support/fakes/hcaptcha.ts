// A fake hCaptcha siteverify endpoint: form-encoded requests in, JSON answers out.
import { sendJson, startFakeServer, type FakeServer } from "./http";

export interface SiteverifyAnswer {
  status?: number;
  body?: unknown;
  /** Answer only after this long (to exercise the client's timeout). */
  delayMs?: number;
}

export interface FakeHcaptcha extends FakeServer {
  verifyUrl: string;
  /** The parsed form fields of each siteverify request. */
  forms(): Record<string, string>[];
  /** How to answer from now on; receives the parsed form. */
  answer(fn: (form: Record<string, string>) => SiteverifyAnswer): void;
}

export async function startFakeHcaptcha(): Promise<FakeHcaptcha> {
  let decide: (form: Record<string, string>) => SiteverifyAnswer = () => ({ body: { success: true, hostname: "localhost", challenge_ts: new Date().toISOString() } });
  const server = await startFakeServer(async (request, response) => {
    if (request.method !== "POST" || request.path !== "/siteverify") return sendJson(response, 404, { error: "not found" });
    const form = Object.fromEntries(new URLSearchParams(request.body));
    const { status = 200, body = {}, delayMs = 0 } = decide(form);
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (!response.destroyed) sendJson(response, status, body);
  });
  return {
    ...server,
    verifyUrl: `${server.url}/siteverify`,
    forms: () => server.requests.filter((r) => r.path === "/siteverify").map((r) => Object.fromEntries(new URLSearchParams(r.body))),
    answer(fn) {
      decide = fn;
    },
  };
}
