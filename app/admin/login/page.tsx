import type { Metadata } from "next";
import Link from "@/components/admin/staff-link";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/admin/auth-card";
import { LoginForm } from "@/components/admin/login-form";
import { ForgetOfflineData } from "@/components/admin/offline/forget-offline-data";
import { DENIED_PARAM, hasAnyPermission } from "@/lib/auth";
import { currentPrincipal } from "@/lib/auth/current";
import { DeniedNotice } from "@/components/admin/denied-notice";

export const metadata: Metadata = { title: "Staff sign in" };

export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  // Only a session the database still accepts is sent on; an ended one stays here (no loop with the panel).
  const principal = await currentPrincipal();
  if (principal && hasAnyPermission(principal.user, ["view_admin_panel"])) redirect("/admin/home");
  // A signed-in user who can open no page of the panel lands here from the one she asked for: say which.
  const denied = principal ? (await searchParams)[DENIED_PARAM] : undefined;
  return (
    <AuthCard heading="Staff sign in">
      <DeniedNotice denied={denied} className="mb-6" />
      {/* No session the server accepts: changes queued on this phone under an ended one must not outlive it. */}
      {principal ? null : <ForgetOfflineData />}
      <LoginForm />
      <p className="mt-5 text-center text-sm">
        <Link href="/admin/forgot-password" className="text-accent underline">
          Forgot password?
        </Link>
      </p>
    </AuthCard>
  );
}
