import {
  MAX_REVIEW_POINTS,
  MODERATION_REASONS,
  type Moderation,
  REVIEW_TOPIC_LABELS,
  type ReviewPoint,
  type ReviewPointRequest,
  type ReviewTopic,
  SAFETY_TOPICS,
} from "../../../../../common/reviewPoints";
import { BILLING, FORGIVEN_WAIT_EN, FORGIVEN_WAIT_ES } from "../../data/reviewRules";
import {
  CHEAP_THING,
  type Channel,
  DENIAL,
  KINDNESS,
  NOT_ARRIVED_CLAUSE,
  NOT_IN_ORDER,
  OFFENSIVE,
  OVERALL_VERDICT,
} from "../../data/reviews/facts";
import { PRAISES, type Praise, type ReviewReading, readReview } from "../reviewTopics";
import { fold } from "../text";
import { type Clause, excerptOf, quote, splitClauses, trimClause } from "./clauses";
import type { OwnerContacts } from "./contact";
import { readEnglish } from "./english";
import { failedChannels } from "./facts";
import { unfoundedFears } from "./fears";
import { withLearnedTopics } from "./learned/learnedPoints";
import { marketplaceReason, moderationFor } from "./moderation";
import { normaliseReview } from "./normalise";
import { refine } from "./precision";
import { isSpanish, spanishDenied, spanishPoints } from "./spanish";
import { topicsOf } from "./topics";

/** Everything the reply and the reply card need to know about a review. */
export type ReviewAnalysis = {
  language: "pt" | "en" | "es";
  points: ReviewPoint[];
  safety: boolean;
  moderation: Moderation;
  /** The Portuguese reading (dishes named, taste issues…); empty of complaints for English reviews. */
  reading: ReviewReading;
  /** The whole review, normalised, for the facts a reply names (allergen, what was found). */
  text: string;
  failed: Channel[];
  /** The owner's channels, set by the writer from the restaurant's facts (none: "por aqui"). */
  contacts?: OwnerContacts | undefined;
  /** Insults and slurs found in the review: flagged for moderation, never quoted back. */
  insults: string[];
  /** The order's slips the store already put right ("mandaram a certa na hora, obrigado"): thanked, not apologised. */
  putRight?: readonly ReviewTopic[];
};

/** A complaint in words no topic knows: still a point, answered in the customer's own words. */
const UNNAMED_COMPLAINT =
  /\b(nao \w+(ou|aram|eram|iram|eu|iu|ava|avam)\b|nunca (mandam|vem|veio|enviam|colocam|respondem|atendem|entregam|acertam)|nao (veio|vieram|chegou|tinha|estava|era|funciona\w*|deu|foi|tem|respeit\w*|mand\w*|entreg\w*|consegu\w*|gostei|prest\w*|recomendo|aceit\w*|avis\w*)|nem (veio|vieram|chegou|chegaram|mandaram|responde\w*|atende\w*|avis\w*|deram|deu retorno|pediu desculpa|pediram desculpa|se desculp\w*|deu satisfacao|deram satisfacao|consegu\w*|tinha|ligaram|olharam|leram)|(?<!lado |caminho |sentido )errad\w*|problema|reclam\w*|absurd\w*|(?<!\b(nunca|nao|jamais) (me |nos )?)decepc\w*|nojo\w*|nojent\w*|deveria|faltou(?! (pouco|so) (pra|para) | (chover|nevar)\b)|faltando|infelizmente|pior|estranh\w*|vergonha|descaso|desrespeit\w*|lament\w*|chatead\w*|insatisfeit\w*|inaceitavel|inadmissivel|desagradavel|desatualizad\w*|chat[ao]s?|irritante|nao parece|diferente d[ao]|sem (?!(gelo|sal|tempero|gosto|sabor|graca)\b)\w+ (nenhum|nenhuma)|sumiu|suj[oa]s?|sujeira|velh[oa]|mole|ruim|horrivel|pessimo|cade(?! (o |a )?(meu |minha )?(pedido|lanche|comida|janta|jantar|almoco|entrega|encomenda)\b))\b/;

