import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { MailQueueNote } from "./MailQueueNote";

it("says how many mails wait and how many failed, in Portuguese", () => {
  render(<MailQueueNote mail={{ pending: 2, failed: 1 }} />);
  expect(screen.getByRole("status", { name: "Emails na fila" }).textContent).toBe(
    "Emails na fila: 2 pendentes · 1 com falha",
  );
});

it("uses the singular for one pending mail and shows zero failures plainly", () => {
  render(<MailQueueNote mail={{ pending: 1, failed: 0 }} />);
  expect(screen.getByRole("status").textContent).toBe("Emails na fila: 1 pendente · 0 com falha");
});

it("shows nothing until the stats arrive", () => {
  const { container } = render(<MailQueueNote mail={undefined} />);
  expect(container.textContent).toBe("");
});
