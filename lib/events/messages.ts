// Every failing events call answers with its own text as `error` (apiRoute's failureMessage).
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