/** What a slip cost the customer, said after it: "não consegui comer", "tive que jogar fora", "fiquei sem janta". */
const CONSEQUENCE =
  /^\s*(?:(?:e|ai|entao|resultado:?|ou seja,?|enfim,?) )?(?:eu |a gente |ninguem |meu filho |minha filha )?(?:nao|nem) (?:consegui(?:mos|u)?|deu (?:nem )?(?:pra|para)|dava (?:nem )?(?:pra|para)|teve como|tinha como) (?:nem )?(?:comer|terminar|aproveitar|provar|beber|tomar|cortar|mastigar)(?: (?:nada|direito|tudo|ela|ele|a comida|o lanche|a pizza|o resto|metade|(?:mais (?:que|de|do que) )?(?:uma|um|duas|dois|tres|\d+)(?: \p{L}+)?))?\s*$|^\s*(?:(?:e|ai|entao) )?(?:tive|tivemos) (?:que|q|de) (?:jogar (?:tudo |ela |ele |metade )?fora|esquentar(?: de novo| no micro(?:ondas)?)?)\s*$|^\s*(?:(?:e|ai|entao) )?(?:joguei|jogamos) (?:tudo |metade )?fora\s*$|^\s*(?:(?:e|ai|entao) )?(?:fiquei|ficamos) sem (?:jantar|janta|almoco|almocar|comer)\s*$/u;

const PRAISE_WORDS: Record<Praise, string> = {
  taste: "sabor",
  speed: "entrega rápida",
  hot: "comida quente",
  portion: "porção",
  packaging: "embalagem",
  courier: "entregador",
  service: "atendimento",
  general: "elogio geral",
};

const point = (topic: ReviewTopic, excerpt: string, label: string = REVIEW_TOPIC_LABELS[topic]) => ({
  topic,
  label: label.slice(0, 80),
  excerpt: quote(excerpt, 200),
});

function moderationOf(text: string, topics: readonly ReviewTopic[]): Moderation {
  const reason = OFFENSIVE.test(text.replace(CHEAP_THING, " "))
    ? "offensive"
    : NOT_IN_ORDER.test(text)
      ? "notInOrder"
      : topics.includes("app")
        ? "app"
        : topics.includes("courier")
          ? "courier"
          : undefined;
  return reason ? { reason, explanation: MODERATION_REASONS[reason] } : null;
}

/** The topics some words of the review say on their own, as a clause would. */
const topicsIn = (words: string) => topicsOf(` ${normaliseReview(words)} `, readReview(words));

/** "a pizza veio queimada e cadê o refri": the part of a clause, between "e"s, that says the topic alone. */
function narrowest(clause: string, topic: ReviewTopic): string {
  // "1 hora e meia", "2 e quinze" are one span of time, not two parts.
  const parts = clause
    .split(/\s+e\s+(?!(?:meia|quinze|vinte|trinta|quarenta|cinquenta|dez)\b)/i)
    .map(trimClause);
  if (parts.length < 2) return clause;
  const part = parts.find((p) => topicsIn(p).includes(topic));
  // "não mandaram" says less than "pedi nota fiscal e não mandaram": a part too short to quote is not narrower.
  return part && part.split(/\s+/).length >= 3 ? part : clause;
}

/** The fewest neighbouring clauses (two or three) that say a topic no single clause says. */
function acrossClauses(
  clauses: Clause[],
  topic: ReviewTopic,
): { from: number; to: number; words: string } | undefined {
  for (const width of [2, 3])
    for (let from = 0; from + width <= clauses.length; from++) {
      const words = clauses
        .slice(from, from + width)
        .map((c) => c.original)
        .join(", ");
      if (!topicsIn(words).includes(topic)) continue;
      // The last clause usually holds what completes the topic ("e sem a maionese"); the others are quoted
      // by their own points, so it is quoted alone when it says enough.
      const last = clauses[from + width - 1]?.original ?? "";
      return last.split(/\s+/).length >= 3
        ? { from: from + width - 1, to: from + width, words: last }
        : { from, to: from + width, words };
    }
  return undefined;
}

/** The complaints a praise cannot be thanked beside. */
const PRAISE_AGAINST: Partial<Record<Praise, readonly ReviewTopic[]>> = {
  taste: ["taste"],
  service: ["service", "unanswered"],
  speed: ["delay"],
  hot: ["cold"],
  portion: ["portion", "pricePortion"],
  packaging: ["packaging"],
};

