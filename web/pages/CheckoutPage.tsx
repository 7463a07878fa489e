import { PagePlaceholder } from "./PagePlaceholder";

export default function CheckoutPage() {
  return <PagePlaceholder title="Checkout" />;
}
