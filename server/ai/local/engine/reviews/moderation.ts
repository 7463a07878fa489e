import {
  MODERATION_REASONS,
  type Moderation,
  type ModerationReason,
  type ReviewPoint,
  type ReviewTopic,
  SAFETY_TOPICS,
} from "../../../../../common/reviewPoints";
import { DISH_KINDS, INGREDIENTS } from "../../data/lexicon";
import { CHEAP_THING } from "../../data/reviews/facts";
import { fold } from "../text";
import { excerptOf, point, quote } from "./clauses";

/**
 * Issue 28, item 4: the reviews a reply would hurt, sent to the
 * marketplace's moderation instead: slurs and insults aimed at people (never
 * quoted back), threats, accusations with no order behind them, and what is
 * the marketplace's own (its courier, its app, its refund).
 */

/** Origins and nationalities a prejudice is said of ("baiano", "venezuelano", "brasileros"). */
const ORIGIN =
  "(arabes?|libanes(es|as)?|turcos?|sirios?|africanos?|angolanos?|peruanos?|colombianos?|baian[oa]s?|paraiban[oa]s?|paraibas?|nordestin[oa]s?|venezuelan[oa]s?|bolivian[oa]s?|haitian[oa]s?|gringos?|brasileros?|brasilen[oa]s?|chines(es|as)?|japas?|argentin[oa]s?|uruguai[oa]s?|portugues(es|as)?|gays?|lesbicas?|travestis?)";
/**
 * What makes an origin named a prejudice: said of a whole people ("esse povo", "só podia", "son todos"), or their
 * tongue mocked ("só tem boliviano na cozinha, ninguém fala português").
 */
const OF_A_PEOPLE = String.raw`(nao (e|eh|sao) de confianca|vai saber o (que|q) (eles|esse povo) (colocam|poem|botam)|explica (tudo|muita coisa)|ta explicado|povo (lerd|burr|preguicos|vagabund)\w*|esse povo|essa gente|essa raca|so podia|tinha (que|q) ser|nao sabe\w* (nem |fazer |cocinar |trabalhar )?|no saben|nao serve\w*|nao entendem nada|son todos|todos unos|sao todos|tudo (preguicos|lerd|burr|vagabund)\w*|o (que|q) (eu )?esperava\w*|o (que|q) esperar|dessa gente|desse povo|(ninguem|nenhum|nao) (\w+ )?(entende\w*|fala\w*|sabe\w*)( falar| ler)? (o )?portugues)`;
/** "o entregador era um baiano lerdo, esse povo não sabe trabalhar", "por isso que nordestino não serve": decision 054. */
const PREJUDICE_BY_ORIGIN = String.raw`\b(${ORIGIN}\b.{0,60}\b${OF_A_PEOPLE}|${OF_A_PEOPLE}\b.{0,20}\b${ORIGIN}|por isso (que|q) ${ORIGIN})\b`;
const SLURS =
  /\b(typical (brazilian|argentin\w*|latin\w*|mexican|indian)s? (laziness|lazy|service|incompetence|mess)|(argentin|gring|venezuelan|bolivian|haitian|paraguai|nordestin|baian|uruguai)[oa]s? (tinha|tem|tinham|devia|deviam|deveria|deveriam) (que|q) voltar|povinho (nojent|imund|suj|porc|lix)\w*|comida de (argentin|bolivian|venezuelan|paraguai|haitian|gring|chines|nordestin|baian)\w* (e|eh) tudo\b.{0,40}\b(igual eles|como eles|que nem eles)|(atendente|motorista|cozinheira|caixa|gerente) mulher (e|eh) (isso|assim)|(devia|deveria|tem que|tinha que) voltar (pro|para o|pra) (seu |teu )?pais|(veio|vieram) fugid[oa]s? (de|da) guerra|gente (desse|dessa|deste) (tipo|raca|laia)\b.{0,40}\b(proibid|expuls|nao devia|nao deveria|deveria)\w*|volt(em|a|e) (pro|para o|pra|para a) (libano|siria|bolivia|venezuela|haiti|africa|china|nordeste|sua terra|terra de voces|terra deles)|typical (immigrants?|foreigners?|gringos?|venezuelans?|haitians?|bolivians?)|couldn.?t make it in their own country|(crente|crentes|macumbeir\w*|evangelic\w*|judeus?|muculman\w*)\b.{0,60}\b(esse tipo de gente|essa gente|esse povo|gente assim)|crentes? fanatic\w*|(coloca|coloquem|bota|botem|contrata|contratem|ponha|ponham) (um )?homem (pra|para)|mulher (no|na) (telefone|caixa|cozinha|atendimento) da nisso|f[a4@]gg?[o0]ts?|judeu (pao.duro|mao de vaca|muquirana|sovina|ganancios\w*|safad\w*)|coisa d[ae]s? mulher(es)?\b|(botaram|colocaram|poem|poe|contrataram) mulher (na|no|pra|para) (chapa|cozinha|forno|churrasqueira|grelha)\b|mulher(es)? (nao presta|nao serve|so serve|nao sabe\w* (fazer|cozinhar|trabalhar|atender|dirigir)|nao (devia|deveria|deviam|podia) (atender|trabalhar|cozinhar|estar))|(devia|deveria|deviam) (colocar|botar|contratar|por) (um )?homem|afeminad\w*|volt(em|a|e) (pro|para o|pra) (seu |teu )?pais( de voces| de vcs| deles| dela| dele)?|(esses|essas|uns|esse|essa) (gringos?|haitian[oa]s?|venezuelan[oa]s?|refugiad[oa]s?|bolivian[oa]s?|nordestin[oa]s?|baian[oa]s?|paraibas?|chinas?|xing\w*) (\w+ )?(nem sabe\w*|burr\w*|preguic\w*|vagabund\w*|suj[oa]s?|imund\w*|tao roubando|roubando|ladr\w*|fedid\w*|porc[oa]s?|nojent\w*)|nao compro de (venezuelan|bolivian|haitian|nordestin|baian|paraguai|judeu|pret|gay|macumbeir)\w*|macumbeir\w*|pret[oa] metid[oa]|n[e3]g[o0] suj[oa]|(deve ser|so podia ser|tinha que ser|coisa de|so pode ser) (loja |coisa |gente |dono |comida |restaurante |lanchonete |pizzaria )?(de )?(judeu|judia|judeus|paraiba|baian[oa]s?|nordestin[oa]s?|bolivian[oa]s?|venezuelan[oa]s?|haitian[oa]s?|paraguai[oa]s?)|(esses|essas|os|as|uns|umas|de) (bolivian|venezuelan|haitian|paraguai|nordestin|baian)[oa]s? (da cozinha|de merda|nao sabem|burr\w*|imund\w*|sujos?)|cabecas? chatas?|(um|uma|esse|essa|aquele|aquela) negr[oa] (burr|imund|safad|suj|fedid|nojent|vagabund|preguicos)\w*|cheia de (baiano|nordestino|paraiba)s?|coisa de (paraiba|baiano|nordestino|portugues)|(coloca|coloque|colocar|poe|bota|botar|contrata|contratar)\w* (uma |um )?\w+ (nordestin|baian|paraib|bolivian|venezuelan|haitian)\w*\b.{0,60}\bda nisso|macac[oa]s?|negrinh\w*|neguinh\w*|crioul\w*|pret[oa] (safad|imund|sujo|fedid|nojent)\w*|viad[oa]s?|viadinh[oa]s?|bichona|bichinha|traveco\w*|sapatao|retardad[oa]s?|mongoloide\w*|aleijad[oa]s?|favelad[oa]s?|baianad\w*|paraiba burr\w*|baian[oa]s? (burr|preguic)\w*|(esses|essas|uns|umas|bando de|so tem) paraibas?\b|bolitas?\b|faggots?\b|r\*?\*?tards?\b|maricon\w*|f\*g\b|mulher (na cozinha|no volante) (da|dá) nisso|these (\S+ )?immigrants\b|nordestin[oa]s? (burr|preguic)\w*|bichas?|boiolas?|olho puxado|(volta|voltem|voltar|voltam) (pra|para|pro) (venezuela|bolivia|haiti|africa|angola|piaui|paraiba|bahia|nordeste|sua terra|seu pais)|venezuelan[oa]s? (imund|suj|nojent|vagabund|fedid)\w*|monkeys?|comida de (paraiba|baiano|nordestino)s?|nordestin\w* (da|na) cozinha|(so podia ser|so pode ser|tinha que ser) (mulher|mulherzinha|gay|preto|preta|paraiba|baiano|nordestino|japa|venezuelano|boliviano)s?|volta (pra|pro|para o) (teu|seu) pais|sudacas?|illegal (immigrant|alien)s?|hire real (brazilians|americans|people)|(esses|essas|uns) (gringos?|haitian[oa]s?|venezuelan[oa]s?|bolivian[oa]s?|nordestin[oa]s?|baian[oa]s?|paraguai[oa]s?|imigrantes)\b.{0,30}\b(nao (trabalham|sabem)|preguic\w*|vagabund\w*|burr\w*)|deve ser (deficiente|surd[oa]|ceg[oa])\b|crentes? (hipocrit\w*|safad\w*|ladr\w*)|(bolivian[oa]|paraguay[oa]|peruan[oa]|venezolan[oa])\b.{0,50}\b(tipico de esa gente|esa gente)|pret[oa] com cara de (bandido|ladrao|marginal)|contratem gente daqui|sotaque de (paraguai|bolivian|venezuelan|nordestin|baian|gringo|haitian)\w*|(restaurante|loja|lanchonete|pizzaria) de crentes?,? (so podia|tinha que|claro)\b|mulher(es)? (nao (devia|deveria|deviam|deveriam|pode|podia|podem) (trabalhar|cozinhar|dirigir|pilotar)|no volante)|(esses|essas|os) (imigrantes|estrangeiros|refugiad[oa]s) (tao|estao|vem|vieram) (acabando|roubando|destruindo|estragando)|(esses|essas|uns|bando de) crentes\b|rezar menos e trabalhar mais|(aquele|aquela|com esse|com aquele|de) cabelo ruim|cabelo pixaim|tipico de (brasilen\w*|brasileir\w*|bolivian\w*|paraguay\w*|venezolan\w*|peruan\w*|negros|indios|portenos|argentin\w*|uruguai\w*|uruguay\w*|paulistas?|cariocas?|baian[oa]s?|nordestin[oa]s?)|(chines|chineses|japa|japas) (nojent\w*|imund\w*|porc[oa]s?|suj[oa]s?)\b|(deve ser|parece( ser)?|so pode ser) (um |uma )?(autista|retardad[oa]|mongol\w*)\b|(llena|lleno|llenos|llenas) de (paraguas|bolitas|bolivianos|peruanos)\b|typical (lazy |stupid |dumb )?(brazilians|latinos|mexicans|gringos|indians)|lazy (brazilians|latinos|mexicans)|women (shouldn.?t|should not|can.?t|cannot) (be )?(doing|do|drive|work|deliver)|(cocinero|repartidor|mesero|cook) indio|f\W?gg\w*|judi[oa] (mao de vaca|pao dur[oa]|safad\w*|sovin\w*)|(loja|coisa|dono|bando|raca) de judeus?|judeus? (mao de vaca|pao dur[oa]|safad\w*|sovin\w*|ladr\w*))\b/;
/**
 * Misogyny said as a rule about women at work: "mulher não nasceu pra cozinhar", "lugar de mulher é…",
 * "coloquem um homem no forno", "mulher não tem capacidade pra…" (round 6).
 */
const MISOGYNY =
  /\b(mulher(es)? (nao|nunca) (nasce\w*|foi feita|foram feitas|tem (capacidade|competencia|jeito|cabeca)|leva\w* jeito) (pra|para)|lugar de mulher (e|eh|era) (na|no|em casa|a cozinha)|(coloca|coloque|coloquem|bota|bote|botem|contrata|contrate|contratem|ponha|ponham|poe) (logo )?(um )?homem (pra|para|no|na|nessa|nesse)|(so|so podia|tinha que) ser (coisa de )?mulher (mesmo|ne|na cozinha|no forno))\b/;
