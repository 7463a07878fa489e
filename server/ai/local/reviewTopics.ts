import type { Noun } from "./grammar";
import { DISH_KINDS } from "./lexicon";
import { fold } from "./text";

/**
 * What a review complains about or praises, read from its words. Each rule is
 * a regular expression over the folded text (lowercase, no accents, common
 * abbreviations spelled out). "Negatable" rules flip when a negation comes
 * right before them: "não demorou" is praise, not a complaint.
 */

export const COMPLAINTS = [
  "health",
  "foreignBody",
  "notDelivered",
  "wrongItem",
  "missingItem",
  "courier",
  "cold",
  "melted",
  "delay",
  "packaging",
  "taste",
  "portion",
  "service",
  "price",
  "general",
] as const;
export type Complaint = (typeof COMPLAINTS)[number];

export const PRAISES = [
  "taste",
  "speed",
  "hot",
  "portion",
  "packaging",
  "courier",
  "service",
  "general",
] as const;
export type Praise = (typeof PRAISES)[number];

export type TasteIssue = "salty" | "bland" | "burnt" | "raw" | "dry" | "greasy" | "soggy" | "other";

export type ReviewReading = {
  complaints: Complaint[];
  praises: Praise[];
  /** What was wrong with the taste, most specific first (empty when taste is not a complaint). */
  tasteIssues: TasteIssue[];
  /** The cost complaint is about a wrong charge, not about prices being high. */
  billing: boolean;
  /** The packaging leaked (rather than arriving crushed or open). */
  leak: boolean;
  /** The order was cancelled (a service complaint of its own kind). */
  cancelled: boolean;
  /** Someone felt ill (rather than the food only looking or smelling spoiled). */
  sick: boolean;
  /** "Razoável", "esperava mais": neither a complaint nor praise. */
  lukewarm: boolean;
  /** The dish each complaint is about, when its sentence names exactly one ("a pizza chegou fria"). */
  dishes: Partial<Record<Complaint, Noun>>;
  /** The dish that was praised, when its sentence names one. */
  praisedDish: Noun | undefined;
};

/** `whole`: matched against the whole review, for rules a comma would cut ("pedi X, e veio Y"). */
type Rule = { re: RegExp; negatable?: boolean; unless?: RegExp; whole?: boolean };

