import { ArrowLeft } from "lucide-react";
import { Link } from "wouter";
import { PAGE_META } from "../../common/pageMeta";
import { ForgotPasswordForm } from "../features/auth/ForgotPasswordForm";
import { AuthLayout } from "../layout/AuthLayout";
import { usePageMeta } from "../lib/usePageMeta";
import { Card } from "../ui/Card";

/** The page /login links to: asks for the email and mails a reset link (same answer for any email). */
export default function ForgotPasswordPage() {
  usePageMeta(PAGE_META["/forgot-password"]);
  return (
    <AuthLayout>
      <Card className="p-6">
        <Link
          href="/login"
          className="-mt-2 -ml-2 inline-flex min-h-11 items-center gap-1 px-2 text-sm text-muted hover:text-ink"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Voltar para o login
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-ink">Esqueceu sua senha?</h1>
        <ForgotPasswordForm />
      </Card>
    </AuthLayout>
  );
}
