"use client";
import { useState } from "react";
import { ApiError } from "../admin-api";

/**
 * The client card's requests and their error in place: cleared when one starts; on failure the API's
 * message (the named field's, when it gives one), or `fallback` when the request did not reach the API.
 */
export function useRequestError() {
  const [error, setError] = useState("");
  async function attempt(request: () => Promise<void>, fallback: string, field?: string): Promise<void> {
    setError("");
    try {
      await request();
    } catch (e) {
      setError(e instanceof ApiError ? ((field ? e.fields?.[field] : undefined) ?? e.message) : fallback);
    }
  }
  return { error, attempt };
}