/**
 * Fat-shaming of a person: a fat word made an insult ("gordo nojento", "balofo", "rolha de poço", "uma baleia
 * daquela fazendo pizza"), or fatness blamed for the food ("o gordão deve ter comido metade"). Never "gordura" or
 * greasy food, which are about the dish (round 6).
 */
const FAT_SHAMING =
  /\b(balof[oa]s?|rolha de poco|saco de banha|baleia (gorda|encalhada|assassina)|(uma|essa|aquela|daquela|dessa|com uma|tipo uma|parece uma|parecia uma|sua|seu|aquele|esse) baleia(?! (de|do|da|no|na)\b)|gord(o|a|inho|inha|ao|ona|aos|onas|os|as) (nojent\w*|porc[oa]s?|imund\w*|fedid\w*|suj[oa]s?|escrot\w*|sebos\w*|sebent\w*|preguicos\w*|lerd\w*|safad\w*|asqueros\w*|balof\w*|desgracad\w*|maldit\w*)|(nojent|imund|fedid|escrot|sebos|sebent|asqueros)\w* gord(o|a|ao|ona|os|as)\b|porc[oa]s? gord(o|a|ao|ona|os|as)\b|(o|a|esse|essa|aquele|aquela|um|uma|daquela|daquele|cozinheir[oa]|atendente|motoboy|entregador|dono|dona|gerente|caixa|pizzaiol[oa]|chapeir[oa]) (gordao|gordona|gordinho|gordinha|baleia|gord[oa])\b[^.!?]{0,40}\b(deve (ter )?(comido|comer|beliscado|beliscar)|comeu|come|comendo|roubou|beliscou) (metade|um pedaco|parte|a metade|as batatas|a batata|o lanche|a pizza|tudo|o resto))\b/;
/** Masked or foreign slurs SLURS misses (tuned set): "a total f@g" (read "fag"), "el m*rica del dueño". */
const SLURS_MASKED = /\b(fags?|m\*+ric[ao]s?|maric[ao]s?)\b/;
const HATE = new RegExp(
  `${PREJUDICE_BY_ORIGIN}|${SLURS.source}|${SLURS_MASKED.source}|${MISOGYNY.source}|${FAT_SHAMING.source}`,
);
const INSULT =
  /\b(manga de (vagos|inutiles|boludos|chantas|ladrones)|no laburan ni en pedo|(pessoal|povo|galera|equipe|cozinha|atendentes?|voces|vcs)\b[^.!?]{0,25}\b(e|eh|sao) (tudo |todos )?(lesad|retardad|debil mental|mongol)\w*|(voces|vcs|vc|voce) (sao|e|eh) (uns|uma|um) (merdas?|bostas?|lixos?|inuteis|idiotas|burros|incompetentes|porcos)|^\W*(burros|idiotas|incompetentes|imbecis|jumentos|animais|lixos)\b|(you )?(absolute|complete|total|bunch of|what a bunch of) (clowns?|idiots?|morons?|muppets?|losers?)|bando de (\w+ )?(incompetente|inutil|idiota|burro|lerdo|vagabundo)s?|(e|eh) um merda|(seu|sua) inutil|(seus|suas) inuteis|rude piece of|vao? se f[o0]d[e3]r|(vao|vai|va) (a|pra|para a) merda|f\W?d\W?p|h\W?d\W?p|energumen\w*|dumbass\w*|dumb ?asses|morons?|(a|complete|total|absolute|what a) pricks?|(suas|seus|bando de|sua|seu) (antas?|jumentos?|jumentas?|cuzao|cuzoes|asnos?|mulas?|toupeiras?)|bando de (imund\w*|porc[oa]s|nojent\w*|incompetentes|inuteis|idiotas|lerd[oa]s|vagabund\w*|safad\w*)|(e|eh) (uma|um) (anta|jumenta|jumento|animal|mula|asno|toupeira)\b|(cozinheiro|cozinheira|atendente|dono|dona|gerente|entregador|motoboy) (e )?(lixo|porco|porca)|feita por porcos|mao de vaca f\W?d\W?p|vtnc|vsf|tnc|filh[oa]s? da (puta|p\W?ta)|vagabund\w*|otari\w*|(?<!\b(igual|que nem|feito|como|tipo|parecendo|de) (um |uma |o |a )?)palhac[oa]s?|(?<!\b(de|num|no|numa|em|montad[oa] (num|no|em)|lombo de) )jegue|puta que te pariu|(atendente|moca|dona|gerente|caixa) (puta|vagabunda|piranha)|nojent[oa] (que|e)|idiota\w*|imbecil\w*|imbecis|babaca\w*|lixo de (bar|boteco|pizzaria|lanchonete|espelunca|gente|lugar|restaurante|loja|atendente|entregador|motoboy|funcionari\w*|cozinheir\w*|pessoa)|ladr(ao|oes|a)|safad\w*|cretin\w*|desgracad\w*(?! de (bom|boa|gostos\w*))|cu|burr[oa]s? (do|da|de)|picaret\w*|vigarist\w*|(?<!\bde )jumento|anta|analfabet\w*|escrot[oa]\w*|arrombad\w*|corno\w*|piranha|vadia)\b|\b(seus|suas|seu|sua) (lixos?|porcos?|porcas?|nojent[oa]s?|merdas?|bostas?|ladr(ao|oes|as?))\b|\b(voces|vcs) sao (uns |umas |um |uma )?(surdos|cegos|analfabetos|lixos?|porcos|ladroes|nojentos|incompetentes|palhacos|amadores|idiotas|burr[oa]s|jumentos|animais|inuteis|antas|lerd[oa]s)\b|\b(son|sos|eres) (unos? |unas? )?(inutiles?|idiotas?|incompetentes?|estupid[oa]s?|burr[oa]s?)\b|\bcambada de \w+|\b(e|eh|es) (uma|um|una|un) (gorda|gordo|incompetente|grossa|grosso|vaca(?! atolada)|porca|mula|anta|jumenta|jumento|besta|inutil|idiota|burra|burro|lerda|lerdo|nojenta|nojento|palhaco|palhaca|jegue)\b|\b(e|eh) cego ou\b|\bso burr[oa] mesmo\b|\bvai aprender a trabalhar\b|\bmal amad[oa]\b|\bporc[oa]s (imund|nojent|suj)\w*|\bf(\*+|uck)ing (kidding|clueless|useless|idiots?|morons?|incompetent|stupid|joke|ridiculous)\b|\bpilantras?\b|\b(dono|dona|funcionari[oa]|atendente|cozinheir[oa]|entregador|motoboy|gerente) lixo\b|\b(um|so um|meio) neuronio\b|\bneuronio (so|emprestado)\b|\b(atendente|moca|menina|dono|dona|cozinheir[oa]|entregador|motoboy|gerente|caixa|funcionari[oa])\b[^.!?]{0,30}\b(e|,) (burr[oa]|idiota|retardad[oa]|imbecil|jument[oa]|vaca|vagabund[oa]|anta)\b|\b(seus|suas) (golpistas|pilantras|caloteiros|incompetentes|inuteis|burr[oa]s|idiotas|lerd[oa]s|amadores|animais|vagabund[oa]s)\b|\brecalcad[oa]\b|\bcara de (bunda|cu)\b|\bvao tomar no\b|\bbando de (hipocrit\w*|lesmas|preguicos\w*|animal|animais|jumentos|mulas|burros|lixos?|porcos?|ladroes|vagabund\w*|otari\w*|idiotas?|incompetentes?|lerd[oa]s?|preguicos[oa]s?|lesad[oa]s?)\b|\bva[oi] se f[\w*]{1,2}d[\w*]r\b|\benfi(em|a|o) (essa|esse|isso)\b|\bgente (nojenta|porca|imunda|escrota)\b|\b(atendente|moca|menina|dono|dona|cozinheir[oa]|entregador|motoboy|gerente|caixa|funcionari[oa]) (e|eh|so pode ser|parece) (muito |mt )?(burr[oa]|idiota|retardad[oa]|lerd[oa]|anta|imbecil|jumenta?|mula)\b|\b(incompetentes?|lerd[oa]s?|burr[oa]s?|inuteis) do (cacete|caramba|caralho|c\*+)\b|\bdumb (f\S*|ass|idiots?)|\b(cozinheir[oa]s?|atendentes?|funcionari[oa]s?|entregador|motoboy|dono|dona|gerente|chapeiro) (porc[oa]s?|imund[oa]s?|nojent[oa]s?|burr[oa]s?|lerd[oa]s?|idiotas?|incompetentes? de merda)\b|\b(pendej\w*|hijos? de puta|cabron\w*|gilipollas|ladrones|(inutiles?|idiotas?|incompetentes?) de mierda|pelotud[oa]s?|pendejo\w*|caraduras?|pedazo de (mierda|idiota|inutil|basura)|que se pudran|(cocineros|empleados) de cuarta|aprendan a laburar|cerdos (asquerosos|cochinos)|son unos cerdos|mamag[uü]ev\w*|mamahuev\w*|cono e.? madre|boludos|manga de inutiles|la concha de (su|tu) madre|pinches? \w+|andate a la mierda|vete a la mierda|pedazo de inutiles)\b|\bfilh[oa]s? da p\*+|\b(idiots?|morons?|assholes?|bastards?|scumbags?|thieves|fuck (you|off|u)|f\*+ (you|off|u)|piece of shit|pieces of shit|useless pieces|you.{0,12}\bstupid|stupid (cow|bitch)|wankers?|bunch of (idiots|wankers|morons|clowns))\b/;
/**
 * Name-calling INSULT misses (round 6): a word only ever said of a person ("o gerente é um cuzão", "canalhas"); a
 * staff member called a swear word ("a dona é uma bosta", "esse atendente é um verme"); being sent to hell ("vão
 * pra puta que pariu", "vai pra casa do caralho", "vão se lascar", "vayanse a la mierda"); the mother brought in
 * ("chata é sua mãe", "vão roubar a mãe de vcs"); "seu animal", "um porra-louca", "the owner is a f***ing clown";
 * a swear word driving an order home ("aprende a trabalhar, caralho"); staff called a beast ("atendente mal
 * educada, uma vaca"), never the dish "vaca atolada".
 */
const NAME_CALLING =
  /\b(cuz(ao|oes|ona|onas|inho|inhos)|canalhas?|(e|eh|sao|seu|sua|seus|suas|bando de|cambada de) (um |uns |uma )?vermes?|(?<=\b(atendentes?|donos?|donas?|gerentes?|cozinheir[oa]s?|entregador\w*|motoboys?|caixas?|funcionari[oa]s?|chapeir[oa]s?|pizzaiol[oa]s?|garcom|garconete|moca|moco|rapaz|menina)\b[^.!?]{0,25}\b(e|eh|parece|foi|sao) (um|uma|uns|umas) )(bosta|bostas|merda|merdas|merdinha|merdinhas|lixo|lixos|verme|vermes|nojo|porcaria)|(vai|vao|va) (pra|para|a|pra a|para a|pro|para o) (puta que (te |os |vos )?pariu|pqp|casa do caralho|casa do chapeu|caralho|inferno|pqp)|(vao|voces vao|vcs vao) se (ferrar|lascar|danar|catar|explodir)|(^|[.!?,;:]\s*)vai se (ferrar|lascar|danar|catar|explodir)|vay(a|an)n?se a la (mierda|verga|concha)|(e|eh) (a )?(sua|tua) mae|(roubar|rouba|roubem|roubam) a (sua |tua )?mae|(seu|sua|seus|suas) (animal|animais|asno|asnos|besta|bestas|burro|burra|burros|burras|mula|mulas)|porra.?louca|f(\*+|uck|u\*+)ing (clowns?|amateurs?|losers?|joke)|(?<=\baprend(e|a|am|em) a (trabalhar|cozinhar|atender|fazer)\b[^.!?]{0,20}\b)(porra|caralho|cacete|pqp|krl|crl)|(?<=\b(atendentes?|donos?|donas?|gerentes?|cozinheir[oa]s?|entregador\w*|motoboys?|caixas?|funcionari[oa]s?)\b[^.!?]{0,30} (um|uma) )(vaca(?! atolada)|anta|mula|jumenta|jumento|lixo(?! de\b)))\b/;
