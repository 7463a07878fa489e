/**
 * Dish names written for the evaluation, as owners type them: combos, pizza
 * halves, sizes and quantities, ALL CAPS, typos, regional dishes. Together
 * with the test corpus's names (corpus/dishNames.ts) they make the eval's dishes.
 */
export const EVAL_DISH_NAMES: readonly string[] = `
Combo 2 X-Bacon + fritas + refri 2L
Pizza G meia calabresa meia portuguesa
Petit gateau com sorvete
Coxinhas (10 un)
HAMBURGUER ARTESANAL 180G
strogonofe de frango
Baião de dois
Vaca atolada
Tacacá
Arrumadinho
Escondidinho de carne seca
Escondidinho de frango com catupiry
Moqueca de peixe
Moqueca baiana de camarão
Bobó de camarão
Acarajé
Pato no tucupi
Maniçoba
Galinhada
Arroz carreteiro
Feijão tropeiro
Tutu de feijão
Virado à paulista
Picadinho com arroz e farofa
Carne de sol com macaxeira
Sarapatel
Buchada
Cuscuz nordestino com ovo
Tapioca de queijo coalho
Bolinho de bacalhau (6 unid)
Pastel de feira carne
Esfiha aberta de carne (12 un)
Kibe frito 5 unidades
Pão de queijo 500g
X-TUDO
x egg bacon
X-Salada duplo
Cheeseburger + batata + coca lata
Combo família: 2 pizzas G + refri 2L
Combo casal 2 hamburguers e 1 batata grande
Pizza broto de chocolate com morango
Pizza meia muçarela meia frango com catupiry
Pizza 4 queijos G
pizza margherita
Calzone de calabresa
Lasanha bolonhesa 500g
Nhoque ao sugo
Parmegiana de carne com arroz e fritas
Frango a parmegiana
File mignon ao molho madeira
Picanha na chapa pra 2
Costela no bafo 1kg
Marmitex G frango grelhado
Marmita fitness frango e batata doce
PF de bife acebolado
Feijoada completa (serve 2)
Yakisoba de frango
Temaki salmão completo
Combinado 20 peças
Hot roll (10 un)
Uramaki Filadélfia
Poke de salmão
Açaí 500ml com granola e leite ninho
Açaí na tigela 700 ml
Milkshake de ovomaltine 400ml
Brigadeiro gourmet (caixa c/ 4)
Bolo de pote de ninho com nutella
Pudim de leite
Torta de limão (fatia)
Brownie com sorvete
Churros recheado de doce de leite
Sorvete 2 bolas
Suco de laranja 500ml
Caipirinha de limão
Chopp 300ml
Heineken long neck
Água sem gás 500ml
Guaraná 2L
Batata frita com cheddar e bacon
Porção de calabresa acebolada
Isca de peixe
Frango a passarinho 500g
Mandioca frita
Torresmo
Pastel de queijo (4 un)
Empada de palmito
Quiche de alho poró
Salada caesar com frango
Wrap de frango
Crepe de frango com requeijão
Omelete de queijo e presunto
Sanduíche natural de atum
Misto quente
Cachorro quente completo
Dogão prensado
Burrito de carne
Tacos de frango (3 un)
Nachos com guacamole
Caldo verde
Sopa de legumes 500ml
Risoto de cogumelos
Espaguete à carbonara
Fettuccine alfredo
Salmão grelhado com legumes
Tilápia frita com pirão
Camarão na moranga
Baguete de calabresa
Bauru
Beirute de rosbife
Prato feito de frango
Marmita de costela com mandioca
`
  .split("\n")
  .map((s) => s.trim())
  .filter(Boolean);
