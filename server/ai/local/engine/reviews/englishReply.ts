import type { ReviewTopic } from "../../../../../common/reviewPoints";
import type { Rng } from "../random";
import { sentences } from "../text";
import type { ReviewAnalysis } from "./analyse";
import { privateChannelsEn } from "./contact";
import { moderatedBody } from "./moderatedReply";

/** Replies in English to reviews written in English, with the same rules as the Portuguese ones. */

const LINES: Record<Exclude<ReviewTopic, "praise">, string> = {
  delay:
    "We're sorry your order took so long; waiting hungry is no fun, and we'll review how we handle our busiest hours.",
  notDelivered:
    "We're very sorry your order never reached you, and we'll look into what happened with this delivery.",
  cold: "We're sorry your food arrived cold; we'll review our packaging and the time between the kitchen and the door.",
  warmDrink:
    "We're sorry your drink wasn't cold when it arrived; drinks should go into the bag straight from the fridge.",
  melted: "We're sorry your dessert arrived melted; we'll pack frozen items with more care.",
  wrongItem:
    "We apologise for sending you the wrong item; we'll check each order against its ticket before it goes out.",
  customisation:
    "We apologise that the note on your order was not followed; we'll make sure the kitchen reads every note.",
  missingItem:
    "We're sorry something was missing from your order; we'll double-check every bag before it leaves.",
  // No "Thank you for telling us…": the opening says it already.
  portion: "We're sorry the portion felt small; we'll review our portions with the kitchen.",
  packaging:
    "We're sorry about the state of the packaging; we'll review how each item is packed for the trip.",
  taste: "We're sorry the food wasn't as it should be; we'll pass your comments on to the kitchen.",
  courier: "We're sorry about how the delivery was handled; everyone deserves respect, and we'll report it.",
  price: "We hear you on the price, and we'll take it into account when reviewing our menu.",
  app: "We're sorry about the trouble with the delivery app; we'll pass your report on to their support team.",
  service: "We apologise for the service you received; every message deserves a quick, friendly answer.",
  general: "We're sorry your experience wasn't a good one, and we'll look at every step of your order.",
  other: "We're sorry about the problem you described, and we'll look into it with the team.",
  raw: "We're very concerned to read that your food was undercooked; cooking it through is a safety matter for us.",
  spoiled: "We're very concerned to read that the food seemed spoiled.",
  foreignBody: "We're very concerned to read about what you found in your food; this must not happen.",
  poisoning: "We're very sorry to hear you felt unwell after your meal, and we hope you are feeling better.",
  allergy:
    "We're very concerned by what you tell us about your dietary restriction, and we hope you are well.",
  paidExtra: "We're sorry the extra you paid for didn't arrive; we'll check this order and its charge.",
  pricePortion:
    "We're sorry the portion didn't feel worth the price; we'll review portions and prices with the kitchen.",
  diet: "We're sorry your dietary request was not respected; we'll make sure the kitchen follows every such note.",
  unanswered:
    "We're sorry nobody answered when you tried to reach us; every call and message deserves an answer.",
};

/** A wait the customer said they understood: thanked for, not apologised for as a complaint they did not make. */
const FORGIVEN_WAIT =
  "Thank you for your patience and understanding with the wait; we'll keep working to get your next order to you sooner.";

/** The customer's own condition, as they named it: a coeliac is not told about "your allergy or dietary note". */
function condition(text: string): string {
  if (/allerg/.test(text)) return "your allergy";
  if (/coeliac|celiac/.test(text))
    return "your coeliac disease, a dietary restriction we take very seriously";
  if (/intoleran/.test(text)) return "your intolerance, a dietary restriction we take very seriously";
  return "your dietary restriction";
}

/** The dish an English excerpt names, as written ("fries", "burger"). */
const DISH_EN =
  /\b(fries|chips|burgers?|pizza|sushi|rice|chicken|noodles|ramen|fish|salmon|salad|sandwich|wrap|tacos?|nachos|pasta|soup|steak|bread|cake|dessert|coffee|gyoza|dumplings|wings|pastel|coxinhas?|a[cç]a[ií]|poke|lasagn[ae]|curry|falafel|hot dog)\b/i;
const dishIn = (excerpt: string) => DISH_EN.exec(excerpt)?.[1]?.toLowerCase();

/**
 * "charged me twice", "overcharged", "got a medium. Charged for the large": a charge to check, not the price level
 * to review on the menu.
 */
const BILLED_WRONG =
  /\b(charg\w*|billed) (me |us )?(twice|double|two times)|\bdouble[- ]?charg\w*|\bovercharg\w*|\b(charged|billed) (me |us )?for (the|a|an|two|three|both|2|3) \w+/;