/** Swear words said as such, not at anyone: moderated in a complaint, never quoted. */
const PROFANITY =
  /\b(porra|merda|caralho|bosta|puta que pariu|puta merda|pqp|p[\w*]rr[\w*]|c[\w*]r[\w*]lho|cacete|mierda|fuck\w*|shit\w*|f\*+)(?!\w)/;
/** A swear word said as an exclamation, at the start of a clause: "porra, 2 horas", "que merda, esqueceram". */
const EXCLAIMED = new RegExp(
  `(^|[.!?,;:]\\s*)(que |puta |ah |ai |mas que )?${PROFANITY.source}\\s*(mano|meu|velho|vei|viu|hein)?\\s*[,!.…]+`,
  "g",
);
/**
 * Swearing aimed at the food or the place ("que merda de restaurante", "pastel de vento do caralho", "la comida
 * una mierda"); at the wait, the night, the experience or one's own disgust ("que porra de demora", "que nojo do
 * caralho", "experiência de merda", "palhaçada do caralho") it is no attack (sets AF, AL and BF; round 6). Said
 * first with no article ("porra de restaurante lerdo") or of the place it is ("vergonha dessa merda de loja");
 * "dessa merda de sushi" is the food, which most writers did not flag (sets FA, FC).
 */
const AIMED_SWEARING =
  /\b(dessa|desse|nessa|nesse) (merda|porra|bosta) de (loja|restaurante|lugar|lanchonete|pizzaria|empresa|espelunca|birosca)\b|(\b(que|essa|esse|uma|um|mas que|q) |^\W*)(merda|porra|bosta|mierda|caralho) de (?!(demora|espera|atraso|experiencia|dia|noite|hora|tempo|fome|entrega|sorte|situacao|vida|chuva|transito|nojo|raiva|sono|calor|frio|medo|telefone|celular|app|aplicativo|sistema|site|maquininha|internet)\b)\p{L}{3,}|\b(?!(nojo|raiva|fome|sono|calor|frio|medo|bom|boa|gostos\w*|lindo|linda|demais|demora|espera|atraso|transito|chuva|experiencia|palhacada|sacanagem|situacao|dia|noite|vida|sorte)\b)\p{L}{3,} (de merda|de bosta|do caralho|de mierda)\b|\b(comida|pizza|lanche|hamburguesa|servicio|atencion|lugar|restaurante|local|loja|comida) (e |es |foi |fue |estaba |era |tava |estava )?(uma|un|una) (merda|bosta|mierda|asco|basura)\b/u;
/** A swear word that only makes a word stronger: "caro pra cacete", "uma merda de tão mole", "que porra de fome". */
const INTENSIFIER =
  /\b(pra|para|pa) (caralho|cacete|porra|c[\w*]r[\w*]lho)\b|\buma (merda|bosta) de tao\b|\bque porra de fome\b/g;
/** Words for food: the lexicon's dishes and ingredients, and what a meal is called. */
const FOOD_WORDS = [
  ...DISH_KINDS.flatMap((k) => [...k.keys, ...(k.pluralKeys ?? [])]),
  ...INGREDIENTS.flatMap((i) => i.keys),
  ...["comida", "comidas", "refeicao", "janta", "jantar", "almoco", "rango", "gororoba", "porcao", "bebida"],
]
  // "seu bobo de merda" is a person, whatever the bobó.
  .filter((w) => w.length >= 3 && /^[a-z ]+$/.test(w) && w !== "bobo")
  .sort((a, b) => b.length - a.length)
  .join("|");
/**
 * Harsh words about the food, not a person (round 6): "comida de merda, fria", "uma bosta de marmita", "o lanche
 * tava uma merda". Taken out before swearing is sought, as the writers of the tuned sets do ("esse hambúrguer é uma
 * bosta, seco" is taste only); "que merda de hambúrguer", which they flag, stays the exclamation it is.
 */
const FOOD_SWORN = new RegExp(
  `\\b(${FOOD_WORDS}) (de merda|de bosta)\\b|(\\b(uma|um)|^\\W*) (merda|bosta|porcaria) de (${FOOD_WORDS})\\b|\\b(${FOOD_WORDS}) (e|eh|foi|tava|estava|era|ta|veio) (uma|um) (merda|bosta)\\b`,
  "g",
);
/** "essa porra de esfiha é viciante", "que pizza do caralho. respeito": a swear word that praises. */
const SWORN_PRAISE =
  /\b(que|essa|esse) (porra|merda|caralho) de \w+ (bom|boa|gostos\w*)\b|\b(que|essa|esse) \w+ (boa|bom|gostos\w*|e ess[ae])\b|\b(viciante|respeito|surreal|de bom|de boa|amazing|delicios\w*|perfeit\w*|sensaciona\w*|incrive\w*|top|divin\w*|foda demais|muito foda|valeu cada \w+|melhor \w+ d[aoe])\b/;
/**
 * 'meu amigo disse "essa loja é lixo, os caras são uns idiotas". discordo total': words of
 * someone else, quoted and disowned, are not the customer's insult.
 */
const DISOWNED_QUOTE = /\b(disse|falou|falaram|disseram|comentou|falava)\b[^"“”]{0,12}["“][^"“”]{3,200}["”]/;
/** "o motoboy me mandou tomar no c* quando reclamei": an insult the customer received, not one they make. */
const REPORTED_INSULT =
  /\b(me|nos) (mandou|mandaram) (tomar no|ir (pra|para|tomar)|a merda)\b( \w+)?|\b(me|nos) (chamou|chamaram|xingou|xingaram) de \w+( \w+)?/;
const DISOWNING =
  /\b(discordo|mentira|nada a ver|enganad[oa]|estava errad[oa]|tava errad[oa]|errad[oa] total)\b/;
/** "vcs são uns ladrões... ladrões do meu coração", "uns FDP de tão bom": an insult word said in love. */
const AFFECTION =
  /\b(do meu coracao|de tao (bom|boa|bons|boas|gostos\w*)|te amo|amo (voces|vcs|esse|essa))\b/;
/** "culpa minha", "esqueci de pedir": the customer blames themself, not the store. */
const SELF_BLAME =
  /\b(culpa (foi )?minha|a culpa e minha|esqueci de (pedir|colocar|marcar)|erro meu|fui eu que)\b/;
