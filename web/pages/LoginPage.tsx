import { PagePlaceholder } from "./PagePlaceholder";

export default function LoginPage() {
  return <PagePlaceholder title="Sign in" />;
}
