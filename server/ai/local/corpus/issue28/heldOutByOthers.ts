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

/** Set L: delivery restaurants across Brazil. */
export const HELD_OUT_BY_OTHERS_L = parseReviews(
  "blindL",
  `
paidExtra; packaging | borda de catupiry paga e a borda veio sem nada; a pizza ainda chegou escorregada pra um canto da caixa
wrongItem; cold | Pedí acarajé y me mandaron abará, y encima llegó frío.
praise | esfiha aberta de carne com limão espremido na hora, igualzinha à da minha vó em Campo Grande. passem meu abraço pra cozinha
mod:refund | cancelaram meu pedido faz 12 dias e o estorno até hoje não caiu no cartão. ninguém resolve nada
| primeira vez pedindo, ainda não provei tudo. depois volto pra contar
praise | sanduíche de costela desfiada com cebola caramelizada. só isso. perfeito.
praise | La pizza de rúcula con tomate seco llegó perfecta, masa finita y crocante. Ya es la tercera vez que pido desde que llegué a Florianópolis y no falla.
cold; courier | comida fria e o entregador ainda largou a sacola em cima do muro sem tocar o interfone
paidExtra | paguei 6 reais na borda de cheddar e a borda veio oca
taste; packaging | coxinha murcha e suada, essa embalagem fechadinha abafa tudo
missingItem | não mandaram hashi nem shoyu. comi sushi de garfo com sal de cozinha
unanswered | mandei mensagem no chat às 19h perguntando do pedido. 20h30 e nem um "oi"
wrongItem; service | veio calabresa no lugar de frango. reclamei no chat e disseram que EU pedi errado. fui conferir o print: pedi certo
taste; pricePortion | kit churrasco: linguiça carbonizada por fora, cupim duro de cortar com serrote. 120 reais pra isso?
praise | Best shawarma I've found since moving to Belo Horizonte. The garlic sauce is the real thing, not mayo pretending.
mod:noOrder | nunca pedi aí mas o povo do bairro comenta que a cozinha é cheia de rato. fiquem espertos
notDelivered | a torta de limão da festa nunca chegou. cantamos parabéns em volta de um pacote de bolacha
praise; missingItem | lanche perfeito, só esqueceram a maionese verde, que é justamente o diferencial de vcs 😢
delay | 1h50 pra chegar uma marmita. almocei às 3 da tarde, já era quase janta
portion | La porción de arroz con frijol es mínima, me quedé con hambre a media tarde.
melted; delay | demorou tanto que o açaí virou vitamina
customisation; missingItem | pedi o beirute sem tomate e com molho de alho à parte. veio cheio de tomate e nada de molho
notDelivered | app diz entregue há 40 min. tô na janela até agora e nada de marmita
pricePortion; missingItem | o combo família diz "acompanha farofa e vinagrete". não veio farofa, e por 140 reais a quantidade de carne é piada
wrongItem; missingItem | pedi açaí com cupuaçu e veio com morango, e sem colher. tomei de canudo kkk
packaging | amei tomar meu açaí direto do fundo da sacola, experiência interativa demais, 10/10
portion | marmita P com três colheradas de arroz e um pedacinho de frango do tamanho de um dedo. às 14h já tava com fome de novo
cold; taste | tapioca chegou fria e dura, borracha pura
delay; cold; missingItem | Ordered at 7, food showed up at 8:40. The rice was cold and the garlic sauce for the kebab never made it into the bag.
diet | pedi o pão sem glúten (não é alergia, só evito) e veio pão francês normal
taste | arroz do sushi empapado, uma papa
pricePortion | 48 reais num combinado de 16 peças? ano passado eram 20 peças por esse valor
delay; unanswered | pedido travado em "em preparo" por 1h, liguei na loja e ninguem atende, whats so visualiza
praise | açaí grosso de verdade, a colher fica em pé. o cupuaçu por cima deu o toque
packaging | caixa da pizza amassada de um lado, o queijo todo grudado na tampa
wrongItem; customisation | Asked for the chicken wrap with no cilantro. Got beef, buried in cilantro. Two for two.
cold | adorei a novidade da pizza gelada, tipo pizza-sorvete. inovadores
delay; cold | chegou rapidinho, nem 3 horas, e quentinho... na temperatura da geladeira
service | pedi pra cancelar com 10 minutos de pedido e a loja respondeu "se cancelar é problema seu". que jeito de tratar cliente
delay | parabéns pela entrega expressa, só 2h10. deu tempo de fazer um curso de culinária online
praise | Peço marmita daqui toda terça e quinta faz uns quatro meses. Feijão com tempero de casa, arroz soltinho e o bife acebolado nunca veio borrachudo. Quando a gente acha um almoço assim perto do escritório não larga mais, virou compromisso fixo da equipe.
praise; delay | Sábado à noite eu sei que é movimentado, fiz o pedido às 20h já contando com isso. Mas a previsão foi pulando de 40 em 40 minutos e a pizza só apareceu às 22h15. Estava ótima, ainda quente, só que as crianças já tinham jantado pão com manteiga e ido dormir.
missingItem | cade o guarana q eu paguei??
taste | o sal tava ótimo, acho que o cozinheiro ganhou um saco de brinde e quis dividir comigo
customisation | "sem cebola" no dicionário de vocês deve ser "cebola em dobro"
wrongItem; service; unanswered | Chegou o combinado de 30 peças no lugar do de 50 que eu paguei. Liguei, o rapaz falou "vou ver o que posso fazer" e desligou na minha cara. Fiquei esperando retorno a noite toda e nada.
wrongItem | pedi o burger de costela e chegou o de frango empanado. eu nem como frango empanado
portion | a marmita "família" serve uma família de formigas
packaging; missingItem | tampa da marmita aberta, feijão espalhado pela sacola e sem talher
delay; cold; taste | 1h30 de espera e o hambúrguer chegou frio com o pão murcho
mod:app; app | o cupom de 20 reais não aplicava de jeito nenhum, o app dava erro no pagamento e tive que pagar cheio
taste | esfiha dourada em cima e massa crua embaixo, grudando no dente
wrongItem | mandaram esfiha de queijo no lugar da de zaatar. nada contra queijo, mas eu queria era zaatar
praise | marmita fit de tilápia com legumes no vapor: tempero leve e mesmo assim cheio de gosto. dieta sem sofrimento
cold | Las empanadas llegaron frías, tuve que meterlas al microondas y perdieron toda la gracia.
foreignBody | um fio de cabelo comprido no meio do arroz da marmita. perdi a fome
praise; other=embalagem de isopor, trocar por reciclável; missingItem | adoro a comida de vcs mas bem que podiam trocar o isopor por embalagem reciclável. e o molho da salada não veio dessa vez
packaging | o caldinho de feijão vazou na sacola inteira, o cuscuz chegou nadando
customisation | pedi a carne mal passada, veio cinza de tão passada
praise | temaki skin crocante mesmo depois de 40 min de viagem até Santana, nori sequinho. como vcs fazem isso??
general | decepção total. não peço mais
diet | sou vegetariana, pedi a esfiha de escarola e veio com carne moída misturada
praise | x-tudo mto bom, pao tostadinho na chapa e ovo com gema mole do jeitinho
price; delay | 15 reais de taxa pra chegar atrasado. pelo menos entrega no prazo né... ah não
taste | pão de queijo borrachudo, igual aquele congelado de saquinho do mercado
praise | tapioca de frango com requeijão bem recheada e a massa fininha. obg pelo capricho!!
paidExtra; taste | paguei queijo extra e veio a mesma fatia de sempre, e a carne seca que nem papelão
praise | Pedi pela primeira vez por indicação de um colega e não me arrependi. Costela no bafo desmanchando no garfo, mandioca cozida macia e o vinagrete picadinho na hora. Chegou em 35 minutos num domingo de Gre-Nal, o que por si só já merece cinco estrelas.
wrongItem | amei o hambúrguer de frango que eu não pedi. adoro surpresas 🙃
melted | a torta de sorvete chegou derretida e escorrendo pela caixa
delay; portion | nossa q demora, e a marmita veio com mto pouca carne vei
mod:offensive; delay | bando de incompetente do c*, 2 horas pra montar um lanche
taste | pastel de carne encharcado de óleo, escorria pelo pulso
allergy | Coloquei na observação em letras grandes que sou alérgica a camarão e pedi o yakisoba de legumes. Veio com camarão escondido embaixo dos legumes. Só percebi na segunda garfada e tive que tomar antialérgico correndo. Isso é sério, gente, não é frescura.
price | taxa de entrega de 14 reais pra 2km? dá pra ir andando e voltar
portion; missingItem | batata P com meia dúzia de palitos e o sachê de ketchup não veio
paidExtra | adicional de bacon de R$7 e não veio nem uma tirinha pra contar história
portion; taste | arroz demais, salmão fininho igual papel e o cream cheese com gosto de geladeira
missingItem | obrigado por mandar o yakisoba sem talher nenhum, agora como de mão igual homem das cavernas
praise | Visiting São Paulo for work and ordered the kibbeh platter to my hotel. The hummus was silky, the kibbeh crisp outside and juicy inside, and they even tucked in extra pita. Honestly better than what I get back home in Toronto.
| hambúrguer bem parecido com o da outra loja do shopping, nem melhor nem pior
diet | marmita vegana com queijo ralado por cima. queijo não é vegano, gente
mod:threat; wrongItem | se vier errado de novo eu vou aí pessoalmente e quebro essa loja inteira. tô avisando
| ok
other=nota fiscal com CPF | pedi nota fiscal com CPF na observação e não mandaram. preciso dela pro reembolso da empresa
other=itens sempre indisponíveis | metade do cardápio vive indisponível. toda vez que tento o escondidinho de charque tá esgotado
delay; other=acabou o frango, avisaram tarde | A loja aceitou o pedido e uma hora depois mandou mensagem dizendo que acabou o frango, se podia ser carne. Poxa, avisa antes! Acabou chegando quase 2h depois do pedido.
delay | demorou dms
service | perguntei no chat se tinha opção sem lactose e a resposta foi "lê o cardápio". grosseria de graça
mod:hate; delay | essa lerdeza só podia ser coisa de paraíba, 1h40 pra uma tapioca
praise; price | Muy rico todo, pero 60 reales por una hamburguesa con papas es un exceso.
spoiled | a coalhada seca veio com data vencida há uma semana no potinho
wrongItem | pedi pizza grande, veio broto. 4 pedaços pra 3 pessoas
praise | pão francês das 18h chegando crocante aqui em casa, quem diria. padaria raiz
pricePortion; taste | Eu era cliente fiel dessa marmitaria desde a pandemia, mas de uns meses pra cá a marmita grande virou média e o preço foi de 22 pra 29. E o feijão, que era o ponto forte, agora vem sem tempero nenhum. Triste ver um lugar bom decaindo assim.
praise | brigadeiro de pistache é covardia. comprei 20 pro aniversário da Helena e em 10 minutos não sobrou um
other=pedido mínimo alto | pedido mínimo de 50 reais numa padaria? só queria um pingado e um pão na chapa
praise | pão de queijo ainda soltando fumaça e um bilhetinho escrito à mão "bom café, Seu Jorge". me ganharam
packaging; taste | O brigadeirão veio tombado, colado na lateral da embalagem, e com gosto de leite condensado queimado no fundo da panela.
taste | açaí ralo, parecia suco
| pedi o de sempre
wrongItem | veio o pedido de outra pessoa, tava escrito "Cláudia - apto 32" no cupom. não sou a Cláudia nem moro no 32
mod:courier; courier | vi pela câmera do prédio o entregador abrir a sacola e comer umas batatas antes de subir. a comida em si tava ok
customisation; delay | SEM CEBOLA. eu pedi sem cebola. veio com cebola e ainda levou mais de uma hora
praise; cold; taste | o sushi tava ótimo mas o hot roll chegou frio e molenga
raw | frango do yakisoba rosado por dentro, cru mesmo. não comi
praise | entregador educadíssimo, comida quente, sacola lacrada. zero reclamações
foreignBody; service | barata no saco do pão. liguei pra avisar e a atendente riu
missingItem; unanswered | faltou o refri de 2L. mandei 3 mensagens pra loja, nenhuma resposta
taste; price | El café con leche estaba aguado y el pan de queso duro. Y carísimo para ser una panadería de barrio.
pricePortion | 35 reais e ganhei quatro batatinhas contadas. quanta generosidade
unanswered | liguei 4 vezes pra corrigir o número da casa e ninguém atendeu. no fim chegou, mas foi sorte
spoiled | o creme da torta tava azedo, cheiro de leite estragado
poisoning | passei a madrugada no banheiro depois do temaki. meu marido comeu o mesmo e tb passou mal
customisation | pedi molho à parte pq meu filho não come, veio o macarrão afogado no molho
mod:threat; foreignBody | achei um cabelo na esfiha. ou me devolvem o dinheiro ou o vídeo vai pro instagram marcando a vigilância sanitária
delay | Almost two hours for a burger. By the time it arrived I'd already given up and eaten cereal.
melted | o sorvete do petit gâteau virou sopa de creme
diet | pedi coca zero pq sou diabético e mandaram coca normal. isso não é detalhe
missingItem; service | faltou o baklava que eu paguei. no chat a loja respondeu "ok" e mais nada
cold | yakisoba chegou morno puxando pra frio
praise | baião de dois com queijo coalho tostadinho por cima, nota mil. me senti almoçando em Quixadá
cold | pizza gelada, parecia que tinha dormido na geladeira
praise | picanha veio mal passada como pedi e a farofa de ovo era feita ali, dava pra ver pelos pedaços de bacon
portion | copo de 500 ml veio com dois dedos vazios em cima. tirei foto
service | o dono respondeu minha avaliação anterior me chamando de mentiroso. profissionalismo passou longe
missingItem | They forgot the fries. A lone burger for 45 reais, thanks a lot.
raw; customisation; poisoning | hambúrguer cru no meio, sangrando, e eu tinha pedido bem passado. passei mal o dia seguinte inteiro
taste | kafta salgada demais, bebi dois litros de água de madrugada
customisation | escrevi SEM PICLES em caixa alta na observação. adivinha o que tinha dentro
praise | bolo de pote de ninho com morango que não é enjoativo, um milagre. comi dois seguidos
customisation; taste | pedi picanha ao ponto, veio passadíssima e sem um grão de sal
praise | açaí de 700 com paçoca, granola, ninho e nutella, veio cheio até a tampa 😍😍
general | sei lá, não gostei de nada
praise | Que combinado honesto, gente. 40 peças com peixe brilhando de fresco, arroz no ponto e mandaram gengibre e wasabi em quantidade decente pra variar. Já salvei nos favoritos.
praise; wrongItem; delay | chegou atrasada e mandaram sukita no lugar do guaraná, mas a pizza tava divina, então passa
notDelivered; unanswered | pedido nunca chegou e a loja não atende o telefone. fiquei sem janta
praise | pudim liso, sem um furinho, calda escura no ponto certo. minha sogra aprovou, então é oficial
praise | melhor calabresa acebolada da Mooca e não tô exagerando
pricePortion | x-salada a 38 conto e o hambúrguer do tamanho de uma bolacha maria
foreignBody | pedaço de plástico azul dentro do quibe, quase quebrei um dente
praise | cuscuz recheado com carne de sol e manteiga da terra, serve dois fácil. o sabor me levou de volta pra Caruaru
taste; service | Comprei o kit festa pra 30 pessoas: cem salgados, bolo e docinhos. Os salgados estavam com massa dura, com cara de requentados do dia anterior. Quando liguei, a atendente disse que "salgado de festa é assim mesmo". Não é, moça. Eu sei a diferença entre salgado frio e salgado velho.
praise | meio a meio frango com catupiry e quatro queijos, massa fina estalando. recomendo de olhos fechados
praise; diet | o burger vegano é uma delícia, mas mandaram maionese comum no lugar da vegana. aí complica
praise | esfiha de frango com catupiry chegou pelando e crocante no fundo, do jeito que eu gosto
praise | top dms
portion; taste | cuscuz minúsculo e sem sal nenhum
praise; warmDrink | comida boa, mas a coca chegou quente e sem gás, parecia xarope
cold; warmDrink | pizza fria e refri quente, trocaram as temperaturas kkkk
`,
);