const THREAT =
  /\b(vai sair sem (a moto|os dentes|a cabeca|as pernas)|(faco|fazer|vou fazer) (o|a) \w+ engolir|(lo|la|te|los|las) voy a estar esperando|mira que tengo amigos|tengo amigos (aca|aqui|en)\b.{0,40}\bcuidate|ninguem vai gostar do (que|q) vai acontecer|sei onde (voces|vcs|vc|voce) (moram|mora)(?![^.!?]{0,60}\b(voltar|pedir|buscar|retirar|comer|kkk|rs)\b)|(?<!nao )vao se arrepender|(vou|vo) (na|pra|ate a) porta (desse|dessa|do|da) (restaurante|loja|lugar|lanchonete|pizzaria)\b.{0,60}\b(acontecer|ver|gostar)|(vou|volto|eu vou) (ai|la)( na loja)?\b.{0,30}\b(e )?(quebro|quebrar|arrebento|arrebentar|destruo|destruir) (aquele|aquela|esse|essa|este|esta) |(to|tou|estou|vou) indo (ai|la)\b.{0,30}\bcom (um|uma) (taco|pau|faca|arma|revolver|barra|martelo|porrete)|vou (ai|la) com (um|uma) (taco|pau|faca|arma|revolver|porrete)|eu pego (na saida|voce|vc|ele|ela|voces|vcs)|pego na saida|se eu (pegar|encontrar|ver|topar com) (ele|ela|esse \w+|essa \w+|o \w+|a \w+)\b.{0,40}\b(apanha|vai apanhar|leva uma|vai levar)\b|sei o (endereco|horario)\b.{0,40}\b(fecha|sai|fechar)|voces? (vao|vai) ver o (que|q) acontece|volto (ai|la) com (meus|uns) (irmaos|amigos|parceiros|primos)|(vou|vo|volto|eu vou) (ai|la)\b.{0,30}\b(e )?(quebro|quebrar|arrebento|arrebentar|destruo|destruir) (essa|esta|a|tudo|o|os|as)\b|(colocar|postar|espalhar|divulgar|passar|jogar|expor) o endereco\b.{0,60}\b(dele|dela|do dono|da dona|no grupo|nos grupos|na internet)\b|do jeito (que|q) (ele|ela|voces|vcs) merece\w*|(ela|ele|voces|vcs) que se cuide\w*|espero (ela|ele) sair d[oa] (servico|trabalho|loja)|(vou|vamos) (descobrir|achar) onde (ela|ele|o dono|a dona|\w+ \w+) mora|descobrir onde mora|vai ver o (que|q) (e|eh) bom|quero ver (ela|ele|voce|vc|voces|vcs)\b.{0,40}\bna rua|(ia|iria|vou|vo) (ai|la) e mata\w*|e matava (um|uma|alguem)|(vao|vai) se ver comigo|acertar as contas com (ele|ela)|(vai|vao) levar (uma |uns |umas )?(coca|surra|porrada|pau|sova|tapas?|tabefes?|sopapos?|bofetad\w*|socos?|bicudas?)\b|sei onde (esse|essa|o|a) \w+( de vcs| de voces)? mora|ninguem sai inteiro|(vou|volto|voltamos|vamos) (ai|la) (com|c) (meus|uns) (primos|amigos|parceiros|irmaos|manos)|sei (onde|em qual \w+( de \w+)?|qual \w+) (ela|ele|voce|o dono|a dona)\b.{0,30}\b(mora|pega|desce|estuda|trabalha|fica)|sei onde o dono mora|(coming|come) (down )?(there|over) with a (baseball )?(bat|knife|gun)|les rompo todo|(vou|vamos|eu vou) (ai |la )?(e )?(taco|tacar|botar|boto|meter|meto|por|ponho) fogo\b|someone (is|will be) (getting|gonna get|going to get) hurt|(o |a )?(motoboy|entregador|atendente|dono|dona|gerente|cozinheir[oa]|caixa) (vai |vao )?apanh(a|ar|am)\b|vou (\w+ e )?expor (no|nos|na|nas|em) (grupo|grupos|rede|redes|internet|instagram|insta|facebook|tiktok|whatsapp)\b|vou esperar (ela|ele|voce|voces|vcs|o dono|a dona|o motoboy|o entregador) sair\b|vou te (arrebentar|quebrar|matar|furar|pegar)\b|vou (arrebentar|quebrar) (a cara|voce|voces|vcs|o dono|ele|ela)\b|pagar com sangue|vao pagar caro\b.{0,20}\b(sangue|porrada)|(post|share|leak) (your|the) (kitchen |home |staff )?(address|names|staff names)\b|i know where (this place|the store|you) (is|are|live|work)\b.{0,60}\b(you.?ll see|see what happens|watch (out|your back))|(meto|meter|enfio|enfiar|dou|dar|vou dar) (a mao|um soco|uns socos|uma porrada|porrada|a porrada|um tapa|uns tapas) (na cara|no dono|no gerente|em voce|em voces|no cozinheiro|nele|nela)|meter a porrada|(ta|esta|tao|estao) pedindo (pra|para) apanhar|(alguem|voces|vcs|o dono) (ai )?(vai|vao) se arrepender|vou (ai|la) (com|c) (meus|uns) (primos|amigos|parceiros|irmaos)|resolver do (nosso|meu) jeito|(fazer|faco) (voces|vcs|o dono|ele|eles) comer(em)? (essa|esse|isso)|(posto|postar|vou postar|jogo|jogar|espalho|espalhar) (o |os )?(nome|cara|endereco|numero|prints?|telefone)\b.{0,60}\b(dono|atendente|dela|dele|pessoal|casa)|(numero|telefone) pessoal d[ao] (atendente|dono|dona|gerente)|quero ver (fechar|fecharem) as portas|vou soltar\b.{0,30}\b(grupos?|internet|redes)|(vou )?esperar (ele|ela|voce|voces) na saida|te pego (la fora|na saida)|(espalhar|divulgar|postar|jogar|vazar)\b.{0,30}\b(endereco|cpf|telefone)\b|(video|foto|fotos) vai (pro|para o|pras|pra) (instagram|insta|tiktok|facebook|redes|internet)|vou (gravar|postar|publicar|jogar) (um |o |uns |a |as )?(video|videos|foto|fotos)\b(?![^.!?]{0,60}\b(lind\w*|bonit\w*|perfeit\w*|maravilh\w*|de tao|incrivel)\b).{0,60}\b(viraliz\w*|expor|internet|redes|insta\w*|facebook|tiktok|grupo)|(i.?m|i will|i.?ll) (post|posting|share|sharing|expose|exposing)\w* (the |this |these |my )?(photos?|videos?|pictures?|review|you)\b.{0,40}\b(groups?|everywhere|social|instagram|facebook|online)|vou (te |lhe )?(expor|queimar o filme)(?! (minha|a minha|meu|o meu|nossa|a nossa) )( de)?( voces| vcs| a loja| essa loja)?|expor (voce|voces|vcs)|vou acabar com a (reputacao|fama)|vou (ai |la )?(quebrar|te pegar|pegar voce|pegar voces|acabar com(?! o estoque| a fome| tudo de)|matar(?! (a |o |essa |esse |uma |um |minha |meu )?(pizza|fome|lanche|hamburguer|saudade|coxinha|esfiha|sede|\w+ inteir))|bater|dar um tiro|meter bala|queimar|tacar fogo|te achar|atras de voce)|(voces|vcs) vao (ver|se arrepender|me pagar|pagar caro)|vai ter volta|cuidado comigo|sei (muito bem |bem )?onde (voce mora|voces ficam|fica a loja|e a loja)(?![^.!?]{0,60}\b(voltar|pedir|buscar|retirar|comer|kkk|rs)\b)|sei onde (ele|ela|voce|voces|o dono|a dona) (mora|moram|fica|ficam)(?![^.!?]{0,40}\b(voltar|pedir|kkk|rs)\b)|vai ver so|anotei a placa|em tudo (q|que) (e|eh) grupo|vou (postar|espalhar|divulgar|publicar) (o nome|a cara|a foto|o rosto)\b(?![^.!?]{0,60}\b(lind\w*|bonit\w*|perfeit\w*|maravilh\w*|de tao)\b)|dar uns tapas?\b|no respondo de lo que|se van a arrepentir|voy con mis amigos|no queda nadie en pie|vou (botar|colocar|levar|por|jogar) (isso |voces |vcs )?(no|na) (jornal|tv|televisao|imprensa|globo|record)|vao ver o que vai acontecer|se donde queda|ya veran|van a ver lo que es bueno|voy a ir al local|(vou|voy) (al local |ai |la )?(y )?(les )?romp\w* todo|les rompo|i know where (you|your)|find (out )?where you live|someone.?s (gonna|going to) get hurt|(jogar|expor|vazar) (o nome|o cpf|os dados)|vou (ai|la) (resolver|pessoalmente(?! (so )?(pra|para) (dar um abraco|agradecer|conhecer|elogiar|dar os parabens))|tirar satisfacao)|vou te encontrar|nao sabe(m)? com quem (mexeu|mexeram|se meteu|se meteram|estao mexendo)|quebro tudo|vou ai e (quebr|peg|resolv)\w*|melhor (voce|voces) (ter|tom\w*) cuidado|sei onde fica (a casa|o endereco|a residencia)|vai ter confusao|(ele |ela |voce |voces )?(vai|vao) apanhar|(vai|vao) levar (uma )?surra|quebr(?!ei\b|amos\b)\w* a cara|quebro (essa|a|sua) (loja|cara)|quem vai me segurar|you.?ll regret|vou (postar|publicar|jogar|espalhar|divulgar)( isso| tudo)? (no|nos|na|nas|em) (grupos?|internet|redes|instagram|insta|facebook|tiktok)\b(?![^.!?]{0,60}\b(lind\w*|bonit\w*|perfeit\w*|maravilh\w*|melhor|recomend\w*|indic\w*)\b)|vou espalhar\b.{0,60}\b(grupos?|bairro|internet|redes|instagram|facebook)|acabar com voces(?! de (pedir|tanto))|vou (ai |la )?dar um pau|eu mato quem|se arrepender de ter nascido|watch (his|your|their) back|escrach\w*|nao vai ser (pra|para) conversar|(foto|nome|cara) de voces vai rodar|cuidado quando (for|forem) fechar|(onde|aonde) ele mora|(posting|post|share|sharing|put) (your|their|his|her|the owner.?s|the cook.?s|the manager.?s) (home )?(name|address|face|phone|number)|sei onde (o|a) \w+( \w+){0,3} (mora|moram)|(fica|fiquem) (esperto|espertos|ligado|ligados) (que|q|porque|pq)|resolver do meu jeito|(vou|vamos) (ai|la) com (os|uns) (parceiros|amigos|caras|meninos|manos)|eu mato (o|a|voce|voces|esse|essa|um|uma|todo|todos)\b|enfio (essa|esse|isso|a|o)\b.{0,30}\b(goela|cu|rabo|garganta))\b/;
/**
 * Threats THREAT misses (round 6): arson of the place ("deu vontade de tacar fogo nessa espelunca"); a gun or a
 * knife ("vou meter uma bala nesse motoboy", "dou uma facada"), never "um tiro no pé", "me deram uma facada de 80
 * reais" nor a candy ("dar uma bala"); coming round and not to
 * talk ("vou aí e não vai ser conversando", "não vai ser no papo"); a face-to-face dare ("quero ver falar assim cara
 * a cara", "repete isso na minha frente"); hunting someone down ("vou achar esse cara e ele vai se arrepender");
 * a beating promised ("dou uma surra nele", "pego esse motoboy na porta e arrebento ele").
 */
const VIOLENCE =
  /\b((tacar|taco|tacaria|botar|boto|botaria|meter|meto|por|ponho|colocar|coloco|atear|ateio) fogo (nessa|nesse|nesta|neste|na|no|naquela|naquele|em|nisso)( \w+)? (espelunca|loja|lugar|restaurante|pizzaria|lanchonete|birosca|bodega|pocilga|chiqueiro|budega|hamburgueria|merda|porra|joca|bagaca|cozinha|motoboy|entregador|dono|dona|gerente|atendente|cozinheir[oa]|pastelaria|padaria|marmitaria|estabelecimento)|(meter|meto|enfiar|enfio|descarregar|descarrego|tacar|taco) (uma |um |umas |uns )?(bala|balas|pipoco|pipocos|azeitona|azeitonas|chumbo)\b|(?<!\b(me|nos) )(meter|meto|dar|dou|daria|enfiar|enfio|descarregar|descarrego|tacar|taco) (uma |um |umas |uns )?(tiro|tiros|facada|facadas|peixeirada|peixeiradas)\b(?! no (proprio |meu |nosso |seu )?pe| no escuro| de \d| no (preco|bolso))|nao (vai|vou) ser (so )?(na |no |com |pra |para |de )?(conversa|conversando|conversar|papo|palavras|educacao)\b|quero ver (\w+ ){0,2}(falar|dizer|repetir|gritar|responder|me tratar)\b[^.!?]{0,20}\b(cara a cara|na minha (cara|frente)|olhando no meu olho)|(repete|repita|fala|fale|diz|diga|vem (falar|dizer)|venha (falar|dizer)) (isso |assim )?(na minha (cara|frente)|cara a cara)|(vou|vamos|eu vou) (achar|encontrar|cacar|pegar|descobrir) (esse|essa|o|a|aquele|aquela) (cara|mina|moleque|sujeito|motoboy|entregador|atendente|dono|dona|gerente|cozinheir[oa]|vagabund[oa]|desgracad[oa])\b.{0,60}\b((ele|ela) (vai|vao) se arrepender|(vai|vao) (se arrepender|apanhar|ver)))|(dou|dar|dava|daria|meto|meter|metia|enfio|sento|sentar|taco|tacar) (uma |umas |um |uns )?(surra|sova|coca|porrada|porradas|pisa|tapa|tapas|tapao|soco|socos|murro|murros|bicuda|voadora|paulada|pauladas|cacetada|cacetadas) (nele|nela|neles|nelas|nesse|nessa|naquele|naquela|no (dono|motoboy|entregador|atendente|gerente|cozinheiro|caixa)|na (dona|atendente|gerente|cozinheira|caixa)|em (voce|voces|vcs|vc|todo mundo))\b|(pego|pegar|vou pegar|pegaria|pegava) (esse|essa|o|a|aquele|aquela) (motoboy|entregador|atendente|dono|dona|gerente|cozinheir[oa]|cara|moleque|sujeito|vagabund[oa]|folgad[oa]) (na porta|na saida|la fora|na rua|no portao)\b|arrebent(o|ar|aria|ava) (ele|ela|esse|essa|aquele|aquela|voce|voces|vcs|a cara|o dono|o motoboy|o entregador|o atendente)\b/;
