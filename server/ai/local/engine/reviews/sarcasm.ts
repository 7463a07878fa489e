import type { ReviewTopic } from "../../../../../common/reviewPoints";
import { NOT_THE_SNACK } from "../../data/reviewRules";

/**
 * Sarcasm (issue 28, item 3): "parabéns pela pizza de papelão", "nota 10 pro
 * forno 👏", "rapidíssimo, só que não". A sarcastic "parabéns" is no praise,
 * and what it mocks is the complaint. Folded text.
 */
export const SARCASM =
  /\bparabens pela criatividade\b|\b(adorei|amei)\b[^.!?]{0,40}\btemperatura de (sorvete|geladeira|freezer|picole)\b|\b(parabens|nota (10|dez|mil)|obrigad[oa] por nada|que maravilha|maravilha|otimo|excelente|adorei|amei|top|show|sensacional|incrivel)\b[^.!?]{0,45}\b(papelao|sola|borracha|carvao|queimad\w*|torrad\w*|forno|demora|gelad\w*|fri[oa]|cru[as]?|esper\w*|\d+ ?h\b|horas?|isopor|pedra|tijolo|atraso|sal|salgad\w*|sem gosto|pela (demora|espera))|\bso que nao\b|😒|\bobrigad[oa] por nada\b|\bpontualidade britanica\b|\b(que|quanta|tanta) generosidade\b|\bcriativ[oa]s? (voces|hein|ne)\b|\bobrigad[oa] pelo passeio\b|👏|\bse e que (voce|vc|voces|vcs) me entende\b|"(suculent|quentinh|fresquinh|caprichad|rapid|delicios|sequinh|crocant)\w*"[^.!?]{0,30}\b(se e que|so que|ne)\b|🙄|🤡|🙃/u;

/** What a sarcastic review mocks, by topic: only words the review itself says. */
export const SARCASM_TARGETS: [ReviewTopic, RegExp][] = [
  [
    "taste",
    new RegExp(
      String.raw`\b(papelao|sola( de sapato)?|borracha|carvao|isopor|tijolo|queimad\w*|torr(ad|ar|aram|ou)\w*|carbonizad\w*|${NOT_THE_SNACK}salgad\w*|sem gosto|sem sabor|fundo (estava |tava )?preto)\b`,
    ),
  ],
  [
    "cold",
    /\b(pizza|comida|lasanha|lanche|hamburguer) refrigerad[oa]\b|\btemperatura (de geladeira|ambiente|do (meu )?quarto)\b|\b(gelad(inh)?[oa]s?|fri[oa]s?) (pizza|comida|lanche|hamburguer|marmita|lasanha|esfiha|pastel|batata)|\b(pizza|comida|lanche|hamburguer|marmita|lasanha|esfiha|pastel|batata|sopa|caldo) (gelad(inh)?[oa]|fri[oa]|friazinh[oa]|friozinh[oa])s?\b/,
  ],
  ["cold", /"quentinh[oa]s?"|\bso faltou (vir )?com gelo\b/],
  ["poisoning", /\blaxante\b/],
  [
    "portion",
    /\b(contei|contar|contad[oa]s?|contadinh[oa]s?) (os |as )?\d+|\b\d+ \w+ contad[oa]s?\b|\bgenerosidade\b/,
  ],
];
