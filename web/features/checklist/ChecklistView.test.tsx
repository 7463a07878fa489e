import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { expect, it } from "vitest";
import { DEFAULT_CHECKLIST } from "../../../common/checklist";
import { ChecklistView } from "./ChecklistView";

function LocalChecklist() {
  const [items, setItems] = useState(DEFAULT_CHECKLIST.map((i) => ({ ...i })));
  return (
    <ChecklistView
      items={items}
      onToggle={(id, completed) => setItems((all) => all.map((i) => (i.id === id ? { ...i, completed } : i)))}
    />
  );
}

it("ticking items moves the progress: completed over total", async () => {
  render(<LocalChecklist />);
  const user = userEvent.setup();
  const bar = screen.getByRole("progressbar", { name: "Progresso do checklist" });
  expect(screen.getByText("0 de 4 concluídas")).toBeTruthy();
  expect(bar.getAttribute("aria-valuenow")).toBe("0");

  const boxes = screen.getAllByRole("checkbox");
  expect(boxes).toHaveLength(4);
  await user.click(boxes[0]!);
  await user.click(boxes[2]!);
  expect(screen.getByText("2 de 4 concluídas")).toBeTruthy();
  expect(screen.getByText("50%")).toBeTruthy();
  expect(bar.getAttribute("aria-valuenow")).toBe("2");

  await user.click(boxes[0]!);
  expect(screen.getByText("1 de 4 concluídas")).toBeTruthy();
  expect(boxes[0]).toHaveProperty("checked", false);
});

it("styles 'Alta' apart from 'Média'", () => {
  render(<LocalChecklist />);
  const alta = screen.getAllByText("Alta")[0]!;
  const media = screen.getAllByText("Média")[0]!;
  expect(alta.className).not.toBe(media.className);
  expect(alta.closest("label")?.dataset.priority).toBe("Alta");
});
