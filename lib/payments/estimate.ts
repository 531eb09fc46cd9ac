// The running estimate is the services' (lib/services/estimate.ts): re-exported for the payments modules.
export * from "@/lib/services/dto";