const ABBREVIATIONS: [RegExp, string][] = [
  [/\bvc\b|\bvcs\b/g, "voce"],
  [/\bq\b/g, "que"],
  [/\bmt\b|\bmto\b|\bmuuito\b/g, "muito"],
  [/\bn\b|\bnao\b|\bnaum\b/g, "nao"],
  [/\btb\b|\btbm\b/g, "tambem"],
  [/\bpq\b/g, "porque"],
  [/\bhj\b/g, "hoje"],
  [/\bmsm\b/g, "mesmo"],
  [/\bpra\b|\bp\//g, "para"],
  [/\bta\b|\btava\b/g, "estava"],
  [/\btd\b/g, "tudo"],
  [/\bobg\b|\bobgd\b/g, "obrigado"],
  [/\brefri\b/g, "refrigerante"],
  [/\bpessimo\b|\bpessima\b/g, "pessimo"],
];

/** Folded review text: no accents, no stretched letters ("friaaa"), abbreviations spelled out. */
export function normaliseReview(text: string): string {
  let t = fold(text)
    .replace(/(\p{L})\1{2,}/gu, "$1")
    .replace(/[^a-z0-9\s.,;!?/-]/g, " ");
  for (const [re, word] of ABBREVIATIONS) t = t.replace(re, word);
  return t.replace(/\s+/g, " ").trim();
}

/** Clauses: a complaint and a praise in the same review stay apart ("ótimo, mas veio frio"). */
function clauses(text: string): string[] {
  return text
    .split(/[.!?;\n]+|,| mas | porem | so que | entretanto | contudo /)
    .map((c) => ` ${c.trim()} `)
    .filter((c) => c.trim().length > 0);
}

const NEGATION = /\b(nao|nem|nada|sem|nunca|zero|jamais)\s+(\w+\s+){0,2}$/;

function matches(clause: string, rule: Rule): "yes" | "negated" | "no" {
  if (rule.unless?.test(clause)) return "no";
  const m = rule.re.exec(clause);
  if (!m) return "no";
  if (rule.negatable) {
    const before = clause.slice(0, m.index);
    const after = clause.slice(m.index + m[0].length);
    if (NEGATION.test(before) || /^\s*(nenhum|nenhuma|zero)\b/.test(after)) return "negated";
  }
  return "yes";
}

const FOOD =
  /\b(comida|sabor|gosto|pizza|lanche|prato|hamburguer|marmita|acai|sushi|pastel|coxinha|massa|carne|frango|batata|molho|arroz|feijao|lasanha|esfiha|temaki|tempero|recheio|pedido)\b/;
const DRINK_OR_FROZEN =
  /\b(refrigerante|cerveja|bebida|suco|sorvete|acai|agua|gelo|milk ?shake|sobremesa|pudim|mousse|gelatina|picole)\b/;

const RULES: Record<Exclude<Complaint, "general">, Rule[]> = {
  health: [
    { re: /\bpass(ei|amos|ou|aram) mal\b/ },
    { re: /\bintoxica\w*/ },
    { re: /\b(dor de barriga|diarreia|vomit\w*|enjoo|enjoad\w*|mal estar|mal-estar)\b/ },
    { re: /\b(estragad\w*|azed\w*|vencid\w*|podre|mofad\w*|mofo)\b/, negatable: true },
    { re: /\bcheiro (ruim|estranho|de podre|azedo|forte)\b/ },
  ],
  foreignBody: [
    { re: /\bcabel\w*|\bfio de cabelo\b/ },
    { re: /\b(inseto|barata|mosca|mosquito|formiga|lesma|larva|bicho|bichinho|verme)s?\b/ },
    {
      re: /\b(plastico|metal|vidro|pedra|pedrinha|unha|parafuso|grampo|curativo|papel|pano)\b.{0,20}\b(no|na|dentro|em|misturad\w*)\b/,
    },
    { re: /\bcorpo estranho\b|\bobjeto estranho\b/ },
  ],
  notDelivered: [
    { re: /\bpedido (nao|nunca) (chegou|veio|foi entregue)\b/ },
    { re: /\b(nunca|ainda nao) chegou\b|\bnao chegou (ate agora|nunca|nada)\b/ },
    { re: /\bnao (recebi|recebemos) (o |meu |nosso )?pedido\b|\bnunca recebi\b/ },
    { re: /\bnao (me )?entregaram\b|\bpedido sumiu\b/ },
    { re: /\bnao chegou (o |meu |o meu |nosso |o nosso )?pedido\b|\bpedido\b.{0,20}\bnao chegou\b/ },
  ],
  wrongItem: [
    { re: /\b(veio|vieram|mandaram|enviaram|entregaram|chegou|chegaram)\b.{0,30}\berrad[oa]s?\b/ },
    { re: /\b(pedido|item|sabor|lanche|prato|pizza|produto|bebida) errad[oa]\b/ },
    { re: /\b(erraram|trocaram)\b|\b(veio|vieram) trocad\w*/ },
    { re: /\bnao (era|e) o que (eu )?pedi\b|\bpedido de outra pessoa\b|\bveio outro\b/ },
    {
      re: /\bpedi (um|uma|o|a|os|as|dois|duas|\d+)\b.{1,40}\b(e|mas) (veio|vieram|mandaram|chegou|chegaram) (um|uma|o|a|os|as|outro|outra)\b/,
      whole: true,
    },
  ],
  missingItem: [
    {
      re: /\bfalt(ou|aram|ando|a)\b/,
      unless:
        /\bfalt\w* (de )?(sal|tempero|sabor|capricho|carinho|atencao|educacao|respeito|cuidado|qualidade|higiene|troco|fome|vontade)\b/,
    },
    { re: /\besquece(ram|u)\b/ },
    {
      re: /\b(nao|nem) (veio|vieram|mandaram|enviaram|colocaram|tinha)\b(?! (fri|gelad|quent|errad|cert|bem|bom|boa|como|rapid|atrasad|amassad|vazad|derramad|revirad|sal|tempero|sabor|gosto|nada de errado))/,
    },
    { re: /\bveio sem (o|a|os|as)\b|\bincomplet\w*/ },
  ],
  courier: [
    {
      re: /\b(entregador\w*|motoboy|motoqueiro|moto boy|motorista|rapaz da entrega|moco da entrega)\b.*\b(grosso|grossa|grosseir\w*|mal ?educad\w*|ignorante|estupid\w*|xing\w*|grit\w*|desrespeit\w*|arrogante|debochad\w*|ameac\w*|mal humorad\w*|recusou|jogou|atirou|rude|impaciente|brigou|nervoso)\b/,
    },
    {
      re: /\b(grosso|grossa|grosseir\w*|mal ?educad\w*|ignorante|estupid\w*|xing\w*|grit\w*|arrogante|rude)\b.*\b(entregador\w*|motoboy|motoqueiro|moto boy)\b/,
    },
    {
      re: /\b(entregador\w*|motoboy|motoqueiro)\b.*\b(nao quis subir|nao subiu|sem educacao|falta de educacao|(nao|nada|pouco) (foi |era )?(educad|simpatic|gentil)\w*)/,
    },
  ],
  cold: [
    {
      re: /\b(fri[oa]s?|friinh\w*|gelad[oa]s?|morn[oa]s?|esfri\w*|temperatura ambiente)\b/,
      negatable: true,
      unless: DRINK_OR_FROZEN,
    },
  ],
  melted: [{ re: /\b(derretid\w*|derreteu|derreteram|virou (um )?(suco|sopa|liquido))\b/, negatable: true }],
  delay: [
    { re: /\bdemor\w*/, negatable: true },
    { re: /\batras\w*/, negatable: true },
    { re: /\b(esperei|esperamos|esperando)\b/, negatable: true, unless: /\bvale\w* a (pena )?espera\b/ },
    { re: /\b(mais de|quase|umas?|cerca de|uns) (uma|duas|tres|\d+) ?(h|hora|horas|min|minutos)\b/ },
    { re: /\b\d+ ?(horas|minutos)\b/ },
    {
      re: /\beternidade\b|\b(veio|chegou) (muito )?tarde\b|\bfora do (prazo|horario)\b|\bpassou (muito )?do (horario|prazo)\b/,
    },
  ],
  packaging: [
    { re: /\bvaz(ou|ando|amento|ado|ada|aram)\b/, negatable: true },
    { re: /\bderram\w*/, negatable: true },
    { re: /\b(amassad\w*|revirad\w*|tombad\w*|tudo misturado|tudo revirado)\b/, negatable: true },
    {
      re: /\b(embalage\w*|caixa|sacola|pote|tampa|lacre)\b.{0,25}\b(abert\w*|rasgad\w*|furad\w*|molhad\w*|ruim|fraca|pessim\w*|horrivel|quebrad\w*|violad\w*|rompid\w*|solt\w*|estourad\w*)/,
    },
  ],
  taste: [
    { re: /\b(muito salgad\w*|salgad\w* (demais|de mais)|sal demais|excesso de sal)\b/ },
    { re: /\bsalgad[oa]s?\b/, unless: /\b(preco|valor|conta|taxa)\b.{0,10}salgad/ },
    { re: /\bsem (gosto|sabor|sal|tempero|graca)\b|\binsoss\w*|\bfalt(ou|a|ando) (sal|tempero|sabor)\b/ },
    { re: /\bqueimad\w*/, negatable: true },
    { re: /\bcru[as]?\b|\bmal (passad|cozid|assad)\w*|\bmassa crua\b/, negatable: true },
    {
      re: /\b(ressecad\w*|passad[oa]s? do ponto|borrachud\w*|dur[oa]s?|sec[oa]s? demais|muito sec[oa]s?)\b/,
      negatable: true,
      unless: /carne seca|carne de sol/,
    },
    { re: /\b(oleos\w*|gordurent\w*|encharcad\w* de oleo|muito oleo|cheio de oleo)\b/, negatable: true },
    { re: /\b(murch\w*|molenga|sem crocancia)\b/, negatable: true },
    {
      re: /\b(sabor|gosto) (ruim|estranho|horrivel|pessimo|esquisito|de (queimado|velho|requentado|geladeira|oleo velho))\b|\brequentad\w*|\bintragavel\b/,
    },
    { re: /\b(doce demais|muito doce|muito apimentad\w*|apimentad\w* demais|ardid\w*)\b/ },
    {
      re: new RegExp(
        `${FOOD.source}.*\\b(ruim|horrivel|pessimo|fraco|fraca)\\b|\\b(ruim|horrivel|pessimo)\\b.*${FOOD.source}`,
      ),
      unless: /\b(atendimento|atendente|entrega|entregador|embalagem|app|aplicativo)\b/,
    },
  ],
  portion: [
    { re: /\bpor(cao|coes)\b.{0,15}\b(pequen|minuscul|mirrad|pouc|fraca|ridicul|menor)\w*/ },
    {
      re: /\b(pouca|pouco) (comida|quantidade|carne|batata|recheio|arroz|frango|acai|molho|queijo|feijao)\b/,
    },
    {
      re: /\bveio pouc\w*|\bmirrad\w*|\bminuscul\w*|\bquase sem recheio\b|\bsem recheio\b|\brecheio (pouco|ralo|fraco|escasso)\b/,
    },
    { re: /\bquantidade\b.{0,20}\b(pequen|pouc|ridicul|fraca|minuscul)\w*/ },
    {
      re: /\b(nao|nem) (matou|mata) (a )?fome\b|\btamanho (pequeno|ridiculo)\b|\bmenor (do )?que (a foto|o anunciado|o normal|antes)\b/,
    },
  ],
  service: [
    {
      re: /\batendimento\b.{0,25}\b(pessim|ruim|horrivel|demorad|lament|fraco|precario|descaso|grosseir|lixo|decepcion|pessimo)\w*/,
    },
    { re: /\b(pessimo|ruim|horrivel|mau|mal) atendimento\b|\bmal atendid\w*/ },
    {
      re: /\batendente\b.{0,25}\b(grosso|grossa|grosseir|mal ?educad|ignorante|estupid|arrogante|rude|impaciente)\w*/,
    },
    {
      re: /\bnao (me )?(responderam|respondem|respondeu|atenderam|atende|atendem|deram retorno|deram satisfacao)\b/,
    },
    { re: /\bninguem (me )?(respondeu|atendeu|responde|atende)\b|\bsem (resposta|retorno|satisfacao)\b/ },
    {
      re: /\bcancel(aram|ou) (o )?(meu |nosso )?pedido\b|\bdescaso\b|\bfalta de (respeito|consideracao)\b|\bignoraram\b/,
    },
  ],
  price: [
    { re: /\b(car[oa]s?|carissim\w*)\b/, negatable: true },
    { re: /\b(preco|valor|precos)\b.{0,20}\b(alto|abusivo|salgado|absurdo|exagerad\w*)\b/ },
    {
      re: /\bnao vale (o preco|a pena|o que custa|o valor)\b|\btaxa de entrega\b.{0,20}\b(alta|cara|absurda|abusiva)\b/,
    },
    {
      re: /\bcobra(ram|do|ndo|ram) (a mais|errado|duas vezes|em dobro)\b|\bcobranca (errada|indevida|duplicada)\b/,
    },
    { re: /\bsem (o )?troco\b|\btroco errado\b|\bfalt\w* (o )?troco\b/ },
  ],
};

const BILLING =
  /\bcobra(ram|do|ndo) (a mais|errado|duas vezes|em dobro)\b|\bcobranca (errada|indevida|duplicada)\b|\btroco\b/;

const TASTE_ISSUES: [TasteIssue, RegExp][] = [
  ["salty", /\bsalgad|\bsal demais|\bexcesso de sal/],
  ["bland", /\bsem (gosto|sabor|sal|tempero|graca)\b|\binsoss|\bfalt\w* (sal|tempero|sabor)/],
  ["burnt", /\bqueimad/],
  ["raw", /\bcru[as]?\b|\bmal (passad|cozid|assad)|\bmassa crua/],
  ["dry", /\bressecad|\bpassad[oa]s? do ponto|\bborrachud|\bdur[oa]s?\b|\bsec[oa]s?\b/],
  ["greasy", /\boleos|\bgordurent|\bencharcad|\boleo\b/],
  ["soggy", /\bmurch|\bmolenga|\bsem crocancia/],
];

const PRAISE_RULES: Record<Praise, Rule[]> = {
  speed: [
    {
      re: /\b(chegou|chegaram|entrega|entregue|veio)\b.{0,20}\b(rapid\w*|voando|antes do (previsto|prazo|horario)|no horario|pontual|super rapid\w*)/,
    },
    { re: /\b(entrega|entregador) (super )?(rapida|rapido|pontual|agil)\b/ },
  ],
  hot: [{ re: /\bquentinh\w*|\bchegou quente\b|\bbem quente\b|\bpelando\b/ }],
  portion: [
    {
      re: /\bbem servid\w*|\bgeneros\w*|\bfart[oa]\b|\bmatou a fome\b|\bmuito recheio\b|\bbem recheado\w*|\brecheio generoso\b|\bcaprichad\w*/,
    },
    { re: /\bpor(cao|coes) (boa|grande|generosa|caprichada|enorme)s?\b/ },
  ],
  packaging: [
    {
      re: /\bbem embalad\w*|\bembalage\w* (otima|linda|caprichada|boa|perfeita|impecavel|bonita|top|excelente)\b/,
    },
    { re: /\bchegou (tudo )?(inteir\w*|intact\w*|certinh\w*)\b/ },
  ],
  courier: [
    {
      re: /\b(entregador\w*|motoboy|motoqueiro)\b.{0,40}\b(educad\w*|simpatic\w*|gentil|atencios\w*|prestativ\w*|cordial|legal|gente boa)\b/,
      unless: /\b(nao|nada|pouco|mal) (foi |era )?(educad|simpatic|gentil)/,
    },
  ],
  service: [
    {
      re: /\batendimento\b.{0,20}\b(otim|excelent|nota 10|top|impecave|maravilh|perfeit|bom|rapido|atencios|show|nota dez)\w*/,
    },
    { re: /\b(atenciosos|educados|simpaticos|prestativos)\b/ },
  ],
  taste: [
    {
      re: /\b(delicios\w*|saboros\w*|gostos\w*|maravilh\w*|perfeit\w*|excelent\w*|otim\w*|muito bo[am]|bo[am] demais|sensaciona\w*|incrive\w*|divin\w*|espetacula\w*|bem temperad\w*|no ponto|fantastic\w*|impecave\w*|crocante|suculent\w*|top)\b/,
      unless: /\b(atendimento|atendente|entregador|motoboy|embalagem|entrega)\b/,
    },
    { re: /\bmelhor (\w+ ){0,3}(da|do|de) (cidade|regiao|bairro|vida|mundo)\b|\bo melhor que ja\b/ },
    {
      re: /\b(comida|pizza|lanche|prato|hamburguer|marmita|acai|sushi|pastel|massa|tudo)\b (e|estava|veio|esta|ficou) (muito )?(bo[am]|otim[oa]|gostos[oa]|delicios[oa])\b/,
    },
  ],
  general: [
    {
      re: /\b(recomendo|voltarei|vou pedir (de novo|novamente|mais vezes|sempre)|pedirei (de novo|novamente)|virei cliente|cliente fiel|sempre peco|amei|adorei|parabens|nota (10|dez|mil)|5 estrelas|cinco estrelas|show de bola|gostei muito|muito obrigad\w*)\b/,
    },
  ],
};

const CONTRADICTIONS: [Complaint, Praise][] = [
  ["courier", "courier"],
  ["portion", "portion"],
  ["cold", "hot"],
  ["delay", "speed"],
  ["notDelivered", "speed"],
  ["packaging", "packaging"],
  ["service", "service"],
  ["taste", "taste"],
];

const GENERAL_NEGATIVE =
  /\b(pessimo|horrivel|ruim|decepcion\w*|nunca mais|nao gostei|nao recomendo|lixo|terrivel|lamentavel|nota (zero|0|1|um)|uma estrela|1 estrela|nao presta|insatisfeit\w*|arrependid\w*|vergonha|absurdo|descaso)\b/;
const LUKEWARM =
  /\b(razoave\w*|mais ou menos|regular|mediano|mediana|poderia (ser )?melhor|ok|normal|nada de mais|nada demais|esperava mais|deixou a desejar)\b/;

/** The dish the review names, when it names exactly one kind ("a pizza chegou fria"). */
function dishIn(review: string): Noun | undefined {
  const text = review.replace(/[^a-z0-9 ]+/g, " ");
  const found = new Map<string, Noun>();
  // People say "lanche" for any sandwich and "batata" for fries; answer with their word.
  for (const [id, word, gender] of [
    ["sanduiche", "lanche", "m"],
    ["batata-frita", "batata", "f"],
  ] as const) {
    const said = new RegExp(`\\b(${word}s?)\\b`).exec(text)?.[1];
    if (said) found.set(id, { text: said, gender, number: said.endsWith("s") ? "p" : "s" });
  }
  for (const kind of DISH_KINDS) {
    if ((kind.priority ?? 1) === 0) continue;
    if (found.has(kind.id)) continue;
    for (const key of kind.pluralKeys ?? []) {
      if (key === "quentinhas") continue;
      if (` ${text} `.includes(` ${key} `))
        found.set(kind.id, { text: kind.plural, gender: kind.gender, number: "p" });
    }
    if (found.has(kind.id)) continue;
    for (const key of kind.keys) {
      // "Chegou quentinha" praises the temperature; it is not the dish "quentinha".
      if (key.endsWith("-") || key.length < 4 || key === "quentinha") continue;
      if (` ${text} `.includes(` ${key} `)) {
        const plural = Boolean(kind.pluralOnly);
        found.set(kind.id, {
          text: plural ? kind.plural : kind.singular,
          gender: kind.gender,
          number: plural ? "p" : "s",
        });
      }
    }
  }
  return found.size === 1 ? [...found.values()][0] : undefined;
}

export function readReview(reviewText: string): ReviewReading {
  const text = normaliseReview(reviewText);
  const parts = clauses(text);
  const complaints = new Set<Complaint>();
  const praises = new Set<Praise>();
  const dishes: Partial<Record<Complaint, Noun>> = {};
  let praisedDish: Noun | undefined;
  // A review about one dish only ("Pastéis frios. Demorou.") lends it to every sentence.
  const onlyDish = dishIn(text);

  for (const [topic, rules] of Object.entries(RULES) as [Exclude<Complaint, "general">, Rule[]][]) {
    if (rules.some((rule) => rule.whole && matches(` ${text} `, rule) === "yes")) complaints.add(topic);
  }
  for (const clause of parts) {
    for (const [topic, rules] of Object.entries(RULES) as [Exclude<Complaint, "general">, Rule[]][]) {
      for (const rule of rules) {
        if (rule.whole) continue;
        const result = matches(clause, rule);
        if (result === "yes") {
          complaints.add(topic);
          dishes[topic] ??= dishIn(clause) ?? onlyDish;
        }
        // "Não demorou", "não veio frio": a denied complaint is praise.
        if (result === "negated" && topic === "delay") praises.add("speed");
        if (result === "negated" && topic === "cold") praises.add("hot");
      }
    }
    for (const [topic, rules] of Object.entries(PRAISE_RULES) as [Praise, Rule[]][]) {
      // Praise is always negatable: "não matou a fome" is no compliment.
      if (rules.some((rule) => matches(clause, { ...rule, negatable: true }) === "yes")) {
        praises.add(topic);
        if (topic === "taste") praisedDish ??= dishIn(clause) ?? onlyDish;
      }
    }
  }
  // A point cannot be praised and complained about at once; the complaint is what needs an answer.
  // Taste is the exception when two dishes differ: "a batata veio murcha, o hambúrguer estava bom".
  for (const [complaint, praise] of CONTRADICTIONS) {
    const other = dishes[complaint];
    const apart = praise === "taste" && praisedDish && other && praisedDish.text !== other.text;
    if (complaints.has(complaint) && !apart) praises.delete(praise);
  }
  if (!praises.has("taste")) praisedDish = undefined;
  // "Falta de respeito" about the courier is not a complaint about the staff who answer the chat.
  if (
    complaints.has("courier") &&
    !/\b(atendimento|atendente|chat|telefone|responde\w*|cancel\w*)\b/.test(text)
  ) {
    complaints.delete("service");
  }
  if (complaints.size === 0 && GENERAL_NEGATIVE.test(text)) complaints.add("general");
  // Praise words inside a complaint ("perfeito para quem gosta de esperar") are not praise.
  if (complaints.has("general") || complaints.has("health") || complaints.has("foreignBody")) {
    praises.delete("taste");
    praises.delete("general");
  }

  const found = TASTE_ISSUES.filter(([, re]) => re.test(text)).map(([issue]) => issue);
  const tasteIssues: TasteIssue[] = complaints.has("taste")
    ? found.length
      ? found.slice(0, 2)
      : ["other"]
    : [];
  return {
    complaints: COMPLAINTS.filter((c) => complaints.has(c)),
    praises: PRAISES.filter((p) => praises.has(p)),
    tasteIssues,
    billing: complaints.has("price") && BILLING.test(text),
    leak: /\bvaz|\bderram/.test(text),
    cancelled: complaints.has("service") && /\bcancel/.test(text),
    sick: /\bpass\w* mal\b|\bintoxica|\bdor de barriga|\bdiarreia|\bvomit|\benjo|\bmal.estar/.test(text),
    lukewarm: complaints.size === 0 && praises.size === 0 && LUKEWARM.test(text),
    dishes,
    praisedDish,
  };
}
