import type { ReviewPoint, ReviewTopic } from "../../../../../common/reviewPoints";
import { SAFETY_TOPICS } from "../../../../../common/reviewPoints";
import { DIET } from "../../data/reviews/facts";
import { ALSO_NAMED, MEATS, SAFETY_INVESTIGATION, SAFETY_OPENINGS } from "../../data/reviews/safetyLines";
import type { Rng } from "../random";
import { fold, joinList, sentences } from "../text";
import type { ReviewAnalysis } from "./analyse";
import { privateContactPt } from "./contact";
import { allergen, foreignObject, rawMeat } from "./facts";

/**
 * The reply to a food-safety review (raw or spoiled food, something found in
 * it, feeling ill, an allergy or diet not respected): it names the problem,
 * takes it seriously without admitting fault ("pelo que você relatou"), asks
 * for a private conversation, and has no cheer, no emoji, no invitation to
 * order again and no compensation: a public reply is read by the next
 * customers and, sometimes, by a lawyer.
 */

/** The meat the review names, the most specific first ("coxa de frango" is frango). */
function meatOf(text: string): [string, "m" | "f"] | undefined {
  const key = Object.keys(MEATS).find((k) => new RegExp(`\\b${k}\\b`).test(text));
  const named = (key && MEATS[key]) || MEATS[rawMeat(text) ?? ""];
  if (named) return named;
  // Decision 041: "o ovo veio cru" names no meat; the reply must not name one either.
  if (/\bcarnes?\b/.test(text)) return ["carne", "f"];
  if (/\bovos?\b/.test(text)) return ["ovo", "m"];
  return undefined;
}

/**
 * "minha filha passou mal", "passei mal, minha esposa tb", "meu filho tem alergia": someone besides the writer may
 * be the one hurt; the reply then names no one ("o mal-estar relatado", "esperamos que todos já estejam bem").
 */
const SOMEONE_ELSE =
  /\b(minha|meu|minhas|meus|a minha|o meu) (filh[oa]s?|esposa|marido|mae|pai|namorad[oa]|esposo|mulher|net[oa]s?|sobrinh[oa]s?|irma|irmao|irmaos|irmas|avo|avos|sogr[oa]|bebe|crianca|criancas|familia|entead[oa]|amig[oa]s?|colegas?|hospede|convidad[oa]s?|pequen[oa])\b|\btodo mundo\b|\b(a )?familia (toda|inteira)\b|\b(eu e|nos dois|nos tres|as criancas|os meninos)\b/;

/** An allergen asked about before the order: "perguntei se tinha amendoim". */
const ASKED_ABOUT =
  /\b(perguntei|perguntamos|confirmei|confirmamos|questionei)\b[^.!?]{0,30}\bse (tinha|levava|contem|continha|vinha|tem|leva|ia)\b/;
/** A warning given in words: a note, a call, a question, the restriction told to the store. */
const WARNED =
  /\b(avis\w*|inform\w*|observac\w*|obs|escrevi|coloquei|anotei|pedi (sem|pra tirar|para tirar)|perguntei|expliquei|falei|alertei|deixei claro|liguei|marquei|sinalizei|sem (lactose|gluten|amendoim|camarao|leite|ovo|nozes|castanha)|zero lactose)\b/;

