import { NOTE_HONOURED } from "../reviewRules";
/**
 * The words behind the facts the reply needs beyond the topic (read by
 * engine/reviews/facts.ts): what was found in the food, which
 * allergen, which channel failed. Regular expressions over normalised text
 * (see normalise.ts). Safety facts are read generously: a serious reply to a
 * mild case costs little; a cheerful reply to a real one costs a customer.
 */

/** A negation just before a match: two words at most, none of them an "e" that starts another clause. */
export const NEGATED = /\b(nao|nem|nada|sem|nunca)\s+((?!e\s)\w+\s+){0,2}$/;

export const MEAT =
  "frango|galinha|carne|porco|suino|linguica|hamburguer|peixe|salmao|camarao|bife|costela|file|picanha|salsicha|bacon|pernil|lombo|asa|asinha|coxa|sobrecoxa|peito|almondega|kafta|espetinho|cupim|fraldinha|maminha|alcatra|frutos do mar|ostra|marisco|lula|polvo|atum|bacalhau|tilapia|merluza|ovo|ovos|gema|gemas";
export const RAW =
  /\b(cru|crua|crus|cruas|mal cozid\w*|mal assad\w*|mal passad\w*|malpassad\w*|rosad\w*|rosinh\w*|rosa por dentro|vermelh[oa] (perto do osso|por dentro|no meio)|sangrando|sangrent\w*|com sangue|gelad\w* por dentro|transparente por dentro|translucid\w* (no meio|por dentro)|sangue (perto do|no) osso|nem encostou na (chapa|grelha|panela|frigideira)|(veio|vem|chegou|tava|estava|ainda) mugindo|ainda mugia|ainda (cacarejava|cacarejando))\b/;
/** Dishes raw by recipe (sushi, kibe cru…), and the words that still make them a raw complaint. */
export const RAW_DISH =
  /\b(temaki|sushi|sashimi|poke|uramaki|niguiri|carpaccio|tartar\w*|ceviche|kibe cru|quibe cru|tataki|gravlax)\b/;
/** "tataki selado por fora e cru por dentro, perfeito": raw as the dish should be, and liked. */
export const RAW_LIKED =
  /\b(perfeit\w*|delicios\w*|do jeit(o|inho) que (eu )?(amo|gosto)|como (eu )?pedi|maravilh\w*|no ponto certo|divin\w*)\b/;
export const RAW_COMPLAINED = /\bcru[as]? (demais|por dentro|no meio)\b|\bcara de cru\b|\bmal (cozid|passad)/;

/** "pior experiência", "nunca mais": a verdict on the whole, answered beside the points it sums up. */
export const OVERALL_VERDICT =
  /\b(experiencia foi (tao |muito |bem )?(ruim|pessima|horrivel|decepcionante)|pior (experiencia|lugar|restaurante|delivery|pedido)|experiencia (horrivel|pessima|terrivel|lamentavel)|nunca mais|nao volto|nao recomendo)\b/;

/** A bad experience said without naming what went wrong ("comida horrível, nunca mais"). */
export const BAD_EXPERIENCE =
  /\b(horrivel|horroros[oa]|pessim[oa]|terrivel|nojent[oa]|lixo|porcaria|nunca mais|pior \w+ (da|de|que)|decepcion\w*|uma merda|de merda|uma bosta)\b/;

/** Meats where "mal passado" or pink is a risk, not a taste: poultry, pork, sausage. */
export const RISKY_PINK =
  /\b(frango|galinha|porco|suino|suina|bisteca|costelinha|linguica|pernil|lombo|coxa|sobrecoxa|asa|asinha|peito|carne moida|moida|nuggets?|chicken|pollo|cerdo)\b/;

