import { PagePlaceholder } from "./PagePlaceholder";

export default function AuthPage() {
  return <PagePlaceholder title="Entrar ou criar conta" />;
}
