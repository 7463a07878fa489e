import { DISH_KINDS, INGREDIENTS } from "./lexicon";

/** "numa quinta de frio": a cold day, the weather, not the food. */
/** "Preço muito salgado", "achei salgada a taxa": dear, of a price (no salt). */
const SALTY_PRICE =
  /\b(preco|precinho|valor|conta|taxa|frete|entrega)\b.{0,12}salgad|\bsalgad[oa]s? (a |o )?(taxa|preco|conta|valor|frete)\b/;

/** "queimou a borda", "torraram o fundo": burning said as a verb, of a part of the dish (not "queimou a língua"). */
const BURNT_PART =
  /\b(queimou|queimaram|torrou|torraram) (a |o |as |os |toda |todo |tudo )?(borda|bordas|fundo|massa|pizza|pao|queijo|base|crosta|carne|bacon|arroz|fritas?|batatas?|lanche|hamburguer|esfihas?|pasteis|pastel|tudo)\b/;

export const COLD_DAY =
  /\b(segunda|terca|quarta|quinta|sexta|sabado|domingo|dia|noite|tarde|semana) de (muito )?frio\b/;

/** "o salgado chegou 21h", "40 salgados": the snack, named by its article or count, is no seasoning (decision 054). */
export const NOT_THE_SNACK = String.raw`(?<!\b(o|os|um|uns|\d+|dos|do|de|pros|pro|esses|esse|meus|meu|nossos|seus|mini|cade o|cade os|cento de) )`;

/** "me chamou de pão duro", "sou pão-duro": the saying (stingy), no hard bread (decision 058). */
export const NOT_THE_STINGY = String.raw`(?<!\b(chamou|chamaram|chamando|chamar|sou|ser|tao|que) (de )?pao )`;

/** "o açaí chegou virado sopa": turned into a liquid (melted), not a box upside down (decision 058). */
export const NOT_TURNED_INTO = String.raw`(?! (em |num |numa |uma? )?(sopa|vitamina|suco|mingau|agua|caldo|creme|papa|milkshake|liquido)\b)`;

/**
 * The words of reviews, by topic: regular expressions over folded text
 * (lowercase, no accents, abbreviations spelled out). "negatable" rules flip
 * when a negation comes right before them ("não demorou" is praise).
 */

/** "o escondidinho de carne seca", "carne seca com abóbora": the dish, no dry meat (decision 058). */
export const NOT_THE_DRIED_MEAT = String.raw`(?<!\bcarne )`;

/** "pedi sem cebola e não veio nem um pedacinho": the note honoured to the last slice, no missing item. */
export const NOTE_HONOURED = String.raw`\bpedi\w* sem \w+.{0,30}\bnao (veio|vieram|tinha) nem (um|uma) (pedacinho|pedaco|rodela|fiapo|folha|grao|pingo|sinal)\b`;

