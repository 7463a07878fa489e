import { DISH_KINDS, INGREDIENTS } from "../lexicon";

/**
 * Typo tolerance: a word the engine does not know is read as the review word
 * it is one slip away from ("queimda" → "queimada", "entrgador" →
 * "entregador"). Only words of five letters or more are corrected, and only
 * towards the words the topic rules look for, so a rare but correct word is
 * left alone rather than turned into a complaint.
 */

/** The words the review rules look for (folded). Their order breaks ties. */
export const TYPO_TARGETS = `demorou demora demorado demorada demoraram atrasou atrasado atrasada atraso
entregador entregadores motoboy motoqueiro queimada queimado queimadas queimados queimou
gelado gelada geladinho morno morna esfriou estragado estragada estragados azedo azeda podre mofado
cabelo cabelos barata baratas inseto insetos mosca formiga plastico vidro parafuso pessimo pessima horrivel
horroroso horrorosa terrivel errado errada errados trocado trocada trocaram faltou faltando faltaram esqueceram
esqueceu embalagem vazou vazando derramou derramado amassada amassado revirado salgado salgada salgadissimo
insosso insossa ressecado ressecada borrachudo oleoso oleosa murcha murcho murchas crua cruas cozido rosado
frango hamburguer pizza lanche refrigerante atendimento atendente cancelaram cancelado cancelou intoxicacao
intoxicado intoxicada vomitei vomitando vomitou diarreia alergia alergico alergica alergicos camarao amendoim
lactose gluten vegetariano vegetariana vegano vegana observacao porcao pequena pequeno minuscula cobraram
aplicativo deliciosa delicioso gostoso gostosa maravilhoso maravilhosa perfeito perfeita parabens recomendo
rapido rapida quentinha quentinho chegou vieram nojento nojenta decepcionante decepcionado decepcionada
absurdo absurda sacola molho educado educada grosso grossa grosseiro mal-educado ninguem responde respondeu
respondem entrega pedido estava faltava esperei esperando minutos horas atendeu atenderam telefone liguei
friozinho friazinha geladinha tiraram reembolso estorno`
  .split(/\s+/)
  .filter((w) => w.length >= 5);

/** Correct words near a target that must stay as typed (plurals, other tenses, everyday words). */
export const TYPO_KNOWN = new Set(
  [
    ...TYPO_TARGETS,
    ...DISH_KINDS.flatMap((k) => [...k.keys, ...(k.pluralKeys ?? [])]),
    ...INGREDIENTS.flatMap((i) => i.keys),
    ...`porque pouco pouca poucos tarde ainda ontem sempre depois antes agora todos todas tambem muito muita
mesmo mesma nossa nosso minha meu voces voce gente chegar chegaram chegue cheguei demore demorar atrasar
espera esperar esperamos esperou entregue entregou entregar entregaram pedidos pedimos pedir pediu comida
comidas gelados geladas frios frias mornos mornas quente quentes crocante crocantes saborosa saboroso gosto
gostei gostou gostamos adorei amei amamos otimo otima otimos otimas bom boa bons boas ruim ruins melhor pior
errei falta faltar faltam cabeca barato barata baratos baratas caro cara caros caras preco precos valor taxa
taxas porcoes entrega entregas pizzas lanches molhos sacolas estavam estive estavas fiquei ficou ficaram
vazio vazia cheio cheia lotado massa massas carne carnes queijo tempero sabor sabores prato pratos grosso
grossa grossos educados educadas respondem responder resposta respostas atendeu atender atendimento
vergonha pessoa pessoas cliente clientes horario horarios minuto semana sabado domingo dinheiro cartao
pagamento pagar paguei pagou trocar trocou troca troco inteiro inteira certinho certinha normal mandaram
mandar manda mandou chegando veio vinha passou passei passamos senti sentimos sinto dentro fora cozinha
tinha tinham nenhum nenhuma nunca jamais quase demais bastante achei acharam encontrei encontramos
porco suino linguica peixe salmao camarao costela picanha salsicha bacon pernil lombo asinha coxa
sobrecoxa peito almondega kafta cupim ostra polvo leite trigo nozes castanha castanhas gergelim mostarda
pimenta vinagre limao cebola tomate alface queijo presunto ketchup maionese talher talheres guardanapo
esmagado esmagada esmagou entregue entrego estragou gelatina geladeira morango mocoto
quantidade qualidade higiene cuidado atencao primeira segunda terceira`.split(/\s+/),
  ].filter((w) => w.length > 0),
);

/**
 * Dictionary words so rare that, in a delivery review, they are slips of a
 * target ("veio erado o sabor": "erado", aged, is a word; "errado" is meant).
 * Decision 041: the dictionary decides, this short list overrules it.
 */
export const RARE_WORDS_READ_AS_SLIPS = new Set(["erado", "erada", "erados", "eradas"]);
