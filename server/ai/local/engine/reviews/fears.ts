import type { ReviewTopic } from "../../../../../common/reviewPoints";
import { fold } from "../text";

/**
 * What someone feared, expected or was told would happen, said before what did
 * happen: "tava com medo de demorar pq era horário de pico, mas chegou em 25
 * min", "meu marido jurou que ia vir tudo errado, 50 salgados e não faltou
 * nenhum", "falaram que o frango daqui vinha cru, pedi mesmo assim e veio
 * perfeito". The fear names a complaint the order did not have; read as a
 * point, the reply apologises for it (sets EO, EQ: four invented points in 750
 * reviews, the same shape in every round). Only the fear's words are taken
 * out, and only when what follows says the order went well; a fear that came
 * true ("e dito e feito, 2 horas") keeps every word.
 */

/** The opening of a fear, an expectation or a thing heard. */
const OPENING = new RegExp(
  [
    // "com medo de atrasar", "receio que viesse frio", "preocupada com a chuva"
    String.raw`\b(?:medo|receio) (?:de|do|da|que|q)\b`,
    // "meu medo era chegar frio ou atrasado"
    String.raw`\b(?:meu|minha|o|nosso|nossa|a) (?:medo|receio|preocupacao) (?:era|foi)\b`,
    String.raw`\bpreocupad[oa]s? (?:com|que|q|porque|pq|de)\b`,
    // "achei que ia demorar", "jurou que ia vir errado", "esperava atraso"
    String.raw`\b(?:achei|achou|achava|pensei|pensou|imaginei|imaginava|jurava|jurou|jurei|apostou|apostei|temia|temi|tinha certeza) (?:que|q) (?:ia|iria|iam|fosse|fossem|viesse|viessem|vinha|vai|vao)\b`,
    String.raw`\b(?:ja )?esperava (?:atraso|demora|que|q)\b`,
    // "falaram que o frango vinha cru", "meu vizinho reclamou de atraso", "ela disse que às vezes demorava"
    String.raw`\b(?:falaram|falou|falavam|disseram|disse|diziam|dizem|contaram|contou|comentaram|comentou|ouvi dizer|ouvi falar|avisaram|avisou) (?:que|q)\b`,
    // Someone at the table complaining of this order is a point of it: only others' complaints are heard ones.
    String.raw`\b(?:vizinh[oa]s?|amig[oa]s?|colegas?|pessoal|galera|todo mundo|outr[oa]s? (?:clientes|pessoas)) (?:reclamou|reclamaram|reclamava|reclamavam|falou|falaram|disse|disseram) (?:que|q|de|do|da)\b`,
    String.raw`\btinha tudo (?:pra|para|p) dar errado\b`,
    // "vi que ia levar 1h e pedi mesmo assim"
    String.raw`\b(?:vi|sabia) (?:que|q) (?:ia|iria) (?:levar|demorar|atrasar)\b`,
  ].join("|"),
);

/** Where the fear ends: a contrast, what came ("… e chegou na hora marcada"), or the end of its clause. */
const END =
  /\s(?:mas|porem|so que|entretanto|contudo|e no fim|no fim|pelo contrario)\b|\s(?=e (?:chegou|chegaram|veio|vieram|entregaram)\b)|[,.;:!?\n…]/;

/** What did happen, said as going well. */
const WENT_WELL =
  /\b(?:perfeit\w*|certinh\w*|tudo certo|veio certo|nao faltou|nao veio nada errado|sem (?:erro|problema|atraso)\w*|nenhum (?:erro|problema|atraso)|no (?:tempo|horario|prazo)|na hora (?:marcada|certa|combinada|prevista)|tempo normal|antes d[oa] (?:previsto|horario|prazo)|rapid\w*|quentinh\w*|bem (?:assad|feit|passad|quent|embalad)\w*|impression\w*|caprich\w*|(?:valeu|vale) a pena|confio|nota (?:10|dez|mil)|otim\w*|excelente|maravilh\w*|no ponto|pelando|top|(?:chegou|veio|vieram|chegaram) (?:tudo )?(?:bem|inteir\w*)|sem (?:vazar|derramar|amassar)|nem uma gota|(?:chegou|chegaram|veio|vieram|entregaram)\b[^.!?]{0,30}\b(?:em|com) (?:(?:[1-3]?\d|4[0-5]|dez|quinze|vinte|vinte e cinco|trinta|trinta e cinco|quarenta) ?(?:min|minutos|minutinhos)\b|meia hora))/;

/** A fear that came true, or what follows it says something went wrong. */
const CAME_TRUE =
  /\b(?:dito e feito|nao deu outra|pior|com razao|tinha razao|realmente|de fato|confirm\w*|infelizmente|mesmo assim (?:veio|chegou) (?:fri|errad|atrasad|cru)\w*)\b/;

/** What happened, in the fear's words, would be read as a point of this order: outcomes the fear may not hold. */
const OUTCOME_WORDS = /\b(?:veio|vieram|chegou|chegaram|recebi|comi)\b/;

/** The points a fear's words could name: only these may a fear take away. */
const FEARED: readonly [RegExp, readonly ReviewTopic[]][] = [
  [/\b(?:demor|atras|lev\w* \d|\d ?h\b|hora)/, ["delay", "notDelivered"]],
  [/\b(?:fri[oa]|gelad|esfri)/, ["cold"]],
  [/\b(?:quent|derret|estrag)/, ["warmDrink", "melted"]],
  [/\b(?:errad|troc|falt|esquec|dar errado)/, ["wrongItem", "missingItem", "customisation"]],
  [/\b(?:cru|mal (?:passad|assad|cozid))/, ["raw"]],
  [/\b(?:estrag|vencid|azed|podre)/, ["spoiled"]],
  [/\b(?:intoxic|passar mal|salmonela|dor de barriga)/, ["poisoning"]],
  [/\b(?:cabelo|barata|rato|inseto|mosca|bicho)/, ["foreignBody"]],
  [/\b(?:alerg|reac|gluten|lactose)/, ["allergy", "diet"]],
  [/\b(?:vaz|derram|amass|embalagem)/, ["packaging"]],
];

/** A review with its fears that did not come true taken out, and the points those fears could name. */
export type UnfoundedFears = { text: string; feared: ReadonlySet<ReviewTopic> };

/**
 * The review without the words of fears that did not come true. Positions of the folded text are those
 * of the original (folding only drops accents), so the cut is made on the review as written.
 */
export function unfoundedFears(review: string): UnfoundedFears {
  const feared = new Set<ReviewTopic>();
  if (fold(review).length !== review.length) return { text: review, feared };
  let out = review;
  let from = 0;
  for (;;) {
    const folded = fold(out);
    const opening = OPENING.exec(folded.slice(from));
    if (!opening) return { text: out, feared };
    const start = from + opening.index;
    const afterOpening = start + opening[0].length;
    const end = END.exec(folded.slice(afterOpening));
    const stop = end ? afterOpening + end.index : out.length;
    const fear = folded.slice(afterOpening, stop);
    const after = folded.slice(stop, stop + 160);
    if (fear.length <= 80 && !OUTCOME_WORDS.test(fear) && WENT_WELL.test(after) && !CAME_TRUE.test(after)) {
      const words = folded.slice(start, stop);
      for (const [said, topics] of FEARED) if (said.test(words)) for (const t of topics) feared.add(t);
      out = `${out.slice(0, start)}${out.slice(stop)}`;
      from = start;
    } else {
      from = afterOpening;
    }
  }
}
