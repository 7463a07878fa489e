import { withAccents } from "../nameSpelling";
import { fold } from "../text";

/**
 * The specifics an owner wants on a point's chip, in the customer's words:
 * what was ordered and what came ("Pizza errada: pediu calabresa, veio
 * portuguesa"), how long the wait was ("Atraso de 40 min"), what was missing.
 * Each returns nothing when the review does not say it plainly.
 */

/** "pedi calabresa e veio portuguesa": what was ordered and what came, in the customer's words. */
const ORDERED_GOT =
  /\bpedi(?:mos)? (?:uma? |o |a |os |as |um |dois |duas )?([\p{L}\d -]{2,30}?)\s*(?:,|\.|e|mas|só que|so que)?\s+(?:me |nos )?(?:veio|vieram|chegou|chegaram|mandaram|entregaram|recebi|recebemos|ganhei)(?: tudo| todas?| todos?)?(?: uma?| o| a| os| as)?(?: de)? ([\p{L}\d -]{2,30})/iu;
const GOT_ORDERED =
  /\b(?:veio|vieram|chegou|mandaram|entregaram)(?: uma?| o| a| os| as)? ([\p{L}\d -]{2,30}?)(?:,\s*|\s+(?:sendo que|mas|e|só que|so que|quando)\s+)(?:eu )?(?:tinha |havia )?ped(?:i|imos|ido) (?:uma? |o |a |os |as )?([\p{L}\d -]{2,30})/iu;
/** "veio um molho doce que parecia geleia": what came, described; the dish itself, not another one. */
const DESCRIBED =
  /^(molho|tempero|caldo|recheio|massa|ponto|sabor|gosto|cheiro)\b|\b(que parecia|parecendo|tipo)\b|^\S+ (doce|salgad|amarg|azed|aguad|gordur|oleos|queimad|sem gosto|sem sal|dur|mole|sec|cru|fri(?!t)|quent|gelad)/;
/** What follows "veio" that is a state, not another item. */
const NOT_AN_ITEM =
  /^(?:(?:totalmente|completamente|inteiramente|meio|super|todinh[oa]) )?(ceia|n[ií]vel(?!\p{L})|assim(?!\p{L})|esmagad|pelad|cafe da manha|cinz|fri[oa]|morn[oa]|fervendo|pelando|quente|gelad|atrasad|sem(?!\p{L})|com(?!\p{L})|errad|trocad|tudo|s[oó](?!\p{L})|faltando|incomplet|amassad|vazad|derretid|crua?(?!\p{L})|queimad|esturricad|carbonizad|torrad|ressecad|passad|encharcad|murch|salgad|bem |muito|pela |pelo |no |na |em |depois|r[aá]pido|certo|certinh|perfeit|[oó]tim|bom(?!\p{L})|boa(?!\p{L})|gostos|delici|quentinh|mole|dur[oa]|sec[oa]|aberto|aberta|revirad|mal(?!\p{L})|pouc|menor|pequen|metade|camad|fininh|fin[oa](?!\p{L})|raspinh|pinguinh|gotinh|fiozinh|mixaria|miseria|quantidade|porcao|porcaozinha|outro dia|a pizza|o lanche|o pedido|nada|faltou|identificad|etiquetad|embalad|lacrad|separad|junt[oa]s?(?!\p{L})|inteir|caprichad|congelad|misturad|junto|separad)/iu;

function words(s: string): string {
  return (
    s
      .trim()
      // Cut at the next clause: "e", "mas", "que"… as words ("esfihas", "queijo" stay whole).
      // Chat fillers end the item too: "a coca de 2 litros q eu pedi", "o ovo visse", "o molho né".
      .replace(
        /(\s+(e|mas|que|q|porque|pq|sou|eu|kkk+|kk|nem|visse|viu|n[eé]|hein|mano|gente|galera|pessoal|moco|moca|amigo|amigos|pfv|pf|pls|aff)(?![\p{L}\d])|\s*,).*$/iu,
        "",
      )
      .replace(/[.!?,;]+$/, "")
      .toLocaleLowerCase("pt-BR")
  );
}

/**
 * "pedi às 19h e chegou 21h", "pedi as 2 da manha e veio caprichado", "pedi tacacá as 18h e so chegou quase 20h": times
 * are when, not what; two different items only.
 */
