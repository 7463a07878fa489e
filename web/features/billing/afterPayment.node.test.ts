import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { finishAfterPayment, WAIT_BEFORE_AUTO_LOGIN_MS, WAIT_BEFORE_EMAIL_CHECK_MS } from "./afterPayment";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it("SPEC §4: waits 1.5 s, confirms the email, waits 0.5 s, then signs in", async () => {
  expect([WAIT_BEFORE_EMAIL_CHECK_MS, WAIT_BEFORE_AUTO_LOGIN_MS]).toEqual([1500, 500]);
  const steps: string[] = [];
  const done = finishAfterPayment({
    verifyEmail: async () => steps.push(`email at ${Date.now() - start}`),
    signIn: async () => {
      steps.push(`login at ${Date.now() - start}`);
      return true;
    },
  });
  const start = Date.now();
  await vi.advanceTimersByTimeAsync(1499);
  expect(steps).toEqual([]);
  await vi.advanceTimersByTimeAsync(1);
  expect(steps).toEqual(["email at 1500"]);
  await vi.advanceTimersByTimeAsync(499);
  expect(steps).toEqual(["email at 1500"]);
  await vi.advanceTimersByTimeAsync(1);
  await expect(done).resolves.toEqual({ emailVerified: true, signedIn: true });
  expect(steps).toEqual(["email at 1500", "login at 2000"]);
});

it("a failing email check is reported and the login still runs", async () => {
  const signIn = vi.fn(async () => true);
  const done = finishAfterPayment({ verifyEmail: () => Promise.reject(new Error("403")), signIn });
  await vi.advanceTimersByTimeAsync(2000);
  await expect(done).resolves.toEqual({ emailVerified: false, signedIn: true });
  expect(signIn).toHaveBeenCalledOnce();
});

it("a login that fails or finds another account is reported", async () => {
  const failing = finishAfterPayment({
    verifyEmail: async () => undefined,
    signIn: () => Promise.reject(new Error("500")),
  });
  const otherAccount = finishAfterPayment({ verifyEmail: async () => undefined, signIn: async () => false });
  await vi.advanceTimersByTimeAsync(2000);
  await expect(failing).resolves.toEqual({ emailVerified: true, signedIn: false });
  await expect(otherAccount).resolves.toEqual({ emailVerified: true, signedIn: false });
});
