import { beforeEach, describe, expect, it } from "vitest";
import { emailBouncesFor } from "./email-bounces";
import { resetDatabase, testPrisma } from "@/tests/support/db";

const db = () => testPrisma();
let n = 0;
async function email(key: string, to: string, deliveryStatus: "delivered" | "bounced" | null, minutesAgo: number) {
  n += 1;
  const at = new Date(Date.now() - minutesAgo * 60_000);
  return db().emailMessage.create({
    data: {
      kind: key.split("/")[0], idempotencyKey: key, to, subject: "s", html: "h", text: "t", status: "sent", providerId: `re_${n}`, createdAt: at,
      deliveryStatus, deliveryDetail: deliveryStatus === "bounced" ? "Permanent (General): no such mailbox" : null, deliveryUpdatedAt: deliveryStatus ? at : null,
    },
  });
}

beforeEach(resetDatabase);

describe("emailBouncesFor: the latest reported customer email decides", () => {
  it("a bounced receipt marks its booking, with the address and the reason", async () => {
    await email("booking-receipt/b1", "typo@exmaple.net", "bounced", 30);
    await email("booking-studio-notice/b1", "studio@example.com", "delivered", 29);
    await email("booking-receipt/b2", "fine@example.net", "delivered", 30);
    const bounces = await emailBouncesFor(["b1", "b2", "b3"]);
    expect([...bounces.keys()]).toEqual(["b1"]);
    expect(bounces.get("b1")).toMatchObject({ to: "typo@exmaple.net", kind: "booking-receipt", detail: "Permanent (General): no such mailbox" });
  });

  it("a resend to a corrected address clears the mark only once its delivery is reported", async () => {
    await email("booking-receipt/b4", "typo@exmaple.net", "bounced", 30);
    await email("booking-receipt/b4/resend-1", "right@example.net", null, 5);
    expect((await emailBouncesFor(["b4"])).has("b4")).toBe(true);
    await db().emailMessage.updateMany({ where: { idempotencyKey: "booking-receipt/b4/resend-1" }, data: { deliveryStatus: "delivered", deliveryUpdatedAt: new Date() } });
    expect((await emailBouncesFor(["b4"])).has("b4")).toBe(false);
  });

  it("a bounced confirmation after a delivered receipt marks the booking", async () => {
    await email("booking-receipt/b5", "dancer@example.net", "delivered", 60);
    await email("booking-confirmation/b5/abc", "dancer@example.net", "bounced", 10);
    expect((await emailBouncesFor(["b5"])).get("b5")?.kind).toBe("booking-confirmation");
  });
});
