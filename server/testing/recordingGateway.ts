import type { Card } from "../../common/billing";
import { SandboxGateway } from "../modules/billing/sandboxGateway";

/**
 * Test support: the real sandbox, writing down every call it gets (without
 * card data), so a test can see what a real provider would have been asked to do.
 *
 * The sandbox approves one card number, while billing tests play many people
 * with cards of their own: so each verification here is a different physical
 * card (its own fingerprint) unless `oneCardPerNumber` asks for the sandbox's
 * real rule, as the one-trial-per-card tests do.
 */
export class RecordingGateway extends SandboxGateway {
  readonly calls: string[] = [];

  constructor(options: { oneCardPerNumber?: boolean } = {}) {
    super(undefined, { cardPerAttempt: !options.oneCardPerNumber });
  }

  /** True: the sandbox's own rule, one fingerprint per number (a test may switch it). */
  get oneCardPerNumber(): boolean {
    return !this.cardPerAttempt;
  }
  set oneCardPerNumber(value: boolean) {
    this.cardPerAttempt = !value;
  }
  private readonly answered = new Set<string>();
  private readonly started = new Set<string>();

  /**
   * Runs once the gateway has answered a charge and before the app hears the
   * answer: a test ends the database's backend here, or makes the next
   * statement fail, to play a process that lost its database between the
   * gateway's answer and the commit.
   */
  afterCharge: (() => Promise<void>) | undefined;

  override async charge(
    card: Card,
    customer: { email: string; name: string; customerId?: string | null },
    amountCents: number,
    idempotencyKey?: string,
  ) {
    const result = await super.charge(card, customer, amountCents, idempotencyKey);
    this.calls.push(`charge ${amountCents} ${result.ok ? "approved" : result.code}`);
    await this.afterCharge?.();
    return result;
  }

  override async verifyCard(card: Card) {
    const result = await super.verifyCard(card);
    this.calls.push(`verify ${result.ok ? "approved" : result.code}`);
    return result;
  }

  /** Runs once the gateway has refunded and before the app hears it (see afterCharge). */
  afterRefund: (() => Promise<void>) | undefined;

  /** A refund asked again with a key the sandbox has seen is written "repeated": nothing more went back. */
  override async refund(paymentId: string, amountCents: number, idempotencyKey?: string) {
    const repeated = idempotencyKey ? this.refundKnown(idempotencyKey) : false;
    const result = await super.refund(paymentId, amountCents, idempotencyKey);
    this.calls.push(`refund ${amountCents}${repeated ? " repeated" : ""}`);
    await this.afterRefund?.();
    return result;
  }

  /**
   * A charge on a kept customer. The sandbox answers a key it has seen with the
   * same payment: that answer is written "repeated", so `calls` shows every
   * real charge once and a test can tell a repeated question from a second charge.
   */
  override async chargeCustomer(customerId: string, amountCents: number, idempotencyKey: string) {
    const result = await super.chargeCustomer(customerId, amountCents, idempotencyKey);
    const repeated = this.answered.has(idempotencyKey);
    this.answered.add(idempotencyKey);
    this.calls.push(`chargeCustomer ${customerId}${repeated ? " repeated" : ""}`);
    await this.afterCharge?.();
    return result;
  }

  override async startSubscription(
    customerId: string,
    planId: number,
    amountCents: number,
    idempotencyKey?: string,
  ) {
    const result = await super.startSubscription(customerId, planId, amountCents, idempotencyKey);
    const repeated = this.started.has(result.subscriptionId);
    this.started.add(result.subscriptionId);
    this.calls.push(`start ${result.subscriptionId}${repeated ? " repeated" : ""}`);
    return result;
  }

  override async cancelSubscription(subscriptionId: string) {
    await super.cancelSubscription(subscriptionId);
    this.calls.push(`cancel ${subscriptionId}`);
  }
}
