import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { ReportFigure } from "../../../common/reports";
import { FigureGrid } from "./FigureGrid";

const figure = (over: Partial<ReportFigure> & Pick<ReportFigure, "key">): ReportFigure => ({
  value: null,
  previous: null,
  fourWeeksBefore: null,
  changeVsPrevious: null,
  changeVsFourWeeks: null,
  changeUnit: "percent",
  ...over,
});

describe("the report's figures", () => {
  it("shows each figure with its changes and its definition on a tap, leaving out what the export never carried", async () => {
    const user = userEvent.setup();
    render(
      <FigureGrid
        title="Vendas"
        keys={["grossSales", "net", "storeCancellationRate"]}
        figures={[
          figure({ key: "grossSales", value: 29_000, previous: 20_000, changeVsPrevious: 45 }),
          figure({ key: "net" }),
          figure({
            key: "storeCancellationRate",
            value: 16.67,
            previous: 33.33,
            changeVsPrevious: -16.66,
            changeUnit: "points",
          }),
        ]}
      />,
    );
    const items = screen.getAllByRole("listitem").filter((li) => li.dataset.figure);
    expect(items.map((li) => li.dataset.figure)).toEqual(["grossSales", "storeCancellationRate"]);
    const gross = within(items[0]!);
    expect(gross.getByText(/^R\$\s290,00$/)).toBeTruthy();
    expect(gross.getByText("+45% vs semana passada").className).toContain("text-leaf");
    expect(within(items[1]!).getByText("−16,7 p.p. vs semana passada").className).toContain("text-leaf");
    await user.click(gross.getByText("Como calculamos"));
    expect(gross.getByText(/^Vendas brutas = valor dos itens/)).toBeTruthy();
  });

  it("says so when none of a group's figures came in the file", () => {
    render(
      <FigureGrid title="Entrega" keys={["avgPrepMinutes"]} figures={[figure({ key: "avgPrepMinutes" })]} />,
    );
    expect(screen.getByText("O relatório importado não trouxe as colunas destes números.")).toBeTruthy();
  });
});
