// Reads a calendar file the way a client would, for tests: lines unfolded, each VEVENT's properties
// by name (parameters dropped), and the calendar's METHOD.
export function parseIcs(ics: string): { method: string | undefined; events: Record<string, string>[] } {
  const lines = ics.replace(/\r\n[ \t]/g, "").split(/\r\n/);
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === "BEGIN:VEVENT") current = {};
    else if (line === "END:VEVENT" && current) {
      events.push(current);
      current = null;
    } else if (current) {
      const [key, ...rest] = line.split(":");
      current[key.split(";")[0]] = rest.join(":");
    }
  }
  return { method: lines.find((l) => l.startsWith("METHOD:"))?.slice(7), events };
}
