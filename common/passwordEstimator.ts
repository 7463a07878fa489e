import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary as commonDictionary } from "@zxcvbn-ts/language-common";
import { dictionary as ptBrDictionary, translations as ptBrTranslations } from "@zxcvbn-ts/language-pt-br";
import { installPasswordEstimator, type PasswordEstimate } from "./passwordStrength";

/*
 * zxcvbn-ts with the common and Brazilian Portuguese dictionaries (names,
 * words, Wikipedia). Importing this module installs it into ./passwordStrength.
 * Heavy: the web imports it only lazily (see PasswordInput).
 */

/** The pack's words, in the product's voice ("você", direct) where they read stiffly. */
const translations = {
  ...ptBrTranslations,
  warnings: {
    ...ptBrTranslations.warnings,
    userInputs: "Ela tem dados seus, como nome ou email.",
    similarToCommon: "Ela é parecida com uma senha muito usada.",
    common: "Esta é uma senha muito usada.",
    simpleRepeat: 'Caracteres repetidos, como "aaa", são fáceis de adivinhar.',
    extendedRepeat: 'Padrões repetidos, como "abcabc", são fáceis de adivinhar.',
    sequences: 'Sequências como "abc" ou "123" são fáceis de adivinhar.',
  },
  suggestions: {
    ...ptBrTranslations.suggestions,
    capitalization: "Use maiúsculas no meio também, não só na primeira letra.",
    anotherWord: "Junte mais uma ou duas palavras pouco comuns.",
    dates: "Evite datas e anos ligados a você.",
    recentYears: "Evite anos recentes.",
    sequences: 'Evite sequências como "abc" ou "123".',
    reverseWords: "Evite palavras comuns escritas de trás para frente.",
    l33t: "Trocas previsíveis, como '@' por 'a', não ajudam muito: junte mais palavras.",
  },
};

const zxcvbn = new ZxcvbnFactory({
  translations,
  graphs: adjacencyGraphs,
  dictionary: { ...commonDictionary, ...ptBrDictionary },
});

export function estimateWithZxcvbn(password: string): PasswordEstimate {
  const result = zxcvbn.check(password);
  return {
    score: result.score,
    warning: result.feedback.warning,
    suggestions: result.feedback.suggestions,
  };
}

installPasswordEstimator(estimateWithZxcvbn);