/** Points from the clauses: each topic quoted where it is said; unnamed complaints as "other". */
function pointsFromClauses(
  clauses: Clause[],
  topics: ReviewTopic[],
  praises: readonly Praise[],
): ReviewPoint[] {
  const found: { at: number; point: ReviewPoint }[] = [];
  const used = new Set<number>();
  const perClause = clauses.map((c) => {
    const reading = readReview(c.original);
    return { topics: topicsOf(c.text, reading), praised: reading.praises.length > 0 };
  });
  for (const topic of topics) {
    let at = perClause.findIndex((c) => c.topics.includes(topic));
    if (at < 0) {
      // A topic read only across clauses ("o xis chegou frio, e sem a maionese"): quote the two or three that say it.
      const span = acrossClauses(clauses, topic);
      if (span) {
        for (let i = span.from; i < span.to; i++) used.add(i);
        found.push({ at: span.from, point: point(topic, span.words) });
        continue;
      }
    }
    // Else the first complaining clause left.
    if (at < 0) at = clauses.findIndex((c, i) => !used.has(i) && UNNAMED_COMPLAINT.test(c.text));
    if (at >= 0) used.add(at);
    const clause = clauses[at < 0 ? 0 : at]?.original ?? "";
    found.push({ at: at < 0 ? 0 : at, point: point(topic, narrowest(clause, topic)) });
  }
  clauses.forEach((c, i) => {
    const own = perClause[i];
    if (
      used.has(i) ||
      !own ||
      own.topics.length > 0 ||
      own.praised ||
      !UNNAMED_COMPLAINT.test(c.text) ||
      DENIAL.test(c.text) ||
      // "nem um bilhete. Não era obrigação, mas seria legal": a wish, said to be owed nothing.
      /\bnao (era|e|eh) obrigac/.test(c.text) ||
      // "a pizza chegou fria, não consegui comer": what the slip cost, beside the slip read, is no point of its own.
      (topics.length > 0 && CONSEQUENCE.test(c.text)) ||
      // "o entregador voltou pra me devolver o troco que tinha dado errado. honestidade, parabéns": a kindness.
      (praises.length > 0 && KINDNESS.test(c.text))
    )
      return;
    // "…me ligou 5 vezes, que coisa chata": a short verdict quotes the clause it judges.
    const before = clauses[i - 1];
    const verdict = c.original.split(/\s+/).length <= 3 && before && !used.has(i - 1);
    found.push({ at: i, point: point("other", verdict ? `${before.original}, ${c.original}` : c.original) });
  });
  if (praises.length > 0) {
    const at = Math.max(
      0,
      perClause.findIndex((c) => c.praised),
    );
    const words = praises.filter((p) => p !== "general" || praises.length === 1).map((p) => PRAISE_WORDS[p]);
    found.push({ at, point: point("praise", clauses[at]?.original ?? "", `Elogio: ${words.join(", ")}`) });
  }
  const points = found.sort((a, b) => a.at - b.at).map((f) => f.point);
  // "Péssimo" beside a named complaint adds nothing; alone, with "other" points, it is their summary.
  const named = points.filter((p) => p.topic !== "general" && p.topic !== "praise");
  const verdict = clauses.some((c) => OVERALL_VERDICT.test(c.text));
  return (named.length > 0 && !verdict ? points.filter((p) => p.topic !== "general") : points).slice(
    0,
    MAX_REVIEW_POINTS,
  );
}

/**
 * "o refrigerante deve ter ido passear, porque aqui não chegou": a clause that only says something did not come
 * continues the one a missing item (or an order not delivered) quotes, whether the rules or the topic model read it.
 */
function withoutArrivalEchoes(points: ReviewPoint[]): ReviewPoint[] {
  if (!points.some((p) => p.topic === "missingItem" || p.topic === "notDelivered")) return points;
  return points.filter(
    (p) =>
      !(
        p.topic === "other" &&
        p.label === REVIEW_TOPIC_LABELS.other &&
        NOT_ARRIVED_CLAUSE.test(normaliseReview(p.excerpt).trim())
      ),
  );
}

/**
 * A fear that did not come true names no point of this order (fears.ts): the review is read again without
 * its words, and that reading stands only where it took away points the fear could name and added none.
 */
export function analyseReview(reviewText: string): ReviewAnalysis {
  const read = readWritten(reviewText);
  const { text, feared } = unfoundedFears(reviewText);
  if (feared.size === 0) return read;
  const without = readWritten(text);
  const before = new Set(read.points.map((p) => p.topic));
  const after = new Set(without.points.map((p) => p.topic));
  // The fear's words read as an unnamed complaint ("jurou que ia vir tudo errado") go with it; the praise they hid stays.
  const taken = [...before].filter((t) => !after.has(t));
  const fearedOnly =
    taken.length > 0 &&
    taken.every((t) => feared.has(t) || t === "other" || t === "general") &&
    [...after].every((t) => before.has(t) || t === "praise");
  return fearedOnly ? without : read;
}

