import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi } from "@/tests/support/fake-api";
import { renderAdmin } from "@/tests/support/render-admin";
import { BOOKING_ID, PAYMENTS_URL, payment, paymentsAnswer } from "@/tests/support/payments";
import { PaymentsPanel } from "./payments-panel";

const REFUND_URL = `${PAYMENTS_URL}/pay-1/refund`;
const partlyRefunded = payment({ amountCents: 5000, refundableCents: 3000 });

async function openRefund(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("button", { name: "Refund…" }));
  return screen.getByLabelText("Refund amount (through Stripe)") as HTMLInputElement;
}

describe("payments panel: refunds", () => {
  it("offers a refund only on payments with something left to refund", async () => {
    fakeApi({
      [`GET ${PAYMENTS_URL}`]: {
        body: paymentsAnswer([
          payment({ _id: "pay-1" }),
          payment({ _id: "pay-2", method: "cash", refundableCents: 0 }),
          payment({ _id: "ref-1", kind: "refund", amountCents: 1000, refundOfId: "pay-1", refundableCents: 0 }),
        ]),
      },
    });
    userEvent.setup({ delay: null });
    renderAdmin(<PaymentsPanel bookingId={BOOKING_ID} />);
    const rows = within(await screen.findByRole("table", { name: "Payments and refunds" })).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).queryAllByRole("button", { name: "Refund…" }).length)).toEqual([1, 0, 0]);
    expect(rows[2].textContent).toContain("−$10");
  });

  it("starts at what is still refundable and refuses more than that (or nothing) without calling the API", async () => {
    const api = fakeApi({ [`GET ${PAYMENTS_URL}`]: { body: paymentsAnswer([partlyRefunded]) } });
    const user = userEvent.setup({ delay: null });
    renderAdmin(<PaymentsPanel bookingId={BOOKING_ID} />);
    const amount = await openRefund(user);
    expect(amount.value).toBe("30.00");
    for (const typed of ["30.01", "0", "ten"]) {
      await user.clear(amount);
      await user.type(amount, typed);
      await user.click(screen.getByRole("button", { name: "Refund" }));
      expect(document.getElementById(`${amount.id}-error`)?.textContent, typed).toBe("Enter an amount up to $30.");
    }
    expect(api.writes()).toEqual([]);
  });

  it("refunds the amount in cents, closes the form and says so; a refund Stripe could not take yet is announced as pending", async () => {
    const refunded = paymentsAnswer([payment({ refundableCents: 2000 }), payment({ _id: "ref-1", kind: "refund", amountCents: 1000, refundOfId: "pay-1", refundableCents: 0 })], { refundedCents: 1000 });
    const api = fakeApi({ [`GET ${PAYMENTS_URL}`]: { body: paymentsAnswer([partlyRefunded]) }, [`POST ${REFUND_URL}`]: { body: refunded } });
    const user = userEvent.setup({ delay: null });
    renderAdmin(<PaymentsPanel bookingId={BOOKING_ID} />);
    const amount = await openRefund(user);
    await user.clear(amount);
    await user.type(amount, "10");
    await user.click(screen.getByRole("button", { name: "Refund" }));
    expect(await screen.findByText("Refunded $10")).toBeTruthy();
    expect(api.writes().map((r) => [r.url, r.body])).toEqual([[REFUND_URL, { amountCents: 1000, note: "" }]]);
    expect(screen.queryByLabelText("Refund amount (through Stripe)")).toBeNull();

    const pending = paymentsAnswer([payment({ refundableCents: 0 }), payment({ _id: "ref-2", kind: "refund", status: "pending", amountCents: 2000, refundOfId: "pay-1", refundableCents: 0 })]);
    fakeApi({ [`GET ${PAYMENTS_URL}`]: { body: refunded }, [`POST ${REFUND_URL}`]: { body: pending } });
    await user.click(screen.getByRole("button", { name: "Refund…" }));
    await user.click(screen.getByRole("button", { name: "Refund" }));
    expect(await screen.findByText("Refund pending: Stripe could not be reached; it will be retried.")).toBeTruthy();
  });

  it("keeps the form open with the API's message when the refund is refused, and Keep closes it", async () => {
    fakeApi({ [`GET ${PAYMENTS_URL}`]: { body: paymentsAnswer([partlyRefunded]) }, [`POST ${REFUND_URL}`]: { status: 409, body: { error: "This payment was refunded meanwhile." } } });
    const user = userEvent.setup({ delay: null });
    renderAdmin(<PaymentsPanel bookingId={BOOKING_ID} />);
    await openRefund(user);
    await user.click(screen.getByRole("button", { name: "Refund" }));
    expect(await screen.findByText("This payment was refunded meanwhile.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Keep" }));
    expect(screen.queryByLabelText("Refund amount (through Stripe)")).toBeNull();
    expect(screen.getByRole("button", { name: "Refund…" })).toBeTruthy();
  });
});
