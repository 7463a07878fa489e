import { PagePlaceholder } from "./PagePlaceholder";

export default function ResetPasswordPage() {
  return <PagePlaceholder title="Nova senha" />;
}
