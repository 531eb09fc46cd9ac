// Erasure removes a client's texts: her numbers, consent and its history, inbound texts, and the bodies and
// number of texts to her; a STOP stays on the number so it is still honoured.
import { describe, expect, it } from "vitest";
import { POST as inboundWebhook } from "@/app/api/webhooks/twilio/route";
import { eraseClient } from "@/lib/clients";
import { deliverDueEmails } from "@/lib/notify";
import { enqueueText, monthlyTextCount } from "@/lib/notify";
import { testPrisma } from "@/tests/support/db";
import { DANCER_PHONE, inboundParams, postTwilioWebhook, textWorld } from "@/tests/support/text-world";

const world = textWorld();
const db = () => testPrisma();

describe("erasing a client who texted", () => {
  it("removes her phone numbers, consent history, inbound texts and the texts sent to her; the month's count stays", async () => {
    await enqueueText({ kind: "text-test", to: DANCER_PHONE, body: "Velvet & Pins: see you at 9:30", bookingId: world.bookingId, clientId: world.clientId, idempotencyKey: "sent" });
    await deliverDueEmails();
    await postTwilioWebhook(inboundWebhook, "/api/webhooks/twilio", inboundParams(DANCER_PHONE, "Running 10 min late, sorry"));
    await enqueueText({ kind: "text-test", to: DANCER_PHONE, body: "Velvet & Pins: later", clientId: world.clientId, idempotencyKey: "unsent", dueAt: new Date(Date.now() + 3600_000) });
    await postTwilioWebhook(inboundWebhook, "/api/webhooks/twilio", inboundParams(DANCER_PHONE, "STOP"));
    expect(await monthlyTextCount()).toBe(1);

    await eraseClient(world.clientId, { id: "staff-1", firstName: "Desk", lastName: "Staff" });

    expect(await db().client.findUniqueOrThrow({ where: { id: world.clientId } })).toMatchObject({ phoneNumber: "", phoneE164: null, textConsentAt: null, textConsentSource: null, textOptedOutAt: null });
    expect(await db().booking.findUniqueOrThrow({ where: { id: world.bookingId } })).toMatchObject({ phoneNumber: "", phoneE164: null, textConsent: false });
    expect(await db().textConsentEvent.count()).toBe(0);
    expect(await db().inboundText.count()).toBe(0);
    const texts = await db().emailMessage.findMany({ where: { channel: "sms" }, orderBy: { idempotencyKey: "asc" }, select: { idempotencyKey: true, to: true, text: true, status: true } });
    expect(texts).toEqual([
      { idempotencyKey: "text-test/sent", to: "", text: "", status: "sent" },
      { idempotencyKey: "text-test/unsent", to: "", text: "", status: "dropped" },
    ]);
    expect(await monthlyTextCount()).toBe(1);
    expect(await db().textOptOut.findUnique({ where: { phoneE164: DANCER_PHONE } })).not.toBeNull();
  });
});
