// The reports' query strings: the season's year, and which of a competition's tables a CSV holds.
import { z } from "zod";
import { REPORT_TABLES } from "./dto";

export const seasonQuerySchema = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});

export const competitionCsvQuerySchema = z.object({
  table: z.enum(REPORT_TABLES.filter((t) => t !== "season") as ["competition", "stylists", "utilisation", "occupancy"]).default("competition"),
});
