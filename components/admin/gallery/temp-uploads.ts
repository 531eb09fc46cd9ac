"use client";
// Unmerged temporary uploads of this screen, deleted when the editor goes away: on leaving the page
// (unmount), on page unload (sendBeacon, which cannot set headers, so the CSRF token rides in the
// body as text/plain JSON) and on logout.
import { useCallback, useEffect, useRef } from "react";
import { registerBeforeLogout } from "../logout-hooks";
import { apiUrl } from "@/lib/http/contract";

const ENDPOINT = apiUrl("POST /api/content/delete-temp-images");

export interface TempUploads {
  add(urls: string[]): void;
  remove(urls: string[]): void;
}

export function useTempUploads(csrfToken: string): TempUploads {
  const pending = useRef(new Set<string>());
  const csrf = useRef(csrfToken);
  useEffect(() => {
    csrf.current = csrfToken;
  }, [csrfToken]);

  const take = () => {
    const files = [...pending.current];
    pending.current.clear();
    return files;
  };

  useEffect(() => {
    const deleteWithFetch = async () => {
      const files = take();
      if (!files.length) return;
      await fetch(ENDPOINT, {
        method: "POST",
        keepalive: true,
        credentials: "same-origin",
        headers: { "Content-Type": "application/json", "X-CSRF-Token": csrf.current },
        body: JSON.stringify({ files }),
      }).catch(() => undefined);
    };
    const onPageHide = () => {
      const files = take();
      if (files.length) navigator.sendBeacon(ENDPOINT, new Blob([JSON.stringify({ files, csrfToken: csrf.current })], { type: "text/plain" }));
    };
    window.addEventListener("pagehide", onPageHide);
    const unregister = registerBeforeLogout(deleteWithFetch);
    return () => {
      window.removeEventListener("pagehide", onPageHide);
      unregister();
      void deleteWithFetch();
    };
  }, []);

  return {
    add: useCallback((urls: string[]) => urls.forEach((url) => pending.current.add(url)), []),
    remove: useCallback((urls: string[]) => urls.forEach((url) => pending.current.delete(url)), []),
  };
}
