import { PagePlaceholder } from "./PagePlaceholder";

export default function ForgotPasswordPage() {
  return <PagePlaceholder title="Esqueci minha senha" />;
}
