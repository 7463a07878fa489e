import { expect, it } from "vitest";
import { perUser } from "./perUser";

it("runs one task at a time per key, others side by side, and forgets finished keys", async () => {
  const oneAtATime = perUser();
  const order: string[] = [];
  let release!: () => void;
  const gate = new Promise<void>((r) => {
    release = r;
  });
  const first = oneAtATime("ana", async () => {
    order.push("ana 1 start");
    await gate;
    order.push("ana 1 end");
    throw new Error("recusado");
  });
  const second = oneAtATime("ana", async () => {
    order.push("ana 2");
    return 2;
  });
  const other = oneAtATime("bia", async () => {
    order.push("bia");
    return "bia";
  });
  expect(await other).toBe("bia");
  release();
  await expect(first).rejects.toThrow("recusado");
  expect(await second).toBe(2);
  expect(order).toEqual(["ana 1 start", "bia", "ana 1 end", "ana 2"]);
});
