// Importing a competition's heat list: read (./parse), match names to booked dancers (./match), preview what
// it does (./preview), save every dancer's heat times in one transaction (./service).
import "server-only";
export { previewHeatList, applyHeatList } from "./service";
export * from "./dto";
export { heatListSchema, HEAT_LIST_MAX_BYTES, type HeatListRequest } from "./schema";
