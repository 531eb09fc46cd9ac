// A fake Stripe API on loopback for the calls the studio makes (Checkout Sessions create/retrieve,
// Refunds create), honouring Idempotency-Key like Stripe, plus webhook events signed exactly as
// Stripe signs them (the SDK's own test-header helper: t=<timestamp>,v1=HMAC-SHA256).
import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import { sendJson, startFakeServer, type FakeServer } from "./http";

type Json = Record<string, unknown>;

export interface FakeSession extends Json {
  id: string;
  object: "checkout.session";
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string | null;
  payment_status: "unpaid" | "paid";
  status: "open" | "complete";
  url: string;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  client_reference_id: string | null;
}

export interface FakeStripe extends FakeServer {
  sessions: Map<string, FakeSession>;
  refunds: Json[];
  /** Answers for the next API requests, in order (e.g. 500, 503); when empty, requests succeed. */
  failNext(...statuses: number[]): void;
  /** Drops the failures still queued: Stripe is reachable again. */
  recover(): void;
  /** The customer pays on Stripe's page: the session becomes paid; returns the completed event. */
  pay(sessionId: string): Json;
  /** A charge.refunded event for a session's payment intent, with the refunds given. */
  chargeRefunded(sessionId: string, refunds: { id?: string; amount: number; metadata?: Record<string, string> }[]): Json;
}

/** `a[b][0][c]=v` form bodies (how the SDK encodes) into nested objects. */
function parseForm(body: string): Json {
  const out: Json = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const path = rawKey.replace(/\]/g, "").split("[");
    let node: Json = out;
    path.forEach((key, i) => {
      if (i === path.length - 1) node[key] = value;
      else node = (node[key] ??= {}) as Json;
    });
  }
  return out;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>();
  const refunds: Json[] = [];
  const byKey = new Map<string, unknown>();
  const queue: number[] = [];
  const server = await startFakeServer((request, response) => {
    const failure = queue.shift();
    if (failure) return sendJson(response, failure, { error: { type: "api_error", message: `Fake Stripe failure ${failure}` } });
    const key = request.headers["idempotency-key"] as string | undefined;
    const remembered = key ? byKey.get(`${request.path}|${key}`) : undefined;
    if (remembered) return sendJson(response, 200, remembered);
    const answer = (status: number, body: unknown) => {
      if (key && status === 200) byKey.set(`${request.path}|${key}`, body);
      sendJson(response, status, body);
    };
    if (request.method === "POST" && request.path === "/v1/checkout/sessions") {
      const form = parseForm(request.body);
      const item = (form.line_items as Json)["0"] as Json;
      const price = item.price_data as Json;
      const id = newId("cs_test");
      const session: FakeSession = {
        id,
        object: "checkout.session",
        amount_total: Number(price.unit_amount) * Number(item.quantity ?? 1),
        currency: String(price.currency),
        metadata: (form.metadata as Record<string, string>) ?? {},
        payment_intent: null,
        payment_status: "unpaid",
        status: "open",
        url: `https://checkout.stripe.test/c/pay/${id}`,
        success_url: String(form.success_url),
        cancel_url: String(form.cancel_url),
        expires_at: Math.floor(Date.now() / 1000) + 24 * 3600,
        client_reference_id: (form.client_reference_id as string) ?? null,
      };
      sessions.set(id, session);
      return answer(200, session);
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/?]+)/.exec(request.path);
    if (request.method === "GET" && retrieve) {
      const session = sessions.get(decodeURIComponent(retrieve[1]));
      return session ? answer(200, session) : sendJson(response, 404, { error: { type: "invalid_request_error", message: "No such checkout.session" } });
    }
    if (request.method === "POST" && request.path === "/v1/refunds") {
      const form = parseForm(request.body);
      const refund = { id: newId("re_test"), object: "refund", amount: Number(form.amount), currency: "usd", payment_intent: form.payment_intent, metadata: form.metadata ?? {}, status: "succeeded" };
      refunds.push(refund);
      return answer(200, refund);
    }
    sendJson(response, 404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${request.method}: ${request.path})` } });
  });
  const event = (type: string, object: Json): Json => ({ id: newId("evt_test"), object: "event", api_version: "2026-10-28.endive", created: Math.floor(Date.now() / 1000), livemode: false, type, data: { object } });
  return {
    ...server,
    sessions,
    refunds,
    failNext(...statuses) {
      queue.push(...statuses);
    },
    recover() {
      queue.length = 0;
    },
    pay(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`fake Stripe: no session ${sessionId}`);
      session.payment_status = "paid";
      session.status = "complete";
      session.payment_intent ??= newId("pi_test");
      return event("checkout.session.completed", { ...session });
    },
    chargeRefunded(sessionId, list) {
      const session = sessions.get(sessionId)!;
      const data = list.map((r) => ({ id: r.id ?? newId("re_test"), object: "refund", amount: r.amount, currency: session.currency, status: "succeeded", payment_intent: session.payment_intent, metadata: r.metadata ?? {} }));
      return event("charge.refunded", {
        id: newId("ch_test"),
        object: "charge",
        amount: session.amount_total,
        amount_refunded: data.reduce((sum, r) => sum + r.amount, 0),
        currency: session.currency,
        payment_intent: session.payment_intent,
        metadata: session.metadata,
        refunded: true,
        refunds: { object: "list", data },
      });
    },
  };
}

/** A delivery as Stripe sends it: the JSON body and its Stripe-Signature header. */
export function signStripeEvent(secret: string, event: unknown, options: { at?: Date; body?: string } = {}) {
  const body = options.body ?? JSON.stringify(event);
  const timestamp = Math.floor((options.at ?? new Date()).getTime() / 1000);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp });
  return { body, headers: { "content-type": "application/json", "stripe-signature": signature } };
}

export const newStripeWebhookSecret = () => `whsec_${randomBytes(24).toString("hex")}`;
