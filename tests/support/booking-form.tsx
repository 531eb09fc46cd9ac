// The public booking form as the booking page renders it, with two competitions (three days and one
// day) and services in two categories plus an additional service; helpers that fill it like a visitor.
import { render, screen, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { bookingChoices } from "@/components/site/booking/booking-choices";
import { BookingForm, type BookingEventOption, type BookingServiceOption } from "@/components/site/booking/booking-form";
import { loadBookingFormParts } from "@/components/site/booking/booking-form-parts";
// The form loads its schema (and the phone number parser in it) and its later parts (day sections, error
// box, thank-you card) on first use; loaded here, as in a browser that loaded them on the first focus.
import "@/lib/bookings/schema";

await loadBookingFormParts();

export const EVENTS: BookingEventOption[] = [
  { _id: "ev-holiday", eventName: "Holiday Classic", city: "Miami", state: "FL", eventStartDate: "2026-12-04", eventEndDate: "2026-12-06" },
  { _id: "ev-one", eventName: "One Day Open", city: "Tampa", state: "FL", eventStartDate: "2026-12-12", eventEndDate: "2026-12-12" },
];
export const SERVICES: BookingServiceOption[] = [
  { _id: "svc-hair", title: "Competition Hair", price: 95, category: "Women" },
  { _id: "svc-men", title: "Men's Styling", price: 45, category: "Men" },
  { _id: "svc-lashes", title: "Lashes", price: 20, category: "Additional" },
];
export const PHONE = "(555) 010-0199";

export function renderBookingForm(props: Partial<Parameters<typeof BookingForm>[0]> = {}) {
  const user = userEvent.setup({ delay: null });
  render(<BookingForm events={EVENTS} services={SERVICES} phone={PHONE} stylists={["Marisol"]} choices={bookingChoices()} {...props} />);
  return user;
}

export const submitButton = () => screen.getByRole("button", { name: /Request Appointment|Sending/ });

export async function passCaptcha(user: UserEvent) {
  await user.click(screen.getByRole("checkbox", { name: "I am not a robot (development captcha)" }));
}

/** The first two days of Holiday Classic, each with a service and a style. */
export async function chooseTwoDays(user: UserEvent) {
  await user.selectOptions(screen.getByRole("combobox", { name: "Competition *" }), "ev-holiday");
  await user.selectOptions(screen.getByRole("listbox", { name: "Appointment days *" }), ["2026-12-04", "2026-12-05"]);
  const first = screen.getByRole("group", { name: /Day 1:/ });
  await user.selectOptions(within(first).getByRole("combobox", { name: "Service *" }), "svc-hair");
  await user.click(within(first).getByRole("checkbox", { name: "Latin" }));
  await user.click(within(first).getByRole("checkbox", { name: /Lashes/ }));
  const second = screen.getByRole("group", { name: /Day 2:/ });
  await user.selectOptions(within(second).getByRole("combobox", { name: "Service *" }), "svc-men");
  await user.click(within(second).getByRole("checkbox", { name: "Standard" }));
}

/** Types into a field the way a phone's autofill or a paste does: one input event for the whole text. */
export async function enter(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

export async function fillDancer(user: UserEvent) {
  await user.selectOptions(screen.getByRole("combobox", { name: "Dance level *" }), "amateur");
  await enter(user, screen.getByRole("textbox", { name: "First Name *" }), "Ana");
  await enter(user, screen.getByRole("textbox", { name: "Last Name *" }), "Ruiz");
  await enter(user, screen.getByRole("textbox", { name: "Email *" }), " ana@example.net ");
  await enter(user, screen.getByRole("textbox", { name: "Phone *" }), "555-010-0100");
}
