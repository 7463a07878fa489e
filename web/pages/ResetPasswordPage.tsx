import { PAGE_META } from "../../common/pageMeta";
import { ResetPasswordForm } from "../features/auth/ResetPasswordForm";
import { AuthLayout } from "../layout/AuthLayout";
import { usePageMeta } from "../lib/usePageMeta";
import { Card } from "../ui/Card";

/** The page of the reset link: choose a new password; every session of the account ends. */
export default function ResetPasswordPage() {
  usePageMeta(PAGE_META["/reset-password"]);
  return (
    <AuthLayout>
      <Card className="p-6">
        <h1 className="text-2xl font-bold text-ink">Escolha uma nova senha</h1>
        <ResetPasswordForm />
      </Card>
    </AuthLayout>
  );
}
