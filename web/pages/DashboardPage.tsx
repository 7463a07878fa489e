import { PagePlaceholder } from "./PagePlaceholder";

export default function DashboardPage() {
  return <PagePlaceholder title="Painel" />;
}
