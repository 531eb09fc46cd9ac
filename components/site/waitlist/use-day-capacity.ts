"use client";
// How full each day of the chosen competition is, read from GET /api/events/:id/capacity when the
// competition changes (the public page itself stays cached and carries no capacity).
import { useEffect, useState } from "react";
import type { DayCapacityDto, EventCapacityDto } from "@/lib/waitlist/dto";

export function useDayCapacity(eventId: string): Record<string, DayCapacityDto> {
  const [capacity, setCapacity] = useState<{ eventId: string; days: Record<string, DayCapacityDto> }>({ eventId: "", days: {} });
  useEffect(() => {
    if (!eventId) return;
    const controller = new AbortController();
    fetch(`/api/events/${encodeURIComponent(eventId)}/capacity`, { headers: { Accept: "application/json" }, signal: controller.signal })
      .then((r) => (r.ok ? (r.json() as Promise<EventCapacityDto>) : null))
      .then((answer) => {
        if (answer) setCapacity({ eventId, days: Object.fromEntries(answer.days.map((d) => [d.date, d])) });
      })
      // Unknown capacity: every day reads as open, as before (the studio still decides).
      .catch(() => undefined);
    return () => controller.abort();
  }, [eventId]);
  return capacity.eventId === eventId ? capacity.days : {};
}
