// A fake Resend API (POST /emails) that records what it was sent and answers as told.
import { randomBytes, randomUUID } from "node:crypto";
import { Webhook } from "standardwebhooks";
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

/** A webhook delivery as Resend sends it (Svix signature over `${id}.${timestamp}.${body}`). */
export function signResendWebhook(secret: string, event: unknown, options: { id?: string; at?: Date; body?: string } = {}) {
  const id = options.id ?? `msg_${randomUUID().replaceAll("-", "")}`;
  const at = options.at ?? new Date();
  const body = options.body ?? JSON.stringify(event);
  const signature = new Webhook(secret).sign(id, at, body);
  return { body, headers: { "content-type": "application/json", "svix-id": id, "svix-timestamp": String(Math.floor(at.getTime() / 1000)), "svix-signature": signature } };
}

export const newWebhookSecret = () => `whsec_${randomBytes(24).toString("base64")}`;
