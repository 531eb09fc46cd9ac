"use client";
import { useEffect, useRef } from "react";
import { requestEndpoint } from "@/components/endpoint-request";

const REFRESH_TIMER_MS = 240_000;

/**
 * Keeps the staff session sliding while a page is open: every 240 s while the tab is visible, and as
 * soon as it is shown again (a phone unlocked hours later), it refreshes. An ended session (401)
 * goes to the sign-in page; a network failure (no signal yet after unlocking) just waits for the next try.
 */
export function SessionKeeper({ csrfToken, onRefreshed }: { csrfToken: string; onRefreshed(next: { csrfToken: string; expiresAt: number }): void }) {
  const csrf = useRef(csrfToken);
  useEffect(() => {
    csrf.current = csrfToken;
  }, [csrfToken]);

  useEffect(() => {
    let running = false;
    const tick = async () => {
      if (running || document.visibilityState !== "visible") return;
      running = true;
      try {
        const answer = await requestEndpoint("POST /api/auth/refresh-token", {}, { headers: { "X-CSRF-Token": csrf.current } });
        if (answer.kind === "refused" && answer.status === 401) {
          window.location.assign("/admin/login");
          return;
        }
        if (answer.kind === "ok") onRefreshed(answer.body);
      } finally {
        running = false;
      }
    };
    const onVisible = () => void tick();
    const timer = window.setInterval(() => void tick(), REFRESH_TIMER_MS);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [onRefreshed]);
  return null;
}