export const SPOILED =
  /\b((alface|salada|verduras?|folhas?|rucula|couve|tomates?|frutas?|morangos?|banana)\b[^.!?]{0,40}\b(ja )?(tava|estava|era|veio|vieram) (passad[oa]s?|podre|babando)|ranc(o|oso|osa|ido|ida)|gosto de ranco|(leite|nata|milk ?shake|iogurte)\b[^.!?]{0,30}\b(coalhad[oa]s?|virou (iogurte|coalhada|queijo))|estragad\w*(?<!(noite|dia|festa|surpresa|comemoracao|sabado|domingo|feriado|fim de semana|jantar|almoco|aniversario|folga|programa) (ficou |foi )?(meio |toda |toda a |totalmente )?estragad\w*)|azed\w*(?! de tanto)|fermentad\w*|vencid\w*|podre|mofad\w*|mofo|fora da validade|cheiro de geladeira|cor (esquisita|estranha)|borbulhand\w*|vida propria|validade\b.{0,50}\b(semana passada|mes passado|ontem|vencid\w*|passou)|cheiro (ruim|estranho|esquisito|de podre|azedo|forte(?! de (cachaca|bebida|alcool|perfume|cigarro)))|cor acinzentad\w*|cheir\w* (a |de )?amonia|gosto de (carne |peixe )?(velh[oa]|podre)|avinagrad\w*|esverdead\w*|aspecto (diferente|estranho|esquisito)|cheiro de (peixe )?(velho|podre)|odor (desagradave\w*|estranho|forte|ruim)|sabor alterado|condic\w* de consumo|impropri\w* (para|pra) (o )?consumo|sobra de (dias|semana)|escurecid\w*|aspecto de (varios|muitos) dias|cheiro de amonia|cheiro que nem (o |meu |minha )?(gato|cachorro|cachorra)|cheirando mal|cheirava mal|amoniaco|(alface|tomate|fruta|banana|morango|salada|verdura|folhas?|rucula|agriao)\b.{0,30}\b(marrom|marrons|gosment\w*|podr\w*|passad[oa] do ponto (faz|ha) (tempo|dias))|bolinhas (azuis|verdes|brancas)|gosto de (podre|estragado|azedo|velho|passado)|aquele cheirinho|fedend\w*(?! a (cigarro|fumaca|perfume|gasolina))|fedia|bolor\w*|fungo\w*|contaminad\w*|(leite|iogurte|nata|coalhada|milk ?shake|vitamina)\b.{0,25}\btalhad[oa]s?)\b/;
export const POISONING =
  /\b(minha barriga que o diga|fiquei ruim|vaso sanitario|estomago (ta |tava |esta |estava |ficou )?(revoltad\w*|embrulhad\w*)|caganeira|cagaceira|(to|tou|estou|fiquei) de atestado|ruim da barriga|(ficou|ficaram|ficamos) (tudo |todos |todo mundo )?ruim|faltei (no|ao) (trampo|trabalho|servico)\b.{0,30}\bpor causa d\w*|pass(ei|amos|ou|aram|ando) (muito |tao |super )?mal(?! de (tanto (que comi|rir|comer)|rir|tao (bom|boa|gostos\w*)|felicidade))|infecc\w*|intestin\w*|(?<!\b(estava|estavam|esta|ta|tava|estou|to|anda|andava|estamos|estavamos|andou) com )febre|piriri|dor no estomago|(?<!\b(tenho|tem|sofro de|com|sou de) )gastrite|gastroenter\w*|colica\w*|noite no banheiro|(fiquei|fui|ficou|ficamos) de cama|(sentad[oa]|passei a noite) na privada|entre a cama e o banheiro|nao (sai|saimos|saiu|saiam) do banheiro|barriga inchada|dor desde ontem|indo e voltando do banheiro|estomago embrulhad\w*|embrulhou o estomago|(fiquei|tive que ficar|peguei) (de )?atestado|enjo(o|ei|ou|ada|ado|amos)\b(?! (de|pra|para) )|(fiquei|passei|passamos|ficamos) (a |o )?(noite|madrugada|dia|tarde)( \w+)? no banheiro|correndo (pro|para o) banheiro|intoxica\w*|dor de barriga|diarreia|vomit\w*|mal.estar|(?<!(podia|poderia|podiam|quase) ter (ido|parado|ido parar) )(?<!\b(plantao|trabalh\w*|entrar|subir|entregar|entrega|portaria|recepcao|enfermeir\w*|medic[oa]s?|acompanh\w*|internad[oa]s?|visit\w*)\b.{0,30})(no|na|ao|pro|pra|para o|para a|a) (hospital|pronto.socorro|upa|emergencia)(?! (acompanhando|com (o |a )?(meu|minha|meus|minhas)|visitando|trabalhando|de plantao))|(?<!\b(estava|estavam|esta|ta|tava|estou|to|anda|andava|estamos|estavamos|andou) com )virose|salmonela|bacteria\w*|me dio diarrea|diarrea)\b/;