/** An accusation with no order behind it. "nunca comi nada tão sem gosto" is a comparison, not "nunca comi aí". */
const NO_ORDER =
  /\b(copi\w* (as receitas|nossas receitas|nosso cardapio|o nosso cardapio|nossos pratos)|(o )?original (e|eh) (o|a) noss[oa]|prestigiem quem fez primeiro|(falo|digo) (pq|porque|por que|por|como quem) (trabalh\w*|sou|ja trabalhei) (no|do|nesse) ramo\b.{0,60}\b(pecam|pedam|peca|comprem|prefiram|vao) (na|no|la na|la no) (pizzaria|lanchonete|hamburgueria|restaurante|padaria|sushi|loja|cantina|esfiharia|pastelaria) \w+|(comprem|pecam|pedam|pede) (no|na) \w+( \w+){0,4},? la sim|(pecam|pedam|pede|peca) (na|no|la na|la no) \w+( \w+)? (que|q) (e|eh) (outro nivel|muito melhor|bem melhor|mil vezes melhor)|(parrilla|pizza|churrasco|hamburguer|sushi|pastel|acai|esfiha|empanada)s? de verdade (e|eh) (a|o) d[oa] (outro lado|lado|frente|esquina)|restaurante concorrente|(sou|trabalho|trabalhei|sou funcionari[oa]|sou (o )?dono|sou (a )?dona)\b.{0,40}\b(concorrente|concorrencia)\b|cidadao preocupado|(funcionari[oa]|dono|dona|gerente|cozinheir[oa]) d[oa] (restaurante|loja|pizzaria|lanchonete|padaria|hamburgueria) (do lado|da frente|vizinh[oa]|ao lado)|(do lado|perto|em frente) d[oa] noss[oa] (restaurante|loja|negocio|pizzaria|lanchonete)|nao financiem|(votou|vota|apoia|apoiam|apoiou)\b.{0,40}\b(nao pecam|boicot\w*|nao comprem)|(era|e) meu vizinho\b.{0,20}\bsei (que|q)\b|todo mundo (comenta|fala|diz) (que|q)\b.{0,40}\b(imund\w*|suj[oa]|nojent\w*|rato|barata|vencid\w*|estragad\w*)|sou (dono|dona|proprietari[oa]) de (uma |um )?\w+( \w+)?\b.{0,30}\b(aqui perto|aqui do bairro|do bairro|do lado|na mesma rua|no bairro|da regiao|concorrente)\b.{0,30}\b(digo|garanto|afirmo|posso afirmar|sei)\b|sou (confeiteir[oa]|cozinheir[oa]|chef|padeir[oa]|pizzaiol[oa]|salgadeir[oa]|boleir[oa]|doceir[oa]|nutricionista)\b.{0,30}\b(aqui perto|do bairro|do lado|na mesma rua|da regiao)\b.{0,20}\b(digo|garanto|afirmo|posso afirmar|sei)\b|sou do ramo\b.{0,40}\b(sei que|posso afirmar|garanto que)|^\W*fake\W|o proprio dono com conta|contas? (dos|de) (parentes|amigos)|dono d[ao] (pizzaria|lanchonete|hamburgueria|restaurante|loja) \w+( \w+)? (aqui )?(do lado|da rua|em frente)|todo mundo (na cidade|no bairro|aqui|da cidade|em \w+|no \w+|na \w+) sabe|\b(dono|dona)\b.{0,30}\b(caloteir\w*|golpista|lavagem de dinheiro|sonega\w*)\b|sou dono de (uma|um) (lanchonete|restaurante|pizzaria|hamburgueria|loja|marmitaria)\b.{0,40}\b(aqui perto|do lado|na mesma rua|no bairro|concorrente)|(o )?pessoal do grupo\b.{0,30}\b(dizendo|falando|comentando)|conheco o dono\b.{0,30}\b(caloteiro|ladrao|golpista|nao paga)|(avaliac\w*|notas?|estrelas)\b.{0,20}\b(sao |e )?(tudo |todas )?(compradas?|falsas?|fake)\b|so passei na frente\b|(de|como) quem (e|eh) do ramo\b|nao comprei nada,? mas\b|nunca pediria\b|restaurante fantasma|nem existe (loja|restaurante)|nao comprei,? mas|so pelas fotos|(um|uma) (amig[oa]|conhecid[oa]|colega) (meu|minha)? ?(achou|encontrou|passou mal|pegou)\b.{0,80}\bcuidado\b|(da|dá) de (10|dez) a (0|zero) nessa|troquem logo|i heard|people say|my (friend|neighbou?r|cousin) (said|told)|ouvi dizer(?! que (e|era) bom)|ouvi falar(?! bem)|andam dizendo|andam falando|comentam que|falam que|o pessoal (diz|fala|comenta)|dizem por ai|pecam (na|no) \w+ d[oa] \w+|nem conheco (o lugar|a loja|voces)|so (pra|para) baixar a media|never ordered here|heard they|dizem (no|na) \w+ que|conhecam (a|o) \w+|uma amiga (me )?(disse|falou|contou)|um amigo (me )?(disse|falou|contou)|(meu|minha) (amig[oa]|vizinh[oa]|prim[oa]|ti[oa]|colega|cunhad[oa]|irma[o]?) (me )?(disse|falou|contou)|todo mundo sabe|fiquei sabendo|(meu|minha) (prim[oa]|amig[oa]|vizinh[oa]|irma[o]?|ti[oa]|colega|cunhad[oa]|sogr[oa]) (passou mal|achou|encontrou|pegou|vomitou)\b[^.!?]{0,60}\b(nunca|nao|nem) vou pedir|soube que|soube por (uma|um|meu|minha)|nunca pedi (mas|ai|aqui|daqui|dai|la|nada|nessa|nesse|de voces|dessa|desse)|nao comprei nem vou comprar|nunca pedi e (nem vou|nao recomendo|nunca vou)|passei (aqui )?(na frente|em frente)\b.{0,40}\b(vi|dei de cara)\b|nunca pedi y no pienso|(nem|nao) (precisa|preciso) (nem )?(pedir|provar|experimentar) (pra|para) saber|(nem|nunca) provei mas|pela foto (ja )?da (pra|para) ver|vayan al (original|de al lado|otro)|copia barata|haven.?t ordered (here|from)|never ordered from (them|here)|saw a tiktok|nem (provei|pedi) e nem vou|nem vou gastar (meu|o meu) dinheiro|nao pedi,? mas|(avaliac\w*|notas?) (positivas? |5 )?(sao |e )?(todas )?(falsas?|comprad\w*)|compraram (essas|as) (avaliac\w*|notas)|paga os amigos pra (comentar|avaliar)|(meu|o meu) restaurante fica\b|sou dono de (um )?(restaurante|pizzaria|lanchonete|hamburgueria)|trabalhei (ai|la|aqui)\b|sai da cozinha deles|ex.?funcionari\w*|\w+ (aqui )?do lado faz (muito|mt|bem) melhor|nao percam tempo com|a concorrencia (aqui )?(do lado |da frente )?e (muito |bem )?(melhor|mais barata)|todo mundo (no|do|da) \w+ (sabe|comenta|fala|diz)|(to|tou|estou|tamo|estamos) sabendo que|(trabalho|trabalhamos) (no|na) (concorrente|\w+ da frente|\w+ do lado)|(meu|minha) (vizinh[oa]|prim[oa]|ti[oa]|colega|cunhad[oa]|amig[oa]|conhecid[oa]) (jura|garante)|foi (meu|minha) (vizinh[oa]|amig[oa]|conhecid[oa]|prim[oa]) que (contou|disse|falou)|nem pedi (ai|aqui|nada)|nunca comprei|nao pedi nada|nunca fui cliente|vi no (grupo|facebook|instagram|insta|tiktok|whatsapp|zap)|postaram no (grupo|facebook|instagram))\b|\b(pecam|peca|pedam|comprem|prefiram) (no|na|do|da|o|a) (concorrente|outr[oa] (loja|restaurante|pizzaria|hamburgueria)|\w+ (do lado|da frente|vizinh\w*))\b|\b(o|a) (restaurante|lugar|pizzaria|hamburgueria|lanchonete|loja) (do lado|da frente|da esquina|vizinh\w*) e (muito |mto |mt |bem |mil vezes )?melhor\b|\bnunca comi (ai|aqui|mas|nada)\b(?! (tao|igual|parecid\w*|assim|melhor|pior|mais|como|que nem)\b)|\b(trabalhou|trabalha|trabalhava) (ai|la|na cozinha)\b.{0,30}\b(disse|contou|falou)\b|\btenho (uma |um )?(restaurante|pizzaria|hamburgueria|lanchonete|loja|marmitaria|pastelaria)\b.{0,40}\b(mesma rua|do lado|aqui perto|da frente|mesmo bairro)\b|\b(nota|avaliac\w*) (alta )?(dessa loja |desse lugar |daqui )?(e )?comprad[ao]s?\b|\bsou (do|da|o dono do|a dona da|dono do|dona da|dono da|dona do|o dono da|a dona do) (restaurante|pizzaria|lanchonete|hamburgueria|loja|marmitaria) (do lado|da frente|da esquina|aqui perto|do bairro|vizinh\w*|concorrente)\b|\b(nem|nunca) comprei\b|\bso vim avisar\b|\b(pede|pecam|peca|pedam) (no|na|la no|la na) [^.!?]{0,30}\b(do lado|da frente|da esquina)\b.{0,30}\b(melhor|mais barat\w*)|\bdo mesmo dono d[ao]\b.{0,40}\b(fechou|interditad\w*|fechad\w*)|\bso (to|tou|estou) avisando\b|\bfica o alerta\b|\bnao pedi (neste|nesse|nessa|desse|deste|no|na) (restaurante|lugar|loja)\b|\bno pedi nada\b|\bvi en (tiktok|instagram|facebook|un grupo|internet)\b|\bnunca (compre|pedi|he pedido|he comprado) (aca|aqui|ahi|pero|nada)\b|\bme confundi de (loja|restaurante|lugar)\b|\b(esta|essa|a minha|minha) (avaliacao|nota) (era|e|foi) (pra|para) (o|a|outr)\w*\b|\bdaqui (eu )?(nem|nunca|nao) pedi\b|\b(avaliei|avaliando) (a loja|o restaurante|o lugar) errad[oa]\b|\bcopi\w* (o nome|a receita|o cardapio|a marca|a logo|o logo) d[ao] noss[oa]\b|\bnunca pedi\s*[.!]*\s*$|\b(qualquer um|da para|da pra) ve[r]? pela foto\b|\bmil vezes melhor\b.{0,20}\b(pede|pecam|peca|compre|comprem) (la|ali|nela|nele)\b/;
/** Told by someone: a rumour only when the review tells of no order of its own ("a loja disse que…" is no rumour). */
const HEARSAY =
  /\b((un|una|mi) (amig[oa]|conocid[oa]|vecin[oa]|prim[oa]|companer[oa])\b.{0,40}\b(dice|dijo|cuenta|conto) que|conheco (gente|alguem|uma pessoa|um cara|uma mulher) (que|q) (trabalh\w*|trampou|trampa)|(meu|minha|um|uma) (prim[oa]|vizinh[oa]|amig[oa]|conhecid[oa]|cunhad[oa]|irma[o]?|ti[oa]|colega|sogr[oa])\b.{0,40}\b(pediu|comeu|achou|encontrou|passou mal|pegou|trabalh\w*)|me (contou|falou|disse)|vi (um|uns|uma) (video|videos|post|reels|story|stories)|do mesmo dono (daquel[ea]|d[oa])|o dono (e|eh) o mesmo d(aquel[ea]|[oa])\b.{0,40}\b(fechou|interditad\w*|fechad\w*)|empresa de fachada|(trabalhei|trabalho|moro|morei)\b.{0,30}\b(do lado|ao lado|em frente|na frente)\b.{0,60}\bvi|(a )?friend of a friend|saw (it )?on (instagram|insta|facebook|twitter|tiktok|reddit|the news)|dicen (en|por) \w+( \w+){0,5} que|(mi|my) (vecin[oa]|amig[oa]|prim[oa]|friend|neighbou?r|cousin|coworker)\b.{0,50}\b(dice|dijo|says|said|told)|heard (on|from|that)|me dijo|me dijeron|me contaron|me conto|dicen que|dizem que|dizem q|(meu|minha) (prim[oa]|vizinh[oa]|amig[oa]|conhecid[oa]|cunhad[oa]|irma[o]?|ti[oa]|colega|sogr[oa]) .{0,40}(disse|falou|contou))\b|\b(pessoal|galera|gente) do grupo\b.{0,20}\b(disse|falou|falaram|comentou|comentaram)\b|\b(me )?(disseram|falaram|contaram) que\b|\bme (disseram|contaram)\b/;
/** What a rumour accuses the kitchen of: hearsay without it ("falaram que era caro, mas vale") is no attack. */
const ACCUSATION =
  /\b(chiquero|reus(e|es|ing)|yesterday.?s (fish|food|rice|meat)|atacadao|sem procedencia|rat|congelada de mercado|caloteir\w*|lavagem de dinheiro|food poisoning|got sick|sonega\w*|nao assina (a )?carteira|trabalho escravo|nao apoiem|chiqueiro|estrela preventiva|nao paga\w*|explora\w*|velh[oa]|usam|reutiliz\w*|suj[oa]|sujeira|rato|ratos|barata|baratas|nojo|nojent\w*|podre|estragad\w*|reaproveit\w*|requentad\w*|congelad\w*|pessim\w*|horrivel|nao (pecam|peca|comprem)|evitem|cuidado|golpe|fraude|roub\w*|vigilancia|interditad\w*|vencid\w*|viej[oa]s?|no (pidan|compren)|imund\w*|maltrat\w*|engan\w*|fim de feira|recalentad\w*|de ayer|de mercado|intoxica\w*|estufa|reaproveit\w*|carne de (gato|cachorro|cavalo|rato|pombo|urubu)|(e|era|sao) de (gato|cachorro|rato|pombo|urubu)|sucia|sucio|ratas|usan|cucarachas|asco|podrid\w*|dirty|rats|roaches|cockroach\w*|filthy|expired|shut down|inspectors?|inspeccion|aceite de hace)\b/;
