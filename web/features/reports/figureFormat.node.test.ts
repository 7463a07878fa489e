import { describe, expect, it } from "vitest";
import type { ReportFigure } from "../../../common/reports";
import { changeWords, formatFigure } from "./figureFormat";

const fig = (over: Partial<ReportFigure>): ReportFigure => ({
  key: "grossSales",
  value: 29_000,
  previous: 20_000,
  fourWeeksBefore: null,
  changeVsPrevious: 45,
  changeVsFourWeeks: null,
  changeUnit: "percent",
  ...over,
});

describe("the report's figures in words", () => {
  it("formats each unit", () => {
    expect(formatFigure("grossSales", 29_000)).toMatch(/^R\$\s290,00$/);
    expect(formatFigure("orders", 1247)).toBe("1.247");
    expect(formatFigure("cancellationRate", 16.67)).toBe("16,7%");
    expect(formatFigure("avgPrepMinutes", 20.5)).toBe("20,5 min");
    expect(formatFigure("net", null)).toBe("—");
  });

  it("says whether a change is good news", () => {
    expect(changeWords(fig({}), "previous")).toEqual({ text: "+45% vs semana passada", tone: "good" });
    expect(changeWords(fig({}), "fourWeeks")).toBeUndefined();
    expect(
      changeWords(
        fig({ key: "storeCancellationRate", changeUnit: "points", changeVsPrevious: -16.66 }),
        "previous",
      ),
    ).toEqual({ text: "−16,7 p.p. vs semana passada", tone: "good" });
    expect(changeWords(fig({ key: "fees", changeVsPrevious: 10 }), "previous")?.tone).toBe("bad");
  });
});
