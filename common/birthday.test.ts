import { describe, expect, it } from "vitest";
import { birthdayDays, formatBirthday, parseBirthday } from "./birthday";

describe("birthdays", () => {
  it("reads day/month as people write it, with or without a year", () => {
    expect(parseBirthday("25/12")).toBe("12-25");
    expect(parseBirthday(" 5/3/1990 ")).toBe("03-05");
    expect(parseBirthday("05-03-90")).toBe("03-05");
    expect(parseBirthday("1990-03-05")).toBe("03-05");
    expect(parseBirthday("12-25")).toBe("12-25");
    expect(parseBirthday("29/02")).toBe("02-29");
    for (const bad of ["31/02", "32/01", "00/10", "abc", "", "25/13"])
      expect(parseBirthday(bad), bad).toBeNull();
    expect(formatBirthday("03-05")).toBe("05/03");
  });

  it("the next 7 days cross the month and the year; this month is the calendar month", () => {
    expect(birthdayDays("7-dias", "2026-12-28")).toEqual([
      "12-28",
      "12-29",
      "12-30",
      "12-31",
      "01-01",
      "01-02",
      "01-03",
    ]);
    // 2027 has no 29 February: those born on it are celebrated on the 28th.
    expect(birthdayDays("7-dias", "2027-02-25")).toContain("02-29");
    expect(birthdayDays("mes", "2026-11-20")).toHaveLength(30);
    expect(birthdayDays("mes", "2026-11-20")[0]).toBe("11-01");
  });
});
