import type { Metadata } from "next";
import { findAdminRoute } from "./permissions";

export function adminMetadata(path: string): Metadata {
  return { title: `${findAdminRoute(path)?.title ?? "Admin"} · Admin` };
}
