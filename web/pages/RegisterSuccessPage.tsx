import { PagePlaceholder } from "./PagePlaceholder";

export default function RegisterSuccessPage() {
  return <PagePlaceholder title="Conta criada" />;
}