const TIME =
  /^(as |a |por volta das )\d{1,2}\b|^(quase |umas |mais de |perto das |depois das |so )?(as |a )?\d{1,2}( ?h\d*| ?hs| ?horas?|:\d{2}| ?min\w*| da (manha|tarde|noite|madrugada))\b|\b(as|a) \d{1,2} ?(h\d*|hs|horas?)$|^(meio[- ]dia|meia[- ]noite)|^(as |a )?(uma|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|onze|doze)( e (meia|quinze|vinte|dez|quarenta))?( da (manha|tarde|noite))?$/;
/**
 * "pedi 20 coxinhas e vieram 16 (coxinhas)": a count of the same item (a missing item, not a wrong one); not
 * "veio 1 x-salada e 1 x-burguer", where another item came beside it.
 */
const sameItemCounted = (ordered: string, got: string, gotSaid = got) => {
  const item = (s: string) =>
    fold(s)
      .replace(/^\d+\b\s*/, "")
      .trim();
  return (
    /^\d+\b/.test(fold(got)) &&
    (item(got) === "" || (item(got) === item(ordered) && !/\b(e|mais) (\d+|um|uma)\b/.test(fold(gotSaid))))
  );
};
const differentItems = (ordered: string, got: string, gotSaid = got) =>
  fold(ordered) !== fold(got) &&
  !sameItemCounted(ordered, got, gotSaid) &&
  // "pedi marmita e não mandaram garfo nenhum": nothing came in its place.
  !/\b(nenhum|nenhuma|nada)\b/.test(fold(got)) &&
  // "pedi numa outra lanchonete e veio horrível": where, not what.
  !/^(numa?|em|na|no|de) (outr|otr)/.test(fold(ordered)) &&
  // "pedi molho à parte, veio à parte", "pedi picante e veio picante de verdade": what came is what was asked.
  !fold(ordered).endsWith(fold(got)) &&
  !fold(got).startsWith(`${fold(ordered)} `) &&
  // "pedi açaí com peixe e só veio o açaí": part of the order came; the rest is missing, not wrong.
  !fold(ordered).startsWith(`${fold(got)} `) &&
  !TIME.test(fold(ordered)) &&
  !TIME.test(fold(got));

/** "a outra era pra ser frango e veio portuguesa", "veio calabresa no lugar da marguerita". */
const MEANT_GOT =
  /\bera (?:pra|para) ser (?:de |uma? |o |a )?([\p{L}\d -]{2,30}?)\s*(?:,|e|mas|só que|so que)?\s+(?:veio|vieram|chegou|mandaram|entregaram)(?: uma?| o| a)?(?: de)? ([\p{L}\d -]{2,30})/iu;
const GOT_INSTEAD =
  /\b(?:veio|vieram|chegou|mandaram|entregaram)(?: uma?| o| a)?(?: de)? ([\p{L}\d -]{2,30}?) (?:no lugar d[oae]s?|em vez d[oae]s?|ao inves d[oae]s?) (?:pizza de |sabor )?([\p{L}\d -]{2,30})/iu;

/** "o sorvete de pistache veio de flocos": a flavour swapped, said of the dish itself. */
const FLAVOUR_SWAP =
  /\b(sorvete|pizza|bolo|suco|acai|esfiha|pastel|torta|milk ?shake) de ([\p{L}]{3,20})\b.{0,50}\b(?:veio|vieram|mandaram|chegou) (?:de|sabor) ([\p{L}]{3,20})|\b(sorvete|pizza|suco|acai|esfiha|pastel|coxinha|bolo|refrigerante|milk ?shake|picole|torta|sabor|trufa|brigadeiro|empada) de ([\p{L}]{3,20}) (?:veio|vieram|chegou|mandaram|virou) (?:de |sabor )([\p{L}]{3,20})/iu;