function naming(topic: ReviewTopic, a: ReviewAnalysis, rng: Rng): string {
  const t = a.text;
  const others = SOMEONE_ELSE.test(t);
  const wish = others ? "esperamos que todos já estejam bem" : "esperamos que você já esteja bem";
  // An allergen served is no harm said: "graças a deus eu vi antes" hopes nobody is well again.
  const harmed = HARM_SAID.test(t);
  const your = others ? "de" : "da sua";
  switch (topic) {
    case "allergy": {
      const food = allergen(t);
      if (DIET.test(t) && !/alergi|alergic/.test(t))
        return food
          ? `Sentimos muito pelo que você relatou: ${food} no seu pedido, mesmo com o aviso ${your} restrição alimentar.`
          : "Sentimos muito pelo que você relatou: o seu pedido não respeitou a restrição alimentar informada.";
      // The customer's own word: an intolerance or celiac disease is not called an allergy.
      const [warning, condition] = /alergi|alergic|anafilax|aplv/.test(t)
        ? ["o aviso de alergia", others ? "a alergia informada" : "a sua alergia"]
        : /intoleran/.test(t)
          ? [`o aviso ${your} intolerância`, others ? "a intolerância informada" : "a sua intolerância"]
          : /celiac/.test(t)
            ? ["o aviso de doença celíaca", others ? "a doença celíaca informada" : "a sua doença celíaca"]
            : [
                `o aviso ${your} restrição alimentar`,
                others ? "a restrição alimentar informada" : "a sua restrição alimentar",
              ];
      // "Perguntei antes se tinha amendoim e disseram que não": the allergen was asked about, not served in words;
      // the reaction is what the customer told.
      if (food && harmed && ASKED_ABOUT.test(t))
        return `Ficamos muito preocupados com a reação que você relatou depois de perguntar sobre ${food}, e ${wish}.`;
      // "mesmo com o aviso" only where a warning was given in words.
      if (food && !WARNED.test(t))
        return `Ficamos muito preocupados com o seu relato de ${food} no pedido e com ${condition}${harmed ? `, e ${wish}` : ""}.`;
      return food
        ? rng.pick([
            `Sentimos muito pelo que você relatou: ${food} no seu pedido, mesmo com ${warning}.`,
            `Ficamos muito preocupados com o seu relato de ${food} no pedido, mesmo com ${warning}${harmed ? `, e ${wish}` : ""}.`,
          ])
        : `Ficamos muito preocupados com o que você relatou sobre ${condition} e o seu pedido${harmed ? `, e ${wish}` : ""}.`;
    }
    case "raw": {
      const meat = meatOf(t);
      if (!meat)
        return rng.pick([
          "Sentimos muito pelo que você relatou sobre o ponto de cozimento do seu pedido: comida crua por dentro é um assunto sério para nós.",
          "Ficamos muito preocupados com o seu relato sobre o ponto de cozimento do pedido; isso é uma questão de segurança, não só de sabor.",
        ]);
      const [noun, gender] = meat;
      const raw = gender === "m" ? "cru" : "crua";
      const [the, of] = gender === "m" ? ["o", "do"] : ["a", "da"];
      return rng.pick([
        `Sentimos muito pelo que você relatou sobre ${the} ${noun} ${raw} por dentro: comida fora do ponto de cozimento é um assunto sério para nós.`,
        `Ficamos muito preocupados com o seu relato ${of} ${noun} ${raw} por dentro; o ponto de cozimento é uma questão de segurança, não só de sabor.`,
      ]);
    }
    case "spoiled":
      return rng.pick([
        "Ficamos muito preocupados com o seu relato de que a comida chegou com sinais de estar estragada.",
        "Sentimos muito pelo seu relato de comida estragada no pedido.",
      ]);
    case "foreignBody": {
      const found = foreignObject(t);
      // "quase quebrei o dente", "me engasguei": hurt, or nearly; the reply hopes they are well.
      if (
        found &&
        /\b(dente|dentes|machuc\w*|cortei|cortou|engasg\w*|feri\w*|sangr\w*|gengiva|boca)\b/.test(t)
      )
        return `Ficamos muito preocupados com o que você encontrou no pedido (${found} na comida), e ${wish}.`;
      return found
        ? rng.pick([
            `Sentimos muito pelo seu relato de ${found} na comida.`,
            `Ficamos muito preocupados com o que você encontrou no pedido: ${found} na comida não pode acontecer.`,
            `Lamentamos muito: encontrar ${found} na comida é algo que levamos muito a sério.`,
            `Obrigado por nos contar sobre ${found} na comida; entendemos a sua preocupação.`,
            `Sentimos muito pelo que você encontrou no pedido (${found} na comida) e agradecemos por nos contar.`,
          ])
        : "Sentimos muito pelo que você encontrou no seu pedido; isso não pode acontecer.";
    }
    default:
      // Decision 064: beside an allergy or an intolerance the malaise is the reaction the customer told,
      // regretted with their health, not named again as an illness "depois da refeição" the reply would seem to
      // confirm.
      if (a.points.some((p) => p.topic === "allergy"))
        return others
          ? `Sentimos muito por tudo o que vocês passaram: a saúde de todos é o que mais importa para nós, e ${wish}.`
          : `Sentimos muito por tudo o que você passou: a sua saúde é o que mais importa para nós, e ${wish}.`;
      return others
        ? rng.pick([
            `Sentimos muito pelo mal-estar relatado depois da refeição e ${wish}.`,
            `Ficamos muito preocupados com o mal-estar que você contou depois do pedido e ${wish}.`,
          ])
        : rng.pick([
            `Sentimos muito pelo mal-estar que você relatou depois da refeição e ${wish}.`,
            `Ficamos muito preocupados com o mal-estar que você contou ter sentido depois do pedido e ${wish}.`,
          ]);
  }
}