/** Words of praise, in any of the three languages, and the emoji that say it. */
const PLAIN_PRAISE =
  /\b(delicios\w*|gostos\w*|maravilh\w*|perfeit\w*|otim[oa]s?|excelente\w*|top|amei|amamos|adorei|adoramos|recomendo|sensaciona\w*|incrive\w*|nota (10|dez|mil)|merecia (10|dez|mil|6|seis|mais)( estrelas)?|(dar|daria|dava) (10|dez|mil|6|seis) estrelas|valeu|obrigad[oa]|parabens|divin[oa]|bom demais|muito bo[ma]|show( de bola)?|caprichad\w*|capricharam|no capricho|pontua(l|is)|(nunca|nao|jamais) (me |nos )?decepcion\w*|nunca mais (peco|pedir|vou pedir) em outro lugar|(voces|vcs) me (estragaram|mimaram)|antes (da hora|do previsto|do horario)|salvaram (a |minha |meu |o |nossa |nosso )?(noite|madrugada|janta|jantar|almoco|dia|fim de semana)|de tanto comer|(porcao|prato|marmita) (e|eh|veio|e muito|eh muito|bem) (gigante|enorme|generos[oa])|comida de mae|tempero caseiro|(e|eh) um pecado|(to|tou|estou|fiquei) passad[oa]|(muito|mt|mto|super|bem) rapid\w*|rapidinh\w*|bem servid\w*|virei (cliente|fa)|cliente fiel|apaixonad\w*|viciad[oa]|impecave\w*|fantastic\w*|uma delicia|que delicia|comida de vo|sobrou pra|melhoraram|melhorou (muito|bastante)|brab[oa] demais|(e|eh|ta|tava|estava) brab[oa]|monstruos[oa] de (grande|bom|boa)|surreal|espetacular\w*|excepciona\w*|estupend[oa]|sem defeitos?|coisa de outro mundo|de outro mundo|chegou pelando|chegou quentinh\w*|fresquinh\w*|amou|amaram|adorou|adoraram|(gostou|gostaram) (muito|demais)|tudo lindo|surpresa boa|(aqui|voces|vcs) respeitam|compreensiv\w*|hit the spot|killer (burger|pizza|food|sandwich)|do jeito (que|q) (eu )?(gosto|gostamos|queria|pedi)|trincando|na temperatura certa|geladinh\w*|cremos[oa]s?|veio firme|tudo certinho|tudo (certo|ok),? (como sempre|obrigad\w*|valeu)|best \w+ (i.?ve|ever)|perfect|amazing|delicious|loved|love it|riquisim[oa]|buenisim[oa]|gracias)\b|[❤😍🔥🙌😋🤤💯🥰]/u;
/** A verdict that is no praise, though its words may be: "já foi melhor", "esperava mais". */
const PLAIN_VERDICT =
  /\b(pior|ruim|horrivel|pessim\w*|(?<!\b(nunca|nao|jamais) (me |nos )?)decepc\w*|esperava mais|ja foi melhor|deixou a desejar|mais ou menos|(poderia|podia) ser melhor|nao gostei|nao recomendo|nao vale|lixo|nojo|absurdo|vergonha|triste|nunca mais(?! (peco|pedir|vou pedir) em outro lugar))\b/;

/** Words that bring a price into a review: a portion is weighed against it only when one is said. */
const PRICE_SAID =
  /\b(prec\w*|precio|\w*price\w*|pricey|valor|valores|value|car[oa]s?|carissim\w*|carisim\w*|barat\w*|reais|real|conto|contos|pila|paguei|pagamos|pago|pagar|paga|cobr\w*|cust\w*|cuesta|vale|dinheiro|expensive|paid|pay|money|worth|charge\w*|subi\w*|aument\w*|para lo que|reales|pagava|pagaba|robo|pesos|dollars?|bucks|era \d+ agora|\d+,\d\d)\b|r\$|\$ ?\d/;

const PRICE_PRAISED =
  /\b(preco|precos|valor|valores)( (e|ta|esta|foi|tava|estava|bem|muito|super))? (ok|justo|bom|honesto|otimo|em conta|camarada|acessivel|tranquilo|normal|razoavel|competitivo)\b|\b(bom|otimo|excelente|preco) (preco|custo.beneficio)\b/g;

