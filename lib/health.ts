// What GET /api/health answers. The status code follows the database only: an instance without
// its shared cache still serves every page (from the database), so it stays in the balancer.
import { sharedCacheConfigured, sharedCacheStatus, type SharedCacheStatus } from "./cache/shared-cache-status";
import { databaseIsUp } from "./db/health";
import { storageKind } from "./storage";

export interface HealthReport {
  status: "ok" | "degraded";
  db: "ok" | "down";
  /** Present when REDIS_URL configures the shared cache (several instances). */
  cache?: SharedCacheStatus;
  /** Present with the shared cache: uploads must be shared too (UploadThing, or one UPLOAD_DIR for all). */
  storage?: "uploadthing" | "local";
}

export async function healthReport(): Promise<{ report: HealthReport; httpStatus: 200 | 503 }> {
  const [dbUp, cache] = await Promise.all([databaseIsUp(), sharedCacheConfigured() ? sharedCacheStatus() : undefined]);
  const report: HealthReport = { status: dbUp && cache !== "down" ? "ok" : "degraded", db: dbUp ? "ok" : "down" };
  if (cache) {
    report.cache = cache;
    report.storage = storageKind();
  }
  return { report, httpStatus: dbUp ? 200 : 503 };
}
