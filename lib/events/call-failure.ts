// Every failing events call answers with its SPEC §8 text ("Failed to create event", …) as `error`,
// keeping the status and the per-field messages of the underlying failure.
import { z } from "zod";
import { DomainError } from "@/lib/errors";
import { isDatabaseUnavailable, isUnstorableText, zodFields } from "@/lib/http/api-route";

export const EVENT_CALL_FAILURES = {
  upcoming: "Failed to fetch upcoming events",
  past: "Failed to fetch past events",
  showSelected: "Failed to fetch selected events",
  settings: "Failed to fetch calendar settings",
  create: "Failed to create event",
  show: "Failed to update showEvent status",
  saveSettings: "Failed to save calendar settings",
  delete: "Failed to delete event",
} as const;

export async function failingAs<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DomainError) throw new DomainError(message, error.status, error.fields);
    if (error instanceof z.ZodError) throw new DomainError(message, 400, zodFields(error));
    if (isUnstorableText(error)) throw new DomainError(message, 400);
    if (isDatabaseUnavailable(error)) {
      console.error(`${message}: database unavailable`);
      throw new DomainError(message, 503);
    }
    console.error(message, error);
    throw new DomainError(message, 500);
  }
}

