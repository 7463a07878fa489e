import { act, waitFor } from "@testing-library/react";
import { expect, it } from "vitest";
import { renderHookWithProviders } from "../../testing/render";
import { useGenerator } from "./useGenerator";

it("a second tap with the same input while the first runs sends nothing; after it, it sends again", async () => {
  const sent: string[] = [];
  let answer!: (text: string) => void;
  const call = (input: { dishName: string }) =>
    new Promise<{ content: string }>((resolve) => {
      sent.push(input.dishName);
      answer = (content) => resolve({ content });
    });
  const { result } = renderHookWithProviders(() => useGenerator("content", call));

  act(() => {
    result.current.generate({ dishName: "Coxinha" });
    result.current.generate({ dishName: "Coxinha" });
  });
  await waitFor(() => expect(sent).toEqual(["Coxinha"]));
  act(() => answer("Coxinha dourada."));
  await waitFor(() => expect(result.current.result).toEqual({ content: "Coxinha dourada." }));

  act(() => result.current.generate({ dishName: "Coxinha" }));
  await waitFor(() => expect(sent).toEqual(["Coxinha", "Coxinha"]));
  act(() => result.current.generate({ dishName: "Pastel" }));
  await waitFor(() => expect(sent).toEqual(["Coxinha", "Coxinha", "Pastel"]));
});