/** "a pizza veio com pouquíssimo recheio": a small portion, not one "que não vale o preço", when no price is said. */
function withoutUnpricedPortions(folded: string, points: ReviewPoint[]): ReviewPoint[] {
  // "Preço ok", "preço justo": a price said fine weighs nothing against the portion.
  const priced = folded.replace(PRICE_PRAISED, " ");
  if (PRICE_SAID.test(priced) || !points.some((p) => p.topic === "pricePortion")) return points;
  const portion = points.some((p) => p.topic === "portion");
  return points.flatMap((p) =>
    p.topic !== "pricePortion" ? [p] : portion ? [] : [point("portion", p.excerpt)],
  );
}

function readWritten(reviewText: string): ReviewAnalysis {
  const folded = fold(reviewText);
  const text = normaliseReview(reviewText);
  const clauses = splitClauses(reviewText);
  const spanish = isSpanish(reviewText);
  const english = spanish ? undefined : readEnglish(reviewText);
  const reading = readReview(reviewText);
  let points: ReviewPoint[];
  if (spanish) {
    points = spanishPoints(reviewText);
  } else if (english) {
    points = english.map(({ topic, excerpt }) => point(topic, excerpt));
  } else {
    const praises = PRAISES.filter((p) => reading.praises.includes(p));
    points = pointsFromClauses(clauses, topicsOf(` ${text} `, reading), praises);
  }
  // Issue 28: the first reading corrected (evidence, sarcasm, specifics, moderation).
  const refined = refine(
    reviewText,
    points,
    moderationOf(
      text,
      points.map((p) => p.topic),
    ),
    spanish ? "es" : english ? "en" : "pt",
    text,
  );
  // Decision 047: the rules' reading checked, and completed, by the topic model learnt from the labelled sets.
  // The model learnt from Portuguese reviews mostly: on Spanish or English it knows too few words to rule anything out.
  // A rumour holds no point of an order to answer: the model adds none back ("o sushi deixou a família doente").
  const rumour = refined.moderation?.reason === "noOrder";
  const learned = rumour
    ? refined.points
    : withoutUnpricedPortions(
        folded,
        withoutArrivalEchoes(
          withLearnedTopics(refined.points, reviewText, {
            // What the customer said did not happen is not guessed back by the model ("a embalagem não vazou nada").
            ruledOut: [
              ...refined.ruledOut,
              ...(refined.language === "pt"
                ? reading.denied.flatMap((c): ReviewTopic[] => (c === "health" ? [] : [c]))
                : refined.language === "es"
                  ? spanishDenied(reviewText)
                  : []),
            ],
            confirmed: refined.confirmed,
            mayDrop: refined.language === "pt",
          }),
        ),
      );
  // "Comida de vó! Esfiha igual à da minha avó", "parmegiana gigante, ainda sobrou pra janta": praise in words the
  // reading does not know, with no complaint read beside it, is thanked as praise rather than answered blankly.
  // "previsão era 40-50 min, chegou com 35. lasanha quentinha": praise the first reading dropped as irony beside a
  // complaint the refinement then found to be none is praise again, read clause by clause.
  const praisedClause =
    learned.length === 0 && !refined.moderation && !refined.sarcasm && !spanish && !english
      ? clauses.map((c) => ({ c, praises: readReview(c.original).praises })).find((c) => c.praises.length > 0)
      : undefined;
  if (praisedClause)
    learned.push(
      point(
        "praise",
        praisedClause.c.original,
        `Elogio: ${praisedClause.praises.map((p) => PRAISE_WORDS[p]).join(", ")}`,
      ),
    );
  else if (
    learned.length === 0 &&
    !refined.moderation &&
    !refined.sarcasm &&
    PLAIN_PRAISE.test(folded) &&
    !PLAIN_VERDICT.test(folded)
  )
    learned.push(point("praise", excerptOf(reviewText, folded, PLAIN_PRAISE)));
  const answered = withoutCoveredOthers(learned);
  const topics = answered.map((p) => p.topic);
  return {
    language: spanish ? "es" : english ? "en" : "pt",
    points: answered,
    // A rumour of a food-safety case is answered seriously and privately, though nothing of it is confirmed.
    safety: topics.some((t) => SAFETY_TOPICS.includes(t)) || refined.rumouredSafety,
    // A courier or app point the topic model added is the marketplace's matter as much as one the rules read.
    moderation: refined.moderation ?? moderationFor(marketplaceReason(topics, folded)),
    reading: {
      ...reading,
      // "Que bom saber que a comida agradou! Sentimos muito que o sabor não tenha agradado": a praise is not thanked
      // beside a complaint about the same thing (a dish of its own named apart, "a pizza agradou", may be).
      praises: refined.sarcasm
        ? []
        : reading.praises.filter(
            (p) =>
              !(PRAISE_AGAINST[p] ?? []).some((t) => topics.includes(t)) ||
              (p === "taste" && reading.praisedDish !== undefined),
          ),
      // A wait understood, read by the rule of the review's language (Portuguese, Spanish or English);
      // "demorou 2h, mas tudo bem, eu nem tava com fome 🙄": ironic patience is no patience.
      forgivenWait:
        (spanish
          ? FORGIVEN_WAIT_ES.test(text)
          : english
            ? FORGIVEN_WAIT_EN.test(text)
            : reading.forgivenWait) && !refined.sarcasm,
      // "a coca 2L veio meio sem gás", read by the refinement: flat, and never called warm.
      flat:
        reading.flat ||
        (topics.includes("warmDrink") && /\bsem gas\b/.test(folded) && !/\b(quente|morn)/.test(folded)),
      // A price point the refinement found ("o troco veio errado") is a charge to check, not a price level.
      billing: reading.billing || (topics.includes("price") && BILLING.test(text)),
    },
    text: ` ${text} `,
    failed: failedChannels(text),
    insults: refined.insults,
    putRight: refined.putRight,
  };
}

