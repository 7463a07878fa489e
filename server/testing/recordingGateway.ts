import type { Card } from "../../common/billing";
import { SandboxGateway } from "../modules/billing/sandboxGateway";

/**
 * Test support: the real sandbox, writing down every call it gets (without
 * card data), so a test can see what a real provider would have been asked to do.
 */
export class RecordingGateway extends SandboxGateway {
  readonly calls: string[] = [];

  override async charge(
    card: Card,
    customer: { email: string; name: string; customerId?: string | null },
    amountCents: number,
  ) {
    const result = await super.charge(card, customer, amountCents);
    this.calls.push(`charge ${amountCents} ${result.ok ? "approved" : result.code}`);
    return result;
  }

  override async verifyCard(card: Card) {
    const result = await super.verifyCard(card);
    this.calls.push(`verify ${result.ok ? "approved" : result.code}`);
    return result;
  }

  override async refund(_paymentId?: string, amountCents?: number) {
    const result = await super.refund();
    this.calls.push(`refund ${amountCents}`);
    return result;
  }

  override async chargeCustomer(customerId: string) {
    const result = await super.chargeCustomer(customerId);
    this.calls.push(`chargeCustomer ${customerId}`);
    return result;
  }

  override async startSubscription() {
    const result = await super.startSubscription();
    this.calls.push(`start ${result.subscriptionId}`);
    return result;
  }

  override async cancelSubscription(subscriptionId: string) {
    await super.cancelSubscription(subscriptionId);
    this.calls.push(`cancel ${subscriptionId}`);
  }
}