/**
 * A refusal to order at all ("eu nem arrisco", "não vou nem arriscar", "passo longe") beside harm someone else went
 * through or saw (HARM_TOLD): "a minha prima passou mal com o yakisoba daí, eu nem arrisco", "dizem que tratam mal
 * os clientes, não vou nem arriscar" are rumours (round 6).
 */
const REFUSAL =
  /\b((eu )?(nem|nunca|nao) (vou |irei )?(nem )?(me )?(arrisco|arriscar|arriscaria|peco|pedir|pediria|compro|comprar|compraria|provo|provar|provaria)\b(?! (de novo|mais|outra))|passo longe|quero distancia|deus me livre|to fora)/;
const HARM_TOLD =
  /\b(passou mal|passaram mal|vomit\w*|intoxic\w*|diarreia|hospital|pronto.?socorro|achou (um|uma)|encontrou (um|uma)|acharam (um|uma)|trat\w* mal|maltrat\w*)\b/;
/**
 * A warning to the public, told as a thing to look up, not lived: "vcs sabiam? pesquisem", "joguem no google"
 * (round 6): a rumour when what is to be looked up is filth or a hazard (GRAVE_RUMOUR), not "pizza horrível,
 * pesquisem outras opções".
 */
const PUBLIC_WARNING =
  /\b((voces|vcs|vc|voce|gente|pessoal|galera) (ja )?sabia(m)?\b[^.!]{0,30}\?|pesquisem|procurem (no google|na internet|saber)|joguem no google|(deem|de) (um|uma) (google|pesquisada|googlada)|googlem)/;
/**
 * "nem vou pedir, as fotos são de banco de imagem, enganação", "não sou cliente, mas sei que…": no order yet, and
 * an accusation (round 6). Not "nunca mais vou pedir", "nunca vou pedir aqui de novo" or "não sou cliente de
 * reclamar", said after an order.
 */
const NOT_YET_ORDERED =
  /\b((nem|nunca) (vou|irei|pretendo|vou nem) (pedir|comprar|arriscar|provar|experimentar)\b(?![^.!?]{0,25}\b(de novo|denovo|mais|outra vez|reembolso|estorno|o dinheiro|desculpa))|nao sou (cliente|fregues)( (de voces|de vcs|daqui|dai|desse lugar|dessa loja))?\s*(,|\.|mas\b))/;
/** "trabalhei nesse restaurante e sei como tratam a comida. não peçam": an insider's word, no order behind it. */
const INSIDER =
  /\b(trabalhei|ja trabalhei|trabalhava|eu trabalhava) (ai|la|nesse|neste|nessa|nesta|na cozinha d\w+)\b/;
/** "vocês demitiram minha irmã", "não pagaram meu acerto": a grudge against the employer, no order behind it. */
const JOB_GRIEVANCE =
  /\b((demitiram|demitiu|despediram|despediu|dispensaram|dispensou|mandaram embora|mandou embora) (o |a )?(meu|minha|meus|minhas) (irma\w*|filh[oa]s?|mae|pai|prim[oa]s?|ti[oa]s?|marido|esposa|mulher|namorad[oa]|amig[oa]s?|cunhad[oa]|sobrinh[oa]|vizinh[oa]|net[oa]|sogr[oa])\b|me (demitiram|demitiu|despediram|despediu|dispensaram|dispensou|mandaram embora|mandou embora)\b|(nao|nunca) (me )?(pagaram|pagou|pagam|paga|acertaram|acertou) (o |os |a |as )?(meu |minha |meus |minhas )?(salario|acerto|rescisao|ferias|decimo|diarias?|horas? extras?|comissao|direitos)\b)/;
/**
 * "disseram que vcs usam gordura vegetal, é verdade? pergunto por curiosidade": a rumour asked about, not spread
 * (round 6). Unless what is asked about is filth or a hazard (GRAVE_RUMOUR): "dizem que a cozinha é suja, alguém
 * sabe se é verdade?" spreads it all the same (tuned set).
 */
const RUMOUR_ASKED =
  /\b((e|eh|isso e|isso eh|sera que e|seria) verdade|procede|confere)\s*\?|\b(pergunt\w*|so) (por|de) curiosidade\b/;
const GRAVE_RUMOUR =
  /\b(suj[oa]s?|sujeira|imund\w*|nojent\w*|chiqueiro|rato|ratos|barata|baratas|podre|estragad\w*|vencid\w*|interditad\w*|vigilancia|intoxica\w*|carne de (gato|cachorro|cavalo|rato|pombo|urubu)|golpe|fraude|roub\w*|trabalho escravo|lavagem de dinheiro)\b/;
/** "nunca pedi", "nem vou pedir": no order of one's own, whatever "pedi" says. */
const NEVER_ORDERED =
  /\b(nunca|nem|nao) (pedi|vou pedir|comprei|testei|provei|comi|vou comer)\b|\bhaven.?t (ordered|tried)\b|\bhave not (ordered|tried)\b|\b(yo no|no|nunca) (pedi|pido|he pedido|compre)\b|\bnever (ordered|will order|bought)\b/g;
/** "pra quem diz que é avaliação falsa: eu pedi ontem e…": an order of one's own, said outright. */
const OWN_ORDER_SAID =
  /\b(pedi (nota|troco|reembolso|estorno|cupom|pra|para|sem|com)\b|avisei (a loja|o restaurante|voces|vcs|o dono)|mandaram (\w+ )?(de brinde|junto)|na comida (dele|dela|do meu|da minha)|pedi (o|a|os|as) \w+|(passei|passamos) mal|comemos|achei (um|uma)|encontrei (um|uma)|(anos|meses) pedindo|sempre pe[cç]o|me responderam|comi e|pedi de \w+|hoje (errou|erraram|veio|chegou)|eu pedi|pedi (com|mesmo|assim)|chegou em \d+|pedi (ontem|hoje|agora|aqui|daqui|dai)|pedi e (veio|chegou)|pedi (\d+|um|uma|dois|duas)\b|resolvi pedir|pedimos|meu pedido|minha (comida|pizza|marmita|entrega)|(a|o) (minha|meu) sempre (veio|vem|chegou|chega)|no meu (pedido|prato|lanche)|d[ao] (marmita|pizza|lanche|pedido|comida|hamburguer|sushi|acai|esfiha|combo) de (ontem|hoje|anteontem)|(minha|meu) (filh[oa]|marido|espos[oa]|mulher|namorad[oa]|bebe)s? (vomit\w*|passou mal|passaram mal|ficou mal|teve diarreia))\b/;
/** "minha vizinha falou que era caro, resolvi testar e achei bem servido": hearsay the customer tried. */
const TRIED_IT =
  /\b(achei (fraco|ruim|sem graca|mediano|bom|boa|otim\w*|caro|gostos\w*)|resolvi (testar|pedir|experimentar|arriscar)|testei|experimentei|provei|(tinha|tem|tinham) razao|(e|era) (bom|boa|otim\w*|excelente) mesmo)\b/;
const OWN_ORDER =
  /\b(avisei|encargado|por telefono|llame|atencion|achei|encontrei|mordi|comi|comemos|mandei (foto|msg|mensagem)|liguei|peco|pecas|pedimos|perguntei|reclamei|estava|faltou|faltaram|negou|negaram|meu reembolso|falto|pedi|llego|vino|mi pedido|llame|comi|me intoxique|meu pedido|minha (comida|pizza|marmita|entrega)|pedi|pedimos|veio|vieram|chegou|entregaram|loja (disse|falou)|atendente)\b/;
/**
 * A refund asked of the marketplace: "cadê meu reembolso", "qro meu dinheiro d volta", "o suporte falou que ia
 * devolver 30 reais e só caiu 12" (an amount promised back, round 6), "o app só devolveu o frete" (a part).
 */
const REFUND =
  /\b((ifood|app|aplicativo)\b.{0,20}\b(so |apenas )?devolv\w* (\d+|r\$)|(o )?dinheiro sumiu|devolv\w* (a|o) (segunda )?cobranca|refund\w*|reembols\w*(?! (interno|da empresa|do trabalho))|estorn\w*|devolv\w* (o |meu |o meu )?dinheiro|devuelv\w* (el |mi )?dinero|no me (devuelve|devolvieron|reembolsa\w*)|nao quer (me )?devolver|devolv\w* (so |apenas )?metade|cade (o resto do |o )?meu dinheiro|resto do (meu )?dinheiro|dinheiro (de|d) volta|dinheiro\b.{0,15}\b(nao|nunca) (voltou|caiu|entrou|foi devolvido)|(so|apenas) (me )?(devolveu|devolveram|reembolsou|reembolsaram|estornou|estornaram) (o valor|o frete|a taxa|o de|um|uma|\d)|no me devuelven|devolv\w* (r\$ ?)?\d+([.,]\d+)? ?(reais|conto|pila|real)\b|(so|apenas) (caiu|voltou|entrou|devolveram|estornaram|devolveu|estornou) (r\$ ?)?\d+|ressarc\w*|chargeback|me devolvi\w*|devoluci\w*|dinheiro (ficou )?preso|dinheiro nao voltou|nao voltou (pro|para o) cartao|plata (todavia )?no volvio|money back|devolveram em credito|credito no (app|aplicativo|ifood))\b/;
/**
 * "Sábado faltou o refri e reembolsaram": a refund given, told in passing, is nothing to moderate. Nor one landed
 * ("o estorno caiu no dia seguinte, ok") or promised by the store beside the real complaint ("disseram que foi
 * engano da cozinha e que vão estornar"), unless the customer still waits for it (REFUND_WANTED, round 6).
 */
const REFUND_GIVEN =
  /\b((?<!\b(nao|nunca|so|ainda nao) )(o |a |meu |minha )?(estorno|reembolso|devolucao|dinheiro)( ja| todo| inteiro| certinho)? (caiu|cairam|voltou|entrou|retornou|foi (feito|devolvido|estornado|creditado))\b(?! so\b)|(disseram|falaram|prometeram|garantiram|avisaram|informaram)\b[^.!?]{0,60}\b(que )?(vao|iam|ia|vai|iriam|iria) (me )?(estornar|reembolsar|devolver)|aceitei o (estorno|reembolso)|reembolsaram|estornaram|estornou|devolve(ram|u) (o |meu )?(dinheiro|pedido)|reembolso (foi |veio )?(feito|aprovado|rapido|na hora)|reembolso\b.{0,20}\bja caiu|already refunded|(?<!\b(hasn.?t|haven.?t|didn.?t|never|not)( yet)? )refunded me)\b/;
/** A refund still waited for: "negaram o resto", "só caiu 12", "até agora nada", "já faz 10 dias" (round 6). */
const REFUND_WANTED =
  /\b(so|apenas) (caiu|voltou|entrou) (r\$ ?)?\d+|\bcade o resto\b|\b(ate agora|ate hoje|ate o momento) (nada|nao|nem)\b|\bqro\b|\bja (faz|fazem|se passaram|passou|passaram) (\d+|um|uma|dois|duas|tres|quatro|cinco|dez|quinze|vinte|trinta) (dias?|semanas?|mes|meses)\b|\bso (me )?(estornou|estornaram|devolveu|devolveram|reembolsou|reembolsaram)\b|\bnegaram o resto\b|\bonly refunded (me )?(half|part)\b|\brefunded (me )?only (half|part)\b|\b(n|nao|nunca|ainda nao|negaram|negou|cade|aguardando|esperando|quero|exijo)\b.{0,25}\b(reembols|estorn|devolv|dinheiro)|\b(so|apenas|somente) (metade|parte)\b|\b(estornou|estornaram|devolveu|devolveram|reembolsou|reembolsaram) (so |apenas )?(metade|parte)\b|\b(reembols|estorn)\w*\b.{0,15}\b(negad|indeferid|recusad|nao (caiu|veio|voltou))/;
const refundGranted = (text: string) => REFUND_GIVEN.test(text) && !REFUND_WANTED.test(text);
/** "preciso da nota pra pedir reembolso na empresa": an employer's expense refund, not the marketplace's. */
const EMPLOYER_REFUND =
  /\b(financeiro|empresa|firma|cnpj|nota fiscal|nota)\b.{0,60}\breembols|\breembols\w*\b.{0,15}\b(na|da|pela|com a|no|de la) (empresa|firma|trabalho|financeiro)\b/;