/** "Solicitei o tamanho grande e recebi o médio", "pizza broto quando eu paguei a grande". */
const SIZES = "grande|familia|media|medio|pequena|pequeno|broto|individual|gigante";
/** "meu açaí era de 500ml e veio o de 300". */
const ML_SWAP = /\b(\d{3}) ?ml\b.{0,25}\b(?:veio|mandaram|chegou|vieram) (?:o |a )?(?:de )?(\d{3})\b/;
const SIZE_SWAP = new RegExp(
  `\\b(?:pedi|solicitei|paguei|escolhi|comprei)\\b.{0,25}\\b(${SIZES})\\b.{0,40}\\b(?:recebi|veio|vieram|mandaram|chegou|entregaram)\\b.{0,12}\\b(${SIZES})\\b|\\b(${SIZES})\\b.{0,25}\\bquando (?:eu )?(?:paguei|pedi|escolhi)\\b.{0,10}\\b(${SIZES})\\b`,
);

/** "pedi açaí com morango, veio com banana"; "ainda era x-burguer e não x-salada". */
const WITH_SWAP =
  /\bpedi\w* [\p{L}\d -]{2,25}? com ([\p{L}-]{3,20})[, ]+(?:e )?(?:veio|vieram|mandaram|chegou) com ([\p{L}-]{3,20})/iu;
const WAS_NOT = /\bera (?:um |uma |o |a )?([\p{L}-]{3,20}) e nao (?:um |uma |o |a )?([\p{L}-]{3,20})/iu;

/** "pedi reembolso e o iFood negou": a refund, help or a receipt asked for, not an item ordered. */
const REQUESTED_NOT_ORDERED =
  /\bped(i|imos)(?: o| a| um| uma)? (reembolso|estorno|devolu\S*|ressarcimento|cancelamento|nota|ajuda|suporte|desculpas?|explica\S*|informa\S*|cupom|dinheiro de volta)/giu;

/** "Item errado: pediu suco sem açúcar, veio adoçado": the items as the customer named them, accents put back. */
export function wrongItemLabel(asWritten: string): string | undefined {
  const label = itemsSwapped(asWritten);
  return label && withAccents(label);
}

