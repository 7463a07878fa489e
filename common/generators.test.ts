import { describe, expect, it } from "vitest";
import {
  GENERATOR_MESSAGES,
  generateContentRequestSchema,
  generateMenuRequestSchema,
  generatePromotionRequestSchema,
  generateResponseRequestSchema,
} from "./generators";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("generate call payloads (SPEC §7)", () => {
  it("needs a dish name of at most 120 characters, trimmed", () => {
    expect(generateContentRequestSchema.parse({ dishName: "  X-Bacon ", businessType: "" })).toEqual({
      dishName: "X-Bacon",
    });
    expect(firstMessage(generateContentRequestSchema.safeParse({ dishName: "   " }))).toBe(
      GENERATOR_MESSAGES.dishNameRequired,
    );
    expect(firstMessage(generateContentRequestSchema.safeParse({}))).toBe(
      GENERATOR_MESSAGES.dishNameRequired,
    );
    expect(firstMessage(generateContentRequestSchema.safeParse({ dishName: "a".repeat(121) }))).toBe(
      GENERATOR_MESSAGES.dishNameTooLong,
    );
    expect(generateContentRequestSchema.safeParse({ dishName: "Pizza", format: "post" }).success).toBe(true);
  });

  it("takes a goal, an objective or (the landing demo) a business type alone", () => {
    expect(generatePromotionRequestSchema.parse({ goal: "atrair-novos-clientes" }).goal).toBe(
      "atrair-novos-clientes",
    );
    expect(generatePromotionRequestSchema.parse({ goal: "clear-stock" }).goal).toBe("clear-stock");
    expect(generatePromotionRequestSchema.parse({ businessType: "pizzaria" })).toEqual({
      businessType: "pizzaria",
    });
    expect(firstMessage(generatePromotionRequestSchema.safeParse({ goal: "" }))).toBe(
      GENERATOR_MESSAGES.goalRequired,
    );
    expect(firstMessage(generatePromotionRequestSchema.safeParse({ goal: "vender-muito" }))).toBe(
      GENERATOR_MESSAGES.goalInvalid,
    );
  });

  it("accepts a menu type of SPEC §9, a restaurant category, or nothing", () => {
    expect(generateMenuRequestSchema.parse({ restaurantType: "japonesa" })).toEqual({
      restaurantType: "japonesa",
    });
    expect(generateMenuRequestSchema.parse({ restaurantType: "acai" })).toEqual({ restaurantType: "acai" });
    expect(generateMenuRequestSchema.parse({ restaurantType: "" })).toEqual({});
    expect(generateMenuRequestSchema.parse({})).toEqual({});
    expect(firstMessage(generateMenuRequestSchema.safeParse({ restaurantType: "marciana" }))).toBe(
      GENERATOR_MESSAGES.restaurantTypeInvalid,
    );
  });

  it("needs review text of at most 2000 characters", () => {
    expect(generateResponseRequestSchema.parse({ reviewText: " Demorou " })).toEqual({
      reviewText: "Demorou",
    });
    expect(firstMessage(generateResponseRequestSchema.safeParse({ reviewText: "" }))).toBe(
      GENERATOR_MESSAGES.reviewRequired,
    );
    expect(firstMessage(generateResponseRequestSchema.safeParse({ reviewText: "a".repeat(2001) }))).toBe(
      GENERATOR_MESSAGES.reviewTooLong,
    );
  });
});

describe("dish names with markup", () => {
  it("drops HTML tags so they never reach the generated copy", () => {
    const parsed = generateContentRequestSchema.parse({
      dishName: "<script>alert(1)</script> Pizza <b>de calabresa</b>",
    });
    expect(parsed.dishName).toBe("alert(1) Pizza de calabresa");
    expect(generateContentRequestSchema.safeParse({ dishName: "<img src=x>" }).success).toBe(false);
  });
});
