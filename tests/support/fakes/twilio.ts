// A fake Twilio Messages API (POST /2010-04-01/Accounts/:sid/Messages.json, form-encoded, Basic auth) that
// records what it was sent and answers as told; plus signing of webhooks as Twilio signs them.
import twilio from "twilio";
import { sendJson, startFakeServer, type FakeServer } from "./http";

export interface SentText {
  accountSid: string;
  authorization: string | undefined;
  params: Record<string, string>;
}

export interface FakeTwilio extends FakeServer {
  /** Texts the fake accepted (answered 201). */
  accepted: SentText[];
  /** Answers for the next requests, in order (an HTTP status, or [status, Twilio error code]); when empty, requests succeed. */
  failNext(...answers: (number | [number, number])[]): void;
}

export const TEST_TWILIO = { accountSid: "AC00000000000000000000000000000001", authToken: "test-twilio-auth-token", from: "+15005550006" } as const;

export async function startFakeTwilio(port = 0): Promise<FakeTwilio> {
  const accepted: SentText[] = [];
  const queue: (number | [number, number])[] = [];
  let counter = 0;
  const server = await startFakeServer((request, response) => {
    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(request.path);
    if (request.method !== "POST" || !match) return sendJson(response, 404, { code: 20404, message: "The requested resource was not found", status: 404 });
    const next = queue.shift();
    if (next !== undefined) {
      const [status, code] = Array.isArray(next) ? next : [next, 20500];
      return sendJson(response, status, { code, message: `Fake Twilio failure ${status}`, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
    }
    const authorization = Array.isArray(request.headers.authorization) ? request.headers.authorization[0] : request.headers.authorization;
    const params = Object.fromEntries(new URLSearchParams(request.body));
    counter += 1;
    accepted.push({ accountSid: match[1], authorization, params });
    const sid = `SM${String(counter).padStart(32, "0")}`;
    sendJson(response, 201, { sid, account_sid: match[1], to: params.To, from: params.From ?? null, messaging_service_sid: params.MessagingServiceSid ?? null, body: params.Body, status: "queued", num_segments: "1", direction: "outbound-api", date_created: new Date().toUTCString(), error_code: null, error_message: null, price: null, uri: `/2010-04-01/Accounts/${match[1]}/Messages/${sid}.json` });
  }, port);
  return {
    ...server,
    accepted,
    failNext(...answers) {
      queue.push(...answers);
    },
  };
}

/** A webhook as Twilio sends it: form-encoded params, X-Twilio-Signature over the full URL and the sorted params. */
export function signTwilioWebhook(url: string, params: Record<string, string>, authToken: string = TEST_TWILIO.authToken) {
  const body = new URLSearchParams(params).toString();
  return { body, headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": twilio.getExpectedTwilioSignature(authToken, url, params) } };
}