function line(p: { topic: ReviewTopic; excerpt: string }, a: ReviewAnalysis): string {
  if (p.topic === "other" && p.excerpt)
    return `We're sorry about what you described ("${p.excerpt.replace(/[.!?\s]+$/, "")}"), and we'll look into it with the team.`;
  if (p.topic === "delay" && a.reading.forgivenWait) return FORGIVEN_WAIT;
  // A safety reply states no fault: what the customer tells is looked into, not confirmed.
  if (p.topic === "allergy")
    return `We're very concerned by what you tell us about this order and ${condition(a.text)}, and we hope you are well.`;
  // Decision 064, as in Portuguese: beside an allergy the malaise is the reaction told, regretted with the
  // customer's health rather than named as an illness "after your meal".
  if (p.topic === "poisoning" && a.points.some((q) => q.topic === "allergy"))
    return "We're so sorry for everything you went through: your health is what matters most to us.";
  // "My drink was missing at first but they sent it within 15 minutes. Great service!": the slip put right and
  // thanked is no complaint left to apologise for; the customer's patience is what is thanked.
  if (a.putRight?.includes(p.topic))
    return "We're grateful for your patience and understanding, and glad it could be put right.";
  if (p.topic === "customisation" && a.safety)
    return "We'll also look into what you tell us about the note on your order.";
  if (p.topic === "price" && BILLED_WRONG.test(a.text))
    return "We're sorry about the charge on your order; we'll check it carefully.";
  // "Burger was great but the fries were soggy": the dish complained of, named, beside the one praised.
  const dish = p.topic === "taste" ? dishIn(p.excerpt) : undefined;
  if (dish)
    return /s$/.test(dish)
      ? `We're sorry the ${dish} weren't as they should be; we'll pass your comments on to the kitchen.`
      : `We're sorry the ${dish} wasn't as it should be; we'll pass your comments on to the kitchen.`;
  return LINES[p.topic as Exclude<ReviewTopic, "praise">];
}

export function writeEnglishReply(a: ReviewAnalysis, rng: Rng, restaurantName: string | undefined): string {
  const team = restaurantName?.trim() ? `The ${restaurantName.trim()} team` : "Our team";
  const complaints = a.points.filter((p) => p.topic !== "praise");
  const praised = a.points.some((p) => p.topic === "praise");
  if (a.safety) {
    const body = [
      "Hello.",
      ...complaints.map((p) => line(p, a)),
      "Food safety is a priority for us, and we will check the preparation and ingredients of this order right away.",
      `Please contact us privately ${privateChannelsEn(a.failed, a.contacts)} so we can understand exactly what happened and follow up with you.`,
    ];
    return `${sentences(body)}\n\nKind regards,\n${team}`;
  }
  if (complaints.length === 0) {
    const body = [
      rng.pick(["Thank you so much for your review!", "Thanks a lot for your kind words!"]),
      praised
        ? rng.pick(["We're delighted you enjoyed your order.", "It's great to know you liked it."])
        : undefined,
      rng.pick(["We hope to cook for you again soon!", "See you next time!"]),
    ];
    return `${sentences(body)}\n\nBest wishes,\n${team}`;
  }
  // Every slip already put right, and thanked: nothing is left to sort out.
  const allPutRight = complaints.every((p) => a.putRight?.includes(p.topic));
  const serious =
    !allPutRight && complaints.some((p) => !["delay", "cold", "price", "portion"].includes(p.topic));
  const praise = a.points.find((p) => p.topic === "praise")?.excerpt ?? "";
  // "took a bit longer because of the rain, no worries, food was great": nothing went wrong to put right.
  const onlyForgiven = a.reading.forgivenWait && complaints.every((p) => p.topic === "delay");
  const body = [
    rng.pick(["Hello, and thank you for your review.", "Hi, thank you for telling us about your order."]),
    praised
      ? onlyForgiven
        ? "We're so glad you enjoyed your meal."
        : /\b(food|meal|dish\w*|pizza|burger\w*|sushi|taste|tasty|delicious|flavou?r\w*)\b/i.test(praise)
          ? `We're glad you enjoyed the ${dishIn(praise) ?? "food"}.`
          : /\b(service|support|staff|team|attention)\b/i.test(praise)
            ? "Thank you for your kind words about our service."
            : "Thank you for your kind words, too."
      : undefined,
    ...complaints.map((p) => line(p, a)),
    serious
      ? `If you can, please reach us ${privateChannelsEn(a.failed, a.contacts)} so we can sort this out with you.`
      : undefined,
    // A broken diet (meat for a vegetarian) is no moment to invite the customer back.
    complaints.some((p) => p.topic === "diet")
      ? undefined
      : onlyForgiven || allPutRight
        ? "We hope to cook for you again soon!"
        : rng.pick([
            "We hope to have the chance to get it right next time.",
            "We'd love the chance to do better on your next order.",
          ]),
  ];
  return `${sentences(body)}\n\nKind regards,\n${team}`;
}

/**
 * A review for moderation (an insult, a slur, a threat, a rumour): short and
 * neutral as in Portuguese, no cheer and no invitation back, the insult never
 * quoted ("other" points are named, not quoted).
 */
export function writeEnglishModeratedReply(a: ReviewAnalysis, restaurantName: string | undefined): string {
  const team = restaurantName?.trim() ? `The ${restaurantName.trim()} team` : "Our team";
  const where = privateChannelsEn(a.failed, a.contacts);
  const points = a.points
    .filter((p) => p.topic !== "praise")
    .map((p) =>
      p.topic === "other"
        ? "We're sorry about the problem you described."
        : LINES[p.topic as Exclude<ReviewTopic, "praise">],
    );
  const body = moderatedBody(a.moderation?.reason, points, {
    hello: "Hello.",
    received: "We have received your review.",
    rumour: [
      "We take everything said about our kitchen seriously.",
      a.safety ? "Food safety is a priority for us." : undefined,
      `If you ordered from us and had a problem, please contact us privately ${where} with your order details so we can look into it carefully.`,
    ],
    threat: `If there was a problem with your order, please contact us ${where} so we can sort it out calmly.`,
    respect: "We ask for respect for everyone who works on each order, from our team to the couriers.",
    close: `If you wish, contact us ${where} so we can check what happened.`,
  });
  return `${sentences(body)}\n\nKind regards,\n${team}`;
}
