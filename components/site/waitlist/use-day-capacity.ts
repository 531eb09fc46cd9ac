"use client";
// How full each day of the chosen competition is, read from GET /api/events/:id/capacity when the
// competition changes (the public page itself stays cached and carries no capacity).
import { useEffect, useState } from "react";
import { requestEndpoint } from "@/components/endpoint-request";
import type { DayCapacityDto } from "@/lib/waitlist/dto";

export function useDayCapacity(eventId: string): Record<string, DayCapacityDto> {
  const [capacity, setCapacity] = useState<{ eventId: string; days: Record<string, DayCapacityDto> }>({ eventId: "", days: {} });
  useEffect(() => {
    if (!eventId) return;
    let current = true;
    // Unknown capacity (a refusal, no network): every day reads as open, as before (the studio still decides).
    void requestEndpoint("GET /api/events/:id/capacity", { params: { id: eventId } }).then((answer) => {
      if (current && answer.kind === "ok") setCapacity({ eventId, days: Object.fromEntries(answer.body.days.map((d) => [d.date, d])) });
    });
    return () => {
      current = false;
    };
  }, [eventId]);
  return capacity.eventId === eventId ? capacity.days : {};
}
