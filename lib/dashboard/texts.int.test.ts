// The admin home counts texts: inbound ones nobody opened ("what needs doing") and texts sent this month.
import { describe, expect, it } from "vitest";
import { POST as inboundWebhook } from "@/app/api/webhooks/twilio/route";
import { adminWorkload } from "@/lib/dashboard";
import { deliverDueEmails } from "@/lib/notify";
import { enqueueText, markThreadRead } from "@/lib/notify";
import { testPrisma } from "@/tests/support/db";
import { DANCER_PHONE, inboundParams, postTwilioWebhook, textWorld } from "@/tests/support/text-world";

const world = textWorld();
const desk = { role: "user", isAdministrator: false, permissions: ["view_admin_panel", "manage_bookings"] };

describe("admin home: texts", () => {
  it("counts unread inbound texts and the texts sent this month (not last month's, not unsent ones)", async () => {
    for (const key of ["a", "b"]) await enqueueText({ kind: "text-test", to: DANCER_PHONE, body: "Velvet & Pins: hi", bookingId: world.bookingId, clientId: world.clientId, idempotencyKey: key });
    await deliverDueEmails();
    await enqueueText({ kind: "text-test", to: DANCER_PHONE, body: "later", clientId: world.clientId, idempotencyKey: "pending", dueAt: new Date(Date.now() + 86_400_000) });
    const lastMonth = new Date(Date.now() - 40 * 86_400_000);
    await testPrisma().emailMessage.create({ data: { channel: "sms", kind: "text-test", idempotencyKey: "old", to: DANCER_PHONE, subject: "", html: "", text: "old", status: "sent", sentAt: lastMonth } });
    await postTwilioWebhook(inboundWebhook, "/api/webhooks/twilio", inboundParams(DANCER_PHONE, "Thanks!"));
    await postTwilioWebhook(inboundWebhook, "/api/webhooks/twilio", inboundParams("+14155550123", "Hello?"));

    expect(await adminWorkload(desk)).toMatchObject({ unreadTexts: 2, textsThisMonth: 2 });
    await markThreadRead(DANCER_PHONE);
    expect(await adminWorkload(desk)).toMatchObject({ unreadTexts: 1 });
    expect(await adminWorkload({ role: "user", isAdministrator: false, permissions: ["view_admin_panel", "manage_events"] })).toMatchObject({ unreadTexts: null, textsThisMonth: null });
  });
});
