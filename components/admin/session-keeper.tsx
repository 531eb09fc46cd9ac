"use client";
import { useEffect, useRef } from "react";

const REFRESH_WINDOW_SECONDS = 300;
const REFRESH_TIMER_MS = 240_000;

/** SPEC §4: every 240 s, refresh the token when it is under 300 s from expiry; a failed refresh signs out. */
export function SessionKeeper({ expiresAt, csrfToken, onRefreshed }: { expiresAt: number; csrfToken: string; onRefreshed(next: { csrfToken: string; expiresAt: number }): void }) {
  const state = useRef({ expiresAt, csrfToken });
  useEffect(() => {
    state.current = { expiresAt, csrfToken };
  }, [expiresAt, csrfToken]);

  useEffect(() => {
    const tick = async () => {
      const secondsLeft = state.current.expiresAt - Date.now() / 1000;
      if (secondsLeft > REFRESH_WINDOW_SECONDS) return;
      const response = await fetch("/api/auth/refresh-token", { method: "POST", headers: { "X-CSRF-Token": state.current.csrfToken } }).catch(() => null);
      if (!response?.ok) {
        window.location.assign("/admin/login");
        return;
      }
      const next = (await response.json()) as { csrfToken: string; expiresAt: number };
      onRefreshed(next);
    };
    void tick();
    const timer = window.setInterval(() => void tick(), REFRESH_TIMER_MS);
    return () => window.clearInterval(timer);
  }, [onRefreshed]);
  return null;
}
