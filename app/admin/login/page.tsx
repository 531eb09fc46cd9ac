import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/admin/auth-card";
import { LoginForm } from "@/components/admin/login-form";

export const metadata: Metadata = { title: "Staff sign in" };

export default function LoginPage() {
  return (
    <AuthCard heading="Staff sign in">
      <LoginForm />
      <p className="mt-5 text-center text-sm">
        <Link href="/admin/forgot-password" className="text-accent underline">
          Forgot password?
        </Link>
      </p>
    </AuthCard>
  );
}