function investigation(topics: readonly ReviewTopic[], rng: Rng): string {
  if (topics.includes("foreignBody")) return rng.pick(SAFETY_INVESTIGATION.foreignBody);
  if (topics.includes("allergy")) return rng.pick(SAFETY_INVESTIGATION.allergy);
  return rng.pick(SAFETY_INVESTIGATION.other);
}

/** Someone was hurt or ill, or ate it: what a wish that they are well answers. */
const HARM_SAID =
  /\b(pass\w* mal|mal[- ]estar|reac(ao|oes)|reagiu|inch\w*|coceira|manchas?|vomit\w*|diarreia|dor\w*|hospital|pronto[- ]socorro|upa|emergencia|antialergic\w*|epipen|injecao|internad\w*|socorro|sintomas?|crise|comi|comeu|comemos|comeram|mordi|mordeu|provei|provou|engoli|ingeri\w*|doente|ruim|fez mal|faz mal|me senti|se sentiu|mal a noite|noite toda)\b/;

const FEELING_ONLY =
  /^\W*(que |q |muito |mt )?(nojo|nojento|nojenta|horror|horrivel|absurdo|nunca mais|inaceitavel|lamentavel|decepcionante|vergonha|ridiculo|surreal|bizarro)\W*$/u;

/** The wish a safety naming may end with, said once per reply. */
const WISH = /,? e esperamos que (você já esteja|todos já estejam) bem\.$/;

/** A safety naming's opening, and how a second one that would open alike opens instead. */
const AGAIN: readonly [string, string][] = [
  ["Ficamos muito preocupados com ", "Também nos preocupa "],
  ["Sentimos muito pelo ", "Também sentimos muito pelo "],
];

export function writeSafetyReply(
  a: ReviewAnalysis,
  points: readonly ReviewPoint[],
  rng: Rng,
  signature: string,
): string {
  const topics = points.map((p) => p.topic);
  const safety = topics.filter((t) => SAFETY_TOPICS.includes(t));
  const others = points
    .filter((p) => !SAFETY_TOPICS.includes(p.topic) && p.topic !== "praise")
    // "nojo", "que horror": a feeling said beside the case is no point of its own to "register".
    .filter((p) => !(p.topic === "other" && FEELING_ONLY.test(fold(p.excerpt))))
    // "chegou com 50 min de atraso. Até aí tudo bem, acontece": a wait the customer excused is no point to register.
    .filter((p) => !(p.topic === "delay" && a.reading.forgivenWait))
    .map((p) =>
      p.topic === "other"
        ? p.excerpt
          ? // A sober reply quotes the words, not the emoji beside them.
            `o que você contou sobre “${p.excerpt.replace(/\s*\p{Extended_Pictographic}\uFE0F?/gu, "").trim()}”`
          : "o outro ponto que você levantou"
        : (p.topic === "service" && a.failed.length > 0) ||
            (p.topic === "unanswered" && p.label.startsWith("Escreveu"))
          ? "a sua mensagem que ficou sem resposta"
          : ALSO_NAMED[p.topic],
    )
    .filter((s): s is string => Boolean(s));
  // "…e esperamos que você já esteja bem" said once: an allergen served and the illness after it are one case.
  let wished = false;
  const opened = new Set<string>();
  const named = safety.map((t) => {
    // Two safety points never open alike: "Ficamos muito preocupados com… Também nos preocupa…".
    const line = AGAIN.reduce(
      (l, [first, again]) => {
        if (!l.startsWith(first)) return l;
        if (!opened.has(first)) {
          opened.add(first);
          return l;
        }
        return again + l.slice(first.length);
      },
      naming(t, a, rng),
    );
    if (!WISH.test(line)) return line;
    if (wished) return line.replace(WISH, ".");
    wished = true;
    return line;
  });
  // Sober openings, one sentence each, so no single line opens every safety reply.
  const body = [
    rng.pick(SAFETY_OPENINGS),
    ...named,
    investigation(safety, rng),
    others.length > 0 ? `Também registramos ${joinList(others)}, e vamos verificar cada ponto.` : undefined,
    privateContactPt(rng, a.failed, a.contacts),
  ];
  return `${sentences(body)}\n\n${signature}`;
}
