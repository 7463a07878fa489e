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
  // "demoro um pouco mais vlw a pena": "valeu", and "mais" for "mas" before it.
  [/\b(mais|mai) (?=(vlw|valeu|vale) a pena\b)/g, "mas "],
  [/\bvlw\b/g, "valeu"],
  [/\blanxe\b|\blanxes\b|\blanxinho\b/g, "lanche"],
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

/**
 * Praise said in complaint words (a probe of 83 plain positive reviews: 27 read a complaint), rewritten to the plain
 * praise they mean before any rule reads them: "absurdo de bom", "nada a reclamar", "nunca decepciona", "não sobrou
 * nada", "o único problema é que acabou", "tive que esperar esfriar", "melhor que muito restaurante caro".
 */
const PRAISE_IN_COMPLAINT_WORDS: [RegExp, string][] = [
  [
    /\b(absurd[oa]|ridicul[oa]|crime|pecado|perigos[oa]|indecente|covardia|sacanagem|injustica) de (tao )?(bom|boa|bons|boas|gostos[oa]s?|delicios[oa]s?|saboros[oa]s?)\b/g,
    "muito bom",
  ],
  [
    /\bnada (a|para|pra) reclamar\b|\bnao (tenho|tem|ha|tive) (nada )?(do |de )?(que|o que) reclamar\b|\b(zero|sem|nenhuma) reclamac(ao|oes)\b/g,
    "tudo certo",
  ],
  [
    /\bnunca (me |nos )?(decepciona\w*|erra|erram|errou|falha|falham|falhou)\b|\bnao tem (como )?(erro|errar)\b|\bnao (tem|ha) (nada )?(o )?que melhorar\b|\bnada (a|para|pra) melhorar\b/g,
    "sempre certo",
  ],
  [
    /\bnao sobrou (nada|nem (as |os )?\w+)\b|\bsumiu em (\w+ )?(minutos|segundos)\b|\bnao deu (nem )?tempo de (tirar )?(uma |a )?foto\b/g,
    "comemos tudo",
  ],
  [
    /\b(o )?(unico )?problema (e|eh|foi) (que )?(acabou|acaba|viciei|vicia|e viciante|nao pedi antes|nao conhecia antes)\b(?! (o|a|os|as|meu|minha|com|de)\b)/g,
    "muito bom",
  ],
  [
    /\b(tive|tivemos|tem|precisei) (que|de) (esperar|deixar) (\w+ )?esfriar\b|\bde tao quente\b/g,
    "quentinho",
  ],
  [
    /\b(e|eh|sou|era|somos) (muito |bem |super )?(chat[oa]s?|exigentes?|enjoad[oa]s?|fresc[oa]s?) (pra|para|com) (comida|tudo|\w+)\b/g,
    "e exigente",
  ],
  [
    /\bmelhor (que|do que) (muito |muitos |qualquer |varios |muita )?(restaurantes?|lugar|lugares|pizzarias?|hamburguerias?) (caros?|chiques?|carissimos?)\b/g,
    "melhor que restaurante",
  ],
  [/\bcaro\s*\?\s*(nada|nao|que nada)\b/g, "vale"],
  [
    /\bnao (tinha|tem|tinham|teria|ha) como (ser|estar|ficar) melhor\b|\bnao (podia|poderia|dava) (ser|estar|ficar) melhor\b/g,
    "perfeito",
  ],
  [/\bnao esquece(ram|u) (nem|nada|de nada)\b/g, "capricharam"],
  [
    /\bsem (gosto|cara|cheiro) de (requentado|congelado|velho|ontem|micro.?ondas|oleo velho)\b/g,
    "fresquinho",
  ],
  [/\bpouc[oa] (oleo|gordura)\b/g, "leve"],
  [
    /\bpedi (pra|para) trocar\b.{0,50}\be (trocaram|trocou|fizeram)\b( sem problemas?)?/g,
    "pedi uma troca e atenderam",
  ],
  [/\bnem (muito )?salgad[oa]s? nem (sem sal|insoss[oa]s?|sem gosto)\b/g, "tempero perfeito"],
  // "hambúrguer delicioso, só faltou eu pedir dois": wanting more is praise, nothing missing.
  [
    /\bfaltou (eu |a gente )?(ter )?(pedir|pedido|comprar|comprado) (mais|dois|duas|outr[oa]s?|\d+)\b/g,
    "quero mais",
  ],
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
  for (const [re, words] of PRAISE_IN_COMPLAINT_WORDS) t = t.replace(re, words);
  return correctTypos(t, accentedSlips(text)).replace(/\s+/g, " ").trim();
}
