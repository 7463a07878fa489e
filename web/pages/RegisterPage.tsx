import { PagePlaceholder } from "./PagePlaceholder";

export default function RegisterPage() {
  return <PagePlaceholder title="Criar conta" />;
}
