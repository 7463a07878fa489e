import { PagePlaceholder } from "./PagePlaceholder";

export default function TrialPage() {
  return <PagePlaceholder title="7 dias grátis" />;
}
