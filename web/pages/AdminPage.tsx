import { PagePlaceholder } from "./PagePlaceholder";

export default function AdminPage() {
  return <PagePlaceholder title="Admin Access" />;
}