export const COMPLAINTS = [
  "health",
  "foreignBody",
  "notDelivered",
  "wrongItem",
  "missingItem",
  "courier",
  "cold",
  "warmDrink",
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

export type TasteIssue =
  | "salty"
  | "bland"
  | "burnt"
  | "raw"
  | "dry"
  | "greasy"
  | "soggy"
  | "watery"
  | "other";

/**
 * `whole`: matched against the whole review, for rules a comma would cut ("pedi X, e veio Y").
 * `unless`: the clause says something that makes the rule not apply.
 * `vetoNear`: a match does not count when this is said in the same part of the clause, between
 * two "e" ("a comida chegou fria e o refrigerante quente": "fria" is about the food, not a drink).
 * `inPart`: the whole match must lie in one such part ("refrigerante e cachorro-quente" is no warm drink).
 * `check`: a last test on the match, for what a regular expression cannot say.
 */
/** "hoje pedi a executiva de frango em vez da de carne": the customer's own choice, nothing came in its place. */
export const OWN_CHOICE =
  /\b(pedi|escolhi|optei|peguei|troquei|resolvi)\b(?:(?!\b(?:veio|vieram|mandaram|chegou|chegaram|entregaram|enviaram|recebi)\b)[^.!?,]){0,40}\b(em vez|no lugar|ao inves) d/;

/** "tava esperando minha mãe chegar pra comer": someone else awaited, not the order (kept from the topic model too). */
export const WAITING_FOR_SOMEONE =
  /\b(esperando|esperei|esperar) (a minha|o meu|minha|meu|a|o) (?!pedido|comida|lanche|pizza|entrega|marmita|motoboy|entregador)\p{L}+ (chegar|sair|voltar|acordar|terminar)\b/u;

export type Rule = {
  re: RegExp;
  negatable?: boolean;
  unless?: RegExp;
  whole?: boolean;
  vetoNear?: RegExp;
  inPart?: boolean;
  check?: (m: RegExpExecArray) => boolean;
};

export const FOOD =
  /\b(comida|sabor|gosto|pizza|lanche|prato|hamburguer|marmita|acai|sushi|pastel|coxinha|massa|carne|frango|batata|molho|arroz|feijao|lasanha|esfiha|temaki|tempero|recheio|pedido)\b/;
/** What customers call a drink in a review (folded; "refri" is already "refrigerante"). */
const DRINK_WORDS =
  "refrigerantes?|coca|coca-cola|coca cola|guarana|fanta|sprite|pepsi|cervejas?|chopps?|chopes?|bebidas?|sucos?|aguas?|latinhas?|latas?|long necks?|vinhos?|drinks?|caipirinhas?|energeticos?|tonica|cha gelado|mate|limonadas?|caldo de cana|sodas?|kombuchas?|agua de coco|isotonicos?|tubainas?|itubainas?";
export const DRINK = new RegExp(`\\b(${DRINK_WORDS})\\b`);
export const DRINK_OR_FROZEN = new RegExp(
  `\\b(${DRINK_WORDS}|sorvetes?|acai|gelo|milk ?shakes?|sobremesas?|pudim|mousse|gelatina|picoles?)\\b`,
);
/** "Quente" that is the name of a dish, not a temperature. */
const NOT_A_DISH = "(?<!cachorro )(?<!cachorro-)(?<!misto )(?<!misto-)(?<!chocolate )";

/** Words for food and drink, to tell "pedi coca e veio guaraná" from "pedi pizza e veio fria". */
const FOOD_WORDS: ReadonlySet<string> = new Set(
  [
    ...DISH_KINDS.flatMap((k) => [...k.keys, ...(k.pluralKeys ?? [])]),
    ...INGREDIENTS.flatMap((i) => i.keys),
    "coca",
    "guarana",
  ].filter((k) => !k.includes(" ") && !k.endsWith("-") && k.length >= 3),
);

/** Words after "tinha um…" that are no object: "tinha um erro no pedido", "achei um absurdo na conta". */
const NOT_THINGS: ReadonlySet<string> = new Set(
  `pouco pouca monte erro problema gosto cheiro sabor atraso absurdo desconto cupom item prato pedido lanche
comida bebida outro outra tempero recheio molho pedaco pedacinho fio caco lasca tipo montao bocado
gostinho cheirinho brinde sache copo guardanapo talher garfo bilhete cartao recado adesivo lacre
rapaz moco moca cara senhor entregador motoboy atendente vez dia minuto hora`.split(/\s+/),
);

/** An order's note ignored: "pedi sem cebola e veio com cebola", "pedi com bacon e veio sem". */
export const CUSTOMISATION: readonly RegExp[] = [
  /\bpedi\b(?: [a-z-]+){0,3}? (bem passad\w*|ao ponto|mal passad\w*)\b.{0,40}\b(veio|chegou|mandaram)\b|\bpedi\b.{0,60}\bignor(aram|ou)\b|\bignor\w* (a |minha |as |nossa )?observac\w*|\bobservac\w*\b.{0,30}\bignor\w*|\bnao (leram|respeitaram|seguiram) (a |minha )?observac/,
  /\b(?:pedi(?:mos)?|escrevi|coloquei|avisei|falei|pedido)(?: [a-z-]+){0,4}? sem ([a-z-]+)\b.{0,60}?\b(?:veio|vieram|chegou|chegaram|mandaram|colocaram|tinha|tinham|estava|estavam|com)\b.{0,20}?\b\1\b/,
  /\b(?:pedi(?:mos)?|escrevi|coloquei|avisei|falei|pedido)(?: [a-z-]+){0,4}? sem ([a-z-]+)\b.{0,60}?\b(?:veio|vieram|chegou|chegaram|mandaram|colocaram) (?:com|cheio de|cheia de|lotad[oa] de)\b/,
  // "pedi o molho separado… e jogaram tudo por cima", "molho à parte e veio misturado".
  /\b(separad[oa]s?|a parte)\b.{0,60}\b(jogaram|colocaram|veio|vieram|chegou|mandaram)\b.{0,25}\b(por cima|em cima|misturad\w*|junto|dentro)\b/,
  // "pedi pouco sal… veio salgado", "sem açúcar… colocaram leite condensado".
  /\b(pouco|menos|sem) sal\b.{0,80}\bsalgad\w*|\b(sem|pouco|menos) acucar\b.{0,80}\b(adocad\w*|muito doce|docinho|leite condensado|xarope|acucarad\w*)/,
  // "obrigado por ler 'sem maionese', amei o lanche afogado em maionese".
  /\bsem ([a-z]{4,})\b.{0,80}\b(afogad[oa]s? em|cheio de|cheia de|lotad[oa]s? de|encharcad[oa]s? de|nadando em|com muit[oa]) \1\b/,
  // "pedi sem maionese e veio lambuzado", "'sem cebola' pra vocês significa cebola em dobro".
  /\bsem ([a-z]{4,})\b.{0,30}\b(veio|vieram|chegou) (tudo |todo |toda )?(lambuzad|melad|afogad|encharcad|lotad)\w*|\bsem ([a-z]{4,})\b.{0,60}\b\5 (em dobro|dobrad\w*|de sobra|a vontade)\b/,
  // "coloquei na observação carne mal passada e veio bem passada": the cooking point asked for, not the one served.
  /\b(mal passad|ao ponto)\w*\b.{0,50}\b(veio|chegou|mandaram)\b.{0,15}\b(bem passad|passadissim|cinza|torrad|esturricad|sola)\w*|\b(crua?|sangrando|rosad\w*)\b.{0,60}\b(tinha pedido|pedi) bem passad\w*|\bbem passad\w*\b.{0,50}\b(veio|chegou|mandaram)\b.{0,15}\b(mal passad|crua?|sangrando|rosad)\w*/,
  // "pedi sem pimenta e veio ardendo": the heat is the pepper left in.
  /\bsem pimenta\b.{0,60}?\b(?:veio|vieram|chegou|estava|tava|mandaram)\b.{0,20}?\b(?:ardid\w*|ardend\w*|apimentad\w*|picante|pegando fogo|queimando)\b/,
  /\bpedi(?:mos)?(?: [a-z-]+){0,4}? com ([a-z-]+)\b.{0,60}?\b(?:veio|vieram|chegou|chegaram|mandaram) sem\b/,
  /\b(?:pedi|coloquei|escrevi)\b.{0,40}\bobservac\w*\b.{0,60}\b(?:ignor\w*|nao (?:leram|seguiram|respeitaram|atenderam))\b/,
];

const SPELLED_HOURS = [
  "uma",
  "duas",
  "tres",
  "quatro",
  "cinco",
  "seis",
  "sete",
  "oito",
  "nove",
  "dez",
  "onze",
  "doze",
];
/** A time of day as reviews write it: "19h", "19:30", "meio dia", "uma e meia", "oito e quinze". */
const CLOCK = `\\d{1,2}(?:h|:)(?:\\d{2})?|meio[- ]dia(?: e meia)?|meia[- ]noite(?: e meia)?|(?:${SPELLED_HOURS.join("|")})(?: e (?:meia|quinze|vinte|dez|quarenta))?(?= |$)`;

/** "pedi às oito…", "pedi meio dia…": when the order was placed ("pedi uma pizza" counts pizzas). */
const ORDERED_AT_CLOCK = new RegExp(
  `^pedi\\w* ((as|a|umas) (${CLOCK})|\\d{1,2}(h|:)|meio[- ]dia|meia[- ]noite|(${SPELLED_HOURS.join("|")}) e (meia|quinze|vinte|dez|quarenta))\\b`,
);

/**
 * Minutes after midnight (or noon, for spelled hours) of a CLOCK match. A bare spelled number
 * is a time only after "às" ("pedi às oito"): "pedi uma pizza e veio duas" counts pizzas.
 */
function clockMinutes(said: string, before: string | undefined): number | undefined {
  const digits = /^(\d{1,2})(?:h|:)(\d{2})?$/.exec(said);
  if (digits) return Number(digits[1]) * 60 + Number(digits[2] ?? 0);
  const [hour = "", rest] = said.replace(/^(meio|meia)[- ]/, "$1-").split(" e ");
  if (hour === "meio-dia" || hour === "meia-noite") return rest === "meia" ? 30 : 0;
  const h = SPELLED_HOURS.indexOf(hour);
  if (h < 0 || (rest === undefined && !before)) return undefined;
  const extra = ({ meia: 30, quinze: 15, vinte: 20, dez: 10, quarenta: 40 } as Record<string, number>)[
    rest ?? ""
  ];
  return ((h + 1) % 12) * 60 + (extra ?? 0);
}

export const RULES: Record<Exclude<Complaint, "general">, Rule[]> = {
  health: [
    { re: /\bpass(ei|amos|ou|aram) (muito |tao |super )?mal\b/ },
    { re: /\bintoxica\w*/ },
    {
      re: /\b(entre a cama e o banheiro|nao (sai|saimos|saiu) do banheiro|barriga inchada|dor desde ontem|dor de barriga|diarreia|vomit\w*|enjoo|mal estar|mal-estar)\b|\benjoad[oa]s?\b(?! (de|pra|para))/,
    },
    // "fiquei a madrugada inteira no banheiro depois do sushi".
    {
      re: /\b(fiquei|passei|passamos|ficamos|vivi|morei)\b.{0,30}\b(no|dentro do) banheiro\b|\bcorrendo (pro|para o) banheiro\b/,
    },
    { re: /\bvalidade\b.{0,50}\b(semana passada|mes passado|ontem|vencid\w*|passou)\b/ },
    {
      re: /\b(estragad\w*|azed\w*(?! de tanto)|vencid\w*|podre|mofad\w*|mofo)\b/,
      negatable: true,
      // "a noite ficou meio estragada" is the evening, not the food.
      vetoNear:
        /\b(noite|dia|festa|surpresa|comemoracao|aniversario|programa|sabado|domingo|feriado|folga|fim de semana)\b/,
    },
    {
      // "esse salmão fedido" (set FA): a food said to stink.
      re: /\bcheiro (ruim|estranho|esquisito|de podre|azedo|forte(?! de (cachaca|bebida|alcool|perfume|cigarro)))\b|\bcor acinzentad\w*|\bbolinhas (azuis|verdes|brancas)\b|\b(peixe|salmao|atum|camarao|carne|frango|ovos?|queijo|maionese|comida|marmita|sushi|peca)s? (fedid[oa]s?|fedendo)\b/,
    },
  ],
  foreignBody: [
    {
      re: /(?<!\b(secar|lavar|cortar|pentear|arrumar|escovar|pintar) (o |meu |minha )?)(?<!\b(meu|minha|seu|sua) )\bcabel\w*\b(?! d[ao] (minha|meu|sua|seu) )|\bfio de cabelo\b|\b(achei|encontrei|tinha|havia|veio|vi)\s+(um|uns)\s+fios?\b(?! de (ovos?|azeite|mel|queijo|catupiry|chocolate|requeijao))|\b(achei|encontrei|tinha|havia|veio|vieram) (uns |umas |alguns |varios )?pelos\b/,
    },
    {
      re: /\b(inseto|barata|baratinha|mosca|mosquinha|mosquito|formiga|formiguinha|lesma|larva|lagarta|minhoca|bicho|bichinho|verme)s?\b/,
    },
    // "osso no meio do filé 'sem osso', quase engasguei".
    {
      re: /\bosso( \w+)? no meio\b|\bpedaco de osso\b|\bespinha (grossa|grande|enorme)\b|\bengasguei( com)?\b|\bpalha de aco\b/,
    },
    {
      re: /\b(unha|parafuso|prego|grampo|curativo|pedra|pedrinha|vidro|caco)\b.{0,6}\bno meio d/,
      whole: true,
    },
    {
      re: /\b(plastico|metal|vidro|pedra|pedrinha|unha|parafuso|prego|grampo|curativo|papel|pano|lacre|palha de aco|bombril|esponja|pedaco de luva|luva de (latex|plastico))\b.{0,40}\b(no|na|dentro|em|misturad\w*)\b/,
    },
    {
      re: /\bcorpo estranho\b|\bobjeto estranho\b|\bpedac\w* de isopor\b.{0,30}\b(no|na|dentro|em|misturad\w*)\b/,
    },
    // "um pedaço de plástico duro, tipo lacre": a piece of something that is no food, wherever it was.
    {
      re: /\b(era|achei|encontrei|mordi|mastiguei) (uma|um) (pedra|pedrinha|parafuso|prego|grampo|caco|lasca)\b/,
    },
    // "arroz com uma pedrinha que quase quebrou meu dente": what is no food, in the dish, and the tooth it cost.
    {
      re: /\b(com|tinha) (uma|um) (pedra|pedrinha|parafuso|prego|grampo|caco|lasca|unha|curativo)\b|\b(quase )?quebr\w* (o |meu |um |uma )?dente\b/,
    },
    {
      re: /\b(pedaco|pedacinho|caco|lasca|fiapo) de (plastico|metal|vidro|papel aluminio|papel|pano|borracha|madeira)\b/,
    },
    // "Apareceu um band-aid na salada", "tinha um pedaço de osso no hambúrguer": something that is no food, in the food.
    {
      re: /\b(achei|encontrei|tinha|havia|veio|vieram|apareceu|vi|mordi)\s+(um|uma|uns|umas)\s+(pedaco de |pedacinho de |fio de |caco de |lasca de |tipo de )?([a-z-]+)\b.{0,30}\b(no|na|nos|nas|dentro|no meio|misturad\w*)\b/,
      check: (m) => {
        const thing = m[4] ?? "";
        return !FOOD_WORDS.has(thing) && !NOT_THINGS.has(thing) && !FOOD_WORDS.has(thing.replace(/s$/, ""));
      },
    },
  ],
  notDelivered: [
    { re: /\bpedido (nao|nunca) (chegou|veio|foi entregue)\b/ },
    // "o app diz entregue, minha barriga diz que não": marked delivered, never came.
    {
      re: /\b(app|aplicativo|ifood|status|sistema) (diz|dizia|mostra|mostrava|marca|marcava|marcou|consta|deu) (como |que foi )?entregue\b/,
    },
    { re: /\b(nunca|ainda nao) chegou\b|\bnao chegou (ate agora|nunca|nada)\b/ },
    { re: /\bnao (recebi|recebemos) (o |meu |nosso )?(pedido|nada)\b|\bnunca recebi\b/ },
    {
      re: /\bentreg\w* (em|no|para|pra|na) (outro|outra) (endereco|casa|lugar|pessoa|cliente|rua)\b|\bendereco errado\b|\bentreg\w* (no|na|em) (bloco|apartamento|casa|predio|rua|andar|portaria) errad[oa]\b/,
    },
    {
      re: /\bnao (me )?entregaram\b|\bpedido sumiu\b|\bfiquei sem (jantar|almocar|almoco|comer|comida|lanche)\b/,
    },
    { re: /\bnao chegou (o |meu |o meu |nosso |o nosso )?pedido\b|\bpedido\b.{0,20}\bnao chegou\b/ },
    { re: /\b(pedido|comida|lanche|entrega)\b (simplesmente )?(nao|nunca) (apareceu|veio)\b/ },
    // "o app diz entregue e eu aqui sem pedido nenhum", "pagar e não receber nada".
    {
      whole: true,
      re: /\bsem (pedido|comida|lanche) nenhum\b|\bentregue\b.{0,60}\bnada de (marmita|pedido|comida|lanche|pizza)\b|\bentregue,? nada chegou\b|\b(diz|mostra|consta|marcou|marcado) (como )?entregue\b.{0,60}\b(ninguem|nunca) apareceu\b|\bpag(ar|uei|amos) e nao (receber|recebi|recebemos)\b|\b(diz|mostra|consta|marcou|marcado) (como )?entregue\b.{0,40}\b(nao (recebi|chegou|veio)|sem pedido|cade)/,
    },
    // "o pedido nem chegou e já cobraram" (but "nem chegou frio" is a denial of something else).
    {
      re: /\b(pedido|comida|lanche|pizza|marmita|entrega) nem (chegou|veio|foi entregue)\b(?! (fri|quent|atrasad|tard|errad|amassad|gelad|demor|perto|rapid|a tempo))/,
    },
  ],
  wrongItem: [
    {
      re: /\b(veio|vieram|mandaram|enviaram|entregaram|chegou|chegaram)\b.{0,30}\berrad[oa]s?\b/,
      // The change, or the address: "entregaram no bloco errado" is a lost order, not a wrong item.
      vetoNear: /\b(troco|bloco|endereco|apartamento|apto|predio|andar|portaria|rua|numero|casa)\b/,
    },
    { re: /\b(pedido|item|sabor|lanche|prato|pizza|produto|bebida) errad[oa]\b/ },
    {
      // "trocaram o cozinheiro?": the kitchen's hand, not the item.
      re: /\b(erraram|trocaram)\b(?! (as|a) (temperatura|ordem))(?! (o|a) (cozinheir\w*|chef|receita|fornecedor\w*|dono|dona|gerente|funcionari\w*|oleo|tempero|pizzaiol\w*)\b)|\b(veio|vieram|chegou|chegaram) (tudo |todo |toda )?trocad\w*/,
      // "trocaram o pão por folha de alface sem reclamar e ficou ótimo": a swap asked for.
      unless: /\btrocaram (o|a) \w+ por\b.{0,50}\b(otimo|perfeit\w*|sem reclamar|como pedi|certinho)\b/,
    },
    { re: /\bnao (era|e) o que (eu )?pedi\b|\bde (outra pessoa|outro cliente)\b/ },
    // "veio outro" is another item, unless it is another hair ("mês passado achei um cabelo… hoje veio outro").
    { re: /\bveio outro\b/, whole: true, unless: /\b(cabel\w*|barata|inseto|mosca|pelos?|fio|bicho)\b/ },
    // "Veio calabresa, sendo que eu pedi portuguesa", "mandaram frango no lugar de carne".
    {
      re: /\bsendo que (eu )?(tinha )?pedi(do)?\b|\bno lugar d[eoa]s?\b|\bem vez d[eoa]s?\b(?! \d)|\bao inves d[eoa]s?\b(?! \d)/,
      // "caiu açúcar no lugar do sal" is the seasoning, not an item swapped.
      vetoNear: /\b(sal|acucar|tempero|pimenta|oregano)\b/,
      // "hoje pedi a executiva de frango em vez da de carne": the customer's own choice, nothing came in its place;
      // "veio só um refrigerante sendo que eu pedi dois": fewer came, a missing item, not another one.
      unless: new RegExp(
        String.raw`${OWN_CHOICE.source}|\b(veio|vieram|chegou|chegaram|mandaram) (so|apenas|somente) (um|uma|\d+)\b[^.!?]{0,40}\bsendo que (eu )?pedi (dois|duas|tres|\d+)\b`,
      ),
    },
    {
      re: /\bpedi (um|uma|o|a|os|as|dois|duas|\d+)\b.{1,40}\b(e|mas) (veio|vieram|mandaram|chegou|chegaram) (um|uma|o|a|os|as|outro|outra)\b/,
      whole: true,
      // "pedi às oito e chegou às dez" is when, not what.
      check: (m) => !ORDERED_AT_CLOCK.test(m[0]),
    },
    // "Pedi coca e veio guaraná", "pedi coca zero e veio coca normal": what came is another food or
    // drink, not a state ("pedi pizza e veio fria", "veio pizza queimada").
    {
      re: /\b(?:pedi(?:mos)?|marquei|escolhi|selecionei)(?: a opcao)? (?:um |uma |o |a |os |as |dois |duas |\d+ )?([a-z-]+(?: [a-z-]+){0,3}?) (?:no combo |no app )?(?:e|mas) (?:me )?(?:veio|vieram|mandaram|chegou|chegaram|entregaram|recebi) (?:um |uma |o |a |os |as )?([a-z-]+)/,
      whole: true,
      check: (m) => {
        const [asked = "", came = ""] = [m[1], m[2]];
        const after = m.input.slice(m.index + m[0].length);
        const state =
          /^\s+(cru|fri|gelad|quent|morn|queimad|dur|sec|salgad|murch|oleos|pouc|errad|trocad|amassad|atrasad|tard|rapid|cert|bem|mal)/;
        // "x-egg", "x-salada": every sandwich on a menu is a food word.
        if ((!FOOD_WORDS.has(came) && !came.startsWith("x-")) || state.test(after)) return false;
        // The same word is a swap only when a different kind follows it ("coca zero" → "coca normal").
        return came !== asked.split(" ")[0] || (/^\s+[a-z]/.test(after) && asked !== came);
      },
    },
    // Customisations ignored: "pedi sem cebola e veio com cebola", "pedi com bacon e veio sem".
    ...CUSTOMISATION.map((re) => ({ re, whole: true })),
  ],
  missingItem: [
    {
      re: /\bfalt(ou|aram|ando|a|ava|avam)\b/,
      unless:
        /\bquanto (tempo )?falta(va)?\b|\bfalt\w* (r\$ ?\d+|\d+ (reais|conto|contos|pila|centavos))\b|\bfaltando (\d+|poucos|uns|alguns|cinco|dez|quinze|vinte) (min\w*|hora\w*|h)\b|\bfalt\w* (o )?(dinheiro )?trocado\b|\bfaltava(m)? (\d+|pouco)\b|\bfaltou (avisar|informar|dizer|falar|explicar|chover|nevar)\b|\bfalt(ou|a|ava) pouco (pra|para)\b|\bfalt\w* (o )?dinheiro\b|\b(em|estava em|esta em) falta\b|\bfalt\w* (de )?(sal|tempero|sabor|capricho|carinho|atencao|educacao|respeito|cuidado|qualidade|higiene|troco|fome|vontade)\b|\bfaltou (pouco|so) (para|pra) \w+(ar|er|ir)\b/,
    },
    {
      re: /\besquece(ram|u)\b(?! de (terminar|fritar|assar|cozinhar|esquentar|tirar do forno|tirar|colocar a observ|avisar|mandar a nota|tirar a|mudar|atualizar|trocar|fechar))/,
    },
    {
      re: /\b(deve ter ficado|ficou|ficaram) (com saudade )?(na|da) (loja|cozinha)\b|\b(ficou|ficaram) (ai|la) com (voces|vcs)\b|\bonde (ta|esta|estava) (o|a) (molho|refrigerante|bebida|batata|sobremesa|talher\w*|farofa|brinde|sache\w*)\b/,
    },
    { re: /\b(mandaram|veio|vieram) \w+ sem (colher|talher\w*|garfo|hashi|canudo|guardanapo\w*)\b/ },
    // "o gengibre nem veio", "e o refri nem chegou": an item of the order that did not come.
    {
      re: /\b(o|a|os|as|meu|minha|meus|minhas) (?!pedido|entregador|motoboy|comida|resposta|troco|cupom|reembolso|estorno|dinheiro)\p{L}+( \p{L}+)? nem (veio|vieram|chegou|chegaram|mandaram|colocaram)\b/u,
    },
    // "o xis chegou duas horas depois, frio, e sem a maionese": an item named after "e sem", in what came.
    {
      re: /\b(chegou|chegaram|veio|vieram|mandaram|entregaram)\b(?:(?!\bpedi)[^.;!?]){0,80}(,|\be) sem (o|a|os|as) (?!tempero|sal|sabor|gosto|lacre|tampa|nota|troco|cupom|desconto|menor|minimo|nenhum|cheiro|cara|ponto|capricho|cuidado)[a-z]+/,
      whole: true,
    },
    { re: /\b(ficou|ficaram) pelo caminho\b/ },
    // "sem o arroz que vinha no prato"; "pedimos 4 açaís e vieram 3".
    { re: /\bsem (o|a|os|as) [a-z]+ que (vinha|vem|acompanha)\b/ },
    {
      re: /\bped\w* (\d+) [a-z]+\b.{0,25}\b(vieram|veio|chegaram|chegou|mandaram) (so |apenas )?(\d+)\b/,
      whole: true,
      check: (m) => Number(m[4]) < Number(m[1]),
    },
    // "dos 10 salgados vieram 8".
    {
      re: /\bdos? (\d+|dez|doze|vinte) \w+,? (vieram|veio|chegaram|chegou) (so |apenas )?(\d+|um|uma|dois|duas|tres|quatro|cinco|seis|sete|oito|nove)\b/,
    },
    // "50 min de atraso, sem talher e…", "marmita gelada, sem o refri": what should have come, listed.
    {
      re: /(^|,|;|\be) sem (o |os |a |as )?(talher\w*|garfo|colher|hashi|guardanapo\w*|canudo|refri|refrigerante|bebida|brinde|sache\w*)\b/,
      whole: true,
      check: (m) => !/\b(pedi|pedimos|pedido|quero|queria|prefiro)\b[^.,;]*$/.test(m.input.slice(0, m.index)),
    },
    // "Pedi dois refrigerantes e apenas um foi entregue".
    {
      re: /\bpedi (dois|duas|tres|quatro|\d+) \w+.{0,30}\b(apenas|so|somente) (um|uma|1|dois|duas|2|tres|3)\b.{0,20}\b(foi entregue|foram entregues|veio|vieram|chegou|chegaram)\b/,
      whole: true,
    },
    { re: /\bveio sem nada\b(?! de (errado|ruim))/ },
    { re: /\be (a|o) (colher|talher\w*|garfo|hashi|molho|refrigerante|canudo)\?/ },
    {
      re: /\bnao (chegou|veio) (o|a) (refrigerante|bebida|suco|batata|sobremesa|molho|farofa|talher\w*|guarana|coca)\b|\bficou (em algum lugar )?(do|no) caminho\b/,
    },
    { re: /(?<!pedi\w* )\b(e |veio |vieram )sem (colher|talher\w*|garfo|hashi|guardanapo\w*)\b/ },
    // "pedi temaki e hashi, ganhei só o temaki".
    {
      re: /\b(ganhei|recebi|veio|vieram|chegou) (so|apenas) (o|a|os|as) \w+/,
      whole: true,
      unless: /\bso (o|a) (pedido|comida) (certo|certa)\b|\bso as \d/,
    },
    // "o rolinho primavera simplesmente sumiu", "batata frita invisível".
    {
      re: /\b(rolinho|refrigerante|bebida|batata|sobremesa|molho|brinde|farofa|talher\w*|sache\w*|guarana|coca|suco)( \w+)? (simplesmente )?(sumiu|invisivel)\b/,
    },
    // "veio tudo certo, exceto os talheres".
    { re: /\bveio tudo (certo|certinho)\w*,? (exceto|menos|tirando|so faltou|so nao) /, whole: true },
    // "molho nenhum", "o ketchup ficou pra trás".
    {
      re: /\b(molho|sache|saches|talher|talheres|guardanapo|refrigerante|bebida|ketchup|maionese|brinde|farofa|vinagrete)s? nenhum\b|\bficou (para|pra) tras\b/,
    },
    {
      re: /\b(nao|nem) (veio|vieram|mandaram|enviaram|colocaram|tinha)\b(?! (fri|gelad|quent|errad|cert|bem|bom|boa|como|rapid|atrasad|amassad|vazad|derramad|revirad|sal|tempero|sabor|gosto|nada de errado|[a-z]+(ado|ido)\b|(sec|murch|dur|crus?|pouc|pequen|cheio|cheia|inteir|gostos|delicios|quentinh|igual|diferente)[oa]?s?\b|mole|moles|melhor|pior))/,
      // "não tinha nada no cardápio falando de amendoim" is about the menu, not the bag.
      vetoNear:
        /\b(cardapio|menu|descricao)\b.{0,20}\b(falando|dizendo|avisando|informando)\b|\b(aviso|informac\w*|disse\w*|falaram|garant\w*)\b/,
      // "grelhado que de grelhado não tinha nada" is an idiom.
      // "eu não tinha o dinheiro trocado": what the customer lacked, not the bag.
      unless: new RegExp(
        String.raw`\bde \w+ nao tinha nada\b|\b(nota fiscal|cupom fiscal|recibo)\b|\b(eu|ele|ela|a gente|nos) nao tinha\b|\bnao tinha (o )?(dinheiro|troco|trocado|cartao|pix)\b|\b(predio|condominio|casa|rua|portaria)\b.{0,15}\bnao tinha\b|\bnao tinha (elevador|escada|interfone|campainha|porteiro|vaga|estacionamento|numero|placa)\b|${NOTE_HONOURED}`,
      ),
    },
    {
      re: /\bnada de (talher\w*|guardanapo\w*|sache\w*|molho|ketchup|refrigerante|bebida|farofa|colher\w*|garfo\w*)\b/,
    },
    { re: /\b(veio|chegou|combo) sem (o|a|os|as)\b|\bincomplet\w*/ },
    // "Vieram 8 esfihas, paguei 10".
    {
      re: /\b(vieram|veio|mandaram|chegaram|recebi) (\d+)\b.{0,40}\b(paguei|pedi|comprei)( por)? (\d+)\b/,
      whole: true,
      check: (m) => Number(m[2]) < Number(m[5]),
    },
    {
      re: /\b(veio|vieram|chegou|mandaram) sem (o |a |os |as )?(bebida|refrigerante|batata|molho|sobremesa|talher\w*|pao|acompanhamento\w*|arroz|salada|brinde|porcao|shoyu|hashi|guardanapo\w*|ketchup|maionese|sache\w*|gelo|canudo|colher|garfo)\b/,
    },
    // "o refri deve ter ido passear pq aqui não chegou": one item, not the order.
    {
      re: /\b(refrigerante|bebida|suco|batata|sobremesa|molho|farofa|talher\w*|guarana|coca|sache\w*)\b.{0,40}\bnao (chegou|veio)\b/,
    },
    // "Cadê o refri?", "veio só 1 (de 2)", "só mandaram metade".
    // "cadê meu lanche?" after an hour and a half is the whole order, late; "cadê o caldo grosso de antes?" a change.
    {
      re: /\bcade (o|a|os|as|meu|minha|meus|minhas)\b/,
      unless:
        /\bcade (o |a )?(meu |minha )?(pedido|lanche|comida|janta|jantar|almoco|entrega|entregador|motoboy|encomenda)\b|\bcade (o|a|os|as) [^.!?]{1,30} de antes\b/,
    },
    {
      re: /\b(veio|vieram|mandaram|chegou|chegaram|recebi) (so|apenas|somente) (1|um|uma|2|dois|duas|3|tres|metade)\b(?! pouc)/,
    },
    { re: /\bso (veio|vieram|mandaram|chegou|chegaram) (1|um|uma|2|dois|duas|metade)\b(?! pouc)/ },
  ],
  courier: [
    {
      re: /\b(entregador\w*|motoboy|motoqueiro|moto boy|motorista|rapaz da entrega|moco da entrega)\b.*\b(deu risada|riu da minha cara|abriu|mexeu|comeu|violou|mentiu|grosso|grossa|grosseir\w*|mal ?educad\w*|ignorante|estupid\w*|xing\w*|grit\w*|desrespeit\w*|arrogante|debochad\w*|ameac\w*|mal humorad\w*|recusou|jogou|atirou|rude|impaciente|brigou|nervoso)\b/,
    },
    {
      re: /\b(grosso|grossa|grosseir\w*|mal ?educad\w*|ignorante|estupid\w*|xing\w*|grit\w*|arrogante|rude)\b.*\b(entregador\w*|motoboy|motoqueiro|moto boy)\b/,
    },
    {
      re: /\b(entregador\w*|motoboy|motoqueiro)\b(?:(?!atendente|atendimento).){0,80}\b(grosso|grossa|grosseir\w*|mal ?educad\w*|rude|estupid\w*|arrogante|ignorante|debochad\w*|xing\w*|grit\w*|ameac\w*|reclamou da gorjeta|nao quis subir)\b/,
      whole: true,
    },
    {
      re: /\b(entregador\w*|motoboy|motoqueiro|moco da entrega|cara da entrega|motoca)\b.{0,40}\b(fumando|ficou com (o |os |meu |meus )?(troco|\d+ reais)|pediu (pra|para) (eu )?marcar como entregue|pegou (mais )?(\d+|dois|duas|tres|outros?) (pedidos|entregas)|ficou com fome|me chamou de|falou palavr\w*|mastigando|comendo|insist\w*|pediu (pix|gorjeta|dinheiro)|cobrou (gorjeta|taxa)|(disse|falou|marcou|alegou) que (entregou|tinha entregado|deixou))\b/,
    },
    {
      re: /\b(entregador\w*|motoboy|motoqueiro)\b.*\b(nao quis subir|nao subiu|sem educacao|falta de educacao|(nao|nada|pouco) (foi |era )?(educad|simpatic|gentil)\w*)/,
    },
  ],
  // "O motoqueiro se perdeu, demorou e ainda foi grosso": the rude word may sit a comma after the courier.
  cold: [
    {
      re: /\b(fri[oa]s?|friinh\w*|gelad[oa]s?|gelid[oa]s?|gelou|morn[oa]s?|esfri\w*|temperatura ambiente)\b/,
      negatable: true,
      // Only the drink or dessert the cold word is said of: "a comida chegou fria e o refrigerante quente".
      vetoNear: DRINK_OR_FROZEN,
      // "tábua de frios" is cold cuts; "uma quinta de frio" is the weather.
      unless: new RegExp(
        `\\b(tabua|travessa|bandeja|kit|porcao) de (queijos e )?frios\\b|\\b(queijos|embutidos) e frios\\b|\\bfrios e (queijos|embutidos)\\b|${COLD_DAY.source}`,
      ),
    },
    // "não tava quente, não chegou na hora": what should have been, denied.
    { re: /\bnao (tava|estava|veio|chegou) quente\b/ },
  ],
  // Read over the whole review, so a comma does not hide it: "a água veio natural, nada gelada".
  warmDrink: [
    {
      re: new RegExp(
        `${DRINK.source}([\\s,]+[a-z-]+){0,4}?[\\s,]+${NOT_A_DISH}(quentes?|quentinh\\w*|morn[oa]s?|em temperatura ambiente|sem gelo|sem gas|sem (uma )?(bolha|bolhinha)|que nem cha|nada gelad\\w*|(nao|nem) (estava|veio|vieram|chegou|chegaram|tava) gelad\\w*|(veio|vieram|chegou|chegaram|estava|estavam|tava) natural(?! e (bem |super |mt |muito )?gelad))\\b`,
      ),
      inPart: true,
      whole: true,
    },
    {
      re: new RegExp(`${NOT_A_DISH}\\b(quentes?|morn[oa]s?)\\s+(o |a |os |as |meu |minha )?${DRINK.source}`),
      inPart: true,
      whole: true,
    },
  ],
  melted: [{ re: /\b(derretid\w*|derreteu|derreteram|virou (um )?(suco|sopa|liquido))\b/, negatable: true }],
  delay: [
    { re: /\bnao chegou (na hora|no horario|a tempo|no prazo)\b/ },
    // "cadê meu pedido???": still waiting for it.
    { re: /\bcade (o |a )?(meu |minha )?(pedido|lanche|comida|janta|jantar|almoco|entrega|encomenda)\b/ },
    // "o motoboy reclamou que eu demorei", "demorei 2 min pra descer": the customer's own wait, not the order's.
    {
      re: /\bdemor\w*/,
      negatable: true,
      check: (m) =>
        !(
          m[0] === "demorei" &&
          (/\b(que|porque|pq|q)( eu)? $/.test(m.input.slice(0, m.index)) ||
            /^( \d+ ?min\w*| um pouco| uns minutos)? (pra|para|a) (descer|atender|abrir|pegar|achar|sair)\b/.test(
              m.input.slice(m.index + m[0].length),
            ))
        ),
    },
    // "atrás" (ago, behind) is no delay: "uns anos atrás", "ficou pra trás".
    { re: /\batras(o|os|ou|ad[oa]s?|ando|ar|aram|ei|amos|aria)\b/, negatable: true },
    // "não é a primeira vez que atrasa"; "alguém sabe se atrasa muito no sábado?" asks, it does not complain.
    { re: /(?<!\bse )\batrasam?\b(?![^.!]*\?)/, negatable: true },
    {
      re: /\b(esperei|esperamos|esperando)\b(?! (o pior|resposta|retorno|o estorno|reembolso|um retorno|repetir|que|encontrar|ter (a|o|uma|um)|na sala|no sofa))/,
      negatable: true,
      // "a família toda esperando" is who waited for lunch, not how long it took.
      unless: new RegExp(
        `${WAITING_FOR_SOMEONE.source}|${/\bvale\w* a (pena )?espera\b|\b(familia|todo mundo|convidados|criancas|visitas|galera|pessoal)( toda| todos| inteira)? esperando\b|\besperei ansios\p{L}*/u.source}`,
        "u",
      ),
    },
    // "quase duas horas", "mais de 50 minutos"; "chegou em uns 45 minutos" is how quick it was.
    {
      re: /\b(mais de|quase|umas?|cerca de|uns) (uma|duas|tres|\d+) ?(h|hora|horas|min|minutos)\b/,
      check: (m) =>
        // "já eram quase 22h" is the clock, not the wait.
        !(
          /^(h|hora|horas)$/.test(m[3] ?? "") &&
          Number(m[2]) >= 5 &&
          /\b(eram|era|ja|sao|deu|deram)\s*$/.test(m.input.slice(0, m.index))
        ) &&
        (!/^(min|minutos)$/.test(m[3] ?? "") ||
          m[1] === "mais de" ||
          m[1] === "quase" ||
          Number(m[2]) >= 60 ||
          /\b(demor|atras|esper|ainda nao|nada|cade)/.test(
            m.input.slice(Math.max(0, m.index - 40), m.index + 60),
          )),
    },
    // "chegou em 20 minutos" is quick: minutes count as a wait from half an hour, or with a complaint beside them.
    {
      re: /\b(\d+) ?(horas|minutos)\b/,
      check: (m) =>
        m[2] === "horas" ||
        // "chegou em 35 minutos" is how long it took: a wait only from an hour.
        // "30 minutos depois cancelaram" is when they cancelled, not a wait for food.
        (!/^\s*depois,? (cancel|ligar|avis|mand)/.test(m.input.slice(m.index + m[0].length)) &&
          Number(m[1]) >= 30 &&
          (Number(m[1]) >= 60 ||
            !/\b(chegou|chegaram|veio|entregue|entregaram) (em|com) (apenas |so |menos de |uns |umas |cerca de |mais ou menos )?$/.test(
              m.input.slice(0, m.index),
            ))) ||
        /\b(demor|atras|esper|ainda nao|nada|cade)/.test(
          m.input.slice(Math.max(0, m.index - 40), m.index + 60),
        ),
    },
    // "chegou em 1h15", "parabéns pela entrega de 1h": a duration, not a time of day ("às 20h").
    // "1h da manhã" is a time of day; "tenho 1h de almoço" is the customer's own time, not the order's.
    {
      re: /(?<!\b(as|ate|das|para|tenho|tinha) )\b[1-4] ?h ?([0-5]\d)?\b(?! ?(da (manha|tarde|noite|madrugada)|de (almoco|intervalo|folga|pausa)))/,
    },
    // "duas horas depois, comecei a vomitar" says when, not how long the order took.
    {
      re: /\b(uma|duas|tres|quatro) horas?\b(?! (antes|adiantad|depois|mais tarde|apos))|\bhora e meia\b|\bdemora absurda\b/,
    },
    // "Pedi às 19h e só chegou 21h", "pedi meio dia e veio uma e meia": an hour or more between two
    // clock times; "previsão 20h30, chegada 22h05", "combinado para as 12h, chegou às 12h55": past a promise.
    {
      re: new RegExp(
        `\\b(pedi\\w*|pedido feito|fiz o pedido|pedido aceito|aceit\\w*|(combinad[oa]|prometid[oa]|marcad[oa]|agendad[oa]) (para|pra|pro|para o)|previsao(?: de (?:entrega|chegada))?(?: para| pra)?|saiu (?:para|pra) (?:a )?entrega(?:\\W+ )?) (as |umas |la pelas |ao )?(${CLOCK})\\b.{0,120}?\\b(?:chegou|chegaram|entregaram|recebi|veio|chegada|entregue|parado ate|ate|tocou|apareceu|bateu)\\b(?: so)?( as| umas| depois das| la pelas| quase)? (${CLOCK})`,
      ),
      whole: true,
      check: (m) => {
        const [start, end] = [clockMinutes(m[5] ?? "", m[4]), clockMinutes(m[7] ?? "", m[6])];
        if (start === undefined || end === undefined) return false;
        // Spelled hours have no "da tarde": half a day is the widest gap anyone means.
        const day = /\d/.test(m[5] ?? "") && /\d/.test(m[7] ?? "") ? 24 * 60 : 12 * 60;
        const late = (end - start + day) % day;
        // An order placed takes a while, one on its way less; a time promised is late from a quarter of an hour.
        const wait = /^(pedi|pedido|fiz|aceit)/.test(m[1] ?? "") ? 60 : /^saiu/.test(m[1] ?? "") ? 40 : 15;
        // "agendei pras 20h e chegaram 18h15": hours early is early, not a day late.
        return late >= wait && late < day - 6 * 60;
      },
    },
    {
      re: /\b(rodando|rodou|parado|perdido)\b( \w+){0,4} \d+ ?min|\bde espera\b|\bprevisao\b.{0,40}\bchegou\b|\b\d+ ?min(utos)? parad\w*|\bparad\w* (no|em) .{0,12}preparo\b/,
    },
    // "O temaki… depois de 40 minutos de entrega" said in praise is no wait complained of: see DENIED.
    // "responderam 'tá saindo' 4 vezes em 1 hora".
    { re: /\b\d+ vezes em (1|uma|duas|2) ?(h|hora|horas)\b/ },
    // "passa de 1 hora".
    { re: /\bpass(a|ou|ando) de (1|uma|duas|2) ?(h|hora|horas)\b/ },
    // "1 hora pra chegar", "pedi o café da manhã e chegou na hora do almoço", "foi empurrando a previsão".
    {
      re: /\b([4-9]\d|1\d\d) ?(min|minutos) (pra|para) (chegar|entregar|vir)\b|\bdeu tempo d[ae] (comida )?esfriar\b|\b(\d+|uma|duas) ?(h|hora|horas)\b (pra|para) (chegar|entregar|vir)\b|\bchegou na hora do (almoco|jantar|lanche)\b|\bempurrando a previsao\b|\bprevisao (foi )?(mudando|aumentando|empurrad\w*)\b|\bparad[oa] em "?(preparando|em preparo|preparo)\b/,
    },
    {
      re: /\beternidade\b|\b(veio|chegou) (muito )?tarde\b|\bfora do (prazo|horario)\b|\bpassou (muito )?do (horario|prazo)\b/,
    },
  ],
  packaging: [
    { re: /\bvaz(ou|ando|amento|ado|ada|aram)\b/, negatable: true },
    { re: /\bderram\w*/, negatable: true },
    { re: /\bsem (tampa|lacre)\b|\b(tampa|lacre) (solta|aberta|rompid\w*|violad\w*)\b/ },
    {
      re: /\b(resto|metade|caldo|molho|sopa|oleo)\b.{0,25}\b(na|pela) sacola\b|\bsacola (suja|melad\w*|molhad\w*|encharcad\w*)/,
    },
    {
      re: /\b(marmita|embalage\w*|caixa|pote|tampa|sacola)\b.{0,20}\b(abriu|abriram|rasgou|furou|quebrou|estourou|(nao tem|sem) (furo|respiro|tampa|lacre))\b/,
    },
    { re: /\b(amassad\w*|esmagad\w*|revirad\w*|tombad\w*|tudo misturado|tudo revirado)\b/, negatable: true },
    // "o pote chegou rachado", "um dos sucos veio virado dentro da sacola", "mais fora do pote que dentro".
    {
      re: new RegExp(
        String.raw`\b(embalage\w*|caixa|pote|potinho|tampa|copo|isopor|marmita|marmitex|quentinha)\b.{0,25}\b(rachad\w*|trincad\w*|tort[oa]s?)\b|\b(veio|vieram|chegou|chegaram) virad[oa]s?\b${NOT_TURNED_INTO}|\bmais fora d[oa] (pote|copo|embalagem|marmita) (do )?que dentro\b`,
      ),
      negatable: true,
    },
    {
      re: /\b(embalage\w*|caixa|sacola|pote|potinho|tampa|lacre|pacote|saco|copo|sache)\b.{0,25}\b(abert\w*|rasgad\w*|furad\w*|molhad\w*|ruim|fraca|pessim\w*|horrivel|quebrad\w*|violad\w*|rompid\w*|solt\w*|estourad\w*)/,
    },
  ],
  taste: [
    // "Preço muito salgado pro tamanho", "achei salgada a taxa": a price said dear, no salt.
    { re: /\b(muito salgad\w*|salgad\w* (demais|de mais)|sal demais|excesso de sal)\b/, unless: SALTY_PRICE },
    {
      re: new RegExp(String.raw`${NOT_THE_SNACK}\bsalgad[oa]s?\b`),
      // "a torta salgada de palmito estava uma delícia": a kind of pie.
      unless: new RegExp(String.raw`${SALTY_PRICE.source}|\btortas? salgadas?\b`),
    },
    // "um açaí com gosto de absolutamente nada", "frango com tempero de nada" (sets FC, FD).
    {
      re: /\bsem (gosto|sabor|sal|tempero|graca)\b|\binsoss\w*|\bfalt(ou|a|ando) (sal|tempero|sabor)\b|\b(gosto|sabor|tempero) de (absolutamente |literalmente )?nada\b/,
    },
    { re: /\b(queimad|esturricad|torrad[oa] demais|carbonizad)\w*/, negatable: true },
    // "ta bem mais doce", "tão apimentado que ninguém conseguiu comer", "muito ácido", "textura de cimento",
    // "mais água do que feijão", "passada demais": a taste said too strong, or a texture said to be another thing.
    {
      re: /\b(muito|bem mais|doce|tao|super|exageradamente) (doce|docinho|enjoativ\w*)\b(?! (na medida|no ponto|de leite))|\bdoce demais\b|\bexager\w* n[oa] (acucar|doce|sal|pimenta|ketchup|oregano|alho|cebola)\b|\b(tao|muito|super|bem) (apimentad[oa]|ardid[oa])\b.{0,25}\b(que|q|nao|ninguem)\b|\b(apimentad[oa]|ardid[oa]|picante) demais\b|\b(muito|bem|super) acid[oa]\b|\bacid[oa] demais\b|\btextura de (cimento|goma|borracha|isopor|papelao|chiclete|massinha|pedra)\b|\bmais agua (do )?que\b|\bpassad[oa] demais\b|\bgosto de (terra|sabao|plastico|geladeira|queimado|ranco)\b/,
    },
    // "queimou a borda toda", "torraram o fundo da pizza": the verb, with the part of the dish it burnt.
    { re: BURNT_PART, negatable: true },
    { re: /\bcru[as]?\b|\bmal (passad|cozid|assad)\w*|\bmassa crua\b/, negatable: true },
    { re: /\bsola de sapato\b|\bborracha\b|\bpedra\b.{0,10}\b(de )?dur/ },
    {
      re: /\b(empapad\w*|aguad\w*|(?<!\b(sacola|sacolinha|embalagem|caixa|saco|pacote|papel|mesa|roupa|chao|motoboy|entregador|ele|eu|fiquei|cheguei)\s(\w+\s)?)encharcad\w*|grudent\w*|embatumad\w*|massud\w*|rancos\w*)\b|\b(pao|massa|bolo|oleo) velh[oa]\b/,
    },
    { re: /\bnao gostei d[oa] (sabor|gosto|tempero|molho|comida|massa|recheio)\b|\bazed\w* de tanto\b/ },
    // "o macarrão veio todo grudado", "tempero muito forte", "parecia cola".
    {
      re: /\b(grudad\w*|grudent\w*|parecia (cola|borracha|papelao|isopor)|amarg\w*|enjoativ\w*|pesad[oa] demais|sem gosto de nada)\b/,
      negatable: true,
    },
    {
      re: /\b(tempero|sal|alho|pimenta|cebola|oleo|acucar|molho|vinagre)\b.{0,20}\b(muito forte|forte demais|exagerad\w*)/,
    },
    {
      re: new RegExp(
        String.raw`\b(ressecad\w*|passou do ponto|passad[oa]s? do ponto|borrachud\w*|${NOT_THE_STINGY}dur[oa]s?|sec[oa]s? demais|muito sec[oa]s?)\b`,
      ),
      negatable: true,
      unless: /carne seca|carne de sol/,
    },
    { re: /\b(oleos\w*|gordurent\w*|encharcad\w* de oleo|muito oleo|cheio de oleo)\b/, negatable: true },
    { re: /\b(murch\w*|molenga|mole|sem crocancia)\b/, negatable: true },
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
    // "e também vem menos", "menos arroz que o normal", "cada vez mais econômico": less than the customer is used to.
    {
      re: /\bcada vez mais economic\w*|\bquase nao tinha (carne|recheio|frango|queijo|acai)\b|\bviesse em mais quantidade\b/,
    },
    {
      re: /\b(vem|veio|vieram|esta vindo|ta vindo) menos\b|\bmenos (arroz|feijao|carne|frango|batata|comida|recheio|queijo|acai|molho) (que|do que) (o normal|antes|o de sempre|sempre|da ultima vez)\b/,
    },
    {
      re: /\b(pouca|pouco) (comida|quantidade|carne|batata|recheio|arroz|frango|acai|molho|queijo|feijao)\b/,
    },
    // "só acho que podia vir mais catupiry": the filling wished for, said of the order.
    {
      re: /\b(podia|podiam|poderia|poderiam|devia|deviam|deveria|deveriam) (vir|ter|colocar|por|caprichar|mandar) (um pouco )?mais (recheio|catupiry|queijo|carne|frango|molho|cobertura|acai|batata|arroz|feijao|comida|quantidade|bacon|cheddar|creme)\b/,
    },
    {
      re: /\bveio pouc\w*|\bmirrad\w*|\bminuscul\w*|\bquase sem recheio\b|\bsem recheio\b|\brecheio (pouco|ralo|fraco|escasso)\b/,
    },
    { re: /\bquantidade\b.{0,20}\b(pequen|pouc|ridicul|fraca|minuscul)\w*/ },
    {
      re: /\bpouquissim\w*|\bnao (alimenta|serve|sustenta|enche)\b|\bcontad[oa]s\b|\bmenor\b.{0,20}\b(foto|anunciad\w*|normal|antes|do que)\b|\bpela metade\b|\bdiminu\w*|\bparecia (uma|um) (media|pequen\w*|broto|brotinho)\b|\bveio (muito |bem )?pouc\w*|\bnao (deu|da) (nem )?(para|pra) (1|uma|um|ninguem)\b/,
    },
    {
      re: /\b(nao|nem) (matou|mata) (a )?fome\b|\btamanho (pequeno|ridiculo)\b|\bmenor (do )?que (a foto|o anunciado|o normal|antes)\b/,
    },
  ],
  service: [
    {
      re: /\batendimento\b.{0,25}\b(pessim|ruim|horrivel|demorad|lament|fraco|precario|descaso|grosseir|lixo|decepcion|pessimo|deixa a desejar)\w*|\brespond\w* (bem |muito |super )?sec[oa]\b/,
    },
    { re: /\b(pessimo|ruim|horrivel|mau|mal) atendimento\b|\bmal atendid\w*/ },
    { re: /\b(com|de) deboche\b|\brespond\w* (com )?(ironia|grosseria|deboche)\b/ },
    {
      re: /\bnao quis\w* (cancelar|trocar|resolver|devolver|ajudar|atender|refazer)\b|\bnao (me )?(resolveram|ajudaram)\b/,
    },
    {
      re: /\bdeslig\w* (o telefone |a ligacao )?na (minha )?cara\b|\b(moca|moco|atendente|rapaz|menina|dono|dona|gerente|funcionari\w*|caixa)\b(?:(?!entreg|motoboy).){0,30}\b(grosso|grossa|estupid\w*|ignorante|mal educad\w*|rude|debochad\w*|arrogante)\b/,
    },
    {
      re: /\batendente\b.{0,25}\b(grosso|grossa|grosseir|mal ?educad|ignorante|estupid|arrogante|rude|impaciente)\w*/,
    },
    {
      re: /\bnao (me )?(responderam|respondem|respondeu|atenderam|atende|atendem|deram retorno|deram satisfacao)\b/,
    },
    {
      re: /\bninguem\b.{0,25}\b(respond\w*|atend\w*|retorn\w*|avis\w*)|\bsem (resposta|retorno|satisfacao)\b/,
    },
    {
      re: /\bcancel(aram|ou) (o )?(meu |nosso )?pedido\b|\bdescaso\b|\bfalta de (respeito|consideracao)\b|\bignoraram\b/,
    },
    // What the store answered to a complaint, when it brushed it off: "disseram que foi só um engano, sem pedir desculpa".
    {
      re: /\b(reclamei|liguei|chat|telefone|whatsapp|atendente|moca|moco|rapaz|dono|dona|gerente|guri|(me )?(disse|disseram|respondeu|responderam|falou|falaram|mandaram))\b.{0,60}\b(culpa (era|e|foi) (minha|sua|do aplicativo|do app)|o erro (era|foi) meu|eu (e|eh) que (tava|estava|pedi|errei)|(so|foi) um engano|pode acontecer|paciencia|nao (dava|da) (pra|para) ver|devia ter (lido|visto|conferido|prestado)|apressad[oa]|(respond\w*|mandaram) (so |um )?(seco|\W*nao\W*)|sem (nem )?(um )?(boa tarde|boa noite|bom dia)|sem pedir desculpas?|nem (pediu|pediram|pede) desculpas?|e assim mesmo|confere de novo)\b/,
      whole: true,
    },
  ],
  price: [
    { re: /\b(car[oa]s?|carissim\w*)\b/, negatable: true, unless: /\bcara de\b|\bna cara\b/ },
    { re: /\b(preco|valor|precos)\b.{0,20}\b(alto|abusivo|salgado|absurdo|exagerad\w*)\b/ },
    {
      re: /\bnao vale (o preco|a pena|o que custa|o valor)\b|\btaxa de entrega\b.{0,20}\b(alta|cara|absurda|abusiva)\b/,
    },
    {
      re: /\bcobra(ram|do|ndo|ram) (a mais|errado|duas vezes|em dobro)\b|\bcobranca (errada|indevida|duplicada)\b/,
    },
    { re: /\bsem (o )?troco\b|\btroco errado\b|\bfalt\w* (o )?troco\b/ },
    { re: /\bpor (\d+ reais|r\$ ?\d+)/ },
    { re: /\b(subiram|aumentaram) (o |os )?preco|\bpreco (subiu|aumentou|dobrou)\b/ },
    {
      re: /\bcobra(ram|do|ndo)\b.{0,40}\b(nao veio|nao vieram|nao chegou|nao mandaram|faltou|os dois|as duas|dobrado)\b/,
    },
    { re: /(r\$ ?\d+|\b\d+ reais) (de|so de|pela|pra|para|por) (embalagem|sacola|taxa|servico|couvert)\b/ },
    // "R$ 12 de taxa", "taxa de entrega absurda", "frete caro".
    {
      re: /\b(taxa|frete)\b.{0,30}\b(r\$ ?\d+|\d+ reais|cara|absurd\w*|abusiv\w*|alta|salgad\w*|exagerad\w*)|(r\$ ?\d+|\b\d+ reais) (de|so de|so para|para) (taxa|entrega|frete)\b|\bfrete\b.{0,20}\b(caro|absurdo|abusivo|alto)\b/,
    },
  ],
};

export const BILLING =
  /\bcobra(ram|do|ndo)\b.{0,40}\b(nao veio|nao vieram|nao chegou|nao mandaram|faltou|os dois|as duas|dobrado)\b|\bcobra(ram|do|ndo) (a mais|errado|duas vezes|em dobro)\b|\bcobr(aram|ou|ado|ada|ando)\b[^.!?]{0,40}\b(2x|2 vezes|duas vezes|em dobro|dobrad[oa])|\bcobranca (errada|indevida|duplicada)\b|\btroco\b|\bcardapio\b.{0,60}\b(cobraram|cobrou|cobranca|na conta)\b.{0,30}\d/;

export const TASTE_ISSUES: [TasteIssue, RegExp][] = [
  ["salty", new RegExp(String.raw`${NOT_THE_SNACK}\bsalgad|\bsal demais|\bexcesso de sal`)],
  ["bland", /\bsem (gosto|sabor|sal|tempero|graca)\b|\binsoss|\bfalt\w* (sal|tempero|sabor)/],
  ["burnt", new RegExp(String.raw`\bqueimad|${BURNT_PART.source}`)],
  ["raw", /\bcru[as]?\b|\bmal (passad|cozid|assad)|\bmassa crua/],
  [
    "dry",
    new RegExp(
      String.raw`\bsola de sapato|\bborracha|\bressecad|\bpassad[oa]s? do ponto|\bborrachud|\bdur[oa]s?\b|${NOT_THE_DRIED_MEAT}\bsec[oa]s?\b`,
    ),
  ],
  // "encharcado" is oil in a fried thing ("pastel encharcado", "encharcada de óleo"); in a cake or a cream it is water.
  [
    "greasy",
    /\boleos|\bgordurent|\boleo\b|\bencharcad\w* (de |d[ea] )?(oleo|gordura|azeite)|\b(pastel|pasteis|batatas?|fritas?|coxinhas?|salgad\w*|esfihas?|empanad\w*|kibes?|quibes?|bolinhos?|torresmos?|mandioca|aipim|polenta|frango frito|nuggets?|onion rings?|hamburguer|lanche|pao)\b[^.,;!?]{0,20}\bencharcad/,
  ],
  ["soggy", /\bmurch|\bmolenga|\bmole\b|\bsem crocancia/],
  // "o creme aguado e a massa toda encharcada", "açaí aguado": too much water, in a cream, a cake or a soup.
  ["watery", /\baguad|\bencharcad|\bempapad|\bralo\b|\brala\b|\bdesandad/],
];

export const PRAISE_RULES: Record<Praise, Rule[]> = {
  speed: [
    {
      re: /\b(chegou|chegaram|entrega|entregue|veio)\b.{0,20}\b(rapid\w*|voando|antes do (previsto|prazo|horario)|no horario|pontual|super rapid\w*)/,
    },
    { re: /\b(entrega|entregador) (super )?(rapida|rapido|pontual|agil)\b/ },
  ],
  hot: [{ re: /\bquentinh\w*|\bchegou quente\b|\bbem quente\b|\bpelando\b/, vetoNear: DRINK }],
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
      re: /\batendimento\b.{0,20}\b(otim|excelent|nota 10|top|impecave|maravilh|perfeit|bom|rapido|atencios|show|nota dez|nota mil|nota 1000)\w*/,
    },
    { re: /\b(atenciosos|educados|simpaticos|prestativos)\b/ },
    // "o atendente foi muito atencioso quando pedi pra trocar o sabor".
    {
      re: /\b(atendente|moca|moco|rapaz|menina|dono|dona|pessoal|equipe|chat|whatsapp)\b.{0,25}\b(atencios[oa]|educad[oa]|simpatic[oa]|prestativ[oa]|gentil|cordial)\b/,
      unless: /\b(nao|nada|pouco|mal|nem|zero)\b.{0,12}\b(atencios|educad|simpatic|prestativ|gentil|cordial)/,
    },
  ],
  taste: [
    {
      re: /\b(delicios\w*|saboros\w*|gostos\w*|maravilh\w*|perfeit\w*|excelent\w*|otim\w*|muito bo[am]|bo[am] demais|sensaciona\w*|incrive\w*|divin\w*|espetacula\w*|bem temperad\w*|no ponto|fantastic\w*|impecave\w*|crocante|suculent\w*|top)\b/,
      // "pedi a picanha no ponto pra menos": the cooking point asked for, not praised.
      unless: /\b(atendimento|atendente|entregador|motoboy|embalagem|entrega)\b|\bpedi\b.{0,30}\bno ponto\b/,
    },
    {
      re: /\bmelhor (\w+ ){0,3}(da|do|de) (cidade|regiao|bairro|vida|mundo|zona \w+|capital|estado|brasil|pais|planeta|galaxia|universo|quebrada|area|redondeza|redondezas)\b|\bo melhor que ja\b/,
    },
    // "Adorei a pizza": loving a dish is praise for its taste.
    {
      re: new RegExp(
        `\\b(adorei|amei|gostei muito d[oa]s?|curti|amo|adoro|sou fa d[oa]s?|sou apaixonad[oa] n[oa]s?)\\s+(o |a |os |as |do |da )?${FOOD.source}`,
      ),
      unless: /\b(atendimento|atendente|entregador|motoboy|embalagem|entrega)\b/,
    },
    {
      re: /\b(comida|pizza|lanche|prato|hamburguer|marmita|acai|sushi|pastel|massa|tudo)\b (e|estava|veio|esta|ficou|ta|tava) (muito )?(bo[am]|otim[oa]|gostos[oa]|delicios[oa]|brab[oa] demais|brabissim[oa])\b/,
    },
    // "comida boa, mas demorou", "lanche bom, preço justo, mas…": the dish and its verdict, before the complaint.
    {
      re: /\b(comida|pizza|lanche|prato|hamburguer|burger|marmita|acai|sushi|pastel|massa|sabor|tempero)\b (bo[am]|gostos[oa]|saboros[oa]|boa demais|bom demais)\b(?! (pra|para|de|so|mas nao)\b)(?=\s*(,|\.|;|!|e |mas |so que |porem |$))/,
    },
  ],
  general: [
    {
      re: /\b(valeu (cada minuto|cada segundo|a pena|a espera)|(a comida|o sabor|a espera) compensou|compensou (a espera|cada minuto)|recomendo|voltarei|vou pedir (de novo|novamente|mais vezes|sempre)|pedirei (de novo|novamente)|virei cliente|cliente fiel|sempre peco|amei|adorei|parabens|nota (10|dez|mil)|5 estrelas|cinco estrelas|show de bola|gostei muito|muito obrigad\w*|devor(ou|ei|amos|aram) (a|o|as|os|tudo)\b)\b/,
    },
  ],
};

