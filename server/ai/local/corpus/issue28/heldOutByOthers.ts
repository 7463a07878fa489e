import { parseReviews28 as parseReviews } from "./parse28";

/**
 * Issue 28, decision 046: the last sets written by others, never tuned on. `eval:content`
 * prints their figures only, never their misses; a set read after a miss moves to
 * `byOthers.ts` and a fresh one takes its place here.
 */

/** Set K: a quality reviewer's test set: plain, hard, safety, offensive and fake, Spanish and English. */
export const HELD_OUT_BY_OTHERS_K = parseReviews(
  "blindK",
  `
courier; mod:courier | o motoboy se recusou a subir. prédio sem elevador, sou idosa e deixei avisado na observação. me fez descer 4 andares de bengala
allergy | avisei na observação que tenho alergia a camarão. o risoto veio com camarão picadinho misturado, tive que tomar antialérgico às pressas
service | perguntei pelo chat se tinha opção sem glúten e a moça respondeu "lê o cardápio". simpatia zero
portion | "porção família" só se a família for eu e meu gato, e olhe lá
mod:threat; notDelivered | meu pedido não chegou e ninguém resolve. vou espalhar a foto e o endereço da casa do dono em tudo quanto é grupo, aguardem
taste | já foi minha hamburgueria preferida. hoje o pão vem seco e a carne sem gosto nenhum. o que aconteceu com vcs?
praise; paidExtra | não estou reclamando do sabor, que é bom. estou reclamando de pagar borda de catupiry e receber borda seca
service | quando reclamei o atendente falou "se não gostou pede em outro lugar". que profissionalismo
| pedi de novo o mesmo de sempre
praise | não tenho uma reclamação sequer. chegou tudo certo, quente e bem embalado
portion | a quentinha veio pela metade, dava pra ver o fundo do marmitex
general | esperava mais. bem mais.
unanswered | mandei msg no chat da loja perguntando pelo pedido. visualizaram e sumiram
general | Sinceramente, experiência lamentável. Não repetirei.
price | 38 reais num açaí de 500ml? puxaram demais no preço
mod:hate; courier; delay | entregador macaco, demorou uma eternidade e ainda ficou de cara feia quando reclamei
general | não vou dizer que foi ruim. vou dizer que paguei 70 reais pra jogar metade no lixo
praise | Riquísimo todo, la feijoada llegó calentita y bien servida. ¡Volveremos a pedir!
praise; delay | o lanche é ótimo, o problema é que pedi pro almoço e recebi na hora do café da tarde
mod:offensive; taste | cozinheiro porco do caralho, essa gororoba nem cachorro come
notDelivered; service | o pedido nunca chegou. liguei e a atendente riu e disse que não era problema dela
mod:threat; wrongItem | se vier errado mais uma vez eu vou aí pessoalmente e quebro essa loja inteira
mod:noOrder | dizem no bairro que eles reaproveitam a comida dos pedidos cancelados. fica o alerta
delay; cold; missingItem | mais de uma hora de espera, pastel frio e ainda esqueceram o refri. três erros num pedido só, deve ser recorde
taste | parmegiana encharcada de óleo, dava pra torcer o empanado
portion | fritas "grande" com uns 15 palitinhos. eu contei
cold | yakissoba chegou geladasso, parecia sobra de ontem tirada da geladeira
delay; cold | Tardó casi dos horas y la hamburguesa llegó helada. Qué decepción.
mod:offensive; courier; mod:courier | motoboy burro pra caralho, não sabe nem ler número de casa, rodou a rua 3 vezes
praise | Chegou antes do horário previsto e bem quentinho. Meus cumprimentos à cozinha.
delay | da próxima vez eu vou buscar a pé, chega mais rápido. e olha que moro a seis quadras
mod:refund | pedido cancelado pela loja há 12 dias e o estorno até agora não caiu no cartão
delay | parabéns pela entrega expressa: 2 horas e 10 minutos cravados 👏👏👏
pricePortion | no salão o x-tudo é enorme, no delivery veio metade do tamanho pelo mesmo preço. por quê?
pricePortion | uns anos atrás com 30 conto vinha marmita que sobrava pra janta. hj pago 42 e mal almoço
cold | amei comer hambúrguer na temperatura da geladeira, experiência gastronômica única. obrigada
wrongItem | impressionante como conseguem errar o mesmo pedido pela terceira vez seguida. é um dom
taste | way too salty, like someone knocked the whole shaker into the rice
other=pedido cancelado loja fechada | app mostrava a loja aberta, fiz o pedido e 30 min depois cancelaram dizendo que já tinham fechado
taste | arroz empapado, feijão sem sal e a carne dura feito sola de sapato
cold; missingItem; courier | tudo perfeito. só a pizza que veio fria, o refri que não veio e o motoboy que me xingou no interfone
allergy; poisoning | sou intolerante a lactose, pedi a versão zero lactose e claramente não era. passei mal a tarde inteira
praise; courier | comida impecável. já o entregador... arremessou a sacola por cima do portão e foi embora buzinando
poisoning | passei a madrugada vomitando depois do temaki. minha esposa que comeu o mesmo também
wrongItem; delay; unanswered | pedi frango c/ catupiry e veio atum, depois de 1h15. tentei falar no chat e ninguém respondeu
taste; price | a pizzaria aqui do lado tem o dobro de sabor pela metade do preço. fica a dica
notDelivered; unanswered | App says delivered. Nothing at my door, and nobody at the restaurant picks up the phone.
customisation | escrevi em CAPS LOCK na observação: SEM PICLES. adivinha o que tinha no lanche
delay | previsão era 40 min. chegou com 1h50 e nenhum aviso
foreignBody | achei um cabelo comprido enrolado no meio do macarrão, perdi o apetite
foreignBody | tinha uma barata pequena no canto da marmita. PEQUENA MAS TINHA
mod:noOrder | nunca pedi aí, mas um amigo que trabalhou na cozinha disse que tem rato pra todo lado
packaging | caixa da pizza chegou amassada e o queijo todo grudado na tampa
taste | fundo da pizza torrado preto, gosto de carvão em cada mordida
missingItem | o molho não veio, mas tudo bem, eu amo batata seca 🙃
foreignBody | mordi um pedaço de plástico duro dentro do quibe. podia ter quebrado um dente
app; mod:app | o cupom de 20% sumiu na hora de pagar e o aplicativo cobrou o valor cheio
| nem bom nem ruim. comida normal, preço normal
mod:offensive; delay | bando de incompetente, duas horas pra fazer um lanche. vão se foder
praise; price | é gostoso, não nego. mas 89 reais num combo pra dois não dá pra fazer toda semana
praise; taste | a carne estava ótima, o problema foi a salada: alface murcha e tomate molenga
spoiled | o molho branco tava com cheiro azedo, passado mesmo. joguei tudo fora
missingItem | não mandaram talher nem guardanapo. comi estrogonofe com colher de sobremesa q achei na gaveta
taste | pastel murcho e a massa crua por dentro, grudando no dente
melted; warmDrink | milk-shake chegou líquido e a lata de coca quente. num calor de 38 graus. complicado
price | R$ 14,90 de taxa de entrega pra 3 km. tá caro demais isso
delay | fiz o pedido 19h40 e o interfone só tocou 21h05. a fome ja tinha ido embora e voltado
praise; service | a comida salvou, porque o atendimento no telefone foi de uma má vontade impressionante
cold; packaging | pizza fria e toda escorregada pra um lado da caixa, recheio amontoado num canto
wrongItem | chegou o pedido de outra pessoa, sacola com o nome "Cláudia" grampeado. eu sou o Rogério
customisation | muito obrigado por mandar a cebola que eu pedi pra tirar, tava morrendo de saudade dela
delay; cold | 1h30 de espera pra receber uma lasanha gelada no centro
packaging; missingItem | tampa do açaí aberta, metade espalhado no fundo da sacola, e a colher? nem sinal
praise; portion | Prezados, o sabor continua maravilhoso, isso ninguém tira de vocês. Porém a porção encolheu bastante de uns meses para cá.
customisation | Asked for no mayo in the notes, the burger was swimming in it
warmDrink | o guaraná veio quente e choco, zero gás. parecia chá de guaraná
allergy; poisoning | sou celíaca, vocês anunciam massa sem glúten e veio massa de trigo comum. to com a barriga inchada e dor desde ontem
customisation | pedi o molho da salada separado e veio derramado por cima de tudo
mod:offensive; courier; mod:courier | el repartidor un maleducado de mierda, me tiró la bolsa en la cara
melted | o sorvete de flocos veio igual vitamina, tudo derretido dentro do pote
missingItem | o combo era com coca 2L e a coca não veio
paidExtra | paguei R$6 de cheddar extra e o lanche veio sem um fio de cheddar
app; mod:app | a loja não tem culpa nenhuma, foi o aplicativo que travou e não deixou eu colocar o complemento do endereço
notDelivered | no app consta "entregue" às 20:12 mas eu tava na portaria esperando e ninguem apareceu. cadê meu jantar??
praise; other=embalagem isopor plástico sustentável | comida boa, mas tudo vem em isopor e saquinho plástico. pra uma loja que se diz sustentável fica estranho
praise | hamburguer no ponto certinho, batata sequinha e crocante. virei cliente
mod:hate; service | o atendente é um viadinho escandaloso, me atendeu com deboche
mod:offensive; service | a dona da loja é uma grossa, mal amada, recalcada. atende todo mundo com cara de bunda
spoiled | o salmão do poke tava com um cheiro forte e meio viscoso, sei bem a diferença de peixe fresco
praise; portion | Tasty açaí, honestly, but the cup was barely half full
customisation; taste | pedi sem cebola porque tenho pavor e além de vir cheio de cebola o lanche tava salgado que nem água do mar
missingItem; unanswered; service | faltou o refrigerante. mandei mensagem, nada. liguei, me passaram pra três pessoas e desligaram na minha cara
wrongItem | pedi x-salada, me mandaram x-egg. não é a mesma coisa gente
raw | Hambúrguer vermelho vivo no centro, sangue escorrendo no pão. Carne moída crua não dá.
poisoning; spoiled | o estrogonofe tinha um gosto meio azedo e no dia seguinte diarreia forte, faltei o trabalho
courier; mod:courier | o entregador chegou com o lacre da sacola rasgado e a batata pela metade. tirem suas conclusões
pricePortion | 52 reais numa marmita que não enche nem meu filho de 7 anos
unanswered | liguei quatro vezes pra corrigir o numero do apto e ninguem atendeu o telefone da loja
warmDrink | suco de laranja morno. suco natural tem que vir gelado né
delay | Ordered at 8pm, food showed up at 9:40. Not great.
packaging | o caldo verde vazou inteiro na sacola, molhou até o pão
wrongItem | Pedí la pizza de pollo con catupiry y me mandaron una de calabresa, no es lo mismo
mod:refund; missingItem | faltou a sobremesa, o suporte do app prometeu reembolso do item e o dinheiro nunca apareceu
delay; taste | nem vou comentar a demora pq já me acostumei. mas batata mole e sem sal aí não dá
raw | o frango do meio da marmita tava rosado e molinho, cru mesmo. nem tive coragem de comer
missingItem | não sei se é azar mas das últimas três vezes sempre falta alguma coisa. dessa vez foi a farofa
pricePortion | Carísimo para lo poco que trae: 45 reales por tres pedacitos de pollo frito
mod:app; app | o app travou na hora do pix e cobrou duas vezes o mesmo pedido
diet | sou vegetariana e pedi o wrap de grão de bico. veio com frango desfiado no meio
other=nota fiscal CPF reembolso empresa | pedi nota fiscal com CPF na observação pq preciso pro reembolso da empresa e não mandaram
praise; wrongItem | entregador educadíssimo, nota 10 pra ele. já a loja mandou temaki de atum sendo que pedi de salmão
raw | Chicken was still pink in the middle. Couldn't eat it, threw it out.
price | nada contra a comida. mas taxa de serviço + taxa de entrega saiu mais caro que o próprio lanche
portion | Oh lovely, a "large" pizza roughly the size of a tortilla. Love that for me.
pricePortion | paguei por 300g de picanha, vieram 4 fatias finas que não dão 150g nem com reza
mod:noOrder | gente conheçam a Brasa do Zé, lá sim é hambúrguer de verdade. aqui é tudo congelado de mercado
missingItem | Faltó la bebida del combo, la pagué y nunca vino
diet; wrongItem | pedi o bolo diet pra minha mãe que é diabética e veio o de brigadeiro normal, cheio de açúcar. sorte que ela desconfiou antes de comer
allergy | Soy alérgica al maní, lo puse en la nota y el postre venía con maní triturado encima. Menos mal que lo vi a tiempo
delay; praise | atrasou uns 20 min mas veio tudo certinho e muito bem embalado, então releva
`,
);

