import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi } from "@/tests/support/fake-api";
import { TEST_CSRF, renderAdmin } from "@/tests/support/render-admin";
import { BOOKING_ID, PAYMENTS_URL, payment, paymentsAnswer } from "@/tests/support/payments";
import { PaymentsPanel } from "./payments-panel";

function renderPanel() {
  const user = userEvent.setup({ delay: null });
  renderAdmin(<PaymentsPanel bookingId={BOOKING_ID} />);
  return user;
}

describe("payments panel", () => {
  it("shows the deposit, what was paid and refunded, and the balance left at the chair", async () => {
    fakeApi({ [`GET ${PAYMENTS_URL}`]: { body: paymentsAnswer() } });
    renderPanel();
    expect(await screen.findByTestId("paid-total")).toBeTruthy();
    expect(screen.getByTestId("deposit-state").textContent).toBe("Deposit paid");
    expect(screen.getByText("$50, due 12-01-2026")).toBeTruthy();
    expect(screen.getByTestId("paid-total").textContent).toBe("$50");
    expect(screen.getByTestId("balance-due").textContent).toBe("$135 of $185");
  });

  it("shows no balance for a cancelled booking, and flags a payment made while already paid", async () => {
    fakeApi({ [`GET ${PAYMENTS_URL}`]: { body: paymentsAnswer([payment(), payment({ _id: "pay-2", flaggedDuplicate: true })], { cancelled: true, balanceCents: 0, hasFlaggedPayment: true }) } });
    renderPanel();
    expect((await screen.findByTestId("balance-due")).textContent).toBe("None: cancelled");
    expect(screen.getByText("Paid twice: check and refund")).toBeTruthy();
    expect(screen.getByText("Paid while already paid")).toBeTruthy();
  });

  it("refuses a desk payment without a valid amount, without calling the API", async () => {
    const api = fakeApi({ [`GET ${PAYMENTS_URL}`]: { body: paymentsAnswer() } });
    const user = renderPanel();
    const amount = await screen.findByLabelText("Amount ($)");
    for (const typed of ["", "abc", "0", "12.345"]) {
      await user.clear(amount);
      if (typed) await user.type(amount, typed);
      await user.click(screen.getByRole("button", { name: "Record payment" }));
      expect(document.getElementById("payment-amount-error")?.textContent, typed).toBe("Enter an amount such as 50 or 12.50.");
      expect(amount.getAttribute("aria-invalid"), typed).toBe("true");
    }
    expect(api.writes()).toEqual([]);
  });

  it("records a desk payment in cents with its method and note, disabled while it is saved, then shows the new totals", async () => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const after = paymentsAnswer([payment(), payment({ _id: "pay-2", method: "cash", amountCents: 1250, note: "Tip jar", recordedByName: "Marisol Vega" })], { paidCents: 6250, balanceCents: 12250 });
    const api = fakeApi({
      [`GET ${PAYMENTS_URL}`]: { body: paymentsAnswer() },
      [`POST ${PAYMENTS_URL}`]: async () => {
        await answered;
        return { status: 201, body: after };
      },
    });
    const user = renderPanel();
    await user.type(await screen.findByLabelText("Amount ($)"), "12.50");
    await user.selectOptions(screen.getByLabelText("Method"), "cash");
    await user.type(screen.getByLabelText("Note (optional)"), "Tip jar");
    await user.click(screen.getByRole("button", { name: "Record payment" }));

    const busy = await screen.findByRole("button", { name: "Recording…" });
    expect(busy.hasAttribute("disabled")).toBe(true);
    release();
    expect(await screen.findByText("Payment of $12.50 recorded")).toBeTruthy();
    expect(api.writes()).toEqual([{ method: "POST", url: PAYMENTS_URL, body: { amountCents: 1250, method: "cash", note: "Tip jar" }, headers: expect.objectContaining({ "X-CSRF-Token": TEST_CSRF }) }]);
    expect(screen.getByTestId("paid-total").textContent).toBe("$62.50");
    expect((screen.getByLabelText("Amount ($)") as HTMLInputElement).value).toBe("");
    const rows = within(screen.getByRole("table", { name: "Payments and refunds" })).getAllByRole("row");
    expect(rows).toHaveLength(3);
  });

  it("shows the API's message on the amount when it refuses the payment", async () => {
    fakeApi({
      [`GET ${PAYMENTS_URL}`]: { body: paymentsAnswer() },
      [`POST ${PAYMENTS_URL}`]: { status: 400, body: { error: "Invalid", fields: { amountCents: "A payment can be at most $10,000." } } },
    });
    const user = renderPanel();
    await user.type(await screen.findByLabelText("Amount ($)"), "20000");
    await user.click(screen.getByRole("button", { name: "Record payment" }));
    expect(await screen.findByText("A payment can be at most $10,000.")).toBeTruthy();
  });

  it("resends a payment's receipt and says to which address", async () => {
    const resendUrl = `/api/booking/${BOOKING_ID}/receipts/rc-1/resend`;
    const api = fakeApi({
      [`GET ${PAYMENTS_URL}`]: { body: paymentsAnswer([payment({ receipt: { id: "rc-1", number: "R-000007" } })]) },
      [`POST ${resendUrl}`]: { body: { resent: true, to: "mia@example.net" } },
    });
    const user = renderPanel();
    await user.click(await screen.findByRole("button", { name: "Resend receipt R-000007" }));
    expect(await screen.findByText("Receipt R-000007 sent again to mia@example.net")).toBeTruthy();
    expect(api.writes()).toEqual([{ method: "POST", url: resendUrl, body: {}, headers: expect.objectContaining({ "X-CSRF-Token": TEST_CSRF }) }]);
  });
});