export const CONTRADICTIONS: [Complaint, Praise][] = [
  ["courier", "courier"],
  ["portion", "portion"],
  ["cold", "hot"],
  ["delay", "speed"],
  ["notDelivered", "speed"],
  ["packaging", "packaging"],
  ["service", "service"],
  ["taste", "taste"],
];

/** Praise words said of a bad fact: "parabéns, conseguiram…", "demorou só 1h20", "amei esperar". */
export const SARCASM =
  /\bparabens\b.{0,60}\b(conseguiram|conseguem|consegue|pela demora|pelo atraso|por (transformar|conseguir|errar|esquecer|atrasar|mandar))|\bso que nao\b|\bobrigad\w* por nada\b|\b(para|pra) quem gosta de\b|\bque (beleza|maravilha|lindo|otimo)\b|\b(amei|adorei) (esperar|a demora|o atraso)\b|\b(demorou|esperei|atrasou) (so|apenas) (\d|uma|duas|tres)|\bnota (10|dez|mil) (para|pela|pelo) (demora|atraso)|\bkkk|\bsola de sapato\b/;
/** A mixed review says where the praise ends: "ótimo, mas…", "só demorou". */
export const CONTRAST =
  /\b(mas|porem|so que|pena que|apesar|entretanto|contudo|tirando|exceto|menos|unico problema|o problema|infelizmente|so (o|a|os|as|que|demorou|veio|faltou|chegou|esqueceram|achei|acho|atrasou))\b/;

