import type { Metadata } from "next";
import { AuthCard } from "@/components/admin/auth-card";
import { ForgotPasswordForm } from "@/components/admin/password-reset-forms";

export const metadata: Metadata = { title: "Forgot password", robots: { index: false } };

export default function ForgotPasswordPage() {
  return (
    <AuthCard heading="Forgot password">
      <ForgotPasswordForm />
    </AuthCard>
  );
}