// (Sweet "de enjoar" or "enjoativo" is taste: POISONING says "enjoo", "enjoei", never "enjoar" alone.)
export const ALLERGY =
  /\b(aplv|alergi\w*|alergic\w*|intoleran\w*|celiac\w*|anafilax\w*|boca (formigando|inchad\w*|cocando)|garganta (fechando|inchad\w*|cocando)|labios? inchad\w*|reacao alergica|crise alergica|antialergic\w*|sou (vegan|vegetarian)\w*|somos (vegan|vegetarian)\w*|(?<!gravida\b.{0,40})nao (como|comemos|posso comer|pode comer) (carne|porco|frango|peixe|camarao|gluten|lactose|leite)(?! cru)|(prato|opcao|lanche|hamburguer|pizza|marmita|pedido) (vegetarian|vegan)\w*.{0,40}\b(carne|frango|bacon|presunto|calabresa|peixe|linguica|pedacos de))\b/;

export const ALLERGENS =
  `camarao|amendoim|castanha|castanhas|nozes|leite|lactose|gluten|ovo|ovos|peixe|frutos do mar|soja|
trigo|gergelim|porco|carne|frango|bacon|queijo|mostarda|kiwi|morango|corante|pimenta`.replace(/\s/g, "");

/** "Pedi sem leite e veio com creme de leite": a common allergen left out on purpose and sent anyway. */
export const ALLERGEN_LEFT_OUT =
  /\bsem (leite|lactose|gluten|amendoim|camarao|castanha|castanhas|nozes|ovo|ovos|frutos do mar|soja|gergelim)\b.{0,60}\b(veio|vieram|tinha|mandaram|colocaram|com)\b.{0,30}\b\1\b/;
/** "Pedi o vegano e tinha queijo": an animal product in a vegan or vegetarian dish. */
export const NOT_VEGAN =
  /\b(vegan|vegetarian)\w*\b.{0,60}\b(veio|tinha|vieram|mandaram|colocaram|com)\b.{0,40}\b(carne|frango|bacon|queijo|parmesao|mussarela|leite|ovo|presunto|calabresa|peixe|camarao|linguica|manteiga|cream cheese|maionese|requeijao|catupiry|laticinio\w*|mel|pedacos? de)/;

/** Diets rather than allergies: the reply says "restrição alimentar". */
export const DIET = /\b(vegan|vegetarian)\w*|\bnao (como|comemos|posso comer|pode comer)\b/;

export const FOUND = [
  ["cabelo", "um fio de cabelo"],
  ["barata", "uma barata"],
  ["inseto", "um inseto"],
  ["mosca", "uma mosca"],
  ["mosquito", "um mosquito"],
  ["formiga", "formigas"],
  ["larva", "uma larva"],
  ["lagarta", "uma lagarta"],
  ["minhoca", "uma minhoca"],
  ["lesma", "uma lesma"],
  ["verme", "um verme"],
  ["bicho", "um bicho"],
  ["bichinho", "um bichinho"],
  ["plastico", "um pedaço de plástico"],
  ["vidro", "um caco de vidro"],
  ["metal", "um pedaço de metal"],
  ["arame", "um fio de arame"],
  ["palha de aco", "um pedaço de palha de aço"],
  ["parafuso", "um parafuso"],
  ["prego", "um prego"],
  ["pelos", "pelos"],
  ["grampo", "um grampo"],
  ["pedra", "uma pedra"],
  ["pedrinha", "uma pedrinha"],
  ["unha", "uma unha"],
  ["curativo", "um curativo"],
  ["band-aid", "um curativo"],
  ["luva", "um pedaço de luva"],
] as const;