export const GENERAL_NEGATIVE =
  /\b(inesquecivel\W+(infelizmente|pena que|pelos motivos errados)|(ultimamente|muito) caiu( muito)?|caiu muito|nao e mais o mesmo|nao (ta|esta) (mais )?igual|piorou (demais|muito)|decepcao|nao gostei de nada|comida de quinta|tudo errado do comeco ao fim|voltar a cozinhar em casa|(queria|queriamos|daria|dava|dar) (dar )?(zero|0) estrelas?|(?<!\b(razoavel|mais ou menos|regular|mediano|mediana|ok|normal)\W+)esperava (bem |muito )?mais|abaixo do esperado|primeira e (a )?ultima vez|nao volto|ja comi (em lugar |coisa )?(muito |bem )?melhor|nao gostei de nada|melhor nem comentar|chamar isso de comida|agora entendi (pq|porque|por que) (e|eh) tao barato|ja foi (bom|melhor)|nao foi (uma )?boa experiencia|desastre|nao me conquistou|experiencia (ruim|pessima|desagradavel|negativa)|pessimo|horrivel|ruim|(?<!\b(nunca|nao|jamais) (me |nos )?)decepc\w*|nunca mais(?! (peco|pedir|vou pedir|compro|como|peço) (em|de|no|na) (outro|outra|outros|outras|nenhum|nenhuma|qualquer))|nao gostei|nao recomendo|lixo|terrivel|lamentavel|nota (zero|0|1|um)|uma estrela|1 estrela|nao presta|insatisfeit\w*|arrependid\w*|vergonha|absurdo|descaso|(de|uma) (merda|bosta)|porcaria|gororoba|pior \w+ (da|de|que)|horrible|nunca mas|que asco)\b/;