function itemsSwapped(asWritten: string): string | undefined {
  const original = asWritten.replace(REQUESTED_NOT_ORDERED, "solicitei $2");
  const folded = fold(original);
  const withSwap = WITH_SWAP.exec(folded);
  if (withSwap?.[1] && withSwap[2] && withSwap[1] !== withSwap[2] && !/^(os|as|o|a)$/.test(withSwap[2]))
    return `Item errado: pediu com ${withSwap[1]}, veio com ${withSwap[2]}`;
  const wasNot = WAS_NOT.exec(folded);
  // "era congelado e não fritaram o tempo certo": a state and a verb, no items.
  if (
    wasNot?.[1] &&
    wasNot[2] &&
    wasNot[1] !== wasNot[2] &&
    !/(aram|eram|iram|ou|eu|iu)$/.test(wasNot[2]) &&
    !/^(congelad|requentad|reaquecid|industrializad|velh|cozid|frit)/.test(wasNot[1])
  )
    return `Item errado: pediu ${wasNot[2]}, veio ${wasNot[1]}`;
  const flavour = FLAVOUR_SWAP.exec(folded);
  if (flavour?.[2] && flavour[3] && flavour[2] !== flavour[3])
    return `Item errado: pediu ${flavour[1]} de ${flavour[2]}, veio ${flavour[3]}`;
  const ml = ML_SWAP.exec(folded);
  if (ml?.[1] && ml[2] && ml[1] !== ml[2]) return `Item errado: pediu ${ml[1]} ml, veio ${ml[2]} ml`;
  const size = SIZE_SWAP.exec(folded);
  const [asked, came] = size?.[1] ? [size[1], size[2]] : [size?.[4], size?.[3]];
  if (asked && came && asked !== came) return `Item errado: pediu ${asked}, veio ${came}`;
  for (const [re, orderedAt, gotAt] of [
    [MEANT_GOT, 1, 2],
    [GOT_INSTEAD, 2, 1],
  ] as const) {
    const m = re.exec(original);
    const [said, got] = [words(m?.[orderedAt] ?? ""), words(m?.[gotAt] ?? "")];
    // "esfiha de queijo no lugar da de calabresa": the flavour ordered is of the same dish ("esfiha de calabresa").
    const head = /^(\p{L}+(?: \p{L}+)?) de \p{L}/u.exec(got)?.[1];
    const ordered = head && /^de \p{L}/u.test(said) ? `${head} ${said}` : said;
    if (ordered && got && !NOT_AN_ITEM.test(got) && differentItems(ordered, got))
      return `Item errado: pediu ${ordered}, veio ${got}`;
  }
  // "pedi frango c/ catupiry e veio atum": "c/" is "com".
  const a = ORDERED_GOT.exec(original.replace(/\bc\//gi, "com"));
  if (
    a?.[1] &&
    a[2] &&
    !NOT_AN_ITEM.test(a[2].trim()) &&
    !DESCRIBED.test(fold(a[2].trim())) &&
    // "pedi às 19h30 e chegou às 21h15" are times; "veio sangrando por dentro" is how it came.
    !/^(sem|com|bem|mal|ao|no|na|pouc|muit|mais|menos|[aà]s|umas|\d{1,2} ?(h|:)\d*)\b/iu.test(a[1]) &&
    !/^([aà]s|umas|\d{1,2} ?(h|:)|\p{L}+ndo\b|no ponto|ao ponto|mal passad|bem passad|rosad|vermelh)/iu.test(
      a[2].trim(),
    )
  ) {
    const [ordered, got] = [words(a[1]), words(a[2])];
    if (ordered && got && differentItems(ordered, got, a[2]))
      return `Item errado: pediu ${ordered}, veio ${got}`;
  }
  const b = GOT_ORDERED.exec(original);
  if (
    b?.[1] &&
    b[2] &&
    !NOT_AN_ITEM.test(b[1].trim()) &&
    // "chegou falando no celular e quando pedi pra esperar": what the courier did, and a request, are no items.
    !/^\p{L}+ndo\b/iu.test(b[1].trim()) &&
    !/^(sem|com|bem|mal|ao|no|na|pouc|muit|mais|menos|pra|para|pro|que|q)\b/i.test(b[2])
  ) {
    const [got, ordered] = [words(b[1]), words(b[2])];
    if (ordered && got && differentItems(ordered, got)) return `Item errado: pediu ${ordered}, veio ${got}`;
  }
  return undefined;
}

const HOURS: Record<string, string> = { uma: "1", duas: "2", tres: "3" };

/** "Atraso de 40 min", "Atraso de 1h20": the wait the customer wrote, when they wrote one. */
export function delayLabel(original: string): string | undefined {
  const t = fold(original);
  // "pedi às 20h e chegou 22h30": clock times say when, not how long (decision 041).
  const m = [
    ...t.matchAll(
      /(\d+ ?(?:horas?|h) e meia|\d+ ?h(?: ?\d{1,2})?(?: ?min)?|\d+ ?(?:min|minutos)|\d+ ?horas?|(?:uma|duas|tres) horas? e meia|uma hora|duas horas|tres horas|meia hora|hora e meia)/g,
    ),
  ].find(
    (x) =>
      !/\b(as|a|pedi|pedimos|chegou|chegaram|entregaram|veio|ate|das|pras|para as|umas|la pelas|pelas)\s*$/.test(
        t.slice(0, x.index),
      ) ||
      // "chegou 2h depois": after the arrival, a span followed by "depois" or "de atraso" is how late, not when.
      /^\s*(depois|de atraso|atrasad\w*)\b/.test(t.slice(x.index + x[0].length)),
  );
  if (!m?.[1]) return undefined;
  const span = m[1]
    .replace(/\s+/g, " ")
    // "1 hora e meia", "hora e meia": ninety minutes, not one hour.
    .replace(
      /^(?:(\d+|uma|duas|tres) ?)?(?:horas?|h) e meia$/,
      (_m, n?: string) => `${HOURS[n ?? "uma"] ?? n}h30`,
    )
    .replace(/^meia hora$/, "30 min")
    .replace(/^(uma|duas|tres) horas?$/, (_m, n: string) => `${HOURS[n]}h`)
    .replace(/ ?minutos?$/, " min")
    .replace(/(\d) ?h ?(\d+) ?min$/, "$1h$2")
    .replace(/(\d) ?h$/, "$1h")
    .replace(/(\d) horas?$/, (_m, n: string) => `${n}h`);
  return `Atraso de ${span}`;
}

const MISSING =
  /\b(?:faltou|faltaram|esqueceram|n[aã]o (?:veio|vieram|mandaram|colocaram)|cad[eê])(?: (?:de )?(?:o|a|os|as|meu|minha|meus|minhas))? ([\p{L}\d ]{2,25})/iu;

export function missingLabel(original: string): string | undefined {
  const m = MISSING.exec(original);
  const item = m?.[1] ? words(m[1]) : "";
  // "faltou o q pedi: sem tomate" names no item; "faltou o refri resolveram rapidinho" ends at the next verb.
  if (
    !item ||
    /^(nada|ningu|resposta|troco|o pedido|pedido|entregador|motoboy|q |que |oq |e |mas |nem )/.test(
      fold(item),
    )
  )
    return undefined;
  return `Faltou: ${item.replace(/\s+\p{L}{3,}(ram|iu|eram|aram)(?!\p{L}).*$/u, "")}`;
}

/** The minutes from a span's first clock time (groups fromH, fromM) to its second (toH, toM): negative when earlier. */
export const spanMinutes = (g: Record<string, string | undefined>) =>
  (Number(g.toH) - Number(g.fromH)) * 60 + Number(g.toM ?? 0) - Number(g.fromM ?? 0);

/** A time set ("agendei pras 11:30") and the arrival said after it ("chegou 9h"). */
const SET_THEN_CAME =
  /\b(agend\w*|marcad\w*|combinad\w*|encomend\w*|previst\w*) (?:pra|para|pras|para as|as) (?<fromH>\d{1,2})(?:h|:)(?<fromM>\d{2})?\b.{0,40}?\b(?:chegou|chegaram|entregaram|veio|vieram) (?:as |umas |tipo )?(?<toH>\d{1,2})(?:h|:)(?<toM>\d{2})?/;
/**
 * A time booked and the time it came, with words between the booking and its time that SET_THEN_CAME does not take
 * ("combinado era entregar 14h, chegou 15:10"), and no sentence between them: how late a booked order came.
 */
export const BOOKED_SPAN =
  /\b(combinad[oa]|agendad[oa]|agendei|marquei|marcad[oa])\b[^.!?\d]{0,25}\b(?<fromH>\d{1,2})(?: ?h ?|:)(?<fromM>\d{2})?\b[^.!?\d]{0,30}\b(chegou|chegaram|entregaram|entregou|veio|vieram)\b[^.!?\d]{0,12}(?<toH>\d{1,2})(?: ?h ?|:)(?<toM>\d{2})?\b/;

/** A clock time said as such: "às 14h", "das 15h", "chegou 16h40" (not a length: "demorou 1h20"). */
const CLOCK_TIME =
  /\b(?:as|das|pras|para as|ate as|pedi|pedimos|chegou|chegaram|entregaram|veio|vieram|era|e|chegar|comecava|comeca|comecou|marcad[oa] (?:pra|para)|agendad[oa] (?:pra|para)|previst[oa] (?:pra|para)) (\d{1,2})(?:h|:)(\d{2})?(?!\d)/g;

/**
 * "festa das 15h e os salgados chegaram 16h40", "encomenda para as 14h chegou 15h30": a time set or
 * ordered and an arrival an hour or more after it (six hours or more is two different things).
 */
export function lateByClock(folded: string): boolean {
  if (!/\b(chegou|chegaram|entregaram|veio|vieram)\b/.test(folded)) return false;
  // "agendei pras 11:30 e chegou 9h": an order come before its time is early, not late.
  const early = SET_THEN_CAME.exec(folded)?.groups;
  if (early && spanMinutes(early) < 0) return false;
  const times = [...folded.matchAll(CLOCK_TIME)]
    .map((m) => Number(m[1]) * 60 + Number(m[2] ?? 0))
    .filter((t) => t < 24 * 60);
  if (times.length < 2) return false;
  const hourOrMore = (late: number) => late >= 60 && late < 6 * 60;
  // "pedi 23h chegou 0h50": ordered before midnight and come after it, the clock said in order.
  const first = times[0] ?? 0;
  const last = times[times.length - 1] ?? 0;
  return (
    hourOrMore(Math.max(...times) - Math.min(...times)) ||
    (last < first && hourOrMore(last + 24 * 60 - first))
  );
}