export type Channel = "chat" | "whatsapp" | "phone";

/** A complaint about the marketplace itself, which the restaurant does not control. */
export const APP_PROBLEM =
  /\b(app|aplicativo)\b[^.!?]{0,15}\b(dizia|dizendo|mostrava|mostrando|mostrou|marcava|marcando)\b[^.!?]{0,60}\b(\d+ ?min\w*|\d+ ?h\b|\d+h e meia|uma hora|hora e meia|em preparo|saiu (pra|para) (a )?entrega|a caminho|o tempo todo|mesmo depois)|\b(tempo|previsao)\b.{0,20}\b(foi|ficou) mudando sozinh\w*|\bmapinha\b.{0,40}\b(parad[oa]|travad[oa]|congelad[oa])\b|\bse o (app|aplicativo) mostrasse\b|\b(status|mapa)\b.{0,60}\b(nada se mexia|nao se mexia|nada mudava|nao mudava)\b|\baplicativo\b.{0,40}\b((mostr|diz|dizia|marc|const|aparec)\w* (como )?entregue|trav\w*|caiu|bug\w*|erro|nao (funciona\w*|abr\w*|aceit\w*|aplic\w*|mostr\w*|atualiz\w*)|cobrou|rastreio|cupom)|\bcupom\b.{0,30}\bnao (funcionou|aplicou|valeu|foi aplicado|entrou)|\brastreio\b.{0,30}\b(errado|parado|nao|mostr\w*|dizia|marcav\w*)|\bpagamento\b.{0,30}\b(nao|recusad\w*|erro|duplic\w*)|\bcupom\b.{0,40}\b(sumiu|desapareceu)|\baplicativo e uma bagunca\b|\brastre\w*\b.{0,20}\b(travad\w*|nao atualiza\w*)|\bnao consegui (pagar|finalizar|usar o cupom)\b|\bcupom\b.{0,40}\bnao (aplicava|funcionava)\b|\baplicativo\b.{0,25}\b(porcaria|lixo|horrivel|uma bosta)|\b(problema|culpa|erro|falha) do aplicativo\b|\bnao consegui (aplicar|usar) o cupom\b|\bcobr\w* (2x|duas vezes|em dobro|dobrado)\b|\bcobranca (dupla|duplicada)\b|\baplicativo e uma (piada|vergonha|porcaria)\b|\baplicativo\b.{0,40}\b(notificac\w*|levou .{1,20} (pra|para) achar|nao tem entregador)|\bsuporte\b.{0,30}\b(robo|automatic\w*)|\b(aplicativo|ifood|rappi|99 ?food)\b.{0,30}\b(cancelou|me deslogou|deslogou|cobrou o (valor )?cheio|bloqueou|sumiu|encerrou o atendimento)|\bcancel\w* pelo (aplicativo|ifood|rappi)\b|\bcupom\b.{0,40}\b(indisponivel|expirou)|\bsumiu do (aplicativo|app)\b|\bchat do (ifood|aplicativo)\b|\bbug do (ifood|aplicativo)\b|\b(rastreamento|tracking)\b.{0,40}\b(congel\w*|parad\w*|useless|nao atualiza\w*)|\bcodigo por sms\b|\bmapa do (aplicativo|app)\b.{0,40}\b(mostrava|errad\w*|outro lado)|\btaxa (de servico |de entrega )?do aplicativo\b.{0,30}\b(subiu|aument\w*|abusiv\w*|absurd\w*|cara|caro)|\baplicativo\b.{0,25}\b(ficava mudando|ficou mudando|mudando a previsao|mudou a previsao|congel\w*|fora do ar|nem (tem|deixa)|nao deixa|se trabo|trabou|prometeu|ficou rodando)|\b(rastreio|mapa) do aplicativo\b.{0,30}\b(congel\w*|parad\w*|travad\w*)|\btaxa de servico do aplicativo\b/;

