// A fake Resend API (POST /emails) that records what it was sent and answers as told.
import { sendJson, startFakeServer, type FakeServer } from "./http";

export interface SentEmail {
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  payload: { from: string; to: string[]; reply_to?: string; subject: string; html: string; text: string; attachments?: { filename: string; content: string; content_type?: string }[] };
}

export interface FakeResend extends FakeServer {
  /** Emails the fake accepted (answered 200). */
  accepted: SentEmail[];
  /** Answers for the next requests, in order; when empty, requests succeed. */
  failNext(...statuses: number[]): void;
}

export async function startFakeResend(port = 0): Promise<FakeResend> {
  const accepted: SentEmail[] = [];
  const queue: number[] = [];
  let counter = 0;
  const server = await startFakeServer((request, response) => {
    if (request.method !== "POST" || request.path !== "/emails") return sendJson(response, 404, { statusCode: 404, name: "not_found", message: "Not found" });
    const status = queue.shift();
    if (status && status >= 400) return sendJson(response, status, { statusCode: status, name: "application_error", message: `Fake Resend failure ${status}` });
    counter += 1;
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    accepted.push({ idempotencyKey: header("idempotency-key"), authorization: header("authorization"), payload: JSON.parse(request.body) });
    sendJson(response, 200, { id: `fake-email-${counter}` });
  }, port);
  return {
    ...server,
    accepted,
    failNext(...statuses) {
      queue.push(...statuses);
    },
  };
}
