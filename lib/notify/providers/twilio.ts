// Texts through Twilio's official SDK (Messages API). The client is made lazily and again when the
// account or the API base changes. TWILIO_API_BASE (tests) swaps only the origin inside the SDK's own
// HTTP client, so the SDK's request code (auth, form encoding, errors) is what talks to the loopback fake.
// The SDK is imported on first use (twilioSdk()): only sending and webhooks need its 0.3 s of loading.
import type { Twilio } from "twilio";
import type RequestClient from "twilio/lib/base/RequestClient";
import { serverEnv, studio } from "@/lib/env";
import { PermanentTextError, type TextProvider } from "./text-types";

/** Twilio error codes that no retry can fix: unsubscribed (STOP), not a mobile number, invalid or unreachable number. */
const OPTED_OUT_CODES = new Set([21610]);
const PERMANENT_CODES = new Set([21211, 21214, 21408, 21610, 21612, 21614, 21617, 21635]);

type TwilioSdk = typeof import("twilio");
let sdk: Promise<TwilioSdk> | undefined;

/** Twilio's SDK, imported once on first use. */
export const twilioSdk = (): Promise<TwilioSdk> => (sdk ??= import("twilio").then((module) => module.default));

/** The SDK's own HTTP client with only the origin swapped (TWILIO_API_BASE). */
function rebasedRequestClient(twilio: TwilioSdk, base: string, timeout: number) {
  class RebasedRequestClient extends twilio.RequestClient {
    request<TData>(opts: RequestClient.RequestOptions<TData>) {
      const target = new URL(opts.uri);
      const origin = new URL(base);
      target.protocol = origin.protocol;
      target.host = origin.host;
      return super.request<TData>({ ...opts, uri: target.href });
    }
  }
  return new RebasedRequestClient({ timeout });
}

let cached: { fingerprint: string; client: Twilio } | null = null;

async function client(): Promise<Twilio> {
  const env = serverEnv();
  if (!env.TWILIO_ACCOUNT_SID || !env.TWILIO_AUTH_TOKEN) throw new Error("TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN are not set");
  const fingerprint = [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_API_BASE ?? "", env.TWILIO_TIMEOUT_MS].join("\u0000");
  if (!cached || cached.fingerprint !== fingerprint) {
    const twilio = await twilioSdk();
    const httpClient = env.TWILIO_API_BASE ? rebasedRequestClient(twilio, env.TWILIO_API_BASE, env.TWILIO_TIMEOUT_MS) : new twilio.RequestClient({ timeout: env.TWILIO_TIMEOUT_MS });
    cached = { fingerprint, client: twilio(env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, { httpClient }) };
  }
  return cached.client;
}

/** Where Twilio reports delivered / failed / undelivered (signed; lib/notify/sms/webhooks.ts records it). */
export const twilioStatusCallbackUrl = () => `${studio.publicBaseUrl}/api/webhooks/twilio/status`;

export const twilioProvider: TextProvider = {
  name: "twilio",
  async send(text) {
    const env = serverEnv();
    try {
      const message = await (await client()).messages.create({
        to: text.to,
        body: text.body,
        ...(env.TWILIO_MESSAGING_SERVICE_SID ? { messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID } : { from: env.TWILIO_FROM! }),
        statusCallback: twilioStatusCallbackUrl(),
      });
      if (!message.sid) throw new Error("Twilio: no message SID in the answer");
      return { providerId: message.sid };
    } catch (error) {
      const { status, code, message } = error as { status?: number; code?: number; message?: string };
      const detail = `Twilio${status ? ` HTTP ${status}` : ""}${code ? ` error ${code}` : ""}: ${message ?? String(error)}`;
      if (code && PERMANENT_CODES.has(code)) throw new PermanentTextError(detail, OPTED_OUT_CODES.has(code));
      throw new Error(detail);
    }
  },
};