/** "isopor vagabundo", "queijo vagabundo": a thing called cheap, no insult to anyone (taken out before insults are sought). */
export const CHEAP_THING =
  /\b(isopor|embalage\w*|material|produto|queijo|ingredientes?|potes?|caixa|sacola|marmita|plastico|copos?|talher\w*|comida|pizza|lanche|hamburguer|carne|presunto|mussarela|refri\w*|molho|massa|pao|oleo|salsicha|linguica|qualidade|coisa|tempero|cafe|chocolate|sorvete|acai|papel)( \w+)? vagabund[oa]s?\b/g;

export const OFFENSIVE =
  /\b(fdp|vagabund\w*|otari\w*|idiota\w*|imbecil\w*|babaca\w*|lixo de (gente|lugar|restaurante|loja)|ladr(ao|oes|a)|safad\w*|cretin\w*|desgracad\w*|cu)\b/;

/** The customer says the item was never part of the order ("nem pedi", "não era do meu pedido"). */
export const NOT_IN_ORDER =
  /\b(nem|nao) pedi (isso|esse|essa|este|esta|nada disso)\b|\bnao (fazia|faz|era) parte do (meu )?pedido\b|\boutro restaurante\b|\boutra loja\b/;

/** "o frango não tava cru como eu tinha medo": a problem said not to have happened is no complaint. */
export const DENIAL = new RegExp(
  String.raw`${NOTE_HONOURED}|\b(errad[oa]|erro|culpa) (fui|foi|era) eu\b|\bfui eu que\b|\ba culpa (foi|e|era) minha\b|\bnao vou (entrar em detalhes|me alongar|falar mais|detalhar)\b|\b(nao|nem)\s+(estava|veio|vieram|chegou|chegaram|ficou|era|tinha)\s+(\w+\s+)?(cru|crua|crus|fri[oa]s?|gelad\w*|errad\w*|atrasad\w*|salgad\w*|queimad\w*|ruim|pouc[oa]|amassad\w*|vazad\w*|sem sal|dur[oa]|sec[oa]|mole|nada de errado|estragad\w*|podre|vencid\w*|azed\w*)\b|\bnao (e|eh) (essa|esta|isso) a reclamacao\b|\bo problema (sou|era|e) eu\b|\b(nunca|jamais|nao) (tive|tivemos|teve|deu|houve)( nenhum| qualquer| um)? problemas?\b|\b(sem|nenhum|zero) problemas?\b|\b(nao|nem|nada) (vazou|derramou|amassou|atrasou|esfriou|demorou|tombou|revirou)\b|\b(nada|nem um pouco|zero) (gorduros\w*|oleos\w*|salgad\w*|insoss\w*|enjoativ\w*|pesad\w*|sec[oa]|dur[oa]|borrachud\w*|queimad\w*|atrasad\w*|demorad\w*)\b`,
);

/** "porque aqui não chegou": a clause that only says something did not come, continuing the one that names it. */
export const NOT_ARRIVED_CLAUSE =
  /^(porque|pq|que|e|mas|so que)?\s*(aqui |ate agora )?(nao|nunca|nem) (chegou|veio)\W*$/;

/** Someone coming back to set a slip right of their own accord: "o entregador voltou pra me devolver o troco". */
export const KINDNESS =
  /\b(voltou|voltaram|retornou|retornaram) (para|pra) (me |nos )?(devolver|trazer|entregar|acertar)\b/;
