// Any /admin/… address without its own screen: requireAdminPage answers 404 for a path that is
// not in the permission table, so the admin not-found page is shown inside the shell.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireAdminPage } from "@/lib/auth/current";

export const metadata: Metadata = { title: "Page not found · Admin" };

export default async function MissingAdminPage({ params }: { params: Promise<{ missing: string[] }> }) {
  const { missing } = await params;
  // Redirects to sign in, or away from a screen the user may not open, exactly as a real screen would.
  await requireAdminPage(`/admin/${missing.join("/")}`);
  notFound();
}
