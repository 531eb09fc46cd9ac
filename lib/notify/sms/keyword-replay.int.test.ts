// STOP and START against replays, through the signed webhook: Twilio's signature carries no time and never
// expires, so a captured START can be posted again any day. Its MessageSid is kept for good to refuse it,
// and a START that reached the server before the number's recorded STOP lifts nothing.
import { describe, expect, it } from "vitest";
import { POST as inboundWebhook } from "@/app/api/webhooks/twilio/route";
import { pruneBookkeeping } from "@/lib/jobs";
import { receiveInboundText } from "@/lib/notify";
import { testPrisma } from "@/tests/support/db";
import { DANCER_PHONE, inboundParams, postTwilioWebhook, textWorld } from "@/tests/support/text-world";

const world = textWorld();
const db = () => testPrisma();
const INBOUND = "/api/webhooks/twilio";
const HOUR = 3_600_000;

const optedOut = async () => Boolean(await db().textOptOut.findUnique({ where: { phoneE164: DANCER_PHONE } }));
const keywordReplies = () => db().emailMessage.count({ where: { kind: "text-keyword-reply" } });

describe("a replayed START", () => {
  it("posted again after the hourly prune has run at now + 25 h, does not re-subscribe a number that sent STOP since", async () => {
    const start = inboundParams(DANCER_PHONE, "START");
    expect((await postTwilioWebhook(inboundWebhook, INBOUND, start)).status).toBe(200);
    expect((await postTwilioWebhook(inboundWebhook, INBOUND, inboundParams(DANCER_PHONE, "STOP"))).status).toBe(200);
    expect(await optedOut()).toBe(true);
    const repliesBefore = await keywordReplies();
    // Rows the prune is for (another provider's ids, a status callback) go; the inbound MessageSids stay.
    await db().providerWebhookEvent.createMany({
      data: [
        { id: "resend:msg_1", provider: "resend", type: "email.delivered", receivedAt: new Date() },
        { id: "twilio:SM1:delivered", provider: "twilio", type: "delivered", receivedAt: new Date() },
      ],
    });
    const report = await pruneBookkeeping(new Date(Date.now() + 25 * HOUR));

    const replayed = await postTwilioWebhook(inboundWebhook, INBOUND, start);
    expect(replayed.status).toBe(200);
    expect(await optedOut()).toBe(true);
    expect(await db().client.findUniqueOrThrow({ where: { id: world.clientId } })).toMatchObject({ textConsentAt: null });
    expect((await db().textConsentEvent.findMany({ where: { phoneE164: DANCER_PHONE, source: "sms_keyword" }, orderBy: { createdAt: "asc" } })).map((e) => e.action)).toEqual(["start", "stop"]);
    expect(await keywordReplies()).toBe(repliesBefore);
    expect(report.webhookEvents).toBe(2);
    expect(await db().providerWebhookEvent.count({ where: { provider: "twilio", type: "inbound" } })).toBe(2);
  });

  it("a START that reached the server before the number's recorded STOP lifts nothing; a later one does", async () => {
    const stoppedAt = new Date();
    expect(await receiveInboundText(inboundParams(DANCER_PHONE, "STOP"), stoppedAt)).toBe("stop");
    expect(await receiveInboundText(inboundParams(DANCER_PHONE, "START"), new Date(stoppedAt.getTime() - 1_000))).toBe("outdated");
    expect(await optedOut()).toBe(true);
    expect(await keywordReplies()).toBe(0);
    expect(await receiveInboundText(inboundParams(DANCER_PHONE, "START"), new Date(stoppedAt.getTime() + 1_000))).toBe("start");
    expect(await optedOut()).toBe(false);
    expect(await keywordReplies()).toBe(1);
  });
});
