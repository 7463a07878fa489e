import { fold } from "../text";
import { unmasked } from "./masked";
import { accentedSlips, correctTypos } from "./typos";

/**
 * Review text as the topic rules read it: folded (lowercase, no accents), no
 * stretched letters ("friaaa"), chat abbreviations and delivery slang spelled
 * out, typos corrected. Rules then only need the standard word.
 */

const SLANG: [RegExp, string][] = [
  [/\bvc\b|\bvcs\b/g, "voce"],
  [/\bq\b/g, "que"],
  [/\boq\b/g, "o que"],
  [/\bmt\b|\bmto\b|\bmuuito\b|\bmo\b/g, "muito"],
  [/\bn\b|\bnao\b|\bnaum\b|\bnn\b/g, "nao"],
  [/\btb\b|\btbm\b/g, "tambem"],
  [/\bpq\b/g, "porque"],
  [/\bhj\b/g, "hoje"],
  [/\bmsm\b/g, "mesmo"],
  [/\bpra\b|\bp\//g, "para"],
  [/\bta\b|\btava\b|\btavam\b|\btava\b/g, "estava"],
  [/\btd\b/g, "tudo"],
  [/\bnd\b/g, "nada"],
  [/\bngm\b/g, "ninguem"],
  [/\bdps\b/g, "depois"],
  [/\bcmg\b/g, "comigo"],
  [/\bqdo\b|\bqnd\b/g, "quando"],
  [/\bkd\b|\bcade\b/g, "cade"],
  // "vei frio" is "veio"; "não, véi" at the end is "dude".
  [/\bvei\b(?= [a-z])/g, "veio"],
  [/\bdms\b/g, "demais"],
  [/\bazdo\b/g, "azedo"],
  [/\bmurxa\b/g, "murcha"],
  [/\bobg\b|\bobgd\b/g, "obrigado"],
  [/\brefri\b|\brefris\b/g, "refrigerante"],
  [/\bbreja\b|\bbrejas\b|\bcerva\b|\bcervas\b|\bloira gelada\b/g, "cerveja"],
  [/\bmotoboi\w*|\bmotoca\b|\bmoto boy\b|\bmotoqueir\w*/g, "motoboy"],
  [/\bhamburguer\w*|\bhamburger\w*|\bburguer\b|\bburger\b/g, "hamburguer"],
  [/\bzuad\w*|\bzoad\w*/g, "ruim"],
  [/\bpessim\w*/g, "pessimo"],
  [/\bi-?food\b|\bifud\b|\brappi\b|\b99 ?food\b|\baiqfome\b|\bkeeta\b/g, "aplicativo"],
  [/\bapp\b|\bapk\b/g, "aplicativo"],
  [/\bwpp\b|\bzap\b|\bwhats\b|\bwhatsapp\b/g, "whatsapp"],
];

/** Folded review text: see the module comment. */
export function normaliseReview(text: string): string {
  // Masked swear words and slurs first ("m*caco"): the sign would otherwise split the word.
  let t = unmasked(fold(text))
    .replace(/(\p{L})\1{2,}/gu, "$1")
    // "friaa", "demorouu": a doubled last vowel is a stretched word (not "o": "enjoo", "voo").
    .replace(/([aeiu])\1\b/g, "$1")
    .replace(/r\$\s*/g, "r$ ")
    // ":" stays for clock times ("chegou 20:40").
    .replace(/[^a-z0-9\s.,;:!?/$-]/g, " ")
    // "veio fio", "tava fia": "frio" one letter short (not "fio de cabelo").
    .replace(/\b(veio|chegou|estava|tava|ta|tudo|comida|pizza|lanche) fi(o|a)s?\b(?! de)/g, "$1 fri$2");
  for (const [re, word] of SLANG) t = t.replace(re, word);
  return correctTypos(t, accentedSlips(text)).replace(/\s+/g, " ").trim();
}
