// Which control each booking error belongs to, in the order the form shows them, so the error
// summary lists problems top to bottom and each item can move focus to its field.

const TOP: Record<string, { order: number; fieldId: string }> = {
  competition: { order: 0, fieldId: "competition" },
  danceLevel: { order: 1, fieldId: "danceLevel" },
  selectedEventDays: { order: 2, fieldId: "days" },
  dayDetails: { order: 3, fieldId: "days" },
  parentFirstName: { order: 10_000, fieldId: "parentFirstName" },
  parentLastName: { order: 10_001, fieldId: "parentLastName" },
  firstName: { order: 10_002, fieldId: "firstName" },
  lastName: { order: 10_003, fieldId: "lastName" },
  email: { order: 10_004, fieldId: "email" },
  phoneNumber: { order: 10_005, fieldId: "phoneNumber" },
  stylistPreference: { order: 10_006, fieldId: "stylistPreference" },
  hairAtNight: { order: 10_007, fieldId: "hairAtNight" },
  message: { order: 10_008, fieldId: "message" },
  captchaToken: { order: 10_009, fieldId: "booking-captcha" },
};
const DAY_PARTS: Record<string, { offset: number; prefix: string }> = {
  services: { offset: 0, prefix: "service" },
  danceStyle: { offset: 1, prefix: "styles" },
  additionalServices: { offset: 2, prefix: "extras" },
};

/** The id of the control an error key ("email", "dayDetails.1.services", …) belongs to, and its place in the form. */
export function errorTarget(key: string, selectedDays: readonly string[]): { order: number; fieldId: string | null } {
  const [head, index, part] = key.split(".");
  if (head === "dayDetails" && index !== undefined && part && DAY_PARTS[part]) {
    const date = selectedDays[Number(index)];
    return { order: 100 + Number(index) * 10 + DAY_PARTS[part].offset, fieldId: date ? `${DAY_PARTS[part].prefix}-${date}` : "days" };
  }
  return TOP[head] ?? { order: 20_000, fieldId: null };
}

export interface ErrorSummaryItem {
  message: string;
  fieldId: string | null;
}

/** One item per distinct message, in form order. */
export function errorSummaryItems(errors: Record<string, string>, selectedDays: readonly string[]): ErrorSummaryItem[] {
  const seen = new Set<string>();
  return Object.entries(errors)
    .map(([key, message]) => ({ message, ...errorTarget(key, selectedDays) }))
    .sort((a, b) => a.order - b.order)
    .filter(({ message }) => (seen.has(message) ? false : (seen.add(message), true)))
    .map(({ message, fieldId }) => ({ message, fieldId }));
}
