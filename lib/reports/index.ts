// Reports: the season per competition, one competition's stylists, clients and chairs, and their CSVs —
// every figure from the rows behind it (./figures.ts).
import "server-only";
export { competitionReport, seasonReport } from "./load";
export { competitionCsv, reportCsvStream, reportFileName, seasonCsv } from "./csv";
