// Delivery reports from Resend: a bounced receipt marks its booking for staff; correcting the
// address and resending clears the mark once the provider reports the new email delivered.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { signResendWebhook } from "@/tests/support/fakes/resend";
import { apiLogin } from "./support/auth";
import { query } from "./support/db";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const secret = () => {
  const value = process.env.RESEND_WEBHOOK_SECRET;
  if (!value) throw new Error("RESEND_WEBHOOK_SECRET is not set (run the e2e suite through npm test)");
  return value;
};

async function sentProviderId(keyPrefix: string): Promise<string> {
  let providerId: string | undefined;
  await expect
    .poll(async () => {
      const rows = await query<{ providerId: string | null }>(`SELECT "providerId" FROM "EmailMessage" WHERE "idempotencyKey" LIKE $1 AND status = 'sent' ORDER BY "createdAt" DESC LIMIT 1`, [`${keyPrefix}%`]);
      providerId = rows[0]?.providerId ?? undefined;
      return Boolean(providerId);
    })
    .toBe(true);
  return providerId!;
}

async function report(request: APIRequestContext, type: string, providerId: string, extra: Record<string, unknown> = {}) {
  const signed = signResendWebhook(secret(), { type, created_at: new Date().toISOString(), data: { email_id: providerId, ...extra } });
  return request.post("/api/webhooks/resend", { headers: signed.headers, data: signed.body });
}

test("a bounced receipt shows as 'Email bounced' until a corrected address is resent and reported delivered", async ({ request }) => {
  const admin = await apiLogin(request);
  const events = (await (await request.get("/api/events/upcoming")).json()) as { _id: string; eventStartDate: string }[];
  const services = (await (await request.get("/api/servicesList")).json()) as { _id: string; title: string; category: string }[];
  const main = services.find((s) => s.category === "Women" && !s.title.includes("&"))!;
  const typo = `dancer-${unique()}@exmaple.net`;
  const created = await request.post("/api/booking/create", {
    headers: { "x-forwarded-for": `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
    data: {
      competition: events[0]._id, danceLevel: "amateur", selectedEventDays: [events[0].eventStartDate],
      dayDetails: [{ date: events[0].eventStartDate, services: main._id, danceStyle: ["latin"], additionalServices: [] }],
      firstName: "Bounce", lastName: `Test ${unique()}`, email: typo, phoneNumber: "555-010-2030", hairAtNight: "no", captchaToken: "dev-captcha-token",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { _id } = (await created.json()) as { _id: string };

  const receiptId = await sentProviderId(`booking-receipt/${_id}`);
  const bounced = await report(request, "email.bounced", receiptId, { bounce: { type: "Permanent", subType: "General", message: "Mailbox does not exist" } });
  expect(bounced.status()).toBe(200);

  const marked = (await (await request.get(`/api/booking/${_id}`, { headers: admin.headers })).json()) as { emailBounce: { to: string; detail: string } | null };
  expect(marked.emailBounce).toMatchObject({ to: typo, detail: "Permanent (General): Mailbox does not exist" });
  const list = (await (await request.get("/api/booking/unassigned?pageSize=100", { headers: admin.headers })).json()) as { _id: string; emailBounce: unknown }[];
  expect(list.find((b) => b._id === _id)?.emailBounce).toMatchObject({ to: typo });
  const { emails } = (await (await request.get("/api/inbox/emails?delivery=not-delivered", { headers: admin.headers })).json()) as { emails: { to: string; delivery: string }[] };
  expect(emails.find((e) => e.to === typo)?.delivery).toBe("bounced");

  // Staff correct the address and resend the receipt: still marked until the provider reports delivery.
  const booking = (await (await request.get(`/api/booking/${_id}`, { headers: admin.headers })).json()) as { dayDetails: { date: string }[] };
  const corrected = `dancer-${unique()}@example.net`;
  const update = await request.put(`/api/booking/update/${_id}`, { headers: admin.headers, data: { additionalNotes: "", email: corrected, dayDetails: booking.dayDetails.map((d) => ({ date: d.date, schedules: [] })) } });
  expect(update.status(), await update.text()).toBe(200);
  expect((await request.post(`/api/send-email/booking/${_id}/receipt`, { headers: admin.headers })).status()).toBe(200);
  const resentId = await sentProviderId(`booking-receipt/${_id}/to-`);
  expect(resentId).not.toBe(receiptId);
  expect(((await (await request.get(`/api/booking/${_id}`, { headers: admin.headers })).json()) as { emailBounce: unknown }).emailBounce).not.toBeNull();

  expect((await report(request, "email.delivered", resentId)).status()).toBe(200);
  const cleared = (await (await request.get(`/api/booking/${_id}`, { headers: admin.headers })).json()) as { email: string; emailBounce: unknown };
  expect(cleared).toMatchObject({ email: corrected, emailBounce: null });
});
