import { PagePlaceholder } from "./PagePlaceholder";

export default function ResourcesPage() {
  return <PagePlaceholder title="Seu Centro de Controle" />;
}