/** Set N: many kinds of restaurant and many voices. */
export const HELD_OUT_BY_OTHERS_N = parseReviews(
  "blindN",
  `
praise | Pedi o combinado de 30 peças pro aniversário da minha mãe e ela amou, salmão brilhando de fresco e o arroz no ponto. Já salvei nos favoritos
praise | o açaí de 500 veio com a granola num potinho separado pra não amolecer, detalhe bobo que faz toda diferença
praise | Sou de Montes Claros e moro em SP faz 12 anos, esse tutu com torresmo me levou pra cozinha da minha avó. Obrigada de coração
praise | mano o x-tudo de vcs é o melhor da zona leste e eu já testei uns 15. pão selado na chapa, carne suculenta, slk
praise | pão de queijo ainda quentinho às 7 da manhã e o moço da entrega super educado. padaria nota mil
praise | I'm an American living in Curitiba and this is hands down the best pastel I've had here. Crispy, packed with filling, and the caldo de cana was ice cold
praise | Meus dois filhos que não comem nada raspam o prato desse yakisoba. Virou tradição de sexta aqui em casa kkkk
praise | esfiha aberta de carne com um limãozinho, massa fininha, e o kibe cru tava perfeito. família árabe aprova
praise | Soy argentino y no confiaba en la pizza brasileña, pero la de muzzarella con borde de catupiry me convenció. Masa finita, bien horneada, llegó en 30 minutos
praise | Marmita fit de frango com batata doce e o tempero tá na medida, sem aquele gosto de comida de hospital. Finalmente consigo fazer dieta sem sofrer
praise | Vaca atolada fervendo, farta, jantamos eu e meu marido e ainda sobrou pro almoço de amanhã. Preço honesto
praise | o brigadeiro de pistache é um absurdo. comprei a caixa de 12 e me arrependi de não ter pedido duas
praise | Tenho 71 anos e não me entendo com o aplicativo, liguei na loja e a moça fez o pedido pra mim com toda a paciência do mundo. Comida caprichada. Deus abençoe vocês
praise | burrito de carnitas gigante, guacamole feito na hora e a pimenta veio à parte como eu pedi. Já quero de novo
praise | picanha exatamente no ponto que pedi, farofa de ovo crocante e o vinagrete separadinho. Churrasco de verdade, não aquela carne cinza de sempre
praise | o hambúrguer vegano de grão de bico não desmancha na primeira mordida, coisa rara. E essa maionese de castanha, que vício
praise | Lasanha com molho de tomate de verdade, não aquele adocicado de lata. Parece de cantina do Bixiga
praise | Chegou antes do previsto, sacola lacrada, baião de dois cheiroso e carne de sol macia que desfia no garfo
praise | coxinha de costela com catupiry é o melhor salgado que já comi na vida, sem exagero nenhum. Sequinha por fora
praise | obrigado pelo bilhetinho escrito à mão e pela balinha 🥹 esse tipo de cuidado conquista a gente
praise | frango xadrez bem servido, pimentão ainda crocante e o rolinho primavera sem uma gota de óleo sobrando. Aprovado
praise | Ordered a poke bowl after the gym. Generous salmon, fresh mango, sauce on the side exactly like I asked. Will be back
praise | pastel de feira raiz, daqueles cheios de bolha. o de carne com ovo me fez voltar pros domingos com meu pai
praise | a tapioca de carne seca com coalho chegou inteira e quente mesmo com aquele temporal. entregador guerreiro demais
praise | Comprei bolo de pote de ninho com morango pra equipe do plantão e todo mundo veio pedir o contato de vocês. Cremoso sem ser enjoativo
praise | fazia anos que não comia um feijão tropeiro assim, com couve bem fininha e linguiça de verdade. Saudade de BH
praise | Vivo en Floripa hace dos años y el temaki de salmón con cebollín de ustedes es el mejor de la isla. Siempre llega bien armado
praise | suco verde sem açúcar e wrap integral em 20 minutos, tudo geladinho. salvou meu almoço entre uma reunião e outra
praise | rúcula com tomate seco perfeita, dá pra sentir que a massa é de fermentação natural. Vale cada centavo
| pedido ok
| chegou. ainda não comi, depois eu conto como foi
| normal, nem bom nem ruim
| primeira vez pedindo dessa loja
delay | pedi 19h10 e o lanche chegou 20h35. a fome já tinha ido embora
cold | a pizza chegou gelada, tive que esquentar no forno
wrongItem | escolhi o copo de 700ml e mandaram o de 300
missingItem | faltou a coca de 2 litros que vem no combo família
customisation | escrevi em letra maiúscula SEM CEBOLA e o lanche veio com cebola roxa por cima de tudo
portion | a marmita é tão pequena que meu filho de 8 anos come mais que isso
price | taxa de entrega de 14 reais pra dois quilômetros? sério mesmo?
packaging | o caldo da feijoada vazou e melou a sacola inteira, cheguei a manchar o sofá
paidExtra | paguei 6 reais de bacon extra e não achei um pedacinho sequer
pricePortion | o temaki subiu 5 reais desde o mês passado e veio com metade do recheio
warmDrink | guaraná quente e sem gás nenhum
melted | o sorvete de creme virou sopa, chegou derretido inteiro
notDelivered | no app tá como entregue mas aqui não chegou nada. Ninguém tocou o interfone, tô com fome até agora
service | perguntei no chat se dava pra trocar a batata por salada e a resposta foi "se quiser é assim, senão cancela"
unanswered | mandei mensagem pra loja três vezes perguntando se o pão de mel tinha glúten e nunca tive retorno
general | que decepção. esperava muito mais pelo que falam de vocês
taste | coxinha só massa e com gosto de óleo reutilizado
delay | previsão de 40 min, chegou com 1h50
taste | feijão tão salgado que não deu pra comer, joguei metade fora
portion | 8 peças de uramaki do tamanho de uma moeda de 1 real
wrongItem | veio o pedido de outra pessoa, na comanda estava escrito Juliana e eu sou o Marcos
customisation | pedi o molho à parte justamente pra salada não murchar e veio tudo misturado
missingItem | não mandaram talher nem guardanapo, trabalho na obra e tive que comer com a mão
price | 45 reais num prato feito de arroz, feijão e bife? tá de brincadeira
pricePortion | 38 reais por três pedacinhos de frango e uma colher de purê, não tem como
taste | massa da pizza crua no meio, grudando no dente
taste | açaí ralo, parece suco batido com gelo
taste | pão francês duro feito pedra, certeza que era de ontem
delay | Pedí a las 20h y llegó pasadas las 22h. Demasiado tiempo para una hamburguesa
missingItem | The combo came without the fried rice. Paid for yakisoba plus the side, and the side just wasn't there
general | horrível
wrongItem | pedi pastel de queijo e veio de palmito. detesto palmito
paidExtra | paguei borda de cheddar e a borda veio oca
portion | o pote de açaí de 500 veio até a metade, dava pra ver pela tampa
courier | o motoboy da loja chegou fumando e largou a sacola no chão do portão sem nem esperar eu descer
service | a moça do whats foi grossa só porque perguntei se tinha troco pra 100
other=nota fiscal CPF | pedi nota fiscal com CPF na observação e não mandaram, preciso pra reembolso da empresa
other=troco errado | paguei com nota de 100 e voltou troco de 20 reais a menos
delay | duas horas pra uma marmita. DUAS HORAS
taste | o kibe veio encharcado de gordura, deixou o papel transparente
other=pedido cancelado item esgotado | aceitaram o pedido e 30 minutos depois cancelaram dizendo que o frango tinha acabado. Tira do cardápio então
taste | El pastel estaba crudo por dentro, la masa pegajosa y sin sabor
taste | esse estrogonofe tá doce, parece que caiu açúcar no lugar do sal
wrongItem | pedi o salgado de frango com catupiry e mandaram de presunto e queijo
missingItem | faltaram os sachês de shoyu, sushi sem shoyu não dá
taste | a carne do espetinho tava dura que nem sola de sapato
packaging | o copo do milkshake veio sem tampa direito, metade escorreu na sacola
customisation | pedi a pizza bem assada, do jeito que tá escrito na observação, e veio branquela
unanswered | liguei na loja pra avisar que o endereço tinha o bloco errado e o telefone só chamava
taste | tapioca borrachuda e o recheio de frango sem gosto
warmDrink | o mate de limão que pedi veio morno, no calor de hoje isso é crime
general | não gostei de nada, infelizmente
delay; cold | 1h40 esperando pra receber um hambúrguer frio
cold; taste | batata frita murcha e fria, virou purê dentro da caixa
missingItem; unanswered | faltou o molho de alho, mandei mensagem no chat da loja e até agora silêncio
packaging; missingItem | a tampa da marmita abriu dentro da sacola e o suco de laranja nem veio
wrongItem; delay | atrasou 50 minutos e ainda trouxe pizza de frango no lugar da calabresa
praise; delay | comida maravilhosa como sempre, só que hoje demorou bem mais que o normal
praise; portion | o estrogonofe continua uma delícia, mas a porção encolheu, antes servia duas pessoas
taste; pricePortion | 62 reais num combinado sem gosto de nada e com pouquíssimo salmão
customisation; taste | pedi sem pimenta por causa da minha filha pequena, veio ardendo e ainda muito salgado
delay; service | atrasou 1 hora e quando liguei o rapaz falou "se não quiser esperar cancela aí"
paidExtra; cold | paguei queijo extra no x-salada, não veio, e o lanche chegou gelado
praise; packaging | o pudim é divino mas chegou de cabeça pra baixo, calda espalhada pela embalagem toda
pricePortion; price | 30 reais em quatro pastéis mirrados e mais 9 de taxa. não compensa
warmDrink; missingItem | refrigerante quente e esqueceram os sachês de ketchup
courier; delay | vi pelo mapa o motoboy de vocês parado 25 minutos num posto, chegou com tudo atrasado
praise; missingItem | Loved the feijoada, the meat was tender and the broth rich. But the farofa and orange slices were missing
praise; price | comida excelente, mas a taxa de entrega foi de 5 pra 12 reais, assim fica difícil pedir toda semana
cold; packaging | La sopa llegó fría y con la tapa mal cerrada, se derramó la mitad en la bolsa
delay; unanswered; cold | pedido levou quase duas horas, liguei três vezes sem resposta e a comida veio fria
customisation; missingItem | pedi o suco sem gelo e com sachê de mostarda no lanche: veio cheio de gelo e nada de mostarda
pricePortion; taste | temaki de 35 reais com mais arroz que peixe, e o arroz empapado
service; wrongItem | trocaram o sabor da pizza e no chat a atendente disse que eu pedi errado. tenho print do pedido!
packaging; taste | o pão do hambúrguer chegou esmagado e encharcado de molho, virou uma massa só
portion; missingItem | pouca carne na marmita e a salada que aparece na foto do cardápio não veio
delay; cold; missingItem | uma hora e meia de atraso, esfihas frias e a de chocolate que pedi pra sobremesa não veio
praise; taste | a atendente foi um amor, mas a pizza tava sem sal nenhum
wrongItem; paidExtra | veio de quatro queijos em vez de marguerita e a borda de catupiry que eu paguei nem sinal
delay; courier | atrasou 40 minutos e o motoboy da loja ainda reclamou comigo que o prédio era longe
taste; packaging | pastel sem crocância nenhuma porque veio dentro de saco plástico fechado, abafou tudo
customisation; service | pedi acarajé sem camarão e veio com, quando reclamei disseram que "todo mundo come assim"
praise; cold | o sabor do frango assado é ótimo, pena que chegou frio
pricePortion | cento e poucos reais no rodízio delivery e veio pouca coisa de cada tipo
missingItem; paidExtra | não veio o refrigerante e o adicional de ovo no pão de queijo recheado também não
delay | parabéns pela entrega expressa, só 2h15 pra atravessar três quarteirões 👏👏
cold | amei a pizza gelada, super refrescante nesse calor de 35 graus
taste | sal com um pouquinho de arroz, exatamente o que meu cardiologista recomendou 🙃
portion | a marmita "grande" é perfeita pra quem tá fazendo jejum intermitente
missingItem | obrigado por me ensinar a comer yakisoba sem hashi e sem garfo, desafio aceito 🙄
wrongItem | pedi frango e veio carne. adoro surpresa, quem precisa escolher o que come né
packaging | amei o molho de tomate espalhado pela sacola, decoração nova pra minha cozinha
pricePortion | 40 reais em 5 esfihas, beleza, vou vender um rim pra pagar o próximo pedido
melted | pedi milkshake de morango e recebi uma vitamina, bem mais saudável né 😂
customisation | "sem cebola" no dicionário de vocês deve querer dizer "com o dobro de cebola"
raw | frango cru por dentro, rosado e com sangue perto do osso. joguei fora
foreignBody | achei um cabelo comprido no meio do arroz, perdi a fome na hora
spoiled | maionese azeda, cheiro de estragado assim que abri a tampa
poisoning | comi o sushi ontem à noite e passei a madrugada vomitando, eu e minha esposa
foreignBody | tinha um pedaço de plástico duro dentro do pastel, quase quebrei um dente
raw | o hambúrguer de frango veio rosado e mole no meio, claramente malpassado
allergy | escrevi na observação que meu filho é alérgico a amendoim e o doce veio com paçoca ralada por cima. graças a Deus vi antes
spoiled | o iogurte que vem no açaí tava vencido, data de três dias atrás na embalagem
allergy | I told them I'm celiac, wrote it in the notes, and they sent the burger on a regular wheat bun. Not okay
diet | sou vegetariana há 10 anos, pedi a pizza de brócolis e achei bacon no meio
diet | pedi o suco SEM AÇÚCAR porque sou diabético e veio docinho
diet | tá escrito vegano no cardápio e o molho do nhoque tinha parmesão por cima
diet | marmita low carb com uma cama de arroz branco escondida embaixo da carne
diet; wrongItem | pedi o bolo zero açúcar porque minha mãe é diabética e mandaram o tradicional
mod:offensive; delay | bando de incompetente do caralho, 2 horas esperando essa merda
mod:hate; taste | só podia ser restaurante de viado mesmo, comida fresca sem sal nenhum
mod:threat; wrongItem | se vier errado de novo eu vou aí na porta e resolvo do meu jeito, vou expor vocês em todo grupo do bairro
mod:noOrder | nunca pedi aqui mas minha vizinha disse que acharam rato na cozinha, cuidado gente
mod:refund | o pedido foi cancelado e até agora o estorno não caiu no cartão, já são 15 dias
mod:app; app | o aplicativo travou na hora de pagar e cobrou duas vezes no meu cartão
mod:courier; courier | o entregador do iFood me xingou porque pedi pra ele subir até o apartamento, nunca vi tanta grosseria
mod:offensive; service | a atendente do telefone é uma anta, não entende nada do que a gente fala
`,
);