/**
 * A wait the customer says they understood or forgave ("demorou uns 50 min mas era dia de chuva e avisaram",
 * "atrasou 15 min por causa do temporal, normal, nem ligo", "demorou mas valeu a pena"): writers of the tuned
 * sets label half of these as a delay and half as none, and an owner answers them alike, thanking the
 * patience rather than apologising for a complaint the customer did not make. A wait "maior que o normal"
 * is no forgiveness, nor one "não é normal", "não tá tudo bem" (the word denied), nor "haja paciência".
 */
export const FORGIVEN_WAIT =
  /\b(a espera|esperar) (valeu|compensou|vale a pena)\b|\bvale(u)? (a pena )?(a espera|esperar)\b|\b(demor|atras)\w* (so )?(um )?(pouquinho|pouco|uns minutinhos)\b[^.!?]{0,60}\bmas\b(?! (nao|sem|chegou fri|veio fri|frio|fria))|\b((demor|atras|esper)\w*|levou|depois do (previsto|horario|combinado|prazo))\b[^.!?]{0,70}(\b(nem ligo|nem esquento|nem me importo|sem (stress|estresse)|sem problemas?( nenhum)?|nada demais|nada de mais|(eu )?(ja )?sabendo (que|q)|eu ja sabia|(?<!\b(nao|nem) )sabia (que|q)|culpa minha|erro meu|(vale|valeu) (muito |super |totalmente |demais )?a pena)\b|(?<!\b(nao|no|nunca|jamais)\s+(\w+\s+){0,2})\b(chuva|choveu|chovendo|temporal|tempestade|de boa|(?<!(que|q|do) o )normal|compreensivel|compreendo|compreendi|entend(o|i|emos)|justo|faz parte|tranquil\w*|tudo bem|(?<!\b(ninguem|nem|nao|sem|nunca) (me |nos )?)avis(ou|aram|ado|ada)|perdoad\w*|perdoo|relev\w*|vale(u)? (a pena|a espera|cada minuto)|compens(ou|a))\b)|\b((demor|atras)\w*|depois do (previsto|horario|combinado|prazo))\b[^.!?]{0,50}[.!?]\s*(ate ai,? tudo bem|tudo bem|acontece|normal|sem problemas?|de boa|tranquilo|entendo|compreensivel|faz parte)\b(?! (que|q|pra|para|se)\b)|\b(avis(ou|aram)|informou|informaram|me (falaram|disseram))\b[^.!?]{0,60}\b(ia|iam|iria|iriam|vai|vao|ira) (demorar|atrasar)\b(?![^.!?]{0,60}\b(mas|porem|so que|e (demorou|levou|atrasou|chegou))\b)|\b(chuva|choveu|chovendo|temporal|tempestade)\b[^.!?]{0,40}\b(demor|atras)\w*\b[^.!?]{0,40}(\b(nem ligo|sem problemas?)\b|(?<!\b(nao|no|nunca|jamais)\s+(\w+\s+){0,2})\b(entend\w*|compreens\w*|normal|de boa|faz parte|tudo bem)\b)/;