/**
 * "O caldo de cana chegou quente, sem gelo nenhum": an "other" point whose complaining words a named point
 * already quotes is that point again, answered twice ("Lemos o seu relato de que…" and the warm drink). It stays
 * only when its words hold a complaint of their own beside the named ones.
 */
function withoutCoveredOthers(points: ReviewPoint[]): ReviewPoint[] {
  const named = points.filter((p) => !["other", "praise", "general"].includes(p.topic) && p.excerpt !== "");
  return points.filter((p, i) => {
    if (p.topic !== "other" || p.label !== REVIEW_TOPIC_LABELS.other) return true;
    // "Entregador grosso, reclamou que eu não tinha trocado e me chamou de…": what the courier or the attendant
    // did next, with no subject of its own, is the same point told on; quoting it could repeat an insult.
    const before = points[i - 1];
    if (
      (before?.topic === "courier" || before?.topic === "service") &&
      /^(e |ainda |depois )?(me |nos )?\p{L}+(ou|iu|eu)\b/iu.test(p.excerpt) &&
      !/^(e |ainda |depois )?(me |nos )?(chegou|veio|faltou|demorou|atrasou|esfriou|vazou)\b/i.test(p.excerpt)
    )
      return false;
    // "demorou 1h e meia, e nem avisaram nada": the warning not given is the delay's, whose reply says so.
    if (
      points.some((q) => q.topic === "delay") &&
      /^(e )?(nem|nao|sem|ninguem) (me )?(avisaram|avisou|avisar|aviso|deram satisfacao|deu satisfacao)\b[^.!?]{0,15}$/.test(
        normaliseReview(p.excerpt).trim(),
      )
    )
      return false;
    const rest = named.reduce((words, n) => words.split(n.excerpt).join(" , "), p.excerpt);
    return rest === p.excerpt || UNNAMED_COMPLAINT.test(` ${normaliseReview(rest)} `);
  });
}

/** The owner's choice of points: their topics, quoted where the engine read them, labelled by us. */
export function withOwnerPoints(
  analysis: ReviewAnalysis,
  requested: readonly ReviewPointRequest[],
): ReviewAnalysis {
  const seen = new Set<string>();
  const key = (r: ReviewPointRequest) => `${r.topic}|${r.topic === "other" ? (r.excerpt ?? "") : ""}`;
  const points = requested
    .filter((r) => !seen.has(key(r)) && seen.add(key(r)))
    .map((r) => {
      const read = analysis.points.find((p) => p.topic === r.topic);
      return point(r.topic, r.excerpt ?? read?.excerpt ?? "", read?.label);
    });
  return { ...analysis, points, safety: points.some((p) => SAFETY_TOPICS.includes(p.topic)) };
}