/** A refund asked for an item that did not come: the item is still a point of its own. */
const REFUND_OF_MISSING =
  /\b(que|q|do|da|dos|das|pel[oa]s?)\b.{0,25}\b(faltou|faltaram|faltando|nao veio|nao vieram|missing|falto)\b/;
const MARKETPLACE = /\b(aplicativo|app|ifood|suporte|plataforma)\b/;
const LEGAL =
  /\b(procon|vigilancia sanitaria|processo|processar|advogad\w*|justica|pequenas causas|boletim de ocorrencia)\b/;

/**
 * The app's own workings that APP_PROBLEM misses (round 6): the address it takes ("não consigo colocar meu endereço
 * no app, joga pra rua de trás"), the ways to pay it offers ("não aparece mais a opção de pagar em dinheiro"), the
 * reviews it shows ("minha avaliação anterior sumiu, o app apaga as reclamações?"), logging in, the hours it
 * shows ("o aplicativo mostrava a loja aberta", tuned set).
 */
const APP_FEATURE =
  /\b((app|aplicativo|ifood)\b[^.!?]{0,30}\b(mostra\w*|dizia|diz|aparec\w*|marca\w*) (a loja |o restaurante |a casa )?(como )?(aberta|aberto|o horario errado|horario errado)|(endereco|localizacao|cep)\b[^.!?]{0,40}\b(app|aplicativo|ifood)\b[^.!?]{0,60}\b(joga|jogava|muda|mudava|puxa|puxava|manda|mandava|errad\w*|trava|travava|nao (salva|aceita|deixa|acha|encontra|reconhece))|nao (consigo|consegui|da pra|deixa) (colocar|por|cadastrar|salvar|mudar|trocar|alterar|corrigir|achar|marcar) (o |meu |o meu |a |minha )?(endereco|localizacao|cep)\b[^.!?]{0,40}\b(app|aplicativo|ifood)|(nao aparece|nao aparecem|sumiu|sumiram|tiraram|nao tem mais|nao da mais|desapareceu|nao aceita mais) (mais )?(a |as )?(opc(ao|oes)|forma|formas|metodo) de (pagar|pagamento)|(opc(ao|oes)|formas?) de (pagar|pagamento)( \w+){0,3} (sumiu|sumiram|nao aparece\w*|desapareceu)|(minha |a minha |meu |o meu )?(avaliac\w*|comentario\w*|reclamac\w*)( \w+)? (sumiu|sumiram|foi apagad\w*|foram apagad\w*|foi removid\w*|foram removid\w*|foi excluid\w*|desapareceu|desapareceram)|(app|aplicativo|ifood) (apaga|some com|remove|deleta|esconde|censura) (as |minhas |os |meus )?(avaliac|reclamac|comentari)\w*|nao (consigo|consegui) (entrar|logar|fazer login|acessar) (no|na|o|a) (app|aplicativo|ifood|conta))/;
/**
 * What the marketplace's courier did that the courier rules miss (round 6): harassing the customer ("mandou
 * mensagem no meu whatsapp pessoal me chamando pra sair", "deu em cima de mim"), charging on his own ("cobrou 5
 * reais a mais de taxa de subir"), throwing the order ("arremessou a sacola por cima do portão"), the wrong door
 * ("entregou no vizinho", "precisa prestar atenção no número do apartamento"); the bag come open or unsealed in his
 * hands ("chegou com a sacola sem lacre", "perguntou se podia pegar um"), smelling of smoke (tuned set).
 */
const COURIER_MISCONDUCT =
  /\b(entregador\w*|motoboy\w*|motoqueiro\w*|moto boy|moco da entrega|rapaz da entrega|cara da entrega|repartidor\w*)\b[^.!?]{0,80}\b((chegou|veio|entregou|apareceu) (com )?(a |o )?(sacola|bolsa|bag|mochila|caixa|pedido|lacre)( \w+){0,3} (sem lacre|aberta|aberto|violad\w*|rasgad\w*)|(fedendo|cheirando) (a )?cigarro|(perguntou|pediu) se podia (pegar|comer|provar)|(pidio|exigio|cobro) (propina|plata|dinero)|(mandou|mandando|enviou|mandava|ficou mandando) (\w+ )?(mensage\w*|msg|whats\w*|zap|direct|dm|audio)\b[^.!?]{0,40}\b(pessoal|particular|depois da entrega|me chamando|chamando|perguntando se|querendo)|(me )?(chamou|chamando|convidou|convidando) (pra|para) sair|(deu|dando|dar) em cima|cantad\w*|assedi\w*|(pediu|pegou|salvou|usou|anotou) (o )?(meu|o meu) (numero|telefone|whats\w*|zap|insta\w*|contato)|me (seguiu|adicionou) no (insta\w*|facebook|whats\w*)|ficou me (olhando|encarando|secando)|(cobrou|pediu|exigiu|queria) (\d+ reais|r\$ ?\d+|\d+ ?(conto|pila)|uma taxa|taxa|um extra|a mais|gorjeta|pix)|(arremessou|arremessando|jogou|jogando|tacou|atirou|lancou) (a |as |o |os |minha |meu )?(sacola|sacolas|pedido|comida|lanche|pizza|caixa|marmita|encomenda|saco|tudo)\b[^.!?]{0,30}\b(portao|muro|grade|janela|cerca|varanda|sacada)|(entregou|deixou) (o pedido |meu pedido |a comida |o lanche )?(no|na|pro|pra|para o|para a) (vizinh\w*|casa errada|apartamento errado|endereco errado|bloco errado|outr[oa] (apartamento|apto|casa|bloco|predio|endereco|porta))|prest(ar|e|em|asse) (mais )?atencao (no|na|ao|a) (numero|endereco|apartamento|apto|bloco|casa|porta|complemento))/;
/** "veio trocado com o do vizinho, eu recebi o dele": two orders swapped at the doors, the courier's mix-up. */
const COURIER_SWAP =
  /\b((veio|vieram|foi|foram) trocad[oa]s? com (o|a|os|as) (pedido |comida )?d[oa]s? vizinh\w*|recebi o (pedido )?d[oa] vizinh\w*|(meu|o meu) pedido (foi )?(entregue )?(pro|para o|pra|no|na|para a) vizinh\w*)/;

/** Ready texts for the marketplace's moderation request: plain, factual, no insult repeated. */
export const MODERATION_REQUESTS: Record<ModerationReason, string> = {
  offensive:
    "Solicitamos a análise desta avaliação: ela usa palavras ofensivas dirigidas à nossa equipe, o que vai contra as regras de avaliação da plataforma. Pedimos a remoção do comentário.",
  notInOrder:
    "Solicitamos a análise desta avaliação: ela fala de um item que não fazia parte do pedido avaliado. Pedimos a conferência com os itens do pedido e a remoção do comentário.",
  courier:
    "Solicitamos a análise desta avaliação: a reclamação é sobre a entrega feita pelo entregador da plataforma, que não é da nossa loja. Pedimos que ela não conte na avaliação da loja.",
  app: "Solicitamos a análise desta avaliação: a reclamação é sobre o funcionamento do aplicativo (pagamento, cupom ou rastreio), que não é controlado pela loja. Pedimos que ela não conte na avaliação da loja.",
  hate: "Solicitamos a remoção desta avaliação: ela contém uma ofensa preconceituosa dirigida a uma pessoa (da nossa equipe ou ao entregador), o que fere as regras da plataforma e pode ser crime.",
  threat:
    "Solicitamos a remoção desta avaliação: ela traz uma ameaça contra a loja ou a nossa equipe, o que fere as regras da plataforma. Guardamos o registro.",
  noOrder:
    "Solicitamos a análise desta avaliação: o autor não relata um pedido e faz acusações sobre a loja a partir de boatos ou de terceiros. Pedimos a verificação de que existe um pedido ligado a ela e a remoção, se não houver.",
  refund:
    "Solicitamos a análise desta avaliação: a reclamação é sobre reembolso ou estorno, que é decidido e feito pela plataforma, não pela loja. Pedimos que o caso siga pelo suporte e não conte na avaliação da loja.",
};

const moderation = (reason: ModerationReason): Moderation => ({
  reason,
  explanation: MODERATION_REASONS[reason],
  request: MODERATION_REQUESTS[reason],
});

/** Laughter: an insult or a threat beside it, with nobody of the store named, is a joke among friends. */
const LAUGHTER = /\bk{3,}\b|\b(rs)+\b|\bhaha\w*|\bhuahua\w*|😂|🤣/u;
/** Who at the store an insult or a threat could be aimed at. */
const STORE_PEOPLE =
  /\b(atendentes?|donos?|donas?|gerentes?|cozinheir\w*|entregador\w*|motoboy|motoqueiro|caixa|garcom|funcionari\w*|voces|vcs|vc|voce|loja|restaurante|lugar|equipe|moca|moco|rapaz|menina|pessoal|staff|owner|cook|mao de vaca|mao de vacas)\b/;
/** Staff an insult is aimed at, named beside it; not the pizza box ("caixa amassada"). */
const STAFF_AIMED =
  /\b(atendente|moca do (telefone|whatsapp|chat|caixa)|mulher do telefone|menina do (telefone|caixa)|caixa(?! (da |de |do )?(pizza|papelao|isopor|lanche|esfiha|sushi)\b| (veio |chegou |tava |estava )?(amassad|rasgad|furad|molhad|abert|tort|dobrad|destruid|mole|suj|engordurad|encharcad|umid)\w*)|garcom|gerente)\b/;

type ModerationInput = {
  original: string;
  /** `original` folded (same length). */
  text: string;
  /** `original` normalised (chat spellings written out). */
  norm: string;
  /** The points read so far. */
  points: ReviewPoint[];
  /** What the first reading flagged. */
  firstReading: Moderation;
  /** The review compares with another store or an earlier order that went wrong. */
  comparison: boolean;
};

/** A courier or app point, when nothing graver is flagged: the marketplace's matter (item 4). */
export function marketplaceReason(
  topics: readonly ReviewTopic[],
  text: string,
): "app" | "courier" | undefined {
  if (topics.includes("app")) return "app";
  // "o entregador próprio de vocês foi grosso": the store's own courier is the store's to answer.
  if (topics.includes("courier") && !STORE_COURIER.test(text)) return "courier";
  return undefined;
}

/** The moderation of a reason, with its explanation and the ready request text. */
export const moderationFor = (reason: ModerationReason | undefined): Moderation =>
  reason ? moderation(reason) : null;

/**
 * The store's own courier, said as such: "entregador próprio de vocês", "o motoboy da loja", "entrega própria".
 * Not "o motoboy de vocês": customers say so of the marketplace's courier too.
 */
const STORE_COURIER =
  /\b(entregador\w*|motoboy\w*|motoqueiro\w*|entrega)\b(?![^.!?]{0,20}\bnao (e|era|eh|sao|foi)\b).{0,12}(?<!\b(nao|nem) (e|era|eh|sao|foi) )\b(propri[oa]s?|da loja|do restaurante|da casa)\b/;

/** A word that starts with a letter and hides digits or "@" among its letters: "b0st4s", "m3rd@", "1h40" not. */
const MASKED_WORD = /(?<![\p{L}\d])\p{L}[\p{L}@]*[\d@][\p{L}\d@]*/u;
const DIGIT_LETTERS: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "@": "a" };
/** "uns b0st4s" read as "uns bostas": the masked words spelt out. */
const unmasked = (t: string): string =>
  t.replace(new RegExp(MASKED_WORD.source, "gu"), (w) =>
    w.replace(/[01345@]/g, (c) => DIGIT_LETTERS[c] ?? c),
  );

