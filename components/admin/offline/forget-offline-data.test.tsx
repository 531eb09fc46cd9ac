import { render, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ForgetOfflineData } from "./forget-offline-data";

const clearOfflineData = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock("./offline-data", () => ({ clearOfflineData }));

describe("the sign-in page without an accepted session", () => {
  it("empties what the staff area left on the phone (its status queue among it) once", async () => {
    render(<ForgetOfflineData />);
    await waitFor(() => expect(clearOfflineData).toHaveBeenCalledTimes(1));
  });
});
