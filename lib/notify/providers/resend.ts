// Resend over its SDK. The client is created lazily (the constructor throws without a key) and
// again whenever the key or RESEND_BASE_URL changes. The SDK reads RESEND_BASE_URL itself only when
// constructed; it is passed explicitly so the two can never disagree.
import { Resend } from "resend";
import type { EmailProvider } from "./types";
import { serverEnv } from "@/lib/env";

let cached: { key: string; baseUrl: string | undefined; client: Resend } | null = null;

function client(): Resend {
  const env = serverEnv();
  const key = env.RESEND_API_KEY;
  if (!key) throw new Error("RESEND_API_KEY is not set");
  const baseUrl = env.RESEND_BASE_URL?.replace(/\/+$/, "") || undefined;
  if (!cached || cached.key !== key || cached.baseUrl !== baseUrl) {
    cached = { key, baseUrl, client: new Resend(key, baseUrl ? { baseUrl } : undefined) };
  }
  return cached.client;
}

export const resendProvider: EmailProvider = {
  name: "resend",
  async send(email, { idempotencyKey }) {
    const timeoutMs = serverEnv().RESEND_TIMEOUT_MS;
    const { data, error } = await client().emails.send(
      {
        from: email.from,
        to: [email.to],
        replyTo: email.replyTo,
        subject: email.subject,
        html: email.html,
        text: email.text,
        headers: email.headers && Object.keys(email.headers).length ? email.headers : undefined,
        attachments: email.attachments.length ? email.attachments.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })) : undefined,
      },
      { idempotencyKey, signal: AbortSignal.timeout(timeoutMs) },
    );
    if (error || !data?.id) {
      const status = (error as { statusCode?: number | null } | null)?.statusCode;
      throw new Error(`Resend${status ? ` HTTP ${status}` : ""}: ${error?.message ?? "no message id in the answer"}`);
    }
    return { providerId: data.id };
  },
};
