import type { Metadata } from "next";
import Link from "@/components/admin/staff-link";
import { AuthCard } from "@/components/admin/auth-card";
import { ResetPasswordForm } from "@/components/admin/password-reset-forms";
import { PASSWORD_RESET_LINK_INVALID, passwordResetLinkIsUsable } from "@/lib/users";

export const metadata: Metadata = { title: "Choose a new password", robots: { index: false } };
export const dynamic = "force-dynamic";

export default async function ResetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const usable = await passwordResetLinkIsUsable(token);
  return (
    <AuthCard heading="Choose a new password">
      {usable ? (
        <ResetPasswordForm token={token} />
      ) : (
        <div className="space-y-4 text-center">
          <p role="alert" className="rounded border border-danger/30 bg-red-50 px-4 py-3 text-sm text-danger">
            {PASSWORD_RESET_LINK_INVALID}
          </p>
          <Link href="/admin/forgot-password" className="text-accent underline">
            Ask for a new link
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
