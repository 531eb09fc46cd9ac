// "Confirmation out of date" compares the slots with what the customer was sent.
import { describe, expect, it } from "vitest";
import { confirmationOutdatedFor, confirmedSlotsOf, slotsDifferFromConfirmation } from "./dto";

const at = (iso: string) => new Date(iso);
const hair = { id: "s1", assignedUserId: "u1", startAt: at("2026-12-06T12:30:00Z"), endAt: at("2026-12-06T13:15:00Z") };
const makeup = { id: "s2", assignedUserId: "u2", startAt: at("2026-12-06T13:15:00Z"), endAt: at("2026-12-06T14:00:00Z") };
// The stored text written out here, as the migration's SQL also writes it.
const SENT = "s2|u2|2026-12-06T13:15:00.000Z|2026-12-06T14:00:00.000Z,s1|u1|2026-12-06T12:30:00.000Z|2026-12-06T13:15:00.000Z";

describe("confirmation out of date", () => {
  it("stores each slot's staff, start and end, in a fixed order", () => {
    expect(confirmedSlotsOf([makeup, hair])).toBe(confirmedSlotsOf([hair, makeup]));
    expect(confirmedSlotsOf([hair])).toBe("s1|u1|2026-12-06T12:30:00.000Z|2026-12-06T13:15:00.000Z");
  });

  it("is a change when a slot's start, end or stylist differs, or a slot is added; the same times in any stored order are not", () => {
    expect(slotsDifferFromConfirmation(SENT, [hair, makeup])).toBe(false);
    expect(slotsDifferFromConfirmation(SENT, [{ ...hair, startAt: at("2026-12-06T12:00:00Z") }, makeup])).toBe(true);
    expect(slotsDifferFromConfirmation(SENT, [{ ...hair, endAt: at("2026-12-06T13:30:00Z") }, makeup])).toBe(true);
    expect(slotsDifferFromConfirmation(SENT, [{ ...hair, assignedUserId: "u3" }, makeup])).toBe(true);
    expect(slotsDifferFromConfirmation(SENT, [hair])).toBe(true);
    // The older format (SEQUENCE per slot) never matches: such a booking stays out of date until sent again.
    expect(slotsDifferFromConfirmation("s1:0,s2:0", [hair, makeup])).toBe(true);
  });

  it("applies only to a confirmed, live booking, and a heat time given after the confirmation also counts", () => {
    const confirmedAt = at("2026-11-20T10:00:00Z");
    const state = { confirmedAt, cancelledAt: null, confirmedSlots: SENT, heatChangedAt: null };
    expect(confirmationOutdatedFor(state, [hair, makeup])).toBe(false);
    expect(confirmationOutdatedFor({ ...state, confirmedAt: null }, [hair])).toBe(false);
    expect(confirmationOutdatedFor({ ...state, cancelledAt: at("2026-11-21T10:00:00Z") }, [hair])).toBe(false);
    expect(confirmationOutdatedFor({ ...state, heatChangedAt: at("2026-11-21T10:00:00Z") }, [hair, makeup])).toBe(true);
    expect(confirmationOutdatedFor({ ...state, heatChangedAt: at("2026-11-19T10:00:00Z") }, [hair, makeup])).toBe(false);
  });
});
