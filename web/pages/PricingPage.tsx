import { PagePlaceholder } from "./PagePlaceholder";

export default function PricingPage() {
  return <PagePlaceholder title="Preços" />;
}