/** The moderation reason, the points it changes, and the words never to quote back. */
export function moderate({
  original,
  text,
  norm,
  points,
  firstReading: moderationIn,
  comparison,
}: ModerationInput): {
  points: ReviewPoint[];
  moderation: Moderation;
  insults: string[];
} {
  let out = [...points];
  const has = (t: ReviewTopic) => out.some((p) => p.topic === t);
  const said = (re: RegExp) => re.test(text) || re.test(norm);
  const excerptAt = (re: RegExp) => (re.test(text) ? excerptOf(original, text, re) : quote(original, 120));
  // Moderation, the most serious reason first.
  const disowned = DISOWNED_QUOTE.test(text) && DISOWNING.test(text);
  // The customer's own words: a disowned quote taken out (the normalised text has lost the quote marks).
  // "vcs sao uns b0st4s": a word masked with digits is read as the word it spells too.
  const ownWords = (disowned ? [text.replace(DISOWNED_QUOTE, " ")] : [text, norm])
    .flatMap((t) => (MASKED_WORD.test(t) ? [t, unmasked(t)] : [t]))
    .map((t) => t.replace(new RegExp(REPORTED_INSULT.source, "g"), " ").replace(CHEAP_THING, " "));
  const saidOwn = (re: RegExp) => ownWords.some((t) => re.test(t));
  const insults = [
    ...new Set(
      [HATE, INSULT, NAME_CALLING, PROFANITY].flatMap((re) => [
        ...(text.replace(CHEAP_THING, " ").match(new RegExp(re.source, "g")) ?? []),
        ...(norm.replace(CHEAP_THING, " ").match(new RegExp(re.source, "g")) ?? []),
      ]),
    ),
  ];
  // "puta merda, que pizza boa", "que bosta, esqueci de pedir o molho, culpa minha": swearing in praise
  // or at oneself is no attack to moderate; nor is an exclamation ("porra, 2 horas pra chegar") or a
  // "pra caralho". Swearing aimed at the food or the place ("que merda de restaurante") is (and it is
  // never quoted either way).
  const praised = out.some((p) => p.topic === "praise") && !out.some((p) => p.topic !== "praise");
  const swore =
    ownWords.some((t) =>
      AIMED_SWEARING.test(t.replace(EXCLAIMED, " ").replace(INTENSIFIER, " ").replace(FOOD_SWORN, " ")),
    ) &&
    !praised &&
    !SELF_BLAME.test(text) &&
    !(SWORN_PRAISE.test(text) && !out.some((p) => p.topic !== "praise"));
  // "meu amigo é um esfomeado desgraçado, comeu a pizza sozinho kkk", "vou matar quem comeu meu último pedaço
  // kkkk": teasing among friends, nobody of the store named.
  const teasing = LAUGHTER.test(original) && !STORE_PEOPLE.test(text);
  // "vcs são uns ladrões... ladrões do meu coração, porção enorme": the insult word is love, and no complaint.
  const loving = AFFECTION.test(text) && !out.some((p) => p.topic !== "praise" && p.topic !== "general");
  if (loving) out = out.filter((p) => p.topic !== "general");
  // The app's own workings, or a courier's misdeed, that the first reading missed: a point of their own, and the
  // marketplace's matter. "o entregador cobrou 5 reais a mais", "nota 10 pro entregador que arremessou a sacola",
  // "veio trocado com o do vizinho" are the courier's doing, not a price, a praise, a wrong item or the app's.
  if (said(APP_FEATURE) && !has("app")) out.push(point("app", excerptAt(APP_FEATURE)));
  const misdeed = [COURIER_MISCONDUCT, COURIER_SWAP].find(said);
  if (misdeed) {
    out = out.filter(
      (p) =>
        !(
          ["price", "praise", "wrongItem", "app"].includes(p.topic) &&
          [COURIER_MISCONDUCT, COURIER_SWAP].some((re) => re.test(fold(p.excerpt)))
        ),
    );
    if (!has("courier")) out.push(point("courier", excerptAt(misdeed)));
  }
  let reason: ModerationReason | undefined;
  // "nunca pedi", "nem vou pedir" taken out: what is left is an order of one's own, if any.
  const ownOrder = text.replace(NEVER_ORDERED, " ");
  if (saidOwn(HATE)) reason = "hate";
  else if ((said(THREAT) || said(VIOLENCE)) && !teasing) reason = "threat";
  else if ((saidOwn(INSULT) || saidOwn(NAME_CALLING) || swore) && !teasing && !loving) reason = "offensive";
  else if (
    // "nunca pedi de vocês ainda, tem opção vegana?": a question before a first order accuses nobody.
    (said(NO_ORDER) &&
      !TRIED_IT.test(ownOrder) &&
      !OWN_ORDER_SAID.test(ownOrder) &&
      !(/\?\W*$/.test(text) && !said(ACCUSATION)) &&
      !(said(RUMOUR_ASKED) && !said(GRAVE_RUMOUR))) ||
    // "achei uma unha… mandei foto e disseram que…": the store's answer to a lived case is no rumour.
    // "disseram que…, é verdade?": a rumour asked about spreads nothing; "minha vizinha passou mal, nem arrisco"
    // does.
    (said(HEARSAY) &&
      !OWN_ORDER.test(ownOrder) &&
      (said(ACCUSATION) || (said(REFUSAL) && said(HARM_TOLD))) &&
      !(said(RUMOUR_ASKED) && !said(GRAVE_RUMOUR))) ||
    // "foi interditado, vcs sabiam? pesquisem", "nem vou pedir, propaganda enganosa": an accusation, no order.
    (said(PUBLIC_WARNING) && said(GRAVE_RUMOUR) && !OWN_ORDER.test(ownOrder)) ||
    ((said(NOT_YET_ORDERED) || said(INSIDER)) &&
      said(ACCUSATION) &&
      !OWN_ORDER.test(ownOrder) &&
      !OWN_ORDER_SAID.test(ownOrder)) ||
    // "1 estrela porque demitiram minha irmã": the employer reviewed, not the food.
    (said(JOB_GRIEVANCE) && !OWN_ORDER.test(ownOrder))
  )
    reason = "noOrder";
  // "veio com leite condensado… não pedi isso" is a note broken, not a review of another order.
  else if (moderationIn?.reason === "notInOrder")
    reason =
      comparison ||
      /\b(veio|vieram) com\b|\bcolocaram\b/.test(text) ||
      /\b(parecido|parecida|igual|melhor|pior|como o|como a|que o|que a) (com o |com a )?(d[oa] )?outr[oa]\b/.test(
        text,
      )
        ? undefined
        : "notInOrder";
  else if (
    REFUND.test(text) &&
    !refundGranted(text) &&
    // "não pedi dinheiro de volta, só queria que soubessem": no refund asked for.
    !/\bnao (pedi|quero|estou pedindo|to pedindo) (o |meu )?(dinheiro de volta|reembolso|estorno)\b/.test(
      text,
    ) &&
    // "pedí troco para 100 y me devolvieron 10 reales menos": the change, not a refund.
    // "paguei na maquininha do motoboy de vocês": the store's own card machine, the store's to refund.
    !/\b(troco|vuelto|maquininha)\b/.test(text) &&
    !EMPLOYER_REFUND.test(text) &&
    (MARKETPLACE.test(fold(original)) || !LEGAL.test(text))
  )
    reason = "refund";
  // The first reading's offensive words, when they were someone else's (quoted and disowned, or said to the customer).
  else if (
    moderationIn &&
    !(moderationIn.reason === "offensive" && (disowned || teasing || loving || REPORTED_INSULT.test(norm))) &&
    // "pizzaiolo desgraçado de bom": the first reading's bare word list, which the insults above read in full.
    !(moderationIn.reason === "offensive" && !saidOwn(INSULT) && !saidOwn(NAME_CALLING)) &&
    // "esperei 1h40 sendo que o app mostrava 40 minutos": an app point the refinement ruled out takes its flag
    // with it.
    !(moderationIn.reason === "app" && !has("app")) &&
    !(moderationIn.reason === "courier" && STORE_COURIER.test(text))
  )
    reason = moderationIn.reason;

  // "manda esse atendente … aprender a responder cliente": an insult aimed at the staff is a point about them too.
  if ((reason === "offensive" || reason === "hate") && !has("service") && STAFF_AIMED.test(text))
    out.push(point("service", excerptAt(STAFF_AIMED)));
  // A courier or app point found by the rules above: the marketplace's matter, as the first reading flags it.
  reason ??= marketplaceReason(
    out.map((p) => p.topic),
    text,
  );
  // "Cadê meu reembolso?" is the marketplace's refund, not an item missing from the order.
  if (reason === "refund") {
    // "só caiu 12. cadê o resto": the rest of the money, not an item missing.
    out = out.filter((p) => !(p.topic === "missingItem" && /^\W*cade o resto\W*$/.test(fold(p.excerpt))));
    // "faltou o açaí e o app negou o reembolso": the missing açaí stays; "cadê meu reembolso" goes.
    // "pedi reembolso do refri que faltou": the refund is the app's, the missing refri still a point.
    const safetyCase = out.some((q) => SAFETY_TOPICS.includes(q.topic));
    out = out.filter(
      (p) =>
        !REFUND.test(fold(p.excerpt)) ||
        // "pedi reembolso do lanche que veio com barata": the food-safety case is the store's, whoever refunds.
        SAFETY_TOPICS.includes(p.topic) ||
        (p.topic === "missingItem" &&
          (REFUND_OF_MISSING.test(fold(p.excerpt)) || /\b(veio|vieram) faltando\b/.test(fold(p.excerpt)))) ||
        // "não recebi e o ifood disse que não vai reembolsar": the order that never came stays a point.
        (p.topic === "notDelivered" && /\b(nao|nunca) (recebi|chegou|veio)\b/.test(fold(p.excerpt))) ||
        // "iFood denied my reembolso even with photos of the wrong order": the wrong order stays a point.
        (p.topic === "wrongItem" && /\b(errad\w*|trocad\w*|wrong|equivocad\w*)\b/.test(fold(p.excerpt))) ||
        // "passei mal, fui no pronto socorro e o ifood negou meu reembolso": beside a food-safety case, the rest of
        // a refund clause tells the case, which the safety reply answers; quoted back, it talks of refunds.
        (!(p.topic === "other" && safetyCase) &&
          fold(p.excerpt)
            .split(/,| e | mas | y | mesmo /)
            .some((part) => !REFUND.test(part) && part.trim().split(/\s+/).length >= 3)),
    );
    // Still a point to answer: the refund is the delivery app's, and the reply says so.
    if (!has("app"))
      out.push(point("app", excerptOf(original, text, REFUND), "Reembolso pelo app de delivery"));
  }
  // A rumour is no food-safety case and no complaint about an order: nothing to answer point by point.
  if (reason === "noOrder") out = out.filter((p) => p.topic === "praise" && false);
  // Insults are never quoted: excerpts lose them (the owner reads the review itself).
  if (insults.length > 0)
    out = out.map((p) => ({
      ...p,
      excerpt: insults.reduce(
        (e, w) => e.replace(insultPattern(w, "giu"), "***"),
        fold(p.excerpt) === p.excerpt ? p.excerpt : redactAccented(p.excerpt, insults),
      ),
    }));
  return { points: out, moderation: moderationFor(reason), insults };
}

/** An insult as it was matched, found again as a whole word: "f***" and "c*ralho" are words too, not patterns. */
function insultPattern(word: string, flags: string): RegExp {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+");
  return new RegExp(`(?<!\\w)${escaped}(?!\\w)`, flags);
}

/** Insults matched on the folded text, taken out of the accented excerpt at the same positions. */
function redactAccented(excerpt: string, insults: readonly string[]): string {
  let folded = fold(excerpt);
  let out = excerpt;
  for (const w of insults) {
    const re = insultPattern(w, "g");
    for (const m of [...folded.matchAll(re)].reverse()) {
      out = `${out.slice(0, m.index)}***${out.slice(m.index + m[0].length)}`;
      folded = `${folded.slice(0, m.index)}***${folded.slice(m.index + m[0].length)}`;
    }
  }
  return out;
}
