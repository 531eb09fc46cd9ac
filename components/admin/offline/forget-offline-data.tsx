"use client";
// On the sign-in page without a session the server accepts: what the staff area left on this phone (the
// worker's copies, the status queue) belongs to a session that has ended, and goes before anyone signs in.
import { useEffect } from "react";

export function ForgetOfflineData() {
  useEffect(() => {
    // Loaded here only: the sign-in page ships no IndexedDB code until it runs.
    void import("./offline-data").then(({ clearOfflineData }) => clearOfflineData());
  }, []);
  return null;
}
