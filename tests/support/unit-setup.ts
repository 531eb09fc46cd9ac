// Unit and component files share their worker's modules and process (vitest.config.ts: isolate false): what
// one file stubbed or spied on is put back before the next file starts.
import { afterAll, vi } from "vitest";

afterAll(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
