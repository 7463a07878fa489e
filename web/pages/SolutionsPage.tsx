import { PagePlaceholder } from "./PagePlaceholder";

export default function SolutionsPage() {
  return <PagePlaceholder title="Soluções" />;
}