/** "tardó un poquito por la lluvia pero todo bien": the same wait understood, in Spanish. */
export const FORGIVEN_WAIT_ES =
  /\b(tard|demor|atras|esper)\w*\b[^.!?]{0,70}(\b(no pasa nada|sin problemas?)\b|(?<!\b(no|nunca|jamas)\s+(\w+\s+){0,2})\b(lluvia|llovia|todo bien|entiendo|normal|tranqui\w*|vale la pena|valio la pena|avisaron|compens\w*)\b)/;

/**
 * "took a bit longer because of the rain, no worries": the same wait understood, in English. A denied
 * word ("not fine", "wasn't worth it") forgives nothing.
 */
export const FORGIVEN_WAIT_EN =
  /\b(took|late|delay\w*|slow\w*|wait\w*|longer)\b[^.!?]{0,70}(\b(no worries|no problem|no big deal|not a (big )?(deal|problem))\b|(?<!\b(not|never|isn.?t|wasn.?t|don.?t|didn.?t|hardly)\s+(\w+\s+){0,2})\b(understandable|understand|rain\w*|storm\w*|all good|it.?s fine|that.?s fine|totally fine|worth (it|the wait|every minute)|(they|you) (warned|told|let) me)\b)|\b(rain\w*|storm\w*)\b[^.!?]{0,40}\b(took|late|delay\w*|slow\w*|longer)\b[^.!?]{0,40}\b(no worries|no problem|understand\w*|fine|all good)\b/;

export const LUKEWARM =
  /\b(razoave\w*|mais ou menos|regular|mediano|mediana|poderia (ser )?melhor|ok|normal|nada de mais|nada demais|esperava mais|deixou a desejar)\b/;
