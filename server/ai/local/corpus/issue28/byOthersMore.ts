import { parseReviews28 as parseReviews } from "./parse28";

/** Reviews written by others, read after their first figures (as in `byOthers.ts`, which re-exports these). */

/** Set BJ: an owner's inbox over a month: a churrascaria, a vegan kitchen, a pastelaria and a seafood place. */
export const BY_OTHERS_BJ = parseReviews(
  "othersBJ",
  `
delay; cold; taste | pedi as 19h chegou 20:40 e a picanha tava fria e dura de tanto esperar
praise | melhor pastel de carne da regiao, sem exagero 😍
 | pedido recebido
raw; customisation | pedi a fraldinha BEM PASSADA, escrevi na observação, e veio sangrando, crua no meio. nao como carne assim
allergy | sou alergica a camarao e avisei no pedido, o arroz de peixe veio com camarao misturado. tive q tomar antialergico, podia ter sido mto pior
diet | cozinha VEGANA e o hamburguer veio com queijo de verdade, dava pra sentir pelo gosto. sou vegana há 8 anos, q decepção
foreignBody | Abri o pastel de palmito pra minha filha e tinha um cabelo enorme enrolado no recheio. Ela não quis mais comer nada e eu perdi a fome também. Vocês usam touca na cozinha?
poisoning | comi o ceviche ontem a noite e passei a madrugada inteira vomitando. meu marido tb passou mal
delay; praise | sou enfermeira e pedi no intervalo do plantão da madrugada. demorou um pouco mais q o previsto mas o caldinho de feijão tava divino, me salvou
mod:offensive; wrongItem | bando de incompetente, pedi pastel de queijo e veio de frango. q porra vcs fazem ai
mod:threat; poisoning | se meu filho piorar eu vou ai pessoalmente e vcs vao ver. ele ta com diarreia desde q comeu o file de peixe de vcs
mod:noOrder | nunca pedi aqui mas todo mundo no bairro sabe q essa churrascaria reaproveita carne de um dia pro outro. fiquem longe
mod:noOrder | me disseram q a cozinha desse lugar tem barata. melhor pedir na pastelaria da rua de baixo q é bem mais limpa e mais barata
courier; praise; mod:courier | O entregador se recusou a subir, mesmo eu explicando pelo chat que estou com a perna engessada. Tive que descer quatro andares de muleta pra pegar a sacola. A comida estava ótima, mas essa parte foi humilhante.
app; mod:app | o cupom de 20 nao aplicou de jeito nenhum e o app cobrou valor cheio
mod:refund; missingItem | faltou o guarana e ate agora nada do estorno, ja abri 3 chamados
praise | Best vegan moqueca I've had in São Paulo. Creamy, generous, perfectly spiced.
cold; delay | La comida llegó fría y con más de una hora de retraso. Una pena, el lugar tiene buena fama.
missingItem | cade o vinagrete??? mandaram a carne sem nada
paidExtra | paguei 6 reais de catupiry extra no pastel e veio o pastel normal
portion | a porção de picanha "pra 2 pessoas" nao dava nem pra 1
price | 89 reais num prato de peixe? ta de brincadeira
pricePortion | o preço subiu de novo e o pastel ta cada vez mais vazio. antes vinha recheado agr é so massa
packaging | a moqueca vazou toda dentro da sacola, chegou metade do caldo
taste | arroz empapado e feijao sem sal nenhum
spoiled | o vinagrete tava azedo, cheiro estranho. joguei fora
warmDrink | refri quente e sem gas
melted | o sorvete da sobremesa chegou derretido, virou sopa
customisation | pedi SEM CEBOLA. veio cheio de cebola. de novo.
wrongItem; unanswered | veio o pedido de outra pessoa e liguei 5 vezes na loja, ninguem atende
service | Perguntei pelo chat se o entregador levaria troco para 100 e a moça respondeu com um "lê a descrição" e mais nada. Custava ser educada? Não é a primeira vez que o atendimento de vocês é seco assim.
general | pessimo. nunca mais
 | primeira vez pedindo, depois conto
notDelivered | app diz entregue e eu nao recebi nada. fiquei sem janta
delay; wrongItem; praise | Domingo de aniversário da minha sogra, pedimos o kit churrasco para 6 pessoas. Atrasou 50 minutos e veio linguiça no lugar do cupim. Mesmo assim a picanha estava no ponto certo e a farofa é a melhor que já comi. Só por isso vamos dar mais uma chance.
pricePortion | sou estudante e 42 conto num combo q vem 3 pasteis pequenos é sacanagem
praise | top demais 🔥🔥
raw | frango do espeto rosado por dentro, escorrendo sangue perto do osso. nao tem condição
foreignBody | tinha um pedaço de plastico duro no meio do bolinho de bacalhau, quase quebrei o dente
allergy | Meu filho é celíaco e o pastel veio com a massa comum, mesmo eu tendo pedido a versão sem glúten. Ainda bem que percebi antes de ele comer.
diet | pedi a opção sem glúten por escolha mesmo, nao sou celiaca, e mandaram a massa normal de trigo
diet | sou diabetico e pedi suco sem açucar, veio adoçado
cold; taste | pastel chegou frio e murcho
taste | pastel encharcado de oleo, pingando no papel
delay | entrega super rapida, so 1h50 pra atravessar 2 quarteirao 👏👏
portion | parabens pela porção de camarão, contei 4. generosidade pura
mod:hate; service | a atendente sapatão do balcão me tratou com a maior má vontade quando fui retirar
raw | The grilled salmon was raw in the middle. Not medium, actually cold and raw. Sent photos in the chat.
praise | Riquísimo todo, la picaña en su punto. Volveremos!
app; mod:app | o app nao deixou pagar no pix, travou 3 vezes e perdi o cupom
other=nota fiscal CPF | pedi nota fiscal com CPF na observação e nao veio
wrongItem | acabou o salmão e trocaram por tilápia sem nem me perguntar
other=isopor sacola plástica | uma cozinha vegana mandando tudo em isopor e sacola plastica... incoerente né
 | Pedido chegou. Ainda não provei.
delay; courier; mod:courier | o entregador parou pra lanchar no caminho, vi pelo mapa ele parado 25 min na padaria enquanto minha comida esfriava na bag
other=cobrança duplicada maquininha | Paguei no cartão na maquininha da loja na retirada e no extrato apareceu a cobrança duas vezes. Já mandei o comprovante, aguardo a devolução do valor.
praise | Pedi pela primeira vez depois de um plantão de 12h no hospital e foi a melhor decisão do dia. O strogonoff de cogumelos chegou quentinho e muito bem temperado. Já salvei nos favoritos.
taste | a picanha veio cheia de nervo, impossivel de mastigar
taste | moqueca sem graça, parecia agua com dendê
missingItem | veio sem talher e sem guardanapo, comi com a mao praticamente
paidExtra | paguei adicional de farofa de banana e nao veio
customisation | pedi o molho à parte pq minha filha nao come com molho e veio tudo misturado
general; mod:offensive | lixo de restaurante, vao se fuder
mod:threat; general | vou expor vcs em todos os grupos do bairro e no reclame aqui pelo que vcs fizeram com meu pedido, esperem so
spoiled | O peixe do dia estava com cheiro forte de passado e a carne se desmanchava de tão mole. Trabalhei anos em peixaria, sei reconhecer peixe fresco, e aquele não era. Joguei tudo no lixo.
poisoning; spoiled | o pastel de camarão tava com gosto azedo e de noite eu e minha irmã tivemos diarreia
allergy | Le dije que soy alérgica al maní y el pad thai vegano vino con maní por encima. Inaceptable.
delay; cold | Took almost two hours and everything was lukewarm. Won't order again.
courier; mod:courier | The driver was rude and told me to come down to the street at midnight. Food was fine though.
praise | pastel de feira de verdade! massa sequinha e crocante
 | valeu galera
delay | 1h e 20 min. fome passou ja
cold | tudo gelado, ate o arroz
wrongItem | pedi o pastel de pizza e veio carne com queijo
missingItem | pedi 2 caldos de cana e veio 1
portion | farofa vem num potinho de 30ml kkkkk
price | taxa de entrega de 14 reais pra 2km, ta loco
packaging | a caixa do bolo de cenoura vegano chegou toda amassada, o bolo desmontado
foreignBody | tinha uma pedra no feijão tropeiro, mordi com tudo
foreignBody; mod:threat | achei um pedaço de metal no espeto de coração. vou postar a foto em todo lugar pra todo mundo saber o q vcs servem
raw | a linguiça toscana tava crua por dentro, rosa e mole
taste | picanha passou do ponto, parecia sola de sapato
customisation | Pedi a picanha ao ponto para mal, como sempre peço, e veio cinza de tão passada.
service | pedi pra trocar o acompanhamento pelo chat e responderam "se nao quiser assim nao pede". educação zero
missingItem; unanswered | mandei mensagem no chat da loja 3 vezes sobre o pastel faltando e nada de resposta
general | experiencia horrivel do começo ao fim
praise; portion | o sabor é excelente mas a porção diminuiu muito, pena
praise; price | comida maravilhosa mas caro demais pra pedir toda semana
praise | salvou minha semana de provas kkk pastel barato e gostoso
delay; app | o app mostrava "saindo para entrega" por 1 hora e nada mudava, o pedido chegou com 1h30
wrongItem; diet | Pedí pastel de queso y llegó de carne. Yo no como carne, soy vegetariana.
praise | Great churrasco, huge portions, fast delivery. Highly recommend.
notDelivered; unanswered | Meu pedido nunca chegou. Liguei na loja e ninguém atendeu, e o app diz que foi entregue às 20h12. Paguei e fiquei sem comer.
mod:refund; wrongItem | o restaurante até reconheceu q mandou o pedido errado mas o ifood negou meu reembolso. palhaçada
poisoning; raw | Comemos a costela e o frango a passarinho na sexta. O frango estava claramente mal cozido perto do osso, e eu comi assim mesmo porque estava com fome. No sábado passei o dia com febre e dor de barriga, fui parar na UPA. Não estou escrevendo para brigar, mas para que revisem o preparo, pode ser grave para uma criança ou um idoso.
warmDrink | a cerveja veio quente. churrasco com cerveja quente nao dá
melted | o picolé de coco chegou mole, todo derretido na embalagem
other=aceitou pedido e cancelou loja fechada | a loja aceitou o pedido e depois de 40 min cancelou dizendo q ja tava fechada. pq aceitou entao??
mod:noOrder | Não sou cliente, mas trabalho no ramo e sei que esse restaurante compra peixe congelado e vende como fresco. Cuidado.
mod:noOrder; general | Pedi ontem e veio horrível. Se querem frutos do mar de verdade peçam no Mar e Sal da Avenida Brasil, que é outro nível e entrega mais rápido.
taste | a massa do pastel tava crua no meio, grudando no dente
taste | o tofu veio borrachudo e sem tempero nenhum
diet | Pedi o prato vegano e o arroz veio com manteiga. Perguntei no chat e confirmaram que usam manteiga no arroz de todos os pratos. Vegano é sem nada de origem animal, né? Está no nome da casa.
portion; missingItem | a moqueca veio com 3 pedaços de peixe e sem o pirão que vem no combo
pricePortion | R$ 120 na travessa de frutos do mar e veio mais cebola e pimentão q fruto do mar
 | pedi de novo
customisation | escrevi "sem coentro" em maiúsculo. veio coentro até na farofa
allergy | Tenho intolerância a lactose, pedi o pastel de queijo vegano e pelo jeito era queijo comum. Passei a noite com cólica.
courier; missingItem; mod:courier | o motoboy abriu a sacola, o lacre tava rompido e faltava um pastel
app; mod:app | rastreamento do app nao funciona, fiquei sem saber onde tava o pedido
price | El envío cuesta casi lo mismo que la comida, exagerado.
foreignBody | Found a piece of blue plastic glove in my açaí bowl. Really gross.
praise | a dona do restaurante sempre manda um bilhetinho escrito a mão, amo 🥰
service; praise | comida boa, mas o atendente no telefone foi grosso qdo liguei pra confirmar o endereço
general | muito decepcionante
mod:offensive; delay | 2 horas esperando seus merdas
other=troco errado | paguei em dinheiro, veio 10 reais a menos de troco
cold; packaging | a sopa de abóbora chegou morna e com a tampa aberta, metade na sacola
melted; delay | o sorvete vegano derreteu pq o pedido demorou 1h pra sair da loja
wrongItem | veio tamanho P, paguei o G
spoiled | a maionese de batata tava com gosto de estragada, azeda mesmo
taste | muito sal na costela, nao dava pra comer
praise | Comida honesta, tempero caseiro, chegou no horário. Nota 10.
notDelivered; mod:refund | pedido nunca chegou e o ifood diz q nao posso ter reembolso pq "foi entregue". cade meu dinheiro
other=cardápio sem ingredientes restrição | O cardápio não informa os ingredientes de nenhum prato. Para quem tem restrição alimentar fica impossível escolher com segurança. Poderiam pelo menos listar o que vai em cada pastel.
praise; taste | carne boa, mas a farofa tava queimada, amarga
raw | camarão empanado cru por dentro, transparente e gelado
 | Order arrived, will review later.
praise; delay | Tardó un poco pero valió la pena, los pasteles estaban buenísimos.
delay | Pedido feito às 12h10 no meu horário de almoço, chegou 13h25. Tive que comer correndo e voltar pro trabalho. Não dá pra confiar no tempo estimado de vocês.
general | Não recomendo.
service; wrongItem | Veio errado e quando reclamei no chat disseram que eu que pedi errado. Tenho o print do pedido.
praise | a coxinha de jaca é surreal, nem parece vegana
portion | 6 camarão no espeto de camarão. 6.
missingItem | faltou o molho de alho, o melhor da casa!
paidExtra; mod:offensive | paguei bacon extra e nao veio, seus ladrao
customisation | Pedi para cortarem a picanha em tiras porque meu pai tem dificuldade para mastigar, deixei bem explicado na observação. Veio a peça inteira. Ele acabou comendo só o arroz.
foreignBody | tinha uma barata pequena, morta, no meio da salada. nojo
mod:offensive; delay; cold | restaurante de merda, 1h30 e comida fria
praise; delay | Trabalho no plantão noturno da UTI e vocês são dos poucos que entregam depois da meia-noite. Ontem demorou mais que o normal, uns 70 minutos, mas entendo que estava chovendo. O peixe grelhado com legumes estava perfeito como sempre. Obrigada por existirem!
taste | El arroz estaba pasado y el pescado sin sal.
allergy | I wrote SHELLFISH ALLERGY in the notes and the fish stew came with mussels. Thankfully I checked before eating.
mod:threat; general | depois do q vcs me serviram ontem, sei onde fica a loja e vou passar ai pra conversar com o dono do jeito q ele merece
app; mod:app | o app cobrou uma taxa de serviço q nao aparecia no carrinho
other=entrega adiantada agendamento | agendei pro meio dia e chegou as 10h30, ninguem em casa. o motoboy deixou na portaria e o porteiro nem sabia de quem era
 | entrega normal, comida normal
spoiled | o leite de coco da moqueca tava talhado, cheiro de azedo
praise; portion | muito bom mas poderia vir mais recheio
pricePortion | pagar 38 num pastel "gigante" q é do tamanho de um celular...
praise | Obrigado pelo capricho 🙏
`,
);

/** Set BL: delivery kitchens of the North and Northeast, in their own words and dishes. */
export const BY_OTHERS_BL = parseReviews(
  "othersBL",
  `
delay; cold | égua, mano, o tacacá chegou frio, tucupi gelado parecendo suco de caju. demorou quase 1h30 de Nazaré até a Pedreira
praise | pai d'égua esse pato no tucupi!!! o jambu tremendo a boca do jeito certo 😍
missingItem | pedi 2 acarajé e so veio 1. cadê o outro meu rei?
customisation | pedi acaraje SEM pimenta pq era pra minha filha e veio ardendo q so. ela chorou coitada
taste | cuscuz seco igual farinha, parecia de ontem. nem com manteiga da terra desceu
wrongItem | pedi baião de dois com carne de sol e veio com frango. oxe
raw | o frango do baião veio rosado por dentro, sangue perto do osso. nao tive coragem de comer
poisoning | comi o caranguejo na quinta e passei a madrugada no banheiro vomitando. minha esposa tb. nunca mais
foreignBody | cabelo enorme no meio da tapioca de frango com catupiry 🤢🤢 perdi a fome
 | chegou
price | R$ 38 num tacacá?? ta doido, na tacacazeira da esquina é 20
pricePortion | o pirarucu de casaca subiu pra 65 conto e agora vem numa marmitinha q nao enche nem uma pessoa
packaging | o caldo de caranguejo vazou todinho na sacola, chegou pela metade
praise; courier; mod:courier | comida boa como sempre, mas o entregador nao quis subir, ficou buzinando la embaixo e eu moro no 8º andar com a perna engessada 😒
app; mod:app | o app nao aceitou meu cupom de primeira compra, dava erro toda hora. acabei pagando cheio
unanswered | liguei 4x pro restaurante e ninguem atendeu. no whats so visualiza e nao responde
mod:offensive; service | atendente arrogante do caralho, perguntei pelo pedido e ela respondeu "espera ai q nao é so vc". vai se lascar
praise | Melhor vatapá de Salvador, sem exagero. Bem temperado, dendê na medida e veio quentinho.
spoiled | vatapá azedo, cheiro de coisa passada. joguei tudo no lixo
allergy | Avisei na observação que sou alérgica a camarão e mandaram o acarajé com camarão seco por cima. Tive que tomar antialérgico correndo. Podia ter sido muito pior.
diet | sou vegetariano, pedi tapioca de queijo com tomate e veio carne seca misturada no recheio. nao da ne
mod:refund; notDelivered | o app marcou como entregue mas nao chegou nada aqui. abri chamado e ate agora nada de estorno, ja são 3 dias
delay; cold; taste | Pedimos moqueca al hotel en Salvador y tardó casi dos horas. Llegó fría y el arroz todo pegado.
praise | Tried tacacá for the first time in Belém, the jambu made my whole mouth tingle lol. Amazing, and it got to the hostel super fast.
taste; price | The açaí with fried fish was way too salty, and honestly overpriced.
warmDrink | guaraná jesus veio quente e sem gás, parecia xarope
melted; delay | sorvete de cupuaçu chegou virado sopa. 40 min de atraso tb ne
paidExtra | paguei adicional de queijo coalho no x-caboquinho e nao veio queijo nenhum, so tucumã e o pão
portion | o baião veio uma colherada, marmita pequena demais pra adulto
general | horrivel. nunca mais peço aqui
mod:noOrder | nunca pedi ai mas meu primo falou q a cozinha é cheia de barata. cuidado gente
mod:threat; delay | se meu pedido nao chegar em 10 min eu vou ai na loja e quebro tudo, to falando serio
taste | o camarão do bobó tava borrachudo, passou do ponto. o resto ok
praise | arretado demais esse cuscuz com carne de sol, macho! chegou quentim
delay; praise | comida top mas o entregador se perdeu e levou 1h40 pra chegar. a comida nao tem culpa kkk
delay | nossa q rapidez, pedi no almoço e chegou na janta 👏👏
cold | adorei o tacacá gelado, inovação da casa né 🙃
portion | a porção de caranguejo é tão generosa que veio 2 patinhas. fartura
wrongItem | veio o pedido de outra pessoa, nome na comanda era Jucilene e eu sou Raimundo
missingItem | esqueceram a farinha d'água e a pimenta do filhote frito. peixe sem farinha em Belém é crime
missingItem | nao mandaram talher nem guardanapo, comi a maniçoba com a colher de pau da minha cozinha
customisation | pedi a carne de sol BEM passada, escrevi na observação, e veio mal passada
packaging | caixa da tapioca amassada e tampa aberta, tudo revirado dentro da sacola
courier; mod:courier | motoboy grosso, jogou a sacola por cima do portão e saiu sem falar nada
courier; missingItem | o entregador chegou com a sacola aberta e faltando 2 pastel de camarão. sei nao viu
app; mod:app | app travou no pix, cobrou 2 vezes e o pedido nem chegou no restaurante
service; wrongItem | pedi pra trocar o refri q veio errado e a moça do whats foi seca, disse q "nao é problema nosso"
delay; unanswered | 1h e pouco esperando, mandei msg no chat da loja 3x e nada. fome da porra
taste; praise | El acarajé estaba muy aceitoso, chorreaba aceite. El vatapá sí estaba riquísimo.
wrongItem | Pedí tapioca de coco con leche condensada y me llegó una de jamón y queso.
allergy | I'm celiac and wrote in the notes: no wheat at all. They said the tapioca was safe but the chicken inside was breaded. Had a reaction all night.
app; courier; mod:app; mod:courier | The tracking in the app was frozen the whole time, and then the driver called asking me to walk three blocks to meet him.
pricePortion | 45 conto num prato de vatapá q nao da nem pra mim, q como pouco. caro pelo q vem
praise | bom
 | pedido 4587
 | primeira vez pedindo aqui, vamos ver
taste; cold | mungunzá aguado e frio, sem gosto de nada
spoiled | o queijo coalho veio com mofo verde na beirada. olhem a validade das coisas de vcs
foreignBody | tinha um pedaço de plastico duro no meio do vatapá, quase quebrei o dente
poisoning | todo mundo aqui em casa passou mal depois do sarapatel, diarreia braba. 3 pessoas
raw | o tambaqui veio cru no meio, carne transparente grudada na espinha
delay; cold; missingItem | demorou 2h, chegou frio e faltou a cajuína. parabéns 👏
general | experiência horrível do começo ao fim. não recomendo
other=troco errado faltou 10 reais | paguei em dinheiro e veio troco errado, faltou 10 reais. o motoboy disse q quem separa é a loja
other=nota fiscal cpf | pedi nota fiscal com cpf 2 vezes e ate hoje nada
other=horário loja recusa pedidos | no app mostra aberto ate 23h mas as 22h a loja ja recusa tudo. atualizem esse horario
mod:offensive; taste | comida de merda, tempero de presídio. cozinheiro incompetente do caralho
mod:offensive; general | lixo de restaurante, bando de otários
diet | sou diabetico e pedi suco de cupuaçu SEM AÇUCAR, veio docinho igual calda
praise; price | tacacá maravilhoso, mas 35 reais é salgado viu
praise | a moça do atendimento foi um amor, mandou uma tapioquinha de brinde no meu aniversario. ganharam cliente
delay | marcou 40 min, chegou com 1h25. sempre assim nessa loja
notDelivered | pedido nunca chegou. esperei 2 horas e cancelaram sem avisar
praise | Muy rico el pirarucu, bien frito y crocante. Llegó rápido al hotel. ¡Gracias!
price; app | La tasa de entrega costaba casi lo mismo que la comida, y la app no aceptó mi tarjeta extranjera.
melted; taste | The açaí bowl arrived completely melted, basically purple soup. Granola was soggy too.
spoiled | The shrimp in the vatapá smelled off. Didn't eat it, not risking food poisoning on vacation.
 | Ordered for the group, it came. Nothing special.
delay; cold; packaging; unanswered | Pedi moqueca de arraia pro almoço de domingo da família. Demorou quase duas horas, chegou morna e o caldo vazou pela sacola toda. Tentei falar com o restaurante pelo chat e ninguém respondeu. Uma pena, porque eu era cliente fiel. Não peço mais.
praise | Rapaz, que baião arretado! Feijão verde no ponto, queijo coalho derretendo, nata boa. Entrega rápida e embalagem caprichada. Virei cliente.
taste | tapioca dura que nem sola de sapato
taste | muito sal no feijão, nao deu pra comer
taste | pastel oleoso demais, a sacola ficou transparente de tanto oleo
portion; praise | tempero excelente mas o pote de caruru é miniatura, da 3 garfadas
wrongItem | mandaram juçara com açúcar no lugar da sem açúcar e guaraná normal no lugar do jesus
paidExtra | paguei borda recheada de catupiry na pizza de carne de sol e veio borda seca. 8 reais jogados fora
paidExtra; missingItem | paguei adicional de camarão no tacacá e veio a mesma quantidade de sempre. e o guaraná baré nem veio
customisation | escrevi "molho separado" e o molho veio todo por cima do peixe, encharcou a farofa
customisation | pedi sem coentro pelo amor de Deus e veio coentro ate no arroz
mod:refund | cancelaram meu pedido e o estorno nunca caiu, ja faz 10 dias. suporte só manda msg automática
mod:refund; wrongItem | veio pedido errado, pedi reembolso no app e negaram. absurdo
mod:noOrder | ó, essa comida é requentada de 3 dias, todo mundo no bairro sabe. o da frente é bem melhor
mod:noOrder | nunca comprei mas vi no insta q acharam rato na cozinha desse lugar. vergonha
mod:threat; foreignBody | achei uma barata na marmita. vou expor vcs em todo grupo de whats de São Luís, me aguardem
mod:threat; mod:offensive; service | se esse atendente falar comigo daquele jeito de novo eu vou ai dar uma surra nele, moleque folgado
mod:hate; delay | tinha q ser coisa de nordestino preguiçoso, 2 horas pra fazer uma tapioca
mod:hate; service | o atendente viado me tratou com deboche no telefone
app; mod:app | rastreio do app fica parado em "saiu para entrega" e nao atualiza nunca
app; mod:app | cupom de 20% sumiu na hora de finalizar. app bugado
courier; notDelivered; mod:courier | o entregador me ligou pedindo pra eu cancelar pq a moto quebrou. e ai? fiquei sem almoço
courier; mod:courier | motoqueiro ficou cobrando gorjeta na porta, constrangedor demais
delay; praise | demora um pouco mas compensa, o pato no tucupi é divino
praise | simplesmente o melhor tacacá de Manaus. tucupi amarelinho, goma no ponto. 10/10
praise; price | a paçoca de carne de sol é igualzinha a da minha vó de Mossoró ❤️ so achei carinho
praise | eita q coisa boa, mainha amou o bobó
 | recebido.
 | alguém sabe se vcs tem opção sem lactose?
 | pedi pra minha mãe, ela q vai dizer
taste | se a ideia era fazer cuscuz sem sal nenhum, parabens, conseguiram 🙄
wrongItem | amei o frango que veio no lugar do meu pirarucu, que surpresa boa né
packaging | obrigado pelo banho de tucupi na minha sacola, ta cheirosa ate agora
general | 5 estrelas pra coragem de vcs de chamar isso de comida
praise | MELHOR RESTAURANTE DE NATAL!!! preço justo, dono gente boa, comida perfeita, sigam @sabordoatlantico no insta 🔥🔥🔥
mod:noOrder | nem pedi nada mas deixo 1 estrela pq o dono é arrogante na rua
foreignBody | achei um bichinho, acho q uma barata pequena, dentro do creme de cupuaçu. que nojo
raw | o xinxim de galinha veio com a galinha crua perto do osso, vermelha
poisoning; spoiled | a maionese tava com gosto azedo e de noite eu tava com febre e vomitando
allergy | tenho intolerancia a lactose, avisei e pedi sem queijo. veio queijo coalho derretido na tapioca. passei mal a tarde toda
allergy | meu filho tem alergia a amendoim e a sobremesa veio com paçoca de amendoim por cima, e isso nem tava no cardapio
taste | arroz de cuxá sem gosto de vinagreira nenhuma, parecia arroz branco com folha
taste | a torta de caranguejo veio encharcada de óleo e massuda
praise | Torta de caranguejo maravilhosa, lembrou a da minha infância no Maranhão. Parabéns!
wrongItem; delay | Esperei 1h10 e ainda veio ginga com tapioca no lugar da carne de sol com macaxeira. Liguei e disseram que o motoboy levou trocado. Natal merece mais.
portion | 6 gingas contadas numa porção "grande". grande onde?
pricePortion | o açaí subiu de 18 pra 25 e o copo diminuiu. vcs acham q a gente é besta
price | taxa de entrega de 15 reais pra 2 km? é de canoa q vcs entregam?
cold; warmDrink | comida fria e o refri quente, combo perfeito 🙄
warmDrink | a cajuína chegou morna. cajuína morna é triste
melted | pedi cartola de sobremesa e o sorvete do lado virou leite. podiam mandar separado
courier; delay; mod:courier | o motoboy parou pra almoçar com meu pedido na mochila, vi pelo mapa ele parado 25 min num restaurante
service | a atendente desligou na minha cara quando fui reclamar
unanswered | mandei msg pra loja perguntando se tinha camarão no vatapá pq sou alergica, ninguem respondeu. desisti e pedi em outro
general | decepcionada. ja foi melhor
general | ja foi bom. hj em dia ta uma bosta
other=loja cancelou acabou peixe | a loja cancelou meu pedido depois de 50 min dizendo q acabou o peixe. avisa antes né
other=foto enganosa camarão | a foto do cardapio mostra vatapá com camarão graúdo e veio só camarão seco moído. propaganda enganosa
customisation; cold | pedi o tucupi quente à parte e veio tudo junto e frio
mod:offensive; delay | demoraram 2h seus incompetentes de merda, vão tomar no cu
delay | 2 horas. nunca mais.
praise | Comida caseira de verdade, tempero nordestino raiz. O cuscuz com ovo e charque é o melhor café da manhã da cidade.
praise; taste | Entrega rápida, comida quente e bem embalada. Só achei o tempero do baião meio fraco.
notDelivered; courier; mod:courier | o entregador marcou como entregue e nem apareceu aqui. a portaria confirmou q ninguem veio
taste | bolo de macaxeira queimado embaixo, gosto de carvão
raw | o hamburguer de carne de sol veio cru no meio, vermelho vivo
delay; cold | Ordered caldeirada to my hotel in Manaus, took 1h45 and it came lukewarm. The fish itself tasted fine.
courier; mod:courier | Driver was super rude when I couldn't find the building entrance, yelled at me in Portuguese I didn't understand.
praise | Best acarajé I've had in Salvador, crispy outside, soft inside. Will order again before I fly home.
missingItem | Faltó la farinha y la salsa de pimienta. El resto bien.
pricePortion | Porción muy pequeña de cangrejo para el precio que cobran.
foreignBody | Había un pelo en la tapioca. Qué asco.
`,
);

/** Set BN: the South and Southeast in their own slang: galeterias, churrasco, pastel de feira, feijoada, parmegiana. */
export const BY_OTHERS_BN = parseReviews(
  "othersBN",
  `
delay; cold | bah demorou quase 2h o galeto e chegou gelado, tri decepcionado
praise | tri bom o xis, bem servido e quentinho 👌
wrongItem | pedi xis coração e veio xis salada bah
missingItem | cade a maionese verde?? nao veio nenhum sache
taste | galeto seco q nem papelao mano
raw | frango cru por dentro, vermelho perto do osso. absurdo isso
praise | uai, melhor pao de queijo q ja pedi por app, chegou quentinho ainda
portion | feijoada "serve 2" q mal da pra 1, quase nada de carne so feijao
pricePortion | 68 conto numa parmegiana q parece porção infantil, piada
customisation | pedi SEM CEBOLA, escrevi na obs e veio cheio de cebola. pra q serve a observação??
packaging | o caldo da feijoada vazou td na sacola, chegou meio pote
courier; mod:courier | motoboy se recusou a subir, mandou eu descer 4 andares. eu de muleta
foreignBody | achei um cabelo no meio do arroz, perdi a fome
poisoning | comi o pastel de carne e passei a madrugada no banheiro, diarreia braba
 | pedi de novo, vamos ver
delay | entrega relampago hein, so 1h40 pra 3km 🙄👏
warmDrink | guarana quente e sem gas mermao
taste | pastel encharcado de oleo, pingando na mao
notDelivered | diz q foi entregue e nao chegou nada aqui, fiquei sem janta
service | liguei pra reclamar e a moça foi grossa, desligou na minha cara
unanswered | mandei msg no chat 5x e ninguem respondeu ate agora
general | horrivel. nunca mais
mod:offensive; wrongItem | bando de incompetente do caralho, pedi picanha e veio alcatra
spoiled | maionese azeda, cheiro de estragado, joguei fora
price | 15 reais de taxa de entrega pra 2km? ta de sacanagem
app; mod:app | cupom nao aplicou e o app travou no pagamento 3x, tive q pagar cheio
paidExtra | paguei bacon extra no xis e nao veio bacon nenhum
paidExtra | paguei adicional de catupiry no pastel e nao tinha nem sombra de catupiry
melted | o petit gateau com sorvete chegou uma sopa
praise | bah tche, costela fogo de chao q desmancha, tri recomendo
wrongItem; diet | sou vegetariano, pedi pastel de palmito e veio de carne, so vi depois de morder
delay; praise | demorou um pouquinho mas o churrasco tava divino
praise | trem bao demais so! tutu e torresmo de primeira
taste | parmegiana com molho aguado e o bife duro q nem sola de sapato
missingItem | faltou o refri do combo e os talheres, comi de mao
mod:noOrder | nunca pedi ai mas meu primo disse q a cozinha é imunda e tem rato
mod:threat; raw | frango cru DE NOVO. se eu passar mal vou ai pessoalmente e vcs vao ver
mod:hate; service | atendente viadinho me tratou com desdem no telefone, coloca homem pra atender
mod:refund; missingItem | faltou a porção de polenta e o estorno ate hj nao caiu, ja faz 10 dias
courier; mod:courier | entregador chegou com o lacre da sacola rompido, a comida tava certa mas fiquei com nojo
cold | tudo frio, o queijo da parmegiana ate endureceu
wrongItem | veio o pedido de outra pessoa, nome de "Juliana" na comanda kkk
taste | sem sal nenhum o feijao tropeiro, parecia comida de hospital
taste | muito salgado o arroz carreteiro, bebi 2l de agua depois
praise | melhores pasteis de feira de sp, crocante e recheado ate a borda 🤤
portion | pastel de vento, 3 pedacinhos de carne dentro
delay; unanswered | 1h30 esperando, liguei na loja e ninguem atende. lamentavel
other=troco faltando | paguei em dinheiro e o troco veio faltando 10 reais
other=nota fiscal | pedi nota fiscal com cpf e nao mandaram
notDelivered; app | pedido sumiu do app e nunca chegou, suporte do app so manda msg automatica
praise | top demais, parabens pro pessoal da cozinha
 | normal
taste | a picanha veio passada demais, cinza, zero suculencia
customisation; taste | pedi picanha mal passada e veio esturricada
foreignBody | tinha um pedaço de plastico no meio do feijao, quase quebrei o dente
packaging | caixa do xis amassada, veio td esmigalhado
general; mod:offensive | lixo de restaurante, merda pura
delay; cold; missingItem | demorou 1h e pouco, veio frio e sem a farofa. 3 erros num pedido so, parabens 👏
praise | pastel de queijo tri crocante, chegou em 20 min 👏👏
pricePortion | caro demais pro q é, 45 num prato feito?
price | aumentaram tudo, o galeto tava 59 e agora ta 79. tão loucos
pricePortion | o preço subiu e o galeto diminuiu, agora vem meio frango magrinho
spoiled | o queijo do pao de queijo tinha gosto azedo, acho q tava vencido
poisoning | minha filha vomitou a noite toda depois da coxinha daqui
allergy; customisation | falei q tenho intolerancia a lactose, pedi sem queijo, veio com queijo e passei mal
courier; mod:courier | motoca chegou gritando no interfone, super mal educado e ainda pediu gorjeta
app; mod:app | o app cobrou 2x no cartao, ta la as duas cobranças
service | o dono respondeu minha reclamação falando q eu to mentindo, q atendimento hein
praise | feijoada de sabado impecavel, bah
delay | pedi as 19h chegou 21h. janta virou ceia
other=hamburguer industrializado | cardapio diz artesanal e o hamburguer é aquele de caixinha de mercado
taste | massa do pastel crua por dentro, grudenta
raw | linguiça crua no meio, rosinha, nem vou comer
wrongItem | pedi guarana e veio coca zero. nada contra mas nao era o q eu pedi
customisation | pedi molho a parte pra nao murchar e veio tudo afogado no molho
missingItem | sem o vinagrete e sem a farofa, churrasco sem farofa nao da ne
praise | atendimento nota 10, a moça no whats resolveu td rapidinho
warmDrink; delay | cerveja chegou quente, claro, depois de 1h de espera
general | decepcionante
 | primeira vez pedindo aqui
praise | custo beneficio otimo, vem muita comida
portion; taste | pouca batata e ainda murcha
mod:offensive; delay | demorou 2 horas porra, vcs sao uns inuteis
foreignBody | tinha uma barata no pote da salada. UMA BARATA. nojo
mod:threat; service | vou espalhar em todos os grupos de zap do bairro q vcs sao golpistas, me trataram mal no telefone
other=pedido cancelado | cancelaram meu pedido depois de 40 min sem explicacao nenhuma
other=isopor sustentabilidade | manda tudo em isopor e saco plastico, zero sustentabilidade
taste | frango a passarinho borrachudo e cheio de oleo
delay; courier; mod:courier | entregador se perdeu, rodou o bairro 40 min e eu aqui esperando
praise; warmDrink | ôôô pastelzinho bom mano, so o caldo de cana q veio quente
delay; cold; taste; unanswered | Pedi a sequência de camarão às 20h e chegou às 21h50. O camarão estava frio e borrachudo. Tentei falar com o restaurante pelo chat e ninguém respondeu. Esperava mais de uma casa tão famosa em Floripa.
praise | Barreado maravilhoso, veio bem embalado, com farinha e banana. Lembrou o de Morretes. Parabéns!
missingItem; service | Faltou o pão de alho do combo. Quando reclamei, a atendente disse que "não tinha mais" e que eu deveria ter ligado antes. Péssimo atendimento.
pricePortion; portion | R$ 120 num kit churrasco para 4 que veio com 400g de carne. Isso não alimenta nem duas pessoas.
spoiled; poisoning | A salada de maionese estava com cheiro estranho, mas comi um pouco. Duas horas depois começaram as cólicas e o vômito. Fiquem atentos com a conservação dos alimentos.
allergy | Sou celíaca e o cardápio dizia que o tropeiro era sem glúten. Veio engrossado com farinha de trigo, a própria loja confirmou depois. Passei três dias mal.
diet | Pedi o suco sem açúcar porque sou diabético e veio adoçado, minha glicemia foi a 280.
diet | A opção vegana do cardápio veio com manteiga no arroz. Vegano não come manteiga, né gente.
courier; mod:courier | O entregador foi extremamente grosseiro, reclamou do meu prédio e jogou a sacola na portaria. A comida não tem culpa, mas a entrega do aplicativo precisa melhorar.
app; mod:app | O rastreamento do aplicativo ficou parado em "saiu para entrega" por 50 minutos e depois o pedido apareceu como entregue do nada. Chegou certinho, mas o app é muito confuso.
praise | Galeto com polenta frita e salada de radicci, tudo impecável. Melhor galeteria de Caxias no app.
wrongItem; unanswered | Veio parmegiana de frango quando pedi de carne. Liguei três vezes e ninguém atendeu.
taste; praise | O pastel é ótimo, massa sequinha, mas o caldo de cana veio aguado demais.
portion; praise | Sabor excelente, mas a porção de fritas diminuiu muito desde o mês passado.
packaging | A tampa do pote de molho veio aberta e sujou tudo, inclusive o pão e a nota.
other=taxa de embalagem não informada | Cobraram R$ 4 de "taxa de embalagem" que não aparece em lugar nenhum do cardápio.
general | Experiência ruim do início ao fim. Não recomendo.
mod:noOrder | Trabalhei nesse restaurante e sei muito bem como eles tratam a comida. Não peçam.
mod:noOrder | Aqui do lado tem a Galeteria Bom Gosto que é muito melhor, essa aqui é só marketing. Nem precisa experimentar.
mod:refund; notDelivered | Pedido não entregue e o aplicativo negou o reembolso dizendo que o entregador confirmou a entrega. Estou há duas semanas tentando reaver R$ 89.
mod:refund; missingItem | Pedi reembolso do refrigerante que faltou e o app me deu crédito em vez de estorno no cartão. Não quero crédito, quero meu dinheiro.
delay; cold; packaging; service | Uma hora e meia de atraso, marmita tombada dentro da sacola, feijão misturado com a salada e tudo frio. Ao reclamar, ouvi que "sábado é assim mesmo".
foreignBody; unanswered | Encontrei um fio de palha de aço no bife à parmegiana. Mandei foto pelo chat e até agora nenhuma resposta.
raw | O filé de tilápia estava cru no centro, translúcido. Não consegui comer.
praise | Atendimento impecável, a comida chegou quentinha e bem embalada, e ainda mandaram um bilhetinho de agradecimento. Virei cliente.
 | Pedi o almoço executivo de segunda.
taste; cold | A feijoada estava morna e o feijão duro, mal cozido.
customisation; missingItem | Pedi o churrasco com farofa à parte e sem vinagrete. Veio vinagrete por cima da carne e a farofa nem veio.
wrongItem; paidExtra | Pedi o xis tamanho grande e veio o normal, e o ovo extra que paguei também não veio.
warmDrink; missingItem | O suco de laranja veio quente e faltou o gelo que estava incluso no combo.
service; praise | A comida é muito boa, mas o atendente do WhatsApp é mal-educado e responde com monossílabos.
price; praise | Tudo delicioso, mas a taxa de entrega de R$ 12 no centro de Curitiba é abusiva.
delay | Agendei para 12h e a comida chegou 13h15, perdi meu horário de almoço do trabalho.
other=cheiro de cigarro | A embalagem e a comida chegaram com um cheiro forte de cigarro, parece que alguém fumou na cozinha.
general; mod:offensive | Que porcaria de lugar, vocês deviam ter vergonha, cambada de vagabundos.
poisoning | Três pessoas da minha família tiveram intoxicação alimentar depois da feijoada. Uma foi parar na UPA.
pricePortion | Antes a marmita vinha cheia por R$ 25. Hoje custa R$ 32 e vem metade. Assim fica difícil.
melted; packaging | O açaí chegou derretido e escorreu pela sacola toda, a tampa não estava lacrada.
delay; praise | A comida é maravilhosa, vale a pena, mas se preparem para esperar pelo menos uma hora.
notDelivered; courier; mod:courier | O entregador marcou como entregue e foi embora. Vi pela câmera do prédio que ele nem chegou a entrar.
unanswered | Ninguém atende o telefone dessa loja, tentei perguntar se tinha opção sem lactose e nada.
praise | Pão de queijo recheado com pernil é de outro mundo. Trem bom demais.
taste | Bife à parmegiana com a empanada toda solta e encharcada, e um queijo que nem derrete.
other=horário de funcionamento errado | A loja aparece aberta no app até meia-noite, mas às 22h já não aceita pedido nenhum.
delay; cold | Parabéns pela pontualidade britânica: 1h50 de espera e o galeto chegou na temperatura da geladeira.
praise | Che, la picanha estaba buenísima, bien jugosa. Volvemos seguro.
delay; cold | Tardó casi dos horas y la milanesa llegó fría. Una lástima.
wrongItem; mod:offensive | Pedí el galeto entero y llegó medio pollo. Boludos.
portion | Porción muy chica, ojo que dice "para dos" y no alcanza ni para uno.
missingItem | No vino la salsa criolla ni los cubiertos.
praise | Great feijoada, huge portion and super tasty. Best meal of our trip to Rio!
delay; app | Food took over an hour and the app kept saying "5 minutes away" the whole time.
allergy | I told them I have a peanut allergy and the dessert came with peanuts on top. Dangerous.
taste | The pastel was greasy and the filling was bland. Not worth it.
courier; mod:courier | Driver refused to come to the hotel lobby and made me walk two blocks. Food was fine.
 | Pedido número dos, vamos a ver.
mod:offensive; cold | La comida llegó fría, son unos pelotudos.
pricePortion | Muy caro para lo que viene, 90 reales por una parrillada con tres pedazos de carne.
raw | The chicken was pink inside, clearly undercooked. Threw it away.
service | Escribí por el chat para pedir que cambien la bebida y me contestaron de mala manera.
`,
);

/** Set BP: a consumer-protection NGO: food safety first, Procon and lawsuits, refunds denied, couriers, rumours, threats. */
export const BY_OTHERS_BP = parseReviews(
  "othersBP",
  `
allergy | meu filho tem alergia a amendoim, escrevi em CAPS na obs e veio farofa de amendoim em cima do yakisoba. sorte q eu vi antes dele comer
allergy; poisoning | sou intolerante a lactose, perguntei no chat se o molho tinha leite e falaram q nao. passei a madrugada no banheiro, o molho era de creme de leite obvio
raw | frango cru por dentro, rosado e soltando sangue 🤮
raw | costelinha de porco rosada no meio, porco mal passado nao da ne gente
spoiled; poisoning | comi o combinado e 2h depois tava vomitando. o peixe ja tava com um cheiro estranho qdo abri
foreignBody | achei um cabelo ENORME no meio do strogonoff 🤢🤢
foreignBody | tinha um pedaço de plastico azul dentro do hamburguer, quase quebrei o dente
foreignBody | barata na marmita. BARATA. nunca mais
foreignBody | pedra no feijao, trincou meu dente
poisoning | minha filha de 6 anos comeu os nuggets e teve febre e vomito a madrugada toda, fui parar na upa com ela
spoiled | refri vencido desde o mes passado, so vi a data dps de tomar
foreignBody | veio um grampo de cabelo na pizza kkkk q isso
foreignBody | tinha uma lasca de vidro no molho do macarrao. vou levar na vigilancia sanitaria com foto e tudo
raw; poisoning | frango do xis tava cru e passei mal o dia inteiro, dor de barriga e febre
taste | batata murcha e encharcada de oleo
allergy; poisoning | sou celiaca e pedi o lanche no pao sem gluten, veio no pao normal. fiquei 3 dias mal
diet; wrongItem | sou diabetico pedi coca zero e veio a normal
diet; customisation | sou vegetariana, pedi SEM bacon e o lanche veio cheio de bacon
courier; mod:courier | o entregador abriu a sacola, a camera do predio pegou ele mexendo no meu lanche
courier; mod:courier | entregador se recusou a subir e ainda foi grosso comigo no interfone
courier; mod:courier | o motoqueiro me xingou pq demorei 2 minutos pra descer
mod:noOrder | dizem q essa cozinha é cheia de rato, fiquem espertos
mod:noOrder | nunca pedi aqui mas minha vizinha falou q passou mal com o frango deles
notDelivered; mod:threat | pedido nunca chegou, se eu passar ai na frente eu quebro essa loja inteira
mod:offensive; cold | lanche gelado, bando de incompetente do caralho
mod:hate; delay | demorou 2h, so podia ser loja de nordestino mesmo
mod:refund; spoiled | carne estragada, mandei foto e o ifood negou o reembolso. palhaçada
mod:refund; notDelivered | pedido nao chegou, app diz q foi entregue e negaram o estorno. ja abri reclamacao no procon
app; mod:app | cupom nao aplicava de jeito nenhum, app travando
delay | 1h40 esperando
delay; cold | demorou horrores e chegou tudo frio
praise | melhor pastel da regiao!!! 😍
praise | chegou rapidinho e quentinho, amei
 | ok
 | pedi pra minha mae
wrongItem | pedi frango e veio calabresa
missingItem | faltou o guarana
missingItem | nao mandaram os talheres nem guardanapo, comi com a mao
paidExtra | paguei bacon extra e nao tinha nem sinal de bacon
paidExtra | paguei a borda de catupiry e a borda veio vazia
portion | porção minuscula, nao deu nem pra mim
pricePortion | 45 conto num acai de 300ml q veio pela metade
price | taxa de entrega de 15 reais pra 2km??
packaging | a sopa vazou toda dentro da sacola
packaging; cold | caixa amassada, pizza grudada na tampa e fria
taste | massa da pizza crua no meio
customisation | pedi sem cebola e veio CHEIO de cebola. vcs leem as obs?
warmDrink | refri quente e sem gas
melted | sorvete chegou derretido, virou sopa
service | atendente no whats foi super grossa qdo reclamei
unanswered | liguei 5 vezes na loja e ninguem atendeu
general | horrivel. nunca mais
general | q decepção
praise; delay | comida maravilhosa mas demorou demais
praise; missingItem | lanche top, so faltou o molho barbecue q pedi
other=nota fiscal recusada | pedi nota fiscal e a loja se recusou a emitir, disse q so no balcao
other=cobrança duplicada maquininha | a loja passou meu cartao 2x na maquininha do motoboy e ate agora nao devolveram
delay | parabens pela rapidez, pedi no almoço e chegou na janta 👏👏
cold | adorei a pizza gelada, nem precisei esperar esfriar 🙃
foreignBody | obrigado pelo brinde, um fio de cabelo de cortesia no arroz
raw | o file de tilapia veio cru no meio, todo gelatinoso
poisoning | eu e meu marido passamos mal depois do combinado de sushi, diarreia os dois
poisoning | intoxicação alimentar confirmada pelo medico, tenho laudo e vou entrar na justiça contra vcs
spoiled | o requeijao da tapioca venceu em março e mandaram mesmo assim
allergy | coloquei q tenho alergia a frutos do mar e veio camarao no yakisoba
courier; mod:courier | motoboy ficou cobrando gorjeta e me encarando ate eu fechar a porta
mod:offensive; wrongItem | vcs sao uns imbecis, pedi x-tudo e veio x-salada
mod:noOrder | vi no tiktok q esse lugar usa carne de gato, nao peçam
raw; mod:threat | hamburguer cru de novo, vou expor vcs no insta pros meus 20 mil seguidores, aguardem
mod:refund; wrongItem | veio o pedido de outra pessoa e o ifood nao quis devolver meu dinheiro
mod:refund; missingItem | faltou metade do pedido e o reembolso foi recusado pelo app
app; mod:app | o app cobrou 2x no cartao
praise | frango crocante, sequinho, perfeito. virei cliente
praise | atendimento nota 10, a moça do chat resolveu tudo rapidinho
 | primeira vez pedindo
praise | 👏👏👏
raw; poisoning | Recebi o frango grelhado com a parte interna crua e rosada. Após o consumo, meu filho de 9 anos apresentou vômitos e diarreia. Registrei ocorrência na Vigilância Sanitária.
spoiled | O produto foi entregue com data de validade vencida (12/05). Solicito providências.
foreignBody | Encontrei um fragmento metálico dentro do bolinho de bacalhau. Guardei o objeto e as fotos para eventual ação judicial.
allergy | Informei no pedido que sou alérgica a nozes. O brownie veio com nozes por cima.
spoiled | O pescado apresentava odor forte e textura amolecida, claramente impróprio para consumo.
poisoning | Três pessoas da família tiveram sintomas de intoxicação alimentar após a refeição. Estamos reunindo laudos médicos para formalizar reclamação no Procon.
mod:refund; foreignBody | Encontrei um inseto na salada. O marketplace negou o reembolso alegando falta de provas, mesmo com a foto enviada.
unanswered; spoiled | Tentei contato com o estabelecimento por telefone para informar que o frango estava estragado, mas não obtive resposta.
courier; mod:courier | O entregador foi desrespeitoso e fez comentários inapropriados sobre a minha aparência.
service | Fui tratado com descaso pelo atendente ao relatar o problema por telefone.
raw | A linguiça suína estava malcozida, com o interior rosado. Carne de porco precisa de cozimento completo.
mod:noOrder | Nunca fui cliente, mas circula no bairro que o restaurante reaproveita sobras de outros dias.
other=nota fiscal nao emitida | O estabelecimento não emitiu a nota fiscal mesmo após três solicitações. Isso é direito do consumidor.
allergy; poisoning | Meu filho é alérgico a ovo e o cardápio indicava que o empanado não continha ovo. Ele teve reação na pele e precisamos de atendimento médico.
packaging | A embalagem chegou aberta e sem lacre, o que compromete a segurança do alimento.
delay | O pedido chegou com 1h30 de atraso em relação ao prazo informado.
praise | Produtos frescos, bem embalados e entregues no prazo. Recomendo.
spoiled; mod:refund; unanswered | A maionese do lanche estava vencida. O aplicativo recusou o estorno e a loja não respondeu às mensagens.
allergy; wrongItem | Pedi a versão sem lactose do strogonoff e recebi a tradicional. Sou intolerante e só percebi depois de comer.
pricePortion | O preço subiu 20% e a porção diminuiu visivelmente.
diet | O prato anunciado como vegano continha queijo.
general | Experiência lamentável do início ao fim.
 | Pedido recebido.
poisoning; mod:refund | Passei mal depois de comer o pastel e o aplicativo negou o reembolso dizendo que não há comprovação.
foreignBody; service | Ao relatar o cabelo encontrado na comida, a atendente respondeu que "acontece". Falta de respeito com o consumidor.
raw | O hambúrguer de frango estava cru no centro. Meu advogado já foi acionado.
spoiled | A mussarela da pizza apresentava pontos de mofo.
other=taxa de embalagem nao informada | Foi cobrada uma taxa de embalagem de R$ 4,00 que não aparece no cardápio.
missingItem | Faltou a sobremesa incluída no combo.
spoiled | O suco natural estava fermentado, com gosto de álcool.
praise | Excelente cuidado com alergias: informei intolerância ao glúten e o restaurante ligou para confirmar os ingredientes. Parabéns.
delay; unanswered | Pedido atrasado mais de uma hora e nenhum retorno da loja pelo chat.
courier; packaging; mod:courier | O entregador carregou a sacola de lado na moto e a comida chegou toda revirada.
raw; poisoning | El pollo llegó crudo por dentro y mi hija vomitó toda la noche. Inaceptable.
foreignBody | encontré un pelo en la pasta, qué asco
allergy | Avisé que soy alérgico al maní y la salsa tenía maní. Casi termino en urgencias.
delay; cold | tardó casi dos horas y llegó todo frío
praise | Riquísimo todo, llegó calentito. Volveré a pedir!
spoiled | el pescado olía mal, claramente no era fresco
mod:refund; notDelivered | nunca llegó el pedido y la app no me devuelve la plata
courier; mod:courier | el repartidor fue muy grosero y no quiso subir
wrongItem | pedí empanadas de carne y vinieron de pollo
spoiled | La leche estaba vencida hace una semana. Voy a denunciar ante defensa del consumidor.
 | todo normal
mod:offensive; missingItem | faltó la bebida, son unos idiotas
raw | the pork chop was still pink in the middle, sent pics to the store
poisoning | got food poisoning after the shrimp pad thai, sick for two days
foreignBody | found a piece of plastic wrap baked into the lasagna
allergy; poisoning | I wrote GLUTEN ALLERGY in the notes and they still used regular soy sauce. Spent the night with cramps.
praise | Amazing burger, still hot on arrival. 10/10
mod:refund; spoiled | chicken smelled rotten, the app refused my refund even with photos
courier; mod:courier | driver left the bag on the sidewalk and drove off without calling
delay | took forever
mod:noOrder | Never ordered here but heard they got shut down by the health department last year.
pricePortion | tiny portion for $18, what a joke
mod:threat; wrongItem | wrong order AGAIN. next time I'm coming down there and you'll regret it
 | first order, we'll see
delay; missingItem | demorou 1h e ainda faltou a batata
wrongItem | veio o pedido de outra pessoa, nome de um tal de Carlos na comanda
taste | sem sal nenhum, comida de hospital
portion | nossa q porção generosa, 4 batatas contadas 👏
praise; price | muito bom mas carinho viu
melted; delay | o açai chegou derretido pq demorou uma eternidade
warmDrink | cerveja quente, ninguem merece
customisation; taste | pedi molho a parte e veio tudo misturado, batata encharcada
mod:offensive; general | vai se fuder, restaurante lixo
mod:hate; service | atendente bichinha cheio de frescura, demorou 40 min pra responder
notDelivered | marcou como entregue e nao recebi nada
praise | sushi fresquinho, peixe de qualidade, parabens
spoiled; unanswered | o frango tava com cheiro de estragado e ninguem responde o chat
allergy | pedi tudo sem leite pq meu bebe tem APLV e veio queijo ralado por cima
raw; poisoning | melhor frango cru da cidade, passei o fds inteiro no banheiro, recomendo 🙃
missingItem | vou no procon, pela 3a vez faltou o refrigerante
paidExtra; mod:refund | paguei adicional de cheddar, nao veio e o app negou o reembolso
`,
);

/** Set BR: a QA team's regression set: every topic five times in varied words, safety, moderation, Spanish and English. */
export const BY_OTHERS_BR = parseReviews(
  "othersBR",
  `
delay; cold; taste | mais de 1h30 esperando, hamburguer gelado e a batata toda murcha
praise | melhor acai da regiao!!! 😍😍
notDelivered; mod:refund | pedido nunca chegou e o ifood ate agora nao estornou, ja faz 3 dias
wrongItem | pedi marguerita mandaram de atum kkkk serio isso
customisation | escrevi SEM CEBOLA em caps lock e veio lotado de cebola, vcs leem as obs??
paidExtra | paguei 6 reais de bacon adicional e nao tinha uma tira de bacon
portion | marmita minuscula, comi e continuei com fome
price | taxa de entrega de 12 reais pra 2 km?? ta de brincadeira
pricePortion | 45 conto num poke q cabe na palma da mao
packaging | o caldo vazou tudo dentro da sacola, melou o resto
raw | frango cru por dentro, rosinha ainda, joguei fora
spoiled | maionese azeda, ja tava estragada
foreignBody | achei um cabelo no meio do yakisoba 🤮🤮
poisoning | passei a noite td vomitando dps do sushi de vcs
allergy | avisei q sou alergica a camarao e veio camarao no risoto, tive q tomar antialergico correndo
diet | sou vegetariana, pedi o lanche veggie e veio com carne moida
courier; mod:courier | motoboy grosso pra caramba, jogou a sacola no portao e saiu
app; mod:app | cupom de 20 nao aplica no app de jeito nenhum, tentei 5x
praise | a moca do whats super atenciosa, trocou meu pedido rapidinho sem frescura. amo vcs
unanswered | liguei 4x pra loja ninguem atende
general | horrivel. nunca mais
mod:offensive; delay | 2 horas pra entregar seus incompetentes do c*ralho
mod:hate; wrongItem | o atendente é um v*ado q nem sabe anotar pedido, veio tudo trocado
mod:threat; raw | frango cru DE NOVO, na proxima eu vou ai e quebro essa espelunca
mod:noOrder | nunca pedi ai mas falaram q a cozinha é cheia de barata, cuidado gente
warmDrink | guarana quente e sem gas, parecia xarope
melted | sorvete chegou virado sopa
melted; delay | o milkshake derreteu todo, tb neh demorou 1h pra chegar
 | ok
mod:offensive; delay | mais lentos q uma tartaruga manca, 1h50 pra um x-salada. bando de lixo
taste | massa da pizza crua no meio, tava ate grudando no dente
taste; packaging | o pastel veio encharcado de oleo e a caixa toda amassada
delay | parabens pela rapidez, so 1h40 pra um acai 🙄
pricePortion | que beleza, 38 reais num x-tudo q nao tem quase nada dentro. amei 🙃
notDelivered | app diz entregue e eu aqui sem comida, ninguem bateu na minha porta
notDelivered; unanswered | pedido nao chegou e a loja nao responde o chat
courier; mod:courier | entregador nao quis subir, mandou eu descer 6 andar com a perna machucada
app; mod:app | pagamento no pix deu erro no app e cobrou 2x
app; mod:app | rastreio do app nao funciona fica carregando eternamente
unanswered; missingItem | faltou o molho, mandei msg no chat e ate agr nada
price | ta caro dms esse lugar, nao compensa
portion | veio 4 pedacinhos de frango na porcao, serio?
pricePortion | aumentaram o preco e diminuiram a marmita, ta de sacanagem
packaging | tampa do acai mal fechada, chegou metade espalhado na sacola
raw | o file de peixe tava cru no meio, nao da pra arriscar
spoiled | a salada tava com folha podre e cheiro ruim
foreignBody | tinha um pedaco de plastico no meio do strogonoff
foreignBody; mod:threat | achei uma barata na marmita!!! vou postar a foto em tudo q é grupo da cidade e acabar com vcs
poisoning | minha familia toda teve diarreia dps do churrasco de vcs
poisoning; spoiled | queijo com gosto azedo, depois fiquei c dor de barriga o dia inteiro
allergy; customisation | tenho intolerancia a lactose, pedi sem queijo justamente por isso e veio cheio de queijo
diet | pedi suco sem acucar pq sou diabetico e veio adocado
diet | pedi a opcao vegana e o molho tinha leite e manteiga
general | pessima experiencia, nao recomendo
mod:offensive; general | lixo de restaurante, bando de otarios
mod:hate; general | so tem m*caco trabalhando nessa cozinha, por isso a comida é essa porcaria
mod:threat; service; other=cobrança errada | me cobraram a mais e ainda riram da minha cara, sei onde fica a loja e vou ai resolver do meu jeito
mod:noOrder | a pizzaria do lado é mto melhor, essa aqui so engana o povo. nunca comi mas todo mundo fala
mod:noOrder | meu cunhado disse q pegou intoxicacao aqui, entao nem vou pedir. fiquem espertos
praise | entrega rapida, comida quentinha, embalagem caprichada. nota 10
praise | o brigadeiro de brinde foi mt fofo, obg ❤️
 | pedi o de sempre
 | chegou
praise; cold | sabor maravilhoso mas chegou morno
praise; missingItem | lanche excelente, so faltou o ketchup q eu pedi
delay; cold; missingItem; service | demorou 1h40, veio frio, faltou a farofa e qnd reclamei no chat a atendente debochou
wrongItem; unanswered | veio tamanho P em vez do G e ninguem responde o whats
customisation | pedi a picanha bem passada e veio mal passada
customisation; taste | molho a parte, eu pedi!! veio tudo misturado e o pao encharcou
paidExtra | paguei borda recheada de cheddar e veio borda normal
paidExtra; missingItem | paguei adicional de queijo e nao veio, e tb faltou o guarana
paidExtra | cobraram o ovo extra e cade o ovo???
warmDrink | cerveja chegou quente, ai nao ne
warmDrink; cold | refri quente e lanche frio, inverteram tudo kkkk
melted | acai todo derretido parecia vitamina
melted; packaging | o sorvete derreteu e vazou pela tampa, sujou a sacola inteira
spoiled | o leite do cafe tava talhado
price | preco de restaurante chique pra um podrao de esquina kkkk
portion; taste | pouca carne no espetinho e ainda tava seco
mod:offensive; customisation | pedi sem cebola pela 3a vez e veio com cebola, vai tomar no c* quem monta esses lanche
mod:hate; service | a b*cha do caixa me tratou mal, desligou na minha cara
mod:hate; delay | esses p*raiba da cozinha sao lerdos demais, 1h pra fritar um pastel
price | 18 reais so de taxa de entrega, vcs tao loucos? 😒
notDelivered; courier; mod:courier | o motoboy ligou dizendo q ja tinha entregado, mas nunca chegou nd aqui
cold; praise | gostoso mas chegou meio gelado, da proxima capricha na embalagem termica
other=pedido cancelado sem aviso | cancelaram meu pedido do nada dps de 50 min sem avisar nada
 | normal
allergy | sou celiaca, pedi o pao sem gluten e veio pao comum. podia ter me feito muito mal
foreignBody | tinha uma pedrinha no feijao, quase quebrei o dente
raw; mod:offensive | seus burros, o frango ta sangrando por dentro
delay; cold; warmDrink | Fiz o pedido às 20h e só recebi às 21h45. A lasanha chegou fria e o refrigerante, quente. Sinceramente esperava mais de vocês, que sempre foram pontuais.
pricePortion; taste | O prato executivo subiu de 32 para 39 reais e a porção diminuiu visivelmente. Além disso, o feijão estava aguado.
allergy; service | Informei no pedido que meu filho tem alergia a amendoim. O doce veio com farofa de amendoim por cima. Quando liguei, a atendente disse que "não tinha como saber". Um absurdo.
praise | Comida caseira de verdade, tempero no ponto e entrega dentro do prazo. Virei cliente.
foreignBody; service | Encontrei um fio de cabelo grudado no queijo da pizza. Mandei foto pelo chat e recebi um pedido de desculpas genérico, sem nenhuma solução.
raw; poisoning | O frango do yakisoba estava rosado por dentro. Comi um pouco antes de perceber e passei a madrugada vomitando.
praise | Pão de queijo sequinho por fora e macio por dentro, exatamente como o da minha avó. Obrigada pelo carinho no bilhetinho.
wrongItem | Recebi o pedido de outra pessoa, com outro nome na comanda. Tive que comer o que veio.
packaging | A embalagem do açaí veio sem lacre e com a tampa solta. Metade do conteúdo ficou na sacola.
praise; pricePortion | A qualidade é ótima, mas pelo preço que cobram a porção poderia ser bem maior.
other=taxa de embalagem não informada | Cobraram uma "taxa de embalagem" de 4 reais que não aparece em lugar nenhum do cardápio.
other=nota fiscal com CPF | Pedi nota fiscal com CPF e não veio. Já é a segunda vez que acontece.
other=troco faltando | Paguei em dinheiro e o troco veio faltando 10 reais.
other=lanche diferente da foto | A foto do cardápio mostra um lanche alto e caprichado; o que chega não lembra em nada a foto.
spoiled; mod:threat | O presunto estava viscoso e com cheiro forte, claramente vencido. Se não houver resposta até amanhã, vou publicar as fotos em todas as redes e marcar a imprensa local.
unanswered; delay | Depois de uma hora de espera liguei duas vezes e mandei mensagem, ninguém atendeu. O pedido chegou com 1h30 de atraso.
courier; mod:courier | O entregador foi extremamente mal-educado e me xingou porque demorei dois minutos para descer.
app; mod:app; mod:refund | O aplicativo cobrou o pedido, cancelou sozinho e o estorno não caiu até hoje.
missingItem; mod:refund | Faltou a sobremesa e o reembolso oferecido pela plataforma foi de 2 reais, sendo que ela custou 14.
mod:refund | Solicitei reembolso pelo aplicativo há uma semana e continuo sem resposta do suporte.
wrongItem; mod:refund | Veio o lanche errado, abri reclamação e o iFood negou o reembolso dizendo que estava tudo certo.
praise; courier; mod:courier | Comida impecável, mas o motoboy chegou fumando e com a sacola aberta.
taste; portion | Feijoada sem sabor nenhum, parecia só água com feijão, e quase não tinha carne.
service | Reclamei educadamente e recebi uma resposta atravessada dizendo que eu deveria ter pedido em outro lugar.
poisoning | Fiquei dois dias internada com infecção intestinal depois do sushi. Revejam a higiene da cozinha, por favor.
diet | Pedi a versão sem glúten porque estou cortando glúten da dieta, e veio com o pão comum.
mod:noOrder | Trabalho no restaurante concorrente e digo: lá dentro a higiene é zero. Peçam em outro lugar.
delay; wrongItem; missingItem; cold | Pedido atrasado em quase uma hora, a pizza era de outro sabor, faltou o refrigerante e o que veio estava frio. Dificilmente peço de novo.
 | Pedido recebido às 12h30, conforme previsto.
praise; wrongItem | Atendimento nota mil: erraram o sabor, avisei e mandaram outra pizza em vinte minutos, sem custo. Respeito.
delay; cold | Tardó casi dos horas y la pizza llegó helada. Un desastre.
praise | Riquísimo todo, el pollo jugoso y llegó rapidísimo. Vuelvo a pedir seguro.
wrongItem | Pedí empanadas de carne y me mandaron de jamón y queso.
missingItem | faltó la bebida, la pagué y no vino
foreignBody | Encontré un pelo en la ensalada, qué asco 🤢
mod:offensive; service | La cajera es una idiota, me contestó fatal por el chat.
raw; poisoning | La hamburguesa estaba cruda por dentro y pasé toda la noche con diarrea.
price | Carísimo para ser comida rápida, y el costo de envío ni hablar.
courier; mod:courier | El repartidor no quiso subir al tercer piso y encima me gritó por teléfono.
melted | El helado llegó derretido, prácticamente una sopa.
mod:noOrder | Nunca pedí aquí pero mi vecino dice que usan carne vencida. Ojo.
allergy | Avisé que soy alérgica al maní y la salsa tenía maní. Inaceptable.
delay | Entrega súper rápida, solo una hora y cuarenta minutos. Gracias 🙃
mod:hate; unanswered | llame 3 veces y nadie atiende, seguro el m*rica del dueño estaba durmiendo
notDelivered; mod:refund | El pedido nunca llegó y la app dice que no corresponde reembolso. Increíble.
delay; cold | Took forever and the fries were stone cold.
praise | Best burger in town honestly, juicy and perfectly seasoned.
customisation | Asked for no pickles, got extra pickles. Do you even read the notes?
paidExtra | paid for extra cheese... there was no extra cheese
notDelivered | App says delivered, nothing at my door. Never got my food.
packaging | Box was crushed and the sauce leaked all over the bag.
taste | Way too greasy, couldn't finish it.
app; mod:app | The app charged my card twice for one order. Not the restaurant's fault but someone fix this.
mod:threat; raw | Serve me raw chicken one more time and I'll post the pics everywhere and make sure this place closes.
diet | I'm diabetic and asked for diet coke, got regular. Not cool.
warmDrink | soda came warm and totally flat
mod:hate; service | the f*g at the counter hung up on me twice
pricePortion | R$60 for six tiny nuggets?? rip-off
praise; portion | Tasty, but the portion is tiny for an adult.
mod:offensive; general | worst place ever, you guys are a bunch of morons
`,
);

/** Set BT: late nights and lunch rushes in big cities: offices, students, night shifts, gamers, parents. */
export const BY_OTHERS_BT = parseReviews(
  "othersBT",
  `
delay; cold | pedi a marmita 11h40 pra comer no intervalo e chegou 13h05, fria. ja tinha q voltar pro trampo 😡
praise | marmita caprichada, feijao com gosto de casa. salvou meu almoço no escritorio
missingItem | veio o dogão mas cade a coca?? paguei e nao veio
melted; delay | açai de 500 chegou virado vitamina, 50 min pra andar 2km
paidExtra | paguei adicional de nutella e leite ninho e so veio o ninho. a nutella ficou com vcs ne
customisation | SEM CEBOLA. escrevi na obs em maiusculo. veio cheio de cebola. alguem le as obs ai?
courier; praise; mod:courier | comida boa mas o entregador se recusou a entrar no hospital e me fez descer 4 andares no meio do plantão, de madrugada. falta de respeito
wrongItem | pedi x-tudo veio x-salada. segunda vez
portion | marmita P parece de criança kkkk 3 garfada acabou
pricePortion | 38 conto numa marmita com 4 pedacinho de frango. ta de brincadeira né
price | taxa de entrega de 14 reais pra 1,5 km?? absurdo
packaging | o caldo verde vazou td na sacola e molhou minha mochila com o notebook dentro
taste | arroz empapado e feijão sem sal nenhum
raw | frango cru por dentro, rosado perto do osso. joguei fora
foreignBody | achei um cabelo ENORME no meio do macarrão 🤢
poisoning | passei a madrugada inteira vomitando depois do yakisoba. obrigado por nada
allergy | coloquei na obs que tenho alergia a camarão e o risoto veio com camarão. fui parar na UPA
diet | sou vegetariana, pedi a marmita veggie e tinha pedaço de bacon no feijão
delay; unanswered | pedido atrasado 1h, liguei 5x na loja e ninguem atende
service | a moça do whats foi mt grossa qdo reclamei, falou q o problema era meu endereço
app; mod:app | o app cobrou 2x no cartão e o cupom de 15 nao aplicou. a loja nao tem culpa mas ta osso
notDelivered | app diz entregue mas nao chegou nada aqui. fiquei sem janta
general | horrivel. nunca mais
 | ok
praise | melhor hot dog da madrugada, chegou quentinho 2h da manha 🌭🔥
delay | parabens pela agilidade, 1h40 pra trazer um açaí 👏👏👏 da proxima eu vou a pé
mod:offensive; delay | bando de incompetente do caralho, 2 horas esperando um lanche
mod:threat; wrongItem | se vier errado de novo eu vou ai pessoalmente e quebro essa loja. pedi calabresa e veio frango DE NOVO
mod:noOrder | nunca pedi ai mas dizem q a cozinha ta cheia de barata. fujam
mod:refund | to esperando o estorno ha 15 dias e nada. o ifood so manda mensagem automatica
praise | Pedi às 23h depois do plantão e chegou em 25 minutos, bem embalado e quentinho. Obrigada!
cold; packaging | Pizza chegou morna e toda grudada na tampa, a caixa veio amassada.
missingItem | faltou os talheres e o guardanapo. comi o strogonoff com a mão?
taste | batata frita murcha e encharcada de oleo
warmDrink | refri veio quente e sem gas
delay; cold; missingItem | Demorou 1h30, o lanche chegou gelado e esqueceram a batata. Três problemas em um pedido só.
spoiled | o vinagrete tava azedo, com cheiro estranho
foreignBody | achei uma barata no arroz. UMA BARATA. to sem palavras
wrongItem | veio o pedido de outra pessoa, nome de Carla na comanda. eu so queria minha marmita de figado
paidExtra | paguei borda de catupiry e veio borda normal
pricePortion | o preço subiu 6 reais e a marmita diminuiu. percebi sim viu
packaging | o açaí veio com a tampa aberta e metade ficou na sacola
courier; mod:courier | o motoboy claramente abriu a sacola, o lacre veio rompido e a batata pela metade
courier; mod:courier | entregador foi estupido comigo pq demorei 2 min pra descer, ficou buzinando e xingando
app; mod:app | o rastreio do app ficou travado em "saiu pra entrega" por 40 min, nao dava pra saber nada
 | primeira vez pedindo
praise | meus filhos amaram o combo kids, veio ate brinquedinho 😍
diet; customisation | sou diabetico, pedi o suco sem açucar e veio adoçado
allergy | meu filho tem APLV e pedi o bolo sem lactose, veio com cobertura de leite condensado. por sorte vi antes de dar pra ele
diet | pedi a opção vegana e o molho tinha queijo. vegano nao come queijo gente
mod:offensive; general | lixo de restaurante, vão se f*der
mod:offensive; wrongItem; service | atendente retardado, pedi 2 marmita de frango veio de carne e ainda falou q eu q pedi errado
praise; delay | a comida é maravilhosa mas demorou 1h10, no almoço isso mata
praise; portion | sabor nota 10, mas a porção diminuiu muito
delay | 2 horas. DUAS HORAS
notDelivered; unanswered | pedido nunca chegou, liguei na loja e ninguem atendeu, tive q pedir em outro lugar as 23h
mod:refund; notDelivered | pedido nao chegou e o ifood negou meu reembolso. absurdo
taste | muito sal no strogonoff, nao consegui comer
raw | o hot roll de frango veio com o frango cru dentro
poisoning | comi o pastel de camarão e tive diarreia o dia todo
spoiled; poisoning | o leite do milkshake tava azedo e passei mal depois
 | comida chegou
 | Pedido recebido.
praise | Atendimento nota mil, a dona respondeu no whats na hora e mandou um brownie de cortesia 🥰
service | pedi pra trocar a bebida pelo chat e responderam "nao da" e fecharam a conversa
unanswered | mandei mensagem no chat 3 vezes perguntando se tinha troco e ninguem respondeu
other=troco errado | paguei com nota de 100 e voltaram troco de 50. ficaram com 50 meu
other=excesso de sacolas plásticas | mandaram 5 sacolas de plastico pra um lanche, desnecessario demais
packaging; cold | a embalagem de isopor veio aberta, a marmita chegou fria e toda misturada
wrongItem; missingItem | veio coca em vez de guaraná e esqueceram o molho barbecue
delay; praise | demorou mas valeu a pena, hamburguer absurdo de bom
praise | 🔥🔥🔥
delay | Pedi às 12h, chegou 13h30. Meu horário de almoço é de 1 hora. Fiquei sem almoçar.
cold | a sopa chegou gelada. GELADA. era sopa
melted | sorvete chegou liquido
warmDrink | cerveja quente 1h da manha, decepção
customisation | pedi molho a parte e veio tudo encharcado
customisation | pedi sem pimenta pro meu filho de 4 anos e veio ardendo, ele nao conseguiu comer
pricePortion | caro e pouco
taste; cold | lasanha chegou fria e com gosto de requentada no microondas
foreignBody; mod:threat | achei um parafuso no hamburguer!!! vou postar no insta e no tiktok com o nome de vcs pra todo mundo ver
mod:noOrder | essa lanchonete usa carne de gato, todo mundo do bairro sabe
mod:noOrder | Não comprei mas meu primo falou que é horrivel. 1 estrela
app; mod:app | o app nao aceitou meu pix e cancelou o pedido sozinho
courier; cold; mod:courier | o entregador deixou o pedido na portaria sem avisar, descobri 1h depois com tudo frio
courier; delay; mod:courier | motoboy ficou rodando o bairro 40 min pq nao achava a rua, mesmo com a localização no app
mod:offensive; general | que merda de comida
packaging | pedido veio sem lacre nenhum, quem garante q ninguem mexeu?
other=pedido recusado de madrugada, loja aparece aberta | no app ta escrito aberto 24h mas as 3h da manha recusaram meu pedido 2x
other=cardápio desatualizado, itens indisponíveis | metade do cardapio ta indisponivel toda vez q eu peço, atualiza isso ai
portion | pedi o combo familia e nao dava pra 2 pessoas, que dirá 4
praise | Salvaram meu plantão! Chegou certinho, quente, e a enfermeira do lado já pediu também kkk
praise; packaging | Comida ótima, mas o feijão vazou um pouco na sacola.
delay; cold; service | Atraso de 1h, comida fria, e quando liguei a atendente disse "é o movimento, senhor" e desligou na minha cara.
wrongItem; unanswered | Veio o sabor errado de açaí (pedi cupuaçu, veio morango) e ninguém respondeu no chat.
paidExtra; customisation | paguei bacon extra q nao veio e ainda mandaram com tomate q eu pedi pra tirar
general | Já foi melhor. Caiu muito a qualidade.
taste | o hamburguer parecia sola de sapato de tão passado
taste | massa da pizza crua no meio
spoiled | o açai veio cheio de cristal de gelo e gosto de velho, acho q tava vencido
foreignBody | pedra no feijão. quase quebrei o dente
raw; poisoning | comi o frango que veio meio cru e fiquei com dor de barriga e diarreia 2 dias
allergy | sou celiaca, pedi o lanche no pão sem gluten e veio no pão comum. ainda bem q percebi antes de morder
diet | Pedi a marmita low carb e veio com arroz e farofa. Pra quem está de dieta, isso não ajuda.
delay; cold | Pedí a las 13h y llegó a las 14:30, la comida fría. Inaceptable para un almuerzo de oficina.
praise | Los mejores perritos calientes de la ciudad, ¡y a las 3 de la mañana!
missingItem | Faltó la bebida y los cubiertos, otra vez.
wrongItem | Pedí empanadas de carne y llegaron de queso.
courier; mod:courier | El repartidor fue muy grosero y me tiró la bolsa en la puerta.
pricePortion | Muy caro para lo poco que trae. La porción es ridícula.
allergy | Avisé que soy alérgico al maní y el postre traía maní. Peligroso.
notDelivered; unanswered | Nunca llegó el pedido y el restaurante no contesta el teléfono.
delay | Took almost 2 hours to get a burger delivered. Unacceptable.
praise | Great açaí bowl, perfect after a late gaming session 🎮
customisation | Asked for no mayo, got extra mayo. Do you even read the notes?
app; mod:app | The app kept crashing at checkout and charged me anyway.
poisoning | Got food poisoning after the chicken wrap. Spent the whole night in the bathroom.
 | Order received, nothing to add.
delay | pedi antes da ranked, joguei 3 partidas e nada do lanche 🙃
cold | pizza chegou mais fria q meu coração depois do ultimo relacionamento
notDelivered; app | o pedido sumiu do app e nunca chegou, e o suporte do app so manda resposta pronta
paidExtra | paguei 4 reais de queijo extra no dog e ele veio pelado
missingItem | cade os sachês? pedi 2 de mostarda e 2 de ketchup e nao veio nenhum
price | preço no app é bem mais caro q no balcão, sacanagem
service | pedi guardanapo extra pelo chat e me responderam com deboche
general | nao recomendo
praise | entregador super educado e comida impecavel. nota 10
melted; packaging | o milkshake chegou derretido e escorrendo pela tampa, sujou tudo
raw | adorei o frango cru, só faltou mandar ele cacarejando 🙃
mod:hate; wrongItem | aquela atendente sapatão errou meu pedido de novo, pedi de carne veio de frango
delay; cold; missingItem; unanswered | Sou enfermeira e pedi no intervalo do plantão da noite. O pedido demorou mais de uma hora. Chegou frio e sem o refrigerante. Tentei ligar na loja três vezes e ninguém atendeu. No plantão não dá pra ficar esperando. Que decepção.
praise; pricePortion | Comida deliciosa, isso não dá pra negar. O tempero da carne é o melhor da região. Porém a porção está cada vez menor. E o preço só sobe. Desse jeito vou ter que trocar de restaurante.
customisation; wrongItem; service | Pedi o kids sem molho pro meu filho de 3 anos, que não come nada diferente. Veio com molho e com batata rústica em vez de batata palito. Liguei e disseram que não podiam fazer nada. Ele chorou e foi dormir sem jantar. Péssimo.
mod:refund; missingItem | faltou o açaí de 700 e o ifood so me devolveu metade do valor
delay; notDelivered | Esperei 2h, o status mudou pra entregue e não veio nada. Fui dormir com fome.
mod:offensive; courier; mod:courier | motoboy filho da puta jogou meu lanche no chão da portaria
other=sem opção de retirada | queria retirar no balcão e nao tem opção, obrigam a pagar entrega
 | chegou no horario previsto
portion; taste | pouca comida e ainda sem gosto nenhum
price | Taxa de serviço + taxa de entrega + embalagem. Um lanche de 25 virou 45. Caro demais.
missingItem; unanswered | Veio sem a farofa e o vinagrete. Mandei msg e até agora ninguém respondeu.
mod:threat; delay | ja é a terceira vez q atrasa. da proxima vou ai e vcs vao ver o que acontece
mod:noOrder | Trabalho na pizzaria concorrente e digo: a massa deles é congelada de mercado. Não peçam.
foreignBody; poisoning | Tinha um fio de cabelo na salada e ainda passei mal depois. Nunca mais.
taste; customisation | pedi o macarrão al dente, chegou papa. massa pessima
mod:offensive; service | a atendente é uma idiota, me tratou igual lixo no telefone
delay; melted; praise | o açaí é o melhor da cidade mas demorou tanto que chegou derretido, dá dó
wrongItem | Ordered a veggie burger and got a chicken one. Luckily I checked before eating.
delay; service | Pedido atrasado 50 minutos. Liguei e o atendente disse que o problema era o app, mas o app mostrava "em preparo" até agora.
praise | De madrugada é difícil achar algo bom aberto. Esse é o meu salvador das 3h da manhã, sempre caprichado.
`,
);

/** Set BW: an independent evaluator's final acceptance set: every kind of review, Spanish and English. */
export const BY_OTHERS_BW = parseReviews(
  "othersBW",
  `
delay; cold | mds 1h40 esperando e o hamburguer chegou gelado, nao da
wrongItem | pedi x-salada veio x-egg 🙄
praise | melhor açai da regiao sem duvida 😍😍
missingItem | cade o guarana q eu paguei??
customisation | escrevi SEM CEBOLA em caps lock e veio cheio de cebola kkkk
paidExtra | paguei bacon extra e nao veio nem um pedacinho
portion | a porção de fritas era tipo 10 palitos, serio isso?
pricePortion | 45 reais numa marmita q nao enche a mao. ja foi bem maior isso ai
packaging | o caldo vazou todo na sacola, chegou metade
taste | massa crua no meio e queimada embaixo, pizza mais triste q ja comi
spoiled | maionese azeda, tava estragada ctz
foreignBody | achei um cabelo enorme no meio do yakisoba 🤢🤢
poisoning | passei a noite toda vomitando dps do temaki de vcs
allergy | coloquei na obs q sou alergica a camarao e veio camarao no risoto, fui parar na upa
diet | pedi o lanche vegetariano e tinha presunto dentro. sou vegetariana faz 8 anos pqp
courier; mod:courier | motoboy grosso dms, jogou a sacola no chao e foi embora sem falar nada
app; mod:app | cupom nao aplicou no app e cobrou o valor cheio
service | a moça do whats me respondeu com a maior ignorancia, falta de educação total
unanswered | liguei 5x na loja e ninguem atende
general | horrivel. nunca mais
 | ok
praise | chegou rapidinho e quentinho, parabens pessoal
delay | entrega relampago, so 2 horas 🙄
praise; cold | lanche mt bom mas chegou frio
notDelivered; mod:refund | pedido nunca chegou e o ifood ate agr nao estornou meu dinheiro
warmDrink | coca quente e sem gas, ngm merece
melted | o sorvete chegou virado sopa
mod:offensive; delay | bando de incompetente do caralho, 2h pra chegar uma pizza
mod:hate; mod:offensive; wrongItem | errou meu pedido de novo, so tem v1ado trabalhando nessa m*rda
delay; mod:threat | se atrasar de novo eu vou ai pessoalmente e quebro essa loja inteira
mod:noOrder | dizem q a cozinha desse lugar é cheia de rato, nao peçam
mod:noOrder | nunca comprei aqui mas minha vizinha falou q passou mal com a comida
mod:noOrder | a hamburgueria do lado é mto melhor e mais barata, vao la q vcs ganham mais
missingItem | da proxima vez manda o refri junto ne 🙃
cold | tive q esquentar tudo no microondas assim q chegou
taste | precisei de faca de serra pra cortar o bife kkkk
delay | o entregador deve ter parado pra almoçar no caminho ne
poisoning | fiquei a noite inteira no banheiro dps desse strogonoff, obrigado viu
packaging | a pizza veio de lado, todo o queijo grudado na tampa
spoiled | o peixe tava com um cheiro estranho, nem comi
raw | gente o frango ainda tava sangrando por dentro
spoiled | o leite da vitamina tava talhado
other=troco errado | mandaram troco errado, faltou 20 reais
other=pedido cancelado sem explicação | cancelaram meu pedido dps de 1h sem dar explicação nenhuma
praise | o strogonoff é perfeito, pedimos toda semana ❤️
 | pedi pela primeira vez
 | 👍
wrongItem | veio o pedido de outra pessoa, nada a ver com o meu
customisation | pedi o hamburguer bem passado e veio mal passado
customisation | pedi molho a parte e veio tudo afogado no molho
missingItem | nao mandaram talher nem guardanapo, comi com a mao
paidExtra | paguei 8 reais de borda recheada e a borda veio vazia
price | taxa de entrega de 15 reais pra 2km? tao de brincadeira
pricePortion | aumentaram o preço e diminuiram o tamanho do pote, ta de sacanagem
courier; mod:courier | entregador nao quis subir, tive q descer 12 andares de pijama
courier; missingItem | o motoboy abriu a sacola, o lacre tava rasgado e faltava batata
app; mod:app | o rastreio do app nao atualiza nunca, fica mostrando o motoboy parado
service | atendente desligou na minha cara
general | pessimo
praise | comida de mae, mt bem temperada
praise; delay | comida top mas demorou dms
praise; portion | sabor nota 10, so a quantidade q ta pouca
delay; missingItem; cold | demorou 1h30, faltou a coca e a batata veio fria
wrongItem; service | veio sabor errado e qnd reclamei a atendente disse q a culpa era minha
foreignBody; mod:threat | achei uma BARATA no feijao!!! vou postar a foto em todo grupo do bairro e marcar o nome do dono pra todo mundo ver
mod:offensive; taste | comida de merda, cozinheiro lixo nao sabe nem fritar um ovo
mod:offensive | vai se f*der vc e essa loja
mod:hate; courier; mod:courier | mandaram um m4caco de entregador q nem sabia ler o endereço
mod:noOrder | vi no tiktok q essa loja usa carne vencida, cuidado galera
notDelivered | app diz entregue e eu nao recebi nada
notDelivered; unanswered | pedido nunca chegou e a loja nao atende o telefone
spoiled | a salada tava com folha podre, preta
praise | atendimento nota mil, o rapaz do whats resolveu tudo rapidinho
 | recebido
praise | sushi fresquinho, bem montado, chegou antes do previsto 👏👏
other=nota fiscal | pedi nota fiscal e nao mandaram
mod:offensive; service | atendente burra, fala com o cliente como se fosse lixo
diet; wrongItem | sou diabetico, pedi refri zero e veio normal
allergy; customisation | tenho intolerancia a lactose, pedi sem queijo e veio com queijo. passei mal
general | agora entendi pq é tao barato 🙄
praise | 10/10
other=loja imunda moscas | fui retirar no balcao e a loja tava imunda, moscas pra todo lado
customisation; taste | pedi sem pimenta e veio tao apimentado q nao consegui comer
packaging; missingItem | a sacola veio rasgada e sem o molho
raw | adorei o frango cru, mt saudavel 😂
taste | otima pizza pra quem gosta de comer papelao
praise; service | a comida ate q tava boa, mas o atendimento no telefone foi um lixo
mod:refund | o ifood ta enrolando meu estorno ha 10 dias, absurdo
mod:hate; mod:offensive; wrongItem | chegou tudo errado, so contratam p@raiba burro ai
service; mod:threat | vou expor o nome e a cara do atendente no insta, folgado e mal educado
delay; cold; missingItem; unanswered | Fiz o pedido às 19h e só chegou às 20h40. A comida estava fria e faltou o refrigerante. Tentei ligar para a loja duas vezes, mas ninguém atendeu. Muito decepcionante.
praise; packaging | A comida estava deliciosa, como sempre. Porém a embalagem do molho abriu e sujou tudo dentro da sacola. Sugiro lacrar melhor.
raw; unanswered | O frango à parmegiana veio cru por dentro. Mandei foto pelo chat e até agora não tive resposta. Isso é um risco sério à saúde.
poisoning; mod:threat | Eu e meu marido passamos mal depois de comer o camarão de vocês, diarreia e febre a noite inteira. Se não me derem retorno hoje, vou espalhar no bairro inteiro e na imprensa que vocês envenenam os clientes.
wrongItem; customisation; service | Pedi o combo 2 sem picles e veio o combo 3, com picles. Liguei e a atendente disse que não podia fazer nada e desligou. Atendimento péssimo.
pricePortion; taste | O preço subiu de 32 para 41 reais e o prato diminuiu visivelmente. Além disso, o arroz estava empapado. Assim fica difícil continuar pedindo.
notDelivered; mod:refund | O aplicativo marcou como entregue, mas o pedido nunca chegou. Abri reclamação e o estorno foi negado. Sei que o restaurante talvez não tenha culpa, mas fica o registro.
praise; courier | Comida excelente e bem embalada. Só o entregador que foi bem grosseiro ao chegar, reclamou do prédio e jogou o troco na minha mão.
foreignBody; service | Encontrei um fio de cabelo na lasanha. Entrei em contato e a resposta foi "acontece". Esperava no mínimo um pedido de desculpas.
allergy | Informei na observação que meu filho é celíaco. O frango veio empanado com farinha de trigo e ele teve reação. Por favor, levem isso a sério.
general | Experiência lamentável do início ao fim. Não recomendo.
praise | Pedido impecável: chegou no horário, bem quente e muito saboroso. O bilhetinho de agradecimento foi um toque especial. Parabéns à equipe!
 | Pedido recebido conforme o combinado.
spoiled; poisoning | O iogurte da sobremesa estava com a validade vencida havia uma semana. Minha filha comeu antes de eu ver e vomitou à noite.
delay; courier; mod:courier | Segundo o app o pedido ficou pronto em 15 minutos, mas o entregador rodou meia cidade antes de chegar aqui. Levou mais de uma hora.
taste; portion | O hambúrguer veio seco e o pão estava queimado. A porção de batata também é muito pequena para um combo "família".
paidExtra; unanswered | Paguei pelo adicional de cheddar e de catupiry e nenhum dos dois veio. Mandei mensagem pela plataforma e fui ignorada.
wrongItem | Parabéns pela criatividade: pedi um yakisoba de frango e recebi um de carne. Quem sabe da próxima vez venha o que eu pedi.
mod:noOrder | Trabalho em outro restaurante aqui da rua e sei muito bem como eles trabalham lá dentro. Não peçam.
praise; other=excesso de plástico descartável | Comida boa, mas quanto plástico! Cada item vem em três embalagens descartáveis. Poderiam usar algo mais sustentável.
app; mod:app | Não consegui usar o cupom de primeira compra, o aplicativo dava erro no pagamento a toda hora. Tive que pagar na entrega.
customisation; missingItem; price | Pedi a carne ao ponto e veio bem passada, esqueceram o arroz e ainda paguei R$ 12 de taxa de entrega. Para o valor cobrado, esperava muito mais cuidado.
melted; packaging | O pote de sorvete chegou amassado e aberto, com tudo derretido escorrendo pela sacola.
delay; cold | Tardó casi dos horas y la pizza llegó fría. Una vergüenza.
praise | Riquísimo todo, las empanadas un espectáculo 🤤
wrongItem | Pedí milanesa de pollo y me mandaron de carne.
missingItem | Faltó la bebida, la pagué y no vino.
taste | Muy salado el arroz, incomible.
raw | La hamburguesa vino cruda por dentro, roja total.
foreignBody | Encontré un pelo en la ensalada, qué asco.
courier; mod:courier | El repartidor fue muy maleducado, me gritó porque tardé en bajar.
mod:offensive; delay | Son unos inútiles de mierda, una hora y media para un sándwich.
praise; portion | Muy rico, pero la porción es chiquita.
app; mod:app | La app no me dejó pagar con tarjeta extranjera, lo intenté cinco veces.
allergy | Avisé que soy alérgico al maní y el postre tenía maní. Menos mal que me di cuenta antes de comer.
customisation | Pedí sin tomate, por favor, y vino con tomate. Como siempre.
 | Normal.
general | Malísimo, no pidan.
poisoning | Después de comer el pescado estuve con vómitos toda la noche.
delay | Qué rapidez, solo una hora y cuarenta minutos 👏👏
pricePortion | Carísimo para lo poco que viene, 50 reales por cuatro piezas de sushi.
mod:noOrder | Nunca pedí acá pero un amigo me dijo que la cocina es un asco.
notDelivered; mod:refund | El pedido nunca llegó y la plataforma no me devuelve la plata.
warmDrink; melted | La cerveza llegó caliente y el helado derretido. Combo perfecto 🙄
praise; missingItem | Excelente atención y la comida muy buena, solo que se olvidaron de los cubiertos.
delay; cold; taste | Took over an hour and the fries were cold and soggy.
praise | Best burger I've had in São Paulo, hands down.
wrongItem | Ordered a large pepperoni, got a medium margherita.
missingItem | My drink never came.
spoiled | The shrimp smelled off, didn't eat it.
service | Called to ask about my order and the guy on the phone was super rude.
foreignBody | Found a piece of plastic in my salad.
customisation | Asked for no onions. Onions everywhere.
mod:hate; packaging | Whoever packed this is a total f@g, half the food spilled in the bag.
courier; mod:courier | Driver refused to come to the door and made me walk two blocks to meet him.
 | Got my order.
praise; price | Really tasty but way overpriced.
poisoning; mod:threat | Got food poisoning from your chicken. I know where you work, you'll regret this.
mod:noOrder | Never ordered here but heard they reuse old oil and leftovers. Avoid.
other=wrong apartment number on label | The store printed the wrong apartment number on the label even though the app had it right, so the driver went to the wrong building.
`,
);

/** Set BX: small towns and suburbs: family restaurants, lanchonetes, pizzarias and marmitarias, old and young. */
export const BY_OTHERS_BX = parseReviews(
  "othersBX",
  `
delay; cold | pedi as 19h chegou 20:40, a marmita parecia q tinha saido da geladeira
praise | melhor coxinha da cidade, massinha sequinha e recheio caprichado 😍
portion | a marmita P ta vindo com 3 colher de arroz e um pedacinho de frango, ta de brincadeira ne
pricePortion | aumentaram o x-tudo pra 32 conto e o lanche ta cada vez menor
wrongItem | pedi meia calabresa meia frango c catupiry e veio inteira de mussarela
customisation | escrevi SEM CEBOLA na observação e veio cheio de cebola, pra q serve esse campo entao??
missingItem | nao veio a coca de 2L
paidExtra | paguei 8 reais de borda de cheddar e a borda veio vazia, nem sinal do cheddar
raw | frango do PF tava rosado por dentro, escorrendo sangue, nem comi
foreignBody | achei um cabelo enorme no meio do feijao 🤮🤮
poisoning | comi o pastel de carne ontem a noite e passei a madrugada inteira no banheiro, meu marido tb. so comemos isso
spoiled | a maionese verde tava azeda, cheiro forte de estragado
mod:courier; courier | o motoboy nao quis subir, tive q descer 4 andar de muleta. zero empatia
mod:app; app | o aplicativo cobrou duas vezes no cartao e nao consigo falar com ninguem do suporte
mod:noOrder | nunca pedi ai mas o povo da cidade todo comenta que a cozinha é imunda, cuidado gente
mod:offensive; delay | bando de incompetente, 2 hora pra entregar um lanche, vsf
mod:threat; raw | o hamburguer veio cru por dentro, se minha filha passar mal eu vou ai e quebro essa lanchonete
 | normal
delay | entrega relampago, so 1h50 pra atravessar tres quadras 👏👏👏
taste | pizza salgada demais, nao deu pra comer nem duas fatia
cold; delay | La pizza llegó fría y con una hora de retraso. Antes pedía seguido, ahora no sé.
praise | Best açaí in town, generous toppings and it arrived super fast. Will definitely order again!
delay; unanswered; cold | Boa noite. Sou cliente de vocês há muitos anos, desde quando a lanchonete ficava ao lado da igreja matriz. Ontem pedi dois x-saladas e uma porção de fritas para mim e minha esposa. O pedido demorou quase uma hora e meia e liguei três vezes no telefone da loja, ninguém atendeu. Quando chegou estava tudo frio. Fiquei muito chateado, não é mais como antigamente.
praise | mds q hamburguer é esse 😭😭 perfeito demais
packaging | o caldo de feijao vazou todo dentro da sacola, chegou meio pote
melted | o sorvete chegou virado sopa
warmDrink | guarana quente e sem gas
allergy | avisei na obs q sou alergica a camarao e veio camarao no risoto, tive q tomar antialergico correndo
diet | pedi o suco sem açucar pq sou diabetica e veio doce que nem melado
service | a moça do whatsapp foi super grossa qdo eu reclamei, respondeu com deboche
general | horrivel. nunca mais
other=troco errado | mandaram o troco errado, faltou 10 reais
praise; delay | comida maravilhosa como sempre, so demorou um pouquinho mais que o normal
wrongItem | veio o pedido de outra pessoa, o nome na comanda era Cleide e eu sou o Marcos
notDelivered | o app diz q foi entregue mas aqui nao chegou nada, to esperando ate agora
price | taxa de entrega de 12 reais pra menos de 1km, é assalto
taste | a massa da pizza tava crua no meio, grudando no dente
mod:hate; wrongItem | so podia ser baiano trabalhando ai mesmo, nem ler o pedido sabe. pedi de frango e veio de carne
praise | Tudo perfeito, a tia da marmitaria caprichou como sempre ❤️
pricePortion | paguei 45 reais numa porção de fritas que veio meia duzia de batata
mod:courier; courier; praise | o entregador chegou fedendo cigarro, com a sacola aberta e ainda reclamou q eu demorei pra descer. o lanche em si tava bom
wrongItem; missingItem | Pedí una hamburguesa doble y me mandaron una simple, además faltaron las papas.
customisation | Asked for no mayo and it came drowning in mayo. Not hard to read the notes.
delay; cold | Tchê, que decepção. Demorou mais de uma hora e o xis chegou gelado. Nunca mais peço aí.
praise | bah, o xis coração de vcs é o melhor da cidade, sem exagero
taste | oxe, o feijao tava sem sal nenhum, parecia agua de batata
foreignBody; unanswered | tinha um pedaço de plastico no meio do estrogonofe. mandei msg pra loja e ninguem respondeu
 | pedido chegou
praise | Uai sô, esse pão de queijo é trem bão demais da conta
raw | a linguiça da porção tava crua por dentro, tudo rosa
spoiled | o frango do PF tava com gosto de azedo, acho q era de ontem
poisoning; mod:threat | passei mal a noite toda depois do yakisoba de vcs. vou botar foto no grupo da cidade e no facebook pra todo mundo saber
packaging | a caixa da pizza veio toda amassada e a pizza grudada na tampa
delay; app | o rastreio no app ficou parado em "saiu para entrega" 40 min e chegou quase 1h depois
service | liguei pra perguntar do pedido e o rapaz desligou na minha cara
unanswered | mandei 5 mensagem no chat da loja e nada, ninguem responde
missingItem | faltou os talheres e o sache de ketchup, comi com a mão kkk
paidExtra | pedi adicional de bacon (R$6) e nao tinha um pedacinho de bacon sequer
praise | melhor marmitex da regiao, comida de vó mesmo, feijão temperadinho 👏
general | pessimo
mod:offensive; general | lixo de lugar, vão tomar no c*
cold | tudo frio
delay; cold; taste; missingItem | I'm visiting my daughter here and ordered because of the good ratings. The order took almost two hours, the fries were cold and soggy, and the milkshake never came. Disappointed.
praise | Las empanadas estaban riquísimas y el repartidor muy amable. ¡Gracias!
diet | sou vegetariana, pedi a pizza de brocolis e veio com bacon por cima
allergy; customisation | tenho intolerancia a lactose, pedi sem queijo e veio cheio de queijo, passei mal
pricePortion | 28 reais numa marmita q antes era 20 e ainda veio menos comida
mod:courier; courier | o entregador abriu a sacola e comeu umas batata, deu pra ver o pacote rasgado e faltando
praise | Pedi pela primeira vez e adorei. O parmegiana é enorme e bem temperado, deu pra mim e pro meu filho. Entrega rápida e o motoboy muito educado. Virei cliente!
delay | 1 hora e 20 minutos esperando uma marmita. UMA MARMITA.
other=nota fiscal | pedi nota fiscal e nao mandaram
wrongItem; unanswered | veio suco de laranja no lugar do de maracuja, tentei ligar na loja e ninguem atendeu
mod:noOrder | minha vizinha disse que achou barata no lanche daqui, nem vou arriscar
mod:noOrder | Peçam na pizzaria do Zé aqui do lado, muito melhor e mais barato, aqui é tudo congelado
praise | Excelente restaurante! Excelente comida! Excelente atendimento! Recomendo 100%! Melhor da cidade!
notDelivered; unanswered | pedido nunca chegou. liguei na loja 4x ninguem atendeu. to com fome ate agora
mod:refund | o pedido foi cancelado e o reembolso ate agora nada, ja faz 10 dias
mod:refund; missingItem | faltou o refri, pedi reembolso no app e negaram. absurdo
mod:app; app | o cupom de desconto nao funcionou na hora de pagar, cobrou o valor cheio
other=pedido cancelado sem aviso | cancelaram meu pedido depois de 40 min sem avisar nada
praise | atendimento nota 10, a dona sempre manda um bilhetinho escrito a mao 🥰
 | kkkkkkk
 | pedi pra minha mae
 | 3 estrelas
 | primeira vez pedindo
praise; portion | lanche gostoso mas podia vir mais batata, veio pouquinha
cold; taste | a pizza veio fria e a massa borrachuda
foreignBody | tinha uma pedrinha no feijao, quase quebrei o dente
foreignBody; mod:offensive | achei uma mosca na salada, bando de porco imundo
general | experiencia ruim do começo ao fim
praise | Chegou quentinho, bem embalado, o motoboy foi educado. Nada a reclamar.
mod:courier; courier; delay | o motoboy ficou rodando o bairro perdido 40 min e ainda me xingou no interfone
customisation | pedi o hamburguer bem passado e veio ao ponto
customisation; taste | pedi molho a parte e veio tudo misturado, a batata ficou molenga
spoiled | El queso de la pizza tenía olor agrio, creo que estaba vencido.
service | La chica que atiende por WhatsApp es muy maleducada, me contestó de mala manera.
price | Way too expensive, an R$ 15 delivery fee for a 5 minute ride is ridiculous.
foreignBody | Found a piece of plastic wrap in my lasagna. Gross.
praise | Lovely family place, the owner's mom makes the best feijoada. Thank you!
 | Order arrived.
wrongItem | Pedí pizza de pollo y me llegó de atún.
melted; delay | El helado llegó derretido, tardó casi una hora.
mod:offensive; missingItem | Son unos inútiles, otra vez no mandaron la bebida.
warmDrink; cold | refri quente e lanche frio, inverteram tudo kkkk
praise; missingItem | gente o açai de vcs é mt bom mds, so q esqueceram o leite ninho q eu pedi 😭 da proxima manda pfv
paidExtra; mod:offensive | paguei o adicional de queijo e nao veio, seus ladrao
delay; mod:threat | se demorar mais uma vez desse jeito eu vou ai pessoalmente resolver na porrada
foreignBody; mod:threat | achei cabelo na comida e ja printei tudo, vou expor vcs em todos os grupos da cidade e na radio
raw; poisoning | a coxinha tava com frango cru no meio e meu filho vomitou a noite toda
other=sem maquininha cartao | escolhi pagar no cartao na entrega e o entregador da loja veio sem maquininha, tive q correr atras de dinheiro
other=cardapio desatualizado | o cardapio mostra pastel de palmito mas qdo pedi disseram q nao tem faz meses
other=loja aberta no app mas fechada | loja aparece aberta, pedi, e depois de meia hora cancelaram dizendo que ja tinham fechado
praise; pricePortion | lanche muito bom mas ta caro pro tamanho, 35 reais num hamburguer pequeno
portion | Prezados, a porção de mandioca veio com uns seis pedaços contados. Para duas pessoas não dá nem para começar. Já fui mais bem servida em outras ocasiões.
praise | Gostaria de parabenizar a equipe. Tenho 78 anos e moro sozinha, e a comida de vocês me lembra a que minha mãe fazia. O rapaz da entrega sempre sobe até o meu apartamento para me ajudar. Deus abençoe.
taste | A sopa estava muito gordurosa, com uma camada de óleo por cima. Na minha idade não posso comer assim.
delay | trabalho na obra e tenho 1h de almoço, a marmita chegou faltando 10 min pra voltar. comi correndo. nao da
praise | marmita boa e farta, da pra aguentar o dia na obra. valeu dona Rosa
missingItem; wrongItem | pedi 3 marmitas, veio 2 e uma era de peixe em vez de frango
packaging | tampa da marmita mal fechada, abriu e o feijao melou tudo
delay; cold; taste; service | Pedi uma pizza grande de portuguesa as 20h pro aniversario do meu filho. Chegou 21:30, fria, e com a massa crua no meio. Liguei pra reclamar e o atendente disse que sexta é assim mesmo e que se eu nao quisesse era so pedir em outro lugar. Atendimento zero.
praise; delay | demorou mas valeu a pena, a pizza é sensacional
delay | "rapidinho" neh 🙄 1h40
taste | Égua, esse açaí tava aguado, parecia suco
portion | oxe, essa tapioca veio com recheio pra formiga
pricePortion | o preço subiu de novo e o pastel ta vindo oco, so massa
mod:offensive; mod:courier; courier | o motoboy é um arrombado, jogou a sacola por cima do portao e foi embora
mod:hate; service | o atendente viadinho ficou de gracinha comigo no telefone qdo perguntei do pedido
diet | pedi o hamburguer vegano e veio com maionese normal e queijo
allergy | sou celiaca, pedi a pizza sem gluten e a massa era normal. passei mal a noite inteira
diet | pedi sem gluten (nao é alergia, é dieta mesmo) e veio pão normal
missingItem; unanswered | nao veio o molho de alho q sempre vem, mandei msg e nada de resposta
melted | o petit gateau veio com o sorvete todo derretido escorrendo na caixa
praise | Rapaz, que coxinha arretada! Pede sem medo, visse
 | pedi no domingo
mod:courier; courier; praise | entregador nao achou a casa e ficou buzinando na rua sem ligar. a comida chegou boa pelo menos
praise | Muy rica la milanesa, porción generosa y llegó calentita.
notDelivered; mod:offensive | pedido nao chegou, vcs sao uns caloteiro safado
praise; taste | o frango é bom mas o arroz veio empapado
praise | top demais
mod:app; app | paguei no pix pelo app e o pedido ficou como nao pago, tive q pagar de novo na entrega
taste; spoiled | arroz empapado e feijao azedo
packaging; missingItem | o refrigerante veio aberto e vazando na sacola, e esqueceram o guardanapo
praise; portion | comida gostosa porem a quantidade diminuiu muito, antes dava pra dois
other=recado ofensivo na sacola | escreveram "cliente chato" na sacola do meu pedido, achei um desrespeito
other=ligacoes insistentes | ligaram 3 vezes pra confirmar o pedido, me acordaram do plantao
mod:noOrder; other=cheiro de fritura barulho vizinhança | nunca comprei nada ai mas moro do lado e o cheiro de fritura e o barulho ate meia noite ninguem aguenta
paidExtra | parabens pela borda recheada sem recheio, muito criativo 👏
foreignBody | adorei o cabelo de brinde no meu lanche, obrigado pela gentileza 🙃
melted | amei a sopa de açaí, digo, o açaí que chegou todo derretido
`,
);

/** Set BZ: foreign visitors: Spanish and English speakers, and Portuguese mixed with English. */
export const BY_OTHERS_BZ = parseReviews(
  "othersBZ",
  `
delay; cold | Pedi a las 20h y llego 21:40, la hamburguesa helada. En Buenos Aires esto no pasa che
customisation | pedi sin cebolla, lo puse en MAYUSCULAS en las observaciones y vino llena de cebolla. no leen nada
raw | el pollo estaba crudo por dentro, rosadito y con sangre. casi me lo como entero
poisoning | Comí el yakisoba anoche y pasé toda la madrugada vomitando. Mi novia igual, fue lo unico que comimos los dos
courier; mod:courier | El motoboy no quiso subir, me hizo bajar 12 pisos en pijama y encima de mala onda
mod:refund; notDelivered | El pedido nunca llegó, la app dice entregado y hasta ahora no me devuelven la plata. Van 10 dias
unanswered; missingItem | Llamé 5 veces al local para avisar que faltaba la gaseosa, nadie atiende. El whatsapp en visto
delay | entrega relampago, solo 2 horas y cuarto 👏👏
praise | Muy rico todo, la picanha en su punto. Volveremos!
wrongItem | Pedí la pizza de pollo con catupiry y me mandaron una de atún. Odio el atún
missingItem | faltaron las papas fritas weon, pagué el combo y llegó la pura hamburguesa
paidExtra | Pagué borde relleno de cheddar y el borde vino vacío, normalito
pricePortion | 60 reales por esto?? Cuatro pedacitos de carne y mucho arroz. Carisimo para lo que viene
packaging | Se derramó toda la sopa dentro de la bolsa, llegó medio envase. Un desastre el empaque
diet | Soy vegetariana y pedí la opción veggie, encontré pedazos de tocino en el medio. Que falta de respeto
service | La chica que atendió por el chat me trató como si yo estuviera mintiendo. Pesima atencion
mod:offensive; delay | Son unos inutiles de mierda, 3 horas esperando una pizza
general | Horrible. Nunca más
mod:noOrder | Dicen que en esa cocina hay ratas, un amigo que trabajó ahí me contó. No pidan
cold; praise | Lastima que llegó tibio porque el sabor es buenisimo, de verdad
warmDrink | La coca llegó caliente y sin gas, parecía jarabe
melted | el helado llego hecho sopa, literal lo tomé con pajita
spoiled | La mayonesa tenía olor agrio, estaba vencida seguro. Me dio asco
app; mod:app | La aplicación no me dejó usar el cupón y después me cobró dos veces. Del restaurante no tengo queja
allergy | Avisé que soy alérgica al maní y el pad thai vino con maní encima. Tuve que tomar antihistaminico. Podría haber terminado en el hospital
price | Muy caro. En Madrid pago menos y eso que es Madrid, tío
notDelivered | La app dice entregado pero nunca llegó nada, y yo aca esperando en la puerta
praise; delay | Rico rico, aunque tardó un poquito más de lo que decía la app. Igual recomiendo
taste | Chamo la tapioca estaba dura como piedra, nada que ver con la que comí en Fortaleza
customisation | Pedí la carne bien cocida y vino a punto, rosadita. Para qué preguntan entonces
mod:threat; wrongItem | Si me vuelven a mandar el pedido equivocado voy al local y les rompo todo, avisados están
other=propina cobrada sin elegir | Me cobraron una "propina" que yo nunca elegí, aparece en el recibo del local. Eso no se hace
 | Pedí para el almuerzo del trabajo. Normal
praise | Parce, que delicia ese feijão, me sentí en casa de la abuela brasileña que no tengo jaja
delay; service | Una hora y media de atraso y cuando pregunté me dijeron "ya está saliendo" cuatro veces. Mentirosos
foreignBody; mod:offensive | Una cucaracha en la ensalada. Asquerosos, cerdos de mierda
wrongItem | Me llegó el pedido de otra persona, con nombre de Fernanda y todo. Yo no soy Fernanda
taste; pricePortion | Pizza grasosa, la masa blanda y encima cara para el tamaño. Ta, no vuelvo
paidExtra; praise | La hamburguesa muy buena pero pagué extra de huevo y no vino el huevo
portion; praise | Sabroso pero poquito, las porciones deberian ser más grandes
spoiled; poisoning | El sushi de salmón olía raro y a la noche tuve diarrea. Pescado mal conservado
cold; packaging | Llegó frío y la caja aplastada, la pizza toda pegada en la tapa
allergy; service | Soy celíaca, lo puse en las notas y también le escribí al local por el chat. Me respondieron que no había problema. Llegó la milanesa empanada con harina común. Cuando reclamé me dijeron que "un poquito no hace nada". Eso es ignorancia total. Cuidado los celíacos
praise | Delicioso todo
delay; courier; mod:courier | El repartidor se quedó 30 min parado en la esquina mirando el celular, lo vi desde la ventana. Pedido llegó tardísimo por eso
praise | Best açaí I've had since landing in Rio, huge bowl and super fresh
missingItem | The guarana never came, only the food. Charged for it though
app; mod:app | app charged my card twice and the coupon didnt apply. Nothing to do with the restaurant I guess
portion | the "family size" could barely feed me alone lol
allergy | I'm celiac and wrote NO GLUTEN in the notes, they sent the burger on a regular bun. Had a reaction all night. This is dangerous
praise | Amazing moqueca, tasted like the one we had in Bahia. Obrigado!!
delay; cold | Great, only took an hour and a half and the soup arrived at room temperature. Fantastic 🙃
customisation | Asked for sauce on the side. Burger DROWNING in sauce. Why have a notes field if nobody reads it
diet | I'm vegan, ordered the vegan bowl and it had cheese all over it. Wrote vegan in the notes too
raw | Chicken was pink in the middle. Undercooked chicken is not a joke, threw it all away
poisoning | Me and my roommate both got food poisoning after the shrimp risotto. Spent the night fighting over the bathroom
courier; mod:courier | Driver was super rude, yelled at me because I took 2 minutes to come downstairs
mod:refund; missingItem | Half my order missing and the app only refunded R$5. Store says talk to the app, app says talk to the store
price | Delivery fee of R$ 15 for 3km is crazy, even by London standards
pricePortion | Used to be a decent size, now its half and the price went up. Shrinkflation at its finest
service | Messaged the store to ask about my order, got a reply in all caps telling me to wait. Rude af
unanswered | Called three times, nobody picked up. Sent a message, nothing
general | Awful. Just awful
mod:offensive; wrongItem | You morons can't even get a simple order right. Got a margherita instead of pepperoni. Idiots
mod:threat; wrongItem | I know where you guys are, I'll come by tomorrow and we'll see who's laughing. Wrong order AGAIN
mod:noOrder | Haven't ordered from here but a friend told me the kitchen is filthy. Stay away
praise | Hands down the best coxinha in São Paulo. My Brazilian gf approves
 | it was food
taste | The feijoada was so salty I couldn't finish it. Also kinda burnt at the bottom
warmDrink | Beer arrived warm. In Brazil. In January. Come on
melted | ice cream completely melted, basically a milkshake
packaging | Lid wasn't closed properly, the whole bag was covered in stroganoff sauce
paidExtra | Paid extra for avocado, no avocado. Paid extra for bacon, no bacon. Starting to see a pattern
praise; portion | Delicious, just wish the portion was a bit bigger
praise | Super friendly staff on the chat, fixed my order in 5 minutes. Respect
delay; praise | Food was great, but 70 min for a place 1km away is a lot
missingItem | no cutlery, no napkins, no ketchup. Ate with my hands like a caveman
wrongItem; customisation | Ordered a medium, came a small, and the "no tomato" note was ignored too
foreignBody | There was a piece of what looked like a zip tie in my pasta. Plastic. In my food
other=styrofoam packaging environment | All the packaging is styrofoam, its 2024 guys. Food was fine otherwise
mod:offensive; delay | where the f*** is my food, 2 hours already
 | Ordered for my kids party. Arrived
app; mod:app | App tracking showed the driver in another neighborhood for 40 min. Restaurant did their part, the app is garbage
notDelivered | Never got my order. Marked as delivered at 8:12pm. I was home the whole time
praise | 10/10 would order again, the pão de queijo is addictive
taste | pizza dough was raw in the middle, gummy. Toppings ok
diet | Asked for a sugar free juice because I'm diabetic, they sent it with sugar. My glucose went through the roof
service; delay | Complained about a 1h delay and the guy on the phone laughed at me. Seriously
cold | Cold again
delay; cold; missingItem; unanswered | Ordered at 7 for my family's first night in Brazil. Food showed up at 8:45, everything cold. The kids' juice wasn't there either. I tried calling the restaurant twice and nobody answered. Not the welcome we hoped for. Probably won't order again
paidExtra | paguei o adicional de bacon e cadê o bacon? nem sinal
price | R$ 14 de taxa de entrega pra 2 km? ta de sacanagem
service | a moça do chat foi super grossa, respondeu tipo "problema seu". very unprofessional
delay | o pedido demorou tipo 2 horas, serio, worst delivery experience ever
praise | comida top, delivery super rapido, recomendo demais 👌
cold | chegou tudo frio, tipo geladeira level
wrongItem | veio o combo errado, pedi o de frango e veio o de carne. fail total
missingItem | faltou o refri e o molho. de novo. sempre falta alguma coisa
customisation | escrevi "sem pimenta" na observação e veio ardendo muito. my mouth is on fire
raw | frango cru por dentro, dava pra ver o sangue. absurdo
foreignBody | achei um cabelo no hamburguer. nojo
poisoning | passei mal depois de comer o temaki, vomitei a noite toda
allergy | sou intolerante a lactose, avisei e pedi sem queijo, veio coberto de queijo. agora to aqui sofrendo
courier; mod:courier | o entregador mexeu na sacola, lacre rompido e a batata pela metade. dava pra ver que ele comeu
app; mod:app | o app travou na hora de pagar e cobrou duas vezes. iFood resolve isso ai
mod:refund | to esperando o estorno faz 15 dias. pedido cancelado e nada do dinheiro
pricePortion | R$ 45 num marmitex que mal enche a mão. pagou caro, comeu pouco
packaging | o açai vazou todo na sacola, chegou meio copo
taste | sem sal nenhum, comida sem gosto. bland af
spoiled | o vinagrete tava azedo, estragado mesmo
warmDrink | refri quente e sem gás. vergonha
melted | o sorvete chegou derretido, virou sopa
unanswered | liguei varias vezes e ninguem atende, mandei msg no whats e nada
general | pessimo, nunca mais peço
mod:offensive; service | atendente mal educado do caralho, vai se f*
mod:threat; wrongItem | vou expor vcs em todos os grupos do bairro e no instagram, aguardem. pedido veio todo errado
mod:noOrder | esse lugar é uma porcaria, meu primo disse que pegou intoxicação aqui
praise | melhor hamburguer da cidade, sem exagero. the bacon is perfect
delay; cold; missingItem | demorou 1h30, chegou frio e ainda faltou a batata. parabéns 👏
diet | pedi o prato vegetariano e veio com pedaços de frango. sou vegetariana há 10 anos
 | pedido normal
praise | muito bom! obrigado pelo bilhetinho fofo 💕
delay | "entrega expressa" kkkkk só 1h50
cold; praise | o sabor é otimo mas chegou morno, pena
service; wrongItem | pedi pra trocar o item errado e a atendente disse que não podia fazer nada e desligou na minha cara
app; mod:app | cupom não funcionou, o app disse que era invalido. nada a ver com o restaurante
paidExtra; taste | paguei borda recheada de catupiry e veio sem, e a massa ainda tava queimada
wrongItem | veio o pedido de outra pessoa, nome Carlos na nota. eu sou a Juliana
missingItem; unanswered | faltou o guaraná e ninguem responde no chat da loja
price | ta muito caro, subiu tudo. honestly não compensa mais
other=nota fiscal CPF | pedi nota fiscal com CPF e não mandaram, preciso pra prestar conta na empresa
praise | honestly a melhor pizza que já pedi pelo app, massa fininha e crocante. amazing
taste | muito gorduroso, o pastel pingava oleo
raw; poisoning | a carne de porco tava crua no meio e no dia seguinte tive diarreia
foreignBody; mod:offensive | tinha uma barata no meu arroz, seus porcos imundos
delay; courier; mod:courier | entregador ficou rodando 40 min no bairro e ainda reclamou que o endereço tava errado. não tava
customisation; praise | gostoso, mas pedi a carne mal passada e veio bem passada. da proxima vez leiam a obs
portion | "porção pra 2 pessoas" que não serve nem 1
general | que lixo. horrivel
praise | entrega rapida e o motoboy super educado. nota 10
 | recebi
spoiled; poisoning | o camarão tava com cheiro forte, comi assim mesmo (erro meu) e passei mal a madrugada toda
notDelivered; mod:refund | não chegou e o app não quer me devolver o dinheiro. nunca mais uso
packaging | caixa da pizza amassada, a pizza veio toda desmontada. so sad
other=troco errado | paguei em dinheiro e o troco veio errado, faltou R$ 20
delay; unanswered | 1h de atraso e ninguem atende o telefone da loja pra dar satisfação
praise | atendimento nota mil, resolveram meu problema na hora. customer service top
taste | o arroz tava empapado e o feijão duro. meh
diet; wrongItem | pedi a coca zero e veio coca normal, sou diabético. não é frescura
wrongItem; pricePortion; praise | Sou brasileira mas moro fora faz anos e tava morrendo de saudade de uma coxinha. A massa é perfeita, parabéns. Mas pedi de frango com catupiry e veio de carne. E R$ 12 por uma coxinha desse tamanho, sorry, mas achei salgado. Tirando isso, amei
`,
);

/** Set CB: traps: problems mentioned and not complained of, subtle complaints, praise hiding one complaint. */
export const BY_OTHERS_CB = parseReviews(
  "othersCB",
  `
praise | Da outra vez a batata veio murcha, dessa vez veio sequinha e crocante, parabéns pela melhora
customisation | pedi sem cebola. tinha cebola. até no molho
praise; missingItem | lanche perfeito, carne no ponto, pão macio. so faltou o guardanapo mas de resto nota 10
praise | Sabia que ia demorar, era final de campeonato e tava chovendo. Chegou em 1h10 e a comida tava uma delícia, sem problema nenhum
delay | deu tempo de tomar banho, secar o cabelo e assistir dois episódios esperando
praise | Essa coxinha é de matar, meu Deus
cold | chegou na temperatura ambiente, tive que esquentar no micro
praise; warmDrink | Pizza maravilhosa, massa fininha, borda crocante. A coca é que veio meio quente, mas a pizza compensou
 | A pizza grande serve quantas pessoas? Quero pedir pro aniversário do meu filho
praise | Achei um cabelo e já ia reclamar, mas era meu mesmo, tô com o cabelo na cintura kkkk. Comida impecável
taste | o cozinheiro devia estar apaixonado hoje, viu... bebi 2 litros de água depois desse estrogonofe
praise | Tô passando mal de tanto que comi, que marmita caprichada
melted | o açaí chegou em forma de vitamina
praise | Minha amiga disse que aqui era ruim, resolvi testar e ela tava muito errada. Hambúrguer top
wrongItem | Adorei o pedido da Juliana, pena que eu sou o Marcos
paidExtra | paguei 7 reais de borda de catupiry. a borda veio, o catupiry eu tô procurando até agora
praise; portion | Tudo muito gostoso e bem temperado, só achei a farofa pouquinha pro tamanho da marmita
 | Vocês abrem no feriado de segunda?
praise | Pedi sorvete sabendo que meu endereço é longe e que ia amolecer um pouco. Chegou molinho mas isso é física, não culpa de vocês 😂 sabor incrível
raw | o frango perto do osso tava rosinha, até escorrendo
praise | Meu marido é o maior pão-duro que existe e até ele disse que o preço é justo. Comida deliciosa
pricePortion | R$ 42 numa marmita que cabe na palma da mão. pensa bem
praise | Se tivesse demorado mais dez minutos eu ia comer o sofá de fome, mas chegou antes do previsto! Tudo quentinho
missingItem; unanswered | liguei 3x pra avisar que faltou o refri, chamou até cair
praise | O entregador demorou pra achar minha casa, mas minha rua nem aparece no GPS, não é culpa dele. Super educado e a comida chegou perfeita
spoiled | a maionese tava com um gostinho meio azedo, deixei de lado
praise; packaging | Sushi fresquíssimo, peixe de qualidade. Só o shoyu que vazou um pouco dentro da sacola
praise | Sou alérgica a camarão e pedi o risoto de frango. Veio sem nada de camarão e ainda colocaram um bilhete confirmando. Obrigada pelo cuidado!
poisoning | Passei a madrugada inteira abraçada no vaso depois do yakisoba
 | Primeira vez pedindo, ainda nem abri, depois conto
praise | Da última vez que pedi veio faltando a batata, mas dessa vez veio tudo certinho e ainda ganhei um bombom. Assim dá gosto
missingItem | segunda vez seguida que esquecem o guaraná. já virou tradição?
praise | Caro? Que nada. Pelo tamanho do prato vale cada centavo
taste | a batata chegou murcha, parecia que tinha tomado banho
praise | o hambúrguer é um crime de tão bom, devia ser proibido
praise | Sou vegana e confesso que tava com medo, mas o burger de grão de bico é 100% vegetal mesmo, perguntei no chat e confirmaram. Amei
missingItem; service | Perguntei educadamente pelo chat onde estava meu refri e a resposta foi "confere direito". Conferi. Não tava.
praise; delay | Comida divina, tempero de vó. Pena que levou quase duas horas, mas valeu a espera
praise | A caixa chegou amassada porque eu tropecei na escada com ela kkkk, a pizza nem se mexeu, embalagem de guerra
allergy | meu filho tem alergia a amendoim e o brownie veio com pedaço de amendoim, no cardápio não falava nada
praise | Pedi a asa extra picante e realmente é extra picante, chorei, suei e pedi mais. Perfeito
wrongItem | pedi a lata de 350 e veio a mini de 220
praise; customisation | Lanche muito bom, pão brioche macio. Pedi molho à parte e veio tudo misturado, mas nada grave
 | O app marcou como entregue antes do motoboy chegar, levei um susto, mas ele tocou logo em seguida
foreignBody | tinha um fio comprido e loiro no meio do macarrão. ninguém aqui em casa é loiro
praise | Tá um frio de rachar aqui em Curitiba e a sopa chegou pelando, salvou minha noite
portion | contei: 9 batatas. nove.
praise | O refri veio trincando de gelado e o açaí firminho, nada derretido. Entrega impecável
delay | "30-40 minutos" né. foi 1h35
praise | Pedi o bife mal passado e veio sangrando do jeitinho que eu gosto. Finalmente um lugar que respeita
praise; other=nota fiscal CPF | Comida ótima, entrega rápida. Só pedi CPF na nota e nenhuma nota veio na sacola
praise | Achei que tinham trocado meu pedido porque veio frango em vez de carne, mas fui olhar e fui eu que cliquei errado kkk. Tava tão bom que nem liguei
app; mod:app | o cupom de 20 sumiu na hora de pagar e o app cobrou o valor cheio
praise | O app travou três vezes na hora de pagar, mas foi minha internet que tá horrível. O lanche chegou rapidinho e quentinho
taste | a massa da pizza tava crua no meio, grudando no céu da boca
praise; cold | Marmita bem servida, carne macia, feijão delicioso. Só chegou meio morna
general | nunca mais. simplesmente nunca mais
 | Vocês fazem marmita fitness sem arroz? Tô de dieta
praise | Antes de pedir vi umas avaliações falando que a porção era pequena. Ou mudaram ou o pessoal come demais, porque sobrou pro almoço de amanhã
pricePortion | Mês passado o combo era 35, hoje tá 41 e o refri virou lata pequena. entendi
praise | Vou ter que entrar na academia por culpa de vocês, não consigo parar de pedir esse açaí
warmDrink | o guaraná chegou que nem chá, sem uma bolhinha
praise; taste | Gostei muito do atendimento e da rapidez. O frango só estava um pouquinho seco, mas o molho ajudou
courier | entregador se recusou a subir mesmo eu explicando que tô de muleta. desci 3 andares
praise | O pessoal da outra unidade sempre esquecia meu molho, nessa daqui nunca esqueceram. Mudei de loja e não me arrependo
portion | mesmo lanche, metade do recheio que a unidade do centro coloca
missingItem | Cadê os sachês de ketchup? Batata sem ketchup é castigo
praise | Tô processando vocês por me viciarem nesse pastel 😂 melhor da cidade
praise; price | Melhor pizza do bairro, disparado. Só a taxa de entrega de 12 reais que pesa no bolso
notDelivered | o app diz que foi entregue. a minha porta discorda
praise | Fiquei mal o dia inteiro, mas foi culpa da cerveja de ontem kkk, o caldo de mocotó de vocês me ressuscitou
customisation | pedi a picanha bem passada. "bem passada" pra vocês deve ser outra coisa
praise; portion | Hambúrguer excelente, ponto certo, molho da casa viciante. Achei a batata pouca pelo tamanho do combo, no mais perfeito
 | Entregou no horário previsto.
praise | Meu cachorro ficou olhando a pizza com tanta inveja que tive que dar a borda pra ele. Maravilhosa
taste | Alguém provou esse feijão antes de mandar? Era sal com um pouco de feijão
praise | Pedi sem cebola e não veio nem um pedacinho, até o molho fizeram separado. Vocês são demais
packaging | o caldo do strogonoff tava mais na sacola do que no pote
praise | Quem diz que batata de delivery chega murcha nunca pediu essa. Crocante até a última
praise; wrongItem | Amei a pizza, massa perfeita! Só que pedi coca e veio pepsi, aí não dá né kkk
 | Vocês vendem o molho da casa separado?
delay; cold | 1h50 de espera pra receber um lanche gelado. obrigado pela experiência
raw | cortei o peixe e tava transparente no meio. não era sashimi, era tilápia empanada
praise; melted | Que bolo de pote maravilhoso! O sorvete que acompanhava já tinha virado calda, mas o bolo salvou
praise | "Chegou rápido" é pouco. Nem deu tempo de eu pôr a mesa
spoiled | O iogurte do combo vencia dia 12. Hoje é dia 15.
praise | Dizem por aí que aqui usam carne de segunda. Pedi pra tirar a dúvida e a picanha era de primeira, macia demais
mod:noOrder | Nunca pedi aqui mas minha vizinha achou uma barata no lanche de vocês, fiquem espertos
praise | Pedi pra minha avó que não pode comer sal, avisei na observação e fizeram tudo sem sal e ainda mandaram um saquinho à parte. Que cuidado
praise; service | Comida maravilhosa. A moça do telefone foi meio seca comigo quando perguntei do troco
general | Decepcionante. Esperava muito mais pelo nome que a casa tem
praise | Se eu soubesse que a pizza família era tão grande tinha pedido a média, sobrou metade kkk, mas tava ótima
customisation | observação: sem tomate. resultado: tomate.
praise | Em outro app pedi de outra hamburgueria e veio tudo revirado. Aqui o lanche chegou montadinho igual à foto
praise; missingItem | Tudo delicioso como sempre! Só não mandaram o garfinho, comi a salada com a colher do café kkk
price | 18 reais um suco de laranja. a laranja era importada?
praise | Morto de fome e chegou em 20 minutos. Salvaram minha vida
wrongItem | pedi frango com catupiry, veio frango com cheddar. não é a mesma coisa não
praise | Não demorou, não veio frio, não faltou nada, não veio errado. Só elogio mesmo
taste | o pão tava tão duro que dava pra pregar prego
praise; delay | Pizza espetacular, mas chegou 40 min depois do prazo. Mesmo assim pediria de novo
 | Mudaram de dono? O cardápio tá diferente
praise | Na hora que abri achei que faltava o molho, mas tava escondidinho no fundo da sacola. Lanche top demais
cold; warmDrink | batata fria, lanche frio, só o refri que tava quente
praise | Sei que sexta à noite é caos, pedi já sabendo que ia demorar uma hora. Chegou em 55 minutos, comida quentinha e deliciosa
praise; other=marmitas sem etiqueta | Marmitas ótimas, mas vieram sem etiqueta, tive que abrir as cinco pra achar a do meu filho
poisoning | Comi às 20h, às 23h já tava no pronto-socorro. Só eu comi daqui, o resto da família não teve nada
praise | Tô com dor de barriga... de tanto rir com o bilhetinho que vocês mandaram kkkk, comida maravilhosa
pricePortion | o preço subiu e o pote diminuiu, vocês acham que a gente não percebe?
praise | Meu namorado reclama de tudo e não reclamou de nada. Melhor elogio possível
delay | Acho que o motoboy veio a pé. De outra cidade.
praise; packaging | Bolo de cenoura dos deuses! Pena que a tampa abriu e a cobertura grudou toda nela
praise | Li que o atendimento era ruim, mas me responderam no chat na hora e tiraram minha dúvida sobre o glúten. Nota 10
unanswered | mandei mensagem no chat 40 minutos atrás perguntando do pedido. tô esperando resposta até agora
praise | Pedi o brigadeiro de colher sabendo que é bem doce, e é doce mesmo, do jeito que tem que ser
taste | a calabresa tava boiando no óleo, dava pra fritar outra pizza com aquilo
praise; customisation | Açaí cremoso e bem servido. Pedi sem leite condensado e veio com, mas o resto tava ótimo
praise | A entrega atrasou porque eu coloquei o número errado da casa, o motoboy ainda me ligou pra confirmar. Paciência de santo, e a comida tava ótima
mod:offensive; delay | que palhaçada, 2 horas pra entregar uma porcaria de marmita, bando de incompetentes
praise | Preço nada salgado e comida bem temperada. Equilíbrio perfeito
missingItem | combo "com sobremesa". a sobremesa deve ter ficado com saudade da loja
praise; taste | Atendimento excelente e chegou super rápido. O arroz tava um pouco empapado, mas o resto tudo ótimo
 | Vocês entregam no Jardim América?
praise | Eu que demorei 20 minutos pra descer e a comida continuou quentinha, essa embalagem térmica é milagrosa
diet | Sou vegetariana, pedi o hambúrguer de falafel e no meio tinha tira de bacon
praise | Se um dia essa pizza vier ruim eu vou achar que o mundo acabou. Perfeita de novo
praise; paidExtra | Sanduíche maravilhoso. Só o bacon extra que eu paguei que não veio, mas mesmo sem ele tava muito bom
portion | Se isso é uma pizza média, a pequena deve ser uma bolacha
courier; mod:courier | o entregador do iFood abriu a sacola e comeu umas batatas, o lacre tava rompido. a loja não tem culpa
praise | Meu médico mandou evitar fritura, mas ele nunca provou esse pastel. Sem arrependimentos
cold | a pizza chegou com a mesma temperatura da minha cerveja
praise; unanswered | Lanche maravilhoso! Só tentei ligar antes pra saber se tinha opção sem glúten e ninguém atendeu, acabei pedindo pelo app mesmo
taste | tava queimado embaixo. bem embaixo. tipo carvão
app; mod:app | cobraram duas vezes no cartão pelo mesmo pedido e o app não deixa eu falar com ninguém
praise | Um amigo falou que passou mal comendo daqui, mas já pedi várias vezes e nunca tive nada. Comida fresca e limpinha
praise; portion | Melhor yakisoba que já comi. Só veio pouco legume, quase só macarrão
delay | Pedi pro almoço. Almocei a janta.
praise; warmDrink | Hambúrguer incrível, dá pra sentir que a carne é boa. O refri chegou sem gás, pena
missingItem; service | Faltou o suco. Avisei no chat e me disseram que "não é possível, a gente sempre manda". Pois não mandou
praise | Pedi a marmita pequena já sabendo que é pequena, é só pra mim mesmo, e tava perfeita no tamanho e no sabor
praise | Faltou o refri, mas fui eu que esqueci de colocar no carrinho kkk. Pizza perfeita
 | Demorou, mas o app avisou desde o começo que a previsão era de 1h30, então tá dentro do combinado
warmDrink | De novo o refri quente. Toda vez é isso
customisation | Na unidade do shopping é a mesma coisa: pede sem cebola, vem com cebola. Aqui também veio
portion | Vocês tão economizando no queijo agora? A pizza tava quase só molho
praise | Se viesse frio eu ia reclamar, mas veio fervendo, queimei a língua de tão afobado kkk
delay | Parabéns pela agilidade, em apenas 1h50 meu lanche chegou 👏
wrongItem | Parabéns, conseguiram errar um pedido de um item só
taste | Nunca comi um arroz tão crocante. Arroz não devia ser crocante.
praise | O motoboy do iFood foi um amor, subiu até o 10º andar porque o elevador tava quebrado
`,
);

/** Set CC: food safety and health: allergies, raw meat, spoiled food, foreign bodies, poisoning, diets. */
export const BY_OTHERS_CC = parseReviews(
  "othersCC",
  `
raw | frango cru por dentro, quando cortei tava rosado e soltando sangue. joguei tudo fora
raw; cold | o hambúrguer chegou gelado e a carne crua no meio
customisation; raw | pedi a picanha BEM PASSADA e veio sangrando, praticamente crua
praise; raw | a batata tava perfeita mas a coxa de frango tava crua perto do osso, tive q colocar no microondas
raw | linguiça toscana crua por dentro, ainda com cor de carne moída. isso é perigoso gente
raw; poisoning | comi o espetinho de frango que tava meio cru e passei o dia seguinte inteiro no banheiro
raw; delay | demorou quase duas horas e ainda por cima o frango à passarinho veio cru. demora tudo isso e não dá tempo de fritar?
raw | peixe empanado dourado por fora e cru no meio, a tilápia ainda transparente
raw | nunca mais. carne de porco mal passada é pedir pra alguém ficar doente
mod:offensive; raw | bando de incompetente, mandaram o frango CRU. nem cachorro come isso
taste; raw | a massa da esfiha tava crua e a carne de dentro também, tudo mal assado
portion; raw | strogonoff com pouquíssimo frango e os poucos pedaços ainda crus
praise; raw | atendimento nota 10, me ligaram pra confirmar o endereço. só que a costela veio crua no osso, não deu pra comer
raw; unanswered | frango cru, mandei foto no chat da loja e até agora ninguém respondeu
raw | bife à parmegiana com o bife cru por baixo do queijo. olha, sério
customisation; raw | escrevi na obs "carne bem passada, estou grávida" e veio mal passada, vermelha por dentro. não tenho como comer isso
raw; foreignBody | nuggets crus por dentro e ainda achei um fio de cabelo em um deles
raw | frango ao ponto pra malpassado, novidade gastronômica né 🙄
spoiled | maionese azeda, deu pra sentir o cheiro assim que abri a tampa
spoiled; poisoning | o molho branco tava com gosto estranho, meio azedo, e de madrugada eu e meu marido vomitamos
spoiled | pão do lanche com mofo verde embaixo. só vi depois de morder 🤢
spoiled | refrigerante vencido há 2 meses, olhei a data na lata
spoiled; warmDrink | o suco veio quente e fermentado, com gosto de vinagre
spoiled | salmão do sushi com cheiro forte de peixe velho. sushi não pode ter cheiro assim
praise; spoiled | sempre peço e amo, mas dessa vez o camarão tava com cheiro de amônia, acho q tava passado. espero que tenha sido só um dia ruim
spoiled | a alface tava podre, preta e babando no fundo da marmita
missingItem; spoiled | faltou o guaraná e o arroz tava azedo, requentado de outro dia com certeza
mod:offensive; spoiled | vcs são uns porcos, mandaram feijão azedo. vergonha
spoiled | o leite do milkshake tava talhado, cheio de grumo e com gosto azedo
spoiled; poisoning | frango com cheiro ruim, comi mesmo assim pq tava com fome e me arrependi amargamente. 3 dias de diarreia
price; spoiled | 89 reais num combo de sushi e o peixe tava passado. caro e estragado, combinação perfeita
delay; spoiled | atrasou 1h e o iogurte da sobremesa tava vencido desde semana passada
spoiled; service | o vinagrete veio azedo, liguei pra avisar e a moça disse que "é assim mesmo, é o vinagre". não é não, tava estragado
spoiled | o açaí veio azedo e borbulhando, fermentado mesmo
taste; spoiled | pizza salgada demais e a muçarela com gosto azedo, parecia vencida
foreignBody | achei um fio de cabelo enorme no meio do macarrão
praise; foreignBody | comida muito gostosa mas tinha um pedaço de plástico duro no arroz, quase quebrei o dente. cuidado aí
foreignBody | tinha uma BARATA no meio da salada. uma barata. não tenho nem palavras
foreignBody | pedrinha no feijão, mordi e doeu o dente
mod:threat; foreignBody | achei uma mosca no caldo. vou postar o vídeo em todos os grupos do bairro e no instagram, todo mundo vai saber que tipo de lugar é esse
foreignBody | um pedaço de palha de aço no meio da lasanha!!! alguém podia ter engolido isso
cold; foreignBody | chegou frio e com cabelo. parabéns
foreignBody; poisoning | achei uma larva no feijão depois de já ter comido metade. vomitei na hora
mod:offensive; foreignBody | cozinha de porco imunda, tinha um band-aid dentro da comida, vão se f*der
foreignBody | caco de vidro na salada. CACO DE VIDRO. isso podia ter matado alguém. guardei tudo e vou procurar meus direitos
praise; foreignBody | pizza excelente como sempre, só veio um pedacinho de papel da caixa grudado no queijo, nada demais
foreignBody | unha. tinha uma unha no meu yakisoba
portion; foreignBody | pouca carne e muito cabelo kkkk triste
wrongItem; foreignBody | pedi de frango, veio de carne e com um pelo no meio
foreignBody | osso no meio do hambúrguer artesanal, quase perdi um dente
foreignBody; unanswered | achei uma mosca no suco, tentei falar com a loja 3 vezes e ninguém atende
foreignBody; service | achei cabelo e quando reclamei no chat responderam "não é nosso, aqui todos usam touca". ou seja, eu to mentindo?
packaging; foreignBody | o pote veio aberto, molho vazado na sacola toda e ainda tinha um inseto dentro
foreignBody | tinha um barbante enrolado no frango assado, daqueles de amarrar, meu filho quase engoliu
foreignBody | obrigado pelo brinde, um cabelo de graça no meu yakisoba 👏👏
poisoning | comi o sushi ontem e hoje acordei com uma dor de barriga daquelas. não sei se foi daqui mas fica o aviso
poisoning | a família inteira passou mal depois do almoço de domingo. quatro pessoas, todas vomitando. a única coisa que comemos foi a comida de vocês
mod:refund; poisoning | passei mal com a comida, fui no pronto socorro e o ifood negou meu reembolso dizendo que não tinha prova
poisoning | intoxicação alimentar, fui parar no hospital tomando soro. tenho o laudo médico
praise; poisoning | sabor excelente, mas não sei o que aconteceu que fiquei meio enjoado à noite. talvez seja coincidência
taste; poisoning | o strogonoff tava muito gorduroso e passei mal depois, azia e enjoo a noite toda
mod:threat; poisoning | meu filho de 5 anos passou mal com o lanche de vcs. se acontecer alguma coisa com ele vcs vão ver, sei onde fica a loja
poisoning | diarreia o dia inteiro depois do acarajé. nunca mais peço
poisoning; service | avisei a loja que passei mal e a resposta foi "ninguém mais reclamou". isso é resposta?
delay; poisoning | pedido chegou 1h30 atrasado e depois me fez mal, dor de estômago forte. acho que ficou muito tempo parado no calor
poisoning | minha esposa grávida passou mal depois do yakisoba, tivemos que ir na maternidade. tá tudo bem agora graças a Deus mas tenham mais cuidado com o que servem
poisoning | dor de barriga leve depois, nada grave, mas fica o aviso pra ficarem de olho na maionese caseira
mod:noOrder | dizem que o pessoal que comeu aí semana passada foi tudo parar no hospital. a vigilância tinha que fechar esse lugar
mod:noOrder | nunca pedi mas minha vizinha achou uma barata no lanche daí, fiquem espertos
mod:noOrder | vi no grupo do condomínio que essa cozinha é suja e tem rato. alguém confirma?
mod:offensive; poisoning | passei mal a noite toda com essa merda de comida, lixo
customisation; allergy | coloquei na observação que sou alérgico a amendoim, veio o pad thai cheio de amendoim por cima. tive que tomar antialérgico correndo
allergy | sou intolerante a lactose e o "molho sem lactose" tinha creme de leite comum, a própria loja confirmou depois
wrongItem; allergy; poisoning | sou celíaca, pedi a pizza de massa sem glúten e claramente veio a massa normal. to passando mal desde ontem
allergy | minha filha tem alergia a ovo e o pão "sem ovo" tinha ovo na lista de ingredientes da própria embalagem. ainda bem que eu li antes
allergy | alérgica a camarão, pedi o arroz de frango e tinha camarão no meio. contaminação cruzada séria, inchou minha boca inteira
praise; allergy | ótimo atendimento, me avisaram que o brownie tinha castanha pq eu coloquei que sou alérgica. só que o bolo que mandaram no lugar também tinha castanha 😅
customisation; allergy; mod:threat | meu filho é alérgico a leite e vcs colocaram queijo mesmo com o aviso na observação. vou processar e expor essa loja em todo canto
allergy; poisoning | o cardápio diz sem glúten mas fritam tudo no mesmo óleo dos empanados. pra celíaco isso é contaminação, passei mal
allergy; service | sou alérgico a frutos do mar, perguntei no chat se tinha e disseram que não. o molho era de camarão. quase fui pro hospital
customisation; allergy | pedi o suco de morango batido com água pq sou intolerante a lactose, veio batido com leite
praise | sou celíaca de verdade e a comida veio separada, identificada e lacrada. nunca tive problema. recomendo demais
wrongItem; allergy | tenho alergia a corante e a gelatina veio vermelhíssima, sendo que pedi a natural sem corante
customisation; allergy | gergelim no sushi que eu pedi SEM gergelim por alergia. pelo menos dessa vez só coçou a garganta
delay; customisation; allergy | demorou uma eternidade e ainda veio com nozes no molho, sendo que sou alérgico e ta escrito no pedido
allergy | o doce diz "zero lactose" no rótulo e me deu a mesma reação de sempre. acho que não é zero lactose de verdade não
app; customisation; allergy | o ifood não tem campo pra avisar alergia e a loja não lê a observação. resultado: amendoim no meu lanche de novo
allergy | meu bebê tem APLV, pedi a papinha que no cardápio diz sem leite e tinha manteiga
wrongItem; diet | sou diabético e pedi coca zero, veio coca normal. não dá pra tomar
diet | sou vegetariana e o "hambúrguer de grão de bico" veio com bacon no meio
wrongItem; diet | pedi o x-vegano e mandaram um x-salada com carne. sou vegana há 8 anos e mordi sem ver
diet | o prato tá como vegano no cardápio mas o pão leva manteiga e ovo, perguntei e confirmaram. propaganda enganosa
paidExtra; diet | paguei 6 reais a mais no pão sem glúten (não é alergia, só evito) e veio o pão comum
customisation; diet | pedi o suco sem açúcar pq sou diabética e veio doce igual xarope
praise; diet | a salada é ótima mas o molho "light" tem mais açúcar que refrigerante, pra quem é diabético não dá
diet | pedi a opção vegetariana da marmita e tinha caldo de carne no feijão, dá pra sentir o gosto
diet | pedi a marmita low carb e veio com arroz e farofa. low carb com arroz?
customisation; diet | SEM QUEIJO pq sou vegano, escrevi em maiúsculo. veio com queijo
portion; diet | a marmita fit é minúscula, metade é abobrinha, e ainda vem com molho adoçado. isso não é comida de dieta
diet | sou vegetariano e o risoto de cogumelo tinha pedaço de bacon. não é contaminação, é bacon mesmo
diet; service | perguntei no chat se o caldo era de legumes pq não como carne, disseram que sim. era de galinha
diet | açaí zero açúcar com leite condensado por cima. sou diabético gente
praise; diet | comida deliciosa, mas a opção "vegana" leva mel. mel não é vegano
wrongItem; diet | pedi suco natural sem açúcar pro meu pai que é diabético e veio um refri normal no lugar
customisation; diet | sou pré-diabética e pedi adoçante à parte. veio o café já adoçado com açúcar
delay; cold; diet | demorou, chegou frio e o lanche vegetariano veio com presunto. tudo errado
diet | fiz o pedido na sexta-feira santa justamente pra não comer carne e a torta de palmito veio com frango desfiado misturado
mod:offensive; diet | seus idiotas, eu pedi vegano e veio com carne. vegano quer dizer SEM carne
melted; wrongItem; diet | o sorvete diet chegou derretido e nem era diet, era o normal com calda
| sou diabética, pedi o açaí sem xarope de guaraná
praise | sou celíaca e é o único lugar que confio pra pedir, nunca passei mal. obrigada pelo cuidado de vcs
praise | opção vegana maravilhosa, meu marido que come de tudo amou também
| pedido pra minha mãe que tá de dieta, depois ela fala se gostou
praise | vieram etiquetas com os alérgenos em cada pote, muito bom ver esse cuidado
| to me recuperando de uma cirurgia e só posso comer coisa leve, pedi a sopa de legumes
praise | ótimo pra quem faz low carb, finalmente um lugar que entende
| marmita fit pro meu controle de colesterol, vamos ver
praise | sou intolerante a lactose e a versão sem lactose do strogonoff é igualzinha à normal. perfeito
praise | mandei mensagem perguntando se o frango empanado tinha trigo, me responderam rapidinho e com a lista de ingredientes. atendimento top
| primeira vez pedindo comida vegetariana, ainda não sei bem o que achar
praise | carne no ponto certinho, bem passada como eu pedi, e chegou quentinha
praise | pedi com medo pq tenho estômago sensível e passei super bem, comida leve e bem feita
praise | amo que vcs colocam o aviso "contém glúten" no cardápio, ajuda muito
praise | a costela tava macia e o frango bem cozido, sem aquela parte crua perto do osso que a gente acha em outros lugares
praise | sou vegetariano e mandaram meu lanche embalado separado do lanche de carne do meu marido, cuidado nota 10
other=cardápio sem informação de alérgenos | o cardápio não diz quais pratos levam amendoim, pra quem é alérgico é impossível pedir com segurança
other=funcionário sem luva e sem touca | fui retirar no balcão e vi o rapaz montando os lanches sem luva e sem touca, coçando o nariz. perdi a fome
mod:courier; courier | entregador sem máscara tossindo em cima da sacola, fiquei com nojo
packaging | a garrafa de suco veio com o lacre rompido e a tampa solta, não tive coragem de beber
taste | sou hipertenso e a comida é um sal só, tive que beber 2 litros de água depois
praise; price | caro pra caramba mas pelo menos é comida de verdade, saudável, sem porcaria
pricePortion | marmita fit de 35 reais com três colheres de arroz integral e um filezinho. saudável pro bolso de vcs
delay; other=maionese quente sem refrigeração | chegou com 1h de atraso e a maionese verde veio quente, sem refrigeração nenhuma. não comi com medo de passar mal
missingItem | não veio o molho sem lactose que eu pedi e tive que comer o lanche seco
foreignBody; spoiled; poisoning | a salada tinha bichinho e o tomate tava podre. ainda comi um pouco antes de ver e fiquei enjoada
mod:app; app; allergy | o app não repassou minha observação de alergia pra loja (o próprio restaurante me mostrou a tela) e veio com camarão. a culpa é do app, não da loja
wrongItem; allergy | veio o pedido de outra pessoa, com amendoim, e eu sou alérgica. ainda bem que percebi antes de comer
taste; portion | arroz duro e pouquinho feijão. pra quem tá na dieta de ganhar massa não serve
price | sou intolerante e cobram 12 reais a mais pela versão com queijo sem lactose, um absurdo
poisoning; unanswered | passei mal depois do almoço, liguei na loja e ninguém atende, mandei mensagem e nada
mod:offensive; customisation; raw | pedi bem passado, seu animal, e veio cru. sabe ler não?
delay; foreignBody | 2h de espera pra receber um lanche com um pedaço de unha dentro. maravilha
other=cozinha suja | o próprio entregador comentou que a cozinha de vcs é imunda, e olhando a comida eu acredito
spoiled; foreignBody | pão com mofo e ainda um cabelo grudado no queijo. que fase
customisation; allergy | pedi sem castanha pra minha filha que é alérgica e o bolo veio coberto de castanha. ela não comeu graças a Deus
taste; allergy | o frango tava sem sal nenhum e o molho que diz sem lactose me deu aquela reação de sempre, barriga inchada
raw; missingItem | não mandaram o refrigerante e a linguiça do prato veio crua no meio
poisoning; praise | a comida é gostosa, não vou mentir, mas pela segunda vez que peço fico com dor de barriga. alguma coisa aí não tá certa
spoiled; portion | porção minúscula de camarão e ainda com cheiro de velho
praise | comprei pro meu pai diabético a torta sem açúcar e ele adorou, obrigada por pensarem em quem tem restrição
`,
);

/** Set CD: offensive, fake and marketplace-owned reviews beside angry but legitimate ones. */
export const BY_OTHERS_CD = parseReviews(
  "othersCD",
  `
delay; cold | porra, 1h40 esperando e a pizza chegou fria pra caralho
missingItem | caralho, de novo esqueceram a coca. toda vez a mesma merda
mod:offensive; delay | 2 horas pra entregar um lanche, seus incompetentes do caralho, vão tomar no cu
mod:noOrder | nunca pedi aqui mas dizem que a carne do hamburguer é de gato, fica a dica
taste | que merda de hambúrguer, carne seca parecendo sola de sapato
mod:courier; courier | motoboy grosso pra caralho, jogou a sacola na minha mão e saiu sem falar nada
raw | puta merda, o frango tava cru por dentro, rosinha perto do osso. não dá
mod:offensive; wrongItem | atendente burro pra caralho, pedi frango e veio carne, aprende a ler animal
foreignBody | achei um cabelo no meio do yakisoba, que nojo da porra
mod:refund | pedi o estorno faz 15 dias e até agora nada, cadê meu dinheiro???
mod:app; app | o app travou na hora do pagamento e cobrou duas vezes, que lixo
packaging | a bosta do caldo vazou todo na sacola, chegou metade do pote
mod:hate; service | atendente viadinho, fica de frescurinha no chat em vez de resolver
wrongItem | pedi calabresa e veio marguerita, que porra é essa
mod:threat; wrongItem | erraram meu pedido de novo. sei onde fica a loja, vou aí e vou quebrar essa merda toda
praise | puta que pariu, que lanche bom do caralho. melhor da cidade disparado
mod:offensive; service | a mina do caixa é uma vaca mal educada, respondeu atravessado
delay | demorou pra cacete, quase 2 horas. fome do cão aqui
mod:noOrder | minha vizinha falou que achou uma barata no lanche deles, fiquem espertos
customisation | escrevi SEM CEBOLA e veio cheio de cebola, puta merda, pra que serve o campo de observação então
mod:courier; courier | o entregador não quis subir, tive que descer 8 andares de muleta. absurdo
pricePortion | porra, 40 conto num açaí e veio um copinho pela metade
mod:offensive; missingItem | esqueceram a bebida de novo, bando de retardados
spoiled | o molho tava azedo, caralho. cheiro de estragado de longe
mod:refund; missingItem | faltou o refri e o app só devolveu metade do valor, que merda
poisoning | passei a noite toda vomitando depois dessa merda de sushi
mod:app; app | cupom de primeira compra não funcionou de jeito nenhum, aplicativo de merda
paidExtra | paguei bacon extra e não veio porra nenhuma de bacon
mod:offensive; cold | pizza fria e borrachuda, cozinheiro filho da puta
melted | o sorvete chegou virado sopa, que merda
mod:noOrder | o pessoal do grupo do condomínio tá dizendo que a cozinha desse lugar é imunda. não peçam
warmDrink | refri quente e sem gás, porra, assim não dá
mod:threat; delay | se atrasar mais uma vez eu vou aí e meto a mão na cara do dono
taste | arroz empapado e feijão salgado pra caralho
mod:offensive | dono dessa espelunca é um corno safado
general | que bosta, nunca mais peço daqui
mod:courier; courier; delay | o motoboy ficou rodando o bairro 40 minutos, dava pra ver no mapa ele indo pro lado errado
price | taxa de entrega de 15 reais pra 2 km? tá de sacanagem
mod:hate; delay | só podia ser coisa de paraíba, demorou 2 horas essa porra
allergy | avisei que sou alérgica a camarão e veio camarão no risoto, puta que pariu, quase fui parar no hospital
mod:offensive; taste | comida de porco feita por porcos. cozinheiro lixo, vai lavar prato
diet | pedi o prato vegetariano e tinha bacon no meio, que merda, não como carne há 10 anos
mod:refund; notDelivered | o pedido não chegou e o ifood diz que eu não tenho direito a reembolso, porra
unanswered | liguei umas 5 vezes pra loja e ninguém atende essa porra de telefone
mod:noOrder | pizzaria do lado é mil vezes melhor, essa aqui é lixo, nem precisa provar pra saber
taste; praise | caralho, a pizza é boa pra cacete mas dessa vez a massa veio crua no meio
mod:offensive; service | o gerente é um arrombado, me tratou mal no telefone
delay; cold | entrega relâmpago, só 1h50 e a batata chegou fria 🙄 que merda
mod:app; app | rastreamento mostrava o motoboy parado no mesmo lugar 30 min, app inútil
pricePortion | aumentaram o preço e diminuíram o tamanho do lanche, tá foda
mod:threat; foreignBody | achei uma barata na marmita e vou espalhar o vídeo em todo grupo do bairro, vou acabar com vocês
missingItem | cadê a porra dos talheres? comi com a mão
mod:offensive; customisation | escrevi sem cebola, suas antas, não sabem ler?
foreignBody | tinha um pedaço de plástico na porra do lanche, quase quebrei o dente
mod:courier; courier; mod:offensive | motoboy filho da puta me xingou só porque eu não tinha troco
packaging | caixa toda amassada, pizza grudada na tampa, que merda
mod:noOrder | trabalhei aí e sei muito bem como eles reaproveitam a comida que volta. nojo
mod:offensive; price | bando de ladrão, 60 reais num lanche
praise | melhor açaí da porra toda, sério, chegou rápido e caprichado
mod:hate | aí é tudo venezuelano fedido trabalhando, não peço mais
customisation | pedi a carne bem passada e veio mal passada, caralho, custa ler a observação?
mod:refund | o reembolso veio em crédito no app e não no cartão, eu quero meu dinheiro de volta
wrongItem | veio o pedido de outra pessoa, porra. um monte de coisa que eu não pedi
mod:offensive; unanswered | liguei 10 vezes e ninguém atende, seus vagabundos
notDelivered | marcaram como entregue e não chegou porra nenhuma aqui
mod:app; app | o pix expirou em 5 minutos e o app cancelou o pedido sozinho, merda
spoiled; poisoning | maionese com gosto de estragada, e eu me fodi de dor de barriga o dia inteiro depois
mod:noOrder | ouvi falar que dá intoxicação alimentar, não arrisquem
mod:offensive; foreignBody | cabelo no lanche, cozinheira porca nojenta
raw | hamburguer artesanal cru no meio, vermelho e frio por dentro, puta merda
mod:threat; mod:offensive; service | atendente folgado, espera eu te pegar na saída seu merda
cold; taste | chegou gelado e a pizza dura feito pedra, que merda
mod:courier; courier | entregador comeu batata do meu pedido, vi ele mastigando quando abriu a bag
portion | veio 6 pedacinhos de frango no balde "família", putz, sacanagem
mod:offensive; general | lixo de restaurante, dono otário, tomara que vá à falência
service | o atendimento no chat é uma merda, responderam seco e não resolveram nada
mod:refund; wrongItem | veio errado, abri reclamação no app e negaram o reembolso, palhaçada
melted; packaging | milkshake chegou derretido e derramado na sacola toda, que bosta
mod:hate; wrongItem | erraram meu pedido, coisa de bichona que não presta atenção em nada
mod:noOrder | conheço o dono, caloteiro, não paga nem os funcionários
praise | caralho que coxinha boa, massa fininha e muito recheio. viciei
mod:offensive; portion | porção de formiga, donos mão de vaca, pão-duros filhos da puta
taste | tempero sem sal nenhum, comida sem gosto da porra
mod:app; app | o app não deixa colocar complemento do endereço, porra, aí o cara não acha o apartamento
missingItem; paidExtra | pedi 2 lanches e veio 1, e o adicional de cheddar que eu paguei também não veio. caralho
mod:threat; notDelivered | não chegou meu pedido. se não resolverem hoje eu posto o nome, a cara e o endereço da casa do dono no insta
other=nota fiscal | pedi nota fiscal 3 vezes e não mandaram, caralho, preciso pra empresa
mod:offensive; delay; cold | vocês são uma piada, seus merdas, 1h30 e chegou frio
mod:courier; courier | o cara da entrega tava fumando na porta e a comida chegou fedendo a cigarro
mod:noOrder | nunca comprei e nem vou comprar, vi no tiktok que usam o mesmo óleo a semana inteira
mod:offensive; raw | frango cru, chef de merda, nem devia estar trabalhando com comida
allergy; poisoning | sou celíaca, pedi o sem glúten e claramente veio com farinha normal, passei mal pra caralho
mod:refund; cold | chegou frio, pedi reembolso e o app recusou. nunca mais uso essa porra
diet; wrongItem | sou diabético, pedi coca zero e veio coca normal. puta falta de atenção
mod:hate; service | a moça do caixa é uma macaca mal educada
delay; service | atrasou 1h e quando liguei o cara da loja disse "tá saindo" umas 3 vezes, palhaçada do caralho
mod:offensive; service | a atendente do whatsapp é uma imbecil, respondeu com ironia quando perguntei do pedido
mod:app; app | fui cobrada duas vezes no cartão e o app diz que é só uma
mod:noOrder; mod:offensive | dizem que o dono é um ladrão filho da puta, não peçam aí
mod:courier; courier | entregador pediu pra eu marcar como entregue antes de me dar a sacola, estranho demais
mod:offensive; packaging | quem fechou essa embalagem é um jumento, vazou tudo
praise; delay | demorou pra porra mas puta merda, que pizza boa
mod:threat; raw | frango cru de novo. vou aí fazer vocês comerem essa merda na frente de todo mundo
portion; taste | pouca carne e o pouco que tinha tava sem tempero, merda
mod:noOrder | peçam na Burguer do Zé ali na esquina, muito melhor que essa porcaria aqui
mod:offensive; paidExtra | paguei borda recheada e não veio, seus caloteiros de merda
foreignBody | vou denunciar pra vigilância sanitária, tinha uma barata morta no meio do arroz
mod:app; app | não consigo falar com ninguém no chat do app, só robô respondendo bosta nenhuma
missingItem | faltou o molho barbecue que eu pedi, porra, é o melhor do lanche
mod:hate; taste | tempero de paraíba, tudo salgado, esses cabeça chata não sabem cozinhar
mod:offensive; general | vai se fuder, pizzaria de merda
mod:refund | cancelaram o pedido e o dinheiro não voltou pro cartão até hoje, já faz 3 semanas
mod:courier; courier; praise | comida boa como sempre, o problema foi o motoboy que foi mal educado e bateu a porta do elevador
poisoning | meu marido pediu ontem o strogonoff e passou mal a noite toda, diarreia pesada
mod:offensive; wrongItem | mandaram o pedido de outro, cambada de inútil
mod:threat; missingItem | de novo faltou coisa. da próxima vou aí com meus primos resolver do nosso jeito
other=cancelaram sem produto | paguei, esperei 40 minutos e a loja cancelou porque não tinha o produto. porra, tira do cardápio então
mod:noOrder | meu primo passou mal comendo aí ano passado, nunca vou pedir
mod:offensive; taste | hamburguer queimado, o chapeiro é cego ou burro?
general | vou avisar todos os meus amigos pra não pedirem daqui, experiência de merda
mod:app; app | aplicativo fecha sozinho toda vez que vou pagar, que inferno
mod:offensive; praise; service | a comida é boa mas o atendente do balcão é um babaca
delay; unanswered | 1h20 de atraso e ninguém responde o chat da loja, caralho
mod:noOrder | nota 1 pra equilibrar, essas avaliações 5 estrelas são tudo compradas
mod:threat; service | vou postar os prints da conversa com o número pessoal da atendente pra todo mundo encher o saco dela
mod:offensive; service; delay | mandei mensagem e a atendente retardada falou que já tinha saído, saiu nada, chegou 1h depois
customisation | pedi molho à parte e veio tudo afogado no molho, porra, a batata virou papa
mod:courier; courier | entregador me mandou mensagem no whatsapp depois cantando, que medo, ele tem meu endereço
mod:refund; missingItem | faltou a batata e o ifood me deu um cupom de 5 reais de reembolso, piada
general | procurei o procon, que vergonha de lugar, pior experiência da minha vida
mod:offensive | kkkkk donos idiotas
mod:hate; mod:offensive | a dona é uma sapatão nojenta
taste | a porra do sushi tava com o arroz duro e sem vinagre nenhum
mod:noOrder | só passei na frente da loja e o cheiro é de esgoto. nunca pediria
mod:offensive; spoiled | maionese estragada, seus porcos imundos
mod:app; app | cadastrei cartão novo e o app recusa, mas o cartão tá funcionando em tudo, merda
delay; melted | 1 hora pra entregar um sorvete, chegou líquido, puta que pariu
mod:offensive; allergy | falei que era alérgica a amendoim e veio amendoim, seus irresponsáveis de merda, podiam ter me matado
praise | tava com medo mas porra, que marmita caprichada, carne macia e muita comida
mod:refund | o app diz que o estorno foi feito mas no meu cartão não aparece nada, cadê a porra do dinheiro
mod:noOrder | fake, restaurante fantasma, fui no endereço e nem existe loja lá
mod:offensive; melted | sorvete derretido, seus lerdos do caralho
mod:courier; courier | o motoboy abriu a sacola na minha frente pra conferir sei lá o quê, lacre rompido
 | porra, esqueci de avaliar, tá aí
 | ok
mod:threat | sei onde o motoboy de vocês mora, avisa ele
mod:offensive; general | restaurante lixo, cozinheiro lixo, atendente lixo, todos uns bostas
mod:hate | restaurante de macaco, só tem preto trabalhando aí
delay; cold; missingItem | demorou uma eternidade, chegou frio e sem o guaraná. que merda de noite
mod:app; app | o app mostrava loja aberta, fui fechar o pedido e o app disse "fora da área" com a loja a 1 km daqui
`,
);

/** Set CH: store contact and operations: phone and WhatsApp unanswered, cancellations, change, notes ignored, very short reviews. */
export const BY_OTHERS_CH = parseReviews(
  "othersCH",
  `
unanswered | liguei 4 vezes pra saber do pedido e ninguém atendeu
unanswered; delay | pedido atrasado mais de 1 hora, mandei mensagem no whatsapp da loja e só visualizaram, ninguém respondeu
unanswered | o telefone que tá no app só dá caixa postal
unanswered; missingItem | faltou o refrigerante, tentei falar pelo chat e nada de resposta
unanswered | whatsapp de vcs é enfeite? mandei msg ontem e até agora nada
praise; unanswered | comida boa mas ninguém atende o telefone, precisei corrigir o número da casa e não consegui falar com ninguém
unanswered; wrongItem | veio o lanche errado, liguei umas 6x e ninguem atende. descaso
unanswered | whats só manda mensagem automática "em breve retornaremos". nunca retornaram
unanswered; notDelivered | o pedido não chegou e o telefone da loja fica ocupado o tempo todo, impossível falar com alguém
unanswered | o número de contato que aparece no perfil da loja não existe
unanswered; customisation | pedi sem tomate, veio com tomate. tentei avisar no whatsapp antes de sair o pedido mas ninguém leu
unanswered; cold | a marmita chegou fria e quando liguei ninguém atendeu, fiquei no vácuo
unanswered; service | demoraram 2 dias pra responder meu whats e quando responderam foi com um "ok" seco
unanswered | ninguém atende o telefone
service | a moça do telefone me atendeu com uma má vontade absurda, parecia que eu tava incomodando
service | atendente grosso, perguntei do pedido e ele respondeu "tá saindo" e desligou na minha cara
mod:offensive; service | atendente mal educada do caralho, nunca vi tratar cliente assim
taste; service | reclamei que a batata veio murcha e o dono respondeu debochando no whats
service; delay | perguntei pq tava demorando tanto e a resposta foi "se quiser cancela" 😒
service | fui retirar no balcão e a atendente ficou no celular, nem olhou na minha cara
service | o rapaz do caixa revirou os olhos quando pedi pra conferir o pedido. que falta de educação
mod:offensive; service; wrongItem | veio pedido errado e a atendente ainda teve a coragem de dizer que eu que pedi errado. vai se f*der, sua idiota
service; missingItem | faltou a sobremesa e no chat me trataram como se eu estivesse mentindo
service | o atendimento por telefone é péssimo, falam alto e sem paciência nenhuma
service | atendente respondeu no chat tudo com figurinha de risada enquanto eu reclamava. falta de respeito
praise; service | comida é ótima, mas a mulher que atende no whats é muito estúpida
mod:offensive; service | bando de vagabundo, nem responder direito sabem. atendimento de merda
service | atendente grossa demais
other=cancelaram sem avisar | o pedido foi aceito e do nada cancelaram, sem nenhum aviso
other=pedido cancelado sem aviso; unanswered | cancelaram meu pedido sem avisar e não atendem o telefone pra explicar
other=cancelado sem aviso; delay | fiquei 1h15 esperando, demorou e no final cancelaram. nem uma mensagem. fiquei sem janta
other=cancelaram sem avisar; mod:refund | cancelaram sem avisar e o estorno do ifood até hoje não caiu no cartão
other=cancelaram pedido falta de produto; service | cancelaram e quando perguntei o motivo a atendente disse "acabou, acontece" com a maior grosseria
other=cancelam pedido toda vez | terceira vez que peço e cancelam sem explicação. se não vão entregar tira do app
other=cancelado sem avisar aniversário | cancelaram o pedido do bolo do aniversário da minha filha 30 minutos antes da festa, sem avisar nada
other=cancelaram sem avisar | cancelaram sem avisar
mod:threat; other=cancelado sem aviso | cancelaram meu pedido sem aviso nenhum. se não resolverem vou expor vcs no instagram com print de tudo
other=cancelaram sem aviso; praise | adoro o hambúrguer de vocês mas hoje cancelaram meu pedido sem aviso, fiquei chateada
other=troco errado | paguei com 100 numa conta de 62 e voltou troco de 28
other=troco | pedi troco pra 50 e o entregador chegou sem troco nenhum
other=troco errado | troco veio faltando 5 reais. pode parecer pouco mas não é certo
courier; other=troco | o motoboy disse que não tinha moeda e ficou com o troco sem perguntar
other=troco pra 200 | coloquei na observação troco pra 200 e mandaram troco pra 100, tive que sair pedindo dinheiro emprestado pro vizinho
other=troco em moedas | o troco veio todo em moeda de 10 centavos, parecia cofrinho
other=troco errado; unanswered | veio troco a menos, liguei pra reclamar e ninguém atende
other=cobrança duplicada maquininha | passaram meu cartão duas vezes na maquininha e até agora ninguém me devolveu
other=sem maquininha | pedi na observação pra trazer maquininha que eu ia pagar no débito, o entregador veio sem e tive que fazer pix pro celular dele
other=troco errado | troco errado
other=loja fechada aberta no app | app mostrava aberto, fui retirar no balcão e a loja tava de porta fechada
other=fechado aceitou pedido | fiz o pedido com a loja aparecendo aberta, 40 min depois cancelaram dizendo que já tinham fechado. então fecha no app né
other=loja fechada horário no app | cheguei pra buscar e estava fechado, perdi a viagem. atualizem o horário no app
other=loja fechada; unanswered | app dizia aberto, liguei pra confirmar e ninguém atendeu, fui até lá e tava fechado
other=loja fechada domingo | no app diz que abre domingo, fui domingo e tava fechado. 3 vezes já
other=aberto no app fechou mais cedo | a loja fechou mais cedo e esqueceu de fechar no app, meu pedido ficou parado até ser cancelado
other=loja fechada aberta no app | loja fechada mas aberta no app 🤡
other=fechado pra retirada | escolhi retirada, paguei, cheguei lá e tinha só um funcionário limpando dizendo que não tava mais funcionando
missingItem | não mandaram talher, tive que comer o yakisoba praticamente com a mão
missingItem | veio sem guardanapo e sem talher, e eu marquei no app pra enviar
missingItem | esqueceram os sachês de molho e os guardanapos
praise; missingItem | comida maravilhosa, só faltou o garfinho. comi com a colher do iogurte kkkk
missingItem; customisation | escrevi na observação pra mandar talher pois tô no trabalho e não veio
missingItem | nenhum guardanapo num pedido de costela com molho barbecue. sério?
missingItem | faltou talher
missingItem; unanswered | não veio o hashi nem o shoyu. tentei ligar, ninguém atende
missingItem | pedi 4 marmitas e veio só 1 talher
missingItem; customisation | pedi na obs sachê de ketchup e maionese extra, não veio nem o normal
praise; missingItem | açaí delicioso mas veio sem colher, tive que lavar uma aqui de casa no trabalho
customisation | pedi SEM CEBOLA na observação, veio cheio de cebola. vcs leem as observações?
customisation | pedi a carne bem passada e veio ao ponto, rosinha no meio
customisation | observação: molho à parte. veio com o molho jogado por cima de tudo
customisation | pedi pra cortar a pizza em 12 pedaços pq era pra festa infantil, veio em 8
customisation | mandei na obs "sem gelo" no suco e veio o copo cheio de gelo
customisation; diet | coloquei que sou diabético e pedi o suco sem açúcar, veio adoçado
customisation; allergy | avisei na observação que tenho intolerância a lactose e pedi sem queijo, veio com queijo. ainda bem que vi antes de comer
customisation | pedi pra escrever feliz aniversário na caixa do bolo e nada. era presente
customisation; service | pedi sem picles, veio com picles, reclamei no chat e responderam "é só tirar" 🙄
customisation | não adianta escrever nada na observação, ninguém lê
customisation; praise | o lanche é muito bom mas pela segunda vez ignoraram o "sem maionese"
customisation | pedi o arroz separado do feijão pra minha filha, veio tudo misturado
customisation; diet | sou vegetariana, pedi na observação pra tirar o bacon da salada. veio com bacon
customisation | pedi a pizza meio a meio com a borda sem queijo, mandaram borda com catupiry
customisation; unanswered | avisei no whats e na observação "sem pimenta". veio ardendo. ninguém respondeu minha reclamação
courier; mod:courier | entregador do ifood se recusou a subir, moro no 3º andar e to com a perna engessada
courier | o motoboy de vocês foi super grosso, jogou a sacola na minha mão e saiu
courier; missingItem | o entregador abriu a sacola, o lacre tava rompido e faltava a batata
courier; mod:courier | entregador parceiro do ifood ficou me ligando 10 vezes e gritando no interfone, educação zero
courier | coloquei na observação pra não tocar a campainha pq o bebê tava dormindo e o entregador tocou umas 5 vezes
courier; notDelivered | entregador marcou como entregue e não entregou nada. to sem comida e sem dinheiro
courier; mod:courier | o entregador do ifood pediu gorjeta na cara dura e ficou bravo quando eu disse que não
courier; delay | entregador se perdeu, rodou o bairro todo e chegou 40 min depois do previsto
courier | motoqueiro chegou fumando e com a comida em cima da moto, sem bag
praise; courier | comida excelente, mas o entregador foi mal educado
praise | entregador super educado e a comida chegou quentinha, parabéns
courier | o entregador deixou o pedido na portaria do prédio vizinho e foi embora
mod:threat; courier | se esse motoboy aparecer aqui de novo falando daquele jeito com minha mãe ele vai ver
courier; packaging | o entregador chegou com a sacola de cabeça pra baixo, o caldo vazou todo
courier | entregador mal educado
courier; mod:courier | entregador do app exigiu que eu descesse, falou que não sobe em condomínio. não é culpa da loja mas fica registrado
courier; notDelivered | o entregador ficou bravo pq demorei 2 minutos pra descer e foi embora com meu pedido
praise | Perfeito
praise | top demais 👏👏
praise | amei!
praise | nota 10
praise | muito bom
praise | delicioso como sempre
praise | Recomendo muito!
praise | atendimento excelente
praise | melhor açaí da região
praise | impecável
general | péssimo
general | horrível, nunca mais
general | não recomendo
general | decepcionante
general | que lixo
general | ruim
general | nunca mais peço aqui
| ok
| normal
| pedido recebido
| nada a declarar
| dentro do esperado
| primeira vez pedindo
| chegou
delay | demorou demais
praise | atendimento no whats super rápido, resolveram meu problema na hora. obrigada!
praise | a moça do telefone foi um amor, me ajudou a trocar o endereço mesmo depois do pedido feito
praise | o entregador voltou pra me devolver o troco que tinha dado errado. honestidade, parabéns
mod:noOrder | nunca pedi aí mas meu vizinho disse que ninguém atende o telefone e que cancelam tudo
mod:noOrder | dizem que essa loja trata mal os clientes no balcão, não vou nem arriscar
mod:noOrder | essa página tá cheia de avaliação falsa, dono da concorrência aqui do lado avisando: evitem
app; mod:app | o app do ifood mostrou que o pedido saiu pra entrega e ficou parado no mapa 1 hora, nada a ver com a loja
app; mod:app | o cupom não foi aplicado no pagamento e o suporte do ifood não resolveu
mod:refund | pedido cancelado pela loja com aviso, ok, mas o reembolso do ifood já tem 10 dias e nada
other=cancelaram sem avisar; unanswered; service | cancelaram sem avisar, ninguém atendia, e quando finalmente atenderam a moça foi grossa e disse que o sistema que cancelou
wrongItem; service | chegou pedido de outra pessoa, liguei e o atendente falou que não podia fazer nada
missingItem; other=troco errado | faltou o guaraná e ainda veio troco errado. uma bagunça
other=loja fechada; service | cheguei 20 min antes do horário de fechar do app e o funcionário falou "já fechou, vai embora" de dentro da loja
unanswered; other=endereço errado | errei o complemento e tentei avisar a loja, whats e telefone, ninguém atendeu. o pedido foi pro lugar errado
courier; customisation | pedi na observação pra deixar com o porteiro, o entregador insistiu que eu descesse e ainda foi grosso. e o hambúrguer veio com cebola que eu pedi pra tirar
general; unanswered | experiência horrível, e nem adianta ligar que ninguém atende
mod:offensive; unanswered | porra, ninguém atende essa merda de telefone
service | o dono respondeu minha avaliação anterior me chamando de mentiroso
unanswered | já mandei 3 mensagens, nenhuma resposta
service; portion | reclamei que a porção veio pequena e o atendente disse que "sempre foi assim, quem quiser mais paga mais"
customisation | "sem cebola" = com cebola, né? 🙃
unanswered; praise | comida sempre maravilhosa, só queria que alguém respondesse o whatsapp quando preciso
other=pedido cancelado após pagamento | paguei no pix, quando fui ver o pedido tava cancelado pela loja. ninguém me falou nada
other=loja aceitou pedido fechada; delay | aceitaram o pedido às 23h50, depois de 1h de demora descobri que a loja fecha às 23h. por que aceitaram?
courier; other=troco errado | paguei em dinheiro, o motoboy contou o troco errado e saiu acelerando antes que eu conferisse
praise | tudo certinho, até o guardanapo e o talher vieram caprichados 👌
`,
);

/** Set CE: older customers and families telling long, polite stories with points buried in them. */
export const BY_OTHERS_CE = parseReviews(
  "othersCE",
  `
praise | Domingo passado reunimos a família toda para o almoço de aniversário do meu marido, que fez 72 anos, e como eu já não tenho mais disposição para cozinhar para quinze pessoas pedimos a feijoada de vocês. Chegou no horário combinado, bem quentinha, com todos os acompanhamentos caprichados, e até meu genro, que é exigente, repetiu duas vezes. Muito obrigada pelo carinho, que Deus abençoe o trabalho de vocês.
delay; praise | Boa noite. Sou aposentado e moro sozinho desde que minha esposa faleceu, então peço com frequência aqui. Ontem fiz o pedido às 19h e só chegou perto das 21h, o que para mim é tarde porque tomo remédio depois do jantar. Mas quero deixar registrado que a sopa de legumes estava deliciosa como sempre, tempero caseiro que lembra a comida da minha falecida esposa. Continuarei pedindo.
missingItem; praise | Meu neto estava completando 8 anos e só queria saber de hambúrguer, então fizemos a festinha em casa com os lanches de vocês. As crianças adoraram, pão macio, carne suculenta, estava tudo muito bom. Só faltou um dos refrigerantes que eu tinha pedido, o guaraná de 2 litros, e tive que mandar meu filho correr no mercado. Fora isso a festa foi um sucesso e o aniversariante ficou feliz.
cold | Pedimos para a minha mãe, que tem 89 anos e está acamada, um caldo de frango, porque o médico recomendou alimentação leve. Infelizmente o caldo chegou praticamente frio, tive que esquentar no micro-ondas e já não ficou a mesma coisa. Sei que a correria é grande, mas peço mais atenção, porque nem todo mundo pode ir buscar.
customisation; praise | Minha filha caçula estava com virose essa semana e a única coisa que ela aceitava comer era macarrão simples. Pedi o espaguete e escrevi na observação, com muito cuidado, sem molho e só com um fiozinho de azeite, mas veio com molho de tomate por cima. Ela acabou comendo assim mesmo, coitadinha. A moça do chat foi muito educada e pediu desculpas, então deixo o elogio pela gentileza.
praise | Venho agradecer de coração. Comemoramos 50 anos de casados, eu e o Antônio, e nossos filhos encomendaram o jantar de vocês. O bacalhau estava divino, as batatas douradinhas, o arroz soltinho, tudo embalado com capricho, e ainda veio um bilhetinho de parabéns. Foi uma noite inesquecível e a comida fez parte dessa lembrança.
portion; praise | Todo domingo, depois da missa, eu e minha irmã pedimos o frango assado de vocês para almoçar. Sempre gostamos muito, o tempero é ótimo e a pele fica crocante. Porém desta vez achei o frango bem menor do que de costume, parecia um galeto, e a farofa veio numa quantidade bem pequena. Não sei se mudaram o fornecedor, mas fica o aviso, porque somos clientes fiéis.
taste | Pedi uma lasanha para o almoço de sábado com meus netos. Olha, não gosto de reclamar, mas a lasanha estava tão salgada que as crianças não conseguiram comer, e eu, que sou hipertensa, também não pude. Acabamos fazendo ovo mexido. Espero que revejam a receita, porque antes era muito boa.
poisoning | Boa tarde. Fizemos um almoço em família no domingo com o strogonoff de vocês e, na segunda de manhã, eu, meu marido e minha sogra estávamos com dor de barriga e diarreia. Minha sogra tem 80 anos e precisou ir ao pronto-socorro tomar soro. Não estou escrevendo para brigar, mas acho importante que verifiquem a conservação dos alimentos, porque poderia ter sido algo mais grave.
wrongItem; service | Era aniversário da minha esposa e pedi a pizza de quatro queijos, que é a preferida dela, junto com uma de calabresa para os meninos. Quando abrimos a caixa, tinham vindo frango com catupiry e atum. Liguei para a loja e o rapaz que atendeu foi bem grosseiro, disse que estava certo e desligou na minha cara. Fiquei muito chateado porque era uma data especial.
praise | Quero parabenizar a equipe. Meu pai de 84 anos tem dificuldade para mastigar e liguei perguntando se podiam cortar a carne bem miudinha e deixar o arroz mais molinho. Atenderam ao pedido direitinho, e ainda mandaram um purê extra sem cobrar. Ele comeu tudo e até pediu para repetir na semana seguinte. Gente assim faz diferença.
packaging; praise | Almoço de Dia das Mães aqui em casa, pedimos o escondidinho e a salada. A comida estava muito gostosa, mas a embalagem do escondidinho chegou amassada e parte dele vazou dentro da sacola, sujando o pote da salada. Deu para aproveitar a maior parte. Recomendo usar uma embalagem mais firme, o sabor merece.
allergy | Meu neto tem alergia a camarão, e eu deixei isso bem claro na observação do pedido, pedindo que o arroz dele viesse separado e sem nenhum fruto do mar. Veio com camarão misturado. Graças a Deus a minha nora percebeu antes de ele comer. Por favor, levem mais a sério esse tipo de aviso, é questão de saúde.
diet | Sou diabético há vinte anos e pedi o combo com suco de laranja sem açúcar, marcado na opção do cardápio. O suco veio bem adoçado, percebi logo no primeiro gole, e não pude tomar. O resto do pedido veio conforme pedido. Só peço que prestem atenção, porque para quem tem diabetes isso não é frescura.
foreignBody | Estávamos almoçando em família, comemorando a formatura da minha neta, quando minha filha encontrou um fio de cabelo comprido no meio do risoto. Foi um constrangimento na mesa e ninguém mais quis comer. Eu sei que acidentes acontecem, mas cozinha precisa usar touca. Uma pena, a ocasião merecia coisa melhor.
courier; mod:courier; praise | A comida de vocês é excelente, sempre foi, e o pudim de sobremesa é o melhor do bairro. Mas preciso contar que o entregador de ontem não quis subir até o meu apartamento, mesmo eu explicando que tenho 78 anos e uso andador. Tive que pedir para o porteiro buscar. Sei que ele não é funcionário de vocês, mas deixo registrado.
delay; cold; taste | Pedimos dois yakisobas e uma porção de rolinhos primavera para o jantar de aniversário da minha sogra. O aplicativo dizia 50 minutos, mas levou quase duas horas, e os rolinhos chegaram frios e murchos, moles de dar pena. Minha sogra, muito educada, disse que estava bom, mas eu vi que não estava. Esperava mais.
praise | Meu marido está se recuperando de uma cirurgia e não pode comer nada gorduroso. Pedi a marmita fit de vocês, grelhado com legumes, e foi uma bênção. Tudo fresquinho, bem temperado sem exagero, e chegou antes do previsto. Já encomendei para a semana toda. Obrigada pelo cuidado.
notDelivered; unanswered | Domingo de chuva, resolvemos pedir o almoço para não sair de casa com as crianças. O aplicativo mostrou que o pedido foi entregue, mas ninguém tocou o interfone e nada chegou. Liguei três vezes para o restaurante e ninguém atendeu. As crianças ficaram com fome até eu improvisar um macarrão. Espero um retorno.
pricePortion; praise | Sou cliente há muitos anos, desde quando vocês ainda tinham só a lojinha da esquina. Sempre gostei do tempero, e continua bom, isso eu não posso negar. Mas o prato executivo subiu de preço de novo e a quantidade de carne diminuiu, hoje veio um bife fininho que mal cobria o arroz. Para um casal de aposentados como nós, pesa no bolso.
spoiled | Comprei a torta de frango para o lanche da tarde com minhas amigas do grupo de oração. Quando fui servir, senti um cheiro azedo e o recheio estava com gosto de estragado. Fiquei envergonhada na frente das visitas. Joguei tudo fora. Por favor, confiram a validade do que vendem.
raw | Fizemos um churrasquinho em casa no aniversário do meu irmão, mas como a churrasqueira quebrou, encomendamos os espetinhos de vocês. Os espetinhos de frango vieram rosados por dentro, crus mesmo, com aquele líquido rosa escorrendo. Tivemos que colocar na frigideira para terminar de assar. Com criança e idoso em casa, isso é perigoso.
praise | Deixo aqui meu muito obrigado. Minha filhinha de 5 anos estava com febre, sem apetite, e pedi a canja de vocês com esperança de que ela comesse alguma coisa. Veio quentinha, com cheirinho de comida de vó, e ela tomou o pratinho todo. Coisa simples que fez meu dia. O entregador ainda foi muito gentil e subiu até a porta.
service; praise | A comida estava ótima, não tenho do que reclamar quanto a isso, o filé à parmegiana é dos melhores que já comi. O problema foi quando liguei antes para perguntar se dava para trocar a batata frita por arroz, porque meu pai não pode comer fritura. A atendente respondeu de má vontade, suspirando, como se eu estivesse incomodando. Um pouco mais de paciência com os clientes mais velhos faria diferença.
missingItem | Almoço de domingo com meus pais: pedi três pratos feitos, uma sobremesa e marquei a opção de talheres, porque estávamos na casa de praia e lá não tem quase nada de utensílios. Não vieram os talheres nem os guardanapos. Comemos com as colheres de plástico que encontramos no fundo da gaveta. Detalhe pequeno, mas faz falta.
paidExtra | Era o aniversário do meu filho de 15 anos e ele quis pizza com borda recheada de cheddar, que eu paguei à parte, sete reais a mais. A pizza veio com borda comum, sem recheio nenhum. Ele ficou decepcionado, e eu também, porque paguei. Gostaria que revissem isso.
melted; praise | Para fechar o almoço de Páscoa pedimos a torta de sorvete de vocês, que já tínhamos experimentado antes e adoramos. Desta vez chegou toda derretida, escorrendo pela caixa, e não deu para cortar em fatias. Comemos de colher mesmo, e o sabor continua maravilhoso, mas a apresentação que eu queria mostrar para a família se perdeu.
warmDrink; praise | Pedido para a reunião de família de sábado: os salgados estavam muito gostosos, coxinha sequinha e recheio generoso, todo mundo elogiou. Só os refrigerantes vieram quentes, e um deles sem gás nenhum. Tivemos que colocar no congelador e esperar. No mais, parabéns.
app; mod:app | Não tenho reclamação da comida, que chegou certinha. Escrevo porque o aplicativo cobrou duas vezes no meu cartão, e como sou aposentada e não entendo muito dessas coisas, fiquei a tarde toda tentando resolver com a ajuda do meu neto. O restaurante não tem culpa, mas fica o desabafo.
delay; praise | Boa noite a todos. Meu esposo e eu temos o costume de pedir a pizza de vocês toda sexta-feira, é o nosso programa de casal desde que os filhos saíram de casa. A pizza é sempre muito boa, massa fininha do jeito que gostamos. Nesta última sexta, no entanto, demorou uma hora e meia para chegar. Entendo que sexta é movimentado, mas avisem quando for demorar.
general | Lamento dizer, mas foi a pior experiência que tivemos com delivery. Era o almoço de aniversário da minha mãe, que completou 90 anos, a família veio de longe, a mesa estava posta com a toalha bordada dela, e nada saiu como esperado. Uma tristeza. Nunca mais peço.
customisation | Meu marido é muito chato com carne, só come bem passada, e eu sempre escrevo isso na observação. Até hoje vocês sempre respeitaram. Mas no almoço deste domingo a picanha veio quase mal passada, sangrando no prato, e ele não comeu. Peço atenção às observações.
praise | Fiz 65 anos na quarta e meus filhos me fizeram uma surpresa: encomendaram o jantar de vocês e um bolo. Tudo chegou perfeito, o frango com quiabo igualzinho ao da minha mãe, a polenta cremosa. Chorei de emoção. Muito obrigado por fazerem parte desse dia.
taste; portion | Sou avó de três e, aos domingos, peço o macarrão à bolonhesa para eles. Desta vez o macarrão veio empapado, grudado, parecia que tinha passado do ponto, e o molho quase não tinha carne. A porção também veio menor, não deu para os três. Fiquei triste porque eles adoravam.
wrongItem | Pedi um combo de comida chinesa para o jantar em família, com frango xadrez, e veio carne com brócolis no lugar. Meu marido não come carne vermelha por recomendação médica e acabou ficando sem jantar. Conferimos a nota e estava escrito frango xadrez. Por favor, confiram antes de fechar a sacola.
praise | Queria registrar o quanto vocês foram atenciosos. Era um domingo chuvoso, minha mãe de 86 anos estava aqui em casa e pedimos o cozido. Veio bem servido, legumes macios, caldo saboroso, e o entregador, mesmo debaixo de chuva, chegou sorrindo. Foi um almoço de família como nos velhos tempos.
courier; mod:courier | Fiz o pedido para o aniversário do meu marido. A comida chegou bem, mas o entregador foi muito mal-educado comigo no portão, reclamou que a rua era longe e jogou a sacola na minha mão. Tenho 70 anos, não precisava disso. Não é culpa do restaurante, mas quero que saibam.
poisoning; unanswered | No sábado pedimos o sushi de vocês para comemorar o aniversário da minha filha. À noite, ela e o namorado passaram mal, com vômito a madrugada inteira. Mandei mensagem pelo chat e liguei na loja no domingo, mas ninguém me respondeu até agora. Gostaria ao menos de uma satisfação.
price; praise | A comida é muito boa, isso eu reconheço, o escondidinho de carne seca é de lamber os beiços. Mas a taxa de entrega de doze reais para uma distância de dez quadras é demais. Nós que somos aposentados temos que fazer conta de tudo. Se baixassem a taxa eu pediria mais vezes.
unanswered; missingItem; praise | Minha esposa estava de cama, gripada, e pedi a sopa para ela e um sanduíche para mim. Chegou só a sopa. Tentei ligar no número que aparece no aplicativo umas quatro vezes e ninguém atendeu, mandei mensagem e nada. Acabei comendo pão com manteiga. A sopa, pelo menos, ela disse que estava muito gostosa.
praise | Faz uns seis meses que minha neta pequena foi diagnosticada com doença celíaca, e tem sido muito difícil encontrar lugar confiável. Liguei, expliquei a situação, e vocês me explicaram com toda paciência como preparam as coisas sem glúten, em área separada. O nhoque chegou perfeito e ela comeu sem nenhum problema. Muito obrigada, de verdade.
packaging | Pedimos o caldo verde para a noite de sopas que fazemos todo inverno com os primos. Quando chegou, a tampa estava mal fechada e metade do caldo tinha vazado dentro da sacola, molhando o pão. Sobrou pouco para dividir. Uma tampa bem lacrada resolveria.
cold; praise | Domingo almoçamos na casa da minha sogra e levamos a costela de vocês pelo aplicativo. A costela é maravilhosa, desmancha, tempero na medida, todo mundo elogiou. Só que chegou morna, quase fria, e tivemos que passar no forno antes de servir. Se a embalagem fosse térmica talvez ajudasse.
foreignBody; service | Sou uma senhora de 74 anos e peço sempre a marmita de vocês. Hoje encontrei um pedaço de plástico duro no meio do feijão, e quase quebrei minha prótese. Liguei e a moça disse que não tinha como ter vindo daí, como se eu estivesse mentindo. Fiquei muito magoada com a resposta.
app; mod:app; praise | Os pastéis estavam ótimos, crocantes e bem recheados, e a família toda aprovou no lanche de domingo. Minha queixa é com o aplicativo, que não aceitou o cupom de desconto que eu tinha recebido, e fiquei meia hora tentando. Meu filho teve que fazer o pedido do celular dele. Da loja, só elogios.
raw; praise | Era a primeira vez que pedíamos peixe com vocês, para o almoço de Sexta-feira Santa com a família. O filé de tilápia estava cru por dentro, transparente, e não tivemos coragem de comer. Liguei e o atendente foi muito educado, pediu desculpas e disse que iria conversar com a cozinha. Agradeço a educação, mas espero mais cuidado.
praise | Nunca escrevo avaliação, mas hoje precisei. Meu filho autista é muito seletivo com comida e só come nuggets de um jeito específico, sem nenhum molho, bem sequinhos. Vocês mandaram exatamente como pedi, e ainda a batata num pacotinho separado. Ele comeu feliz. Pode parecer pouco, mas para uma mãe é muito.
wrongItem; praise | Hoje é o aniversário da minha avó, e ela escolheu o bolo de chocolate com morango. Veio o bolo de chocolate com coco. Ela, com aquela bondade de sempre, disse que não tinha problema e que coco também era bom, e de fato o bolo estava delicioso, massa fofinha. Mas era o aniversário dela e eu queria que viesse o que ela escolheu.
taste | Peço o estrogonofe de vocês há anos para o almoço de domingo. Hoje o arroz veio duro, mal cozido, e o estrogonofe estava aguado, sem aquele creme de antes. Meu marido, que sempre come tudo, dessa vez deixou no prato. Não sei o que aconteceu, mas espero que volte a ser como antes.
delay; praise | Pedi o almoço para a minha mãe de 91 anos, que mora sozinha a duas quadras daqui, para ela não ter que cozinhar. Demorou mais de uma hora além do previsto e ela ficou me ligando preocupada, achando que tinham esquecido dela. A comida em si ela adorou, disse que o purê estava uma delícia. Só peço mais pontualidade.
praise | Almoço de Dia dos Pais: meus três filhos vieram com as famílias e pedimos o churrasco completo de vocês. Carne no ponto, linguiça saborosa, farofa, vinagrete fresquinho, tudo em quantidade generosa, sobrou até para o jantar. E chegou antes do horário. Nota dez.
customisation; portion | Meu marido tem problema de estômago e não pode comer pimenta, então pedi o acarajé sem pimenta, escrevi em letras grandes na observação. Veio com pimenta, e ainda por cima com pouquíssimo vatapá e camarão. Ele ficou só olhando eu comer. Fico chateada porque sempre recomendei vocês.
notDelivered; mod:refund | O pedido do almoço de domingo nunca chegou, e o restaurante disse que o problema foi com o entregador. Até aí tudo bem, acontece. O que me deixou indignada é que já faz dez dias e o estorno do aplicativo não caiu no meu cartão. Sou aposentada, cada real faz falta. Quero meu dinheiro de volta.
missingItem; praise | Parabéns pela comida, o nhoque ao sugo estava divino, e a minha sogra, que é italiana e difícil de agradar, elogiou. Só faltou o queijo ralado que vem à parte e o pão de alho que eu tinha pedido. Pedi desculpas à sogra e prometi que da próxima vez vem completo.
spoiled | Estava cuidando dos meus netos no fim de semana e pedi o frango grelhado com salada e maionese. A maionese veio com gosto azedo, claramente passada, e as folhas da salada estavam escuras e murchas. Não dei para as crianças, claro. Fiquei preocupada, porque se eu não percebo eles teriam comido.
price; praise | Gostamos muito de vocês e da comida, mas fiquei surpreso com o valor: uma porção de bolinho de bacalhau para a família saiu quase oitenta reais. A qualidade é boa, mas está fora do alcance de um aposentado como eu. Vou ter que pedir com menos frequência.
other=troco errado; praise | Pagamos em dinheiro porque minha mãe não usa cartão, e mandamos uma nota de cem para um pedido de sessenta e dois reais. Voltaram só vinte e oito de troco. Ela só percebeu depois, contando na mesa. A comida estava boa como sempre, mas peço mais atenção com o troco, porque ela fica muito preocupada com essas coisas.
melted | Encomendei o açaí para a tarde de domingo com meus netos. Chegou praticamente um suco, todo derretido, a granola boiando por cima. As crianças ficaram decepcionadas. Moramos perto, não entendo como derreteu tanto.
praise | Minha esposa e eu fizemos 40 anos de casados e comemoramos em casa, só nós dois, com o jantar de vocês. O risoto de camarão estava perfeito, e o petit gâteau chegou quentinho com o sorvete separado, bem embalado. Foi como estar num restaurante. Agradecemos a dedicação.
delay; cold; unanswered | Almoço de domingo, família reunida, pedido feito às 12h30. Às 14h ainda não tinha chegado, liguei várias vezes e ninguém atendeu. Chegou às 14h40, tudo frio. Metade da família já tinha ido embora. Não é a primeira vez.
taste; praise | Pedi o feijão tropeiro para o almoço de sábado com meus irmãos, que vieram do interior. O tropeiro em si estava bom, bem temperado, mas a couve estava queimada e amarga, e o torresmo duro feito pedra. Meu irmão mais velho, que usa dentadura, não conseguiu comer. Uma pena, porque o resto estava bom.
wrongItem | Pedi para minha filha, que está de resguardo, um prato de frango com arroz e legumes, e veio um pedido completamente diferente, com nome de outra pessoa na nota: dois hambúrgueres e batata. Ela não podia comer aquilo. Tive que fazer comida correndo. Espero que o outro cliente tenha recebido o dele, pelo menos.
allergy; praise | Sou intolerante à lactose e pedi o prato marcado como sem lactose no cardápio. Passei a tarde inteira com aquela dor de barriga típica de quando como leite. Depois descobri que o molho levava creme de leite. O sabor estava ótimo, mas o cardápio precisa informar corretamente. Quem tem restrição depende disso.
diet | Minha nora é vegetariana e estava aqui no almoço de domingo. Pedi para ela a lasanha de berinjela, que no cardápio diz ser vegetariana, e quando ela começou a comer encontrou pedacinhos de bacon no molho. Ela ficou sem graça e não comeu mais. Eu fiquei envergonhada como anfitriã.
praise | Meu marido passou por uma quimioterapia e quase nada tinha gosto para ele. Um dia pedimos a moqueca de vocês e ele comeu o prato inteiro, disse que foi a primeira refeição que sentiu prazer em semanas. Não sei se vocês imaginam o que isso significa. Obrigada por cozinharem com tanto carinho.
paidExtra; praise | No aniversário do meu genro pedimos hambúrguer, e o dele foi com bacon extra, pago à parte. Veio sem o bacon extra. O hambúrguer estava muito bom, isso ele reconheceu, mas pagou por uma coisa que não veio. Gostaria que a loja devolvesse o valor do adicional ou mandasse um cupom.
portion | Comprei a marmita grande para dividir entre eu e minha irmã, como sempre fazemos no almoço de quarta-feira. Desta vez a marmita grande veio do tamanho da pequena, mal deu para uma pessoa. Tivemos que completar com o que tinha na geladeira.
delay; praise | Estávamos no hospital acompanhando meu pai, que está internado, e pedimos comida para comer na recepção. O pedido atrasou bastante, quase uma hora além do combinado, mas quando chegou, tudo muito saboroso e bem embalado, e o entregador teve a paciência de nos procurar no saguão. Agradecemos.
foreignBody | Domingo, almoço com as netas. Uma delas achou uma mosca no meio da salada. Ficamos todas com nojo e ninguém tocou mais na comida. Não sei como isso passa despercebido na cozinha. Muito triste.
general | Pedi para a família num sábado à noite, esperando repetir a boa experiência de meses atrás, quando vieram meus sobrinhos de Curitiba e todos saíram satisfeitos. Infelizmente, dessa vez não foi nada parecido. Decepcionante do começo ao fim. Não voltaremos a pedir.
taste; praise | Pizza de sexta com os netos é tradição aqui em casa. A cobertura estava caprichada, bastante queijo e calabresa de qualidade, mas a massa estava crua no meio, grudando nos dentes. Os meninos comeram só as bordas. Espero que seja só um deslize.
praise | Estou com o pé quebrado e meu marido não cozinha nada, então durante esse mês vocês têm sido nossa salvação. Todos os dias a marmita chega no horário, quentinha, com uma variedade boa de legumes e sempre muito bem temperada. Ainda colocam um bombonzinho de sobremesa. Muito obrigada.
wrongItem; missingItem | Para o almoço do aniversário da minha cunhada, pedimos quatro pratos e duas sobremesas. Veio um prato errado, uma parmegiana de frango no lugar da de carne, e uma das sobremesas não veio. Como tinha visita, fiquei sem jeito de reclamar na hora. Mas registro aqui.
pricePortion; praise | Gosto da comida, sempre gostei, o tempero de vocês é muito bom. Mas o filé com fritas que eu pagava 38 reais agora está 52, e o filé ficou visivelmente menor. Tenho 77 anos e lembro de quando vocês serviam um prato que dava para dois. Hoje dá para uma criança.
cold; packaging | Noite de sopa em família. O caldo chegou frio e com a tampa solta, parte derramou no fundo da sacola. Meu neto estava com dor de garganta e era para ele. Tive que esquentar o que sobrou.
praise | Queria agradecer ao pessoal da cozinha e ao atendimento. No dia do velório da minha mãe, a família inteira estava em casa e ninguém tinha cabeça para cozinhar. Liguei, expliquei a situação, e vocês prepararam um pedido grande em tempo recorde, com tudo organizado em porções. Foi um conforto num dia muito difícil.
service; delay | Liguei perguntando pelo pedido do almoço, que já estava uma hora atrasado, e quem atendeu respondeu de forma ríspida: "a senhora não é a única cliente". Fiquei sem palavras. Tenho 68 anos e nunca fui tratada assim. O pedido ainda chegou depois de mais meia hora.
customisation; praise | O bolo de aniversário do meu marido ficou lindo e estava gostoso, recheio de doce de leite maravilhoso. Porém eu havia pedido para escrever "Parabéns, vovô Zé" e escreveram apenas "Parabéns Zé". Parece bobagem, mas os netos tinham escolhido a frase. Fora isso, tudo ótimo.
notDelivered; service | Fizemos o pedido para o almoço de aniversário da minha sogra e ele simplesmente não chegou. Quando liguei, a pessoa disse que o motoboy não achou o endereço, mas ninguém me ligou, e o endereço está o mesmo há três anos no aplicativo. Me tratou como se a culpa fosse minha. Almoço estragado.
taste | Sempre pedimos a galinhada aos domingos. Desta vez o arroz estava sem sal nenhum, sem açafrão, sem gosto de nada. Parecia arroz branco com frango cozido. Meu pai, que é o maior fã, disse que não parecia a mesma comida. Conversem com o cozinheiro, por favor.
delay | Agradeço a paciência que tive que ter: pedi o jantar às sete e comemos às nove e meia, o que para quem acorda às cinco da manhã é praticamente uma ceia. Era aniversário do meu marido, e ele já estava cochilando na poltrona quando a comida chegou.
praise | Recomendo de olhos fechados. Minha neta veio me visitar com o bebê, e pedimos o almoço de vocês. Tudo veio quentinho, bem temperado, bem embalado e exatamente como pedido. O suco natural estava geladinho. Preço justo. Voltarei a pedir, com certeza.
missingItem; unanswered | Almoço de domingo com os filhos. Pedi quatro marmitas e vieram três. Escrevi pelo chat e liguei, mas ninguém respondeu. Meu filho mais novo ficou sem almoço e dividimos o que tinha. Espero que resolvam.
raw; poisoning | Pedi o hambúrguer artesanal para o meu neto, que estava passando o fim de semana comigo. A carne veio vermelha e crua no meio, e ele, que comeu antes de eu perceber, teve vômito à noite. Fiquei muito assustada. Devolvi ele aos pais com uma culpa enorme.
packaging; praise | O sushi estava fresquinho e saboroso, como sempre, e o atendimento foi muito educado. Mas a caixa chegou virada, com as peças todas desmontadas e o shoyu derramado. Deu para comer, mas a aniversariante, minha filha, queria tirar foto e não deu.
delay; courier | A comida demorou quase duas horas para chegar no domingo. Quando finalmente chegou, o entregador ainda ficou bravo comigo porque eu demorei para descer, tenho problema no joelho e moro no terceiro andar sem elevador. Não foi uma boa experiência.
praise | Minha filha mais velha está grávida de oito meses e estava com um desejo enorme de comer pastel de queijo às dez da noite. Vocês estavam quase fechando e mesmo assim aceitaram o pedido. Chegou rapidinho, pastel sequinho, queijo derretendo. Ela ficou feliz e eu também. Obrigado.
portion; taste | Estávamos comemorando a alta da minha mãe do hospital e pedimos o escondidinho de frango, que ela adora. Veio com muito purê e pouquíssimo frango, e o frango que tinha estava seco e sem tempero. Ela ficou desapontada, coitada, logo num dia de festa.
app; mod:app | Só quero deixar registrado que o problema não foi o restaurante. O aplicativo mostrou por quarenta minutos que o motoboy já estava chegando, e o pedido na verdade nem tinha saído. Fiquei na janela esperando à toa. Quando chegou, estava tudo certinho.
wrongItem; praise | Pedi a pizza meio muçarela, meio portuguesa para o lanche de domingo com a família. Veio inteira de muçarela. Não chegou a ser um problema grave, porque a pizza de vocês é tão boa que todo mundo comeu, mas meu marido queria a portuguesa.
other=chegou antes do horário agendado | Agendei o almoço de domingo com muita antecedência, para as 12h30, porque estávamos na missa até o meio-dia. O pedido chegou às 10h45, não tinha ninguém em casa, e o porteiro ficou segurando a sacola por quase duas horas. Agendamento é agendamento, por favor respeitem o horário.
praise | Somos um casal de idosos e não temos muita facilidade com o celular. Na primeira vez que pedimos, erramos o endereço, e o próprio restaurante ligou para confirmar, com toda educação, e corrigiu. A comida chegou ótima. Esse cuidado com o cliente é raro hoje em dia.
spoiled; service | O pudim que pedimos para a sobremesa do almoço de domingo estava com gosto de leite azedo. Ao ligar, a atendente disse que era feito no dia e que devia ser impressão minha. Não foi impressão, cinco pessoas provaram. Esperava pelo menos um pedido de desculpas.
cold; praise | Pedi o prato do dia para a minha mãe, que está com 93 anos e mora comigo. A comida é sempre deliciosa, isso ninguém discute, feijão temperado, bife macio. Mas tem chegado fria com frequência, e ela não gosta de comida requentada no micro-ondas. Se puderem olhar isso eu agradeço.
delay; missingItem | No almoço do Dia das Mães, o pedido demorou mais de uma hora e meia, e quando chegou faltava o arroz de um dos pratos. Minha mãe disse para eu não me aborrecer, mas eu me aborreci sim, era o dia dela.
praise | Minha família inteira agradece. Fizemos o chá de bebê da minha filha e encomendamos os salgados e docinhos de vocês. Chegou tudo no horário, bonito, fresquinho, e os convidados não pararam de perguntar de onde era. Já indiquei para todas as amigas da igreja.
taste; warmDrink | Pedimos a porção de frango a passarinho e cerveja para assistir ao jogo com meus irmãos, coisa que fazemos todo domingo desde moços. O frango veio encharcado de óleo, gorduroso demais, e a cerveja chegou quente. Tomamos mesmo assim, mas ficou a desejar.
customisation | Pedi o sanduíche natural do meu neto sem tomate, porque ele não come de jeito nenhum, e estava escrito na observação. Veio com tomate. Tirei rodela por rodela, mas ele sentiu o gosto e não quis. Criança é assim. Por favor, leiam as observações.
foreignBody; praise | Como sempre, a comida estava saborosa, a moqueca é a melhor que conheço por aqui, e a família estava toda feliz com o almoço. Infelizmente meu marido mordeu uma pedrinha no feijão e lascou um dente. Sei que feijão às vezes vem com pedra, mas precisa catar direito. Vamos ter que ir ao dentista.
service; praise | A comida de vocês é ótima, estou sempre elogiando para as vizinhas. Mas quando liguei para pedir um talher extra, porque minha neta ia almoçar comigo, a moça riu e disse que ali não era restaurante de luxo. Achei indelicado. Educação não custa nada.
delay | Pedi o almoço para o meu pai, que tem Alzheimer e fica agitado quando a refeição atrasa. Estava previsto para 40 minutos e chegou depois de uma hora e quarenta. Foi uma tarde difícil aqui em casa. Peço que sejam mais realistas no tempo que informam.
praise | Domingo em família, dez pessoas à mesa, e nenhuma reclamação. Lasanha generosa, salada fresca, pão de alho crocante e a torta de limão que minha sogra pediu bis. Atendimento pelo telefone muito simpático. Agradecemos pelo almoço maravilhoso.
pricePortion | Pedi a porção família de peixe frito para o almoço de sábado com os netos. Pelo preço de uma porção família, esperava ao menos dar para quatro pessoas, mas vieram seis pedacinhos de peixe. Caro demais para o que veio.
taste; portion; praise | Já é o terceiro aniversário da família que comemoramos com a pizza de vocês. Desta vez, porém, a pizza de frango veio queimada por baixo, com gosto amargo, e a de chocolate quase sem chocolate. A de calabresa estava excelente, como sempre. Espero que tenha sido só uma noite ruim.
notDelivered; unanswered | Esperei o almoço do meu marido, que estava de aniversário, por duas horas. O aplicativo dizia que tinha sido entregue, mas não chegou nada. Tentei falar com o restaurante pelo chat e pelo telefone, e ninguém respondeu. Passamos o aniversário dele comendo pão.
courier; mod:courier; praise | Quero elogiar a comida, que chegou deliciosa, o baião de dois estava do jeitinho que eu faço na minha terra. Mas preciso dizer que o lacre da sacola veio rompido e o entregador estava com a sacola aberta na mão quando eu desci. Não sei se mexeu em algo, mas fiquei desconfiada.
praise | Minha esposa não anda bem de saúde, e aos domingos sou eu que cuido do almoço. Como não sei cozinhar quase nada, peço de vocês. Hoje o frango assado com batatas estava especialmente bom, bem douradinho, e ela comeu com gosto, coisa rara ultimamente. Muito obrigado a toda a equipe.
missingItem | No pedido de ontem, para o jantar de aniversário da minha irmã, não veio o molho de alho nem a maionese caseira que acompanham o churrasquinho, e a farofa também faltou. São detalhes que fazem o prato. Conferi a nota e estava tudo lá.
paidExtra | Paguei o adicional de queijo na tapioca da minha mãe e o adicional de coco na minha, pelo aplicativo. Nenhuma das duas veio com o adicional. Ela é bem idosa e gosta de tudo direitinho, ficou desconfiada de que o pedido era de outra pessoa.
delay; praise | Comemoramos o aniversário de 80 anos do meu pai com o jantar de vocês. O jantar estava delicioso, o cabrito assado macio e muito bem temperado, meu pai se emocionou. Só o atraso de mais de uma hora nos deixou apreensivos, com os convidados esperando à mesa. Mas no fim deu tudo certo.
diet; praise | Meu marido é diabético e pedi a sobremesa que no cardápio diz zero açúcar. O sabor estava bom, não nego, mas tinha gosto de açúcar comum e a glicemia dele foi lá em cima logo depois. Por favor, tenham mais cuidado com o que anunciam como diet.
packaging | A marmita chegou com a tampa aberta e o feijão espalhado por toda a sacola. Meu pai, que é bem idoso, estava esperando o almoço e ficou sem feijão. Acho que precisam de embalagens melhores.
general | Sinto muito, mas não gostei de nada. Fiz o pedido com tanta expectativa para o almoço com minhas amigas de infância, que eu não via havia anos, arrumei a casa, separei as louças boas, e foi um fiasco. Não recomendo.
taste; praise | Sempre recomendei vocês para os vizinhos do condomínio e continuo achando o atendimento muito gentil. Mas o bife à milanesa de hoje estava duro, difícil de cortar, e a empanada encharcada de gordura. Minha neta de seis anos desistiu na metade. Fica a observação, com todo respeito.
wrongItem; delay | Pedi dois pratos para o jantar de segunda, para mim e para meu marido, que tem 81 anos. Demorou uma hora e vinte, e quando chegou veio o tamanho pequeno, e não o grande que eu tinha escolhido. Ficamos com fome.
praise | Fui operada de catarata e estou de repouso. Minha filha mora longe e pediu o almoço para mim pelo aplicativo dela. Vocês ligaram para confirmar o horário, o entregador deixou a comida na minha porta e ainda perguntou se eu precisava de alguma coisa. A comida, deliciosa. Gente boa ainda existe.
cold; taste | Encomendamos o bobó de camarão para o almoço de domingo em comemoração à formatura do meu neto. Chegou frio e com o camarão borrachudo, duro de mastigar. Foi uma decepção, porque foi ele quem escolheu o prato.
unanswered | Fiz um pedido e depois percebi que tinha errado o número da casa. Liguei imediatamente para o restaurante para corrigir, umas cinco vezes, e mandei mensagem no chat. Ninguém atendeu. No fim o pedido chegou porque meu vizinho viu o entregador perdido, mas poderia ter dado tudo errado.
portion; praise | A torta salgada de palmito estava uma delícia, massa amanteigada, sequinha. O problema é que o pedaço era muito pequeno, e eu pedi três pensando em dividir no café da tarde com minhas comadres. Mal deu uma garfada para cada uma.
praise | Agradeço o cuidado de vocês com os idosos. Meu pai não enxerga bem e o entregador leu para ele o que tinha em cada pote, e ainda o ajudou a guardar na geladeira. A comida estava ótima. Merecem todas as estrelas.
delay; cold; praise | O almoço de domingo com os netos atrasou bastante e chegou morno. É uma pena, porque a comida de vocês é muito boa, o arroz carreteiro é o melhor que conheço. Se tivesse chegado no horário, teria sido perfeito.
spoiled; poisoning | Comprei frios e pão para o café da manhã de domingo com a família. O presunto estava com cheiro estranho e a validade na embalagem estava vencida havia três dias. Minha esposa comeu um pouco antes de percebermos e passou o dia com enjoo e vômito.
wrongItem; unanswered | Encomendei o bolo de aniversário do meu neto com tema de futebol, e veio um bolo de casamento, com a inscrição de outra pessoa. Liguei desesperada e ninguém atendeu. Tivemos que cantar parabéns com o bolo de outra família.
praise | Escrevo em nome da minha avó de 95 anos, que me pediu para escrever. Ela adora a sopa de feijão de vocês e pede toda quinta. Diz que é a única que lembra a que ela fazia quando era moça. Mandou dizer: "Deus abençoe as mãos de quem cozinha." Obrigada.
customisation; missingItem | Pedi a salada com molho à parte, porque minha mãe tem dificuldade de digestão e controla a quantidade. Veio com o molho já misturado. E não veio o suco de uva que eu pedi para ela. Ela comeu pouco e ficou sem bebida.
mod:noOrder | Nunca pedi aqui, mas a minha vizinha de porta, dona Célia, contou na reunião do condomínio que encontraram barata na comida de vocês. Estou avisando os outros moradores para terem cuidado. Se não for verdade, expliquem.
price; praise | O almoço de domingo estava ótimo, carne macia, arroz com brócolis gostoso. Mas, somando a taxa de serviço, a taxa de entrega e o preço dos pratos, ficou muito caro para nós. Da próxima vez vou buscar pessoalmente.
taste | Pedi a comida mineira para o almoço em família e o frango com quiabo estava tão apimentado que ninguém conseguiu comer. Não tinha nenhum aviso no cardápio de que era picante. Minha mãe de 88 anos nem chegou a tentar depois que viu a cara dos netos.
praise | Obrigada pela paciência. Liguei três vezes para confirmar o pedido porque tenho dificuldade com o aplicativo, e a moça me explicou tudo com calma, sem pressa. O almoço chegou quentinho e bem servido, do jeitinho que eu gosto. Vocês ganharam uma cliente.
delay; service; praise | A comida estava muito boa, o feijão tropeiro é delicioso. O problema foi a demora de duas horas, e quando liguei o atendente disse que a culpa era minha por pedir no domingo. Achei desnecessário.
packaging; missingItem | O pedido do almoço veio com o pote de arroz aberto, espalhado dentro da sacola, e faltou a lata de refrigerante. Minha mãe, que estava sozinha em casa, não teve como reclamar na hora.
foreignBody | Minha filha de 4 anos encontrou um pedaço de papel-alumínio no meio do purê. Ainda bem que eu estava do lado e tirei da boca dela a tempo. Poderia ter engasgado. Fiquei muito abalada.
praise | Hoje é Dia dos Avós e meus netos, que moram em outra cidade, mandaram o almoço de vocês para mim e meu marido. Chegou tudo perfeito, bonito, cheiroso, e ainda com uma cartinha escrita por eles. Foi a melhor surpresa. A comida estava tão boa quanto o carinho.
cold; wrongItem | Pedimos o prato especial de aniversário para minha esposa, filé ao molho madeira, e veio filé ao molho de mostarda, além de frio. Ela, que não gosta de mostarda, comeu só o arroz. Tudo isso num dia que deveria ser especial.
delay; praise | Passei a semana no hospital com o meu pai e, quando voltamos para casa, pedimos o almoço de vocês. Demorou bastante, mas compreendo, era sábado de sol e tinha muito pedido. A comida valeu a espera: lombo assado macio, mandioca crocante. Muito obrigada.
taste; customisation | Meu marido pediu o hambúrguer bem passado, como sempre pede, e veio ao ponto. Além disso, o pão estava duro, parecia de ontem. Ele tem 76 anos e sempre foi fã de vocês, ficou chateado.
allergy | Meu neto é alérgico a amendoim e perguntei pelo chat se o doce tinha amendoim. Responderam que não. Quando ele comeu, teve reação na boca e tivemos que dar o antialérgico. Depois vimos que tinha paçoca na cobertura. Por favor, informem corretamente.
praise | Tenho 82 anos e moro sozinho. Peço a marmita de vocês três vezes por semana e já faz mais de um ano. Nunca tive problema. Comida sempre fresca, caseira, saborosa, e o pessoal me trata pelo nome. Agradeço a todos.
missingItem; praise | No almoço de Natal em família, pedimos o peru com acompanhamentos. O peru estava suculento e muito bem temperado, a família amou. Mas faltaram o arroz à grega e a farofa de frutas secas que estavam no combo. Tivemos que improvisar.
warmDrink | Encomendamos suco natural de laranja e limonada para acompanhar o almoço de domingo com a família. Os sucos chegaram quentes e a limonada sem gelo algum. Com o calor que estava, foi decepcionante.
raw | Pedi a porção de frango assado para o almoço de sábado, e ao cortar perto do osso estava cru, com sangue. Tenho netos pequenos e não arrisquei. Jogamos tudo fora.
other=nota fiscal sem CPF; praise | A comida estava boa, o almoço de domingo com meus filhos foi tranquilo. Só pedi, na observação, que colocassem meu CPF na nota fiscal, porque junto para o programa da nota, e a nota veio sem CPF. Para mim faz diferença.
portion; praise | Comprei os bolos de pote para levar na visita à minha tia no asilo. Os bolos são muito saborosos, textura perfeita, ela adorou. Mas cada pote vem bem menos cheio do que antes, dá para ver o espaço vazio embaixo da tampa.
app; mod:app | O restaurante não tem culpa, mas quero registrar: o aplicativo cancelou sozinho meu pedido do almoço de aniversário, sem explicação, depois de quarenta minutos de espera. Tive que fazer outro. Quando a comida chegou, tudo certo.
praise | Que almoço maravilhoso tivemos neste domingo. Minha mãe completou 100 anos e encomendamos o almoço de vocês para a festa. Tudo impecável, do arroz à sobremesa, pontual e bem servido. Ela disse que foi a melhor comida de aniversário em um século. Obrigado de coração.
cold; service | O frango com polenta chegou frio, e quando liguei para avisar, a pessoa disse para eu esquentar no forno e desligou. Esse não é o tratamento que um cliente de tantos anos espera.
taste; praise | Pedimos a sopa de mandioquinha para a minha filha, que está com virose. Estava bem feita, cremosa, e chegou quentinha, mas achamos exagerada no sal, ela estranhou. Para criança doente, o ideal seria um tempero mais leve. Mesmo assim agradeço o capricho.
delay; unanswered; praise | Quando finalmente chegou, uma hora e meia depois, a costela estava uma delícia, macia, desmanchando. Mas passei esse tempo todo ligando para a loja sem ninguém atender, com a família com fome. Uma coisa compensou a outra, mais ou menos.
| Pedimos o almoço de sábado, como fazemos quase toda semana aqui em casa com a família reunida. Chegou, comemos, e foi isso. Depois, com mais calma, escrevo mais.
praise | Minha família agradece pela atenção no aniversário da minha neta. Encomendamos mini hambúrgueres, batata e suco para as crianças, e tudo chegou na hora, bem embalado e gostoso. As mães das amiguinhas pediram o contato de vocês. Muito obrigada e sucesso.
`,
);

/** Set CK: hard reading: contrast, concessions, comparisons, conditionals and wishes, questions, negations. */
export const BY_OTHERS_CK = parseReviews(
  "othersCK",
  `
praise; cold | o lanche de vcs é muito bom, mas dessa vez chegou frio
cold; praise | sabor excelente, o tempero é top. se tivesse vindo quente seria perfeito
delay; praise | demorou mais de 1 hora, porém a comida tava uma delicia
praise | não veio frio, não atrasou e ainda mandaram um bombom de brinde. amei
delay; praise | apesar da demora de quase 1h30 a pizza chegou quentinha e muito saborosa
portion | da ultima vez a porção de batata veio o dobro, hoje veio meia duzia de palito
pricePortion | o preço subiu e o hamburguer diminuiu, pq isso?
customisation | vcs não leem as observações? pedi SEM CEBOLA pela terceira vez e veio cheio de cebola
praise | nada de frio, chegou pelando! parabéns pro pessoal da cozinha
praise; taste | a massa tava boa só que o molho veio salgado demais
praise; price | gostoso sim, mas 60 conto num x-tudo é demais né
praise; missingItem | o açaí tava otimo porém esqueceram a colher, tive que comer com garfo de casa
| pedido normal, nem bom nem ruim
wrongItem; diet | pedi coca zero e veio coca normal, sou diabético, vcs não conferem??
praise; warmDrink | comida excelente, so que o refri veio quente e sem gas
delay | entrega expressa de 2 horas, muito obrigado viu 🙄
praise | não tenho do que reclamar, tudo perfeito como sempre
praise; portion | bom demais, só queria que viesse mais recheio no pastel, ta meio vazio
melted | o sorvete chegou derretido, virou sopa. no pedido anterior tinha vindo certinho
raw | o frango por fora tava bonito mas por dentro estava cru, saindo sangue
taste | a pizza não tava crua, isso não, mas a borda veio queimada e amarga
delay; cold | não sei se foi o motoboy ou a loja, mas demorou muito e chegou gelado
praise; courier; mod:courier | comida nota 10, mas o entregador se recusou a subir e ainda foi grosso comigo
app; mod:app | o restaurante não tem culpa, mas o app não aceitou meu cupom de jeito nenhum
missingItem; mod:refund | faltou o refrigerante e até agora o ifood não fez o estorno, ja faz 10 dias
packaging; praise | o caldo vazou todo na sacola, uma pena pq o sabor é muito bom
foreignBody | achei um cabelo no meio do arroz. o resto tava ok mas perdi a fome
poisoning | comi na sexta e passei o fim de semana inteiro com diarreia, será q foi o camarão?
allergy | avisei que tenho alergia a amendoim e o doce veio com paçoca por cima, como assim??
diet; wrongItem | sou vegetariana, pedi o burguer de grão de bico e veio de carne. dessa vez passou do limite
missingItem; unanswered | liguei 4 vezes pra avisar que faltou a batata e ninguem atendeu
praise; service | a comida é boa, porém a moça do whatsapp foi super mal educada quando perguntei do pedido
general | sinceramente esperava bem mais. não peço nunca mais
spoiled | o molho tava azedo, não é possivel que ninguem provou antes de mandar
paidExtra | paguei adicional de bacon e cadê o bacon?
paidExtra; praise | a borda recheada que eu paguei não veio, mas a pizza em si tava otima
notDelivered | o app diz entregue mas nada chegou aqui. alguem pode me explicar?
price | pq no app é 10 reais mais caro que no balcão da loja?
pricePortion | por 45 reais eu esperava mais do que 6 peças de sushi
praise | antes eu pedia da concorrente, agora só peço daqui. muito melhor
taste | comparado com o da semana passada, hoje o hamburguer veio sem gosto nenhum
portion | a marmita costumava vir cheia, essa veio pela metade
customisation; praise | pedi mal passado e veio bem passado, mas mesmo assim tava gostoso
praise | não demorou, não veio frio, não faltou nada. assim da gosto de pedir
delay | não é a primeira vez que atrasa, toda sexta é a mesma historia
cold | se a pizza viesse quente eu até dava 5 estrelas
delay | se o pedido tivesse chegado no horario previsto eu nem estaria aqui reclamando
packaging | a caixa veio toda amassada e a pizza grudada na tampa
wrongItem; praise | veio o pedido de outra pessoa, mas a loja foi muito atenciosa e mandou o certo rapidinho
missingItem | cadê os sachês de ketchup? não veio nenhum
praise; taste | o yakisoba tava bom, porém muito oleoso, sobrou uma poça de óleo no fundo
| primeira vez que peço, vamos ver nas proximas
praise | não é barato, mas vale cada centavo
praise; price | gostei muito, mas taxa de entrega de 15 reais pra 2 km é absurda
cold | vcs não tem bolsa térmica não? toda vez o lanche chega frio
melted; praise | milkshake delicioso, só que metade derreteu no caminho
warmDrink | o suco chegou quente, parecia q tinha ficado no sol a tarde toda
other=nota fiscal cpf | pedi nota fiscal com cpf na observação e não veio nada
mod:offensive; delay | demorou 2 horas seus incompetentes do caralho
mod:noOrder | nunca pedi daqui mas dizem que a cozinha é imunda, cuidado gente
foreignBody; mod:threat | achei uma barata no lanche, se não resolverem vou expor vcs em todas as redes
praise | a cerveja veio trincando de gelada e a pizza quentinha, do jeito certo
cold | a coca veio bem gelada, o problema é que a pizza também kkkk
praise | o sorvete chegou firme, não derreteu nada mesmo com esse calor
cold | não veio quente nem frio, veio morno. pastel morno ninguem merece
praise; missingItem | sempre peço e sempre foi ótimo, mas hoje faltou o guaraná
cold | não que a comida seja ruim, mas chegou fria de novo
taste | mudaram o fornecedor do pão? veio seco e duro feito pedra
taste | trocaram o cozinheiro? o estrogonofe veio sem sal nenhum
portion | vcs diminuiram a pizza? a grande parece uma broto agora
portion | o açai é de 500ml mesmo? veio bem abaixo da marca do copo
raw | é normal o frango vir rosado por dentro? fiquei com medo de comer
spoiled | esse queijo era pra ter esse cheiro? tava com gosto de estragado
missingItem | vcs mandam talher ou a gente tem que comer com a mão?
delay | qual o sentido de pagar entrega rapida e esperar 1 hora?
notDelivered | esperei 3 horas e o pedido nunca chegou, cancelaram sozinhos e nem avisaram
pricePortion | na pizzaria do lado custa o mesmo e vem o dobro de queijo
praise | ja comi em varios japoneses da cidade e esse é de longe o melhor
taste | o hamburguer da unidade do centro é bem mais suculento, esse daqui veio seco
missingItem | seria bom se mandassem guardanapo, não veio nenhum
unanswered | gostaria que respondessem as mensagens, mandei 5 no chat e nada
portion | se caprichassem mais no recheio eu voltaria a pedir
praise | quem dera todo lugar fosse assim, tudo caprichado
portion | se eu soubesse que era tão pequeno nem tinha pedido
taste | poderiam colocar menos sal no feijão, tava intragável
missingItem | tomara que na proxima venha a sobremesa, dessa vez esqueceram
praise | a batata não veio murcha dessa vez, melhoraram muito! parabéns
praise | bom e não achei caro, recomendo
| não posso dizer que tava ruim, mas tambem não era nada demais
wrongItem | não era o que eu pedi. pedi frango com catupiry e veio de calabresa
customisation | não respeitaram o sem pimenta, meu filho não conseguiu comer
price | cobraram 4 reais de taxa de embalagem, sério isso?
praise; delay | embora tenha atrasado uns 40 min, tudo chegou perfeito e muito bem embalado
praise | demorou um pouquinho mas nada demais, comida maravilhosa
delay; cold | chegou rapido? não. chegou quente? tbm não
taste | a carne tava dura, mastiguei uns 5 minutos cada pedaço. antes era macia
praise; packaging | muito saboroso, entretanto a tampa do molho veio aberta e sujou tudo
praise; portion | o resto tava impecável, todavia a porção de arroz podia ser maior
praise; customisation | adoro o lanche daqui, porém pedi o molho à parte e veio tudo misturado
delay | mas gente, 1h50 pra um hambúrguer?
praise; wrongItem | o atendimento foi otimo, só que veio o tamanho errado, pedi o grande e veio o médio
allergy | sou celiaca e perguntei se tinha glúten, disseram que não. passei mal a noite toda, tinha farinha de trigo
diet | pedi o bolo sem açucar porque sou diabetica e veio com cobertura de leite condensado
poisoning; praise | sempre gostei, mas dessa vez eu e meu marido vomitamos a madrugada toda depois de comer o peixe
raw; taste | a picanha veio crua no meio e o arroz empapado
spoiled; mod:refund | a maionese veio azeda e o ifood se recusou a devolver meu dinheiro
foreignBody; praise | costumo elogiar vcs, mas hoje veio um pedaço de plástico dentro da coxinha
service | pedi pra trocar e a atendente disse que o problema era meu, que não ia fazer nada
unanswered; delay | o pedido atrasou e quando liguei pra saber ninguem atendeu o telefone
courier; mod:courier | o motoboy abriu a sacola, veio com o lacre rasgado. a comida em si ok
app; mod:app | o rastreio do app ficou travado o tempo todo, não dava pra saber onde tava o pedido
general | experiencia horrivel do começo ao fim
praise | não tive problema nenhum, veio tudo certinho e quente
praise | nem parece delivery, chegou como se tivesse comido no restaurante
paidExtra | paguei 8 reais de cheddar extra e veio uma colherzinha que nem dava pra sentir
missingItem; praise | o combo vinha com batata e refri, o refri não veio. o lanche tava bom
pricePortion | antes eram 10 nuggets pelo mesmo preço, agora são 6. pq diminuiu?
price | tudo bom, mas o preço de vcs subiu muito esse ano, ta ficando dificil pedir
praise; pricePortion | gostoso, só que pelo preço que cobram a porção é muito pequena
melted | cheguei a pedir pra mandar o sorvete separado e mesmo assim veio todo derretido
warmDrink | a cerveja chegou quente. não adianta nada pizza boa com cerveja quente
cold; packaging | a pizza veio fria e toda virada de lado dentro da caixa
taste | o pão tava cru no meio, massa crua mesmo
delay; praise | a comida é ótima, mas sempre demora, se fosse mais rapido seria nota mil
other=troco | mandei troco para 100 e não veio o troco certo, faltou 20 reais
other=cartão fidelidade carimbo | prometeram carimbar o cartão fidelidade e não carimbaram de novo
praise | esperava pouco e me surpreendi, muito bom mesmo
praise; cold | melhor que o do shopping, mesmo chegando meio frio
wrongItem | pedi suco de laranja e veio de maracujá, não gosto de maracujá
customisation; wrongItem | pedi sem tomate e veio com tomate, e o sabor nem era o que eu escolhi
missingItem | faltou um dos hamburgueres, pedi 3 vieram 2
notDelivered; unanswered | o pedido nunca chegou e a loja não responde nem o chat nem o telefone
praise; delay | a pizza não veio fria, veio quentinha, mas atrasou 50 minutos
praise | não sei como vcs conseguem, sempre rápido e gostoso
portion; praise | uma delicia, mas a porção de frango ja foi maior hein
taste; praise | gostei do lanche, só a batata que veio murcha e encharcada de oleo
mod:offensive; wrongItem | errou meu pedido de novo bando de burros
delay; service | atrasou uma hora e quando reclamei disseram que era pra eu ter paciência
packaging | embalagem de isopor rachada, o molho escorreu pela sacola toda
praise; taste | tava bom mas podia ter mais tempero, achei meio sem graça
raw | o peixe do sushi quente tava cru por dentro, e não era pra ser
cold; delay | nao tava quente, nao chegou na hora, mas pelo menos chegou né
price; praise | a comida eh boa mas pra mim ta caro demais pro que é, vou voltar qdo tiver promoção
spoiled | o leite do açai tava talhado, com gosto azedo
portion | queria saber pq o pote de 1kg veio com 700g, pesei em casa
delay | o app falava 30 min e demorou 1h15, nunca acertam a previsão
praise | igual ao que a gente come na praia, perfeito
foreignBody | tinha um pedaço de pedra no feijão, quase quebrei o dente
praise; wrongItem | mandaram o sabor errado mas confesso que gostei mais que o que eu tinha pedido kkk
praise; missingItem | o lanche continua otimo, mas o brinde que dizia na promoção não veio
`,
);

/** Set CL: a moderation team sample: half to moderate (masked slurs, threats, rumours, the marketplace own matters), half legitimate. */
export const BY_OTHERS_CL = parseReviews(
  "othersCL",
  `
mod:offensive; delay; service | demorou quase 2h e quando liguei o atendente filho da p*ta desligou na minha cara
mod:offensive; cold | lanche chegou gelado de novo, vcs são uns arrombados msm
mod:offensive; wrongItem | pedi frango e veio carne, bando de anta, aprendam a ler o pedido
mod:offensive; general | lugar de merda, o dono é um l4drão safado. nunca mais
mod:offensive; missingItem | faltou a coca de novo seus ot4rios, toda vez a mesma coisa
mod:offensive; taste | hamburguer torrado, carvão puro. o chapeiro é cego ou é só burro msm?
mod:offensive; service | a moça do chat é uma vaca, me respondeu com 4 pedras na mão
mod:offensive; customisation | escrevi SEM CEBOLA em maiusculo e veio cheio de cebola. analfabetos do c4ralh0
mod:offensive; paidExtra | paguei bacon extra e nao veio bacon nenhum, vcs sao uns ladrões safados
mod:offensive; portion | porção de batata ridícula, dono mão de vaca f.d.p
mod:offensive; unanswered | liguei 5 vezes e ngm atendeu, bando de vagabundo
mod:offensive; packaging | o açaí veio todo derramado na sacola, quem fechou isso é uma j*menta
mod:offensive; pricePortion | 45 conto num x-tudo que cabe na palma da mão. vão se f*der
mod:offensive; delay; cold | 1h40 pra chegar e chegou frio. a gerente é uma idiota e os motoqueiros dela tb
mod:offensive; wrongItem | mandaram o pedido de outra pessoa, vcs são retardados?
mod:offensive | nota zero pra esse bando de c*zão
mod:offensive; raw | frango cru por dentro, esse cozinheiro é um animal, tinha que ser demitido
mod:offensive; service | atendente respondeu minha reclamação com deboche. babaca
mod:offensive; mod:courier; courier | motoboy lerdo e mal educado, um imbecil completo, nem olhou na minha cara
mod:hate; delay | demorou pra caramba, tb ne, o atendente é um m@c@co
mod:hate; wrongItem | veio errado de novo, so contratam v1ado nessa cozinha
mod:hate; service | a atendente s4patão foi grossa comigo no telefone
mod:hate; delay | tinha que ser loja de paraíba, demorou uma eternidade
mod:hate; mod:courier; courier | o entregador era um cr1oulo mal encarado, nao quis nem subir
mod:hate; taste | comida sem gosto nenhum, cozinha cheia de b1cha só podia dar nisso
mod:hate; service | atendente trav3co me tratou com grosseria quando reclamei
mod:hate; price | o dono deve ser jud3u, por isso cobra esse absurdo numa pizza
mod:hate; mod:offensive; missingItem | esqueceram a batata, claro, a cozinheira é uma n3gr@ burra
mod:hate; cold | pizza gelada, esses bolivi@no da cozinha nao sabem nem ligar o forno
mod:hate; mod:offensive; service | o gerente é um viad0 escroto, me tratou mal quando fui retirar
mod:threat; delay | se demorar assim de novo eu vou ai e quebro essa loja inteira
mod:threat; wrongItem | veio errado. vou descobrir quem montou esse pedido e vou esperar ele na saída
mod:threat; service | atendente me tratou mal, vou expor o nome e a foto dela no insta pra todo mundo saber quem é
mod:threat; foreignBody | achei cabelo no lanche. tenho print de tudo e vou espalhar no grupo do condomínio ate vcs fecharem
mod:threat; mod:courier; courier | esse motoboy me xingou no portão, se eu pegar ele na rua ele vai ver
mod:threat; notDelivered | o pedido nunca chegou. sei onde o dono mora, vamo ver se ele gosta de visita
mod:threat; missingItem | faltou o refri e a sobremesa. na próxima vou ai com uns amigos resolver do meu jeito
mod:threat; taste | carne dura igual sola. vou postar o vídeo da cozinha de vcs e marcar todo mundo, quero ver fechar as portas
mod:threat | se continuarem respondendo minhas avaliações eu vou ai meter a porrada no dono
mod:threat; mod:offensive; service | a atendente desligou na minha cara, vagabunda. vou pegar o numero dela e espalhar por ai
mod:threat; poisoning | passei mal a noite toda depois do yakisoba. se eu parar no hospital de novo alguém ai vai se arrepender amargamente
mod:threat; cold | lanche frio. vou divulgar o endereço da casa da dona no facebook
mod:threat; price | aumentaram o preço do combo de novo, quem teve essa ideia tá pedindo pra apanhar
mod:noOrder | nunca pedi aqui mas dizem que tem rato na cozinha
mod:noOrder | minha cunhada falou que pegou uma infecção comendo aqui, fiquem espertos
mod:noOrder | peçam na Burger do Zé que é muito melhor e mais barato, essa aqui é furada
mod:noOrder | ouvi falar que o dono sonega imposto e nao paga os funcionários
mod:noOrder | nem vou pedir, vi no tiktok que essa loja usa carne de segunda
mod:noOrder | todo mundo no bairro sabe que essa pizzaria reaproveita sobra do dia anterior
mod:noOrder | trabalho na concorrente e posso afirmar que aqui a higiene é zero
mod:noOrder | não comprei mas só pelas fotos já dá pra ver que é ruim. nota 1
mod:noOrder; mod:offensive | dizem que o dono é um caloteiro safado, não peçam
mod:noOrder | um amigo meu achou barata no marmitex daqui semana passada. cuidado gente
mod:noOrder | a pizzaria nova da esquina dá de 10 a 0 nessa, troquem logo
mod:refund | cancelaram meu pedido e até hoje o estorno não caiu no cartão
mod:refund | o ifood disse que ia reembolsar em 2 dias e já faz 2 semanas
mod:refund; missingItem | veio sem o suco e o reembolso que o app prometeu nunca apareceu
mod:refund | pedi reembolso pelo app e negaram sem explicação nenhuma
mod:refund; wrongItem | mandaram sabor errado, abri chamado e o ifood só me deu cupom de 5 reais em vez de devolver meu dinheiro
mod:refund | o estorno veio menor do que eu paguei, cadê o resto do meu dinheiro?
mod:refund; notDelivered | pedido nao chegou e o suporte fala que o reembolso tá em análise faz 10 dias
mod:refund | paguei no pix, o pedido foi cancelado e o dinheiro sumiu. suporte não resolve nada
mod:app; app | o app cobrou duas vezes no meu cartão
mod:app; app | cupom de primeira compra não funcionou de jeito nenhum
mod:app; app | rastreamento ficou travado no mapa o tempo todo, não dava pra saber onde tava
mod:app; app | aplicativo travou na hora de pagar e tive que refazer o pedido 3 vezes
mod:app; app | o app nao deixa mudar o endereço depois que finaliza, ridículo
mod:app; app | o chat do app não abre, fica carregando infinito
mod:app; app | nao consigo pagar com vale refeição pelo app, sempre dá erro
mod:courier; courier | entregador se recusou a subir até o apartamento, tive que descer de pijama na chuva
mod:courier; courier | o motoboy abriu a sacola na minha frente pra ver o que tinha dentro, estranho demais
mod:courier; courier | entregador foi super grosso, jogou a sacola na minha mão e saiu sem falar nada
mod:courier; courier | o motoqueiro ficou buzinando e gritando no portão às 23h, acordou a vizinhança toda
mod:courier; courier | o entregador disse que não tinha troco e ficou com os 20 reais
mod:courier; courier | entregador fumando em cima da minha sacola. a comida tava ok, mas que falta de respeito
mod:courier; courier | motoboy ligou 8 vezes e reclamou pq eu demorei 2 minutos pra descer
mod:courier; courier; delay | a loja preparou rapidinho, mas o entregador pegou mais 2 pedidos no caminho e chegou 1h depois
delay; cold | porra, 1h30 de espera e a pizza chegou gelada. que merda
taste | caralho, que hambúrguer salgado da porra, não deu pra comer
missingItem | pedi 2 refri e veio 1. todo santo dia isso, puta que pariu
poisoning | comi o sushi ontem e passei a madrugada vomitando. to no hospital tomando soro
poisoning | minha família toda teve diarreia depois do frango assado. vou denunciar na vigilância sanitária
raw | o frango tava rosado e sangrando por dentro. porra, isso é perigoso
raw; poisoning | hambúrguer cru no meio, comi metade e passei mal a noite toda
spoiled | o strogonoff tava azedo, cheiro de estragado. vou fazer denúncia na vigilância sanitária
foreignBody | achei um cabelo enorme no meio do arroz, que nojo. vou levar isso ao Procon
foreignBody | tinha um pedaço de plástico duro dentro do pastel, quase quebrei o dente
foreignBody | barata morta na salada. tirei foto e já registrei no Procon
allergy | avisei no pedido que tenho alergia a camarão e veio camarão no yakisoba. tive que tomar antialérgico às pressas
allergy; customisation; poisoning | sou intolerante a lactose, pedi sem queijo e veio com queijo. passei a noite com dor de barriga
allergy | sou celíaca, o cardápio dizia pão sem glúten e veio pão comum. vou entrar com processo
diet | sou vegetariana e veio bacon no meu risoto "vegetariano". absurdo
diet | pedi o suco sem açúcar pq sou diabético e veio doce demais, minha glicemia foi lá em cima
spoiled; poisoning | a maionese tava passada, azeda. meu filho vomitou a noite toda. vou entrar com processo
delay | mais de 2 horas pra chegar uma marmita, que porra é essa?
notDelivered | o pedido nunca chegou e a loja marcou como entregue. amanhã vou no Procon
wrongItem | pedi marguerita e veio calabresa. caralho, é tão difícil assim?
customisation | pedi a carne bem passada e veio mal passada. de novo.
paidExtra | paguei 6 reais de cheddar extra e não veio nada de cheddar. vou reclamar no Procon
portion | porção de fritas "pra 2" que não alimenta nem uma criança
pricePortion | o preço subiu 10 reais e o lanche ficou menor, que sacanagem
packaging | o caldo vazou todo, a sacola chegou encharcada. puta merda
taste | massa da pizza crua no meio e a borda queimada
melted | o sorvete chegou derretido, virou sopa
warmDrink | refrigerante quente e sem gás, que porcaria
service | liguei pra reclamar e a atendente falou que não era problema dela
unanswered | mandei mensagem 4 vezes no chat da loja e ninguém respondeu
general | horrível, uma bosta. nunca mais peço
praise; cold | a comida é muito gostosa, mas chegou fria de novo
praise; missingItem | esfiha maravilhosa como sempre, só faltou o molho de alho que eu pedi
taste; packaging | pastel chegou murcho e encharcado de óleo, e a caixa toda amassada
price | 18 reais numa coxinha? tão de sacanagem
other=nota fiscal CPF | pedi nota fiscal com CPF e não mandaram. se não enviarem vou acionar o Procon
spoiled | o peixe do temaki tava com cheiro forte, claramente velho. a vigilância sanitária precisa ver isso
foreignBody; poisoning | tinha um bicho no feijão e eu só vi depois de comer metade. passei mal e to indo no médico
raw | a linguiça veio crua por dentro, toda rosa
delay; service | atrasou 1h e quando liguei o cara foi grosso dizendo que a culpa era minha
wrongItem | veio o pedido de outra pessoa, com o nome de outro cliente na sacola
missingItem | não mandaram talher nem guardanapo, comi com a mão. que bosta
customisation; allergy | escrevi que sou alérgico a amendoim e pedi sem paçoca no açaí, veio com paçoca. isso pode matar alguém, vou processar
poisoning | eu e meu marido tivemos diarreia e febre depois do escondidinho. vou registrar denúncia na vigilância sanitária
taste | arroz empapado, feijão sem sal e carne dura. tá foda
cold; packaging | pizza chegou fria e toda grudada na tampa da caixa
paidExtra; portion | paguei borda recheada e a borda veio vazia. e a pizza cada vez menor
spoiled | o pão do lanche tava mofado. MOFADO. vou no Procon
pricePortion | 60 reais numa marmita que vem meia concha de feijão e 3 pedaços de carne
taste | tudo encharcado de óleo, gordura escorrendo do saco
melted; delay | demorou tanto que o milkshake chegou derretido
wrongItem; diet | pedi o hambúrguer vegano e mandaram o de carne. sou vegana há 8 anos
missingItem; unanswered | faltou a sobremesa e ninguém atende o telefone da loja
raw | frango empanado cru por dentro, ainda meio congelado no meio
foreignBody | pedra no feijão, quebrei um pedaço do dente. vou entrar na justiça pra pagarem o dentista
taste; price | caro pra caralho e sem gosto nenhum
service | a loja me respondeu no chat com ironia quando reclamei
praise | melhor parmegiana da região, chega sempre quentinha
praise | atendimento top, mandaram até um brinde. parabéns
praise | comida do caralho, melhor marmita da cidade
customisation; taste | pedi o molho à parte e veio tudo misturado, a batata virou papa
delay | o app dizia entrega até 20h e chegou 21h30
poisoning | comi a salada de maionese e fui parar na UPA com intoxicação alimentar. já estou com advogado
spoiled | o leite do açaí tava talhado, azedo
courier; taste | entregador super mal educado e ainda por cima o lanche tava sem gosto
app; wrongItem | o cupom não funcionou e ainda veio o sabor errado
other=cobrado diferente do cardápio | no cardápio o combo tava 35 e me cobraram 42, quero explicação
delay | parabéns pela rapidez, só 1h50 pra um açaí 👏👏
taste | "deliciosa" pizza com gosto de papelão, adorei 🙃
foreignBody | unha no meio do hambúrguer. UNHA. que nojo do caralho, a vigilância sanitária já foi acionada
portion; missingItem | veio metade do frango e esqueceram a farofa
 | pedido normal, nada a declarar
delay; cold; taste | que porra de demora, a lasanha chegou fria e ressecada. pqp
`,
);

/** Set CJ: long reviews told in order, where much is context and only some is complaint or praise. */
export const BY_OTHERS_CJ = parseReviews(
  "othersCJ",
  `
praise; taste | Pedi numa sexta por volta das 20h pra comer com minha namorada, como sempre faço quando ela vem aqui em casa. Sempre peço o kit de 12 esfihas abertas e uma porção de kibe frito. Chegou em uns 40 minutos, dentro do prazo que o app mostrou. As esfihas estavam ótimas, massa fininha e bem recheada, mas o kibe veio encharcado de óleo, pingando. Depois a gente ficou vendo filme e terminou as esfihas.
delay; praise | Ontem foi aniversário do meu pai e resolvemos pedir baião de dois e carne de sol pra família toda, éramos seis pessoas. Fiz o pedido às 12h10 pensando em almoçar lá pela uma hora. A comida só chegou 14h20, meu pai já tinha comido pão com manteiga de tanta fome. A carne de sol estava macia e muito bem temperada, isso eu reconheço.
wrongItem; praise | Pedi uma lasanha à bolonhesa e um nhoque ao sugo às 21h, assim que voltei da academia. Chegou rápido, umas 21h35. A lasanha estava uma delícia, mas o nhoque veio com molho branco, não era o que eu pedi. Meu marido acabou comendo assim mesmo porque estava morrendo de fome.
spoiled | Sou cliente há uns meses, peço marmita fit quase toda semana pra levar pro trabalho. Dessa vez pedi as 5 de frango com batata doce no domingo à noite, como sempre. Quando abri uma delas na terça, o arroz estava azedo, com cheiro forte de estragado, e ainda estava dentro da validade da etiqueta. Joguei fora e comi as outras, que estavam normais.
customisation; taste; praise | Pedimos o combo picanha pra dois numa quinta, eu e meu irmão assistindo o jogo do Flamengo. Escrevi na observação que queria a picanha ao ponto pra mal. Veio bem passada, seca, parecendo sola de sapato. Pelo menos a farofa e o vinagrete estavam gostosos.
praise; missingItem; unanswered | Pedi yakisoba grande e rolinho primavera às 19h30 pra jantar com as crianças. O yakisoba veio bem servido, deu pra nós três e ainda sobrou pro almoço. Os rolinhos não vieram, e eu paguei por 4 unidades. Mandei mensagem pelo chat da loja e até agora ninguém respondeu.
 | Pedi o executivo de frango xadrez numa segunda, como faço toda semana aqui no escritório. Chegou no horário de sempre, umas 12h40. Comi na minha mesa enquanto terminava uns relatórios. Foi o de sempre, nada a acrescentar.
courier; praise; packaging | Fiz o pedido de shawarma de carne e um suco de laranja às 22h, depois de chegar do plantão no hospital. O entregador ligou dizendo que não ia subir e que eu tinha que descer, e foi bem grosso quando pedi pra ele esperar um minuto. O shawarma estava gostoso e bem recheado. Mas o suco veio vazado dentro da sacola e molhou o pão todo.
cold; taste | Pedi tapioca de carne seca com queijo coalho e um cuscuz recheado pro café da manhã de domingo. Minha mãe estava aqui em casa e queria muito experimentar. A tapioca chegou fria e dura, e o cuscuz estava sem sal nenhum. Ela disse que a de Recife é outra coisa, e dessa vez eu tive que concordar.
praise; paidExtra | Pedi uma pizza grande de quatro queijos com borda recheada de catupiry, paguei R$ 12 a mais pela borda. A pizza chegou quentinha e antes do prazo. Mas a borda veio normal, sem recheio nenhum. Meu filho ficou chateado porque é a parte que ele mais gosta.
pricePortion | Comecei uma dieta semana passada e achei esse restaurante no app procurando comida saudável. Pedi o bowl de salmão com quinoa, que custa R$ 49,90. Veio um pedacinho de salmão do tamanho de uma caixa de fósforo e o resto era folha de alface. Pelo preço, esperava muito mais.
raw | Pedi marmitex de linguiça toscana e frango assado num sábado, umas 13h, estava sozinho em casa. Foi um vizinho que indicou, disse que sempre pede daí. A linguiça estava crua no meio, rosada e mole, e o frango estava sangrando perto do osso. Não tive coragem de comer a carne e fiquei só no arroz e feijão.
foreignBody | Pedi frango agridoce e arroz chop suey numa quarta à noite, voltando da faculdade. Quando fui comer, achei um fio de cabelo comprido no meio do arroz. Perdi totalmente a fome e joguei o resto fora. Tirei foto e mandei pelo app.
praise | Todo mês a gente faz uma noite árabe aqui em casa com os amigos, e dessa vez pedimos desse lugar pela primeira vez. Pedimos homus, babaganuche, coalhada seca, esfihas e kafta. Tudo chegou bem embalado e quentinho. O homus é o melhor que já comi fora da casa da minha avó. Vai virar nosso lugar fixo.
poisoning | Pedi escondidinho de charque às 20h numa quinta, só pra mim, porque meu marido estava viajando. Depois do jantar passei a madrugada inteira com dor de barriga, vômito e diarreia. Hoje tive que faltar o trabalho e ir na UPA. Não comi mais nada diferente ontem.
allergy; wrongItem | Sou celíaca e sempre peço o espaguete de arroz sem glúten, que está no cardápio. Dessa vez veio espaguete comum de trigo, só percebi pela textura depois de algumas garfadas. Passei mal a noite toda. Eu ainda tinha escrito na observação que era celíaca.
diet; praise | Sou diabético e pedi o suco verde sem açúcar, que é o que eu sempre peço junto com a marmita. O suco veio doce, claramente adoçado, e minha glicemia foi lá em cima depois. A marmita de tilápia com legumes estava ótima como sempre.
pricePortion | Pedi o kit churrasco pra 4 pessoas, R$ 289, pra comemorar a aprovação da minha irmã no concurso. Pra quatro pessoas veio pouquíssima carne, uns três pedaços de cada corte. Meu cunhado ainda pediu pizza depois porque ficou com fome. Muito caro pelo que entrega.
praise | Pedi pelo app às 20h15 e chegou 20h50. O entregador foi super educado e ainda me ajudou com as sacolas porque eu estava com o bebê no colo. O frango xadrez estava ótimo, como sempre. Parabéns pra equipe toda.
customisation | Estava com minha esposa e pedimos um combo de esfihas de carne e de queijo. Pedi sem cebola nas de carne porque ela não suporta cebola. Todas vieram cheias de cebola. Ela acabou jantando só as de queijo e eu comi as de carne sozinho.
taste; praise | Almoço de domingo com meus sogros, pedi sarapatel e arroz de leite. Chegou no horário certinho. O sarapatel estava salgado demais, ninguém conseguiu comer mais que duas colheradas. Já o arroz de leite estava muito bom, meu sogro até repetiu.
notDelivered; service | Pedi às 19h e o app dizia 50 a 60 minutos. Deu 21h e nada, o rastreio mostrava saiu para entrega fazia mais de uma hora. Liguei no restaurante e a moça disse que o pedido já tinha saído e que não podia fazer nada, e desligou. O pedido nunca chegou e eu fiquei sem jantar.
packaging | Pedi 10 marmitas congeladas pra semana, como faço todo começo de mês. Duas vieram com a tampa aberta e a comida espalhada dentro da sacola. O restante estava ok e bem congelado. Espero que revisem a forma de fechar as embalagens.
warmDrink; praise | Pedi um refrigerante de 2 litros junto com o espetinho misto, era noite de sábado e estávamos em quatro aqui em casa. O refrigerante chegou quente e sem gás, parecia que tinha sido aberto antes. Os espetinhos estavam bem temperados e suculentos.
melted | Pedi sorvete frito de sobremesa junto com o combo pra dois. O sorvete chegou completamente derretido, virou uma sopa dentro do potinho. O resto do pedido veio certo. Minha esposa ficou sem a sobremesa que ela estava querendo a semana toda.
 | Pedi kibe assado e salada fattoush numa terça lá pelas 20h, estava sozinho em casa vendo série. Chegou em uns 45 minutos. Comi tudo e fui dormir.
app; mod:app; praise | Fiz o pedido usando o cupom de 20% que apareceu no app. Na hora de finalizar, o cupom sumiu e cobrou o valor cheio no cartão. Sei que não é culpa do restaurante, a comida estava maravilhosa como sempre. Só queria que o aplicativo parasse de fazer isso.
wrongItem; allergy; service | Pedi a moqueca de peixe pra dois, era nosso aniversário de namoro. Veio moqueca de camarão no lugar, e meu namorado é alérgico a camarão, ainda bem que percebemos antes de ele comer. Liguei pro restaurante e a atendente disse que é tudo moqueca e desligou na minha cara.
praise; taste | Pedi um risoto de cogumelos numa noite de chuva forte. O motoboy chegou rapidinho mesmo com o temporal. Mas o risoto estava empapado, parecendo papa, e muito sem sal. Comi metade e guardei o resto na geladeira.
diet; praise | Sou vegetariana e pedi o wrap de falafel, que fica na seção vegetariana do cardápio. Quando mordi tinha pedaço de frango dentro. Mandei mensagem e a loja pediu desculpas e mandou outro em vinte minutos. O novo estava certo e muito gostoso.
missingItem; pricePortion | Pedi picanha fatiada com arroz, feijão tropeiro e mandioca frita pro almoço com um colega de trabalho. A mandioca não veio, e o feijão tropeiro veio num potinho minúsculo. Pra um prato de R$ 68, achei uma falta de respeito.
delay; cold; taste | Pedi às 18h porque queria jantar cedo, minha filha dorme às 20h. Chegou 19h50, quase duas horas depois. Os rolinhos vieram murchos e o yakisoba frio. Acabei esquentando no micro-ondas depois que ela dormiu.
mod:noOrder | Nunca pedi daqui, mas uma amiga que trabalhou lá me contou que a cozinha é imunda e que reaproveitam comida de um dia pro outro. Estou deixando essa avaliação pra alertar os outros. Fiquem longe.
courier; packaging; praise | Pedi o executivo de galinha caipira com pirão. Na entrega, o motoboy abriu a sacola na minha frente pra procurar a nota e deixou o caldo derramar no chão. A galinha estava deliciosa, tempero de vó. Minha mãe, que é do interior de Pernambuco, aprovou.
missingItem; praise | Peço daqui quase todo sábado com minha esposa, é nosso programa de fim de semana. Dessa vez pedimos o combo casal com frango xadrez, carne com brócolis e arroz. Não vieram os hashis nem os sachês de shoyu que sempre mandam. A comida estava boa como sempre.
price; praise | Pedi um beirute de filé e uma porção de batata numa segunda à noite. A taxa de entrega estava R$ 14,90 pra uma distância de 2 km. O lanche estava bom, mas o total ficou R$ 78 pra uma pessoa só, caro demais.
foreignBody | Pedi caldo de mocotó numa noite fria, estava com meu pai que adora. No meio do caldo tinha um pedaço de plástico duro, parecia da embalagem de algum tempero. Meu pai quase engoliu. Ficamos com receio e não comemos o resto.
taste; praise | Pedi uma pizza de calabresa e uma de frango com catupiry pra reunião de família. As duas vieram com a massa crua no meio, grudenta. O recheio estava bom. Meus tios até brincaram que era pizza al dente.
delay | Pedi marmita de patinho com arroz integral às 11h30 pra comer antes do treino das 13h. Chegou 13h15, tive que treinar em jejum. Fui comer só depois do treino.
wrongItem; service | Pedi 1 kg de fraldinha pro almoço de domingo com a família da minha esposa, cinco adultos. Veio maminha no lugar, e eu sei a diferença porque trabalhei anos em açougue. Liguei e a moça insistiu que era fraldinha e disse que eu não entendia de carne. Comemos assim mesmo.
poisoning | Pedi camarão empanado e arroz três delícias numa sexta, era a primeira vez que pedíamos daqui. Eu e meu marido passamos mal de madrugada, os dois com vômito. Não comemos mais nada naquele dia além disso.
mod:offensive; delay | Fiz o pedido às 20h pra jantar com minha mãe, que estava de visita. Chegou às 22h. Que bando de incompetentes do caralho, aprendam a trabalhar seus inúteis.
paidExtra; praise | Pedi o shawarma misto com adicional de queijo e de batata palha, paguei R$ 8 pelos dois. Não veio nenhum dos adicionais. O shawarma em si estava bom. Era meu almoço no intervalo do trabalho e não deu tempo de reclamar na hora.
portion; praise | Pedi a porção de macaxeira com carne de sol pra dividir com minha esposa numa sexta à noite. Veio pouquíssima carne, uns cinco cubinhos contados. A macaxeira estava sequinha e crocante, bem feita.
customisation; praise | Pedi o fettuccine alfredo com o molho à parte porque ia levar pro trabalho no dia seguinte. Veio tudo misturado no mesmo pote. Almocei assim mesmo no outro dia. O sabor do molho é muito bom.
praise | Uso esse restaurante há seis meses, estou no processo de emagrecimento e já perdi 12 kg. As marmitas sempre chegam no horário, com a tabela nutricional certinha na etiqueta. Hoje pedi a de carne moída com abóbora e estava deliciosa. Minha nutricionista até perguntou de onde eu pedia.
cold; taste | Pedi o espeto de picanha com alho e o pão de alho no sábado à noite, enquanto esperava minha namorada chegar do trabalho. Chegou em 35 minutos, mas tudo frio, a gordura da picanha já estava branca e endurecida. O pão de alho estava murcho e borrachudo.
wrongItem | Pedi numa sexta às 21h, tinha acabado de chegar de viagem. O entregador me deu a sacola e quando abri era o pedido de outra pessoa, com o nome Márcia na nota, tinha sopa wonton e guioza. Eu tinha pedido frango xadrez e rolinho. Liguei e disseram que iam mandar o certo, que chegou 40 minutos depois.
taste | Pedi esfihas de carne numa quarta, umas 19h, porque não tinha nada em casa. A esfiha estava seca e com gosto de requentada de outro dia. Já pedi outras vezes e nunca tinha sido assim. Espero que tenha sido só um dia ruim.
mod:refund; notDelivered | Pedi um baião de dois com paçoca numa sexta à noite pra comer com meu filho. Depois de uma hora o pedido foi cancelado sem explicação e nunca chegou. Até hoje, 10 dias depois, o iFood não devolveu o dinheiro no meu cartão. Já abri três chamados e nada de estorno.
price | Pedi uma pizza média de margherita e um guaraná numa terça. Deu R$ 96 com a taxa. A pizza estava normal, mas esse preço é de restaurante chique. Moro a cinco quadras daí.
missingItem | Pedi o kit semanal de 7 marmitas no domingo e vieram só 6. A de frango ao curry não veio. Percebi só na quinta, quando fui pegar no congelador. Paguei por 7.
praise | Foi o aniversário de 60 anos da minha mãe e encomendamos a costela no bafo pra 10 pessoas. Chegou no horário combinado, bem embalada e ainda quente. A costela desmanchava no garfo. Todo mundo elogiou e perguntou de onde era.
spoiled | Pedi frango xadrez e uma porção de guioza pra jantar com meu marido. O guioza estava com gosto azedo e o recheio com cheiro estranho, de coisa passada. Ele comeu dois e disse que não sentiu nada, mas eu senti na hora. Joguei o resto fora.
service; praise | Liguei pra perguntar se o falafel era frito em óleo separado da carne, porque sou vegetariano. A atendente respondeu com a maior má vontade, disse não sei, se quiser pede. Acabei pedindo mesmo assim e o falafel estava crocante e saboroso.
missingItem; unanswered | Pedi arrumadinho de charque com farofa e vinagrete à parte. O vinagrete não veio. Liguei três vezes no número da loja e ninguém atendeu. Comi sem, mas fez falta.
general | Pedi no domingo pra almoçar com minha família, primeira vez que experimentava. Experiência péssima do começo ao fim. Nunca mais peço daqui e não recomendo pra ninguém.
taste | Pedi a panqueca de frango fit pensando em variar um pouco do frango grelhado de sempre. A panqueca estava borrachuda e sem tempero nenhum. Entendo que é comida saudável, mas dá pra temperar com ervas. Vou voltar pro grelhado.
courier; mod:courier; praise | Pedi espetinho de frango com queijo pra mim e meu marido numa quarta. O entregador chegou falando no celular, jogou a sacola no chão da portaria e foi embora sem falar nada. A comida estava ótima, o problema foi só o motoboy do aplicativo.
pricePortion | Pedi a porção grande de arroz frito, que custa R$ 42, pros meus dois filhos. Veio num pote que mal enchia um prato. Eles comeram e ainda tive que fritar ovo pra completar. Pelo preço, deveria vir bem mais.
raw | Pedi o espeto de kafta de frango e uma coalhada pro jantar. Quando cortei a kafta estava rosa por dentro e soltando líquido vermelho. Frango cru é perigoso, não comi. Devolvi pelo app.
delay; praise | Entrega super rápida, só uma hora e meia pra um cuscuz 🙄. Pedi às 7h pro café da manhã antes do trabalho e chegou 8h30, quando eu já estava saindo atrasada. Pelo menos o cuscuz com ovo estava bom.
foreignBody | Pedi canelone de ricota pra jantar com minha esposa numa quarta, ela tinha acabado de chegar de um plantão. No meio do canelone tinha um pedaço de plástico azul. Ela quase engoliu. Mandei foto pro restaurante.
wrongItem | Sempre peço a marmita de tilápia às terças. Hoje pedi de novo e veio a de frango. Não é o fim do mundo, mas eu estava contando os macros do dia e a tilápia fazia parte do plano.
praise; taste | Pedi pro almoço de sábado, estávamos eu, minha esposa e meus dois filhos. A picanha estava boa, no ponto. Mas a farofa estava tão salgada que ficou impossível de comer. As crianças nem tocaram nela.
packaging | Pedi às 20h o yakisoba de carne e chegou no horário. O pote veio amassado e o molho vazou pela sacola inteira. Tive que limpar a mesa antes de comer.
 | Pedi o combo de 40 esfihas pra reunião do condomínio. Chegou pelo porteiro às 19h. Dividimos entre os vizinhos e cada um levou um pouco pra casa.
cold; praise | Pedi sarapatel e feijão verde pra almoçar com meu avô no domingo. O feijão chegou morno, quase frio. O tempero é igualzinho ao da Paraíba, meu avô adorou.
praise; service | Peço pizza daqui há anos e ela estava excelente como sempre. Mas quando liguei pra perguntar se dava pra trocar o refrigerante, o atendente foi grosso e disse que eu devia ter lido o cardápio. Não precisava disso.
portion; praise | Estou em dieta controlada, então peso tudo. A marmita diz 350 g, mas pesei em casa e deu 260 g. O sabor estava ótimo, mas o peso tem que bater com o que está escrito.
missingItem; praise | Pedi marmitex de cupim pro almoço no trabalho e marquei no app que queria talheres. Não vieram talheres e tive que comer com a tampa da marmita. O cupim estava macio.
other=cancelou pedido sem explicação | Pedi as esfihas às 19h pra jantar com minha filha, que tinha prova no dia seguinte. Depois de 50 minutos o restaurante cancelou o pedido sem dar nenhuma explicação. Fiquei esperando à toa e acabei fazendo miojo pra ela.
other=foto diferente do cardápio; praise | A foto do cardápio mostra carne de sol com queijo coalho gratinado, cheia de cor, num prato bonito. O que chegou foi carne picada com um queijo derretido sem graça, nada a ver com a foto. Pedi pra comer com minha esposa no sábado à noite. O gosto até estava bom.
mod:threat; taste | Pedi uma pizza de calabresa numa sexta e chegou com a massa toda queimada embaixo. Se acontecer de novo eu vou aí na loja e quebro tudo, tô avisando. Moro a duas ruas e sei muito bem onde fica.
app; mod:app | O app travou na hora de pagar e cobrou duas vezes no meu cartão. O restaurante não tem culpa, a marmita chegou normal. Mas o aplicativo precisa resolver isso, não é a primeira vez.
customisation | Pedi a costela sem a capa de gordura e escrevi na observação, porque meu pai tem colesterol alto e não pode. Veio com toda a gordura. Ele acabou não comendo e ficou só na mandioca.
raw | Pedi frango xadrez numa sexta à noite, depois do trabalho, pra dividir com meu namorado. O frango estava cru por dentro, pedaços rosados e moles. Ficamos com medo e só comemos o arroz.
melted; praise | Pedi baklava e sorvete de pistache de sobremesa depois do jantar. O sorvete chegou derretido, escorrendo pela tampa. A baklava estava incrível, crocante e com muito pistache.
delay; service | Pedi às 12h pro almoço e às 13h30 ainda não tinha saído. Liguei e a atendente disse tá saindo com voz de deboche. Chegou 14h10. Eu tinha reunião às 14h e comi correndo.
pricePortion | Eu pedia o espaguete à carbonara toda sexta pra mim e minha namorada dividir. Em dois meses o preço subiu de R$ 39 pra R$ 52 e a porção diminuiu. Agora nem dá mais pra dois.
foreignBody | Pedi o combo de 5 marmitas pra semana, como sempre. Na de feijão com carne tinha uma pedrinha e quase quebrei o dente. As outras estavam ok.
praise | Estava com receio porque da última vez que pedi churrasco de outro lugar chegou tudo frio. Aqui chegou quentinho, a picanha no ponto que pedi e ainda mandaram farofa de brinde. Meu sogro, que é gaúcho e chato com carne, aprovou. Recomendo.
taste | Pedi yakisoba pra mim e pra minha colega de apartamento numa quinta à noite. Estava boiando no óleo, tinha um dedo de gordura no fundo da embalagem. Ela comeu um pouco e desistiu, eu nem consegui terminar.
wrongItem | Pedi 20 esfihas grandes de carne pra comer com três amigos depois da pelada. Vieram esfihas mini, e eu tinha calculado certinho pra todo mundo. Acabamos pedindo pizza de outro lugar.
paidExtra | Pedi tapioca de frango com adicional de queijo coalho no café da tarde com a minha tia. Paguei o adicional e o queijo não veio, a tapioca veio só com o frango. Ela estava doida pra provar com queijo.
allergy; customisation | Tenho intolerância a lactose e pedi o penne ao sugo sem queijo, avisei na observação. Veio com parmesão por cima e misturado no molho. Passei mal de noite.
diet; service | Sou vegana e pedi o bowl vegano do cardápio. Veio com molho de iogurte por cima. Perguntei no chat e responderam que o molho é leve, como se isso fosse o problema. Não é questão de ser leve.
delay; cold | Era aniversário da minha esposa e pedi às 19h o combo de costela pra comemorar em casa. Chegou às 21h. Tudo frio, até o arroz.
praise | Pedimos o combo família pra assistir a final do campeonato com os primos. Chegou antes do previsto, tudo quentinho e bem embalado. O frango xadrez tinha bastante castanha e o rolinho estava crocante. Virou tradição aqui em casa.
courier; delay; cold | Pedi kafta e arroz com lentilha numa segunda. O entregador ficou rodando o bairro por 40 minutos, dava pra ver no mapa do app, e quando chegou reclamou do meu endereço e foi mal educado. Por causa disso a comida chegou fria.
general | Pedi porque vi uma propaganda no Instagram e fiquei curiosa. Não gostei de nada. Decepcionante.
missingItem | Pedi duas pizzas grandes e uma porção de pão de alho pra noite de jogos com meus filhos. O pão de alho não veio, e meu filho mais novo tinha pedido especialmente. As pizzas vieram certas.
delay; praise | A marmita chegou com 20 minutos de atraso. Mas a loja avisou pelo chat antes e pediu desculpas, o que eu achei muito atencioso. A marmita de frango com legumes estava boa.
spoiled | Pedi o kit churrasco pra churrascada do fim de semana com os amigos. A linguiça estava com gosto de passada e cheiro azedo. Ninguém comeu a linguiça e jogamos fora.
mod:offensive; wrongItem | Pedi carne com brócolis e veio frango com legumes. Vocês são burros ou o quê? Não sabem ler a comanda? Ridículos.
portion | Pedimos kibe cru pro aniversário do meu irmão, éramos quatro. Veio uma porção minúscula, não deu nem uma garfada pra cada um. O restante do pedido estava ok.
praise | Pedi mungunzá doce numa tarde de chuva, vendo novela com minha mãe. Chegou quentinho, bem cremoso, com canela por cima. Lembrou a infância dela em Caruaru. Vamos pedir de novo.
cold; praise | Pedimos nhoque de batata e lasanha de berinjela numa noite de jogo. O nhoque chegou frio e a lasanha morna. O sabor era bom, dá pra ver que é massa caseira.
warmDrink | Pedi a marmita com um suco detox e uma água com gás pro almoço. A água chegou quente e sem gás nenhum. Tomei o suco e deixei a água na geladeira.
praise | Pedi meio quilo de cupim e meio de costela pro almoço de domingo com os meus pais. A porção veio generosa, deu pra nós três e ainda sobrou pro jantar. A carne estava suculenta e bem temperada. Nota dez.
taste | Pedi rolinho primavera e frango empanado num sábado, estava com meu primo. O rolinho estava com a massa crua por dentro, grudenta. O frango empanado estava ok.
missingItem; unanswered | Pedi o combo de kafta com coalhada e pão sírio pra jantar com minha esposa. Faltaram a coalhada e o pão sírio. Tentei falar com a loja pelo chat e pelo telefone e ninguém respondeu.
raw | Pedi peixada cearense pra dois num domingo, receita que minha avó fazia. O peixe estava cru no meio, translúcido e gelado. Não deu pra comer.
praise | Pedi pra surpreender minha esposa no nosso aniversário de casamento, arrumei a mesa com vela e tudo. Chegou certinho no horário. O espaguete ao frutos do mar estava perfeito, ela amou. Obrigado por fazerem parte da nossa noite.
praise | Tive dúvida sobre qual marmita era mais proteica e mandei mensagem no WhatsApp da loja. Me responderam em cinco minutos, super atenciosos, explicaram tudo. Pedi a de carne com brócolis e veio certinha.
foreignBody | Pedi o marmitex de fraldinha pro almoço de terça, como de costume. No meio do arroz tinha um palito de dente. Dessa vez não deu pra comer tranquilo.
customisation | Pedi frango xadrez sem pimenta porque meu filho de seis anos ia comer comigo. Veio apimentado, ele não conseguiu comer. Acabei fazendo outra coisa pra ele.
price | Pedi um prato de shawarma e um suco. Além da taxa de entrega, tinha uma taxa de serviço de 10% que eu nem sabia que existia em delivery. O total ficou muito caro.
mod:refund; wrongItem | Pedi carne de sol com macaxeira e veio galinha guisada. Pedi o reembolso pelo app com foto e tudo, e o iFood negou dizendo que não havia problema no pedido. Fiquei sem a comida e sem o dinheiro.
notDelivered | Pedi duas pizzas pra jantar com minha mãe numa quinta. O app marcou o pedido como entregue às 20h40, mas nada chegou. O porteiro confirmou que não veio nenhum entregador. Ficamos sem jantar.
poisoning | Pedi o bowl de frango com arroz integral pro almoço. À tarde comecei a passar mal, com cólica e diarreia. Foi a única coisa que comi no dia.
courier; mod:courier | O pedido veio certinho e bem embalado, nada a reclamar do restaurante. O problema foi o entregador, que exigiu que eu pagasse R$ 5 a mais em dinheiro pra subir até o meu andar. Achei um absurdo.
pricePortion | Pedi o frango com castanha de caju, R$ 58. Contei sete castanhas no prato inteiro e pouquíssimo frango. Pra esse preço, esperava muito mais.
cold; taste | Pedi o prato de kafta com arroz de lentilha e batata frita num domingo. A kafta chegou fria e a batata murcha. Eu moro perto, não tinha motivo pra chegar assim.
customisation | Pedi o cuscuz sem manteiga por causa da dieta do meu marido, escrevi em maiúsculo na observação. Veio encharcado de manteiga. Ele ficou sem café da manhã.
taste | Pedi lasanha à bolonhesa numa quinta chuvosa, como sempre peço quando chove. Veio com as bordas queimadas e o fundo torrado, com gosto de carvão. Não era assim das outras vezes.
 | Pedi a marmita de peito de peru com purê de mandioquinha na segunda. Chegou às 12h como o app previa. Almocei na sala de reunião enquanto via umas planilhas.
delay; praise | Pedi às 19h30 e chegou às 21h15, pro jantar de aniversário do meu irmão. A picanha chegou no ponto e o arroz biro-biro estava muito bom. Só a demora que atrapalhou.
foreignBody | Pedi carne com brócolis numa quarta à noite. Quando mexi no prato, tinha uma barata pequena no meio dos brócolis. Joguei tudo fora e mandei foto pelo app. Minha esposa está sem coragem de pedir comida de novo.
missingItem; praise | Pedi o combo de esfihas e kafta com molho de alho. O molho de alho não veio, e é justamente o que faz diferença. As esfihas estavam quentinhas e muito boas.
allergy; customisation | Sou alérgico a camarão e pedi o acarajé sem vatapá e sem camarão, avisei na observação. Veio com vatapá e camarão seco. Ainda bem que percebi antes de morder.
other=nota fiscal | Pedi um almoço corporativo pra seis pessoas do escritório e precisava da nota fiscal com CNPJ pra reembolso da empresa. Pedi no chat na hora do pedido e disseram que mandariam por e-mail. A nota nunca chegou. A comida estava ok.
app; mod:app | Tentei usar o cupom de primeira compra e o app dizia que não era válido pra essa loja, mesmo aparecendo no banner. Paguei o preço cheio. Nada contra o restaurante, a marmita veio normal.
mod:threat; raw | Pedi picanha e veio sangrando por dentro, crua mesmo. Se não me devolverem o dinheiro vou postar no Instagram e expor o nome de vocês pra todo mundo ver. Vocês vão se arrepender.
mod:offensive; general | Comida de porco, pedi uma vez na vida e foi a pior. Quem cozinha aí devia ser demitido, bando de imbecis. Nunca mais.
mod:noOrder | Dizem que essa loja usa carne de segunda e mistura com soja pra render. Eu mesmo nunca pedi, mas o pessoal do bairro comenta. Fica o alerta.
wrongItem | Pedi arroz de carneiro e veio arroz de galinha. Era pra comer com meu sogro que veio do interior e estava com vontade de carneiro. Ele comeu, mas não era o que a gente queria.
delay | Chegou voando, só duas horas depois 😒. Pedi às 20h pra jantar com minha namorada e ela acabou indo embora antes. Comi sozinho o espaguete.
praise | Comecei a pedir as marmitas depois de uma cirurgia, porque não podia cozinhar. Sempre chegam no horário, bem temperadas e com a comida variada. Hoje foi a de carne de panela com legumes e estava ótima. Muito obrigada.
packaging | Pedi costela e farofa pra comer com meus amigos no sábado. A embalagem de isopor veio rachada e o caldo da costela vazou, molhando a farofa toda. Ela virou uma pasta.
melted | Pedi o sorvete de lichia de sobremesa junto com o yakisoba. O sorvete chegou virado em líquido, derretido. O resto estava normal.
diet | Sou vegetariano e pedi a esfiha de espinafre. Quando mordi, tinha carne moída misturada. Não sei se trocaram os recheios, mas me senti mal.
portion; praise | Pedi o baião de dois com carne de sol numa quinta pra almoçar sozinho. O baião estava uma delícia, bem temperado. Mas a quantidade de carne de sol era mínima, uns três pedacinhos.
paidExtra | Pedi o espaguete ao sugo com adicional de bacon, que custou R$ 9. O bacon não veio. Conferi o pedido e estava cobrado certinho.
spoiled | Pedi a salada de frango com molho de mostarda pro almoço. A alface estava murcha e preta, e o tomate com cheiro de estragado. Não deu pra comer.
service | Liguei pra perguntar se aceitavam encomenda pra 20 pessoas. O atendente falou que estava ocupado e que eu ligasse outra hora, e desligou. Acabei fechando com outra churrascaria.
 | Pedi frango xadrez e carne com brócolis pra mim e minha irmã numa quarta à noite. Chegou em meia hora. Comemos assistindo novela e ela levou o resto pra casa.
delay; unanswered | Pedi kibe e esfihas às 18h30 pra jantar com meus pais. Às 20h ainda não tinha chegado, liguei várias vezes e ninguém atendeu. Chegou 20h20.
taste | Pedi a buchada de bode num sábado, prato que meu pai pede desde que vim pra São Paulo. Estava com um gosto forte de coisa mal lavada e sem tempero. Ele disse que nunca comeu uma buchada tão ruim.
wrongItem; praise | Pedi pizza de portuguesa e veio de calabresa. Mas estava tão boa que a gente comeu e nem ligou muito. Só fica o aviso pra conferirem os pedidos.
price | Pedi uma marmita de frango com batata doce, R$ 38. É a mesma comida que faço em casa gastando R$ 10. O preço está fora da realidade.
praise | Pedimos picanha, linguiça e pão de alho pro aniversário da minha filha, que fez 15 anos. Tudo chegou quentinho e bem embalado. O pão de alho é o melhor da cidade. Muito obrigado pelo carinho.
missingItem; cold | Pedi o combo de yakisoba com refrigerante e rolinho. O refrigerante não veio e o yakisoba chegou frio. Ainda bem que eu tinha suco em casa.
foreignBody | Pedi falafel e homus pro almoço com minha colega de trabalho. No homus tinha um pedaço de plástico transparente. Ficamos com nojo e não comemos o resto.
notDelivered; unanswered | Pedi pirão e carne de sol às 19h. O pedido foi marcado como entregue às 20h, mas não chegou. Liguei no restaurante e não atendiam. Fiquei sem jantar.
taste; pricePortion | Pedi o ravioli de queijo, R$ 64. Veio com massa dura, parecia crua, e só seis raviolis no prato. Pelo preço, é um absurdo.
customisation | Pedi a marmita de frango com o molho à parte, porque eu controlo o sódio. Veio tudo misturado. Tive que comer assim mesmo.
warmDrink; missingItem | Pedi o combo de espetinho com guaraná e cerveja pra assistir o jogo. O guaraná veio quente e sem gás, e a cerveja nem veio. O espetinho estava ok.
praise | Da última vez o pedido tinha atrasado, mas dessa vez chegou em 30 minutos. O frango xadrez estava quentinho e o rolinho crocante. Gostei de ver a melhora.
other=marmitas sem etiqueta de validade; praise | Pedi o kit de 10 marmitas congeladas pra mim e pro meu marido, que começamos a treinar juntos. As marmitas vieram sem etiqueta nenhuma, sem data de validade e sem dizer o que era cada uma. Tivemos que abrir uma por uma pra descobrir. A comida em si estava gostosa.
`,
);

/** Set CN: Spanish, English, and Portuguese mixed with either. */
export const BY_OTHERS_CN = parseReviews(
  "othersCN",
  `
delay; cold | pedí a las 20hs y llegó 21:40, la milanesa helada. una vergüenza
notDelivered | figura como entregado pero a mi casa no llegó nada, el portero tampoco recibió ningún pedido
wrongItem | pedí la pizza de muzza y me mandaron una de calabresa
customisation | puse bien clarito "sin cebolla" y la hamburguesa vino llena de cebolla
missingItem | faltó la coca, la pagué y no vino
paidExtra | pagué el adicional de cheddar y ni rastro del cheddar
portion | la porción es ridícula, eran diez papas fritas contadas
price | carísimo, la tasa de entrega sale casi lo mismo que la comida
pricePortion | cada mes suben el precio y el plato viene más chico, ya no vale la pena
packaging | la sopa se volcó toda en la bolsa, la tapa vino mal cerrada
taste | el bife estaba duro como una suela y salado a más no poder
raw | el pollo estaba crudo por dentro, rosado y con sangre cerca del hueso
spoiled | la crema del postre estaba agria, claramente vencida
foreignBody | encontré un pelo largo en el arroz, qué asco
poisoning | comí el sushi y pasé la noche vomitando, mi novia también
allergy | soy celíaca, pedí la pizza sin gluten y a la hora estaba con dolor de panza, esa masa tenía gluten seguro
diet | soy vegetariano, pedí la empanada de verdura y vino con jamón adentro
courier | el repartidor no quiso subir hasta el departamento y encima me gritó en la puerta
app | el cupón de descuento no se aplicó en la app y me cobró el total
service | les escribí por el chat para preguntar por el pedido y me contestaron re mal, unos maleducados
unanswered | llamé tres veces al local para cambiar la dirección y nadie atendió
general | horrible, nunca más
praise | riquísimo todo, el chivito igualito a los de Montevideo. vuelvo a pedir seguro
praise | las empanadas salteñas son de otro nivel, llegaron calentitas y jugosas
praise; delay | la comida buenísima pero tardó una hora y media en llegar
mod:offensive; delay | manga de inútiles, dos horas para una pizza, aprendan a laburar
mod:hate; taste | seguro la cocinó algún bolita, todo quemado y sin gusto
mod:threat; wrongItem | me mandaron el pedido de otro. si no me devuelven la plata voy al local y les rompo todo
mod:noOrder | nunca pedí acá pero dicen que usan carne de gato en las empanadas, cuidado
mod:refund | cancelaron mi pedido y hace 15 días que espero el reembolso del iFood, nadie me responde
mod:courier; courier | la comida no tiene nada que ver, el motoquero me tiró la bolsa por arriba del portón y se fue
mod:app; app | la app se colgó tres veces al pagar, el restaurante no tiene la culpa
warmDrink | la cerveza llegó caliente y la gaseosa sin gas
melted | el helado llegó hecho sopa, no se podía ni tomar
cold; taste | las papas llegaron frías, blandas y chorreando aceite
wrongItem; missingItem | me mandaron otro combo y además faltó el postre
raw; poisoning | la hamburguesa vino cruda en el medio y al otro día tuve diarrea
courier; delay; missingItem | el delivery tardó una eternidad y se notaba que abrió la bolsa, faltaban las papas
other=nota fiscal CPF | pedí la nota fiscal con mi CPF y nunca la mandaron
other=solo efectivo tarjeta extranjera | en la entrega dijeron que solo aceptaban efectivo, mi tarjeta argentina no pasaba y nadie avisó antes
 | primera vez que pido acá, a ver qué tal
praise; pricePortion | muy rico pero la porción bastante chica para lo que sale
delay | rapidísimo eh, solo dos horas y media 🙄
raw | qué bien cocinado el pollo, rosadito por dentro, gracias eh
cold; portion | chamo, la arepa llegó fría y la reina pepiada casi sin relleno
praise | los tequeños estaban buenísimos, pana, llegaron crujientes. 10/10
paidExtra | pagué aparte el queso de mano extra para la cachapa y no vino
taste | la chipa vino dura como piedra, parecía de ayer
warmDrink | el jugo de maracuyá llegó tibio, ni un hielo
customisation; missingItem | le pedí el chivito sin lechuga y vino con lechuga, y faltaron los cubiertos
allergy | soy alérgico al maní y en ningún lado decía que la salsa tenía maní, terminé con la cara hinchada
allergy | el plato decía "sin lactosa" en el menú y tenía queso común, soy intolerante y pasé mal toda la tarde
diet | mi viejo es diabético, pedimos la gaseosa zero y mandaron la común
spoiled | el pescado tenía olor feo, estaba podrido
foreignBody | había un pedazo de plástico duro en la empanada, casi me rompo un diente
packaging | la caja de la pizza vino aplastada y todo el queso pegado en la tapa
missingItem; unanswered | faltó la bebida, mandé mensaje al local y nunca contestaron
mod:offensive; service | la de la caja es una pelotuda, me atendió como el orto
praise | excelente atención, el dueño habla español y nos recomendó todo, gracias!!
service; wrongItem | vino otro sabor de pizza y cuando llamé la chica me dijo que era problema mío
delay | took almost 2 hours, tracking said "on the way" the whole time
cold; delay | food showed up an hour late and stone cold
notDelivered | marked as delivered but nothing ever showed up at my hostel. reception confirmed no one came by
wrongItem; diet | ordered the veggie burger, got a beef one. I'm vegetarian and only noticed after the first bite
customisation | asked for no cilantro, the whole thing was covered in cilantro
missingItem | no napkins, no cutlery, no ketchup packets. ate with my hands
paidExtra | paid R$6 for extra bacon and there was no bacon at all
portion | the açaí cup was barely half full
price | way overpriced, even for Rio standards
pricePortion | R$62 for a tiny poke bowl? you gotta be kidding
packaging | the açaí leaked all over the bag, total mess
taste | feijoada was insanely salty and the rice was mushy
raw | chicken was still pink in the middle. not ok
spoiled | the mayo tasted off, sour like it had gone bad
foreignBody | found a long hair in my pasta. lost my appetite
poisoning | got food poisoning from the shrimp pastel, spent the whole night in the bathroom
allergy | I'm celiac, ordered the gluten-free pizza and was sick within an hour. definitely not gluten free
allergy | I have a shrimp allergy and the menu didn't list shrimp in the rice. there was shrimp. ended up at the UPA
diet | the vegan bowl came with cheese on top. vegan means no cheese guys
courier | delivery guy refused to come to the building entrance, made me walk two blocks and was rude about it
app | the app charged my foreign card twice
service | the guy on the phone hung up on me because my portuguese isn't great
unanswered | messaged the restaurant 4 times about my order, no reply
general | terrible. never again.
praise | best coxinha I've had in Brazil, hands down
praise | super fast and still hot, great job guys!
praise; cold | tasty but lukewarm when it got here
warmDrink | the guaraná was warm and completely flat
melted | ice cream arrived as soup
mod:offensive; wrongItem | you fucking idiots sent the wrong pizza AGAIN
mod:hate; service | the faggot at the register rolled his eyes at me the whole time
mod:threat; missingItem | third time you forget my drink. I know where this place is, keep it up and you'll see what happens
mod:threat; foreignBody | found a cockroach in my rice. refund me or the video goes on TikTok and I tag the health department
mod:noOrder | never ordered here but my coworker says they reuse the frying oil for weeks, avoid
mod:refund | order got cancelled and iFood still hasn't refunded me after 10 days
mod:courier; courier | food was fine, the rider was just super rude and threw the bag at me
mod:app; app | app crashed at checkout twice and tracking never updated. not the restaurant's fault
other=too much plastic packaging | way too much plastic for one meal, three bags and a dozen little containers. please cut down
other=english menu | would be nice to have an english menu, had to guess what I was ordering
 | first time trying brazilian food lol
 | ordered the parmegiana for two
delay | wow, lightning fast, only 95 minutes 👍
price | love paying a R$12 delivery fee for a 5 minute ride. great deal
praise | as a broke exchange student this is the best value in town, huge portions
praise; taste; cold | burger was great but the fries were soggy and cold
taste | the pastel was raw dough inside, like they pulled it out too early
spoiled; poisoning | the salmon smelled fishy and felt slimy, I was sick the next morning
wrongItem | they sent someone else's order, a different name on the bag
missingItem | ordered 2 pizzas, only one came
courier | the bag was opened and the courier clearly ate some of my fries
praise; cold | o delivery foi super fast, mas o burger chegou cold total
customisation | pedi sem onion e veio cheio de cebola, please né
delay | atrasou demais, tipo 1h30, que isso bro
paidExtra | paguei a borda recheada extra e veio borda normal, bizarro
praise; delay | comida boa pero el delivery demoró muito
wrongItem | veio o pedido de otra persona, nada a ver
missingItem | faltou o refri, again. terceira vez já
raw | o frango tava cru por dentro, like rosa mesmo
foreignBody | achei um cabelo no meu poke, so disgusting
poisoning | passei mal a noite toda depois do yakisoba, vomitei tudo, worst night ever
allergy | sou lactose intolerant e o prato "sem lactose" veio com requeijão, passei mal
diet | sou vegana e o bowl vegan veio com molho de iogurte, sério?
courier | o motoboy foi super rude e jogou o pedido no chão
app | o app não aceitou o cupom, bug total
service | a moça do whatsapp foi super grossa comigo, zero customer service
unanswered | liguei mil vezes, ninguém atende, what the hell
general | horrível, never again
praise | perfect!! melhor hambúrguer da cidade, top demais
melted | o milkshake chegou derretido, virou suco
warmDrink | a coca veio quente e sem gás, no way
pricePortion | porção muito small pro preço, R$45 num prato desse tamanho?
price | taxa de entrega de R$14, too expensive mano
packaging | o molho vazou todo, a sacola ficou um desastre
taste | arroz sin sal, feijão sem tempero, bland demais
spoiled | o queijo tava com mofo, expired com certeza
mod:offensive; wrongItem | erraram meu pedido de novo, bando de incompetente do caralho, fuck you
mod:threat; customisation | pedi sem cebola DE NOVO e veio cebola. se acontecer mais uma vez eu vou aí e quebro essa loja, I swear
mod:noOrder | nunca comprei mas dizem que a cozinha é imunda, stay away
mod:refund | o pedido nem saiu e o estorno do iFood não cai, já faz 2 weeks
mod:app; app | o app travou no pagamento e não deixou finalizar, nada a ver com o restaurante
mod:courier; courier | o entregador do iFood abriu a bag e comeu batata, o restaurante não tem culpa
mod:hate; service | o atendente viadinho me tratou mal no balcão
other=nota fiscal CPF | pedi a invoice com CPF na nota e não mandaram
 | pedido ok, nothing special
taste | parabéns pelo frango "crocante", veio mais mole que chiclete, great job 👏
praise; missingItem | delicioso, mas faltaram os hashis
foreignBody | o sushi tinha um pedaço de plastic dentro, quase engoli
customisation; raw | pedi o burger bem passado e veio cru no meio, literalmente raw
taste | o pão do burger tava cru, massa crua total, ugh
notDelivered; unanswered | o pedido never arrived e a loja não responde no chat
`,
);

/** Set CQ: traps: problem words with no complaint about this order, half-and-half with complaints said indirectly or with irony. */
export const BY_OTHERS_CQ = parseReviews(
  "othersCQ",
  `
praise | da última vez que pedi aqui demorou um pouco, mas hoje chegou em 25 minutos. melhorou muito!
praise | tava com medo de chegar frio pq moro longe, mas chegou pelando. top
praise | no outro restaurante que eu pedia sempre vinha cabelo na comida, por isso migrei pra cá. comida sempre impecável, nunca tive problema
| vocês entregam dentro do condomínio ou o motoboy só deixa na portaria?
praise | minha amiga falou que a porção era pequena, mas comi e ainda sobrou pro almoço de amanhã kkk
praise | errei o número da casa, culpa minha, e o entregador ainda ligou todo educado pra me achar. valeu demais!
praise | essa coxinha devia ser crime de tão boa 😂
praise | o único defeito desse hambúrguer é que ele acaba
| esqueci de marcar sem cebola no app, aí veio com cebola, mas o vacilo foi meu. de boa
praise | o refri do mercado aqui do lado vive quente, o de vocês chegou trincando de gelado
| alguém sabe se o açaí de 500ml já vem com granola ou tem que pedir adicional?
praise | achei que ia vir faltando o molho como sempre acontece em outros lugares, mas veio tudo certinho
praise | meu marido apostou que ia chegar atrasado por causa da chuva, perdeu a aposta. chegou antes do previsto
| quem derrubou o refri no sofá fui eu, não a loja 😅 o lanche tava ok
praise | sorvete chegou firme, nem sinal de derreter, e olha que tava 35 graus
praise | a pizza tava de comer rezando
praise | morri com o bilhetinho que veio no pacote kkkk amei o carinho
praise | sei que muita gente reclama do preço, mas pra mim vale cada centavo
| o pedido foi pro endereço antigo porque eu não atualizei no app, aí fui buscar lá. comida ok
praise | não sou de elogiar, geralmente só entro aqui pra reclamar de atraso, mas esse pedido merece 5 estrelas
praise | tenho alergia a camarão e fiquei receosa, mas liguei e a atendente me explicou tudo, nada de camarão no prato. obrigada pelo cuidado
praise | comi igual um pedreiro, tava tudo perfeito
| o frango tava cru!!! brincadeira, só queria ver se alguém lê isso aqui kkkk
praise | pedi 3 vezes essa semana, tudo uma delícia. se eu engordar a culpa é de vocês
praise | batata sequinha e salgada na medida certa
| minha filha derrubou o açaí no chão antes de eu provar, então não tenho como avaliar 😭
praise | da primeira vez veio o sabor errado mas me mandaram outro na hora. hoje veio tudo certo, virei cliente
praise | pensei que a embalagem ia vazar por causa do caldo, mas veio bem lacrada, nenhuma gota pra fora
| qual o horário que vocês abrem no domingo?
praise | o motoboy da outra loja ontem foi super grosso comigo, mas o de vocês hoje foi um amor
praise | a pimenta é de matar, do jeito que eu gosto 🔥
praise | tava tão boa que comi as duas pizzas sozinho, agora tô passando mal de tanto comer kkkk culpa minha
praise | comparando com a hamburgueria da esquina que manda tudo amassado, aqui o lanche chega montadinho
| meu cartão foi recusado mas era limite mesmo, resolvi e deu certo. ainda não comi
praise | já tava pronta pra ligar cobrando porque o app mostrava 60 min, mas chegou em 30
praise | meu irmão passou mal com comida de outro lugar semana passada, por isso peço sempre aqui, confiança total
| tem opção vegana no cardápio ou só a salada?
praise | o pão de alho tava tão bom que queimei a língua de tanta pressa pra comer 😂
praise | sempre confiro o pedido procurando se falta alguma coisa (trauma de outros apps) e aqui nunca faltou nada
| pedi pra minha sogra, ela que comeu, não sei dizer se tava bom
praise | demorei mais pra escolher o sabor do que vocês pra entregar kkkk
praise | tinha lido aqui que a massa vinha crua, mas a minha veio no ponto certo, bem assadinha
| esse pedido eu fiz por engano, queria ter pedido na filial do centro. mas tudo bem
praise | fiquei com o coração na mão quando vi o entregador parado no mapa, mas era só o sinal, chegou rapidinho
praise | nada de cabelo, nada de atraso, nada de comida fria. só alegria
| tive que tentar pagar duas vezes, mas foi erro meu digitando o cartão. agora é esperar
praise | tava tão bom que briguei com meu irmão pelo último pedaço kkk
praise | se pudesse dava 10 estrelas, só não dou porque o app não deixa
| se o lanche chegou frio eu não sei, cheguei em casa 2h depois e meu marido que tinha recebido. culpa do meu atraso, não de vcs
praise | diferente da última vez que pedi e faltou o refri, hoje veio tudo. obrigado por corrigirem
praise | minha vó dizia que comida boa é a que deixa saudade. essa deixou
| pergunta: a marmita fit tem quantos gramas de proteína?
praise | queria reclamar de alguma coisa mas não achei nada kkk
praise | sou celíaca e sempre morro de medo de contaminação, mas vocês capricharam na separação. me senti segura
| pedi duas vezes o mesmo pedido sem querer, o erro foi meu. já cancelei um pelo app
praise | o lanche é tão grande que minha boca não dá conta kkkk
praise | eu que vivo reclamando que hambúrguer vem sem sal, esse veio temperado certinho
| nota 3 por enquanto porque ainda não comi, depois volto pra dar a nota certa
praise | achava que açaí de delivery sempre chegava derretido, vocês me provaram o contrário
praise | um amigo disse que o atendimento pelo whats era lento, mas me responderam em 2 minutos
| vocês aceitam VR na entrega?
praise | pedi pro meu pai que é diabético e veio o suco sem açúcar como pedi, ele adorou
praise | o entregador nem precisou subir, eu que desci porque tava com pressa. lanche maravilhoso
praise | a única coisa cara aqui é a vontade de pedir de novo todo dia kkk
| coloquei o endereço do trabalho sem querer, o motoboy foi até lá, liguei e ele trouxe pra casa. quem errou fui eu
praise | "vai demorar uma eternidade", pensei. chegou em 15 min. lindos
praise | tava com medo do hambúrguer vir cru porque pedi mal passado, mas veio exatamente no ponto que eu queria
| quanto tempo costuma demorar aos sábados? quero encomendar pra uma festa
praise | nem precisei pedir talher extra, já veio. atenção aos detalhes
praise | bateu saudade do strogonoff da semana passada, pedi de novo e tava igualzinho, maravilhoso
| não pedi pra mim, foi presente pra minha vizinha, espero que ela tenha gostado
praise | comida de vó, chorei de emoção (e um pouco pela pimenta kkk)
praise | minha esposa não come carne e ficou com medo do molho ter, mas confirmei no cardápio que é vegetariano e ela amou
| a embalagem é reciclável? queria saber pra separar certinho
praise | pensei que era exagero o pessoal dizendo que é o melhor xis da cidade. não é exagero não
delay | parabéns pela entrega, só 1h50 pra andar 3 km. o entregador veio de patinete?
cold | a pizza chegou na temperatura ideal... pra quem gosta de pizza de geladeira
wrongItem | eu até gosto de frango, mas pedi calabresa né
customisation | que bom que escrevi SEM CEBOLA em maiúsculo, assim vocês viram bem e colocaram em dobro
missingItem | a batata deve ter ido passear, porque no meu saco ela não veio
portion | a porção grande de vocês é a pequena de qualquer outro lugar
pricePortion | R$ 62 num combo que caberia numa marmita infantil. tá bom então
packaging | o açaí chegou decorando a sacola por dentro, tive que comer raspando o plástico
melted | pedi sorvete e ganhei um milk-shake, só que no lugar do sorvete
warmDrink | a coca veio na temperatura do asfalto e sem gás nenhum, parecia xarope
taste | acho que o cozinheiro tava apaixonado, porque tinha sal até no pensamento
foreignBody | o hambúrguer veio com um acessório a mais: um fio de cabelo bem comprido
poisoning | a comida deixou lembrança: passei a madrugada inteira no banheiro
notDelivered | segundo o app meu pedido foi entregue. deve ter sido pro meu vizinho imaginário, porque aqui não chegou nada
raw | gosto de frango bem passado, não rosado e soltando sangue por dentro
spoiled | a maionese tava com um gostinho de "semana passada" bem forte, azeda mesmo
courier | o motoboy me fez descer 4 andares e ainda reclamou que eu demorei
unanswered | liguei 6 vezes, acho que o telefone de vocês é só decorativo
service | adorei ser chamada de "chata" pelo whatsapp só por perguntar onde tava meu pedido
paidExtra | paguei bacon extra, devem ter achado que era brincadeira
price | R$ 15 de taxa de entrega, achei que o lanche vinha de helicóptero
allergy | avisei que sou alérgica a amendoim e claro, veio paçoca em cima do açaí. valeu pela consideração
diet | pedi o hambúrguer vegano e veio com queijo. meu veganismo agradece 🙃
delay; cold | deu tempo de eu tomar banho, ver um filme e a pizza ainda chegar fria
mod:app; app | o cupom sumiu bem na hora de pagar, mágica do aplicativo
general | que experiência inesquecível. infelizmente
taste | a massa da pizza tinha textura de papelão molhado, coisa fina
taste | o pão tava tão cru por dentro que dava pra fazer outro pão com a massa
missingItem | pedi 4 sachês de ketchup, veio 1. tão racionando?
wrongItem | recebi o pedido de uma tal de Fernanda. espero que ela tenha gostado do meu
delay | não achei a comida fria como falaram nos comentários, mas o previsto era 40 min e chegou com 1h40
portion | contei 7 camarões no "risoto de camarão". sete. SETE.
customisation | escrevi "molho à parte" na observação. acho que ninguém lê observação aí né, veio tudo afogado no molho
praise; cold | a entrega foi rápida, não posso negar, então não entendo como as batatas chegaram geladas
pricePortion | aumentaram o preço e diminuíram o lanche no mesmo mês, eficiência admirável
service | perguntei com educação se dava pra trocar o refri e a moça respondeu "se vira". atendimento nota 10 😒
foreignBody | achei um pedaço de plástico no meio do arroz, pelo menos fibra não vai faltar kkk
packaging | a caixa da pizza chegou dobrada ao meio, a pizza virou calzone
melted | o sorvete de casquinha chegou em estado líquido, tomei de canudinho
notDelivered | pedi ontem à noite e tô esperando até agora. já virou amanhã e nada
general | nunca um pedido me decepcionou tanto, e olha que eu peço delivery todo dia
wrongItem | meu amigo disse que aqui nunca erram pedido. pois é, hoje errou: pedi de carne e veio de frango
spoiled | o queijo tinha umas bolinhas verdes que não estavam no cardápio
raw | o frango à parmegiana tava rosado por dentro, eu é que não vou arriscar
paidExtra | a borda recheada que eu paguei deve estar recheando a pizza de outra pessoa
warmDrink | o suco chegou morno, parecia chá
delay | acho que foram criar o boi depois do meu pedido, só pode, pra levar 2 horas
wrongItem | pedi média e veio broto. ou a pizza encolheu na viagem
allergy; customisation | sou intolerante à lactose e pedi sem queijo. passei o dia inteiro pagando por isso
mod:courier; courier | o entregador do app chegou reclamando, jogou a sacola na minha mão e saiu resmungando. encantador
taste | a pizza tava de chorar. e não, não foi de emoção
portion | o x-tudo veio com tudo, menos recheio
price | pelo preço achei que o hambúrguer vinha banhado a ouro
taste | nem cabelo nem atraso dessa vez, só a comida que tava sem sal nenhum. meu médico ia adorar, eu não
customisation | pedi sem picles. picles foi tudo que eu senti
missingItem | obrigado por lembrarem do guardanapo, pena que esqueceram o lanche
cold; taste | pizza fria e massa mole, parecia pizza de ontem
unanswered | mandei mensagem pelo chat às 20h, tô esperando resposta até hoje. vai que um dia
packaging | o caldo resolveu sair do pote e dar um passeio pela sacola toda
foreignBody | o inseto no feijão não tava na descrição do prato
spoiled | o leite do açaí tava talhado, aquele cheirinho de vencido
poisoning | comi ontem e hoje faltei no trabalho, vomitei a noite toda. coincidência?
wrongItem; missingItem | chegou um lanche que eu não pedi e faltou o refri que eu pedi. criatividade tem limite
delay | o entregador deve ter parado pra almoçar com o meu almoço, chegou 1h30 depois do previsto
pricePortion | 40 reais num açaí de 300ml com meia colher de granola. tô rico, né
taste | arroz duro e feijão parecendo água, o cozinheiro tava de folga?
service | disseram que o problema era meu porque "ninguém mais reclamou". ah, ok então
paidExtra | paguei adicional de cheddar, procurei com lupa e não achei
general | não recomendo nem pro meu pior inimigo
diet | pedi o suco sem açúcar pra minha mãe que é diabética e veio doce que nem calda. a glicemia dela agradece
cold | acho que a marmita veio de outra cidade, chegou gelada
taste | batata murcha e encharcada de óleo, parecia uma esponja
other=nota fiscal | pedi a nota fiscal três vezes, parece que é segredo de estado
raw | a carne do hambúrguer ainda mugia de tão crua por dentro
praise; delay | comida excelente como sempre, mas dessa vez deu tempo de rezar um terço inteiro esperando
`,
);

/** Set CP: long evenings told whole: what was ordered, when, for whom, at the door, in the bag, what the store said. */
export const BY_OTHERS_CP = parseReviews(
  "othersCP",
  `
delay; cold | Pedi duas pizzas grandes às 19h40 pro aniversário do meu filho, que fazia 9 anos e tinha chamado uns amiguinhos da escola. O app prometia entrega entre 50 e 60 minutos, mas o motoboy só tocou o interfone às 21h15. Quando abri a caixa a mussarela já estava dura e a pizza morna pra fria. As crianças comeram porque estavam com fome, mas os pais que vieram buscar ficaram me olhando com cara de dó. Mandei mensagem pra loja e responderam que era sexta e a cozinha estava cheia.
praise | Sábado à noite, chovendo forte, pedi um combo de hambúrguer pra mim e pro meu marido depois de um dia inteiro de mudança. Chegou em 35 minutos e o entregador subiu até o 4º andar de escada porque o elevador do prédio novo ainda não funcionava, muito gentil. O hambúrguer veio bem embalado, quentinho, com a carne no ponto que eu pedi e a batata ainda crocante. Ainda mandaram um bilhetinho escrito à mão agradecendo o pedido. Primeira noite na casa nova e já achamos a hamburgueria do bairro.
raw | Pedi um filé de frango à parmegiana pra jantar com minha mãe, que tinha voltado do hospital naquela tarde depois de uma cirurgia simples. Chegou no horário e quente. Quando cortei o filé, o meio estava rosado, mole, com aquele líquido avermelhado escorrendo, frango cru mesmo. Mandei foto no chat e a moça pediu desculpas e ofereceu mandar outro prato, mas já eram quase 22h e a gente perdeu a fome. Frango cru não dá, ainda mais pra uma pessoa em recuperação.
missingItem; unanswered | Terça-feira, hora do almoço, fiz o pedido às 12h10: três marmitas de carne de panela pro pessoal aqui do escritório e duas coca lata. As marmitas chegaram certinhas, mas as cocas não vieram na sacola. Liguei três vezes no telefone que aparece no perfil da loja e ninguém atendeu, mandei mensagem no chat e até agora, 16h, nenhuma resposta. Não é pelo valor de duas latinhas, é por não ter ninguém pra resolver.
foreignBody | Domingo à noite pedi um espaguete à bolonhesa pra comer vendo o jogo com meu irmão, que veio passar o fim de semana aqui. Chegou em uns 40 minutos, paguei no cartão, tudo normal. Na terceira garfada puxei um fio de cabelo comprido enrolado no macarrão, e aqui em casa os dois são carecas. Mandei foto pela plataforma e a loja disse que ia conversar com a cozinha. Joguei o prato fora e acabamos comendo pão com ovo.
allergy; customisation | Minha filha de 7 anos tem alergia a amendoim, diagnosticada, e por isso sempre escrevo na observação. Pedi um yakisoba de carne pra mim e um frango xadrez pra ela com "SEM AMENDOIM - ALERGIA" em letra maiúscula. O pedido chegou umas 20h e quem recebeu foi meu marido, que já foi pondo na mesa. Quando abri o frango xadrez estava cheio de amendoim por cima. Graças a Deus vi antes dela dar a primeira garfada, senão a noite ia terminar no pronto-socorro.
praise; courier; mod:courier | Moro num condomínio grande e sempre peço pra deixarem na portaria, que fica a uns 20 metros da rua. Ontem pedi dois açaís de 500ml, um pra mim e outro pra minha vizinha, lá pelas 22h. O entregador ligou dizendo que não ia entrar e que eu tinha que ir até a esquina buscar, de chinelo e na garoa. Quando cheguei ele reclamou que eu demorei e praticamente jogou a sacola na minha mão. O açaí estava perfeito, cremoso e com bastante complemento, então o problema não foi a loja, foi o motoboy.
wrongItem | Pedi uma pizza grande meio calabresa meio frango com catupiry pra noite de jogos com o pessoal da faculdade. Chegou em uns 45 minutos, dentro do que o app falou. Quando abri a caixa era meio portuguesa meio marguerita, nada a ver com o que eu pedi, e o papel grampeado na caixa tinha o nome de outra pessoa. Dois amigos meus não comem ovo, então sobrou quase metade. Pedi pela plataforma pra corrigir e disseram que iam mandar outra, mas já eram 23h e eu desisti.
poisoning | Na quinta à noite eu e minha namorada pedimos um combinado de 40 peças pra comemorar um ano de namoro, já que estava chovendo e não deu pra sair. O sushi chegou no horário e com aparência normal. De madrugada nós dois acordamos passando mal, vômito e diarreia até amanhecer, e a única coisa que comemos igual naquele dia foi o sushi. Ela precisou tomar soro no posto de manhã. Avisei a loja pelo chat e pedi que verifiquem o peixe que estão usando.
paidExtra | Pedi um smash duplo com bacon extra e cheddar extra, paguei R$ 9,00 a mais pelos dois adicionais, mais uma batata média. Era pra mim e pro meu sobrinho, que estava dormindo aqui em casa. Chegou em 30 minutos, na hora que o app mostrou. Abri o lanche e não tinha bacon nenhum nem o cheddar extra, era o smash simples. Cobraram pelo adicional e não mandaram, isso é o mínimo de atenção na montagem.
melted | Comprei um pote de 1,5 litro de sorvete de pistache e duas casquinhas pra fazer uma surpresa pra minha esposa depois do plantão dela, era quase meia-noite. O pedido chegou em 25 minutos. Quando abri a sacola o pote estava mole e o sorvete tinha virado uma sopa verde. Colocamos no freezer mas ficou aquele bloco de gelo sem textura nenhuma. Mandem numa bolsa térmica, pelo menos.
warmDrink; praise | Churrasco de domingo na casa da minha sogra, o carvão acabou e a gente pediu uma picanha na chapa pra 4 pessoas e um fardo de 12 cervejas. A picanha estava excelente, no ponto, farofa caprichada e vinagrete fresquinho, todo mundo elogiou. Já a cerveja chegou quente, quente mesmo, parecia que tinha ficado no sol. Se vendem cerveja no delivery tem que mandar gelada, né. Tivemos que pôr no congelador e esperar mais meia hora.
packaging | Pedi um caldo de mocotó e um caldo verde pra mim e pro meu pai numa noite fria de junho, por volta das 21h. Chegou com uns 40 minutos. A sacola estava pingando no chão da portaria, a tampa do caldo verde estava mal fechada e metade do caldo vazou por cima do pão e da outra embalagem. Sobrou pouca coisa no pote e o pão virou papa. Dá pra usar um lacre ou um filme em volta da tampa, custa pouco.
pricePortion | Sou cliente desde o ano passado, peço o poke de salmão quase toda semana depois da academia. Antes era R$ 36 e vinha a tigela cheia. Hoje paguei R$ 44,90 e veio metade do pote de arroz, uns quatro cubinhos de salmão e o resto era pepino. Não estou pedindo desconto, mas subir o preço e diminuir a porção ao mesmo tempo fica difícil. Vou procurar outro lugar.
taste | Almoço de sábado com a família da minha esposa, pedimos uma feijoada completa pra 5 pessoas porque ninguém queria cozinhar. Chegou às 13h com couve, farofa, laranja e torresmo. O problema foi o sal: a feijoada estava tão salgada que meu sogro nem conseguiu comer, e os outros beberam dois litros de água cada um. O torresmo também estava borrachudo, impossível de mastigar. A gente estava animado com o almoço e acabou comendo só a couve com arroz.
spoiled | Pedi três cachorros-quentes prensados pra mim e pros meus filhos num dia de chuva, umas 19h30. Chegaram em 35 minutos, bem fechados. Meu filho mais velho deu uma mordida e falou que estava com gosto estranho; provei e a maionese da casa estava azeda, com cheiro de estragada. Jogamos os três fora. Falei com a loja pelo chat, pediram foto e disseram que iam reembolsar, mas fiquei preocupada porque as crianças chegaram a morder.
diet; wrongItem | Sou vegetariano há 8 anos e pedi o hambúrguer de grão-de-bico que aparece no cardápio como opção vegetariana, junto com uma batata rústica. Era fim de expediente, cheguei em casa cansado e nem conferi antes de morder. Na primeira mordida senti que era carne bovina, o hambúrguer comum da casa. Cuspi na hora e perdi o apetite. Pra quem não come carne isso é sério, precisam separar os pedidos com atenção.
diet; wrongItem | Meu pai é diabético tipo 1 e veio jantar aqui no sábado, então pedi duas marmitas de frango grelhado com legumes e, pra ele, uma Coca Zero, bem especificado. O pedido chegou às 20h30. Quando ele abriu a lata a gente viu que era Coca normal, e ele quase tomou sem olhar. Parece detalhe, mas pra diabético não é. Tive que descer no mercado pra comprar outra.
app; mod:app | Fiz um pedido de esfihas numa sexta, 18 esfihas pra uma reunião de família, e tinha um cupom de R$ 20 que aparecia na tela inicial. Na hora de finalizar o cupom sumiu, o app cobrou o valor cheio e ainda debitou duas vezes no meu cartão. As esfihas chegaram no horário e ninguém da família reclamou de nada. O problema é o aplicativo: já abri chamado duas vezes e o suporte só manda mensagem pronta. A nota baixa é pro app, não pra esfiharia.
mod:refund | Pedi um strogonoff de frango na segunda à noite e depois de uns 20 minutos a loja cancelou dizendo que tinha acabado o frango. Entendo, acontece, e eles até ligaram pra avisar. Fiz outro pedido em outro restaurante e segui a vida. Só que já faz 12 dias e o estorno de R$ 58,40 não apareceu na fatura do cartão. O app fica dizendo que está em processamento e não dá prazo nenhum.
mod:noOrder | Nunca pedi nesse lugar e nem vou pedir. Minha cunhada trabalhou lá uns meses no ano passado e contou que a cozinha vive cheia de barata e que reaproveitam o arroz de um dia pro outro. Dizem que todo mundo do bairro sabe disso. Fica o aviso pra quem está pensando em pedir: procurem outro restaurante.
mod:offensive; delay; cold | Pedi uma parmegiana de carne com arroz e fritas às 19h, pra jantar depois do trabalho, e só chegou às 21h10. Mais de duas horas esperando com fome, olhando o app parado em "em preparo". Quando chegou estava tudo frio, a batata parecendo papelão. Bando de incompetentes do caralho, não sabem nem cozinhar um arroz no tempo certo. Vão se f*der.
mod:threat; foreignBody | Sexta-feira pedi um yakisoba grande pra dividir com minha esposa enquanto a gente assistia um filme. Chegou em 40 minutos, normal. No meio do macarrão tinha uma barata, inteira, cozida junto com os legumes. Tirei foto e vídeo de tudo. Se vocês não me responderem hoje eu vou espalhar esse vídeo em todos os grupos do bairro e acabar com a reputação de vocês, podem ter certeza.
service | Fiz um pedido de dois pratos executivos e, uns 10 minutos depois, percebi que tinha colocado o número do apartamento errado. Liguei na loja pra corrigir e a atendente já atendeu impaciente, falou "lê o que você escreve antes de mandar, moço" e desligou. Liguei de novo e ela falou que não era problema dela. No fim o motoboy interfonou no apartamento do lado e deu tudo certo. Mas a forma como fui tratado ao telefone foi muito desagradável.
praise | Domingo de manhã, minha mãe estava aqui em casa e pediu pastel de feira, daqueles de infância. Pedi seis pastéis sortidos e dois caldos de cana pelo app, às 10h30. Chegaram sequinhos e crocantes, o de carne bem recheado e o de queijo derretendo. O caldo de cana veio gelado e com limão, do jeito que ela gosta. Ela disse que lembrou da feira da rua dela em Mogi. Muito obrigado pelo capricho.
praise; delay | Pedi o risoto de cogumelos e uma lasanha pra jantar com minha noiva, na sexta, umas 20h. O pedido demorou 1h30 pra chegar, bem mais do que os 45 minutos do app. A loja mandou mensagem avisando do atraso e pedindo desculpas, o que eu agradeço. Quando chegou, o risoto estava cremoso, no ponto, e a lasanha simplesmente perfeita. A comida compensou, mas a demora pesou.
other=nota fiscal CPF | Faço pedidos de almoço pela empresa e preciso da nota fiscal com CPF pra pedir reembolso. Coloquei o CPF no pedido, pedi na observação também, e a comida chegou certinha ao meio-dia. Mas a nota fiscal não veio, nem impressa nem por e-mail. Mandei mensagem e disseram que não emitem nota pelo app. Assim fica difícil continuar pedindo daqui pro escritório.
 | Primeiro pedido nessa loja. Pedi um combo de yakisoba e rolinhos primavera pra mim e minha irmã, às 20h, e chegou às 20h40. A gente acabou jantando fora de casa com uns amigos que apareceram, então guardamos tudo na geladeira pro almoço de amanhã. Depois volto aqui pra contar o que achamos.
customisation | Meu filho de 10 anos detesta cebola, a ponto de não comer o lanche se tiver. Pedi dois cheeseburgers, um deles com a observação "SEM CEBOLA", e ainda selecionei a opção "retirar cebola" no app. O pedido chegou num sábado às 19h50, nós dois esperando na sala. O lanche dele veio cheio de cebola roxa crua. Ele não comeu e acabei fazendo um miojo pra ele.
taste | Quarta à noite pedi uma pizza grande de quatro queijos pra comer com meu colega de apartamento depois de um dia longo. Chegou em uns 40 minutos, na caixa bem fechada. A borda estava queimada, preta mesmo, e o meio da massa estava crua, grudando no dente. Os queijos até tinham bastante quantidade, mas não dava pra comer a massa. Acho que tiraram do forno alto antes da hora.
notDelivered | Pedi um frango assado com farofa e maionese pro almoço de domingo, umas 12h15, pra mim, meu marido e minha sogra. Às 13h02 o app mostrou "pedido entregue", mas ninguém tocou o interfone. O porteiro confirmou que não chegou nenhuma entrega no prédio naquele horário. A loja disse que o pedido saiu de lá às 12h40 e abriu uma reclamação no app. Ficamos sem almoço e pedimos outra coisa às 14h.
praise | Comemoramos 10 anos de casados em casa, porque a babá desmarcou, e encomendei um bolo de morango com chantilly pelo app pra entregar às 19h. Chegou às 18h50, impecável, sem um amassado, com a frase que eu pedi escrita certinha. O bolo estava leve, úmido e não enjoativo. Meu marido ficou emocionado. Obrigada por fazerem a nossa noite especial.
foreignBody | Pedi seis pastéis pra levar no aniversário de um amigo no sábado à tarde. Chegaram às 16h, bem fechados numa caixa de papelão. Na hora de cortar o de carne pra dividir, tinha um pedaço de plástico azul no meio do recheio, parecia pedaço de luva. Fiquei com vergonha na frente dos convidados. Mandei a foto pra loja e disseram que iam verificar o procedimento da cozinha.
raw; customisation | Minha esposa está grávida de 6 meses e a médica proibiu carne mal passada. Por isso pedi o hambúrguer dela com a observação "BEM PASSADO, GESTANTE". Chegou às 21h, quente. Quando ela cortou ao meio, a carne estava vermelha por dentro, praticamente crua, sangrando no pão. Ela não comeu e ficou nervosa o resto da noite. É uma questão de segurança, não de gosto.
spoiled | Sábado pedi um combinado de sashimi de salmão pra jantar sozinha depois de uma semana puxada. O pedido chegou às 20h10, com gelo na embalagem. Assim que abri veio um cheiro forte, azedo, e o salmão estava opaco e meio pegajoso. Não tive coragem de comer nem um pedaço. Peixe cru tem que ser fresco, senão é melhor nem vender.
raw; poisoning | Pedimos um kit de espetinhos pra assistir a final do campeonato: carne, linguiça e frango, pra quatro pessoas. Chegou uns 10 minutos antes do jogo. O de frango estava rosado por dentro e meio borrachudo, mas na empolgação a gente comeu. Na madrugada meu cunhado e eu ficamos com diarreia e cólica, e minha irmã vomitou. Foi a única coisa que os três comeram.
missingItem | Estou hospedado num hotel a trabalho e pedi uma marmita de frango com legumes por volta das 21h. Marquei a opção de talheres e guardanapo e ainda pedi na observação, porque no quarto não tem nada. A comida chegou, mas sem garfo, sem faca e sem guardanapo. Tive que comer com a colher de plástico do café da recepção. Parece pouco, mas fez falta.
portion | Pedi uma porção grande de batata frita com cheddar e bacon pra beliscar com os amigos no sábado, antes de sair. Chegou em uns 30 minutos, bem quente. Só que a "porção grande" era um potinho com um punhado de batata, não dava nem pra duas pessoas. Meus amigos riram e falaram que era porção individual. Pela descrição no cardápio eu esperava muito mais.
price | Moro a 2 km da loja, dá pra ir a pé. Pedi uma lasanha pra mim na quinta à noite e na hora de pagar apareceu uma taxa de entrega de R$ 14,90. A lasanha em si custa R$ 38. Paguei porque estava chovendo e eu não ia sair, mas é uma taxa absurda pra uma distância tão curta. Na próxima vou buscar no balcão.
praise | Sou cliente das marmitas fit há uns três meses, peço o pacote semanal toda segunda de manhã. Minha nutricionista olhou o cardápio e aprovou. As marmitas chegam congeladas, bem identificadas, com data de validade e informação nutricional. O tempero é ótimo, nada de comida sem graça de dieta. Já perdi 6 kg sem sofrer, muito obrigada.
praise; packaging | Pedimos um combo de comida árabe pra receber meus pais em casa na sexta à noite: kibe, esfiha, homus, tabule e coalhada. Tudo estava delicioso, o kibe crocante e o homus muito cremoso, meu pai que é descendente de libaneses aprovou. Mas a caixa das esfihas chegou toda amassada, com as esfihas grudadas umas nas outras, e o pote de coalhada estava com a tampa aberta e sujou a sacola. O sabor salvou a noite, mas a embalagem precisa melhorar.
courier; mod:courier | O pedido de sushi estava certinho, não tenho nada contra a loja. O problema foi o entregador: chegou às 21h falando no celular em viva-voz, tirou a sacola da bag e eu vi que o lacre estava rasgado. Perguntei e ele disse que "abriu pra conferir se estava certo". Não faltava nada, mas eu não quero ninguém abrindo minha comida no caminho. Deixo registrado pro app tomar providência.
delay; unanswered | Sexta-feira pedi duas porções de frango à passarinho pra receber uns amigos às 20h. O pedido ficou parado em "em preparo" por uma hora e meia. Liguei quatro vezes no número da loja e só dava caixa postal, mandei mensagem no chat e ninguém respondeu. O frango acabou chegando 21h50, quando os amigos já tinham ido embora. Ninguém da loja deu satisfação até agora.
wrongItem | Pedi dois temakis de salmão e um hot roll pra mim e meu marido, na quarta às 20h. Quando o entregador foi embora e abri a sacola, veio um pedido inteiro de outra pessoa: um yakisoba, um guioza e uma coca, com o nome "Fernanda" na nota. Não era nada do que a gente queria. Avisamos a loja e falaram que iam mandar o nosso, mas chegou só às 21h40. Imagino que a Fernanda também ficou sem o dela.
mod:offensive; wrongItem | Pedi um X-tudo e veio um X-salada, pela terceira vez esse mês. Não é possível que vocês não saibam ler um pedido, cambada de retardados. Paguei o lanche completo, com ovo, bacon e calabresa, e veio pão, carne e alface. Da próxima vez contratem alguém com cérebro pra montar os lanches, seus imbecis.
allergy; wrongItem | Sou celíaca e pedi a pizza de massa sem glúten, que a pizzaria anuncia no cardápio. Era sábado e eu estava comemorando a aprovação num concurso com minha irmã. Na primeira mordida percebi pela textura que era massa comum, e parei na hora. Liguei e confirmaram que a massa sem glúten tinha acabado e mandaram a normal sem avisar. Pra celíaco isso não é detalhe, é saúde.
diet | Sou vegana e pedi o bowl vegano, que no cardápio vem com tofu, legumes assados e molho de tahine. O pedido chegou na terça à noite, bonito e bem montado. Quando comecei a comer vi que tinha pedaços de queijo coalho misturados nos legumes e o molho tinha gosto de maionese comum. Se o prato é vendido como vegano, não pode ter nada de origem animal. Fiquei bem chateada.
praise; delay | Peço nessa cantina há anos e a comida continua maravilhosa, o nhoque de domingo é o melhor da cidade. Só que hoje demorou 1h40 pra chegar, e eu tinha pedido às 12h pensando no almoço com meus pais. O molho estava caprichado e o nhoque macio como sempre. Só peço que avisem quando a cozinha estiver cheia, porque a gente se programa.
taste | Depois da aula de inglês passei o pedido de um hambúrguer artesanal que eu via muito no Instagram, uns R$ 39. Chegou em casa por volta das 21h30. O pão estava duro e seco, a carne passada demais, parecendo sola, e a batata murcha e encharcada de óleo. Sinceramente, nada ali lembrava as fotos. Fiquei decepcionado, esperava muito mais.
praise | Pedi comida árabe pro almoço de aniversário da minha avó, que fez 85 anos. Antes de sair a atendente ligou pra confirmar o troco e perguntar se alguém tinha restrição alimentar, achei muito atencioso. Chegou tudo quentinho e no horário: esfihas abertas, kibe frito, charutinho de uva e arroz com lentilha. Minha avó comeu duas vezes e disse que parecia comida de casa. Vamos pedir de novo no Natal.
other=troco errado | Paguei em dinheiro porque meu cartão estava bloqueado. O pedido de 2 pizzas deu R$ 72 e eu avisei no app que ia pagar com uma nota de R$ 100. O entregador chegou às 20h e me deu o troco de R$ 18, e só fui perceber depois que ele já tinha ido. Liguei na loja e disseram que iam verificar com o motoboy, que é funcionário deles. As pizzas estavam normais, mas faltaram R$ 10 no meu troco.
mod:hate; delay; service | Pedi um açaí às 15h pra tomar com minha prima depois da praia e chegou quase 17h. Liguei pra reclamar e quem atendeu foi aquele atendente viadinho que fala todo mole e não resolve nada, só dizia que ia verificar. Esse tipo de gente não deveria trabalhar com atendimento.
mod:threat; wrongItem | Paguei R$ 89 numa tábua de frios pro aniversário da minha esposa e chegou uma tábua de petiscos fritos que não tem nada a ver. Falei com a loja e ninguém quer devolver meu dinheiro. Eu sei onde fica essa loja. Se até amanhã não me reembolsarem eu vou aí pessoalmente e vocês vão ver o que acontece.
cold | Pedi o prato executivo de bife acebolado numa segunda de manhã, agendado pro meio-dia, pra comer na minha pausa do trabalho. Chegou 11h55, certinho no horário. Mas a comida estava fria, o arroz gelado e o bife parecendo que tinha saído da geladeira. Parecia comida feita há horas e só esquentada pela metade. Tive que pôr no micro-ondas da copa e perdi metade do intervalo na fila.
praise | Fui a Nápoles ano passado e estava procurando uma pizza parecida aqui em São Paulo. Pedi a marguerita e a de linguiça com friarielli num domingo, 19h30. A massa de fermentação natural chegou com a borda alta e aerada, molho de tomate fresco e mussarela de búfala de verdade. Mesmo com 30 minutos de viagem, continuava macia. Melhor pizza que comi no Brasil, sem exagero.
 | Pedi esse jantar pela minha conta pra minha mãe, que mora sozinha em outro bairro, porque ela estava resfriada. Ela me mandou mensagem dizendo que recebeu às 19h30 e que ia comer mais tarde. Como eu não estava lá, não tenho como avaliar a comida nem a entrega. Vou perguntar pra ela amanhã.
service; wrongItem | Pedi um prato de picanha com arroz, feijão tropeiro e vinagrete, e veio frango grelhado com purê. Liguei na loja pra pedir a troca, era umas 20h de quinta. O atendente riu e falou que "frango é mais saudável, aproveita". Depois disse que não tinha como trocar e que eu podia avaliar mal se quisesse. Fiquei sem o prato que paguei e ainda levei deboche.
notDelivered; unanswered | Fiz um pedido de duas marmitas de feijoada no sábado às 12h30 e paguei pelo app. O status ficou em "saiu para entrega" às 13h10 e nunca mais mudou. Nada chegou, nem às 14h, nem às 15h. Liguei várias vezes na loja, nenhuma resposta, e no chat ninguém me respondeu. Fiquei sem almoço e sem saber o que aconteceu com o meu pedido.
spoiled | Pedi um combo de lanche natural com suco de caixinha pra minha filha levar na escola no dia seguinte, porque eu ia sair muito cedo. O lanche estava normal. Quando fui colocar o suco na lancheira vi que a validade tinha vencido há quase dois meses. A caixinha estava estufada. Ainda bem que olhei antes, mas quantos outros devem estar vendendo assim?
praise; missingItem | Pedi um combo de hambúrguer duplo, onion rings e milkshake de Ovomaltine pra assistir série no domingo. Tudo estava excelente, o hambúrguer suculento e o milkshake bem cremoso, de verdade um dos melhores da região. Só faltou o molho da casa das onion rings, que eu tinha pedido. Avisei pelo chat e em 20 minutos mandaram o molho com um cookie de brinde. Atendimento nota 10.
melted; delay | Pedi dois açaís de 700ml com leite ninho e morango num dia de calor de 35 graus, pra mim e meu namorado. O pedido levou 1h10 pra chegar, e a loja fica a 3 km daqui. Quando chegou o açaí era líquido, o leite ninho tinha virado uma pasta e o morango estava boiando. A gente tomou de canudinho, rindo pra não chorar.
warmDrink | Pedi um refrigerante de 2 litros junto com o combo de esfihas pra família, sábado à noite. As esfihas chegaram como sempre. O refrigerante veio com o lacre fechado, mas completamente sem gás, parecia água com açúcar. Meus filhos nem quiseram tomar. Sugiro conferir o estoque de bebidas, porque acho que estava parado há muito tempo.
packaging | Pedi uma pizza grande de calabresa pra comer com minha esposa antes do filme no streaming. Chegou em 40 minutos, sem problema de horário. Quando abri a caixa, a pizza estava toda virada pra um lado, o queijo e a calabresa grudados na tampa e a massa descoberta do outro. A caixa estava amassada numa ponta. Comemos assim mesmo, mas parecia que alguém tinha sentado em cima.
foreignBody | Minha filha de 4 anos ama a salada de frutas daqui e eu peço toda sexta depois da escola. Dessa vez, quando fui servir no potinho dela, tinha um inseto preto, tipo uma barata pequena, no meio das frutas. Ela viu e começou a chorar. Mandei as fotos pela plataforma e a loja pediu desculpas e disse que vai rever o fornecedor. Não peço mais, infelizmente.
poisoning | Pedi strogonoff de carne com batata palha pra mim e pro meu filho de 8 anos na terça à noite. Comemos por volta das 20h. Na madrugada ele começou a vomitar e teve febre, e de manhã eu também fiquei com diarreia. A pediatra disse que era intoxicação alimentar e perguntou o que ele tinha comido. Era a única refeição que nós dois dividimos no dia. Avisei a loja e espero que verifiquem a cozinha.
raw | Pedi uma tilápia grelhada com arroz de brócolis pro almoço, estou tentando comer mais peixe por recomendação médica. Chegou às 12h40 e estava com bom aspecto por fora. Ao cortar o filé, a parte de dentro estava translúcida, crua, e com um cheiro de peixe cru forte. Comi a beirada e parei. Peixe grelhado tem que vir cozido por inteiro.
customisation | Estou acompanhando minha avó internada no hospital e pedi um lanche pra comer lá mais tarde, por isso pedi o molho barbecue à parte, escrito na observação. O pedido chegou na recepção às 19h. Quando abri, o molho estava todo jogado por cima do lanche e das batatas. Pedi à parte exatamente pra não acontecer isso. Não é a primeira vez que a observação é ignorada.
pricePortion; praise | O sabor do yakisoba é muito bom, o molho é o melhor que já comi em delivery, não tenho o que criticar nisso. Mas paguei R$ 52 no tamanho médio e veio uma caixinha que não enche nem uma pessoa com fome. Era pra jantar eu e minha esposa, e tivemos que complementar com pão. Pelo preço, esperava pelo menos o dobro.
praise | Pedi comida chinesa pela primeira vez nessa casa numa quarta chuvosa, pra mim e meus dois filhos adolescentes. No chat, a atendente me ajudou a escolher os pratos pela quantidade de pessoas, super paciente. Chegou tudo quentinho: frango agridoce, arroz chop suey e rolinho primavera sequinho. Os meninos, que reclamam de tudo, pediram pra repetir na semana que vem. Parabéns pelo atendimento e pela comida.
general | Pedi por indicação de uma colega de trabalho que falava muito bem desse lugar. Fiz o pedido numa sexta à noite, pra mim e pro meu marido, com muita expectativa. Sinceramente, foi uma experiência horrível do começo ao fim. Não tenho nem vontade de detalhar. Nunca mais.
app; mod:app | A comida da loja eu nem tenho o que falar, chegou certa. O problema foi o aplicativo: o rastreamento mostrou o motoboy em outra cidade durante meia hora, depois mostrou que ele já tinha chegado quando ainda nem tinha saído. Tentei falar com o suporte do app e o chat fechava sozinho. Fiquei ansiosa achando que o pedido tinha se perdido. Arrumem esse rastreamento.
mod:refund; wrongItem | Pedi uma lasanha de frango e veio uma de carne, minha mãe não come carne vermelha. A loja reconheceu o erro pelo chat, pediu desculpas e disse que eu podia pedir o reembolso. Só que o app negou o reembolso três vezes, dizendo que "o pedido foi entregue conforme". Já mandei foto, print da conversa com a loja, tudo. Quero meu dinheiro de volta.
delay | Sou professor e estava corrigindo provas até tarde, pedi um PF de frango às 20h. O app dizia 40 minutos. Chegou às 21h50, quase duas horas depois, e o restaurante fica a 10 minutos de casa. A comida estava normal, mas a demora me fez perder a noite. Entrega relâmpago, parabéns 🙄.
praise | Dia das mães, meu marido encomendou às escondidas uma cesta de café da manhã pra ser entregue às 7h30. Chegou às 7h20 com pão de queijo quentinho, bolo de cenoura, frutas cortadas, suco de laranja natural e um cartão escrito à mão pelos meus filhos que ele tinha mandado por foto. Tudo fresquinho e lindamente arrumado. Chorei na porta de casa. Obrigada pelo carinho.
praise; taste | A pizza de calabresa com cebola tinha um recheio ótimo, calabresa de qualidade e bem distribuída, dava pra ver que não economizaram. Pedi no sábado, pra mim e pros meus dois irmãos, e chegou em 35 minutos. A borda, porém, veio queimada em quase metade da pizza, amarga. Deixamos as bordas na caixa. O recheio merece nota alta, o forno nem tanto.
portion | Pedi cinco pastéis de carne com queijo pra minha família numa quinta, depois da missa. Chegaram em 30 minutos. Quando fui cortar, cada pastel tinha uma colher de carne e um fio de queijo, o resto era ar. Massa enorme e recheio quase nada. Meu pai, que é pasteleiro aposentado, falou que nunca viu um pastel tão vazio.
paidExtra | Sábado à noite pedi uma pizza grande de frango com catupiry com borda recheada de cheddar, que custa R$ 12 a mais. Pedido pra mim, minha esposa e minha cunhada, e chegou às 21h. A pizza estava normal, mas a borda era comum, sem recheio nenhum. Mostrei na nota que eu paguei a borda. Cobrar e não mandar é desonesto.
missingItem; service | Pedi dois combos de frango frito com purê e refrigerante pra mim e meu filho, depois do treino de futebol dele. Os dois purês não vieram. Mandei mensagem e a atendente disse que "o cliente deve ter esquecido de selecionar". Mandei o print do pedido, com os purês listados e pagos, e ela simplesmente parou de responder. Não foi o purê, foi o jeito que fui tratada.
spoiled; poisoning | Comprei um salpicão e um frango assado pra levar num almoço de domingo na casa dos meus sogros. O salpicão estava com um gosto meio ácido, mas achei que era o limão. Três horas depois eu, minha sogra e meu cunhado estávamos com dor de barriga, vômito e diarreia. Quem não comeu o salpicão ficou bem. A maionese com certeza estava estragada.
allergy | Meu marido tem alergia grave a camarão. Antes de pedir, perguntei no chat se o arroz à grega tinha algum fruto do mar e disseram que não. Pedimos às 20h, comemos às 20h40, e no meio do arroz ele achou pedaços de camarão. Em 15 minutos o rosto dele inchou e tivemos que dar o antialérgico e ir pro pronto-socorro. Perguntei justamente pra evitar isso.
delay; courier; mod:courier | A loja preparou rápido, o app mostrou "pedido saiu" às 19h20. A partir daí o motoboy foi pra outro bairro, passou na frente da minha rua e seguiu, claramente fazendo outras entregas antes. O lanche só chegou às 20h25. A loja não tem culpa, mas quem paga pela demora é a gente. O app precisa controlar isso.
praise | Pedi duas caixas de sorvete artesanal num domingo de 38 graus pro aniversário da minha sobrinha. Fiquei com medo de chegar derretido, mas veio numa caixa térmica com gelo seco, tudo firme. Os sabores de doce de leite e de frutas vermelhas fizeram sucesso com crianças e adultos. O entregador ainda ajudou a levar até o freezer. Serviço impecável.
other=item indisponível cardápio | Fiz o pedido de um bobó de camarão na sexta, às 19h30. Dez minutos depois a loja ligou dizendo que não tinha camarão e pediu pra eu escolher outra coisa. Escolhi a moqueca de peixe, e ligaram de novo dizendo que também estava em falta. Na terceira tentativa aceitei um frango. Se não tem, tirem do cardápio, porque eu perdi 40 minutos escolhendo pelo telefone.
 | Pedi um prato de frango grelhado com salada pra testar, já que abriu há pouco tempo aqui no bairro. Chegou no prazo do app, numa terça à noite. A comida estava dentro do esperado, nada de mais e nada de errado. Talvez peça de novo pra experimentar outros pratos.
delay; service | Pedi um escondidinho de carne seca às 19h15 de sábado. Às 20h15 liguei e a atendente disse que o pedido já tinha saído. Às 20h45 liguei de novo e ela disse de novo que "já está chegando". Às 21h10 o app finalmente mudou pra "saiu para entrega". Mentiram pra mim duas vezes ao telefone, isso é pior do que o atraso.
taste | Pedi o PF do dia, arroz, feijão, bife e salada, pro almoço de uma quinta, às 12h. O arroz estava empapado, virando uma massa, e o bife tão duro que não dava pra cortar com o garfo de plástico. O feijão sem tempero nenhum. Trabalho em obra e preciso de comida que sustente, mas esse não dava pra engolir. Fiquei com fome até o fim do dia.
praise | Comemorei meu aniversário em casa com 6 amigos e encomendei um barco de 80 peças. Chegou no horário combinado, montado em barca de madeira, lindo. O salmão estava fresquíssimo, o arroz no ponto e os temakis bem fechados. O pessoal tirou um monte de foto e já perguntou o nome do restaurante. Voltarei a pedir com certeza.
customisation | Sempre peço minha picanha ao ponto para mal passada. Dessa vez escrevi "mal passada, por favor" na observação e selecionei a opção no app. Pedido no sábado às 20h, pra jantar com meu pai, que também gosta assim. As duas vieram bem passadas, cinzas do começo ao fim. Picanha cara pra vir nesse ponto, fico triste.
foreignBody; praise | Sou cliente há uns dois anos, sempre peço o nhoque à bolonhesa e nunca tive problema, a comida de vocês é excelente. Ontem, pedido às 20h, achei um grampo de metal no meio do molho. Por sorte vi antes de morder. Mandei foto pela plataforma, e espero que seja algo isolado, porque eu gosto muito daqui.
poisoning | Pedi um hambúrguer e uma porção de onion rings na segunda à noite, sozinho em casa. Umas quatro horas depois comecei a ter cólica forte e passei a noite toda no banheiro. Tive que faltar no trabalho na terça e pegar atestado. Não comi mais nada naquele dia além do lanche. Fica o registro.
praise; raw | O tempero desse frango assado é ótimo, tem gosto de frango de padaria do interior e a farofa é deliciosa. Pedi pro almoço de domingo com a família da minha esposa. Mas a coxa estava crua perto do osso, rosada e com sangue. Meu sogro percebeu e devolvemos a parte crua pro forno de casa. Precisam deixar mais tempo assando.
spoiled | Pedi uma pizza de mussarela com pão de alho de entrada pra comer com minha namorada, numa sexta à noite. A pizza estava normal. Quando abri o pão de alho, tinha manchas verdes de mofo no pão, por baixo da pasta de alho. Tirei foto e mandei pra loja. Não é possível que ninguém viu isso antes de montar.
missingItem | Encomendei 100 coxinhas e 50 bolinhas de queijo pro aniversário de 1 ano do meu filho, com entrega às 15h no salão de festas do prédio. As coxinhas chegaram no horário, mas as bolinhas de queijo não vieram. Liguei e disseram que ia sair outro motoboy com elas, mas nunca chegaram. A festa seguiu, mas ficou faltando salgado no meio.
praise | Encomendei salgados pra festa de 15 anos da minha filha, 300 unidades entre coxinha, risole, kibe e enroladinho. Chegaram meia hora antes, quentinhos, em caixas separadas por sabor e com guardanapo. Os convidados elogiaram muito, principalmente a coxinha com massa de batata. O preço foi justo e o atendimento pelo WhatsApp impecável. Já salvei o contato pras próximas festas.
cold; packaging | Pedi dois pratos feitos pra mim e minha colega de trabalho no plantão de domingo. A sacola veio sem nenhuma proteção térmica, com as marmitas de isopor soltas e uma delas aberta e virada. O arroz estava gelado e o feijão tinha escorrido pra fora. A gente comeu frio, porque no plantão não tem micro-ondas. Precisam de uma embalagem melhor.
app; mod:app | Tentei pagar o pedido com Pix e o app dizia que o pagamento não foi concluído, mas o dinheiro saiu da minha conta. Tentei de novo e pagou outra vez. A loja mandou a comida normalmente e até me avisou que recebeu só um pagamento. O app até agora não devolveu o Pix duplicado. Problema do aplicativo, não do restaurante.
other=pediram pra mudar avaliação | Dei nota 3 no pedido da semana passada porque o lanche veio murcho. Dois dias depois a loja me mandou mensagem no WhatsApp oferecendo um cupom de R$ 30 se eu mudasse a nota pra 5. Não aceitei e depois disso me mandaram mais duas mensagens insistindo. Acho isso muito errado, avaliação tem que ser sincera.
general | Já fui fã dessa casa, pedia toda semana. Hoje pedi pra comemorar a promoção do meu marido e foi decepcionante do começo ao fim. Não vou nem entrar em detalhe. Acho que perderam o capricho de antes. Não peço mais.
allergy; customisation | Tenho intolerância à lactose e pedi o lanche de frango sem queijo e sem requeijão, anotado na observação e selecionado na opção de remover. Pedido na terça às 21h, depois da faculdade. O lanche veio com requeijão e mussarela derretida. Como estava com fome, não percebi na primeira mordida e passei a madrugada com dor de barriga. Peço atenção, porque pra gente não é frescura.
diet; customisation | Estou numa dieta low carb por escolha minha e sempre peço a marmita trocando o arroz por legumes, a loja oferece essa opção no app. Pedi na segunda, pro almoço no escritório. Veio arroz e batata, nada de legumes. Não é alergia, mas é uma escolha que eu pago pra ter. Liguei e prometeram que não vai se repetir.
praise | Não sou vegano, mas minha namorada é, e a gente pediu desse restaurante pela primeira vez pra ela escolher. Pedi um hambúrguer de cogumelo e ela um de feijão preto com maionese de castanha. Fiquei impressionado, sabor incrível, suculento, nem senti falta da carne. A batata de mandioquinha estava crocante. Vou pedir mesmo quando ela não estiver aqui.
pricePortion | O combo família da pizzaria era R$ 89 com duas pizzas grandes e um refrigerante de 2 litros. No sábado, no aniversário do meu sogro, pedi de novo e agora está R$ 109 e as pizzas vieram menores, com 6 fatias cada em vez de 8. Não avisaram nada no cardápio. Preço subindo e tamanho caindo, do jeito que está não compensa mais.
portion | Assinei as marmitas tamanho P pra levar no trabalho, porque eu como pouco. Mas a de hoje tinha duas colheres de arroz, uma de feijão e um pedacinho de frango do tamanho de uma caixa de fósforo. Até pra quem come pouco não dá. Tive que comprar um salgado na padaria às 15h.
taste | Pedi uma caixa com 12 esfihas abertas de carne e queijo pra um lanche em casa com minhas amigas. Chegaram em uns 35 minutos. A massa estava crua por dentro, pálida, grudando nos dentes, e o recheio de carne bem gorduroso. Nenhuma de nós conseguiu comer mais de uma. Parece que tiraram do forno antes da hora.
wrongItem; unanswered | Pedi um açaí de 1 litro pra dividir com meus dois filhos e veio um de 300ml. Paguei o de 1 litro, está na nota. Liguei na loja umas cinco vezes, mandei mensagem pelo chat e no WhatsApp do perfil, e ninguém me respondeu até agora. Os meninos dividiram o potinho pequeno e ficaram reclamando a tarde toda.
notDelivered; mod:refund | Pedi um pastel de frango e um caldo de cana às 17h, pra tomar um lanche antes do trabalho. O pedido nunca chegou, e às 18h30 o app cancelou sozinho. Já se passaram duas semanas e o valor não voltou pro meu cartão. O suporte do app diz que "o reembolso foi solicitado" mas nada aparece.
praise | Minha avó de 90 anos mora comigo e adora a canja dessa loja. Hoje pedi às 19h e o motoboy ajudou ela a abrir o portão, porque eu estava no banho, e ainda esperou ela entrar em casa com a sacola. A canja estava quentinha e bem temperada, como sempre. Obrigada ao entregador e à loja pelo cuidado com ela.
melted | Encomendei uma torta de mousse de maracujá pra sobremesa do jantar com os pais do meu namorado, primeira vez que eles vinham em casa. A torta chegou às 19h30, e na hora de tirar da caixa o mousse estava desmanchado, escorrendo pela base. Ficou uma papa amarela no prato. Servi em copinho e fingi que era a ideia original.
praise; packaging | O sushi dessa casa é sempre impecável, peixe fresco e corte bonito, e ontem não foi diferente. Pedi pra um jantar a dois com meu marido, sexta às 20h. Mas o shoyu veio num potinho mal fechado e vazou por toda a caixa, deixando metade das peças encharcadas e salgadas. O sabor original é nota 10, mas o potinho precisa de uma tampa melhor.
foreignBody | Pedi um feijão tropeiro com arroz e couve pro almoço de sábado. Na segunda garfada mordi uma pedrinha no meio do feijão e senti o dente trincar. Fui no dentista na segunda-feira e precisei de restauração. Sei que pedra no feijão pode acontecer, mas tem que catar o feijão antes de cozinhar.
delay; cold; unanswered | Pedi uma parmegiana de frango e uma coca às 19h30, numa quarta de chuva. O app ficou parado em "em preparo" até as 20h50, e a loja não atendia o telefone de jeito nenhum. Mandei três mensagens no chat sem resposta. A comida chegou às 21h20, fria, com o queijo duro em cima do frango. Demora eu até entendo na chuva, mas não responder ninguém é descaso.
mod:noOrder | Trabalho num restaurante aqui da mesma rua e passei na frente dessa loja ontem à noite. O lixo estava todo aberto na calçada e tinha rato passando. Nunca pedi nada daqui e nem pretendo. Quem pede daí não sabe o que está comendo.
praise | Sempre que venho visitar minha irmã em Curitiba ela pede o pão de queijo com café dessa padaria pro café da manhã. Hoje pedi às 8h e chegou às 8h25, o pão de queijo ainda estalando de quente e o café num copo térmico fechado. Tinha também bolo de fubá com goiabada, muito bom. É o melhor pão de queijo fora de Minas que já comi. Parabéns.
taste; price | Paguei R$ 68 num ramen que vi recomendado num vídeo. Pedi numa quinta de frio, pra jantar sozinho assistindo série. O caldo era sem gosto nenhum, parecia água com shoyu, e o macarrão estava mole demais. O ovo nem estava marinado. Caríssimo pra uma comida tão sem sabor.
other=excesso de plástico | Pedi um almoço simples, um prato de frango com salada, pra comer no escritório. A comida estava ok. O que me incomodou foi a quantidade de plástico: cada coisa num pote separado, cada pote dentro de um saquinho, talher embalado, três sachês de molho, tudo em duas sacolas. Era uma refeição só. Dava pra reduzir bastante esse plástico todo.
praise; service | A comida de vocês é muito boa, a moqueca baiana é a melhor que já comi em delivery, com bastante peixe e pirão gostoso. Mas o atendimento pelo WhatsApp é grosseiro. Perguntei se dava pra trocar o arroz por farofa e a resposta foi "lê o cardápio". Depois, quando perguntei o tempo de entrega, responderam "quando ficar pronto". Comida nota 10, atendimento precisa melhorar muito.
wrongItem | Pedi duas esfihas de frango, duas de carne e um guaraná lata pra dividir com meu namorado no domingo à noite. Vieram quatro esfihas de carne e uma coca no lugar do guaraná. Meu namorado não come carne vermelha por escolha, então ele ficou só olhando. Não foi o fim do mundo, mas foi irritante.
praise; delay | O pedido de sábado atrasou uns 50 minutos por causa de um problema no forno, e a própria loja me ligou pra avisar antes que eu fosse reclamar. Como compensação, mandaram um pudim de brinde. A lasanha chegou quentinha e estava deliciosa, muito bem servida. Atraso acontece, mas a forma como resolveram foi exemplar.
spoiled | Comprei um combo de camarão empanado pra comer com meu marido no nosso aniversário de namoro. Na hora de abrir, o camarão tinha cheiro forte de amônia e a textura estava mole por dentro. Não comemos. Camarão nesse estado pode fazer muito mal. Fiquei muito decepcionada porque era uma data especial.
raw | Pedi um lombo de porco assado com batatas pro almoço de domingo, pra mim e meus dois filhos. Quando fui fatiar, o meio estava rosado e cru, com sangue escorrendo na tábua. Carne de porco mal cozida é perigosa, ainda mais pra criança. Coloquei de volta no forno de casa por mais meia hora antes de servir.
poisoning | Na sexta pedimos dois frangos assados pra família toda, sete pessoas, num almoço na casa da minha mãe. Na mesma noite quatro pessoas passaram mal, com vômito, diarreia e febre, inclusive minha tia de 70 anos, que foi parar no hospital. Os que não comeram o frango ficaram bem. Informei a loja e a vigilância sanitária pra averiguarem.
foreignBody; service | Estava comendo o escondidinho de frango que pedi às 20h de terça e achei uma barata pequena no meio do purê. Mandei foto e vídeo pra loja. A resposta foi que "não é possível, nossa cozinha é limpa" e que a barata devia ser da minha casa. A barata estava cozida, no meio do purê. Além do nojo, fui chamada de mentirosa.
allergy | Meu filho de 5 anos tem alergia a castanhas e nozes. Olhei o cardápio, que dizia que o brownie era só de chocolate, e pedi dois de sobremesa pro aniversário dele. Quando abri, o brownie estava cheio de pedaços de nozes. Por sorte meu marido viu antes de dar. O cardápio precisa informar direito os ingredientes.
diet; wrongItem | Sou muçulmano e não como carne de porco. Pedi seis esfihas de carne bovina e três de queijo, às 20h, pra jantar com minha esposa. Três das esfihas que vieram como "carne" eram de calabresa, só percebi depois de morder. Para nós isso é muito grave. Peço mais cuidado na separação.
customisation | Meu filho de 6 anos pediu o lanche de frango dele "sem pimenta", porque o molho da casa é picante, e eu escrevi isso na observação. O pedido chegou numa sexta, às 19h40. Ele deu uma mordida e começou a chorar com a boca ardendo, o molho apimentado estava lá. Tive que dar leite e tirar todo o molho com guardanapo. Por favor, leiam as observações.
praise | Trabalho em home office e peço a marmita do dia dessa cozinha quase todo dia. Hoje era frango com quiabo, angu e couve, tempero caseiro que lembra a comida da minha avó em Minas. Chega sempre na hora e com um bilhetinho com o nome do cozinheiro do dia. Coisa rara, comida feita com carinho de verdade.
praise; cold | A picanha com fritas e farofa estava muito saborosa, carne macia e bem temperada, dá pra ver que é de qualidade. Pedi na quinta às 20h30 pra jantar com meu irmão. Mas chegou tudo frio, a batata murcha e a carne fria por dentro. Esquentei na frigideira e ficou boa, mas não deveria precisar.
missingItem; paidExtra | Pedi um hambúrguer com adicional de molho cheddar (R$ 4), batata e um guaraná. O guaraná não veio e o cheddar adicional também não, o lanche veio seco. Era pro meu almoço de domingo, depois de voltar da corrida. Paguei por coisas que não recebi.
app; mod:app | Era meu primeiro pedido e tinha um cupom de primeira compra de R$ 25 no app. O cupom aparecia como válido, mas na hora de pagar dava erro e pedia pra tentar de novo. Tentei cinco vezes e acabei pagando o valor cheio. A comida chegou certinha, a loja não tem nada a ver com isso. O aplicativo que precisa resolver.
notDelivered; courier; mod:courier | O pedido saiu da loja às 20h e o motoboy entregou no prédio errado, na rua de trás, e marcou como entregue. Liguei pra ele pelo app e ele disse que "não ia voltar, que o problema era meu". O porteiro do outro prédio ficou com a comida e eu só soube no dia seguinte. A loja não teve culpa, mas fiquei sem jantar.
taste | Pedi um combinado de 30 peças pra dividir com minha amiga numa quarta à noite. O arroz estava duro, parecia requentado de ontem, e desmanchava quando pegava com o hashi. O salmão não tinha gosto de nada e o cream cheese estava em excesso, enjoativo. Já comi sushi muito melhor pelo mesmo preço.
mod:offensive; delay | Pedido feito às 18h e chegou 20h20. Duas horas pra entregar um hambúrguer a 1 km. Vocês são uns lixos, um bando de folgados que não querem trabalhar. Vai tomar no cu quem administra essa porcaria.
general | Não recomendo. Pedi num domingo pra família toda e foi uma decepção, tudo péssimo. Péssima experiência do início ao fim. Vou pedir de outro lugar.
praise | Pedi um burrito de carne e nachos com guacamole pra assistir luta com os amigos no sábado. Chegou em 30 minutos, tudo muito bem embalado e separado. O burrito era enorme e muito bem temperado, a guacamole fresquinha. Os nachos chegaram crocantes, mesmo com o molho em potinho separado. Melhor comida mexicana da cidade.
other=preço diferente do cardápio | No app o prato de salmão grelhado custava R$ 49, mas na finalização cobraram R$ 56. Só percebi quando vi a fatura. Perguntei no chat e disseram que o preço tinha sido atualizado e esqueceram de mudar no cardápio do app. A comida estava ok, mas cobrar diferente do que está anunciado não é certo.
 | Quem fez o pedido foi meu filho, pelo meu celular, pra ele e uns amigos que vieram jogar videogame aqui em casa. Eu não estava em casa e não provei nada. O app pediu avaliação e estou respondendo só pra não ficar pendente.
spoiled | Pedi dois sucos naturais de laranja com acerola junto com o almoço. Quando abri o primeiro, o suco estava espumando e com gosto azedo, fermentado, parecia com gás. O segundo estava igual. Suco natural tem que ser feito na hora, esses pareciam velhos de dias. Joguei os dois fora.
raw; poisoning | Pedi um frango à passarinho pra assistir o jogo do Brasil com meus amigos. Alguns pedaços estavam rosados e crus perto do osso, mas comemos no escuro, empolgados com o jogo. No dia seguinte dois dos meus amigos estavam com diarreia e um deles vomitou a noite inteira. Fica o alerta sobre o ponto do frango.
wrongItem; praise | Pedi uma coxinha de carne seca e veio uma de frango com catupiry. Mas vou ser sincero: estava tão boa, sequinha, massa fina e recheio cremoso, que nem liguei. Foi numa terça à tarde, pedi pra tomar com café no trabalho. Só registro o erro pra vocês prestarem atenção, mas a coxinha é nota 10.
portion; praise | O bolo de pote de ninho com morango é uma delícia, cremoso, não é enjoativo e tem morango de verdade. Pedi dois pra sobremesa de domingo com minha mãe. Mas o pote veio pela metade, com uns três dedos de espaço vazio em cima. Estava bom, mas é pouco.
praise | Reservei uma noite especial em casa pro pedido de casamento da minha namorada e encomendei uma tábua de queijos e frios com um vinho. A loja me ajudou a montar pelo WhatsApp e ainda colocou umas flores comestíveis sem cobrar. Chegou pontualmente às 20h, lindamente arrumado. Ela disse sim, e a tábua estava deliciosa. Muito obrigado.
customisation; unanswered | Pedi um bife à milanesa com a observação "sem salada no prato, mandar separado", porque meu filho não come nada misturado. Veio tudo junto, com o molho da salada escorrendo no bife. Tentei falar com a loja pelo chat e pelo telefone e ninguém respondeu. Dá pra perceber que ninguém lê as observações.
packaging; cold | Pedi uma sopa de legumes e um pão na chapa pra minha mãe, que estava gripada. A sopa chegou numa embalagem sem tampa de rosca, metade derramada dentro da sacola, e o que sobrou estava morno pra frio. Ela tomou assim mesmo, mas não era o que eu esperava num pedido pra quem está doente.
mod:hate; cold; taste | Pedi um acarajé e veio tudo frio e mole, com um vatapá sem gosto. Bando de nordestino preguiçoso, não servem nem pra fazer a comida da terra deles. Nunca mais peço nessa espelunca.
service; delay | Fiz o pedido às 19h e às 20h20 liguei pra saber quanto tempo ainda ia demorar. O atendente falou "já te disse que vai chegar" e desligou na minha cara, sem eu dizer nada antes. Liguei de novo e ninguém atendeu mais. O pedido só chegou às 21h. Não é assim que se trata cliente.
melted; praise | O milkshake de doce de leite é o melhor que já tomei, sabor incrível, não é aguado. Pedi dois pra mim e pra minha filha depois da natação dela. Mas chegaram completamente derretidos, quase líquidos, e a gente bebeu como se fosse leite achocolatado. O sabor compensou, mas precisam de uma embalagem térmica.
spoiled; poisoning | Pedi um sanduíche natural de frango com maionese no almoço de quarta, pra comer no trabalho. A maionese tinha um gosto estranho, meio azedo, mas comi assim mesmo porque estava com fome. À tarde comecei a passar mal, vomitei duas vezes e tive que ir embora mais cedo. Foi a única coisa que comi naquele dia.
praise | Pedi três pizzas pro aniversário do meu filho de 10 anos, com 12 crianças em casa. A loja mandou as pizzas cortadas em pedaços menores, pensando nas crianças, sem eu pedir. Chegaram no horário, quentinhas, e ainda vieram com balões de brinde. As crianças adoraram e as mães pediram o contato. Atendimento excelente.
customisation; taste | Meu pai é hipertenso e pedi a marmita dele com a observação "pouco sal, por favor". O pedido chegou na segunda, às 12h15. A comida estava extremamente salgada, até pra mim que não tenho restrição. Ele comeu pouco e passou a tarde com sede. Se a observação é oferecida, tem que ser respeitada.
warmDrink; delay | Pedi duas long necks e uma porção de calabresa acebolada pra ver o clássico de domingo com meu pai, o pedido foi feito às 15h40 pra chegar antes das 16h. A porção só chegou no intervalo, quase 17h. A cerveja que no anúncio diz "geladíssima" veio morna, dava pra fazer chá. Meu pai, corintiano roxo, disse que pelo menos o time não decepcionou.
`,
);

/** Set DB: Spanish (Argentine, Uruguayan, Paraguayan, Mexican, Colombian, Venezuelan) and English (tourists, expats, students) voices over every topic. */
export const BY_OTHERS_DB = parseReviews(
  "othersDB",
  `
delay; cold | Pedí a las 20:30 y llegó 22:10, la pizza helada. Una vergüenza che
praise | Riquísimo el açaí, bien cargado de granola y banana. Llegó en 20 minutos, re recomendable!
wrongItem | Pedí la hamburguesa de pollo y me mandaron una de carne. Revisen los pedidos por favor
missingItem | Faltó el guaraná, lo pagué y no vino. Ta, no es la primera vez bo
paidExtra | Pagué adicional de cheddar y bacon y la hamburguesa vino pelada, ni una feta de bacon
portion | La porción de papas fritas es un chiste, conté 14 papitas. Neta güey?
price | 89 reales por una pizza mediana? Carísimo, ni en Palermo pagás eso
pricePortion | Subieron el precio de la marmita y encima vino con la mitad de arroz que la semana pasada
packaging | El caldo se volcó entero en la bolsa, la tapa vino mal cerrada. Tuve que limpiar todo el piso
taste | El feijão estaba saladísimo, imposible de comer. Parece que se les cayó el salero adentro
raw | El pollo frito estaba crudo por dentro, rosadito y con sangre. Un peligro, tiré todo
spoiled | La mayonesa de la casa tenía gusto agrio, estaba vencida sin duda
foreignBody | Encontré un pelo largo en el arroz. Qué asco parce, se me quitó el hambre
poisoning | Comí el sushi del combo y pasé toda la noche vomitando, al otro día no pude ir a trabajar
allergy | Avisé en las observaciones que soy alérgico al maní y el pad thai vino lleno de maní. Terminé en la guardia
diet | Soy vegetariana, pedí la hamburguesa veggie y vino con panceta arriba. No es alergia pero es una falta de respeto
courier; mod:courier | El repartidor no quiso subir al departamento y encima me gritó por el portero. Maleducado
app; mod:app | La app me cobró dos veces el mismo pedido y el cupón de descuento no se aplicó. El restaurante no tiene la culpa pero igual
service | La chica del chat me contestó de re mala onda cuando pregunté por el pedido, como si le molestara
missingItem; unanswered | Faltaron los palitos y la salsa de soja, llamé tres veces al local y nadie atendió
general | Horrible, nunca más pido acá
mod:offensive; delay | Dos horas para una pizza, son unos inútiles de mierda, aprendan a trabajar
mod:threat; wrongItem | Me mandaron cualquier cosa, si no me devuelven la plata voy al local y les rompo todo, sé dónde quedan
mod:noOrder | Nunca pedí acá pero un amigo brasileño me dijo que usan carne de gato en las esfihas, cuidado gente
delay | Excelente servicio, solo dos horas y media para un pastel, récord mundial 👏👏
praise; courier | La comida buenísima como siempre, pero el motoboy llegó con la bolsa abierta, se notaba que la había abierto
delay; cold; missingItem; unanswered | Llegó tarde, frío, sin la salsa de ajo, y el chat del restaurante nunca respondió. Chamo qué desastre
notDelivered | La app dice entregado pero nunca llegó nada, estuve esperando en la puerta una hora
warmDrink | La Coca llegó caliente y sin gas, parecía agua con azúcar
melted | El helado llegó derretido, era una sopa de chocolate
customisation | Pedí sin cebolla, bien clarito en las observaciones, y vino lleno de cebolla. Leen las notas o no?
praise | Qué chévere todo, la picanha en su punto y la farofa bacanísima. Ya es mi lugar favorito en Río
pricePortion | Por 60 reales esperaba más que tres pedacitos de picanha y una montaña de arroz
taste | La pizza tenía la masa cruda en el medio, pastosa, se pegaba en los dientes
customisation; raw | Pedí la hamburguesa bien cocida y vino cruda, roja roja por dentro
spoiled | Ndera, el jamón de la pizza estaba verde y el queso con olor raro, estaba podrido. Eso no se vende
foreignBody | Había un pedazo de plástico duro en medio del estrogonofe, casi me rompo un diente
poisoning | Toda la familia con diarrea después de la feijoada del sábado. Los cuatro, así que no fue casualidad
allergy | Soy celíaca y la pizza que dice sin gluten claramente tenía gluten, pasé dos días mal
diet | Soy diabético, pedí jugo sin azúcar y vino dulcísimo. Me medí y tenía la glucosa por las nubes
courier; packaging | El repartidor me tiró la bolsa desde la moto y se fue, llegó todo dado vuelta
delay; app | La app marcaba en camino hace una hora pero el restaurante ni lo había preparado todavía
service | El encargado me dijo por teléfono que si no me gustaba que pidiera en otro lado. Atención pésima
unanswered | Mandé cinco mensajes por el chat preguntando si tenían opción sin lactosa y nunca contestaron
general | Malísimo todo, qué decepción
mod:offensive; taste | Cocineros de cuarta, la comida sabe a mierda, boludos
mod:threat; wrongItem | Los voy a escrachar en todos los grupos de argentinos en Floripa si no me devuelven la plata. Me mandaron el pedido de otra persona
mod:noOrder | Dicen en el grupo de venezolanos que aquí reutilizan el aceite de hace un mes y que hubo inspección sanitaria. Yo no pedí pero ojo
mod:refund; missingItem | Me faltó una bebida y pedí reembolso, la app me dijo que en 5 días y ya van 20. Nadie me devuelve nada
wrongItem | Gracias por la sorpresa: pedí napolitana y vino de calabresa. Me encanta jugar a la lotería
praise; pricePortion | Muy rica la moqueca, eso sí, 45 reales por esa porción de niño es un robo
taste; wrongItem | La coxinha con la masa cruda y pegajosa, y encima la de queso vino de pollo
praise; courier | Todo perfecto, menos el motoboy que me hizo bajar 8 pisos porque según él no entra en edificios
| Pedí para probar, comida brasileña normal. Ni fu ni fa
| Primera vez pidiendo por app en Brasil, a ver qué tal
other=nota fiscal CPF | Pedí la nota fiscal con mi CPF y no la mandaron, la necesito para el trabajo
other=retirar en el local dirección | Quise retirar en el local y la dirección que figura es una casa particular, no hay ningún restaurante ahí
mod:offensive; delay; cold | Hdp, una hora y cuarenta minutos y la comida helada
praise | El x-tudo es lo más parecido a un chivito que encontré por acá, bo. Impecable
missingItem; cold | Qué padre, la salsa picante viene aparte... ah no, no vino. Y los tacos fríos, obvio
praise; foreignBody | Parce, el pedido llegó rápido y calientico, pero la hamburguesa tenía un tornillo chiquito adentro
taste | Chamo, la arepa que venden aquí no es arepa, está dura como una piedra y sin sal
packaging | Che ra'a, el pão de queijo vino todo aplastado, la caja hundida como si le hubieran sentado encima
pricePortion | Caro y poco. 35 reales por cuatro pasteles mini
notDelivered; delay; service | Pregunté por la demora y me respondieron ya sale durante una hora. Al final me cancelaron el pedido
spoiled; poisoning | El camarón tenía olor a podrido, comí igual como un tonto y terminé con diarrea
allergy | Pregunté en el chat si la salsa tenía lactosa, me dijeron que no, y tenía crema. Soy intolerante, pasé la noche mal
paidExtra | Pagué borda rellena de catupiry, debe haber sido invisible porque no la vi
customisation; taste | Pedí la salsa aparte para que no se humedezcan las papas y vino todo mezclado, papas blandas
warmDrink; melted | La caipirinha vino tibia y el sorvete hecho líquido, lindo combo
mod:offensive; service | La del teléfono es una pelotuda, no entiende nada de lo que le digo
praise | Vivo en São Paulo hace 3 años y esta es la mejor feijoada que probé. Entrega puntual, todo bien empaquetado. Mil gracias
app; notDelivered | El rastreo de la app dejó de funcionar, el motoboy no aparecía en el mapa y el pedido nunca llegó
courier; mod:courier | El motoboy me pidió propina de forma agresiva y como no le di me dijo de todo, arrecho el tipo
mod:noOrder | Mi vecina trabajó ahí y dice que la cocina está llena de cucarachas. No pido ni loco
delay | Ordered at 7, food showed up at 8:45. Tracking kept saying "5 min away" for an hour.
cold; taste | The coxinhas arrived cold and soggy, like they'd been sitting in a fridge
praise | Best açaí in Floripa hands down. Thick, not watery, loads of toppings. Obrigado!
wrongItem | I ordered the chicken marmita and got someone else's order entirely, different name on the bag
missingItem | No cutlery, no napkins, and I'm in a hotel room. Had to eat feijoada with a credit card
paidExtra | Paid R$8 for extra cheese on the pastel and there was barely the regular amount
portion | The "large" açaí was like 300ml, half the cup was empty space
price | R$25 delivery fee for a 2km ride? Seriously?
pricePortion | Prices went up 20% since last month and the marmita got smaller. Not cool.
packaging | The moqueca leaked all over the bag, the lid wasn't even snapped on
taste | The picanha was overcooked and chewy like a shoe, and the farofa was burnt
raw | Chicken in the parmegiana was pink in the middle. I'm not risking salmonella for R$40
spoiled | The guacamole was brown and smelled sour. Pretty sure it was from yesterday, or older
foreignBody | Found a long black hair baked into the pão de queijo. Lost my appetite
poisoning | Had the shrimp pastel on Tuesday, spent Wednesday on the bathroom floor. Food poisoning for sure.
allergy | I wrote SEVERE PEANUT ALLERGY in the notes and the brigadeiro had crushed peanuts on top. Had to use my EpiPen.
diet | I'm vegan and ordered the vegan bowl. It came with a fried egg on top.
courier; mod:courier | The delivery guy refused to come to the hotel lobby and made me walk two blocks in the rain
app; mod:app | iFood charged my foreign card twice and support just sends me bot replies
service | Asked the restaurant in chat if they could swap the fries for salad and the guy replied "no. read the menu." Rude.
wrongItem; unanswered | Called the number on the app 4 times to say my order was wrong, nobody picked up
general | Terrible. Never again.
mod:offensive; delay | You morons took 2 hours. Absolute idiots running this place.
mod:threat; poisoning | My kid got sick after your food. I know where you are and I'm coming over, and it won't be to talk.
mod:noOrder | Never ordered here but other expats told me they got food poisoning. Stay away.
delay | Wow, lightning fast! Only 2 hours for a pizza 🙄
praise; cold | Flavour was amazing, honestly the best moqueca I've had, shame it arrived lukewarm
delay; missingItem; packaging | Late, missing my guaraná, and the x-tudo was crushed. Three strikes.
notDelivered | App says delivered. It wasn't. I was standing at the door the whole time.
warmDrink | Guaraná was warm and completely flat. Might as well have been syrup
melted | The açaí was basically a smoothie by the time it got here, totally melted
customisation | Asked for no coentro, wrote it in caps, and it came drowning in coentro. Tastes like soap to me
praise | Super friendly staff, they even wrote "welcome to Brazil" on my bag 😂 Food was great too
taste | The coxinha dough was raw and gummy inside, like chewing glue
raw | The tempura shrimp was raw inside and grey. Not sushi-raw, just uncooked
spoiled | The milk in the vitamina had gone off, chunks and all. The yogurt cup said it expired last week
foreignBody | There was a piece of blue plastic in my esfiha. Looked like it came from a glove
raw; poisoning | The chicken was undercooked and yeah, surprise, I was up all night vomiting
allergy | I'm celiac. Ordered the gluten-free tapioca and it came with a regular wheat roll and crumbs all over it. Sick for 2 days
diet | Diabetic here. Ordered a Coke Zero, got a regular Coke. Not a small thing for me
courier; mod:courier | Rider clearly opened the bag and ate some of my fries, it was resealed with tape
app; mod:app | The app wouldn't let me add my apartment number so the courier went to the wrong building
cold; service | Food was cold and the manager told me on the phone that it was "my problem"
missingItem; unanswered | Messaged the restaurant three times about my missing pão de queijo. Zero reply.
general | Disappointing overall. Expected a lot more.
mod:offensive; wrongItem | Wrong order AGAIN, do you dumbasses even read?
mod:threat; missingItem | Paid for a combo, got half of it. Fix this or I'll post your kitchen address and staff names in every expat group in Rio
mod:noOrder | My friend works at the restaurant next door and says this place buys expired meat. Just saying.
mod:refund; notDelivered | Order got cancelled and iFood still hasn't refunded me after 3 weeks. Support keeps telling me to wait.
pricePortion | Love the new diet plan you put me on: 6 fries and a lettuce leaf for R$45
praise; pricePortion | Food was good, but R$18 for a brigadeiro the size of a marble? Come on.
cold; taste; delay | Cold, bland and late. The triple crown.
praise | Courier was a legend, carried it up 5 floors with no elevator. Food was fine.
| Ordered a marmita for lunch. It was food.
| First time trying feijoada. Interesting.
other=English menu | The listing says English menu available but it's all in Portuguese, I had to guess what bife acebolado was
other=nota fiscal invoice | Needed an invoice (nota fiscal) for my company reimbursement and they refused to issue one
delay; mod:offensive | Two hours late. Fuck you guys.
praise | As a broke exchange student, this marmita is a lifesaver. Huge portion, cheap, tasty.
wrongItem | Pedi a coxinha de frango com catupiry but it came with cheese only?? no chicken at all
foreignBody | The açaí had a fly in it. An actual fly.
taste | Pastel was greasy as hell, oil dripping through the paper
packaging | Box was crushed and all the pizza toppings were stuck to the lid
portion | The "family size" pizza would feed a family of hamsters
delay; missingItem; service | Waited 90 min, the caipirinha was missing, and when I called the store the lady hung up on me
spoiled; poisoning | The fish in the moqueca smelled off and I had stomach cramps and diarrhea that night
allergy | Shrimp allergy written in the notes, acarajé came with dried shrimp on top. ER visit. Thanks.
paidExtra | Paid for extra bacon on the x-bacon. Found one (1) sad strip, so I guess the extra never came
customisation; raw | Asked for the steak bem passado, well done, and it came basically raw in the middle
warmDrink; melted; cold | Coke warm, ice cream melted, fries cold. At least you're consistent 🙃
mod:offensive; service | The guy who answers the phone is a useless idiot
praise | We're a group of Aussie backpackers and ordered 6 different things. All arrived hot, well packed and the portions were massive. Coxinhas were unreal.
delay; app | The tracking map showed the courier going in circles for 40 minutes and the app support chat closed on me
courier; mod:courier | The courier was super rude, yelled at me in Portuguese because I didn't understand him
mod:noOrder | Heard on Reddit this place got shut down by health inspectors last year. Never ordered, never will.
`,
);

/** Set DE: long stories told in order: who it was for, what went wrong, what was done about it, with details that are no complaint. */
export const BY_OTHERS_DE = parseReviews(
  "othersDE",
  `
delay; cold | Pedi pro aniversário da minha mãe, umas 19h, pra chegar antes dos convidados. O app marcava 40 minutos e foi passando, passando, e o pedido só saiu da loja às 20h30. Quando o motoboy chegou já era quase 21h e as esfihas estavam geladas, o queijo todo duro. Tive que esquentar no forno com todo mundo esperando na mesa. Fiquei bem chateada porque escolhi vocês justamente pela nota alta.
wrongItem; praise | Fiz o pedido pro almoço da equipe no escritório, 6 marmitas, sendo 2 de frango grelhado. Vieram as 6 de carne de panela. Mandei mensagem no chat e em 5 minutos a moça respondeu pedindo desculpas e mandou as duas de frango sem cobrar nada. Chegaram em 25 minutos, quentinhas. Erro acontece, o que importa é como resolve, e vocês resolveram muito bem.
missingItem; unanswered | Saí do plantão no hospital às 7h e pedi um café da manhã reforçado pra comer antes de dormir. Veio o pão na chapa e o suco, mas a tapioca de queijo coalho que eu paguei não estava na sacola. Liguei duas vezes no número da loja e ninguém atendeu, escrevi no chat e até agora nada. Acabei dormindo sem comer direito.
praise | Confesso que a culpa foi minha: coloquei o endereço antigo, do apartamento onde eu morava antes. O entregador me ligou, eu expliquei, e ele veio até o endereço novo, que fica a uns 3 km, sem reclamar. A loja também me mandou mensagem perguntando se estava tudo certo. O lanche chegou quentinho mesmo com essa confusão toda. Atendimento nota 10, obrigado pela paciência.
praise | Semana passada pedi numa outra hamburgueria aqui do bairro e demorou quase duas horas, veio tudo frio. Ontem resolvi testar vocês pra festa do meu filho, 4 combos e 2 milkshakes. Chegou em 35 minutos, hambúrguer suculento, batata sequinha e os milkshakes ainda geladinhos. As crianças amaram. Agora vocês viraram a nossa hamburgueria oficial.
praise | Já tinha pedido aqui duas vezes e nas duas a pizza chegou morna, tinha até desistido. Minha esposa insistiu pra dar mais uma chance porque o sabor é bom. Dessa vez chegou pelando, em 30 minutos, com a borda crocante. Parece que melhoraram a entrega. Parabéns, voltaram pra nossa lista.
praise | Estava caindo um temporal aqui na zona norte, rua alagada, e eu já esperava que fosse demorar. Demorou uns 15 minutos a mais que o normal, mas com aquela chuva eu entendo perfeitamente. O motoboy chegou encharcado e a comida estava sequinha, bem embalada. Deixei gorjeta e aqui fica meu agradecimento.
customisation | Pedi dois lanches pros meus filhos e escrevi bem claro na observação: SEM cebola e SEM tomate, porque eles não comem de jeito nenhum. Os dois vieram com cebola roxa e tomate. Meu filho de 6 anos chorou e não quis comer. Tirei tudo com a mão e mesmo assim ele não quis. Pra que serve o campo de observação se ninguém lê?
allergy; service | Meu marido é alérgico a camarão, eu avisei na observação e ainda liguei na loja pra confirmar que o risoto de frango não tinha frutos do mar. A atendente disse que eu podia ficar tranquila. Na segunda garfada ele achou um camarão no meio do arroz. Ele teve que tomar antialérgico e ficou com a boca inchada a noite toda. Quando liguei de novo a mulher disse que "deve ter caído da outra panela" e desligou na minha cara. Um absurdo com uma coisa tão séria.
notDelivered; mod:refund | Pedi a janta pra mim e pros meus pais numa sexta. O app marcou como entregue às 20h40 mas nada chegou, nem interfone, nem ligação. Fui até a portaria, perguntei pro porteiro e ninguém tinha deixado nada. Abri chamado no app pedindo reembolso e até hoje, 10 dias depois, o estorno não caiu no cartão. Já respondi três vezes o mesmo formulário. Quero meu dinheiro de volta.
poisoning | Pedimos yakisoba pra família toda no domingo à noite, éramos quatro. Comemos umas 21h e lá pelas 2h da manhã eu e minha filha começamos a vomitar. Meu marido teve diarreia no dia seguinte, só minha sogra, que não comeu, escapou. Passei a segunda inteira no pronto-socorro tomando soro. Não tem como não ter sido a comida, foi a única coisa que todos comemos.
raw | Pedi frango a passarinho pra assistir o jogo com os amigos. Os primeiros pedaços estavam normais, mas quando cheguei nos maiores o frango estava rosado por dentro, com sangue perto do osso. Separei tudo e ninguém mais quis comer. Frango cru é perigoso, gente, tem que prestar atenção na fritura.
praise; courier; mod:courier | A comida estava ótima, o escondidinho mais gostoso que já comi por delivery. O problema foi o entregador: moro no 3º andar sem elevador e estou com a perna engessada, expliquei no chat e ele se recusou a subir, disse que não era obrigação dele. Tive que descer a escada de muleta. A loja não tem culpa, mas foi falta de empatia total.
foreignBody; service | Pedi um prato executivo pra comer no intervalo do trabalho. Na metade da comida achei um cabelo comprido enrolado no feijão. Mandei foto no chat e a resposta foi "não é daqui, nossos funcionários usam touca". Não queria discutir, só queria um pedido de desculpas. Perdi a fome e o intervalo.
packaging | Fiz um pedido de caldo verde e açaí pra mim e pra minha irmã, que está de resguardo. O caldo veio num pote com a tampa mal fechada e vazou tudo dentro da sacola, molhando o açaí e os guardanapos. Metade do caldo se perdeu. Tive que limpar a sacola e a mesa inteira antes de conseguir comer. Precisam caprichar mais no lacre.
melted; delay | Comprei uma torta de sorvete pro aniversário do meu sobrinho, com vela e tudo combinado. O pedido ficou parado em "em preparo" por 50 minutos. Quando chegou, a torta estava derretida, a cobertura escorrendo pela caixa. A gente cantou parabéns em volta de um sorvete mole que parecia sopa. Estragou a surpresa.
praise; warmDrink | Pedi um combo de pastel com refrigerante pra almoçar em casa num dia de 35 graus. Os pastéis estavam ótimos, crocantes e bem recheados. Mas a coca veio quente, parecia que tinha ficado no sol, e ainda sem gás. Coloquei no gelo mas não é a mesma coisa.
paidExtra; unanswered | Pedi um x-tudo com adicional de bacon e cheddar extra, pagando 8 reais a mais. Abri o lanche e não tinha bacon nenhum, e o cheddar era uma fatia fina igual à do lanche normal. Escrevi pra loja pelo chat e não tive resposta nenhuma, nem no dia seguinte. Paguei por uma coisa que não veio.
praise; pricePortion | Sempre pedi o parmegiana daqui pra dividir com meu marido no sábado, desde o ano passado. Dessa vez o preço subiu de 59 pra 72 reais e o bife veio menor, mal dava pra uma pessoa. O arroz e a fritas também vieram numa quantidade bem menor. O sabor continua ótimo, isso eu reconheço, mas não compensa mais pagar isso.
delay; service | Trabalho de enfermeira no turno da noite e pedi a janta pra chegar às 22h, no meu intervalo de 30 minutos. Fiz o pedido às 21h15 justamente pra dar tempo. Às 22h10 ainda não tinha saído, liguei e o rapaz disse "tá saindo, moça, calma". Chegou 22h45, meu intervalo já tinha acabado e só consegui comer horas depois. E aquele "calma" foi bem grosseiro.
mod:app; app | Não tenho nada contra o restaurante. O problema foi o aplicativo, que aceitou o cupom de 20 reais na hora de fechar o pedido e depois cobrou o valor cheio no cartão. Tentei falar com o suporte e só recebo mensagem automática. O ruim é que parece culpa da loja, mas não é.
wrongItem; delay | Pedi um temaki e um combinado de 20 peças pra comemorar com minha namorada. Demorou 1h30 e quando abri a sacola era o pedido de outra pessoa, com yakisoba e guioza, o nome na comanda era "Rodrigo". Liguei na loja, pediram desculpas e disseram que iam mandar o certo, mas já era quase meia-noite e cancelei. A noite foi pro espaço.
cold; praise | Pedi uma lasanha pra janta em família e chegou morna, dava pra ver que tinha ficado parada. Reclamei no chat sem muita esperança. O próprio dono me respondeu, pediu desculpas, explicou que o motoboy atrasou pra buscar e me deu um cupom pro próximo pedido. Usei o cupom ontem e a lasanha chegou fervendo, deliciosa. Gostei muito da atitude.
praise | Erro meu: esqueci de colocar o refrigerante no pedido e só percebi quando o motoboy já tinha saído. Mandei mensagem pra loja perguntando se tinha como, e eles mandaram junto com outra entrega da mesma rua, cobrando só o valor da lata. O prato feito estava excelente, feijão temperado na medida. Atendimento muito humano.
taste | Pedi o strogonoff pra levar pra minha mãe, que está internada e pode comer comida de fora. A entrega chegou no horário, sem problema. Mas estava tão salgado que ela não conseguiu comer, eu provei e era sal puro. Pra quem tem pressão alta é um perigo. Uma pena.
diet | Sou vegetariana há 8 anos e pedi o hambúrguer de grão-de-bico, que no cardápio está marcado como vegetariano. Quando mordi senti o gosto e vi que tinha bacon picado no molho. Mandei mensagem e disseram que o molho da casa leva bacon, mas isso não está escrito em lugar nenhum. Fiquei muito chateada, quem escolhe um prato vegetariano confia na informação.
diet; customisation | Pedi um suco de laranja SEM AÇÚCAR pro meu pai, que é diabético, junto com a sopa. Ele tomou e achou muito doce, medi a glicemia dele depois e tinha subido bastante. O copo veio marcado "sem açúcar" na tampa, então alguém escreveu e não fez. Não reclamo da sopa, mas o suco foi um descuido sério.
spoiled | Comprei uma salada de maionese e um frango assado pro almoço de domingo com meus sogros. Quando abri a maionese o cheiro estava azedo, e provando tinha gosto de coisa passada. A maionese foi direto pro lixo. Com maionese não dá pra arriscar, ainda mais com criança em casa.
notDelivered; unanswered | Fizemos o pedido às 19h pra uma reunião de família, 3 pizzas grandes. Às 20h30 o app ainda mostrava "saiu para entrega". Liguei no número da pizzaria umas 5 vezes e caía na caixa postal, mandei mensagem no WhatsApp e no chat, nada. A pizza nunca chegou e a gente acabou pedindo em outro lugar. O dinheiro o app devolveu, mas ninguém da loja deu uma satisfação.
mod:offensive; delay; cold; service | Bando de incompetentes do caralho. Pedi às 12h pro almoço da firma, os caras do escritório todos esperando, e a comida chegou 13h40, gelada. Liguei e a atendente ficou me enrolando, dizendo que já estava chegando. Vocês são uma piada, vão aprender a trabalhar, seus inúteis.
foreignBody; unanswered; mod:threat | Achei uma barata no meio do arroz do meu marmitex hoje no almoço. Mandei a foto pra loja, visualizaram e não responderam. Se até amanhã ninguém me der uma resposta vou postar a foto em todos os grupos do bairro e no Instagram, pra todo mundo saber a sujeira que é essa cozinha.
mod:noOrder | Nunca pedi aqui, mas minha vizinha trabalhou um tempo na cozinha e contou que eles reaproveitam o óleo por semanas e que tem rato no estoque. Ela saiu de lá por causa disso. Estou escrevendo pra alertar as pessoas. Pensem duas vezes antes de pedir.
praise | Pedi um caldo de feijão e uns pastéis pra minha avó, que mora sozinha e tem 89 anos, porque eu moro em outra cidade. Deixei na observação pedindo pro entregador ter paciência porque ela demora pra chegar no portão. Minha avó me ligou emocionada, disse que o rapaz esperou, entregou na mão dela e ainda perguntou se ela precisava de alguma coisa. Ela disse que a comida estava uma delícia. Obrigado de coração, vou pedir sempre pra ela.
delay; missingItem; packaging | Pedi pra comemorar o aniversário do meu irmão em casa: 2 porções de costela, arroz, farofa e vinagrete. Demorou 1h50, sendo que o app prometia 50 minutos. A farofa não veio e a marmita da costela chegou com a tampa aberta, molho espalhado pela sacola toda. Liguei e disseram que iam descontar a farofa no próximo pedido. Não vai ter próximo.
praise | Fiz o pedido na hora do rush, umas 18h30, e sabia que ia ter trânsito na Marginal. O app mostrou direitinho o motoboy parado no engarrafamento, então nem me estressei. Chegou uns 10 minutos depois da previsão por causa disso, normal, e a comida veio quente e bem embalada. O acarajé é o melhor que já comi em São Paulo.
portion | Pedi a porção "família" de batata com cheddar e bacon pra dividir com meus três filhos vendo filme. Veio num potinho que não enchia a mão, com umas 20 batatinhas e um fio de cheddar. Família de quem? Cada um comeu um punhado e acabou. Fiquei com vergonha de ter prometido pros meninos.
price | Pedi um açaí de 500ml com dois complementos, nada de mais. Quando fui ver o total, com taxa de entrega de 14,90 e taxa de serviço, deu quase 50 reais. Moro a 1,5 km da loja, não faz sentido uma taxa dessas. Não peço mais com esse preço.
taste | Pedi pizza de calabresa pra janta de sexta com meus pais, que vieram me visitar. A entrega foi no horário. Mas a pizza estava queimada embaixo, a massa preta com gosto de carvão, e as bordas duras que nem biscoito. Meu pai usa dentadura e não conseguiu comer nada.
wrongItem; service | Pedi uma pizza grande meio frango com catupiry e meio quatro queijos pro aniversário da minha filha de 10 anos. Veio uma média, e só de frango. Liguei pra avisar e o atendente disse que no sistema estava média e que eu devia ter conferido antes de confirmar. Mandei o print do pedido mostrando "grande" e ele simplesmente respondeu "não posso fazer nada". Atendimento péssimo.
delay; packaging | Sempre pedia na hamburgueria da esquina, mas ela fechou, então testei vocês. O app falava 30 a 40 minutos e demorou 1h25. Não chovia, era uma terça-feira normal, sem motivo nenhum. E o lanche chegou com o pão todo esmagado, parecia que alguém tinha sentado em cima da caixa.
praise | Meu pai ficou internado uma semana e eu pedia o almoço aqui todos os dias, entregando na recepção do hospital. Nunca atrasou, sempre quentinho, e o pessoal lembrava que eu não como pimenta sem eu precisar escrever. No último dia mandaram um bilhetinho desejando melhoras pro meu pai. Não tenho palavras, muito obrigada.
foreignBody | Pedi nuggets e purê pro jantar dos meus filhos gêmeos. Um deles mordeu um nugget e tirou da boca um pedaço de plástico duro, tipo lacre de embalagem. Ainda bem que ele não engoliu. Mandei foto pra loja, eles pediram desculpas e devolveram o valor, mas o susto foi grande.
courier; missingItem; mod:courier | Pedi 10 coxinhas e 2 guaranás pra um lanche no trabalho. O motoboy chegou com a sacola sem lacre, a caixa com a tampa meio aberta e faltando 3 coxinhas. Quando falei, ele disse que já tinha vindo assim da loja. Liguei pra loja e me mandaram a foto do pedido saindo lacrado, com as 10. Ou seja, alguém abriu no caminho.
mod:app; app | O rastreio do app ficou mostrando o motoboy parado a 8 km daqui por meia hora, e eu já achando que ia demorar horrores. Do nada a campainha tocou e o pedido estava aqui. O problema é o aplicativo, que mostra informação errada e deixa a gente ansioso à toa. Pra loja não tenho crítica.
praise | Sem querer marquei "retirar na loja" em vez de entrega e fiquei uma hora em casa esperando, achando que estava atrasado. Quando liguei pra reclamar, a moça me explicou o que tinha acontecido com toda a educação do mundo. Fui buscar de carro, fica a 10 minutos. Errei eu, não a loja, e ainda fui muito bem atendido.
 | Pedi pela primeira vez pra testar, porque abriu perto do meu trabalho. Escolhi o prato do dia, que era frango com quiabo. Comi metade no almoço e guardei o resto pra janta. Ainda vou pedir outras vezes antes de formar uma opinião.
wrongItem; praise; mod:refund | A loja foi super correta: o prato veio trocado, eles reconheceram na hora pelo chat e disseram pra eu pedir o reembolso pelo app, que eles aprovariam. O problema é o aplicativo, que negou o reembolso duas vezes dizendo que "não houve falha". Já faz 15 dias e nada. Deixo claro que o restaurante não tem culpa, o atendimento deles foi ótimo.
delay; praise; mod:courier | O pedido ficou pronto rápido, vi no app que em 15 minutos já estava "aguardando entregador". Mas o entregador do aplicativo só apareceu pra buscar 50 minutos depois, e no total levou 1h15. A comida, quando chegou, estava incrível, o bobó de camarão é maravilhoso. A demora foi do app, não da cozinha.
customisation; raw | Estou grávida e a médica proibiu carne mal passada, então pedi a picanha BEM PASSADA e escrevi isso na observação. Veio sangrando no meio, vermelha mesmo. Meu marido comeu a dele e eu fiquei só no arroz com farofa. Numa gravidez isso é perigoso de verdade.
customisation; taste | Pedi salada caesar com molho à parte porque ia levar pro trabalho e comer só no almoço. Veio com o molho já jogado por cima de tudo. Na hora do almoço a alface estava murcha, encharcada, e o crouton tinha virado papa. Joguei metade fora.
delay; cold; unanswered | pedi pra minha esposa que tava de plantão na UPA, ia levar la na porta pra ela. marcava 35 min, deu 1h10 e nada. tentei ligar na loja e ninguem atende, no chat so resposta automatica. quando chegou o marmitex tava frio e ela ja tinha voltado pro plantao. desanimador
praise | Organizei o chá de bebê da minha cunhada e encomendei 200 salgadinhos e 50 docinhos com 3 dias de antecedência. No dia chegaram 30 minutos antes do combinado, tudo separado por sabor e etiquetado. Os salgados estavam sequinhos e os brigadeiros derretiam na boca. Todo mundo perguntou de onde era. Recomendo demais.
foreignBody; praise | Encontrei um fio de cabelo na pizza que pedi pra noite de jogos com meus amigos. Mandei a foto no chat, sem grosseria, só pra avisar. Em minutos o gerente respondeu, pediu desculpas sinceras, disse que ia conversar com a equipe e mandou outra pizza sem custo. A segunda veio perfeita. Isso sim é respeito com o cliente.
courier; cold; mod:courier | O entregador deixou meu pedido na portaria do prédio do lado, sem interfonar nem ligar, e marcou como entregue. Fiquei 40 minutos esperando até o porteiro vizinho, que me conhece, me mandar mensagem. Quando peguei, a comida estava fria. A loja não tem culpa, preparou no tempo certo, mas o entregador foi muito desleixado.
taste | Sou cliente há mais de um ano e sempre pedi o frango xadrez, nunca tive problema. Dessa vez o frango estava borrachudo e o molho aguado, sem gosto nenhum, parecia outra cozinha. Meu marido até perguntou se eu tinha mudado de restaurante. Espero que tenha sido só um dia ruim.
other=pedido cancelado sem aviso | Fiz o pedido às 19h30 pro jantar de aniversário de namoro, tudo planejado. Às 20h40 o app avisou que o pedido tinha sido cancelado pela loja, sem explicação nenhuma. Não ligaram, não mandaram mensagem. A gente ficou sem jantar, porque àquela hora os outros lugares estavam com fila enorme.
praise; other=nota fiscal | Pedi o almoço da equipe pela empresa, 12 marmitas, e precisava da nota fiscal com CNPJ pra prestar conta. Coloquei os dados na observação e ainda mandei no chat. A comida chegou certinha e todo mundo elogiou o tempero. Mas a nota não veio, e desde segunda eu peço pelo WhatsApp e só dizem "vou ver". Agora o financeiro não quer me reembolsar.
wrongItem | Prometi pros meus filhos uma pizza de chocolate com morango de sobremesa depois de uma semana de provas. Veio de banana com canela, que nenhum deles gosta. O mais novo ficou super decepcionado. Não liguei pra reclamar porque já era tarde, mas fica o registro pra vocês prestarem mais atenção.
missingItem; praise | Pedi um combo de comida árabe pro jantar com uns amigos que vieram de fora. A coalhada e o pão sírio não vieram. Mandei mensagem no chat e em menos de 2 minutos responderam, se desculparam e mandaram um motoboy com o que faltou e ainda umas esfihas de cortesia. Chegou em 20 minutos. Meus amigos ficaram impressionados, e eu também.
mod:hate; mod:offensive; wrongItem; service | Pedi sanduíche de frango e veio de atum, que eu detesto. Liguei e o atendente viadinho ficou rindo da minha cara, dizendo que eu tinha clicado errado. Vai se foder, quem erra são vocês. Nunca mais.
delay; praise | Pedi o almoço pra minha tia, que tem 80 anos e mora sozinha, pela minha conta, porque moro longe. Atrasou quase uma hora e ela ficou preocupada me ligando. Liguei na loja e o rapaz foi muito educado, explicou que tinha dado problema no forno e me avisou de cada passo até sair. Quando chegou, ela disse que a comida estava ótima. Atrasou, mas a atenção que deram fez diferença.
spoiled; poisoning | Pedi sushi numa quinta à noite pra comemorar uma promoção no trabalho. O salmão tinha um cheiro estranho, meio azedo, mas achei que era impressão minha e comi. Passei a madrugada inteira no banheiro vomitando e no dia seguinte tive que faltar, justo no primeiro dia no cargo novo. Peixe não pode vir assim.
wrongItem; diet | Meu filho é vegetariano e pedi pra ele uma lasanha de berinjela. Veio lasanha à bolonhesa, e ele só percebeu depois de comer umas garfadas. Ficou muito mal. Mandei mensagem pra loja e pediram desculpas, disseram que as embalagens são parecidas. Tem que identificar direito.
melted; packaging | Pedi um pote de sorvete de 2 litros pra sobremesa do almoço de domingo. Demorou o normal, uns 35 minutos, mas o sorvete veio numa sacola comum, sem isopor nem nada, e chegou mole, metade derretido. Recongelei mas cristalizou tudo. Faltou uma embalagem térmica.
praise; courier; mod:courier | O hambúrguer estava simplesmente perfeito, ponto da carne certinho e pão brioche macio. Só tenho a reclamar do entregador, que chegou falando no celular, jogou a sacola na minha mão e foi embora sem nem dar boa noite. Quando perguntei do troco ele disse que não tinha e saiu. Fiquei sem 12 reais de troco.
customisation | Encomendei um bolo de aniversário pra minha filha Júlia, que fazia 15 anos, com "Parabéns Júlia" escrito em cima. O bolo chegou no horário, mas estava escrito "Parabéns Júlio". Só percebi quando fui colocar na mesa e os convidados já estavam chegando. Tive que raspar a letra com uma faca. Minha filha riu, mas eu fiquei nervosa.
mod:app; app | Paguei o pedido pelo Pix no aplicativo e a cobrança saiu duas vezes no meu banco. A loja me mostrou no chat que só recebeu um pagamento, então o problema é do app. Abri reclamação no suporte e o robô fica repetindo as mesmas respostas. O restaurante não tem culpa, mas eu estou sem o dinheiro.
 | Pedi pela primeira vez porque um colega do trabalho indicou. Escolhi o combo executivo com frango grelhado e suco de maracujá. Chegou dentro do horário previsto. Ainda não sei se vou repetir, quero experimentar outros pratos antes de dar opinião.
general | Pedi pra um almoço com meus sogros e me arrependi amargamente. Foi uma experiência horrível do começo ao fim. Passei vergonha na frente da família. Nunca mais peço aqui e não recomendo pra ninguém.
cold; taste | Pedi pastel e batata frita pra comer vendo o jogo do Flamengo com meu pai. A batata chegou murcha, encharcada de óleo e fria. Os pastéis pingavam gordura, dava pra torcer o papel. Meu pai, que adora pastel, comeu um e largou.
praise | Somos uma equipe de 8 técnicos de enfermagem do plantão noturno e toda sexta pedimos aqui. Dessa vez mandaram as 4 pizzas já cortadas em pedaços menores, porque alguém lembrou que a gente come correndo. Chegou em 30 minutos mesmo à meia-noite. Vocês alegram nosso plantão, de verdade.
delay; praise | Encomendei o coffee break pra uma reunião com cliente às 9h, pedido feito na véspera com horário agendado pra 8h30. Chegou às 9h40, com a reunião já na metade e o cliente tomando só água. A comida estava bonita e gostosa, mas ninguém aproveitou. Passei vergonha profissional.
packaging | A pizza veio com a caixa toda amassada de um lado, e quando abri o recheio estava grudado na tampa, escorregado pra um canto. Parecia que tinham carregado a caixa em pé. Era pra um aniversário de criança e ficou feio servir assim. Cuidado no transporte, por favor.
paidExtra | Pedi duas pizzas com borda recheada de catupiry, que custa 9 reais cada. As duas vieram com borda comum, sem recheio nenhum. Meus filhos ficaram procurando o catupiry na borda. Paguei 18 reais por nada.
praise | Reclamei no chat que meu lanche veio com picles, achando que tinham errado. A atendente, muito gentil, me mostrou que eu não tinha marcado a opção "sem picles", só tinha pensado. Ela ainda me deu um desconto na próxima compra, mesmo sendo erro meu. Fiquei até sem graça. Atendimento impecável.
poisoning | Meu filho de 4 anos comeu o frango empanado do cardápio kids e umas duas horas depois começou a vomitar e teve febre. O pediatra disse que foi intoxicação alimentar. Ninguém em casa tinha comido nada diferente naquele dia. Estou muito preocupada e peço que vocês revisem a cozinha.
warmDrink; missingItem | Pedi 4 sucos naturais e 2 águas com gás pra uma tarde de piscina com as crianças. Os sucos vieram mornos, sem um cubo de gelo, parecia que tinham ficado no sol. E só veio uma das duas águas. Calor de 38 graus e a gente tomando suco morno.
other=sem maquininha de cartão | Escolhi pagar na entrega com cartão porque meu Pix estava com problema, e deixei isso marcado no pedido. O motoboy da loja chegou sem maquininha, disse que só aceitava dinheiro. Tive que descer, ir no caixa eletrônico da esquina e ele ficou esperando reclamando. Se aceitam cartão, mandem a maquininha.
allergy | Tenho doença celíaca e pedi o pão de queijo recheado porque no cardápio dizia "sem glúten". Perguntei no chat antes e confirmaram. Uma hora depois de comer comecei com as crises que conheço bem, dor forte e inchaço. Depois descobri pelo próprio chat que o recheio leva molho engrossado com farinha de trigo. Pra celíaco isso não é frescura, é saúde.
allergy; customisation | Meu filho tem alergia a amendoim e pedi o açaí dele escrevendo em letra maiúscula: SEM PAÇOCA, ALERGIA. Veio com paçoca por cima. Por sorte eu olhei antes de entregar pra ele. Não quero nem imaginar se eu não tivesse olhado, ele já foi parar na emergência uma vez.
diet | Sou vegana e pedi o "burger vegano" do cardápio. Na primeira mordida senti o queijo derretido, e não era queijo vegetal, era muçarela normal, confirmei com a própria loja depois. Eles falaram que "o vegano vem com queijo, a não ser que peça sem". Então não é vegano, né? Corrijam o cardápio.
diet; customisation | Não sou celíaca, mas corto glúten por orientação da nutricionista, então pedi o prato sem farofa e com a opção de pão sem glúten. Veio com farofa e pão francês comum. Pra mim não é o fim do mundo, mas estou tentando seguir a dieta certinho. Atenção aos pedidos, por favor.
raw; customisation | Pedi hambúrguer ao ponto pra mim e bem passado pros meus filhos, deixei escrito. O meu veio praticamente cru, vermelho por dentro, e os das crianças também estavam rosados no meio. Não deixei eles comerem. Carne moída crua não dá pra arriscar.
taste | Pedimos duas pizzas pra noite de filmes com as meninas do trabalho. A massa estava crua no meio, grudando no dente, e o queijo nem tinha derretido direito. Parece que tiraram do forno antes da hora. Devolvemos as fatias pra caixa e pedimos outra coisa.
foreignBody | Almoço de domingo na casa da minha mãe, pedimos feijoada completa pra 5. Meu irmão mordeu uma pedra no feijão e quebrou um pedaço do dente. Sei que pedra no feijão acontece quando não escolhem direito, mas isso virou um gasto de dentista. Fica o alerta pra escolherem o feijão com mais cuidado.
foreignBody | Pedi uma salada pra almoçar no escritório, tentando comer melhor. No meio da alface tinha uma lagarta verde viva, se mexendo. Minha colega de mesa gritou. Perdi completamente a vontade de comer.
spoiled | Pedi um combo com iogurte e granola pro café da manhã antes de levar as crianças na escola. O iogurte estava com a validade vencida havia 5 dias e com gosto azedo. Só vi depois que minha filha já tinha comido umas colheradas. Verifiquem a validade antes de mandar.
courier; mod:courier | O restaurante fez tudo certo, não tenho o que falar deles. O entregador, quando chegou, disse que eu tinha que pagar mais 5 reais porque "era longe" e a taxa do app não cobria. Eu já tinha pago tudo no aplicativo. Paguei pra não ter confusão, mas isso é errado.
courier; mod:courier | Sou mulher, moro sozinha e fiz um pedido tarde da noite. O entregador ficou me chamando de "gatinha", pediu meu WhatsApp e depois ainda me mandou mensagem pelo número que aparece no app. Me senti insegura na minha própria casa. A comida não tem nada a ver com isso, mas o app precisa saber quem coloca pra entregar.
mod:app; app | O aplicativo mostrava a loja aberta e aceitou meu pedido às 22h50. Depois de 30 minutos veio o cancelamento, e quando liguei a loja explicou que fecha às 22h e que o app está mostrando o horário errado há semanas, já reclamaram várias vezes. Ou seja, a culpa é do aplicativo. Perdi meia hora e fui dormir com fome.
delay; service | O pedido demorou 1h40 pra chegar. Quando liguei pra saber, a atendente disse que a culpa era do motoboy e que eu fosse reclamar com o app, sem pedir desculpas nem nada. Depois vi no histórico que o pedido só ficou pronto 1h20 depois que eu pedi, ou seja, atrasou na cozinha mesmo. Jogar a culpa no entregador é feio.
price | Moro a 4 quadras do restaurante e a taxa de entrega estava 12 reais, mais cara que o refrigerante e a sobremesa juntos. Pedi mesmo assim porque estava gripado e não conseguia sair de casa. O pedido chegou certo. Mas com essa taxa só peço de novo se estiver doente de novo.
price | Fui pessoalmente na loja semana passada e o marmitex grande custava 22 reais. No aplicativo o mesmo marmitex está 31. Entendo que o app cobra comissão, mas 9 reais de diferença é muito. Pedi pro almoço da minha equipe de obra, 6 marmitas, e paguei 54 a mais do que se tivesse ido buscar.
portion | Pedi o PF de bife acebolado pro almoço no trabalho, como faço quase todo dia. Hoje o arroz veio numa camada fininha no fundo, o feijão era meia concha e o bife do tamanho da palma da mão de uma criança. Fiquei com fome a tarde toda. Não sei o que mudou, mas o prato encolheu.
pricePortion | O açaí de 700ml que eu pedia por 24 reais agora está 29, e o copo veio com uns dois dedos vazios no topo e a granola contada. Mandei foto pra loja e disseram que "o copo é de 700, mas o açaí não enche o copo". Então eu pago mais e recebo menos? Assim fica difícil continuar pedindo.
customisation | Escrevi "sem pimenta, é pra criança" na observação do yakisoba. Veio com pimenta calabresa e aquele óleo apimentado. Minha filha de 5 anos deu uma garfada e ficou chorando com a boca ardendo. Tive que dar leite e pão pra aliviar. Por favor, leiam as observações.
missingItem | Pedi uma marmita pra comer no carro entre um cliente e outro, trabalho com vendas externas. Marquei no app "enviar talheres" e não veio garfo nem guardanapo. Tive que comer usando a tampa da marmita de colher, no estacionamento. Parece pouca coisa, mas pra quem está na rua faz falta.
missingItem | Pedi 2 combos de frango frito pra mim e meu namorado, cada um vem com 2 molhos barbecue. Não veio nenhum sachê. Frango frito sem molho não é a mesma coisa. Em outros pedidos sempre veio certinho, só dessa vez que esqueceram.
wrongItem | Paguei uma coca de 2 litros pro almoço com meus cunhados e veio uma de 600ml. Pra 5 pessoas não deu nem um copo pra cada. Liguei e disseram que acabou a de 2 litros e mandaram a menor sem nem me perguntar. Tinha que ter avisado antes de mandar.
notDelivered | Fiz o pedido pra janta de aniversário de casamento, 2 massas e um vinho. O app mostrou o entregador saindo, depois ficou parado num ponto por 40 minutos e então apareceu "pedido entregue". Nunca chegou nada aqui em casa. Abri chamado e o app devolveu o dinheiro, mas a noite já tinha ido embora. Passei o aniversário comendo miojo.
mod:refund; missingItem | Veio faltando a porção de camarão, que era o item mais caro do pedido, 68 reais. A loja admitiu no chat que esqueceu. Pedi reembolso pelo app e eles devolveram só 20 reais, dizendo que é o "limite de compensação". Como assim limite, se o item custou 68? Quero o valor completo.
mod:threat; mod:offensive; wrongItem | Terceira vez que vocês erram meu pedido, pedi frango e veio peixe de novo. Seus filhos da puta, se acontecer mais uma vez eu vou aí pessoalmente e quebro essa lanchonete inteira. Tô avisando.
mod:noOrder | Vi no grupo de moradores do condomínio que uma pessoa achou rato na cozinha desse restaurante quando foi retirar um pedido. Eu mesma nunca pedi e nem vou pedir depois disso. Dizem também que a vigilância sanitária já esteve lá. Fiquem espertos.
mod:noOrder | Meu primo disse que comeu daqui e passou mal a noite toda, então resolvi avisar pra ninguém cair nessa. Eu não pedi, mas confio nele. Ele falou que o lugar é sujo. Fica o aviso.
general | Escolhi vocês pra encomenda do almoço de Dia das Mães, 15 pessoas da família reunidas. Foi decepcionante do início ao fim, nem vou detalhar. Minha mãe merecia coisa melhor no dia dela. Não recomendo.
 | Fiz o pedido às 11h30, antes de sair pra buscar meu filho na escola. Deixei o portão aberto e pedi na observação pra deixarem na varanda. Quando voltamos o pedido estava lá. Almoçamos e ele voltou pra aula à tarde.
praise | Encomendei os salgados pra festa de 1 ano do meu filho. Na hora de cantar parabéns percebi que tinha esquecido as velas, e olhando o pedido vi que não tinha pedido mesmo, culpa minha. Mas a loja tinha colocado uma velinha de brinde na caixa! Salvou a festa. Os salgados também estavam sequinhos e saborosos.
praise | Agendei o pedido pro almoço achando que tinha colocado 12h de hoje, mas na verdade coloquei 12h de amanhã. Liguei desesperada achando que estava atrasado, a loja viu o erro e preparou na hora pra mim, chegou em 25 minutos. Não precisavam, mas fizeram. Merecem 5 estrelas.
taste | Chovia muito e eu não me importei da pizza demorar um pouco, faz parte. O problema é que a muçarela tinha gosto de plástico e o molho tinha gosto de extrato de tomate puro. Meu marido e eu comemos uma fatia cada e desistimos. Não era o que eu esperava.
praise | O motoboy chegou e eu estava no banho, não ouvi o interfone. Ele esperou uns 10 minutos e ligou três vezes até eu atender. Eu achando que ia ter que pedir de novo, e ele ali firme na portaria. O pastel ainda estava quente e crocante. Obrigada pela paciência, entregador e loja.
cold; service | O marmitex chegou gelado, o arroz endurecido. Mandei mensagem educadamente no chat e a resposta foi "é só esquentar no micro-ondas". Eu estava no trabalho e não tinha micro-ondas, por isso pedi delivery. Resposta debochada, não precisava disso.
praise; other=excesso de plástico | O lanche estava ótimo, sem nenhuma reclamação do sabor. Mas veio cada coisa num plástico separado: o pão, a batata, o ketchup em 6 sachês, os talheres em saquinho, e tudo dentro de uma sacola dentro de outra sacola. Encheu minha lixeira de plástico. Dava pra usar embalagem de papel.
other=cheiro de cigarro | Pedi um sanduíche natural e um suco pro lanche da tarde no escritório. Quando abri a sacola, o sanduíche e o guardanapo estavam com um cheiro forte de cigarro, como se alguém tivesse fumado do lado da comida na hora de embalar. Minha colega sentiu do outro lado da mesa. Não consegui comer com aquele cheiro.
delay | Trabalho em home office e não tinha pressa nenhuma, pedi o almoço às 11h pensando em comer ao meio-dia. O app dizia 40 a 50 minutos. A comida chegou às 13h05, mais de 2 horas depois. Não choveu, o trânsito aqui é tranquilo, então não entendi. Tive reunião às 13h e comi depois das 14h.
wrongItem; praise | Pedi o risoto de cogumelos e veio um de camarão. Não tenho alergia nem nada, então acabei comendo, e confesso que estava maravilhoso. Mas eu queria o de cogumelos, era o que eu estava com vontade. Da próxima vez confiram a comanda.
app; mod:app; praise | O app travou na hora do pagamento e eu achei que tinha perdido o pedido, mas o cartão foi cobrado, coisa do aplicativo. Fiquei com medo de ter pago duas vezes. A loja me ligou pra confirmar que recebeu o pedido certinho e me tranquilizou. Chegou tudo perfeito e o filé à parmegiana estava divino. Nota mil pro restaurante.
packaging; praise | O suco de laranja veio com o copo rachado e vazou metade na sacola, molhou o pão de queijo. Mandei foto no chat achando que iam ignorar. Responderam em 3 minutos, pediram desculpas e mandaram outro suco e outro pão de queijo. Pelo cuidado, continuo cliente.
missingItem; wrongItem | Fiz o pedido do almoço do setor de RH, 9 pessoas, cada uma escolheu o seu. Vieram 8 marmitas, a da minha gerente não veio. E uma das de frango veio de peixe, justo da colega que não come peixe. Passei o almoço inteiro dividindo comida e pedindo desculpas. Confiram pedido grande antes de mandar.
customisation; unanswered | Pedi o sanduíche sem maionese e com o molho à parte, estou tentando cortar gordura. Veio lotado de maionese e com o molho despejado em cima. Mandei mensagem no chat na hora e liguei duas vezes, ninguém atendeu. Comi só o pão de fora e joguei o resto.
taste | Pedi o frango ao curry porque queria algo bem temperado, estava resfriado e meio sem paladar. Mesmo assim deu pra perceber que não tinha tempero nenhum, nem sal. Meu colega de apartamento provou e confirmou: sem gosto de nada. Parecia frango cozido na água.
pricePortion | Combinado de 30 peças por 119 reais, fui animado pra dividir com minha esposa no nosso aniversário de namoro. As peças eram minúsculas, o sashimi cortado tão fino que dava pra ver através, e metade era hot roll de cream cheese. Pelo preço esperava muito mais. Não compensa.
delay | Eu sei que sexta à noite é movimentado e não me importo de esperar uma hora. Mas o app prometia 45 minutos e a pizza chegou com 2h10. Nem era dia de chuva, o tempo estava ótimo. Ninguém avisou nada, fiquei só acompanhando o status parado em "em preparo".
poisoning; service | Comi o hambúrguer de costela no sábado e no domingo acordei com dor de barriga, diarreia e vômito. Minha namorada, que dividiu a batata mas não comeu o hambúrguer, ficou bem. Liguei pra avisar a loja, não pra pedir dinheiro, e o atendente disse que era impossível porque "ninguém mais reclamou" e que eu devia ter comido outra coisa. Nem perguntou se eu estava bem.
spoiled | Pedi o escondidinho de carne seca pra janta depois de chegar do hospital onde trabalho. Quando abri, a carne estava com cheiro de estragada, um cheiro forte e azedo, e a cor meio esverdeada. Não comi nada, fui dormir com fome. Alguém na cozinha precisa conferir o que vai pra panela.
raw | Pedi salmão grelhado com legumes pra almoçar, estou de dieta e escolhi o prato mais leve. O salmão estava cru no meio, frio e translúcido, só a casca de fora tinha passado na chapa. Salmão grelhado não é sushi. Comi só os legumes.
mod:offensive; general | Que merda de restaurante, sério. Pedi pra comemorar com a família e foi tudo uma porcaria. Vocês deviam ter vergonha de cobrar por essa bosta. Nunca mais.
mod:offensive; taste | Comida de cachorro, porra. Pedi a costela pra dividir com meu irmão no domingo e estava dura que nem pneu, impossível de mastigar, e seca. Quem cozinhou isso não sabe nem fritar um ovo. Joguei fora e pedi pizza.
warmDrink | Pedi um balde com 6 cervejas pro churrasco de aniversário do meu cunhado, no anúncio dizia "estupidamente gelada". Chegaram todas quentes, nem frias estavam. Tivemos que colocar no freezer e esperar meia hora com a carne pronta. Propaganda enganosa.
melted; delay | Pedi dois milkshakes e duas casquinhas pros meus filhos depois da natação. Demorou 1h15 pra chegar, sendo que a sorveteria fica a 2 km. Os milkshakes viraram leite batido e as casquinhas chegaram só a casquinha com uma poça dentro da embalagem. As crianças ficaram decepcionadas.
customisation; taste | Pedi a picanha ao ponto, como sempre peço, e deixei escrito na observação. Veio bem passada, cinza do começo ao fim, dura que nem sola de sapato. Meu marido nem conseguiu cortar com a faca de plástico. Por 89 reais a gente espera o ponto certo.
portion | Pastel de carne de 15 reais e, quando mordi, era só massa e ar. Contei: tinha umas 6 bolinhas de carne moída lá dentro. Pedi três pra dividir com minha irmã e os três estavam iguais. Pastel é o recheio, gente.
notDelivered; courier; mod:courier | Pedi o jantar pra entregar no hospital onde meu marido está internado, deixei tudo explicado na observação, inclusive qual portaria usar. O entregador ligou dizendo que não ia entrar no estacionamento e que era pra eu descer, mas eu estava no quarto com ele no soro. Pedi 5 minutos e ele simplesmente foi embora e marcou como entregue. A loja não teve culpa, preparou rápido, mas eu fiquei sem jantar.
other=loja fechada antes do horário | O app diz que a loja funciona até meia-noite, e o cardápio deles também. Fiz o pedido às 23h10 saindo do trabalho, e eles recusaram dizendo que "a cozinha já fechou". Liguei pra entender e disseram que fecham quando o movimento cai. Então atualizem o horário, né, eu não teria pedido.
praise; price | A comida é divina, não tem o que discutir: o nhoque é o melhor da cidade e o molho de tomate tem gosto de casa de vó. Mas 78 reais num prato individual, mais 9 de entrega, fica pesado pra pedir sempre. Pedi pra comemorar meu aniversário e valeu a pena, mas vai ficar só pra ocasião especial.
taste | Pedi batata frita e isca de frango pra um happy hour com os colegas em casa. Na semana passada pedi numa outra lanchonete e veio horrível, por isso mudei pra vocês. Infelizmente a batata veio mole, murcha, e a isca de frango empapada, com a casca soltando. Ninguém repetiu.
wrongItem; allergy | Pedi um brownie simples de sobremesa pro meu filho, que tem alergia a amendoim. Veio um brownie de pasta de amendoim, que pela embalagem igual não deu pra perceber. Ele comeu um pedaço e começou a coçar a garganta, corremos pro pronto atendimento. Está bem agora, graças a Deus, mas foi um susto enorme.
delay; cold; mod:offensive | Uma hora e meia pra entregar uma porra de um cachorro-quente. Chegou frio, o pão murcho, a salsicha gelada. Pedi pros meus filhos jantarem antes de dormir e eles foram dormir comendo bolacha. Vergonha.
service; wrongItem | Pedi o prato do dia achando que era feijoada, porque estava escrito no cardápio do app. Veio picadinho. Perguntei no chat e a moça respondeu "se não leu o aviso no Instagram o problema é seu", que o prato tinha mudado. Não tenho obrigação de seguir o Instagram de ninguém, o app dizia feijoada.
 | Pedi o almoço de domingo pros meus pais, que estavam me visitando. Eles preferem comida mais simples, então escolhi arroz, feijão, bife e salada. Chegou pouco antes do meio-dia. Comemos e depois fomos dar uma volta no parque.
praise | Fiquei com medo porque a chuva estava muito forte e o bairro tinha ficado sem luz, achei que nem iam aceitar o pedido. A loja mandou mensagem avisando que ia demorar uns 20 minutos a mais por causa do tempo, e cumpriu exatamente. O entregador chegou com a comida protegida numa bolsa dupla, tudo sequinho e quente. Comemos à luz de vela, melhor janta do mês.
delay; unanswered; praise | Pedi o marmitex pro almoço e depois de 1h20 nada, status parado. Liguei no telefone da loja umas quatro vezes e ninguém atendeu, mandei mensagem também sem resposta. Quando finalmente chegou, a comida estava realmente muito boa, bem servida e temperada. Mas ninguém me responder por mais de uma hora é complicado.
wrongItem; praise | Fiz um pedido de sushi pra comemorar meu aniversário com as amigas e veio o combinado de outra pessoa, todo de salmão grelhado, que nenhuma de nós gosta. Liguei e a gerente resolveu na hora: buscou o pedido errado, mandou o certo em 30 minutos e ainda colocou uma sobremesa com vela de brinde porque viu que era aniversário. No fim virou uma história engraçada. Obrigada pela atenção.
spoiled; service | Pedi uma torta de frango pra levar pro lanche das crianças na escola. Quando cortei, tinha mofo verde no fundo da massa. Mandei foto no chat e disseram que a torta era do dia e que eu devia ter guardado errado, sendo que eu abri 20 minutos depois de receber. Não quero mais nada daqui.
courier; praise; mod:courier | A pizza estava maravilhosa, massa fininha e recheio generoso, do jeitinho que eu gosto. Já o entregador chegou e ficou buzinando na frente do prédio às 23h, acordou a vizinhança toda, e quando eu desci me disse que eu tinha demorado. Moro no 10º andar. A loja está de parabéns, o entregador não.
cold; taste | Pedi um frango assado com batatas pro almoço de domingo, família toda esperando. O frango chegou frio e a pele, que deveria ser crocante, estava borrachuda. As batatas estavam cruas no meio, duras. Meu sogro ainda comentou que o da padaria da esquina é melhor.
praise | Sou diabético e sempre tenho dificuldade em achar sobremesa em delivery. Perguntei no chat se o pudim diet era mesmo sem açúcar e a confeiteira me mandou a lista de ingredientes, explicou o adoçante que usa e tudo. Pedi pra ceia de Natal com a família e estava uma delícia, ninguém acreditou que era diet. Obrigado pelo cuidado.
delay; mod:app; app | O restaurante preparou rápido, mas o aplicativo não achava entregador. Ficou 50 minutos em "procurando entregador" e eu sem poder cancelar, porque o botão sumiu. Quando chegou já tinha passado mais de uma hora. A loja até me mandou mensagem se desculpando por algo que nem era culpa deles.
other=pedido cancelado por falta de ingrediente | Fiz o pedido de parmegiana pro almoço às 11h40. Às 12h30 a loja ligou dizendo que tinha acabado o queijo e que iam cancelar. Se não tem o prato, tira do cardápio antes. Tive 20 minutos pra arrumar outra coisa antes de voltar pro trabalho.
missingItem; service | Pedi o combo família com frango, arroz, farofa e uma coca de 2 litros pro jantar com meus irmãos. A coca não veio. Liguei pra loja e a mulher disse que "a bebida é opcional no combo" e que eu devia ter marcado. Abri o app na frente dela e mostrei que estava marcada e paga. Ela desligou sem falar nada.
packaging; cold | Pedi sopa de legumes e pão pra minha filha, que estava gripada e de cama. A sopa veio num saco plástico amarrado, não num pote, e metade vazou na sacola. O que sobrou estava morno. Não dava pra servir uma sopa assim pra criança doente.
`,
);

/** Set CZ: food safety and its look-alikes: real cases, many with other complaints, beside traps that only sound like safety. */
export const BY_OTHERS_CZ = parseReviews(
  "othersCZ",
  `
taste | batata frita mole, parecia crua
allergy; customisation; unanswered | meu bebê tem APLV, pedi a papinha sem leite e veio com queijo. tentei ligar e ninguém atende
foreignBody | achei um cabelo enorme no meio do strogonoff, perdi a fome na hora
praise | quase morri com a pimenta kkkk mas amei, do jeito que eu gosto
praise | minha filha é celíaca e comeu o bolo sem glúten sem medo, não passou mal. obrigada
spoiled | o refrigerante estava vencido desde março, só vi a data depois de beber metade
spoiled; delay | demorou quase duas horas e o salmão chegou com cheiro azedo
praise | morri de rir com o bilhetinho no saco kkkkk e o lanche tava perfeito
raw; delay | 1h40 esperando pra chegar um hambúrguer cru
praise | diabética aqui: pedi o suco sem açúcar e veio sem açúcar mesmo, com adoçante à parte. nota 10
cold; spoiled | a sopa chegou fria e com gosto azedo
poisoning; service | meu marido passou mal depois do hambúrguer e quando liguei a moça riu da minha cara
foreignBody | fio de cabelo loiro grudado no queijo da pizza. aqui em casa ninguém é loiro
| o sushi é cru mesmo né? primeira vez que como, achei diferente
diet | pedi o prato vegano e veio com queijo ralado por cima. vegano não come queijo, gente
praise | kit churrasco: a carne veio crua, claro, pra assar em casa, e estava linda, bem embalada no gelo
poisoning | sou idosa, tenho 78 anos, e fiquei muito mal do estômago depois da comida de vocês. foi minha neta que pediu pra mim
spoiled; taste | arroz com gosto de azedo e a carne salgada demais
spoiled; service | a alface veio podre, marrom e melequenta. reclamei e a atendente foi grossa comigo
delay; cold; raw | mais de uma hora de atraso, o frango frio e cru por dentro
price | o preço tá salgado hein
praise | tô passando mal de tanto comer, isso é um elogio kkkk
foreignBody | tinha um band-aid dentro da marmita. UM BAND-AID.
praise | achei que era um cabelo mas era um fio de queijo kkkkk pizza top
portion; spoiled | porção minúscula de batata e o cheddar veio azedo
other=informação de alérgenos no cardápio | sou alérgica a amendoim e senti falta de informação de alérgenos no cardápio, tive que perguntar tudo no chat
foreignBody; customisation | pedi sem cebola, veio com cebola e ainda com um fio de cabelo de brinde
delay | passei mal de fome esperando 2 horas esse lanche
poisoning; mod:threat | passei mal com a comida de vcs, vou expor em todos os grupos do bairro pra ninguém mais pedir
praise | minha barriga tá doendo de tanto rir com o cartão que mandaram kkkk amei
foreignBody | tinha um pedaço de palha de aço grudado no frango frito
diet; customisation | to fazendo low carb, pedi pra trocar o arroz por salada e veio arroz do mesmo jeito
poisoning; mod:refund | passei mal com a comida e o ifood negou meu reembolso, absurdo
foreignBody; service | tinha um fio de cabelo na pizza, mandei foto pro restaurante e me responderam só "acontece", sem nem pedir desculpa
foreignBody | várias formigas no pote de açaí, andando em cima do leite ninho
taste | a massa da pizza veio crua no meio, grudando
delay | fiquei igual barata tonta no portão esperando, 1h de atraso
praise | estraguei a dieta com gosto, que brownie
spoiled; poisoning | o camarão tinha um cheiro estranho, comi mesmo assim... resultado: fui parar no hospital
praise | tudo lacrado com plástico e lacre de segurança, bem higiênico, adorei o cuidado
raw; customisation | escrevi BEM PASSADO na observação e o hambúrguer veio sangrando no meio
poisoning; delay | além de atrasar uma hora, todo mundo aqui de casa que comeu a lasanha passou mal
poisoning | sou enfermeira e sei reconhecer intoxicação alimentar: vômito, febre e diarreia umas 6h depois do frango xadrez. só comi isso no dia
praise | meu filho tá com virose desde segunda, a sopinha de legumes foi a única coisa que ele aceitou. obrigada
app; mod:app | meu cupom estava vencido e o app não avisou antes de eu finalizar
praise | tava gripada e essa canja me salvou, chegou quentinha
raw; praise | o atendimento foi ótimo, muito educados, mas a carne do espetinho estava crua no meio
service | o atendimento me deu dor de cabeça, expliquei 3 vezes no chat que era pra trocar o endereço e ninguém entendia
diet | sou vegetariano e vocês colocaram bacon no meu lanche de cogumelo
foreignBody; poisoning | tinha um inseto no caldo e ainda passei mal depois
melted | o sorvete chegou derretido, virou milkshake
allergy; customisation | avisei que tenho alergia a ovo, pedi sem maionese e o lanche veio lotado de maionese
praise; poisoning | sempre amei esse lugar mas dessa vez passei muito mal depois da pizza de frango. fiquei triste
allergy; poisoning | sou celíaca, o pão vinha descrito como sem glúten e claramente tinha glúten. passei a noite toda mal
raw; taste | frango grelhado cru e sem tempero nenhum
missingItem | pedi sem queijo por causa da lactose e isso respeitaram. o problema é que esqueceram o refri
praise | o entregador de cabelo azul foi super simpático, e a comida chegou quentinha
spoiled; poisoning | o pudim estava azedo e eu passei mal o resto do dia
raw; portion | picanha minúscula e ainda crua, fria no meio
poisoning | comi o yakisoba ontem à noite e passei a madrugada inteira vomitando
raw; service | carne de porco rosada por dentro, falei no chat e responderam "é assim mesmo". porco mal passado não é assim mesmo não
taste | frango seco, passou do ponto, parecia borracha
raw | frango cru por dentro, rosado mesmo, tive que jogar tudo fora
praise | carne ao ponto perfeita, rosadinha por dentro como tem que ser
diet; customisation | sou vegana, pedi sem queijo e sem manteiga e veio com os dois
foreignBody | mosca morta dentro do molho do macarrão. sem condições
foreignBody | minha mãe de 85 anos quase engasgou com um pedaço de plástico duro que estava na sopa
raw; cold | o frango a passarinho chegou frio e cru perto do osso
price | fiquei de cabelo em pé com a taxa de entrega de 15 reais
allergy | sou alérgico a castanha e o pesto tinha castanha, não estava escrito em lugar nenhum do cardápio
packaging | a tampa de plástico do pote de molho quebrou e vazou tudo na sacola
courier; mod:courier | o entregador chegou tossindo em cima da sacola e sem máscara, fiquei com nojo
allergy; wrongItem | minha mãe é alérgica a frutos do mar, pedi o risoto de cogumelos e veio o de camarão. sorte que vi antes dela comer
praise; cold | a picanha veio no ponto certinho, mas a batata chegou fria
diet; customisation | meu pai é diabético, pedi o suco sem açúcar e veio doce de açúcar
praise | pedi bem passado e veio bem passado como pedi, obrigado!
raw; mod:offensive | frango cru de novo, cozinheiro incompetente do caralho
wrongItem; raw | pedi frango grelhado e veio peixe, e ainda cru por dentro
delay | a demora azedou meu humor, 1h10 pra chegar
spoiled | o sushi estava com cheiro forte de peixe passado, não deu pra comer nem um
taste | comida de hospital, sem sal nenhum
praise | a mostarda da casa tem um azedinho gostoso, combina demais com a linguiça
pricePortion | 45 reais num prato fit com 3 folhas de alface, minha dieta agradece mas meu bolso não
delay | vencido pelo cansaço, desisti de esperar e fui dormir, o pedido chegou 23h40
spoiled; missingItem | faltou o guaraná e o molho de alho veio com cheiro de podre
foreignBody; unanswered | pedaço de vidro na salada!! mandei mensagem pra loja e até agora nenhuma resposta
praise | sou celíaca e é o único lugar que confio, nunca passei mal
price; spoiled | caro pra caramba e ainda mandam creme de leite azedo no estrogonofe
spoiled | o queijo da pizza tinha gosto de estragado, azedo mesmo
praise | alérgica a frutos do mar, o atendente me ligou pra confirmar antes de preparar. que cuidado!
foreignBody | um parafusinho dentro da esfiha. e se meu filho engole isso?
praise | minha avó de 90 anos comeu e amou, comida leve, não fez mal nenhum
wrongItem; foreignBody | veio o sabor errado e ainda com um cabelo em sima
allergy | sou intolerante a lactose, perguntei no chat se o molho tinha leite e disseram que não. tinha creme de leite
raw | frango crú kkkk n tem graça nao, quase comi
allergy; customisation; poisoning | meu filho tem alergia a amendoim, pedi o açaí sem paçoca e veio cheio de paçoca. ele teve reação e fomos parar na UPA
allergy; customisation | sou celíaco, pedi sem glúten, o atendente confirmou e mesmo assim o empanado veio com farinha de rosca comum
diet; wrongItem | sou vegetariana e o "burger de grão de bico" que chegou era de carne. percebi na primeira mordida
praise | queijo derretendo de tão quente, chegou pelando 🔥
spoiled; poisoning | o atum do sushi estava marrom e com cheiro, tive diarreia depois
taste | o feijão estava duro, mal cozido
foreignBody | achei uma unha no meu lanche. fiquei enjoada o dia todo só de lembrar
praise; delay | o lanche sem lactose veio certinho, super cuidadosos com minha intolerância, só demorou 1h
allergy; poisoning | sou alérgica a camarão e o molho do peixe tinha camarão. inchei toda, tive que tomar antialérgico
praise | hambúrguer mal passado do jeitinho que eu pedi, suculento
praise | sushi é cru mesmo né gente, quem reclama não sabe o que pediu. peixe fresquinho
foreignBody | tinha um pedaço de plástico azul dentro do hambúrguer, no meio da carne
| pedi pra equipe do plantão, depois conto se todo mundo gostou
praise; raw | amo o tempero daqui, mas hoje o frango do yakisoba veio cru
taste; praise | arroz meio cru, duro, mas a carne estava boa
taste | limonada azeda demais, faltou açúcar
poisoning | fiquei 2 dias de cama depois de comer o escondidinho de vocês. nunca mais
taste | cebola crua demais no hambúrguer, ardida, tomou conta do sabor
praise | passei mal ontem mas foi da cerveja, não da comida kkk o x-tudo estava top
delay; cold; spoiled | demorou, chegou frio e o peixe com cheiro de podre
praise | o bife à milanesa veio sequinho, nada de óleo, e a carne bem passadinha por dentro
diet; wrongItem | pedi pizza de massa sem glúten (não sou celíaca, só evito glúten) e veio massa tradicional
raw | o frango empanado do temaki estava cru por dentro
customisation; taste | pedi ao ponto e veio bem passado, seco
praise | macarrão cabelo de anjo perfeito, molho delicioso
diet; wrongItem | meu filho é diabético, no pedido estava suco natural sem açúcar e veio suco de caixinha adoçado
spoiled; poisoning | a maionese da casa estava azeda e eu e meu marido ficamos com diarreia no dia seguinte
foreignBody; mod:offensive | cabelo no lanche DE NOVO, bando de porco imundo, lavem essa cozinha
allergy; customisation | sou alérgica a camarão, escrevi SEM CAMARÃO em letra maiúscula e veio camarão no arroz. podia ter me matado
poisoning | comi o x tudo e vomitei tudo dpois, tinha alguma coisa errada nessa carne
spoiled | a salada de frutas chegou fermentada, borbulhando
taste; foreignBody | a lasanha estava sem gosto nenhum e ainda tinha um pedaço de plástico filme dentro
courier; mod:courier | o motoboy ficou arrumando o cabelo no retrovisor enquanto eu esperava no portão, e ainda foi grosso quando pedi pra subir
praise; raw; customisation | bem atendido e entrega rápida, mas pedi o frango bem passado e veio cru no meio
foreignBody | encontrei uma larva no arroz. uma larva viva.
spoiled | pão do lanche mofado, com umas bolinhas verdes embaixo. como deixam sair assim?
mod:noOrder | dizem que acharam uma barata na comida daqui, nunca pedi e nem vou pedir
foreignBody; missingItem | veio um grampo de metal no meio da batata e ainda faltou o refrigerante
raw | o filé de tilápia estava transparente no meio, cru
raw; taste | a coxinha veio com a massa crua e o frango de dentro rosado
other=moscas na loja | fui retirar no balcão e tinha mosca voando por todo lado na loja
praise | tartar de salmão maravilhoso, peixe super fresco
spoiled; pricePortion | 38 reais num açaí de 300ml e ainda veio fermentado, com gosto de álcool
diet; wrongItem | pedi coca zero porque sou diabético e mandaram coca normal. não é frescura, é saúde
allergy; poisoning | minha filha é intolerante à lactose e o "sorvete zero lactose" deu crise nela. tinha leite sim
praise; delay | frango crocante e bem passado, nada de cru como vi gente reclamando aqui. só demorou demais
foreignBody | achei uma barata pequena no meio da salada. que nojo, nunca mais
praise | meu filho é alérgico a amendoim, avisei na observação e veio tudo certinho, até com etiqueta "sem amendoim". obrigada pelo cuidado
raw; poisoning | o peixe frito estava cru por dentro, eu e minha filha passamos mal a noite inteira
delay; cold | minha fome já tinha virado dor de estômago quando chegou, 2h, tudo frio
poisoning; unanswered | passei mal dps da marmita de ontem, liguei pra loja 4x e ninguem atendeu
foreignBody | pedrinha no feijão, quase quebrei um dente. catem o feijão antes de cozinhar
praise | ceviche fresquíssimo, peixe cru no ponto certo do limão
foreignBody; packaging | a caixa veio toda amassada e tinha um pedaço de papelão no meio do macarrão
spoiled | o leite do café gelado estava talhado, cheio de grumos
`,
);

/** Set CY: hard: several complaints in a sentence, contrast, sarcasm, rhetorical questions, things that did not go wrong. */
export const BY_OTHERS_CY = parseReviews(
  "othersCY",
  `
delay; cold | parabéns pela pizza, chegou em temperatura ambiente depois de 1h30 de espera 👏👏
taste | não atrasou, não veio frio, mas o hambúrguer tava tão salgado que não deu pra comer
praise; missingItem | comida maravilhosa como sempre, só que esqueceram o refrigerante de novo
pricePortion | R$ 48 num açaí de 500ml que veio pela metade do copo? é sério isso?
delay; courier; mod:courier | nota 10 pro entregador que chegou 40 min atrasado e ainda reclamou que eu demorei 2 minutos pra descer 🤡
praise | achei que ia chegar frio pela distância, mas chegou pelando. parabéns à equipe
customisation | pedi SEM CEBOLA, escrevi em caixa alta na observação, e adivinha? cebola pra todo lado 🙄
praise; portion | o sabor é ótimo, ninguém discute, porém a porção diminuiu muito comparado com os pedidos anteriores
pricePortion | antes eu pagava 35 e vinha a marmita cheia, agora pago 42 e vem metade. evolução né
| nada a declarar, veio o que eu pedi
praise; packaging | o strogonoff é uma delícia, mas metade chegou espalhada na sacola, a tampa não fecha direito
wrongItem; diet | pedi coca zero e veio coca normal. pra quem é diabético isso não é detalhe
raw | frango lindo por fora e cru por dentro. que beleza hein
foreignBody | o yakisoba veio com brinde: um fio de cabelo enorme. obrigado pela generosidade 🤢
delay; cold; taste | entrega expressa de 2 horas, batata murcha e gelada, tudo que eu queria numa sexta à noite 👏
general | sinceramente? nem sei por onde começar. nunca mais
unanswered; missingItem | liguei três vezes pra avisar que faltou o guaraná e ninguém atendeu. ótimo atendimento
service | reclamei no chat e a moça respondeu "o problema não é nosso". que profissionalismo
praise | confesso que esperava pouco e quebrei a cara, o parmegiana é enorme e muito bem temperado
praise; taste | a massa tava no ponto, já o molho nem tanto, ácido demais
price | taxa de entrega de R$ 14 pra 2 km? tão de brincadeira
praise; app; mod:app | o app cobrou duas vezes no meu cartão, sei que a culpa não é da loja, a comida tava ótima
notDelivered; mod:refund | o pedido nunca chegou e o ifood não me devolve o dinheiro há 15 dias
melted; praise | o açaí chegou virando vitamina, mas pelo menos o motoboy foi simpático
warmDrink | refrigerante quente e sem gás, combinação perfeita pra acompanhar o lanche 🙃
spoiled | o salmão tava com cheiro azedo. peixe fresquinho, só que não
poisoning | comi o temaki ontem à noite e passei a madrugada inteira no banheiro. obrigado pela experiência
allergy | avisei na observação que tenho alergia a camarão e o risoto veio com camarão. querem me matar?
diet | sou vegetariana, pedi o burger de grão de bico e veio com bacon por cima. sério?
praise; courier; mod:courier | comida impecável, o entregador é que nem tanto: se recusou a subir e ainda me xingou no interfone
taste | das outras vezes a picanha vinha no ponto, dessa vez veio sola de sapato
pricePortion | não tenho do que reclamar da entrega, mas 6 nuggets por R$ 29 é brincadeira
praise | não veio frio, não atrasou, não faltou nada. raro hoje em dia, parabéns de verdade
paidExtra | paguei borda de catupiry e a borda veio vazia. nota 10 pelo ar recheado 👏
paidExtra; taste | paguei adicional de bacon e não veio nem uma tira, e o pão ainda tava queimado
missingItem | cadê os talheres? vou comer o macarrão com a mão?
missingItem | esqueceram o molho, esqueceram o guardanapo, só não esqueceram de cobrar
delay; wrongItem | demorou 1 hora e ainda veio o pedido de outra pessoa, com nome e tudo na etiqueta
notDelivered | o app diz entregue, minha barriga diz que não
notDelivered; unanswered | o pedido nunca chegou e ninguém da loja responde o chat. maravilha
praise; cold | o sabor continua excelente, pena que a lasanha chegou morna
delay | e não, não foi culpa da chuva, porque não choveu. 1h40 pra um x-salada
packaging | caixa da pizza amassada, recheio todo grudado na tampa. virou arte abstrata
taste | batata encharcada de óleo, dava pra fritar outra porção com o que escorreu
portion; taste | pastel com quase nada de recheio e a massa crua no meio
customisation; raw | pedi bem passado e veio vermelho por dentro, praticamente cru
praise; delay | demorou um pouco mais que o normal, mas valeu cada minuto, melhor poke da cidade
| pedi, chegou, comi. nada demais, nada de menos
general | decepção total, esperava muito mais pelo hype
mod:offensive; delay | bando de incompetentes, 2 horas pra entregar uma marmita
mod:offensive; cold; service | comida gelada e o atendente ainda respondeu com ironia. vão se ferrar
mod:threat; wrongItem | pela segunda vez pedi frango e veio carne. se acontecer de novo vou aí resolver do meu jeito
mod:noOrder | nunca pedi aí, mas dizem que a cozinha é imunda. tô fora
courier; mod:courier | o motoboy chegou com o lacre da sacola rompido e a caixa aberta. confiança zero
praise; app; mod:app | o cupom não aplicou e paguei o valor cheio, mas a comida em si tava boa
delay; app | o rastreamento ficou travado em "saiu para entrega" por 50 minutos e o lanche só chegou depois de 1h20
praise | achei que ia demorar por ser horário de pico, mas chegou em 25 minutos. top
taste | frango sem sal nenhum, parece comida de hospital. e olha que eu gosto de pouco sal
taste | o pudim tava mais pra borracha do que pra pudim
melted; packaging | o sorvete derreteu e vazou pela sacola toda, molhou até o pão
wrongItem | pedi a pizza grande, veio a média. mas cobraram a grande, claro
praise; customisation | amo o lanche de vocês, mas pela terceira vez pedi sem tomate e veio com tomate
pricePortion | o preço subiu de novo e o pote encolheu de novo. daqui a pouco vem só a tampa 🤡
praise; price | delicioso? sim. vale R$ 90? não mesmo
foreignBody | achei um pedaço de plástico no meio do arroz. quase quebrei um dente, mas tudo bem né
foreignBody; unanswered | tinha uma barata no feijão. mandei foto no chat e até agora nada de resposta
spoiled | a maionese tava azeda. nesse calor vocês sabem o risco, né?
spoiled; poisoning | o camarão tinha cheiro de estragado e passei mal a noite toda
allergy | falei que sou intolerante a lactose e o escondidinho veio cheio de queijo. por sorte vi antes de comer
diet | sou diabético, pedi o suco sem açúcar e veio adoçado
diet | pedi a opção vegana e veio com maionese comum. vegano de fachada
service; praise | atendente super grossa no telefone, mas a comida, justiça seja feita, é boa
unanswered | tentei falar com a loja pelo chat pra trocar o endereço e ninguém respondeu
other=nota fiscal | pedi a nota fiscal três vezes e nunca mandaram. a comida tava ok
other=troco faltando | paguei em dinheiro e o troco veio faltando 20 reais. coincidência né
other=pedido cancelado loja fechada | o app mostra aberto e vocês cancelam meu pedido porque "já fechou". então fecha no app, ué
delay; cold | "entrega em 30 minutos", disseram. 1 hora e meia depois chegou uma pizza gelada. só errou um pouquinho 🤏
praise | não vou mentir, tava com medo depois das avaliações ruins, mas veio tudo certo e delicioso
taste | nada de errado com a entrega, o problema é o arroz mesmo, empapado e sem gosto
cold; packaging | o caldo veio frio e derramado dentro da sacola. pelo menos chegou no horário
praise; missingItem | o hambúrguer é sensacional, mas quem é que esquece a batata de um combo?
wrongItem | pedi esfiha de carne, veio de frango. pedi de queijo, veio de calabresa. é loteria?
missingItem | pedi 20 coxinhas e vieram 16. contar até 20 tá difícil?
portion | a salada "grande" cabe na palma da mão
praise | sei que tem lugar mais barato, mas nenhum chega aos pés desse feijão tropeiro
delay | segundo o app o pedido ficou pronto rápido, e depois ficou 40 minutos parado esperando entregador
taste | o pão de queijo tava duro que nem pedra, dá pra usar de peso de papel
praise; wrongItem | veio errado, pedi o de frango e veio o de costela, mas sendo sincero o de costela tava melhor kkk
praise; other=bilhete pedindo 5 estrelas | a comida veio boa, mas colocaram um bilhete pedindo 5 estrelas em troca de desconto. achei estranho
praise; cold | o entregador foi super educado, pena que a comida chegou fria
service | perguntei se o prato tinha amendoim e me responderam "lê o cardápio". gentileza em pessoa
wrongItem; unanswered | veio o sabor errado do milk-shake e quando liguei deu caixa postal. adorei 👏
delay | pedi às 19h, jantei às 21h. quase virou café da manhã
general | já foi bom. hoje é só mais um
taste | a feijoada tava mais água do que feijão. cadê o caldo grosso de antes?
praise | tudo certo, chegou quentinho, bem embalado e antes do horário. não tem o que reclamar
packaging; missingItem | o copo do suco veio sem tampa, metade derramou, e o guardanapo nem veio
warmDrink; praise | a cerveja chegou quente, mas o espetinho tava no ponto certo, isso ninguém tira
melted | pedi o brownie com sorvete e o sorvete virou calda. não dava pra mandar separado, não?
raw | a coxinha tava com o frango rosado por dentro, tô até com medo de ter comido
foreignBody | tinha uma pedra no feijão. sorte que meu dentista atende sábado 🙃
delay; missingItem; cold | atrasou, veio faltando a farofa e o resto chegou frio. três em um, parabéns
praise; taste | o tempero é ótimo, mas esse mês o frango veio seco nas duas vezes que pedi
praise; other=embalagem de isopor | a comida é gostosa, mas bem que podiam parar de usar isopor, né? é 2024
customisation | pedi o molho à parte justamente pra não encharcar e veio tudo misturado. pra que serve a observação então?
taste | pedi o bife bem passado, veio torrado. nem 8 nem 80 né gente
app; mod:app | não consegui pagar com pix, o app dava erro toda hora. a loja não tem nada a ver, só desabafando
courier; mod:courier | o entregador pediu pra eu ir buscar na esquina porque "não entra em condomínio". como assim?
courier; packaging | o motoboy entregou o lanche todo amassado e ainda deu risada. a comida em si nem dá pra avaliar
delay; praise | demorou, mas chegou quentinho e caprichado, então tá perdoado
pricePortion | pagar R$ 38 num poke pra vir meia concha de arroz e três cubinhos de salmão? faça-me o favor
praise; portion | sabor 10, quantidade 2
taste | a pizza quatro queijos tinha gosto de um queijo só, e era o mais barato
wrongItem | pedi o açaí com morango, veio com banana, que eu detesto. lindo
missingItem; praise | o sachê de ketchup não veio, mas a batata tava tão boa que nem fez falta. quase
notDelivered; courier; mod:courier | o entregador marcou como entregue e foi embora, eu tava na portaria esperando. cadê meu lanche?
service; unanswered | o whatsapp da loja visualiza e não responde, e quando responde é com grosseria
general; mod:offensive | lixo de restaurante, comida de porco
taste | o sushi veio com arroz duro e sem vinagre, parecia de ontem
spoiled | o leite do milkshake tava talhado. vencido, certeza
poisoning | não sei se foi o kebab, mas foi a única coisa que comi e amanheci com diarreia
allergy | sou celíaca, pedi a tapioca justamente por ser sem glúten e vocês colocaram granola com trigo. pra celíaco isso é grave
diet | tô de dieta, pedi o combo fit com suco sem açúcar e o suco veio docinho. aí complica
praise; service | a comida tá boa, o que estraga é a grosseria da atendente quando fui retirar
price | R$ 9 de embalagem? a embalagem é de ouro?
delay | prometem 40-50 min e entregam em 1h30. se soubesse tinha ido eu mesmo buscar
praise; pricePortion | é gostoso, não nego, mas pelo que custa devia vir pelo menos o dobro
cold; warmDrink | inverteram tudo: o hambúrguer chegou gelado e o refrigerante quente 🙄
customisation; missingItem | pedi sem maionese e veio com maionese, e o catchup que eu pedi não veio. ok então
praise | pela primeira vez a batata não chegou murcha! tão de parabéns, continuem assim
taste; cold | a carne do churrasco veio fria e dura, dava pra fazer chinelo
portion | camarão na moqueca? procurei e achei três. pesca difícil esse mês
delay; mod:offensive | vocês são uma piada, 1 hora pra fazer uma tapioca, que porra é essa
praise; wrongItem | o atendimento resolveu rápido, mas veio a pizza errada pela segunda vez no mês
| chegou no horário, comida normal, nem boa nem ruim
general | queria dar zero estrelas, mas não dá
foreignBody; taste | além do cabelo no macarrão, o molho tava sem sal. combo completo
packaging | nota 10 pra embalagem, transformou meu yakisoba numa sopa de sacola 👏
taste | o crepe veio encharcado e mole, nem parecia crepe
notDelivered | cancelaram meu pedido depois de 1 hora sem explicação nenhuma e fiquei sem jantar
praise; portion | a coxinha é a melhor que já comi, só que diminuiu de tamanho, né? já percebi
wrongItem | veio a marmita de outra pessoa, com feijão que eu não pedi e sem a salada que eu pedi
praise; cold | o tempero é de mãe, mas o arroz chegou gelado. dá pra esquentar no micro, mas né
delay; unanswered | mais de uma hora de atraso e liguei pra loja quatro vezes, ninguém atende. vocês existem?
price | a loja cobra mais caro no app do que no balcão, e ainda tem a taxa. aí não dá
praise | o sorvete não derreteu, o refrigerante veio gelado e a pizza quentinha. milagre? não, competência
portion; taste | o pastel de queijo tinha mais ar do que queijo, e o óleo tava velho, gosto de fritura requentada
other=cardápio indisponível foto diferente | metade do cardápio indisponível e o que tem não bate com a foto. decepcionante
missingItem | paguei pelo refri, tá no recibo, mas ele não veio. de novo
praise | ficou tudo perfeito, só faltou... nada. brincadeira, não faltou nada mesmo, 10/10
`,
);

/** Set DA: offensive, threatening and fake reviews beside harsh ones that need no moderation. */
export const BY_OTHERS_DA = parseReviews(
  "othersDA",
  `
praise | meu amigo é um esfomeado desgraçado, comeu a pizza inteira sozinho kkk melhor pizza da região
mod:app; app | não consigo falar com ninguém pelo chat do app, só robô
mod:offensive; delay; service | demorou 1h40 e o atendente incompetente do caralho ainda ficou de deboche comigo no chat
courier | o motoboy da própria pizzaria (entrega da loja) foi mal educado e reclamou que eu demorei pra descer
praise | puta merda, melhor hambúrguer da minha vida, o chapeiro é um gênio
mod:offensive; portion | porção de batata minúscula, vtnc dono pão duro
mod:offensive; taste | pizza queimada embaixo, o pizzaiolo é uma anta
taste | esse hambúrguer é uma bosta, seco igual papelão
mod:hate; cold | comida fria e o cara do balcão é um m4caco
missingItem | cadê a porra do molho? sempre vem, dessa vez não veio
mod:threat | vou postar a cara do dono e o endereço da casa dele, aguardem
mod:noOrder; mod:offensive | nem pedi, só passei na frente e o dono é um babaca mal encarado
mod:courier; courier; praise | a comida tava perfeita, mas o entregador ficou fumando na minha cara com a sacola na mão
poisoning | passei mal a noite toda depois do strogonoff, vou no Procon e vou entrar com processo
mod:offensive; diet | sou vegetariana, pedi o x-salada sem carne e veio com hambúrguer. seus animais
praise | vou matar quem comeu meu último pedaço de torta kkkk, tava divina
mod:noOrder | a pizzaria aqui do lado é muito melhor, essa usa queijo vencido, todo mundo sabe
mod:noOrder | vi no grupo do whatsapp que deu intoxicação em 3 pessoas essa semana comendo daqui
mod:offensive; warmDrink | refri quente e sem gás, atendente lerdo de merda
mod:refund | o reembolso veio em crédito no app e eu queria no pix, absurdo
pricePortion | caralho, o x-tudo subiu 8 reais e diminuiu pela metade
general | lugar horrível, nunca mais peço essa porcaria
mod:hate; delay | entrega demorou 1h, restaurante de chinês né, só podia, japa de olho puxado
service | atendimento péssimo, a moça do telefone foi grossa comigo. vou processar por danos morais
mod:courier; courier | o entregador foi super grosso, jogou a sacola no portão e saiu sem falar nada
foreignBody | cabelo na salada de novo, que nojo do c*ralho
mod:hate | restaurante de bol1viano imundo, volta pro teu país
price | 38 reais numa porção de batata? isso é um assalto
mod:app; app | o app some com meu endereço salvo toda vez, tenho que digitar tudo de novo
diet | sou diabético, pedi coca zero e veio coca normal, que merda hein
mod:threat; poisoning | passei a noite vomitando depois do yakisoba. vou expor o nome e a foto de cada funcionário no instagram
mod:hate; taste | comida de nordestino é assim mesmo, sem tempero nenhum, gentinha
mod:courier; courier; notDelivered | o entregador marcou como entregue e foi embora, nunca recebi nada
mod:offensive; wrongItem | pedi calabresa veio frango. cozinheiro analfabeto, não sabe ler a comanda?
mod:threat; spoiled | frango com cheiro de podre. vou filmar e expor no grupo do condomínio com o endereço de vcs
praise | essa porra de açaí é viciante, peço todo dia kkkk
customisation | pedi sem cebola caralho, tá escrito no pedido!! veio cheio
warmDrink | cerveja quente, que merda
mod:threat; service | a atendente riu de mim no balcão, vou esperar ela sair do trabalho
portion | a marmita vem cada vez menor, daqui a pouco vem só o pote vazio, palhaçada
mod:offensive; cold | hambúrguer chegou gelado, bando de imbecil que trabalha aí
mod:threat; delay | se atrasar de novo eu vou aí e quebro essa loja inteira
mod:hate; wrongItem | pedido errado de novo, só tem baiano burro trabalhando aí
delay | vou ser sincero: pqp, 2 horas pra um hot dog
melted | sorvete chegou derretido pra caralho, virou milkshake
foreignBody | achei um pedaço de plástico no meio do arroz, vou acionar a vigilância sanitária sim
mod:hate; service | atendente v1ado demorou 20 minutos pra responder uma pergunta simples no chat
unanswered | liguei mil vezes, ninguém atende essa merda de telefone
mod:courier; courier | o entregador abriu a sacola, dava pra ver o lacre rasgado
mod:refund | pedi estorno faz 30 dias e o suporte só manda esperar, palhaçada
other=troco errado | vieram 10 reais a menos no troco, porra
mod:hate; portion | economizaram até no queijo, dono judeu pão-duro
mod:refund; wrongItem | veio o sabor errado, o app disse que ia reembolsar e nada até hoje
mod:offensive; delay | cadê meu lanche porra?? 1 hora e meia. dono corno
mod:threat; missingItem | faltou a batata. da próxima vez vou buscar pessoalmente e o atendente vai apanhar
general | pior experiência da minha vida, lugar desgraçado
raw | frango cru por dentro, vou denunciar na Vigilância Sanitária
mod:hate; missingItem | esqueceram o guaraná, coisa das mulher da cozinha, mulher não presta pra nada
mod:threat; service | o moleque do caixa me respondeu mal, fala assim comigo na rua pra tu ver, vou te arrebentar
mod:offensive; missingItem | faltou a coca DE NOVO. vcs são burros ou se fazem?
mod:hate; wrongItem | veio coisa errada, esses gringo haitiano nem sabem ler português
pricePortion | isso é um roubo, 50 pila num poke que não enche nem um pires
mod:offensive | dono safado, vagabundo, tomara que essa birosca feche
mod:app; app | o pix expirou antes de eu conseguir pagar, aplicativo horroroso
mod:noOrder | nunca comprei e nem vou comprar, cara de lugar sujo
mod:offensive; packaging | o caldo vazou tudo na sacola, quem fechou isso é um energúmeno
mod:app; app | o cupom de 20 reais não aplicou de jeito nenhum
mod:offensive; notDelivered | o pedido nunca chegou e a loja marcou como entregue. bando de pilantra caloteiro
notDelivered | nunca chegou a porra do pedido e a loja jura que já tinha saído
mod:noOrder | sou dono de lanchonete aqui perto e posso garantir, a carne desse lugar é de segunda
packaging | vazou a porra do molho todo, sacola encharcada
taste; portion | que merda aconteceu com esse lugar? a coxinha tá só massa e encharcada de óleo
mod:hate | dono sap@tão, boicote total
praise | sei onde fica a loja, da próxima vou lá buscar pessoalmente, tão bom que não quero esperar o motoboy
mod:hate | atendeu uma tal de trav3co no chat, não tive estômago
delay | que merda de entrega, 1h50 esperando
mod:noOrder | avaliando por tabela: minha amiga disse que o açaí daqui é batizado com água
mod:courier; courier | o entregador pediu gorjeta em dinheiro na porta e ficou bravo quando eu disse não
praise | atendente gente boa demais, o cara é f*da
mod:offensive; unanswered | liguei 5x e ninguém atende, cambada de preguiçoso inútil
raw | o peixe tava cru no meio, vou processar se eu ficar doente
delay; unanswered | o pedido atrasou 1h e ninguém respondeu no chat da loja, vou reclamar no Procon
praise | os caras da cozinha são uns monstros, arrebentaram no churrasco
taste | pão duro que nem pedra, dava pra matar alguém com ele
mod:threat; wrongItem | sei onde fica a loja e sei que horas o dono sai. vem errado de novo pra tu ver
mod:noOrder | nunca pedi mas dizem que a cozinha daí é cheia de rato
wrongItem | que merda, pedi de carne e veio de frango, de novo
mod:noOrder | meu vizinho falou que achou barata na pizza daqui, fiquem espertos
mod:hate; mod:noOrder | não compro de venezuelano, esses refugiado tão roubando emprego de brasileiro
packaging | a caixa veio toda amassada, pizza grudada na tampa, putz
mod:noOrder | todo mundo no bairro sabe que a vigilância já fechou esse lugar 2x
wrongItem | pedi por indicação da minha cunhada e veio sabor errado, calabresa no lugar da marguerita
mod:noOrder | minha cunhada trabalhou aí e disse que reaproveitam a comida que volta
mod:offensive; taste | feijão salgado pra c*ralho, cozinheiro desgraçado
mod:courier; courier | motoboy não quis subir, tive que descer 8 andares de muleta
mod:offensive; raw | frango cru por dentro, cozinheiro porco filho da p*ta, quer matar alguém?
mod:refund | pedi reembolso pelo app e negaram sem motivo nenhum, que sacanagem
mod:offensive; foreignBody | cabelo no arroz. cozinheira nojenta, porca, prende esse cabelo
mod:app; app | a notificação disse que o pedido saiu e 10 min depois voltou pra "em preparo", app bugado
mod:noOrder | o motoboy de outra loja me falou que aqui lavam a louça com água de chuva
| kkkkk pedi bêbado às 3 da manhã, nem lembro o que comi
mod:threat; foreignBody | achei uma barata no lanche. vou expor vcs em todos os grupos do bairro e no tiktok
delay | que bosta, marcava 30 min e chegou em 1h15
mod:courier; courier; mod:offensive | o entregador do ifood é um imbecil, ficou buzinando e ainda me xingou
allergy; poisoning | sou celíaca, pedi a versão sem glúten e passei mal a noite inteira. meu advogado vai entrar em contato
raw; customisation | porra, pedi a picanha bem passada e a carne veio sangrando
mod:offensive; paidExtra | paguei bacon extra e não veio. ladrões safados, roubando centavo de cliente
spoiled | vou fazer denúncia na vigilância, o sushi de salmão tava com cheiro esquisito de peixe passado
mod:app; app | o rastreamento não atualiza nunca, fica "em preparo" até a comida chegar
| pedi pro zé do trampo, aquele corno, nem dividiu comigo kkk
praise; delay | comida top demais, mas demorou pra c*ralho
mod:hate; service | atendente b1cha escandalosa gritou comigo no telefone
delay | se demorar assim de novo vou cancelar e pedir em outro lugar
general | vou expor minha opinião aqui: não gostei, achei tudo bem mediano
mod:noOrder; mod:hate | nunca pedi, restaurante de macumbeiro não entra na minha casa
spoiled | a salada tava murcha e com cheiro de podre, vou ligar na Vigilância Sanitária
mod:threat; unanswered | ninguém atende o telefone. tô indo aí agora e vou resolver do meu jeito, vou levar meus primo
mod:hate; service | a caixa é uma preta metida, me atendeu com cara feia
missingItem | vcs tão de sacanagem né? pedi 2 combos e veio 1
paidExtra | paguei a borda recheada e veio sem, vou abrir reclamação no Procon e no Reclame Aqui
mod:refund; notDelivered | o pedido não chegou e até agora o ifood não estornou meu dinheiro, já são 10 dias
mod:offensive; service | a mocinha do telefone é uma grossa, mal educada, uma vaca
mod:offensive; melted; service | o açaí chegou derretido e quando liguei a atendente riu da minha cara, sonsa idiota
mod:offensive; customisation | escrevi SEM CEBOLA em maiúsculo e veio cheio de cebola. seus jumentos
mod:threat; raw | carne crua no meio. se meu filho passar mal vcs vão pagar com sangue
mod:refund | cancelei o pedido em 2 minutos e o estorno não caiu no cartão até hoje, quem resolve isso?
mod:refund; missingItem | faltou um lanche, abri reclamação e o estorno veio só pela metade
cold; taste | dizem que é a melhor pizza da cidade, mas a minha chegou fria e dura
mod:threat; mod:offensive | se responder essa avaliação com textinho pronto de novo eu taco fogo nessa espelunca, seus lixo
mod:hate; mod:offensive; delay | demorou 2h, tinha que ser loja de paraíba preguiçoso, cambada de vagabundo
mod:offensive; wrongItem | veio o pedido de outra pessoa, com outro nome na nota. que bando de lesado
spoiled | o leite do milkshake tava azedo, nojento pra caramba. vou no Procon
mod:offensive; service | o dono respondeu minha avaliação passada com deboche. palhaço, babaca
mod:noOrder | dizem que o dono não paga os funcionários. não comprem
mod:offensive; delay; cold | 2h de espera e chegou frio. enfia essa comida no rabo
delay; cold | demorou pra cacete e chegou morno, decepcionante
taste | que lixo de comida, sem sal nenhum, um nojo
mod:offensive; allergy | avisei que sou alérgica a camarão e veio camarão no risoto. cozinheiro irresponsável, idiota, podia ter me matado
mod:offensive; pricePortion | 45 reais numa marmita que não enche a mão de uma criança. dono mão de vaca e ladrão
mod:threat; price | aumentaram o preço de novo, 60 conto num combo. cuidado que eu sei onde o dono mora
praise | meu vizinho falou que era bom e ele tinha razão, a esfiha é sensacional
mod:offensive; service | o gerente me tratou como lixo no chat. otário arrogante
cold | porra, a pizza chegou gelada, dava pra fazer picolé
mod:offensive; price | taxa de entrega de 15 reais pra 2km?? vão se f*der
praise | que porra é essa de pastel bom, meu deus
mod:offensive; spoiled | maionese azeda, estragada. vcs são uns porcos imundos
mod:offensive | vai tomar no c* vcs todos
praise | puta que pariu, que coxinha boa do caralho
mod:hate; foreignBody | achei cabelo na marmita, claro, o cozinheiro é um n3go sujo
mod:courier; courier; delay | o motoqueiro ficou 40 min parado no mapa e depois deu volta no bairro todo
`,
);

/** Set DC: order accuracy and contact: wrong, missing, paid-extra, customisation, diet, unanswered or rude store. */
export const BY_OTHERS_DC = parseReviews(
  "othersDC",
  `
wrongItem | pedi pizza de frango com catupiry e veio de calabresa. conferi a comanda grampeada na caixa e tava escrito frango, ou seja, quem montou nem olhou
missingItem | faltou a coca de 2 litros. paguei e não veio
paidExtra | paguei R$ 6 de bacon extra e o hambúrguer veio com a mesma fatiazinha de sempre. cadê o extra que eu paguei?
customisation | pedi SEM CEBOLA, escrevi em letra maiúscula na observação, e veio cheio de cebola
diet; wrongItem | sou diabético, pedi coca zero e mandaram coca normal. se eu não olho a lata eu tinha tomado
unanswered; wrongItem | veio errado e liguei 4 vezes pra loja pra avisar, ninguém atendeu. no whatsapp só visualizam
service; missingItem | mandei mensagem no chat falando que faltou a batata e a resposta foi "não é possível, a gente confere tudo". basicamente me chamaram de mentiroso
praise | tudo certinho, veio até os sachês de ketchup a mais que eu pedi na observação. parabéns pelo cuidado
wrongItem | veio o pedido de outra pessoa. o nome na sacola era Juliana, eu sou o Marcos
customisation; taste | pedi a carne ao ponto e veio bem passada, dura feito sola de sapato
customisation | pedi o molho à parte pra salada não murchar e veio tudo misturado
diet; wrongItem | sou vegetariana e pedi o burger de grão de bico. veio de carne. só percebi na segunda mordida, que nojo
diet | pedi o bowl vegano e veio com queijo ralado por cima. vegano com queijo?? sério isso?
missingItem | pedi 10 esfihas e vieram 8
missingItem | cadê os talheres? pedi marmita e não mandaram garfo nenhum, tive que comer com colher de café
customisation | pedi o suco sem gelo e veio com gelo do mesmo jeito
delay; missingItem | demorou 1h30 e ainda veio sem o refrigerante
wrongItem | pedi média e veio broto. paguei pela média
paidExtra | paguei borda recheada de cheddar e a borda veio vazia, sem nada dentro
paidExtra | paguei o refil do cha mate (+R$5) e so veio um copo
unanswered; delay | pedido atrasado 50 min, tentei falar com a loja pelo chat e nada. ninguem responde
service | a moça do telefone foi super grossa, disse que se eu não gostei era só não pedir mais
wrongItem; missingItem | veio a pizza errada e sem o guaraná
praise | veio exatamente como pedi, sem cebola e com molho à parte. finalmente uma loja que lê a observação
praise; missingItem | comida maravilhosa como sempre, só faltou o molho de alho que é o melhor de tudo
wrongItem | trocaram as bebidas, pedi suco de laranja e veio de maracujá
customisation; diet | sou vegetariano, pedi a pizza SEM bacon e veio com bacon. nem tirando dá pra comer, fica o gosto
diet; wrongItem | sou diabética e escolhi no cardápio o suco SEM açúcar, tem as duas opções. veio o adoçado
unanswered | whatsapp da loja não responde nunca. queria só saber se tinha opção sem lactose antes de pedir
missingItem | pedi 3 hamburgueres pra janta, um pra mim, um pro meu marido e um pro meu filho. abri a sacola e so tinha 2. conferi a nota e estavam cobrando os 3. meu filho ficou sem jantar e eu tive que dividir o meu com ele
cold; wrongItem | veio frio e nem era o sabor que eu pedi
mod:offensive; wrongItem | bando de incompetente, pedi x-salada e veio x-egg. não sabem ler não?
customisation | pedi bem passada e veio ao ponto, rosada no meio. eu escrevi bem passada
| pedi pelo app, chegou. normal
paidExtra | paguei o bacon extra e não veio. mandei msg e responderam que tinha acabado o bacon. se acabou não cobra né
wrongItem | me mandaram um pedido que não era meu, sushi no lugar do meu yakisoba
missingItem | não veio o sachê de maionese nem o ketchup. batata sem molho nenhum
customisation | pedi a pizza com metade sem azeitona e veio azeitona nas duas metades
missingItem; unanswered | faltou a sobremesa (pudim). liguei e ninguem atende
delay; cold; praise | o sabor é ótimo mas demorou quase 2h e chegou gelado
price | taxa de entrega de 15 reais pra 2km é um absurdo
allergy; customisation | tenho alergia a camarão, pedi o yakisoba sem camarão e veio com. podia ter ido parar no hospital
wrongItem | pedi coca lata, veio pepsi. não é a mesma coisa
wrongItem; praise | veio lasanha de frango em vez de bolonhesa, mas tava tão boa que nem vou reclamar muito
service | liguei pra reclamar e o dono gritou comigo no telefone
missingItem | pedi o combo com batata e refri veio so o lanche kkkk q piada
paidExtra | paguei adicional de leite ninho e granola no açaí e não veio nenhum dos dois
customisation | pedi o lanche sem maionese porque não gosto e veio lambuzado de maionese
diet; wrongItem | não como glúten por escolha, pedi o pão sem glúten que tá no cardápio e veio o pão normal
unanswered; notDelivered | pedido não chegou e o app diz entregue. liguei pra loja 6 vezes, ninguém atende
mod:refund; missingItem | faltou o refrigerante e o ifood se recusou a estornar. absurdo
praise; missingItem | faltou o molho mas chamei no whatsapp e resolveram na hora, mandaram outro com o motoboy. atendimento excelente
wrongItem | açaí veio de 300ml, eu pedi de 500
missingItem | veio so 1 guarana, pedi 2
customisation; taste | pedi o ponto da carne mal passado e veio torrado, queimado por fora
general | horrível. nunca mais
mod:offensive; unanswered | ninguém atende essa porra de telefone
diet; wrongItem | meu filho é diabético e eu pedi o suco zero. veio o normal. ele quase tomou
customisation | toda vez eu escrevo na observação "sem picles" e toda vez vem com picles. ja pedi umas 5 vezes nesse lugar, sera que alguem le as observacoes?
missingItem | esqueceram o arroz da marmita. só feijão e carne
packaging; missingItem | o molho vazou todo na sacola e o guardanapo não veio
praise | pedi sem cebola, sem tomate, molho à parte e a carne ao ponto. veio TUDO certo. raridade hoje em dia
delay | 1h40 de espera
wrongItem | mandaram pizza doce de banana no lugar da de chocolate
unanswered; missingItem | o chat da loja é de enfeite. escrevi que faltou a batata, já passou 2 dias e nada
service | resposta robótica e sem educação no chat, só "não somos responsáveis" e tchau
paidExtra | paguei 8 reais na borda de catupiry e veio borda comum
diet; customisation | sou vegana e pedi sem queijo e sem maionese. veio com os dois
taste; missingItem | hambúrguer salgado demais e não veio o molho especial
praise | chegou rápido, quentinho e com tudo que pedi. nota 10
wrongItem | recebi pedido de outro cliente. a sacola tinha o nome Roberta e endereço de outra rua
missingItem | pedi 2 temakis e veio 1
service; wrongItem | veio o sabor errado e quando liguei a atendente disse que fui eu que pedi errado. mandei o print do pedido e ela desligou na minha cara
unanswered | tentei cancelar antes de sair e ninguém respondeu no chat
portion | porção de batata minúscula
pricePortion | aumentaram o preço e diminuíram o tamanho do lanche
customisation; taste | pedi o molho à parte e veio por cima. o pastel chegou todo encharcado
missingItem | não mandaram a colher do açaí. como que eu como?
wrongItem | pedi file de frango grelhado e vei empanado
diet; wrongItem | minha mãe é diabética, pedi a sobremesa diet que tá no cardápio e mandaram a comum
warmDrink; missingItem | refri quente e sem o canudo
mod:offensive; service; wrongItem | atendente mal educado do caralho, me tratou como lixo quando liguei pra falar do pedido errado
customisation | pedi sem gelo pq tenho sensibilidade nos dentes, veio com gelo
paidExtra; unanswered | paguei adicional de ovo, nao veio. mandei msg, sem resposta
praise | a loja me ligou avisando que acabou o guaraná e perguntou se podia trocar por coca. isso é respeito com o cliente
wrongItem | pedi pastel de carne e veio de queijo
missingItem | faltou a farofa e o vinagrete do churrasco
delay; unanswered | o pedido ficou parado em "preparando" por mais de uma hora. liguei pra loja tres vezes, caiu na caixa, mandei no chat do app e no whatsapp do perfil, ninguem deu sinal de vida. so fui receber 1h50 depois de pedir
customisation | pedi pra cortar em 8 fatias, veio em 4
| pedi ontem. hoje pedi de novo
wrongItem | pedi a calabresa acebolada e veio portuguesa de novo, segunda vez seguida
cold; missingItem | comida fria e faltou o feijão
diet; wrongItem | pedi o x-tudo veggie (sou vegetariano há 10 anos) e veio com hambúrguer de carne. fiquei muito chateado
unanswered | telefone da loja so cai na caixa postal, ja tentei umas 10x
service | a atendente foi grossa no whatsapp só porque perguntei se tinha opção vegana
missingItem; app | faltou um item e o app não tem opção pra reclamar de item faltante, só do pedido inteiro
paidExtra | paguei o "caprichado" (+R$5) e veio igualzinho o normal
praise | entregador educadíssimo e pedido todo certo
customisation; service | pedi a coxinha sem catupiry e veio com. reclamei e me responderam com deboche que "é a receita, se não gosta pede outra coisa"
missingItem | vieram 5 coxinha, o combo é de 6. contei 2x
wrongItem | veio coca zero, eu pedi coca normal
mod:threat; wrongItem | é a terceira vez que erram meu pedido. da próxima vou aí pessoalmente e vocês vão ver
mod:noOrder | nunca pedi mas minha vizinha disse que eles trocam os pedidos toda hora
warmDrink | refri sem gás e quente
customisation | sem cebola. SEM. CEBOLA. veio cebola.
praise; delay | demorou um pouco mas veio tudo correto e bem embalado
missingItem | o pedido era 2 marmitas + 2 sucos. vieram as 2 marmitas e 1 suco
unanswered; wrongItem | veio o tamanho errado, tentei ligar, tentei o chat, tentei o whatsapp. nada. parece loja fantasma
paidExtra | pedi o açai com adicional de nutela (7 reais) e nao tinha nutela nenhuma
customisation | pedi o macarrão sem pimenta pq meu filho de 4 anos ia comer. veio apimentado
wrongItem; delay | demorou 1h e ainda veio o sabor trocado
service | o dono respondeu minha avaliação me xingando. profissionalismo zero
diet | pedi o prato marcado como vegetariano no cardápio e tinha pedaços de bacon no feijão
missingItem | sem guardanapo, sem talher, sem nada
taste | arroz empapado e frango sem tempero
praise | melhor açaí do bairro, sempre vem caprichado
wrongItem; missingItem; unanswered | Pedi pra festa de aniversário da minha filha: 2 pizzas grandes (calabresa e 4 queijos) e um refrigerante de 2L. Veio uma de calabresa, outra de frango que ninguém pediu, e o refri não veio. Liguei umas 5 vezes, ninguém atendeu. Tive que sair pra comprar refri no mercado com a casa cheia de visita
mod:offensive; missingItem | cadê minha batata seus palhaços
unanswered; service | liguei 3x e ninguém atendeu, quando finalmente atenderam foi com a maior má vontade
missingItem; praise | pizza perfeita, mas esqueceram o refri
customisation | pedi tapioca sem manteiga, veio cheia de manteiga
paidExtra; missingItem | paguei bacon extra que não veio, e também faltou a batata
wrongItem | o suco veio de uva, pedi de morango. a loja nem tem suco de uva no cardápio, de onde saiu isso?
delay; cold | 2h e pizza gelada
diet; customisation | pedi a salada sem croutons pq to fazendo low carb e veio cheia de croutons
general | decepcionante
unanswered | mandei mensagem perguntando do meu pedido faz 3 horas e ninguém respondeu até agora
praise | a atendente do whats foi muito educada e resolveu meu problema rapidinho
wrongItem | mandaram a bebida errada, guaraná no lugar do mate
missingItem | faltou o pão de alho que vem no combo
paidExtra | paguei pra trocar a batata palito por rústica (+R$4) e veio palito
customisation | pedi o hambúrguer sem queijo e veio com queijo dobrado
other=nota fiscal cpf | pedi nota fiscal com cpf na observação e não mandaram
mod:offensive; service | a atendente me chamou de chata no telefone. chata é sua mãe
wrongItem; cold | chegou frio e trocaram meu hambúrguer de carne pelo de frango
praise | nunca erraram meu pedido, sempre tudo certinho
missingItem | o kit festa veio com 50 salgados em vez dos 100 que paguei
unanswered | ninguém atende o telefone da loja nem no horário de funcionamento
customisation | pedi o frango sem pele e veio com pele
delay; service | atrasou e quando perguntei a loja respondeu com deboche "é sexta, tá todo mundo pedindo, tem que ter paciência"
diet; wrongItem | Boa noite. Gostaria de registrar que sou diabético tipo 1 e o combo que pedi veio com o refrigerante comum, embora eu tenha selecionado a opção zero no aplicativo. Felizmente percebi pelo rótulo antes de beber. Peço mais atenção na separação das bebidas
wrongItem; price | ja é caro demais, R$ 89 na porção grande, e ainda mandam a pequena
praise | pedido sempre chega certinho, com as observações respeitadas. recomendo
missingItem; delay | demorou muito e o sorvete da sobremesa nem veio
mod:app; app | o app não deixa eu escrever observação no pedido
customisation; taste | pedi a pizza bem assada e veio branquinha, massa crua no meio
wrongItem; unanswered | veio o pedido de outra pessoa e a loja não atende pra gente resolver. to aqui com a comida de um estranho
paidExtra | paguei 3 molhos extras e veio só 1
service | a loja respondeu meu chat com "e daí?"
praise | obrigado por mandarem a sobremesa de cortesia, muito gentil!
`,
);

/** Set DG: easy to misread: complaint words in praise, about the day or the past, questions and hypotheticals, beside real complaints told by hints and irony. */
export const BY_OTHERS_DG = parseReviews(
  "othersDG",
  `
praise | absurdo de bom esse hambúrguer, sério, não tem explicação
praise | criminoso de gostoso esse brownie, devia ser proibido por lei
praise | perigoso de tão bom, já é o terceiro pedido da semana
praise | viciante essa coxinha, minha carteira que lute
praise | o bilhetinho que vocês mandaram junto me matou de rir kkkk e o lanche tava perfeito
praise | chuva horrível aqui no bairro e mesmo assim chegou quentinho e sequinho, parabéns
praise | trânsito caótico na marginal hoje e o motoboy chegou em 25 min, não sei como fez isso
praise | dia péssimo no trabalho, meu chefe um inferno, mas esse açaí salvou minha noite
praise | meu time perdeu de 3 a 0, pelo menos a pizza foi campeã
praise | antes demorava demais, mas agora tá chegando rapidinho, melhoraram muito
praise | uma vez reclamei aqui da batata murcha, dessa vez veio super crocante. valeu por ouvirem
| vocês têm opção sem lactose? queria pedir pra minha mãe
praise | podiam ter opção sem lactose no cardápio, de resto tudo maravilhoso
praise | se tivesse chegado frio eu ia reclamar, mas veio pelando. nota 10
praise | ridículo de bom, não tem condição
praise | um absurdo o tamanho desse lanche, comi metade e tô cheio até agora
praise | vou processar vocês, engordei 2kg essa semana de tanto pedir 😂
praise | essa pizza é um pecado, que crime
praise | tô com raiva, acabou rápido demais de tão gostoso
praise | pedi no meio da tempestade e fiquei com dó do entregador, chegou tudo certinho e ainda seco
praise | o app do meu banco travou na hora do pix mas depois deu certo, comida excelente como sempre
praise | sacanagem fazer um molho desses e não vender o pote separado
praise | meu marido reclamou... que eu comi a parte dele. estava divina
praise | não tenho nada a reclamar, só que agora não consigo pedir em outro lugar
| pedi pela primeira vez, ainda não comi, depois eu conto
| vocês entregam no Jardim Botânico no domingo à noite?
praise | a farofa é uma afronta de tão boa
praise | minha dieta foi pro espaço, culpa desse x-bacon maravilhoso
praise | quase chorei, o gosto lembra a comida da minha vó
praise | cruel ter que esperar a semana inteira pela feijoada de sábado, mas vale cada minuto
praise | antigamente o pastel vinha encharcado de óleo, hoje veio sequinho. tá de parabéns a cozinha
| se tivesse borda de catupiry eu pediria mais vezes
praise | tava com fome de leão e esse prato deu conta, muito bem servido
praise | briguei com a minha namorada pela última fatia kkkk
praise | calor insuportável aqui em Cuiabá e o sorvete chegou firminho, nem começou a derreter
praise | o porteiro do meu prédio é um chato e não deixou subir, mas o entregador esperou numa boa e foi super educado
praise | meu filho que não come nada limpou o prato, milagre
praise | monstruoso esse burger, no bom sentido
praise | achei que ia demorar por causa do jogo do Brasil, mas chegou em 20 minutos e quentinho
praise | eu que coloquei o número errado no endereço e o entregador ainda deu um jeito de me achar, obrigado
praise | insano o tempero desse frango
praise | uma tragédia: acabou. quero mais
| dá pra colocar molho à parte nas observações? queria pedir assim da próxima vez
praise | sugestão: vendam o pudim em tamanho família, porque esse é bom demais pra ser só um pedaço
praise | fiquei revoltado... com o quanto eu comi. excelente
praise | da última vez veio sem o refri, vocês mandaram dois no pedido seguinte sem eu pedir. respeito
praise | a única coisa ruim da noite foi o jogo do meu time, o resto nota mil
praise | chegou antes do previsto, quase me pegou no banho kkk
praise | bagunçou minha vida esse pastel de nutella, agora só penso nisso
praise | covardia com a concorrência cobrar esse preço numa comida desse nível
praise | o entregador veio debaixo de um toró e ainda sorrindo, dá um aumento pra esse homem
| nunca pedi de vocês ainda, tem opção vegana?
praise | a embalagem é tão bem fechada que levei 5 minutos pra abrir kkk nada vazou
praise | o único problema é que acabou
praise | tinha medo de pedir sushi por delivery, mas chegou fresquinho e bem gelado
praise | a pimenta da casa é do capeta, exatamente do jeito que eu gosto
praise | dia horrível, perdi o ônibus, tomei chuva, levei bronca... aí chegou esse strogonoff e tudo ficou bem
praise | o antigo dono era grosso no telefone, mas a gerência nova é um amor de pessoa
praise | sou chato com hambúrguer e não achei um defeito
praise | meu cachorro ficou olhando com uma inveja... perfeito
praise | que raiva de não ter descoberto esse lugar antes
praise | pesado? sim. arrependido? nunca. melhor parmegiana da região
praise | o motoboy se perdeu por causa da obra na minha rua, mas ligou e chegou rapidinho. comida top
praise | vocês não existem, sério, que capricho
praise | desgraça de coxinha boa
praise | tô até com vergonha de quantas vezes pedi esse mês
praise | salvou meu domingo de ressaca
praise | chegou tão quente que queimei a língua, culpa minha que não esperei esfriar
praise | a tapioca estava uma bomba... de sabor, recheio transbordando
praise | ia dar 4 estrelas só pra vocês não ficarem convencidos, mas não dá, é 5
| minha sogra que escolheu o restaurante, eu só paguei
praise | a pior parte foi ter que dividir com meus filhos
| choveu o dia todo aqui, nem pensei em cozinhar
praise | essa lasanha devia vir com aviso de perigo, comi a travessa inteira sozinho
praise | nem acreditei que era delivery, parecia que eu tinha comido no salão
taste | a batata estava... interessante
taste | vou precisar de um dentista depois dessa pizza
delay | deu tempo de assistir um filme inteiro esperando o lanche
cold | o hambúrguer chegou na temperatura ambiente do Alasca
taste | o arroz tinha mais sal que a água do mar, pelo menos bebi bastante água depois
portion | precisei de uma lupa pra achar o frango no strogonoff
missingItem | o refrigerante deve ter ido passear, porque aqui não chegou
wrongItem | pedi calabresa e ganhei uma surpresa de frango com catupiry. adoro surpresas 🙃
customisation | escrevi "sem cebola" em letra maiúscula, acho que leram "capricha na cebola"
packaging | a sopa veio toda no fundo da sacola, virou sopa de sacola
raw | o frango tava tão mal passado que quase saiu cacarejando, rosado por dentro
pricePortion | R$ 45 num açaí de 300ml, deve ser açaí de grife
price | a taxa de entrega saiu mais cara que o lanche, modelo de negócio interessante esse
foreignBody | veio um cabelo de brinde no macarrão, não precisava se incomodar
melted | o sorvete chegou em estado líquido, tomei de canudinho
warmDrink | a coca chegou morninha e sem gás, parecia chá
courier; mod:courier | o entregador tava com tanta pressa que jogou a sacola por cima do portão e sumiu. muito eficiente
service | liguei pra perguntar do pedido e a moça falou comigo como se eu estivesse atrapalhando o dia dela
unanswered | mandei mensagem umas cinco vezes no chat, devem estar de férias
notDelivered | o app diz que foi entregue. deve ter sido pro meu vizinho imaginário
taste | a pizza estava bem... crocante. preta, na verdade
spoiled | a maionese tinha um azedinho diferente, não sei se era pra ser assim
poisoning | a noite foi longa, conheci cada azulejo do meu banheiro depois desse yakisoba
paidExtra | paguei o bacon extra, mas acho que ele ficou tímido e não quis aparecer
allergy | avisei na observação que sou alérgica a camarão e veio camarão no risoto. quase que o jantar virou visita ao pronto-socorro
diet | pedi o hambúrguer vegetariano e ele veio com bacon, deve ser um vegetariano flexível
app; mod:app | o cupom sumiu bem na hora de pagar, mágica do aplicativo
general | experiência inesquecível. infelizmente
cold | tive que esquentar no micro-ondas o que era pra chegar quente, mas tudo bem, adoro cozinhar
portion | esse "tamanho família" deve ser pra família de formiga
taste | o pastel estava tão oleoso que dava pra fritar outro pastel com o óleo que escorreu
missingItem | cadê os talheres? comi o yakisoba com a mão, experiência cultural
customisation; taste | pedi a picanha ao ponto e recebi uma sola de sapato bem passadinha
wrongItem | veio o pedido de um tal de Marcos. espero que o Marcos tenha gostado do meu
packaging | a caixa chegou amassada e a pizza toda grudada na tampa, virou arte abstrata
delay; cold | 1h40 de espera pra receber uma pizza geladinha, tipo pizza de ontem
pricePortion | o preço subiu e o lanche encolheu, deve ser a tal da inflação gourmet
service | a atendente desligou na minha cara, muito simpática
praise; taste | a massa estava ótima, já o molho parecia que alguém derrubou o saleiro dentro
raw | o frango empanado tava rosinha por dentro, acho que esqueceram de terminar de fritar
spoiled | o leite condensado do açaí tava com um cheirinho de vencido, que delícia
notDelivered | marcaram como entregue ontem à noite e eu sigo aqui esperando, sentado na calçada
courier; mod:courier | o motoboy abriu a sacola pra "conferir" e as batatas ficaram misteriosamente mais leves no caminho
unanswered | liguei três vezes, o telefone de vocês é só decorativo?
delay | quando o pedido chegou eu já tinha feito aniversário
warmDrink | o guaraná veio mais choco que piada de tio
melted | o petit gateau chegou, o sorvete que acompanhava virou um creminho no fundo da caixa
portion | três batatinhas contadas, uma porção bem... simbólica
praise; missingItem | o lanche tava ótimo, pena que a batata não quis vir junto
paidExtra | paguei a borda recheada, mas a borda veio de dieta, vazia
customisation | pedi o molho à parte e recebi uma batata nadando no molho, natação olímpica
allergy | coloquei que meu filho tem alergia a amendoim e veio paçoca por cima do açaí. ainda bem que eu olhei antes
diet | sou diabético e pedi o suco sem açúcar, veio doce igual melado. vou lá medir a glicose, valeu
poisoning | passei o dia seguinte inteiro abraçado com o vaso, acho que foi o camarão
service | perguntei se dava pra trocar e a resposta foi "se quiser, né". adorei a vontade de ajudar
app; mod:app | o rastreio do aplicativo mostrava o entregador no meio do oceano, muito útil
mod:refund; wrongItem | veio o pedido errado, pedi estorno faz 20 dias e o dinheiro deve estar vindo a pé
mod:noOrder | nunca pedi aí, mas dizem que a cozinha é bem... criativa com a higiene
delay; taste | depois de 1h de espera chegou um pão murcho e borrachudo, valeu muito a pena esperar 🙃
praise; cold | o sabor é ótimo quando chega quente, pena que hoje só lembrei disso pela memória
wrongItem | pedi a grande, veio uma média muito confiante de que era grande
foreignBody | a salada veio com proteína extra: uma lagartinha
mod:offensive; taste | parabéns aos gênios da cozinha, conseguiram queimar até o arroz, bando de anta
unanswered | maravilhoso o atendimento de vocês: ninguém responde
wrongItem | amei receber o pedido de outra pessoa, sempre quis experimentar strogonoff de palmito
pricePortion | ótimo custo-benefício pra quem gosta de pagar caro por pouca comida
delay | já reclamei da demora antes e continua exatamente igual, pelo menos são coerentes
cold | se eu quisesse comer frio tinha pedido salada
portion | alguém sabe me dizer onde foi parar o recheio do meu pastel?
courier; mod:courier | sugestão: ensinem o entregador a subir escada, moro no segundo andar e tive que descer de muleta
missingItem | sugiro conferirem os pedidos antes de mandar, meu suco ficou aí com vocês
portion; taste | o sushi tinha mais arroz que peixe e o arroz tava papa, tipo mingau japonês
spoiled | o peixe tinha um cheirinho... marcante. não arrisquei
portion; praise | o gosto é bom, mas a marmita "executiva" vem com uma colherada de arroz e olhe lá
general | pensando seriamente em voltar a cozinhar em casa
`,
);

/** Set DI: Spanish and English from people living in Brazil, plain and hard, some Portuguese words and typos. */
export const BY_OTHERS_DI = parseReviews(
  "othersDI",
  `
delay | Pedí a las 20h y llegó 21:40, demasido tiempo para una marmita
delay; cold | tardó casi dos horas y la hamburguesa llegó fría. qué decepción
cold | la pizza llegó helada, parecia sacada de la heladera
wrongItem | pedí la de calabresa y me mandaron una de frango con catupiry
missingItem | faltó la coca del combo, otra vez
paidExtra | pagué bacon extra y no vino ni una tirita de bacon
portion | porción ridícula, conté 9 papas fritas
price | carísimo. la taxa de entrega sale más que el plato
pricePortion | subieron el precio y la porción cada vez más chica, ya no vale lo que cuesta
packaging | el açaí llegó todo derramado en la bolsa, la tapa mal cerrada
taste | arroz sin sal y la carne sin tempero ninguno, todo insípido
raw | el pollo estaba crudo por dentro, rosado y con sangre. No se puede servir eso
spoiled | la mayonesa tenía olor agrio, claramente estaba pasada
foreignBody | encontré un pelo largo en el medio del strogonoff. Asqueroso
poisoning | comí el sushi y pasé toda la noche vomitando y con diarrea
allergy | avisé en la observación que soy alérgica al camarón y el risoto vino con camarón. Terminé tomando antialérgico
diet | soy vegetariano, pedí la burger veggie y vino de carne
courier; mod:courier | el motoboy fue super grosero, no quiso subir y me gritó por el interfono
app; mod:app | la app no aceptó mi cupón y me cobró el valor entero, siempre lo mismo con el iFood
service | la chica del chat me respondió de mala gana como si yo estuviera molestando
unanswered | llamé 5 veces al restaurante para saber del pedido y nadie atendió
praise | todo buenísimo, llegó calentito y rapidísimo. Recomiendo!!
mod:offensive; wrongItem | son unos idiotas, no saben leer? pedí muzzarella y mandaron de atún
mod:threat; spoiled | si me vuelven a mandar carne podrida voy al local y les rompo la cara
mod:noOrder | dicen que en la cocina de este lugar hay ratas. nunca pedí y ni loco pido
delay | entrega express, solo 2 horas y media 👏👏
cold | gracias por la pizza a temperatura antártica, muy refrescante 🙄
delay; missingItem; cold | tardó una hora, faltó el guaraná y las papas llegaron frías
customisation | pedí SIN cebolla, bien clarito en la observación, y vino llena de cebolla
warmDrink | el refri llegó caliente y sin gás
melted | el helado llegó todo derretido, parecía sopa
notDelivered | en la app figura entregado pero acá no llegó nada, el portero tampoco recibió
general | horrible. nunka más
 | pedí el combo 2 para la cena, llegó a las 20h
mod:refund | cancelaron el pedido hace 10 días y el estorno todavía no aparece en mi tarjeta
mod:hate; taste | comida sin gusto ninguno, seguro la cocina un m4ricón que no sabe ni hervir agua
other=nota fiscal CPF | pedí nota fiscal con CPF y no la mandaron
praise; delay | la comida riquísima pero tardó 1h15 en llegar
taste | la pizza estaba quemada abajo, toda negra
taste | la masa del pastel estaba cruda, pegajosa por dentro
raw; customisation | pedí la hamburguesa bien cocida (bem passado, escribí) y vino cruda en el medio, roja roja
foreignBody | había un pedazo de plástico dentro del pastel de queso
foreignBody | una cucaracha en la marmita. UNA CUCARACHA. Pelo amor de Deus
spoiled | el salmón tenía olor fuerte, estaba echado a perder
allergy | soy celíaca, pedí la pizza sin gluten y la masa era la común, se notaba a simple vista
diet | soy diabético, pedí guaraná zero y mandaron el normal con azúcar
courier; missingItem | el repartidor abrió la bolsa, el lacre estaba roto y faltaba una coxinha
app; mod:app | el rastreo de la app no funciona, el mapa quedó congelado una hora
service | me dijeron por teléfono "si no le gusta pida en otro lado". Qué atención
unanswered; delay | pedido con 1h30 de atraso, mandé mensaje por el chat y ni respondieron
praise | la mejor feijoada que comí en São Paulo, sabor de casa
mod:offensive; delay | qué porra de restaurante, 2 horas para una pizza, váyanse a la mierda
wrongItem; service; mod:threat | vino el pedido de otra persona y no me resolvieron nada. Voy a exponer este lugar en todos los grupos del barrio, se van a arrepentir
mod:noOrder | me contaron que el dueño reutiliza el aceite de la semana pasada. no compren
mod:noOrder | nunca compré aquí pero mi vecina dijo que se intoxicó, cuidado gente
pricePortion | 45 reales por un poke que no llena ni a un niño
portion | la porción de farofa era una cucharita
packaging | la caja de la pizza vino aplastada y el queso pegado en la tapa
taste | todo muy grasoso, el pastel chorreando aceite
cold; warmDrink | la comida tibia y la cerveza caliente, fenomenal 🙃
wrongItem | me llegó el pedido de otra persona, con otro nombre en la bolsa
missingItem | no mandaron cubiertos ni servilletas, comí con la mano
paidExtra | pagué borda rellena de catupiry y la borda vino vacía
customisation | pedí la salsa aparte y vino todo mezclado encima de las papas
price | R$ 18 por una lata de refri?? un robo
general | experiencia pésima de principio a fin
praise | el dueño me llamó para avisar que iba a demorar un poquito, muy atentos, y la comida perfecta
mod:refund | pagué por pix, el pedido fue cancelado y el iFood no me devuelve la plata hace dos semanas
spoiled; poisoning | la leche del batido estaba cortada y después me dio un dolor de barriga terrible
raw | el frango frito estaba crudo cerca del hueso, todavía con sangre
delay; unanswered; cold | 1h40 esperando, nadie contesta el teléfono y cuando llegó estaba frío
taste | el açaí aguado, sin sabor a nada
 | primera vez que pido aqui
praise | muy gostoso todo, y el motoboy super amable también
other=troco errado | pagué en efectivo, pedí troco para 100 y me devolvieron 10 reales menos
delay | ordered at 7pm, arrived at 9. two hours for a burger
cold | food arrived stone cold. had to microwave everything
wrongItem | I ordered the frango a passarinho and got a calabresa portion instead
missingItem | the guaraná from the combo never came
paidExtra | paid R$8 for extra cheese and there was no extra cheese at all
portion | tiny portion, half the container was empty
price | way overpriced for a lanchonete, and the delivey fee is absurd
pricePortion | prices went up again and the portion is smaller every time. not worth it anymore
packaging | the soup leaked all over the bag, lid wasnt even closed
taste | way too salty, couldnt eat more than two bites
raw | chicken was pink and raw in the middle. that's dangerous
spoiled | the vinaigrette smelled sour and the lettuce was rotten
foreignBody | found a hair in my yakisoba. disgusting
poisoning | whole family got diarrhea after the shrimp bobó. never again
allergy | I'm lactose intolerant and the "dairy free" wrap had cheese in it. had to take lactase pills
diet | I'm vegan, ordered the vegan bowl and it came with an egg on top
courier; mod:courier | courier refused to come to the gate, made me walk two blocks to get my food
app; mod:app | the app charged my card twice for the same order
service | the guy on whatsapp was super rude when I asked about my order
unanswered | called the store like 6 times, nobody picked up
praise | amazing pastel, crispy and full of filling. best in town
mod:offensive; cold | you guys are a bunch of useless morons, cold food AGAIN
mod:threat; delay | two hours late again. next time I'm going there in person and someone is getting hurt
mod:noOrder | heard from a friend they use expired meat. never ordered and never will
delay | wow, super fast, only took 2 hours 🙄
taste | "gourmet" burger that tastes like cardboard. chef's kiss 👌
delay; cold; missingItem | 1h20 late, fries were cold and the sauce sachets were missing
customisation | asked for no tomato, came with tomato. every single time
warmDrink | the soda was warm and flat, sem gás nenhum
melted | milkshake arrived completely melted, basically milk
notDelivered | says delivered in the app but nothing came. doorman didnt recieve anything either
general | terrible. just terrible
 | ordered the executive lunch today
mod:refund | order got cancelled and I still havent got my estorno after two weeks
mod:hate; taste | burger was burnt to a crisp, what do you expect from a place run by f4ggots
other=nota fiscal CPF | asked for a nota fiscal with my CPF and they never sent it
praise; delay | food was delicious but it took forever to arrive
taste | pizza base was burnt black underneath
taste | bread was doughy and raw inside, like they pulled it out of the oven too early
raw; customisation | asked for the steak well done (bem passado) and it came bloody and raw
foreignBody | there was a piece of plastic wrap inside my lasagna
foreignBody | a fly. a FLY in my açaí
spoiled | the cream cheese in the sushi was clearly expired, tasted sour
allergy | told them I have a peanut allergy and the dessert had paçoca in it. ended up at the UPA
diet | I'm diabetic and asked for the sugar free juice, they sent it with sugar
courier; missingItem | the bag was opened and one of the coxinhas was gone. the courier clearly ate it
app; mod:app | coupon wouldnt apply at checkout and the app kept crashing
service | they hung up on me when I complained. great customer service 👍
unanswered; wrongItem | wrong order, sent 3 messages in the chat, zero answers
praise | best marmita in the neighbourhood, tastes like my grandma's food
mod:offensive; missingItem | where's my fucking drink you idiots
mod:threat; unanswered | I know where you guys work. keep ignoring my messages and see what happens
mod:noOrder | saw on instagram that the vigilância sanitária shut them down last month. stay away
mod:noOrder | never tried it but my coworker said they found a cockroach. just warning people
pricePortion | R$60 for 4 little skewers. a joke
portion | came with like a spoon of rice, I was still hungry after
packaging | box was completely crushed, burger was all squished to one side
taste | super greasy, the fries were soaking in oil
cold; melted | pasta arrived cold and the ice cream was melted. they got every temperature wrong lol
wrongItem | got someone else's order, name on the bag was Marcos, I'm Julia
missingItem | no cutlery, no napkins, no ketchup
paidExtra | paid for extra bacon, came with the regular amount. basicaly stole 6 reais
customisation | asked for the sauce on the side, everything was drowned in sauce
price | R$15 delivery fee for 2km?? insane
general | worst experience ever with this place
praise | the owner sent a little brigadeiro with a note, super sweet. food was perfect too
wrongItem; mod:refund | iFood denied my reembolso even with photos of the wrong order
spoiled; poisoning | the chicken smelled off and I threw up an hour after eating it
raw | the pork ribs were still pink and raw near the bone
delay; unanswered | over an hour late and the phone just rings and rings
taste | açaí tasted watery, like they mixed it with water
 | first time ordering here, will see
praise | muito bom! fast delivery and the food was hot
delay; wrongItem; service | came 50 min late, wrong flavour, and when I complained the attendant said "that's what we had"
other=pedido cancelado loja fechada | app showed the store open, I ordered, then 40 min later they cancelled saying they were closed
`,
);

/** Set DJ: delivery-only kitchens (açaí, poke, marmita fit, vegan, gluten-free): diets, allergies and intolerances, respected or not, grams counted. */
export const BY_OTHERS_DJ = parseReviews(
  "othersDJ",
  `
praise | açaí de 500 veio bem cremoso, nada aguado, e os adicionais separadinhos. perfeito
melted | açaí chegou virado sopa, tudo derretido dentro do saco
delay; melted | 1h10 pra chegar um açaí... óbvio que chegou derretido né
diet | sou vegana e pedi o bowl "100% vegetal", veio com granola de mel. mel não é vegano gente
allergy | sou celíaca e pedi a marmita da categoria sem glúten, veio com farofa de farinha de rosca por cima. como assim
praise | finalmente uma cozinha que respeita celíaco de verdade, tudo lacrado e com etiqueta sem glúten. virei cliente
portion | pesei a marmita fit na balança: 90g de frango. no cardápio diz 150g. quem treina sabe a diferença
pricePortion | R$ 42 num poke que mal enche uma tigela de sobremesa. não compensa o preço pro tamanho
wrongItem | pedi poke de salmão e veio de atum
customisation | pedi poke sem cebola roxa, escrevi na observação, veio cheio de cebola
allergy; customisation | avisei na observação que tenho alergia a amendoim e o açaí veio com paçoca por cima. podia ter me matado
mod:offensive; allergy | bando de irresponsável do caralho. o poke de salmão veio com camarão que nem tá na descrição e eu sou alérgico
diet | sou diabético e pedi o açaí zero açúcar, claramente veio com xarope adoçado. glicemia foi lá pra cima
praise | marmitas low carb muito bem temperadas, nem parece comida de dieta. to no cutting e salvou minha semana
cold | pedi a marmita do dia, não a congelada, e chegou fria que nem pedra
missingItem | faltou a colher do açaí, tive que comer com colher de casa
paidExtra | paguei 4 reais de adicional de whey no açaí e não veio whey nenhum
packaging | o shoyu veio com a tampinha aberta e vazou tudo dentro da sacola, a salada ficou boiando
delay | pedido marcado pra 40 min chegou com 1h30. almoço virou janta
notDelivered | app diz entregue e eu não recebi nada. ninguém tocou o interfone
unanswered; wrongItem | veio a marmita errada, tentei falar com a loja pelo chat 3 vezes e nada de resposta
taste | frango da marmita seco parecendo isopor e a batata doce sem sal nenhum
raw | o frango da marmita tava rosado por dentro, cru mesmo. joguei fora
spoiled | o salmão do poke tava com cheiro forte, passado. não dá pra arriscar com peixe cru
poisoning; spoiled | comi o poke e passei a madrugada vomitando. o peixe já tava com gosto estranho
foreignBody | achei um fio de cabelo no meio da salada. perdi a fome
foreignBody | tinha um pedaço de plástico duro na granola do açaí, quase quebrei o dente
praise; delay | demorou um pouco mas valeu, açaí mais bem servido da região
price | taxa de entrega de R$ 11,90 pra 2 km? não dá
mod:noOrder | nunca pedi mas dizem que essa cozinha funciona numa garagem imunda, fiquem espertos
mod:threat; wrongItem | segunda vez que meu pedido vem errado. se vier de novo vou aí pessoalmente e não vai ser pra conversar
mod:refund; missingItem | faltou a salada e o ifood negou o reembolso dizendo que o pedido foi completo. palhaçada
mod:courier; courier | o motoboy me xingou porque eu pedi pra ele subir no meu andar. a comida tava ok
mod:app; app | o app cobrou duas vezes no cartão e o suporte não resolve. nada contra o restaurante
diet | pedi a opção vegetariana e no meio do arroz de couve-flor tinha pedaço de bacon
diet; customisation | coloquei na observação que sou diabética e pedi SEM leite condensado. veio com leite condensado em cima de tudo
praise | primeira vez que peço poke de dark kitchen e surpreendeu. peixe fresquinho, arroz no ponto
other=mesma cozinha com vários nomes no app | descobri que essa "cozinha saudável" é a mesma que vende hambúrguer e pizza com 5 nomes diferentes no app. perdi a confiança
other=tabela nutricional errada | a tabela nutricional diz 40g de proteína mas com aquela quantidade de frango não chega nem em 20. informação enganosa
pricePortion | o preço subiu 6 reais em 2 meses e a marmita diminuiu. assim fica difícil
general | horrível. nunca mais peço aqui
| pedi pela primeira vez, depois volto pra avaliar direito
praise | chegou rapidinho, quentinho e bem embalado. nota 10
wrongItem | veio o pedido de outra pessoa, com nome de outro cliente na etiqueta
customisation | pedi o molho à parte porque to contando caloria e veio tudo afogado no molho
portion | a "salada grande" veio com três folhas de alface, quatro tomatinhos e umas lascas de frango. saí com fome
mod:hate; taste | comida sem gosto nenhum, coisa de viadinho fitness
praise; pricePortion | comida maravilhosa mas 38 reais numa marmita de 350g pesa no bolso
delay; cold | demorou quase duas horas e a sopa detox chegou morna
warmDrink | o kombucha chegou quente e sem gás nenhum
missingItem | pedi 5 marmitas da semana e só vieram 4
missingItem | não veio o molho de gergelim que acompanha o poke, comi seco
packaging | a tampa da marmita veio aberta e o feijão espalhou pela sacola inteira
packaging; melted | o copo do açaí veio amassado, tampa solta e metade derretida escorrendo
praise | as panquecas de banana sem glúten e sem lactose são divinas. intolerante feliz aqui
allergy | sou intolerante à lactose e o prato "zero lactose" veio com requeijão comum, deu pra sentir na primeira garfada
praise | entregador super educado, subiu até o apartamento, e a comida impecável
raw; service | reclamei no chat do frango cru e a atendente respondeu "impossível, nosso frango é sempre bem passado". que grosseria
delay; unanswered | pedido parado em "em preparo" por 1 hora, liguei na loja e ninguém atendeu
taste | o açaí tava aguado, parecia suco de açaí com gelo
taste | arroz integral duro, parecia que nem cozinhou
praise | tudo fresquinho, legumes crocantes, porção justa. recomendo a marmita de tilápia
praise; missingItem | poke delicioso, só esqueceram os hashis. mas comi de garfo e foi ótimo
general | experiência péssima do começo ao fim
notDelivered; unanswered | pedido nunca chegou, loja não responde no chat, to com fome até agora
wrongItem | pedi açaí de 700ml e veio de 300ml
diet | pedi a marmita do cardápio vegano e veio ovo cozido no meio
allergy | meu filho é alérgico a proteína do leite, pedimos o bolo vegano e tinha manteiga, ele teve reação. ainda bem que tinha antialérgico em casa
praise | cardápio com tudo pesado em gramas e macros certinhos. pra quem faz dieta flexível é perfeito
mod:offensive; wrongItem | que merda de cozinha, terceira vez que vem trocado. aprendam a ler a porra do pedido
mod:courier; courier | motoboy largou a marmita na portaria sem avisar e foi embora, fiquei esperando lá em cima à toa
mod:courier; courier | entregador chegou com a bag aberta e tinha mexido na sacola, o lacre tava rasgado
mod:app; app | o cupom de primeira compra não funcionou na hora de pagar
praise | a melhor marmita fit que já comi por delivery. tempero caseiro, sem aquele gosto de comida de hospital
praise; pricePortion | sabor nota 10, mas R$ 35 por 250ml de açaí é piada
delay | "entrega rápida" 🙄 uma hora e quarenta pra um açaí
spoiled | o homus tava azedo, claramente passado
praise | pedi às 23h e chegou em 20 minutos, açaí trufado maravilhoso
other=não emitem nota fiscal | pedi nota fiscal pra reembolso da empresa e disseram que não emitem
other=talher de plástico descartável | mandam tudo com talher de plástico descartável, pra uma marca que se diz "natural" custava usar algo biodegradável
praise | respeitaram certinho minha observação de sem sal por causa da pressão. obrigado pelo cuidado
praise; portion | gostoso mas pouco, a porção de proteína é muito pequena pra quem treina
raw | o hambúrguer de frango da marmita low carb tava cru no meio, vermelho
diet | pedi o pão "sem glúten" (não sou celíaco, só evito) e veio pão comum, dá pra ver pela textura
allergy | celíaco aqui. o wrap "sem glúten" era de trigo normal. descuido grave
praise | embalagem caprichada, tudo separado em potinhos, nada vazou. parabéns
spoiled; poisoning | iogurte da bowl vencido há 3 dias, tava na etiqueta. fiquei com dor de barriga a tarde toda
mod:threat; foreignBody | achei uma barata na salada. vou postar em tudo que é grupo, vocês vão fechar essa espelunca
mod:noOrder | vi no tiktok que essa dark kitchen usa frango vencido. não peço nem morto
praise | açaí com morango e leite ninho, chegou geladinho e firme. perfeito
delay; cold; praise | demorou e chegou morna, mas o tempero é tão bom que relevei
praise; packaging | comida excelente, só a embalagem que deixou vazar um pouco de caldo
service | atendente do whatsapp super mal educada quando perguntei se tinha lactose no molho
unanswered | mandei mensagem perguntando se o poke tinha gergelim porque sou alérgica e nunca responderam. acabei pedindo em outro lugar
praise | perfeito 👏👏
| ok
| pedi pro escritório, 8 marmitas
wrongItem; diet | pedi a marmita vegana de grão de bico e veio a de frango. sou vegano há 8 anos, que nojo
delay; praise | atrasou 30 minutos mas avisaram pelo chat e mandaram um brownie de cortesia. gostei da atitude
paidExtra | paguei a mais pela proteína dupla e veio porção simples
praise | as opções veganas são criativas e saborosas, o strogonoff de palmito é incrível
praise | amei que mandam o açaí com adicionais separados pra não murchar. detalhe que faz diferença
app; delay | o rastreio do app mostrava o motoboy parado no mesmo lugar por 40 minutos e o pedido chegou super atrasado
mod:offensive; cold | comida fria de novo, seus incompetentes de merda
melted | o sorvete de açaí zero chegou líquido
diet | pedi o doce "sem açúcar" por ser diabética e no rótulo colado na embalagem tinha açúcar mascavo nos ingredientes
portion | 100g de arroz, 80g de frango e uma colher de brócolis. isso é marmita de criança
wrongItem; praise | veio o açaí errado mas o atendimento pelo chat foi nota mil, trocaram em 20 minutos
other=cardápio não informa ingredientes | o cardápio não informa os ingredientes dos molhos, pra quem tem restrição é impossível pedir com segurança
customisation; praise | pedi sem castanha e veio com castanha, mas o resto tava uma delícia
poisoning | tive diarreia no dia seguinte depois da marmita de peixe, e só comi isso
delay; cold; missingItem | atrasou 1h, chegou frio e ainda faltou o arroz
praise; portion | sabor ótimo, porém a quantidade é pouca pra quem tá em bulking
allergy | a bowl de frutas vermelhas veio com kiwi no meio, que nem tá na descrição. sou alérgico, sorte que vi antes
mod:refund; notDelivered | pedido não chegou e o ifood diz que o estorno leva até 30 dias. absurdo
mod:app; app | o app não deixa escrever observação com mais de 50 caracteres, não consigo nem explicar minha alergia direito
praise | equipe muito atenciosa, me ligaram pra confirmar se eu era alérgica mesmo a amendoim antes de preparar. nota 1000
diet | pedi a marmita low carb e veio com arroz branco e farofa. low carb onde?
delay | parabéns pela pontualidade, só 1h50 de espera por uma salada 👏
praise | pedi pro meu pai diabético e o cardápio tinha as opções sem açúcar bem sinalizadas. ele amou o pudim
mod:offensive; general | lixo de restaurante, vão tomar no cu
taste; cold; praise | o poke tava gostoso mas o arroz veio duro e frio
portion | "marmita 500g" chegou com 380g, pesei na balança da cozinha
praise | tapioca de frango com queijo vegano bem recheada, sem glúten e deliciosa. recomendo pra celíacos
customisation | pedi a granola à parte e veio misturada no açaí
spoiled | a manga do açaí tava fermentada, com gosto de álcool
praise | chegou 15 min antes do previsto e tudo geladinho. show
allergy | o smoothie é anunciado com leite de amêndoas e veio com leite normal, dá pra sentir. sou intolerante à lactose
praise | melhores pokes da cidade, sem discussão
mod:offensive; taste | que porra é essa de açaí com gosto de terra, vcs são uns bostas
praise | comprei o kit semanal de marmitas congeladas, tudo dentro da validade e bem etiquetado. facilitou minha vida
praise; price | qualidade excelente, só acho a taxa de entrega salgada
praise | o açaí de cupuaçu é outro nível
praise | obrigada pelo bilhetinho "sem glúten - preparado separado", como celíaca me senti segura pela primeira vez pedindo delivery
praise; missingItem | tudo perfeito, só faltou o guardanapo
praise; taste | gostei da marmita, mas o feijão tava sem sal
praise | salada caprichada, folhas crocantes, molho de mostarda e mel top
praise | entregaram certinho a marmita sem cebola e sem alho que pedi por causa da gastrite. raro acertarem
praise; warmDrink | comida top, mas o suco chegou quente
praise; customisation | poke ótimo, mas esqueceram de tirar o pepino como eu pedi
praise | macarrão de abobrinha com pesto vegano maravilhoso
praise | sou diabética e o brownie sem açúcar não alterou minha glicemia, medi antes e depois. amei
praise | 5 estrelas, pedido perfeito
praise; delay | 20 minutos de atraso mas veio tudo certinho e gostoso
praise | ótimo custo benefício, porção generosa de frango pelo preço
praise; packaging | tudo delicioso, mas o açaí vazou um pouco pela tampa
melted; praise | açaí chegou derretido, mas o atendimento trocou sem questionar. respeito
other=pedido cancelado sem aviso | a loja cancelou meu pedido depois de 40 minutos sem explicação nenhuma
unanswered | liguei no número da loja pra saber se a marmita tinha glúten e ninguém atende nunca
portion; paidExtra | pedi a marmita bulking com 200g de carne, pesei e deu 120g. e ainda paguei adicional de ovo que não veio
`,
);

/** Set DK: regular customers comparing this order with earlier ones: problems repeated, forgiven, fixed or new. */
export const BY_OTHERS_DK = parseReviews(
  "othersDK",
  `
praise | peço toda semana e nunca decepciona, hoje de novo tudo perfeito 👏
delay | de novo atrasou. terceira vez seguida que passa de 1 hora pra chegar, ta ficando dificil continuar pedindo
cold; praise | sempre peço aqui e amo a pizza de vcs, mas dessa vez chegou fria. primeira vez que acontece, vou relevar
praise | da última vez o lanche veio frio mas dessa vez chegou quentinho e caprichado, assim sim!
missingItem | de novo esqueceram a coca. TODA vez que peço combo falta alguma coisa
general | ultimamente caiu muito, não é mais o mesmo restaurante de antes
taste | o tempero mudou? sempre peço o frango xadrez e dessa vez veio sem gosto nenhum, totalmente sem sal
portion | cliente de anos aqui. a porção de batata ta cada vez menor, hoje veio metade do que vinha antes
pricePortion | o preço subiu de novo e a marmita diminuiu. pago 32 reais agora numa marmita que antes custava 25 e vinha bem mais cheia
praise | voltou a ser bom! tinha parado de pedir porque o hambúrguer tava vindo seco mas agora ta suculento igual antigamente
customisation | pela quarta vez pedi sem cebola e veio com cebola. será que ninguém lê as observações?
wrongItem | de novo veio o sabor errado. pedi calabresa e mandaram frango com catupiry, já é a segunda vez esse mês
praise | como sempre impecável. o açaí de vcs é o melhor da região
delay; praise | comida boa como sempre, só demorou mais que o normal dessa vez, quase 1h10
packaging | segunda vez que o caldo vem vazando. vcs precisam trocar essa embalagem, sujou a sacola toda
| peço sempre, dessa vez normal
cold; delay | ultimamente sempre chega frio e atrasado. hoje 1h30 de espera e o yakisoba gelado
praise | melhorou muito a entrega! antes demorava quase uma hora, hoje chegou em 25 min. parabéns
raw | frango cru por dentro DE NOVO. já reclamei semana passada e nada mudou
spoiled | sempre peço o sushi daqui mas hoje o salmão tava com cheiro estranho, azedo. fiquei com medo de comer
poisoning | comi o mesmo prato de sempre e passei a noite toda vomitando. nunca tinha acontecido, mas agora fico com receio de pedir
foreignBody | achei um cabelo na marmita. primeira vez em dois anos pedindo, vou dar mais uma chance mas fica o alerta
praise | vcs sempre acertam, obrigado pelo capricho de sempre e pelo bilhetinho 😍
missingItem; unanswered | faltou o molho de alho de novo e liguei na loja pra avisar, ninguém atendeu. das últimas 3 vezes 2 vieram sem
service | antes o atendimento no chat era ótimo, agora responderam com grosseria quando perguntei do meu pedido
paidExtra | paguei bacon extra e não veio, de novo. já é a segunda vez que pago adicional e não vem
taste | a massa da pizza ta vindo crua no meio ultimamente, hoje de novo
praise | antes a pizza vinha murcha mas dessa vez a massa tava crocante, deu pra ver que leram os comentários. valeu!
praise; courier; mod:courier | o lanche ótimo como sempre mas o motoboy de novo não quis subir, é a terceira vez que tenho que descer 4 andares
mod:app; app | sempre peço por aqui mas o app ta bugado, o cupom não aplicou de novo. nada contra o restaurante
mod:refund | pedido cancelado e até agora o estorno não caiu, já faz 10 dias. é a segunda vez que isso acontece comigo
mod:offensive; delay | vcs são uns incompetentes do caralho, TODA vez atrasa, hoje quase 2 horas
mod:threat; raw | se vier frango cru mais uma vez eu vou aí pessoalmente quebrar essa loja. hoje de novo cru
mod:noOrder | nunca pedi aqui mas meu vizinho disse que sempre vem barata na comida, fiquem espertos
warmDrink | o refri veio quente de novo. toda vez é isso, não tem geladeira aí não?
melted | o sorvete chegou todo derretido, e na última vez também. assim fica difícil
allergy | sou alérgica a camarão e o yakisoba de frango que sempre peço veio com camarão misturado. podia ter me mandado pro hospital
diet; customisation | pedi o suco sem açúcar como sempre peço pq sou diabético e veio adoçado. antes vcs acertavam
praise; price | gosto muito da comida mas o preço ta subindo todo mês, 60 reais num prato executivo não dá
praise | melhor pastel da cidade, peço toda sexta há 3 anos e sempre igual
general | já foi bom. hoje em dia é só decepção
wrongItem | veio o pedido de outra pessoa. até entendo um erro, mas é a segunda vez esse mês
praise | quando pedi semana passada a batata veio murcha, hoje veio sequinha e crocante. gostei de ver a melhora
taste | o hambúrguer sempre vinha no ponto, dessa vez tava esturricado, carne seca e queimada
notDelivered | pela segunda vez o pedido consta como entregue e não chegou nada aqui. da primeira vez deixei passar, agora não
customisation; praise | amo a comida, mas pedi molho à parte como sempre e dessa vez veio tudo misturado
portion; praise | o sabor continua ótimo mas a quantidade de carne no strogonoff caiu muito, veio quase só molho
praise | vcs corrigiram o problema da embalagem, o caldo chegou sem vazar nenhuma gota. obrigada por ouvirem
packaging | a caixa da pizza chegou amassada de novo, a cobertura toda grudada na tampa. já falei isso antes
delay; unanswered | pedido atrasado mais de 1h e ninguém responde o chat. da outra vez foi igual
service | a moça do telefone sempre foi educada, mas hoje o rapaz que atendeu foi super mal educado, desligou na minha cara
missingItem | pedi 2 temakis e veio 1. antes nunca errava, agora todo pedido falta algo
spoiled | o creme do açaí tava azedo, com gosto de estragado. peço desde 2021 e nunca tinha vindo assim
taste; pricePortion | piorou muito. o preço subiu e o lanche ta vindo menor e mais gorduroso
cold | como sempre chegou frio. já virou tradição né 🙃
delay | "entrega relâmpago" de novo, só 1h40 dessa vez 🙄
praise | finalmente voltaram a mandar o brinde de chocolate, adoro vcs
foreignBody | achei um pedaço de plástico no meio do arroz, e não é a primeira vez
raw | o frango empanado veio rosado por dentro, cru mesmo. já tinha acontecido uma vez e aconteceu de novo
general | sempre pedia, nunca mais. decepção total
praise; courier; mod:courier | o entregador abriu a sacola, veio com o lacre rompido. a comida em si tava boa como sempre
mod:app; app | o rastreamento do app nunca funciona, hoje de novo mostrou o motoboy parado do outro lado da cidade. a comida chegou certinha
price | taxa de entrega subiu de novo, 12 reais pra 3km é absurdo. antes era 5
wrongItem; praise | adoro vcs mas veio coca zero no lugar da normal, que foi a que eu pedi
missingItem | os talheres nunca vêm. hoje de novo tive que improvisar com colher de casa
praise | tinha reclamado do tempero da última vez e hoje tava perfeito. é isso, ouvir o cliente faz diferença
taste | o arroz veio empapado, e isso ta virando frequente
portion | marmita grande que parece pequena, diminuíram a porção de novo
delay; cold; missingItem | ultimamente ta tudo errado: demorou 1h, veio frio e sem a farofa
| peço aqui direto, sem novidades
praise | sou cliente desde a inauguração e digo: vcs estão melhores do que nunca
customisation | bem passado, eu SEMPRE peço bem passado e hoje veio ao ponto
wrongItem | tamanho errado, pedi a pizza grande e veio a média. já aconteceu da outra vez tb
paidExtra; praise | adicional de cheddar pago e não veio. primeira vez, relevo, pq o lanche de vcs é top
allergy | sou celíaca, sempre pedi a versão sem glúten e hoje veio com pão normal. sorte que percebi antes de comer
diet; wrongItem | sou vegetariano e como sempre pedi o hambúrguer de grão de bico, mas veio de carne. já é a segunda vez
mod:hate; customisation | o atendente viado de novo errou meu pedido, pedi sem tomate e veio cheio de tomate
mod:offensive; wrongItem | porra, de novo errando o pedido, bando de anta. pedi x-salada veio x-egg
praise | melhorou 100%, a entrega que antes demorava agora é rapidinha e a comida vem quentinha
taste | o molho da lasanha mudou e não ficou bom, ta muito ácido. prefiro a receita antiga
general | era meu restaurante preferido... hoje decepção. nem sei explicar, só não ta igual
delay; praise | pela primeira vez atrasou, mas como sempre a comida veio excelente. acontece
cold; packaging | o caldo de novo chegou frio e com a tampa mal fechada, derramou um pouco
missingItem; service | faltou o refrigerante, mandei msg e a atendente disse que "não é problema dela". antes vcs resolviam na hora
notDelivered; unanswered | o pedido nunca chegou e ninguém atende o telefone da loja. cliente de 2 anos tratado assim
praise | às vezes demora um pouco mas hoje chegou voando e perfeito. amo
pricePortion | caro demais pra pouca comida. 45 reais num poke que mal enche. antes era mais generoso
other=nota fiscal | toda vez peço nota fiscal e nunca mandam. hoje de novo sem nota
other=troco para 100 | pedi troco pra 100 e de novo veio sem troco, tive que correr no vizinho. já é a segunda vez
taste | a coxinha que era sequinha agora vem encharcada de óleo
wrongItem | trocaram o sabor do suco de novo, pedi maracujá veio laranja
praise | o novo cardápio ficou ótimo, gostei muito da mudança. sigo pedindo
foreignBody | uma pedra no feijão. já é a segunda vez que mordo pedra aqui, cuidado aí
service; praise | o atendimento era sempre simpático, hoje a pessoa que atendeu foi seca e impaciente. a comida continua boa
delay; praise | demorou um pouco mas sei que sábado é corrido, comida maravilhosa como sempre
| dessa vez sem problemas
spoiled | o pão de alho veio mofado!!! sempre peço e nunca tinha visto isso
warmDrink | o guaraná veio sem gás de novo, parece que já tinha sido aberto
melted; delay | demorou 50 min e o milkshake chegou derretido, virou líquido. da outra vez também
praise | voltei a pedir depois de uns meses e melhoraram muito, parabéns pela nova cozinha
customisation | sempre escrevo "sem maionese" e sempre vem com maionese. hoje não foi diferente
missingItem | veio sem o sachê de ketchup e sem guardanapo. de novo
paidExtra | paguei a borda recheada de catupiry e a borda veio vazia, já é a segunda vez
pricePortion | mesmo preço e cada vez vem menos batata no combo
taste; praise | o sushi sempre foi fresquinho e continua, mas o arroz hoje tava duro
courier; mod:courier; praise | motoboy grosso, de novo o mesmo cara. a loja é boa, o problema é ele
general | piorou demais. pedia toda semana e agora nem uma vez no mês
raw | a carne do espetinho tava crua por dentro, sangrando. não é a primeira vez
wrongItem; missingItem | veio o hambúrguer errado e faltou a batata. dois erros num pedido só, de novo
mod:offensive; general | sempre pedia nessa merda e hoje que lixo, vão se foder
taste | o feijão sempre foi bem temperado, hoje salgado demais, não deu pra comer
praise | que bom que voltaram com o pudim! e tava delicioso como antes
portion; praise | comida boa como sempre, mas o açaí de 500ml veio pela metade do copo de novo
delay; service | perguntei do atraso e me responderam "calma que já vai". 1h20 esperando, e não é a primeira vez
cold | nunca tinha chegado frio mas hoje as esfihas vieram geladas. espero que seja só dessa vez
praise | parabéns pela melhora na embalagem, agora a batata chega crocante
other=pedido cancelado sem aviso | cancelaram meu pedido sem avisar, de novo. fiquei esperando à toa a noite toda
mod:app; app | o app cobrou duas vezes o mesmo pedido, e não é a primeira vez. a loja não tem culpa nenhuma
mod:noOrder | dizem que esse lugar ta com a vigilância sanitária em cima, ouvi falar que tem rato na cozinha
mod:threat; wrongItem | se meu pedido vier errado de novo vou expor vcs em todas as redes sociais, ja é a 3 vez. hoje veio frango no lugar de carne
praise | o tempero de vcs é o mesmo há 10 anos, isso é raro. nunca mudem
unanswered | mandei mensagem 3 vezes pra perguntar se tinha opção sem lactose e ninguém respondeu, como sempre
cold; taste | a pizza veio fria e a massa dura feito borracha. antes era a melhor da cidade
delay; praise | sempre chega rápido, hoje demorou 20 min a mais mas tudo bem, a comida compensou
missingItem | a sobremesa do combo não veio. terceira vez. to começando a achar que é de propósito
general | cansei. toda vez uma coisa diferente
praise | pedido de sempre, qualidade de sempre 👌
wrongItem | veio refrigerante lata em vez do 2 litros que eu paguei. já reclamei disso antes
packaging; praise | o açaí vazou na sacola, a tampa não tava bem fechada. fora isso gostoso como sempre
taste | o pão do hambúrguer ta vindo cru por dentro faz umas 3 semanas. hoje de novo massudo
poisoning | fiquei com diarreia depois do strogonoff, e meu marido também. sempre pedimos e nunca tinha acontecido
praise | o entregador de sempre é um amor e o lanche veio perfeito, como toda semana
price | já paguei 30 nesse combo, agora ta 48. pra mim não dá mais
customisation; praise | pedi o ponto da carne mal passado, como sempre, e veio bem passada. mas o sabor tava ótimo
delay | o pedido ficou 40 min em "preparando" e depois mais 30 pra chegar. antes era rapidinho
mod:refund; missingItem | faltou a pizza doce e só reembolsaram metade, já abri 2 chamados no app. das outras vezes reembolsavam certinho
praise | voltei a confiar. ano passado tinha desistido mas agora ta tudo certo de novo
portion | o pote de molho ta vindo cada vez menor, hoje mal deu pra metade da batata
mod:offensive; cold | mais uma vez essa porra chegou gelada. aprende a trabalhar caralho
taste; praise | adoro o lugar mas o frango ta vindo muito seco ultimamente, hoje de novo
foreignBody; service | tinha um inseto na salada. liguei e disseram que "pode ter caído aí na sua casa". primeira vez em anos e me tratam assim
| pedi de novo
praise | peço sempre e recomendo. hoje a lasanha tava ainda melhor que o normal
wrongItem | pedi meia calabresa meia mussarela e veio inteira de calabresa, segunda vez que fazem isso
praise | agradeço a paciência com meus pedidos cheios de observação, vcs sempre acertam ❤️
cold | da última vez faltou o refri, hoje veio tudo certinho, mas a pizza chegou fria
praise; missingItem | a entrega ficou bem mais rápida, parabéns, mas continua vindo sem o molho especial do lanche
praise | reclamei do frango cru da outra vez e hoje veio certinho, bem assado e suculento. obrigado pela atenção
taste | antes vinha sem talher, agora pelo menos vem. só que o arroz veio duro hoje
delay; cold; praise | Sou cliente fiel há mais de 3 anos, sempre peço o mesmo parmegiana e sempre foi maravilhoso. Porém nas últimas semanas a entrega vem demorando muito e hoje o prato chegou morno depois de 1h05 de espera. Espero que voltem ao normal porque gosto muito de vcs
`,
);

/** Set DM: big orders and events: parties, office lunches, cakes with writing, scheduled deliveries, counts and set times. */
export const BY_OTHERS_DM = parseReviews(
  "othersDM",
  `
praise | Pedi 100 salgados pro aniversário do meu filho e chegou tudo certinho, quentinho e no horário combinado. A coxinha é sensacional, todo mundo elogiou!
missingItem | encomendei 50 salgados e contei 42. festa cheia de criança e faltou
delay | agendei pra 12h o almoço do escritório, 20 marmitas. chegou 13h10, metade do pessoal já tinha saído pra comer fora
wrongItem | Pedi 10 pizzas pra noite do futebol, 3 vieram com sabor trocado. Pedi frango com catupiry e veio de atum, ninguém aqui come atum
praise | bolo com a escrita "Feliz 60 anos Dona Cida" ficou lindo, letra caprichada, minha mãe chorou. obrigada!
customisation | escreveram "Parabéns Mateus" no bolo, o nome do meu filho é Matheus com H e eu deixei escrito certinho na observação do pedido
delay; cold | festa começou às 19h, os salgados chegaram 20h30 e frios. Ninguém quis comer salgado gelado
other=chegou antes do horário agendado; cold | agendei a entrega pras 20h e chegaram 18h15, não tinha nem convidado ainda. Quando a festa começou tava tudo gelado
packaging | das 8 caixas de pizza, duas chegaram amassadas e com o queijo grudado na tampa
praise | Fiz o pedido pelo WhatsApp pra festa da igreja, 200 salgados e 4 bolos. Atendimento nota 10, a moça me ajudou a calcular a quantidade pra 80 pessoas. Acabou tudo rapidinho kkk
unanswered; delay | liguei 5 vezes pra saber das marmitas do pessoal da obra, ninguem atende. chegou 1h depois do combinado
paidExtra | paguei borda recheada em todas as 6 pizzas e só 2 vieram com borda
missingItem | faltou o refri de 2 litros do combo família. aniversário sem refrigerante né
service | mandei mensagem no whats perguntando do bolo e a atendente respondeu com grosseria, "se não gostou cancela". Falta de educação
praise | melhor pizzaria pra evento, pedi 12 pizzas pro churrasco da família e todas chegaram quentes e bem recheadas
taste | as coxinhas do cento vieram com a massa crua por dentro, pegajosa. sobrou metade no prato
raw | o frango das marmitas tava rosado por dentro, cru mesmo. 20 marmitas pro escritório e o pessoal teve que jogar fora
poisoning | metade dos convidados do casamento passou mal no dia seguinte, diarreia e vômito. a única coisa que todo mundo comeu foram os salgados de vocês
foreignBody | achei um cabelo no meio da lasanha da festa, na frente das visitas. que vergonha
melted | pedi 3 potes de sorvete de 2L pro aniversário, chegaram derretidos, virou sopa
mod:offensive; delay | bando de incompetente do caralho, os salgados chegaram 2 horas atrasados e a festa do meu filho foi pro saco
price | 15 reais de taxa pra entrega agendada? absurdo
pricePortion | cento de salgado por 120 reais e os salgados são do tamanho de uma moeda. caro demais pro que vem
portion | mini pizzas muito pequenas, não deu nem pra metade da criançada
 | pedido pra 30 pessoas, chegou.
praise; missingItem | Tudo delicioso, esfihas maravilhosas! Só faltaram 5 das 60 que eu paguei, mas liguei e mandaram depois sem problema nenhum
wrongItem | pedi kibe e veio bolinha de queijo no lugar, 25 unidades trocadas
customisation | pedi as 4 pizzas sem cebola pq a criançada não come, escrevi em todas. vieram todas com cebola
allergy | avisei que a aniversariante é celíaca e pedi os docinhos sem glúten numa bandeja separada. vieram tudo misturado na mesma bandeja e ela não pôde comer nada
diet | pedi 10 marmitas vegetarianas pro pessoal do escritório e 3 vieram com carne moída no meio
courier; mod:courier | o entregador não quis subir até o salão de festas do prédio, tive que descer 3 vezes pra pegar 15 caixas
praise | Obrigada pela paciência com as minhas mil mudanças no pedido do chá de bebê! Tudo perfeito, as convidadas amaram
notDelivered | agendei 40 marmitas pro sábado e o pedido nunca chegou. Confraternização sem comida, tive que pedir em outro lugar correndo
mod:refund | pedido de 380 reais cancelado e até agora o ifood não estornou meu dinheiro, já são 10 dias
app; mod:app | o aplicativo não deixa agendar pra mais de 2 dias na frente, tive que ligar pra loja pra fazer a encomenda
missingItem; cold | faltaram 2 pizzas das 10 e as que vieram chegaram frias. noite do jogo acabou com metade da galera com fome
praise | 20 marmitas, todas identificadas com o nome de cada um do escritório. Organização impecável, vamos pedir toda sexta
delay | atrasou
general | nunca mais peço pra festa aqui
praise | perfeito 👏👏
taste | salgados muito gordurosos, encharcados de óleo. pedi 100 pro aniversario e sobrou quase tudo
spoiled | o bolo de aniversário tava com o recheio azedo, a gente só percebeu na hora de cantar parabéns. Que vergonha com os convidados
packaging | o bolo chegou todo torto, a caixa amassada e a escrita toda borrada
wrongItem | o bolo veio escrito "Feliz aniversário Pedro" e o meu era pra Júlia. mandaram o bolo de outra pessoa
praise; customisation | Bolo muito gostoso, massa fofinha. Mas pedi o recheio de morango só em uma metade e de ninho na outra e veio tudo de morango
service | pedi pra confirmar pelo whats o horário da entrega do casamento e me responderam "vai chegar quando chegar"
other=não aceitaram mudar o horário agendado | precisei adiantar a entrega em 1 hora, avisei com um dia de antecedência e disseram que não dava. Pouca flexibilidade pra pedido grande
delay; praise | chegou 40 minutos depois do horário agendado, mas a comida tava uma delícia e bem quentinha, os convidados amaram
cold | 15 marmitas, todas frias. tivemos que esquentar no micro-ondas do escritório uma por uma, fila enorme
warmDrink | os 12 guaranás do combo chegaram quentes, festa num calor de 35 graus e refri quente
warmDrink | pelo menos 3 dos refris de 2L vieram sem gás nenhum
missingItem | não mandaram os garfinhos e guardanapos que pedi pra festa, 50 pessoas comendo com a mão
praise | Lanches do chá revelação impecáveis! Chegou uns 10 min antes do horário marcado, tudo embalado bonitinho
praise; pricePortion | Salgados gostosos como sempre, mas o preço do cento subiu e os salgados diminuíram de tamanho, dá pra ver
raw | os espetinhos da festa vieram com a carne de frango crua no meio, sangrando
mod:threat; missingItem | faltou metade dos salgados. se não devolverem meu dinheiro até amanhã eu vou aí e quebro essa loja inteira
mod:noOrder | nem pedi ainda mas dizem que essa pizzaria atrasa tudo que é encomenda de festa, cuidado pessoal
general | péssimo, estragou o aniversário da minha filha
praise | Pedi a torta salgada gigante pra reunião da firma e foi um sucesso. Chegou no horário e muito bem embalada
wrongItem; delay | veio uma pizza de outro pedido no lugar de uma das minhas e ainda atrasou 50 minutos
other=cobraram quantidade maior que a pedida | cobraram 150 salgados no cartão mas eu tinha pedido 100, e vieram 100
praise | Atendimento pelo WhatsApp excelente, o Rafael me respondeu na hora e ainda mandou foto do bolo antes de sair pra entrega
unanswered | mandei msg no whats 3 dias antes pra confirmar a encomenda de 200 docinhos e ninguém respondeu. no fim chegou certo, mas fiquei tensa até o último minuto
taste | pizza de calabresa sem sal nenhum, sem gosto. 8 pizzas e todas assim
other=nota fiscal não enviada | pedi nota fiscal pro reembolso da empresa do almoço de 25 pessoas e até hoje não mandaram
praise | Bolo de aniversário com escrita perfeita, chegou inteirinho. Vocês são demais
packaging | a tampa das marmitas abriu e o feijão vazou pra dentro da sacola, 18 marmitas meladas
packaging; cold | a embalagem dos salgados veio aberta e tava tudo frio
delay; cold; unanswered | pedido pro aniversário marcado pras 18h, chegou 19h40 com salgado gelado, e ninguém atendia o telefone enquanto eu esperava
praise | Pedimos 15 pizzas pra confraternização do trabalho, todo mundo amou. Massa fininha e bem recheada 😍
missingItem; service | faltou o bolo que eu tinha encomendado junto com os salgados. liguei e a moça disse, com a maior má vontade, que "não estava no pedido", sendo que eu tenho o print
wrongItem | pedi 50 coxinhas de frango e vieram 50 de carne seca, tem gente na festa que nao come
 | primeira vez que peço pra evento, vamos ver
delay | entregue 1h depois do horário que eu agendei. festa sem comida na hora não dá
other=chegou antes do horário agendado | marquei pra entregar às 15h e chegou meio-dia, eu nem estava em casa, tive que pedir pra vizinha receber
courier; mod:courier | o motoboy chegou falando no celular, largou as caixas de pizza no chão do portão e foi embora sem falar nada
app; mod:app | o app cobrou duas vezes meu pedido da festa, 290 reais cada. o restaurante não tem culpa mas fica o registro
taste | o bolo era doce demais, enjoativo, ninguém conseguiu comer mais que um pedaço
praise | comida caseira da melhor qualidade. fizemos o almoço de aniversário da vó com as marmitas de vocês, 30 unidades, todas quentes e saborosas
paidExtra; missingItem | não veio o molho extra que eu paguei à parte e também faltou a farofa das marmitas
paidExtra | paguei adicional de bacon em 10 hambúrgueres pro aniversário do meu marido e nenhum veio com bacon
customisation | pedi a carne bem passada nos 12 hambúrgueres, tava na observação, e vieram todos mal passados
foreignBody | um pedaço de plástico dentro do pastel, minha sobrinha quase engoliu no meio da festa
poisoning | festa da firma, 6 pessoas com dor de barriga e diarreia depois do almoço que vocês entregaram
delay; praise | atrasou uns 20 min do combinado mas me avisaram pelo whats antes, gostei da transparência. comida ótima
mod:offensive; wrongItem | vcs são uns imbecis, pedi calabresa e veio marguerita em 4 das 8 pizzas, porra
praise | Salvaram minha festa! Liguei 2h antes desesperada porque o buffet cancelou e vocês conseguiram fazer 150 salgados a tempo. Gratidão eterna
delay | a encomenda do batizado atrasou 1h30. padre esperando, convidados esperando...
missingItem | pedi 10 pizzas, vieram 9. liguei, disseram que iam mandar a que faltou e nunca mandaram
wrongItem | uma das pizzas grandes veio broto. paguei grande e recebi broto
portion | o kit festa pra 25 pessoas não serve nem 15, muito pouca coisa
praise | Os brigadeiros do aniversário estavam divinos, e ainda mandaram uns a mais de brinde. Obrigada!
other=bolo diferente da foto | o bolo não parecia nada com a foto do cardápio, a decoração era totalmente outra
praise; cold | sabor excelente como sempre, mas dessa vez os salgados vieram mornos
service | perguntei no chat se podiam separar os salgados em bandejas diferentes e a resposta foi um "não" seco. atendimento péssimo
packaging | o refrigerante vazou dentro da sacola e molhou toda a caixa do bolo
delay; missingItem; cold | o pior pedido da minha vida: chegou com 1h de atraso, faltando 20 salgados e tudo frio. festa de 7 anos da minha filha
praise | Vocês arrasaram no casamento da minha irmã aqui em casa! 300 salgados, 2 bolos, tudo impecável e pontual
praise | bom
general | decepção total, esperava mais pra um pedido desse tamanho
taste | a lasanha pra 20 pessoas veio queimada nas bordas, com gosto de queimado
cold; taste | as pizzas chegaram frias e com a massa borrachuda
wrongItem | as marmitas do escritório vieram trocadas, pedi 8 de frango grelhado e vieram 8 de bife acebolado
customisation | pedi o molho à parte nas marmitas porque era pra esquentar depois no escritório, veio tudo misturado
mod:offensive; delay; unanswered | porra, 2 horas esperando 30 marmitas e ninguem atende essa merda de telefone
praise | atendimento top, entrega pontual e comida boa. recomendo pra eventos
other=exigem pagamento 100% antecipado | pra encomenda exigem pagar 100% adiantado no pix, não aceitam nem sinal de 50%. nunca vi isso
mod:noOrder | minha cunhada falou que pegou intoxicação com os salgados daqui num aniversário, não vou arriscar
mod:threat; delay | é a segunda vez que o pedido da festa atrasa mais de 1h. se acontecer de novo vou expor vocês em todos os grupos do bairro
mod:refund | pedido cancelado no app e o estorno ainda não caiu no cartão, já faz 2 semanas
praise | quantidade generosa, pedi pra 20 pessoas e sobrou pra mais 10. preço justo
pricePortion | caro demais pro tamanho, 10 pizzas médias que pareciam broto
courier; mod:courier | o motoboy chegou com a caixa dos salgados aberta e ainda perguntou se podia pegar um. surreal
missingItem | faltou o guaraná e os sachês de ketchup e maionese dos 30 lanches
praise; cold; missingItem | Vou deixar registrado porque acho justo. Fiz um pedido grande pro aniversário de 40 anos do meu marido: 150 salgados, 3 pizzas gigantes, 2 pizzas doces e um bolo com escrita. O atendimento pelo WhatsApp foi ótimo, a Jéssica super atenciosa, e o bolo veio lindo. Porém os salgados chegaram frios e faltaram as 2 pizzas doces. Liguei e mandaram depois de 1h, quando a festa já tava acabando. Fica a dica pra melhorarem a conferência.
spoiled | o strogonoff de 6 das marmitas tava azedo, com cheiro ruim
foreignBody | tinha um grampo de metal dentro da esfiha. festa de criança, imagina o perigo
praise | nota mil. a equipe ligou no dia anterior pra confirmar endereço e horário, muito profissional
wrongItem; service | pedi bolo de ninho com morango e veio de chocolate. reclamei no whats e me disseram "é tudo bolo". Sério?
other=troco errado | paguei 400 reais em dinheiro, o pedido era 312 e o troco veio faltando 20
allergy | meu filho tem alergia a amendoim, avisei no pedido dos docinhos e veio pé de moleque misturado na bandeja
diet | pedi bolo sem açúcar pro meu pai que é diabético e pelo gosto veio com açúcar normal
praise | As mini pizzas foram o sucesso do aniversário da Lara, a criançada amou!
delay; cold | 1 hora e meia de atraso e marmita fria. O almoço do pessoal virou lanche da tarde
missingItem | de 20 marmitas vieram 17, 3 funcionários ficaram sem almoço
 | Entregaram. A comida estava normal, nada demais.
general | Não recomendo pra festas.
praise | Pizza maravilhosa e entrega no horário certinho da partida 😂⚽ Valeu galera!
taste | o bolo estava seco e a cobertura dura
praise; portion | os salgados são gostosos mas muito pequenos, parece salgadinho de coquetel
delay; service | atrasou e quando liguei o rapaz disse que a culpa era minha por pedir muita coisa
packaging | as bandejas de salgado vieram sem tampa, só com um filme plástico rasgado por cima
praise | já é a terceira festa que faço com vocês, sempre perfeito 🙌
notDelivered; unanswered | o app mostra entregue mas nunca recebi os 100 salgados. liguei na loja várias vezes e ninguém atende
praise | Amei o kit festa! Veio tudo separadinho, salgados, docinhos e refri gelado
wrongItem; missingItem | veio o pedido de outra pessoa junto com o meu e a torta de limão que eu pedi não veio
delay | parabéns pela pontualidade, o bolo chegou depois do parabéns 🙃
praise | Encomendei 5 pizzas gigantes pro encontro de jovens da igreja e foi tudo perfeito. Obrigado irmãos, Deus abençoe o trabalho de vocês
wrongItem | pedi 30 mini hambúrgueres e vieram 30 cachorros-quentes. festa de criança, ainda bem que comeram
praise | Melhor custo benefício da região pra festa. 200 salgados fresquinhos, sequinhos e bem recheados
service; unanswered | mandei 4 mensagens no whats e só visualizaram. quando finalmente responderam foi com um "já tá saindo" que era mentira
delay; praise | Os salgados são os melhores que já comi, mas o atraso de 1 hora na festa da minha mãe não dá pra perdoar
customisation | pedi pra não cortar as pizzas porque a gente ia cortar em quadradinhos pra festa, vieram todas cortadas
taste | o arroz das marmitas veio empapado e o feijão sem tempero nenhum
other=chegou antes do horário agendado; melted | marquei o bolo de sorvete pras 16h e chegou 13h, não cabia no congelador e derreteu até a hora do parabéns
praise | Fizemos o almoço de domingo da família com a feijoada de vocês, 15 pessoas, e foi um sucesso. Farta, saborosa e chegou fumegando
pricePortion | 60 reais na travessa de escondidinho que serviria 10 e mal deu pra 5 pessoas. não compensa
praise | Os docinhos vieram caprichados, forminhas douradas como eu pedi, combinando com a decoração. Muito obrigada!
 | Pedido de 25 marmitas para o evento da escola.
paidExtra | paguei o adicional de catupiry nas 20 coxinhas e veio coxinha simples
`,
);

/** Set DO: hard reading: sarcasm and irony, contrast, comparisons with earlier orders or other stores, wishes, rhetorical questions, negations, praise hiding one complaint. */
export const BY_OTHERS_DO = parseReviews(
  "othersDO",
  `
delay | entrega relâmpago, só 1h50 pra atravessar três quarteirões. parabéns aos envolvidos 👏👏
cold; praise | se tivesse vindo quente seria 5 estrelas, o tempero do frango é de outro mundo
praise | da última vez veio frio e faltando o molho, dessa vez veio tudo certinho e quentinho. voltaram a ser o que eram!
missingItem | não veio nada errado, só faltou o guaraná mesmo kkkk
praise; portion | hambúrguer delicioso, pão macio, carne no ponto... só que pelo tamanho parecia lanche do menu kids
pricePortion | R$ 42 num açaí de 500ml que veio pela metade do copo? é sério isso?
taste | não demorou, não veio frio, não veio errado. só veio sem gosto nenhum mesmo
praise; taste | Apesar de ter chegado rápido e bem embalado, a pizza tava sem gosto nenhum, massa parecendo papelão.
 | pedi pra minha mãe que tá passando uns dias aqui em casa, depois ela me conta o que achou
praise | comparado com a pizzaria aqui da esquina, que atrasa SEMPRE, vocês são um relógio suíço
raw | frango cru por dentro. CRU. como alguém tem coragem de mandar isso pra casa dos outros? nunca mais
wrongItem | pedi calabresa e veio portuguesa. comi assim mesmo porque tava morrendo de fome, fazer o quê
customisation | pedi SEM cebola, escrevi na observação, em maiúsculo ainda. adivinha o que tinha no lanche? exato.
service; praise | não recomendo. não pela comida, que é boa, mas pelo atendimento: me trataram como se eu estivesse incomodando só por perguntar do pedido
foreignBody | achei um cabelo enorme no meio do arroz. perdi a fome na hora, que decepção
poisoning | passei a madrugada inteira no banheiro depois do yakisoba de vocês. coincidência? duvido muito
allergy | avisei que sou alérgica a camarão, escrevi no pedido e ainda mandei mensagem. o molho tinha camarão. tive que tomar antialérgico correndo, podia ter sido bem pior
diet | pedi coca zero porque sou diabético e mandaram a normal. pra quem não é pode parecer bobeira, pra mim não é
delay; cold | Prezados, o pedido chegou com atraso considerável e a sopa estava fria. Espero que melhorem. Att., Sr. Wilson
praise | tava com medo de chegar frio porque moro longe pra caramba, mas chegou pelando. top demais
courier; praise; mod:courier | o entregador do ifood se recusou a subir mesmo eu explicando que tô de muleta, tive que descer 4 andares de escada. a comida tava ótima, pena
app; praise; mod:app | o cupom não aplicou de jeito nenhum no app, acabei pagando cheio. a comida em si nota 10, nada a reclamar do restaurante
notDelivered; mod:refund | o pedido nunca chegou e o ifood diz que não vai reembolsar porque "consta como entregue". lindo, paguei pra ninguém comer
taste; mod:offensive | lixo de restaurante, bando de incompetente, nem batata frita vcs sabem fazer, veio murcha e encharcada de óleo
melted; praise | minha mae deixou eu escrever: o sorvete tava muito bom mas derreteu um pouco 😋🍦
delay; mod:threat | terceira vez que atrasa mais de uma hora. se acontecer de novo eu vou aí pessoalmente e vocês vão ver o que acontece
mod:noOrder | nunca pedi aqui mas minha vizinha disse que viu rato na cozinha deles. fica a dica pra quem pede
courier; mod:hate | entregador mal educado, nem boa noite deu, só podia ser nordestino mesmo
warmDrink | a cerveja chegou quente. cerveja. quente. não tenho mais nada a declarar
melted; praise | o milkshake virou sopa de milkshake. gostoso? muito. mas de canudinho não dava mais
praise; warmDrink | lanche brabo demais, só o refri que veio choco, tlgd
praise; price | a comida tá boa, mas R$ 14,90 de taxa de entrega pra 2km? vcs tão de brincadeira
paidExtra | paguei 6 reais a mais pelo bacon extra. o bacon extra deve estar passeando por aí, porque aqui não chegou
unanswered | liguei cinco vezes e mandei msg no chat pra saber do pedido, ninguém atendeu nem respondeu. no fim chegou no horário, mas que sufoco
wrongItem; service | quando reclamei que veio o lanche errado, a atendente respondeu "é o que tem". que educação, hein
wrongItem | conseguiram errar o sabor, o tamanho E a bebida. um talento raro, sinceramente
other=cancelaram o pedido | cancelaram meu pedido depois de 40 minutos esperando, sem explicação nenhuma. e eu aqui morrendo de fome
other=troco errado | pedi troco pra 100 e veio troco pra 50. ainda bem que conferi na hora, senão ficava no prejuízo
packaging | o caldo vazou todo dentro da sacola, chegou metade no pote e a outra metade sabe Deus onde
spoiled | a maionese tava azeda, deu pra sentir no cheiro antes mesmo de provar. joguei tudo fora
cold; delay; packaging; missingItem | frio, atrasado, amassado e ainda faltando a sobremesa. tem mais alguma coisa que dê pra errar?
wrongItem; praise | o sorvete que veio era de morango e eu tinha pedido flocos. mas o de morango tava uma delícia, então vou deixar passar kkk
 | ainda não comi, depois atualizo
delay; praise | a comida é maravilhosa, isso ninguém discute. agora, 1h30 pra chegar um x-salada? aí complica
praise | da outra vez o entregador foi grosso, hoje veio outro rapaz super educado. comida impecável como sempre
delay; cold | chegou frio, claro. depois de quase duas horas, o que eu esperava? milagre?
customisation; taste | pedi a carne mal passada e veio parecendo sola de sapato
missingItem | cadê os talheres? vou comer o strogonoff com a mão?
taste | semana passada veio cru, hoje veio queimado. quando é que vai vir no ponto?
diet | sou vegetariana, pedi o risoto de cogumelos e tinha pedaço de bacon no meio. sério que ninguém confere?
raw | o hambúrguer de frango veio rosado por dentro, ainda sangrando. carne de boi eu até como mal passada, frango não né gente
praise | o entregador foi super gentil, a comida chegou quentinha e ainda mandaram um bilhetinho escrito à mão. amei
courier; missingItem; mod:courier | veio faltando metade da batata e o entregador do app ainda tava mastigando quando me entregou. coincidência, com certeza
foreignBody; praise | tinha um pedaço de plástico duro no meio da lasanha, quase quebrei um dente. de resto tava gostosa, mas assim não dá
missingItem; cold; delay | na primeira vez veio faltando coisa, na segunda veio frio, na terceira demorou. hoje? tudo junto, pra economizar tempo
delay; mod:offensive | bando de vagabundo, duas horas pra fazer um lanche. vão trabalhar
praise | que porra de fome eu tava, nem deu tempo de tirar foto. tava bom demais
portion | antes o pote de açaí vinha cheio até a boca, agora vem com aquele vão de dois dedos. a crise tá braba pra todo mundo, né
taste | já foi melhor. o x-tudo de antigamente tinha sabor, o de hoje parece lanche de rodoviária
pricePortion | o yakisoba do chinês da avenida vem o dobro pelo mesmo preço. aqui a caixinha vem pela metade
praise | nada de cabelo, nada de frio, nada de atraso. esse é o restaurante que eu conheço ❤️
praise | tinham me falado que a picanha vinha crua, mas veio no ponto perfeito. as más línguas erraram feio
price | paguei na maquininha do motoboy de vocês e passaram duas vezes no cartão. já mandei o print, quero o estorno
app; mod:app | o app mostrou "saiu para entrega" por 50 minutos e o pedido ainda tava sendo preparado. no fim chegou no tempo normal, mas fiquei na janela igual bobo
price | no balcão custa 25, aqui no app 38. tudo bem que tem a entrega, mas aí já é abuso
melted; packaging | sorvete derretido e a tampa aberta, escorreu tudo na sacola. pelo menos a sacola ficou docinha 🙃
poisoning | minha filha de 6 anos vomitou a noite toda depois do nugget. nunca mais peço daqui
allergy | disse no chat que meu filho tem alergia a amendoim, a moça respondeu "pode ficar tranquila". o doce veio com paçoca por cima. tranquila, né?
diet | pedi a opção sem glúten porque sou celíaca e veio no pão normal. não é frescura, gente
portion | não reclamo do preço porque sei que tá tudo caro, mas a quantidade diminuiu muito de uns meses pra cá
foreignBody | BARATA. no. meu. yakisoba. não tenho mais nada a dizer, só que nunca mais
courier; praise | o motoboy de vocês ficou 15 minutos buzinando no portão em vez de interfonar e ainda foi grosso comigo. comida boa como sempre
delay; unanswered | 1h20 esperando, liguei três vezes no número da loja e ninguém atendeu. chegou? chegou. mas e o desespero?
other=nota fiscal; praise | pedi nota fiscal na observação porque a empresa reembolsa e não mandaram. comida boa, mas preciso da nota
portion; praise | o sabor é impecável, mas 6 peças de sushi num combo "família"? que família, a do Stuart Little?
praise; price | preço justo, porção generosa, só a entrega que é meio salgada (a taxa, não a comida kkk)
pricePortion | 89 reais numa parmegiana que mal dá pra uma pessoa. antes servia duas. não dá
cold; taste | a pizza chegou morna e a borda dura que nem pedra. se fosse pra comer pizza fria e dura eu comprava congelada no mercado
wrongItem | veio o pedido de outra pessoa, um tal de Rodrigo. espero que o Rodrigo tenha gostado do meu 🙃
praise; delay; unanswered | tô dando 3 estrelas porque a comida é boa, mas esperar 1h e vocês nem responderem minha mensagem no chat...
customisation; praise | pedi o molho separado porque meu filho não come, veio tudo misturado. fora isso estava tudo ótimo, como sempre
delay; praise | demorou? demorou. valeu a pena? cada minuto. mas precisam melhorar esse tempo
 | alguém sabe se eles abrem no feriado?
general | sinceramente? não volto. nada específico, só tudo muito medíocre
praise | se fosse pra apontar defeito, diria que a porção é grande demais e sobrou pro almoço de amanhã kkkk
warmDrink; praise | queria que o guaraná viesse gelado, só isso. o resto é perfeito
taste | a coxinha era mais massa do que recheio, e a massa ainda grudenta por dentro
spoiled; poisoning | o creme do pavê tava azedo, comi um pouco antes de perceber e passei mal a tarde toda
courier; delay; cold; mod:courier | o entregador do ifood marcou como entregue e sumiu, voltou meia hora depois dizendo que tinha errado o prédio. a comida chegou fria, claro
notDelivered | pedido marcado como entregue, mas ninguém apareceu aqui. nem comida, nem entregador, nem explicação
app; price; mod:app | o aplicativo cobrou taxa de entrega mesmo com frete grátis no anúncio. sei que não é culpa do restaurante, mas fica o registro
taste; mod:offensive | que restaurante de merda, arroz duro e feijão sem sal. deviam fechar as portas
wrongItem; mod:threat | veio tudo errado de novo. sei onde fica a casa do dono, ele que se cuide
missingItem | tomara que na próxima lembrem do meu molho de alho 🙏 é a terceira vez que esquecem
mod:noOrder | essa lanchonete é do cunhado do vereador, não peçam. usam carne vencida, todo mundo na cidade sabe. nunca comi e nem vou
service; mod:hate | a atendente com aquele sotaque de paraguaia nem entende o que a gente fala, contratem gente daqui
other=cancelaram o pedido; mod:refund | cancelaram meu pedido e até agora o ifood não estornou, já faz 10 dias
wrongItem; missingItem; praise | veio o refri errado (pedi guaraná, veio fanta) e cadê o molho da casa? fora isso, tudo ótimo
praise; taste | a carne tava perfeita. a farofa, por outro lado, parecia areia da praia
delay | o pedido ficou "em preparo" por uma hora e dez. uma hora e dez pra fritar um pastel
app; mod:app | seria ótimo se o app mostrasse onde o motoboy tá de verdade, porque o mapinha ficou parado no mesmo lugar por 40 min
courier; praise | o motoboy de vocês chegou fumando e jogou a bituca no meu jardim. a comida, top
praise | demorou o normal pra uma sexta à noite. comida boa como sempre
portion | quatro camarões. eu contei. QUATRO. num "risoto de camarão"
delay; praise | o pedido veio com um pouco de atraso, mas avisaram pelo chat e mandaram um brownie de cortesia. assim dá gosto
praise | diabetes não é brincadeira, então agradeço de coração por terem mandado o suco sem açúcar certinho como pedi
taste | pedi pro meu avô de 85 anos, ele disse que a sopa tava rala e sem sal, e olha que ele come de tudo
taste; praise | Minha neta que instalou esse aplicativo pra mim. O frango veio bom mas a salada estava murcha. O rapaz da entrega muito educado. Deus abençoe
packaging; praise | mano o lanche tava mt bom mas pq diabos a batata vem numa embalagem que amassa td?? chegou um purê
packaging | o hambúrguer veio todo desmontado, pão pra um lado, carne pro outro, alface no fundo da caixa. montei eu mesmo
missingItem | parabéns pela criatividade: hambúrguer sem hambúrguer. nem sabia que existia essa opção
foreignBody | adorei o tempero extra de cabelo no feijão, bem exclusivo, nunca vi em outro lugar
missingItem | obrigado por me ajudarem na dieta, mandaram só metade do pedido
missingItem; praise | o pudim é de comer rezando. só não dou 5 porque a colherzinha não veio e comi com garfo de churrasco
portion; praise | se a porção fosse um pouquinho maior eu pedia todo santo dia, o tempero é sensacional
cold | veio frio de novo. se vier frio na próxima eu desisto de vez
praise | apesar da chuva e do trânsito, chegou em 25 min e quentinho. dava 10 estrelas se pudesse
app; mod:app | não é culpa de vocês, mas o app travou 3 vezes na hora de pagar e quase desisti do pedido
taste | sério, quem põe pepino em tudo? nem tava escrito no cardápio, tive que catar um por um
service | pior que o lanche nem era ruim, o problema foi o atendente do whats que me chamou de chato quando perguntei do pedido
delay; cold; missingItem; wrongItem | pedi às 19h, chegou 21h30, frio, sem o suco e com o pedido de outra pessoa misturado. sinceramente, o que deu certo?
praise; taste | comida excelente, embalagem caprichada, entregador simpático, bilhetinho fofo... só achei o feijão meio salgadinho, mas nada demais
customisation | o bolo chegou escrito "Parabéns Marsia". o nome é Márcia, tava escrito certinho na observação
paidExtra; packaging | paguei as velinhas à parte e não vieram, e ainda o bolo chegou com a lateral toda amassada
diet; poisoning | sou intolerante a lactose, pedi o bolo sem lactose que tá no cardápio e claramente mandaram o normal. passei mal o dia inteiro
praise | achei um fio de cabelo, mas era meu mesmo kkkk tava de cabelo solto comendo. comida ótima
praise | o motoboy demorou porque errou o endereço, mas a culpa foi minha que coloquei o número errado. comida show
missingItem | e o molho? ficou pro próximo pedido?
praise; taste | nota 10 pro motoboy que chegou em 15 min. nota 0 pra cozinha que mandou o frango queimado
praise | ótimo custo-benefício. o restaurante do lado cobra o dobro por metade da comida
missingItem | pedi talher no app e não veio. o concorrente aqui perto manda até palito de dente
price | 8 reais de embalagem?? embalagem de isopor que eu jogo no lixo em 10 minutos
foreignBody | tinha um parafuso no meio do hambúrguer. um PARAFUSO. tô até agora tentando entender como
foreignBody; praise | pedra no feijão, quase quebrei o dente. o feijão é gostoso, mas catar antes de cozinhar, né
spoiled | o sushi tava com gosto estranho, meio azedo, e o salmão com uma cor esquisita. não comi
taste | não que estivesse ruim, mas também não tava bom. arroz sem sal, carne sem graça
spoiled | a data no potinho do iogurte da sobremesa tava vencida há uma semana. sério?
spoiled | passei mal? não. mas também porque não comi, o frango tava cheirando mal
customisation | não fiquei doente nem nada, mas pedi o ovo bem passado e veio com a gema mole
praise | fiquei com dor de barriga mas acho que foi a feijoada do almoço, não a pizza de vocês, que tava ótima
allergy | minha irmã tem alergia a leite, perguntamos e garantiram que o hambúrguer não tinha. tinha queijo derretido dentro do pão. ela ficou com a boca inchada
wrongItem; service; mod:threat | pedido veio errado e o atendente ainda debochou. vou postar o endereço e o telefone pessoal do dono no meu insta, esperem
foreignBody | vou denunciar na Vigilância Sanitária, tinha larva no meio do açaí. tenho foto
price | vou no Procon, cobraram uma taxa de serviço que não aparece em lugar nenhum do cardápio
courier; mod:offensive | o motoboy de vocês é um imbecil, jogou a sacola no chão do portão e foi embora
delay; mod:hate | também, restaurante de crente, só podia dar errado. uma hora de atraso
mod:noOrder | meu primo trabalhou aí e disse que eles reaproveitam sobra dos pedidos dos outros. nunca pedi e nem vou pedir
foreignBody; mod:refund | achei um pedaço de unha na comida, mandei foto e o ifood negou o reembolso. ridículo
portion | amei a surpresa de abrir o pote e encontrar metade frango, metade ar
melted | alguém me explica como um açaí chega derretido se a loja fica a 500 metros daqui?
`,
);

/** Set DP: food safety and its look-alikes: allergies, diets, raw and spoiled food, foreign bodies, illness, beside idioms, raw-by-recipe dishes, a customer's own hair, others' complaints. */
export const BY_OTHERS_DP = parseReviews(
  "othersDP",
  `
raw | gente vou contar pq to revoltada. pedi o combo de frango assado com farofa pra almoço de domingo, chegou no horario, cheiroso, bonito por fora. meu marido foi cortar a coxa e tava ROSA por dentro, com sangue perto do osso, a carne ainda mole e fria no meio. a sobrecoxa mesma coisa. frango cru é risco de salmonela, nao é frescura. tirei foto de tudo. nunca mais peço dessa loja
praise | pedi a picanha mal passada como sempre e veio do jeitinho, vermelhinha por dentro 😍 melhor da regiao
praise | passei mal de tanto rir com o bilhetinho que mandaram junto kkkkk e o lanche tava top
delay | morri de fome esperando, 1h40 pra chegar um x salada q fica a 2 quadras daqui
foreignBody; service | achei um cabelo enorme no meio do arroz, mandei foto no chat e a resposta foi "acontece". ACONTECE??
praise | vim aqui fazer mea culpa: ontem ia reclamar q achei um cabelo no yakisoba, ja tava com o celular na mão pra tirar foto, ai reparei q era comprido, cacheado e ruivo... igualzinho o meu kkkkk tava comendo de cabelo solto no sofá. a comida tava perfeita como sempre, desculpa a quase reclamação
spoiled; poisoning | a maionese verde tava azeda, comi metade do lanche sem perceber e passei a madrugada no banheiro
price | fiquei de cabelo em pé com a taxa de entrega, 14 reais pra 2 km??
cold; taste | os sashimis chegaram ok mas o hot roll veio frio e murcho, parecia feito de manha
 | sushi é cru por natureza né gente, nao entendo as avaliações aqui reclamando de 'peixe cru'. pedi o combo de 20 peças hj pra testar
allergy; poisoning | escrevi na observação EM MAIÚSCULO que tenho alergia a camarão e veio camarão no yakisoba. vomitei, fiquei com a garganta fechando e tive que ir pra UPA. isso é caso de vida ou morte, gente
diet | sou diabética e pedi o suco de laranja SEM AÇÚCAR, veio docinho que nem xarope. medi a glicose depois e deu 280
praise | sou diabético e achei otimo ter opção de sobremesa zero açúcar, a mousse de maracujá é mto boa
diet | pedi o burger vegano e tinha bacon em cima. sou vegana há 8 anos, me senti enganada
foreignBody | BARATA no meio do feijão. uma barata. nem tenho palavras, nojo absurdo
foreignBody | tinha um pedaço de plástico duro dentro do kibe, quase quebrei o dente
packaging | a embalagem de plástico do caldo abriu e vazou tudo na sacola, perdi metade
taste | o pão tava uma pedra de duro, parecia de ontem
foreignBody; praise | achei uma pedrinha no feijão tropeiro e mordi com tudo, doeu ate a alma. o resto tava bom, tempero otimo
foreignBody; mod:offensive | veio um pedaço de esponja de lavar louça dentro do meu strogonoff, seus porcos imundos, cambada de nojentos
praise | esse burguer é o bicho!!! suculento demais, carne no ponto certinho
delay | fiquei igual mosca de padaria olhando o app por uma hora e nada do pedido sair da cozinha
spoiled | coca cola vencida desde o mês passado, fui ver a data na lata depois de beber metade. nao dá né
app | cupom vencido e o app nao avisou antes de fechar o pedido, paguei o valor cheio sem saber
raw; customisation; poisoning | hamburguer vermelho e frio no meio, cru mesmo (pedi bem passado) e no dia seguinte tive diarreia. coincidencia? acho que nao
praise | pedi o burger mal passado de propósito, sangrando mesmo, e eles respeitaram. raro achar hamburgueria que faz isso hj em dia
poisoning | pedimos a marmita de domingo pra familia toda, feijoada, arroz, couve e torresmo. umas 3 horas depois começou: primeiro minha sogra, depois meu cunhado, depois eu. 4 pessoas vomitando a noite inteira e com diarreia, minha sogra tem 72 anos e teve q tomar soro no posto. a unica coisa que todo mundo comeu em comum foi a comida de vcs. pessimo
praise | tô passando mal de tanto comer kkkk a porção de costela é gigante, serve 3 tranquilo
praise | comi tanto que tive que abrir o botão da calça, culpa minha, comida maravilhosa
cold; praise | comida chegou gelada, tive q esquentar no microondas. o sabor ate tava bom
taste | a comida não tava estragada nem nada, só sem gosto mesmo, arroz sem sal e frango sem tempero nenhum
foreignBody | tinha uma mosca dentro do suco, morta boiando. joguei fora
spoiled; poisoning | o sushi tava com cheiro forte de peixe passado, salmão meio esbranquiçado e mole. comi 3 peças e passei mal a noite toda
praise | primeira vez comendo carpaccio pelo delivery e achei q ia ser estranho mas tava fresquinho, bem temperado, alcaparra na medida
allergy | tenho alergia a amendoim e no cardapio do pad thai nao falava nada de amendoim, veio cheio por cima. graças a deus olhei antes de comer. coloquem isso na descrição!
 | tenho alergia a amendoim mas o pad thai tem amendoim escrito na descrição, pedi sem prestar atenção, erro meu. dei pro meu marido comer
diet | pedi coca zero e veio coca normal. meu pai é diabético, ainda bem que eu vi a lata vermelha antes dele abrir
missingItem | a coca zero não veio, só o lanche e a batata
diet; paidExtra; poisoning | sou intolerante a lactose, pedi o açaí com leite vegetal (paguei 4 reais a mais por isso) e veio com leite condensado e leite em pó por cima. passei o dia inteiro com cólica
praise | pedi sem lactose e veio certinho com a etiqueta escrita, da pra ver q tem cuidado
diet; paidExtra | sou celiaca diagnosticada faz 6 anos. o app de vcs tem a opção 'pão sem glúten +R$5' e eu marquei, ainda escrevi na observação 'CELÍACA, não pode contaminação'. veio no pão francês normal. se eu nao percebo pela textura ia ficar uma semana mal, com dor e inchaço. pra quem nao tem a doença parece exagero mas não é. por favor treinem a equipe
praise | sou celíaco e foi a primeira vez em anos q comi uma pizza delivery sem medo. massa sem glúten muito boa e chegou lacrada
foreignBody; service | achei um pedaço de palha de aço no meio da lasanha, liguei e a atendente disse que "não tem como, a gente nao usa bombril". tenho FOTO. lamentável
foreignBody | encontrei uma unha (!!!) dentro do pastel de carne. ja registrei denuncia na vigilância sanitária com foto e nota fiscal
spoiled | o creme de leite do strogonoff tava talhado e azedo, dava pra sentir o cheiro de longe
praise | suco de limão azedinho do jeito que eu gosto, sem açúcar como pedi
praise | pizza de gorgonzola com aquele mofinho bom, o queijo é fedido mesmo gente, é assim, amei
 | quem reclamou que o kefir tava azedo, é assim que é kkk. pedi de novo hoje
raw | o ovo do x-tudo veio com a clara crua escorrendo, gosmenta. nao pedi gema mole nem nada
praise | pedi o ovo com gema mole pra furar em cima do arroz e veio perfeito 🤤
raw; poisoning | linguiça toscana rosada por dentro, crua mesmo. meu filho comeu e teve febre e vomito de madrugada. isso é carne de porco gente, tem que assar direito
taste | a pizza veio com a massa crua no meio, grudando no dente, borda queimada
poisoning | passei mal dpois de comer o escondidinho, dor de barriga forte a noite td. nao sei se foi a carne seca mas foi a unica coisa q comi no dia
praise | passei mal de tão bom que tava kkkkk brincadeira, mas serio o melhor parmegiana da cidade
delay; cold | demorou 2 horas e a comida chegou fria, mas pelo menos não tinha nenhum cabelo dessa vez kkk
foreignBody; mod:threat | achei um parafuso no meu lanche. se eu tivesse quebrado um dente eu ia ai e quebrava a cara do dono, pode esperar que eu sei onde fica
foreignBody; mod:noOrder | nunca pedi aqui e nem vou, minha vizinha disse que achou um rato na marmita deles. fiquem longe
spoiled | a alface do sanduiche tava preta e molenga, podre mesmo, e o tomate com mofo. vergonhoso
taste; praise | salada meio murcha, alface sem crocancia, mas nada estragado. o molho salvou
raw | o salmão grelhado tava cru no meio, tipo sashimi, sendo que no cardápio diz "bem grelhado"
praise | poke de salmão fresquinho, peixe cru bem cortado e gelado como tem que ser
taste | sei que poke é servido frio, não é essa a reclamação, mas o arroz tava duro e seco, parecia de outro dia
spoiled; app; mod:app | o iogurte grego que veio no pedido do mercado tava vencido há 5 dias. e o app não deixa eu pedir reembolso de item vencido, só de item faltando, tem nem a opção
praise | comprei pelo mercado do app e os produtos tudo com validade longa, bem embalado, gelados separados
foreignBody | tinha um fio de cabelo loiro no meu hamburguer, e aqui em casa todo mundo tem cabelo preto. então nao venham dizer q é meu
 | achei um pelo no prato mas eu tenho 3 gatos, com certeza é de um deles kkkk nao conta
foreignBody | formiga andando DENTRO do pote de brigadeiro fechado. várias. nunca mais
praise | esse brigadeiro é de matar, morri e fui pro céu 😭
allergy; poisoning; service | meu filho tem APLV, avisei por telefone e na observação. o atendente jurou que o bolo não tinha leite. tinha. ele teve reação forte, vomitou e ficou cheio de manchas vermelhas. quando liguei de volta disseram que "não se responsabilizam por alergia". como assim??
praise | meu filho tem alergia a ovo e vocês foram os unicos q souberam me dizer exatamente o que tinha em cada doce. obrigada pelo cuidado ❤️
spoiled; poisoning | pedi um ceviche, e eu sei que o peixe é "cru" marinado no limão, tudo bem, mas esse tava com cheiro de peixe estragado. resultado: 2 dias de diarreia
praise | ceviche bem ácido, peixe firme, cebola roxa crocante. pra quem acha que é "cru demais", é assim que se faz
poisoning | fui parar no pronto socorro com intoxicação alimentar depois do frango a passarinho de vcs. tenho o laudo. vou entrar no Procon e pedir ressarcimento dos remédios
praise | tive intoxicação alimentar semana passada (nao foi daqui) e hoje pedi só uma canja leve. caiu super bem
praise | tava doente, gripado, de cama, pedi a sopa de legumes e foi um abraço kkk entrega rapida tbm
delay; price | tô cru de grana e ainda paguei 12 de taxa pra esperar 1h20. nao compensa
taste | o frango tava seco demais, parecia borracha de tão passado
spoiled | o feijão tava azedo, aquele cheiro de feijão fermentado, devia ser de dois dias atrás
taste | o sashimi de atum tava sem gosto e meio aguado, mal descongelado. não to falando q tava estragado, só ruim mesmo
foreignBody; service; mod:offensive | PEDAÇO DE LUVA de látex no meu arroz. e o dono no chat ainda veio com ignorância. vai tomar no c* vc e sua lanchonete de merda
spoiled; other=reembolso negado; mod:refund | o sorvete de creme tava com gosto azedo e cheio de cristal de gelo, claramente descongelou e congelou de novo. pedi reembolso e o ifood negou dizendo que "não identificou problema". como não?
melted | o milkshake chegou todo derretido, virou leite achocolatado
praise | o sorvete chegou firminho mesmo com 40 min de entrega, embalagem térmica top
spoiled; poisoning | comprei açaí de 500ml e o leite ninho por cima tava empedrado com gosto de velho, e o açaí meio fermentado, com gosto de vinagre. meia hora depois tava vomitando. lixo
praise | kombucha com aquele gostinho fermentado, bem gaseificada, chegou geladinha
foreignBody | tinha um grampo de cabelo (daqueles pretos) dentro do bolo de pote
foreignBody; missingItem | veio um pedaço de etiqueta de plástico dentro da salada e não veio o molho que eu pedi
 | pra quem ler isso: "cabelo de anjo" é o nome do macarrão, não é cabelo kkkk pedi o cabelo de anjo ao sugo hoje
delay | fiquei de cabelo branco esperando esse pedido
raw; poisoning | asinha de frango crua no osso, sangue escuro. comi duas antes de ver. to com enjoo e dor de barriga desde ontem. vou guardar as sobras e levar na vigilância sanitária
praise | tartar de salmão excelente, sei q é cru mas o peixe tava muito fresco
customisation; praise | pedi a picanha bem passada e veio ao ponto pra mal, mas tava gostosa ent nem liguei muito
customisation; raw | pedi o hambúrguer BEM PASSADO pq to grávida e não posso comer carne crua. veio vermelho vivo no meio, cru. tive que jogar fora
praise | to gravida e com desejo de açaí às 23h, vcs salvaram meu casamento kkkk
spoiled | pão de queijo com gosto de mofo, e quando abri o outro tinha pontinhos verdes. mofado
foreignBody | pedaço de VIDRO no molho da pizza. VIDRO. podia ter cortado a boca do meu filho. absurdo, vou no procon amanhã
warmDrink | a cerveja long neck veio quente, parecia que tinha ficado no sol
praise | pastel de vento kkkk brincadeira, tava bem recheado. pedi de carne e de queijo
poisoning; mod:noOrder | nunca comi aí e nem comeria, todo mundo no bairro sabe que esse restaurante deixa as carnes fora da geladeira e o povo vive passando mal. não peçam
courier; praise; mod:courier | o motoboy chegou com a sacola aberta e o lacre rasgado, com certeza mexeu. a comida em si é ótima, o problema foi o entregador
taste | tava tão salgado que acho que vou ter pressão alta kkk serio, nem consegui comer
 | tenho pressão alta então pedi o prato fit sem sal extra, mais pra registrar que existe essa opção. ainda não comi
diet | sou vegetariano, pedi o risoto de cogumelos e achei pedaços de presunto no meio. pra mim isso é igual a achar um inseto
praise | o burger de grão de bico é tão bom que meu namorado que come carne nem percebeu q era vegano
diet; service | pedi o lanche vegano e perguntei no chat se o pão tinha leite, disseram que não. tem, tá na embalagem do fornecedor. ou não sabem o q vendem ou mentiram
foreignBody | achei um pedaço de arame dentro do churrasquinho, acho que da escova da grelha. cuidado com isso
spoiled; poisoning | o ovo do omelete tava com cheiro de podre, aquele enxofre. comi um pedaço antes de sentir e vomitei. inaceitável
 | o sorvete de durian tem cheiro forte mesmo, avisaram na descrição. eu que não curti, sem reclamação
spoiled | o leite do café gelado tava azedo, talhou e ficou com grumos. nem tomei
praise | café coado fresquinho, e o bolo de fubá chegou ainda quentinho
notDelivered | o pedido nunca chegou e marcaram como entregue. vou reclamar no procon
poisoning | nao sei se foi o pastel ou o caldo de cana mas eu e meu irmão tivemos diarreia a noite toda. fica o registro
praise | caldo de cana geladinho e pastel sequinho, passei mal de rir com meu irmão lembrando da feira quando a gente era criança
foreignBody; poisoning | achei um inseto tipo besouro pequeno no meio do arroz integral e depois passei mal, não sei se uma coisa tem a ver com a outra mas não confio mais
praise | meu marido tem gastrite e foi o único lugar que aceitou fazer o molho sem pimenta e sem alho. ja pediu de novo
customisation | pedi sem pimenta pq tenho gastrite, ta escrito na obs, e veio ardendo de tao apimentado, tive q jogar fora e comer miojo
raw | o peixe empanado por fora tava dourado e por dentro cru, transparente. claramente era congelado e não fritaram o tempo certo
praise | tilápia empanada sequinha, crocante, peixe branquinho soltando lascas
spoiled; mod:offensive | camarão com cheiro de amônia, ESTRAGADO. vocês são uns lixos, bando de incompetentes do caralho
 | que porra de fome que eu tava, nem tirei foto. pedi o prato executivo de frango
portion; praise | comida muito gostosa mas a porção de frango é pequena, fiquei com fome
praise | matou minha fome e a da minha mãe, bem servido
spoiled; missingItem | a farofa tava rançosa, gosto de coisa estragada, e esqueceram o vinagrete
taste | batata frita encharcada de óleo, molenga
allergy | sou alérgico a castanha, não avisei pq o brownie dizia "tradicional", mas tinha nozes dentro e isso não estava na descrição. tive coceira na boca e tomei antialérgico
praise | brownie com nozes, como diz no cardápio, quem tem alergia fica esperto. o meu chegou certinho e delicioso
foreignBody; delay | demorou quase 2h e ainda veio com um cabelo grudado no queijo da pizza
delay; cold; praise | a pizza chegou fria pq demorou mas tava saborosa, aquele cheiro de orégano bom
spoiled; poisoning; service | o kibe cru (que é cru por receita, eu sei) tava com cor escura e cheiro estranho. liguei avisando e riram da minha cara. à noite tive vômito e febre
praise | kibe cru bem temperado, hortelã fresca, melhor que o da minha avó (não conta pra ela)
foreignBody | tinha um pedaço de curativo no meio da carne moída, ainda com sangue. tirei foto e vou denunciar na vigilância sanitária
pricePortion; praise | o sushi é ótimo mas 90 reais em 20 peças me deu um susto, quase passei mal com o valor kkk
other=troco não devolvido; praise | o motoboy não tinha troco pra 50 e o restaurante disse que ia mandar o troco depois, nunca mandou. comida boa
poisoning; unanswered | dois dias de diarreia depois do strogonoff. tentei ligar e mandar msg pra loja pra avisar, ninguém responde
unanswered; missingItem | veio sem o refri e ninguém atende o telefone, liguei umas 6 vezes
praise | tava com medo por causa das avaliações falando de intoxicação mas pedi e tava tudo fresquinho, sem problema nenhum
raw; mod:hate | frango empanado cru por dentro. também, cozinha cheia de baiano preguiçoso, dá nisso
raw | a carne de porco do yakisoba tava rosa e mole, mal cozida. sei que porco hoje pode ser rosado mas aquilo era cru
praise | carne de porco rosadinha no ponto, suculenta, ao contrário do que muita gente pensa porco não precisa ser sola de sapato
spoiled; price | pagar 45 num poke com salmão passado, com cheiro, é brincadeira
diet | pedi a torta "sem açúcar" pra minha vó que é diabética e no rótulo colado na embalagem tinha açúcar refinado nos ingredientes
 | minha vó é diabética mas hoje é aniversário dela entao liberamos o bolo de chocolate normal 🎂 pedi o de 1kg
wrongItem; allergy | veio o pedido de outra pessoa, um lanche com molho de amendoim. eu sou alérgica e só percebi na primeira mordida, a boca inchou na hora
wrongItem | veio o sabor errado, pedi calabresa e veio portuguesa. pelo menos não tinha nada que eu tenho alergia
foreignBody; praise | amo a coxinha de vocês, peço toda semana, mas hoje veio um fio de cabelo comprido dentro da massa. fica o toque pra usar touca
poisoning; mod:threat | ontem eu e minha filha tivemos dor de barriga com a comida de vcs. se acontecer de novo eu vou aí e taco fogo nessa espelunca
cold; taste | o peixe frito veio frio e borrachudo. não tava cru nem estragado, só mal feito mesmo
praise | o pessoal aqui reclama de comida crua mas eu pedi a costela bem passada e veio desmanchando. top
spoiled | a salada de frutas veio com o mamão fermentando e a banana preta, gosto de álcool
praise | o pão de fermentação natural é azedinho mesmo, amei o sourdough, casca crocante
`,
);

/** Set DQ: a moderation team's sample: masked swearing, slurs and prejudice, threats, rivals' rumours, the marketplace's courier, app and refund, beside angry but legitimate complaints. */
export const BY_OTHERS_DQ = parseReviews(
  "othersDQ",
  `
delay; cold; mod:offensive | bando de incompetente do caralho, 1h40 pra chegar um lanche gelado. vcs são uns lixos
wrongItem; mod:offensive | pedi calabresa e veio portuguesa. a atendente é burra ou o q? fdp
missingItem; service; mod:offensive | faltou a coca e qdo liguei o cara me atendeu com a maior grosseria. vsf seu arrombado
courier; mod:offensive | o motoboy é um animal, jogou a sacola por cima do portão e saiu rindo. p0rr4 de entregador imbecil
taste; mod:offensive | hamburguer seco igual sola de sapato, o chapeiro de vcs é um jumento
price; taste; mod:offensive | 68 reais num xis com batata murcha, vcs são uns ladrões safados, tnc
unanswered; mod:offensive | ninguém atende essa m3rd4 de telefone, bando de vagabundo 😡
customisation; mod:offensive | escrevi SEM CEBOLA em caps lock e veio cheio de cebola. vai tomar no c* quem montou essa porcaria
delay; mod:offensive | Es la tercera vez que tarda más de una hora. Son unos inútiles de mierda, la cocinera es una idiota.
cold; taste; mod:offensive | Fries were ice cold and soggy. Whoever packed this is a f***ing moron.
service; mod:offensive | a mina do chat me respondeu com copia e cola, sua otária, lê o que eu escrevi antes de responder
packaging; mod:offensive | açaí vazou tudo na sacola, filhos da put4 nem uma tampa direito conseguem colocar
portion; mod:offensive | porção de fritas com 12 batatas kkkkkk vão se f0d3r seus mão de vaca
delay; courier; mod:offensive | entregador lerdo do krl, ficou parado 30 min na esquina mexendo no celular, vagabundo
raw; mod:offensive | frango cru por dentro, cozinheiro de merda, tá querendo matar cliente?
service; mod:offensive | pedi ontem, pior pizza de SP. e o dono é um babaca arrogante que responde review xingando cliente
wrongItem; missingItem; mod:offensive | veio o pedido de outra pessoa e sem o refri. cambada de anta, aprendam a ler comanda
delay; service; mod:offensive | Waited 2 hours, called and the guy hung up on me. Bunch of clowns, screw you all.
delay; mod:hate | só podia ser restaurante de baiano, tudo lerdo, 2 horas pra fritar um pastel
taste; mod:hate | comida sem tempero nenhum, claramente a cozinha é cheia de paraíba que não sabe cozinhar
wrongItem; mod:hate | mulher não devia trabalhar em cozinha, a tal da Jéssica errou meu pedido de novo
courier; delay; mod:hate | o entregador se perdeu e levou 40 min a mais, era um venezuelano que nem fala português direito. esses imigrantes tão acabando com o Brasil
service; mod:hate | atendente viadinho todo cheio de frescura no telefone, me atendeu mal e ainda desligou
missingItem; mod:hate | esses crentes da loja esqueceram meu refrigerante, deviam rezar menos e trabalhar mais
foreignBody; mod:hate | achei cabelo na marmita, claro né, cozinheira com aquele cabelo ruim dela
delay; mod:hate | Tardaron una eternidad, típico de brasileños vagos, no saben trabajar.
courier; mod:hate | The delivery guy was some foreigner who couldn't find my building for half an hour. Go back to your own country.
taste; mod:hate | comida com um gosto estranho, coisa de macumbeiro. essa dona deve ter feito trabalho no tempero
service; mod:hate | caixa sapatão grossa pra caralho, me tratou mal quando fui retirar o pedido
general; mod:hate | restaurante de chinês nojento, vai saber que bicho tem nesse yakisoba. pedi uma vez e nunca mais
diet; mod:hate | pedi sem glúten e veio pão comum, o atendente deve ser autista, não entende nada
notDelivered; unanswered; mod:threat | meu pedido não chegou e ninguém atende. amanhã eu passo aí e quebro essa loja inteira
wrongItem; mod:threat | errem meu pedido de novo pra vc ver, eu sei onde o dono mora, rua das Acácias 230, casa de portão verde
courier; mod:threat | se esse motoboy aparecer de novo na minha rua ele vai sair de ambulância, tô avisando
raw; mod:threat | hambúrguer cru no meio. se minha filha passar mal eu volto aí com meus irmãos e ninguém sai inteiro
missingItem; service; mod:threat | Faltou metade do pedido e o gerente riu da minha cara no telefone. Vou esperar ele sair do turno, aguarda.
notDelivered; mod:threat | Nunca llegó mi pedido. Voy a ir al local y les voy a romper la cara a todos.
spoiled; mod:threat | The chicken was sour. I know where your cook parks his car, enjoy your tires.
price; mod:threat | cobraram a taxa de entrega 2x. vou postar o cpf e o telefone pessoal do dono no grupo do bairro, aí quero ver
service; mod:threat | a atendente me chamou de chato. avisa ela que eu sei em qual ponto de ônibus ela pega o busão
poisoning; mod:threat | passei a noite vomitando depois desse strogonoff. vou aí tacar fogo nessa espelunca
mod:noOrder | nunca pedi aqui mas minha vizinha disse que acharam barata na cozinha, fujam
mod:noOrder | A Pizzaria Bella Napoli aqui do lado é mil vezes melhor, aqui é tudo congelado e requentado, todo mundo sabe
mod:noOrder | dizem que o dono sonega imposto e não assina a carteira de ninguém. não apoiem
mod:noOrder | não comprei mas vi no tiktok que esse lugar usa carne de cavalo no hambúrguer 🤢🤢
mod:noOrder | Haven't ordered yet, but a friend of a friend got food poisoning here. Avoid.
mod:noOrder | No he pedido nunca, pero me contaron que la cocina es un asco. No pidan.
mod:noOrder | conheço gente que trabalhou aí, disseram que reaproveitam o óleo por semanas. nem preciso pedir pra saber
mod:noOrder | Sou dono de uma lanchonete aqui perto e posso afirmar: esse povo compra tudo vencido no atacadão.
mod:noOrder | meu primo é motoboy e disse que a cozinha dessa loja é um chiqueiro. 1 estrela preventiva
mod:noOrder | ouvi falar que foram interditados pela vigilância sanitária ano passado, como ainda tão abertos??
courier; mod:courier | o entregador não quis subir, disse que não é obrigado, e eu tive que descer 4 andares de muleta
courier; packaging; mod:courier | motoboy chegou com a caixa da pizza de lado na bag, dava pra ver que veio costurando feito louco. cobertura toda na tampa
courier; mod:courier | a sacola chegou com o lacre rasgado e o entregador todo sem graça. abriu sim, não adianta negar
courier; delay; mod:courier | o mapa mostrava o motoqueiro fazendo outras 3 entregas antes da minha, 40 min rodando em círculo com a minha comida
courier; mod:courier | Entregador grosso, reclamou que eu não tinha trocado e me chamou de pão duro na frente do prédio
courier; notDelivered; mod:courier | Courier marked it as delivered and never showed up. Can't rate the food, never got to try it.
courier; mod:courier | El repartidor se quedó 15 minutos hablando por teléfono en la puerta antes de entregarme, y encima de mala gana.
praise; courier; cold; mod:courier | comida ótima como sempre, mas o entregador parou pra abastecer e tomar um café (eu vi pelo mapa), chegou tudo frio
courier; mod:courier | o motoca do ifood exigiu que eu fosse buscar na portaria do outro lado do condomínio, 500m andando na chuva
app; mod:app | cupom de 20 reais não aplicou de jeito nenhum, o app dava erro toda vez no pagamento
app; delay; mod:app | o status ficou em "saiu para entrega" por 1h e nada se mexia no mapa, chegou bem atrasado
app; price; mod:app | o app travou na hora de pagar e cobrou duas vezes no cartão, 2x 54,90. alguém me explica
app; mod:app | The app wouldn't let me add delivery instructions, kept crashing at checkout. Had to call the driver myself.
app; mod:app | La app se cerró tres veces antes de poder confirmar el pedido, y el seguimiento nunca se actualizó.
app; mod:app | rastreio do app mostrando o entregador na Bahia kkkkk enquanto eu tô em Curitiba. chegou, mas fiquei perdidão
app; cold; mod:app | o aplicativo cancelou meu pedido sozinho, tive que refazer tudo e quando chegou já tava frio
missingItem; mod:refund | faltou o guaraná e o ifood negou o reembolso dizendo que "não há evidências". ridículo
notDelivered; mod:refund | o pedido não chegou e até hoje, 15 dias depois, não estornaram meu dinheiro
wrongItem; mod:refund | veio lasanha de frango no lugar da bolonhesa, pedi reembolso parcial e devolveram 3 reais. TRÊS
notDelivered; mod:refund | Order never arrived and support says the refund "may take up to 30 days". Unacceptable.
missingItem; mod:refund | Faltaron las papas y la plataforma me devolvió solo en créditos, yo quiero mi dinero de vuelta.
spoiled; mod:refund | maionese azeda, mandei foto pro suporte e recusaram o reembolso. de que adianta foto então
cold; mod:refund | chegou tudo gelado, abri chamado e o "reembolso" veio como cupom de 10 reais que vence amanhã 🙄
paidExtra; mod:refund | paguei bacon extra, não veio, e a plataforma diz que adicional não é reembolsável. oi??
delay; cold | PQP que demora, 1h50 pra chegar um yakisoba frio. nunca mais
missingItem; unanswered | Porra, esqueceram a batata de novo! liguei 4 vezes e ninguém atende. se continuar assim vou no Procon
raw; poisoning | frango cru no meio e minha esposa passou mal a madrugada toda. Vou levar as fotos na Vigilância Sanitária.
foreignBody | cabelo no meio do arroz. que nojo do caralho. decepcionante demais
wrongItem; customisation | caralho, pedi meia mussarela meia calabresa SEM cebola e veio inteira de frango com catupiry. como assim
pricePortion | R$ 49,90 num temaki que cabe na palma da mão, tão de sacanagem né
delay | 2h10 de espera. DUAS HORAS. pra uma marmita.
cold; taste | a porra da lasanha chegou fria e com gosto de geladeira, requentaram isso certeza
spoiled | o molho do macarrão tava azedo, cheiro de estragado mesmo. inadmissível. se alguém aqui em casa passar mal eu entro na justiça
allergy | avisei na observação que sou alérgico a camarão e veio camarão no risoto. tive que tomar antialérgico correndo. isso dá processo
diet | sou diabético, pedi coca zero e mandaram coca normal. sorte que eu conferi a lata
diet | pedi o hambúrguer vegano e tinha bacon no meio, sério isso?? sou vegetariana há 10 anos
melted | o milkshake chegou virado suco, tudo derretido. que merda hein
warmDrink | refri quente e sem gás, parecia que tinha ficado no sol a tarde inteira
packaging | a sopa vazou inteira dentro da sacola, encharcou tudo. péssimo, nunca mais
paidExtra | paguei 6 reais de cheddar extra e nem sombra do cheddar
taste | pastel tão oleoso que dava pra fritar outro com o óleo que escorreu. credo
service | a atendente do WhatsApp foi super grossa quando perguntei do pedido, respondeu só "tá saindo, calma"
other=cancelaram o pedido | cancelaram meu pedido depois de 40 min esperando, sem explicação nenhuma. fome da porra
delay; praise | comida maravilhosa como sempre, mas que demora filha da mãe hoje, 1h20
missingItem | cadê os talheres e os guardanapos? comer strogonoff com a mão não dá
portion | a porção "grande" de frango a passarinho tinha umas 8 asinhas. grande onde?
price | taxa de entrega de 15 reais pra 2km? tão loucos
customisation; taste | pedi a carne mal passada e veio tipo sola de bota, bem passada até a alma
courier | o entregador da própria loja (não era do app) foi mal educado e jogou o troco na minha mão
wrongItem | veio o pedido de outra pessoa, nome "Carla" na comanda. eu sou o Paulo. e agora?
delay; cold | Holy sh*t this took forever. 95 minutes and the burger was stone cold. Never again.
missingItem; unanswered | Damn it, no sauce at all for the wings, and nobody picks up the phone. Filing a complaint with Procon.
raw | Pork was pink in the middle, basically raw. I'm talking to a lawyer about this.
delay; cold | Mierda, llegó todo frío después de una hora y media. Qué desastre.
wrongItem; missingItem | Pedí empanadas de carne y vinieron de queso, y faltó la gaseosa. Voy a reclamar al Procon.
foreignBody | Encontré un pedazo de plástico duro en la hamburguesa. Casi me rompo un diente, joder.
spoiled; poisoning | sushi com cheiro forte, comi assim mesmo (erro meu) e passei 2 dias com diarreia. já denunciei na vigilância
delay; unanswered | 1h30 esperando, mandei msg no chat da loja 3 vezes, zero resposta. que lixo de experiência
taste; praise | o pão é uma delícia mas o hambúrguer veio salgado pra caralho
pricePortion | 35 conto num açaí de 300ml que veio pela metade do copo. palhaçada
packaging | caixa da pizza toda amassada, a pizza chegou dobrada no meio com o recheio grudado no papelão
notDelivered; unanswered | o pedido consta como entregue e NÃO chegou nada aqui. liguei pra loja e ninguém atendeu. se não resolverem vou no juizado de pequenas causas
delay | "entrega expressa" de 1h40. expressa pra quem, né 🙃
cold; taste | batata mole e fria, parecia papelão molhado
 | pedi o combo família de novo, dessa vez com guaraná
praise | melhor parmegiana da região, chegou quentinha e rápido. nota 10
other=nota fiscal | pedi nota fiscal na observação pq é pra empresa e não mandaram. preciso disso pra pedir reembolso no trabalho, caramba
other=troco errado | avisei que ia pagar com nota de 100 e mandaram troco pra 50. fiquei no prejuízo de 50 conto
delay | Tô puto. 2 horas pra uma pizza. Nunca mais. E nem adianta responder com "pedimos desculpas pelo transtorno"
foreignBody | tinha um pedaço de plástico azul na farofa, acho que da embalagem. cuidado gente
spoiled | o leite condensado do açaí tava talhado, azedo mesmo. joguei fora
wrongItem | pedi Guaraná e veio Pepsi. nada contra, mas não foi o que eu pedi né
missingItem; service | faltou o arroz da marmita, mandei mensagem e a resposta foi "não temos como enviar agora". que descaso
taste | o pior yakisoba que já comi na vida, massa empapada e legume cru, duro. decepção total
diet | marquei a opção sem lactose e veio com creme de leite normal, dá pra ver pela caixinha que veio junto. descaso
delay; cold; melted | o sorvete virou sopa e o lanche virou pedra de gelo, 1h20 de espera
price | cobraram 12 reais a mais do que o cardápio mostrava, o valor no cupom não bate com o anunciado
packaging; missingItem | sacola sem lacre nenhum e faltando um dos refrigerantes
taste; portion | strogonoff aguado e os pedaços de carne dava pra contar nos dedos de uma mão
notDelivered; unanswered | Esperei 3 horas e não chegou. Telefone da loja só chama. Um absurdo, vou registrar no Procon e no Reclame Aqui.
raw | linguiça toscana rosada por dentro, crua mesmo. quase dei pro meu filho de 4 anos
praise; delay | o entregador foi um amor, mas a loja levou 50 min só pra preparar, ele ficou esperando lá
cold | vcs precisam de embalagem térmica urgente, a pizza chegou gelada de novo
taste | arroz queimado no fundo e com gosto de fumaça. que bosta, hein
wrongItem | Ordered a chicken wrap and got a tuna sandwich. What the hell. Terrible.
pricePortion | R$ 62 for a poke bowl that's half rice and three cubes of salmon. Ridiculous.
melted; packaging | The ice cream melted and leaked all over the bag. Damn mess.
taste | La pizza estaba quemada y sabía a cartón. Horrible, no vuelvo a pedir.
customisation | Puse "sin cebolla" bien clarito y vino llena de cebolla. Carajo, ¿nadie lee las observaciones?
delay; service | Una hora y cuarenta. Cuando llamé me dijeron "ya sale" tres veces. Pésima atención.
foreignBody | INSETO. NO. MEU. ESCONDIDINHO. nunca mais, e já tirei print pra mandar pra Vigilância Sanitária
delay; missingItem; cold | demorou, veio sem o molho e frio. trifeta da desgraça
service | reclamei da pizza na semana passada e o dono respondeu "então faz em casa". que postura é essa com cliente
warmDrink; cold; delay | cerveja quente, hambúrguer frio e 1h de espera. era pra ser o contrário né kkkk
missingItem | sachê de ketchup zero, maionese zero. batata seca sem nada, aff
other=aceitaram pedido fora do horário | aceitaram o pedido às 23h50 e 20 min depois cancelaram dizendo que a cozinha já tinha fechado. pra que deixa aberto então?
poisoning | comi o x-tudo ontem e hoje tô com dor de barriga e vômito. coincidência? acho que não
praise; taste | entrega rápida e bem embalada, só que a coxinha veio massuda e quase sem recheio
spoiled; praise | o motoboy do ifood foi super educado, o problema foi a comida mesmo: feijão azedo, dava pra sentir no cheiro
`,
);

/** Set DR: Spanish (Argentina, Uruguay, Paraguay, Venezuela, Mexico) and English (tourists, expats, students), and Portuguese mixed with either. */
export const BY_OTHERS_DR = parseReviews(
  "othersDR",
  `
delay; cold | Pedí a las 20:10 y llegó 21:40, las empanadas heladas. Che, así no se puede
praise | La milanesa napolitana re bien, posta que me hizo acordar a Buenos Aires. Vuelvo a pedir seguro 🇦🇷
missingItem | falto la coca y las papas, solo vino la hamburguesa sola 🙄
wrongItem | pedi pizza de muzza y me mandaron de calabresa, no como calabresa loco
allergy | Puse en la observación ALERGIA AL MANÍ en mayúsculas y el pad thai vino lleno de maní. Terminé tomando antialérgico. Una irresponsabilidad total, no pido más
raw | el pollo estaba crudo por dentro, rosado al lado del hueso. No lo comí
portion; praise | Rico el estrogonofe bo, pero la porción es para un gurí de 5 años
price | ta caro el envío, 15 reales para 2 km?? cualquiera
courier | el repartidor no quiso subir al depto, me hizo bajar 8 pisos en pantuflas y encima me apuró
courier; missingItem; mod:courier | El motoboy de iFood abrió la bolsa, el precinto estaba roto y faltaba la mitad de las papas. Lo vi comiendo en la esquina antes de tocar timbre
app; mod:app | El cupón de primera compra no me lo aplicó la app y me cobró todo. Ya sé que no es culpa del local pero bueno
delay; mod:offensive | Manga de inútiles, una hora y media para una pizza. Son unos pelotudos
praise | Chamo burda de sabrosas las arepas, casi como las de mi mamá en Maracaibo. 10/10 sin dudarlo
taste | las arepas venian durisimas y secas, eso no es arepa ni de broma vale
delay; unanswered | Llevo 1 hora esperando, llamo al local y no contesta nadie, escribí por el chat y nada de nada
notDelivered; mod:refund | Figura como entregado y NUNCA llegó. iFood me dice que no me devuelve la plata porque "el repartidor confirmó la entrega". Genial
foreignBody | Encontré un pelo largo en el arroz, qué asco
poisoning | Comí el sushi a la noche y a la madrugada estaba vomitando. Mi novia comió lo mismo y también terminó mal
diet | Pedí la hamburguesa vegana, soy vegetariana hace 10 años y me vino con panceta arriba. Se nota que ni leen
cold; taste | La chipa vino fría y dura luego, nde. Parecía de ayer
praise | No manches, los tacos al pastor están bien chidos, la salsa verde pica rico. Neta el mejor que he probado en São Paulo
taste | Neta que estos no son tacos, la tortilla es de harina y la carne sin nada de sazón. Muy chafa güey
pricePortion | 45 reales por tres taquitos chiquititos? Está cañón, no manches
customisation | Pedí SIN CEBOLLA porque no la soporto y vino con cebolla por todos lados
packaging | La sopa se volcó toda dentro de la bolsa, el envase no tenía la tapa cerrada
melted | el helado llego hecho sopa, puro liquido 🫠
warmDrink | la birra llegó caliente, qué sentido tiene pedir birra así
paidExtra | Pagué extra de cheddar y bacon y vino la hamburguesa pelada, ni una feta
missingItem; service | Les escribí por el chat que faltaba el flan y me contestaron "no es problema nuestro". Re mala onda
other=cancelaron el pedido | Me cancelaron el pedido después de 40 min sin ninguna explicación y me quedé sin cenar
other=no mandan la nota fiscal | Necesito la nota fiscal para la empresa y no la mandan, ya lo pedí tres veces
praise | Tenía miedo de que llegara frío por la lluvia pero llegó calentito y rápido. Gracias chicos!
 | pedí el combo familiar para probar, después les cuento
spoiled | La crema del postre estaba agria, olía feo, claramente vencida
taste; mod:hate | La milanesa vino quemada, obvio si la cocina está llena de paraguas que no saben ni freír un huevo
price; mod:threat | Me cobraron doble y nadie me devuelve nada. Si mañana no está solucionado voy al local y les rompo todo, sé bien dónde queda
foreignBody; mod:noOrder | Nunca pedí acá pero un amigo dice que encontró una cucaracha en la empanada, cuidado gente
delay | Chamo qué ladilla, dos horas pa un pabellón. Nunca más
praise; delay | Los tequeños buenísimos, crujientes, pero se tardaron un montón: casi una hora pana
missingItem; praise | El chivito tá espectacular, pero no vino la mayonesa que pedí aparte
taste | Las papas re aceitosas, chorreaban aceite. Una lástima porque la hamburguesa zafaba
price; app; mod:app | Me cobraron dos veces en la tarjeta, la app tiró error y después aparecieron los dos cobros
courier | El repartidor me habló re mal porque tardé 2 minutos en bajar
wrongItem; unanswered | Vino el pedido de otra persona (a nombre de "Marcos"), llamé tres veces y nadie atiende
delay; cold; missingItem | una hora y veinte, la pizza fria y sin el guarana
diet | Pedí el capuchino sin lactosa y claramente era con leche común, se nota en el gusto
diet | Mi papá es diabético, pedimos la Coca Zero y mandaron la normal. Estaba escrito en la observación!!
praise | Nde, qué rico el sándwich de milanesa, igualito al de Asunción. Y el chico de la entrega re amable
delay; courier | Ndaje que estaba cerca el motoquero pero dio vueltas 40 minutos por el barrio y no atendía el teléfono
poisoning; mod:offensive | Me dio una diarrea del carajo después de los camarones, son unos cerdos cochinos en esa cocina
customisation; praise | Muy rica la pizza pero pedí bien cocida y vino medio blanda. Igual la volvería a pedir
raw; customisation | La hamburguesa vino cruda en el medio, sangrando, y eso que puse BIEN COCIDA
praise | Sushi fresquito, el salmón crudo como tiene que ser jaja. Excelente
foreignBody | Había un pedazo de plástico duro en la empanada, casi me rompo un diente
packaging | El açaí llegó con la tapa abierta y todo pegoteado en la bolsa
portion | Muy poca carne en el burrito, era puro arroz y frijol
other=vuelto equivocado; service | Pagué en efectivo con 100 y me dieron mal el vuelto, faltaban 20. Llamé y me dijeron que no podían hacer nada
general | Horrible todo. No pidan
praise | Excelente atención, me llamaron para avisar que se iba a demorar un poquito y mandaron un alfajor de regalo 🥰
delay; app; mod:app | La app decía "saliendo para entrega" hace 50 min y el pedido seguía en el local. Llegó tardísimo
missingItem; mod:offensive | Coño e' madre, se les olvidó la salsa de ajo OTRA VEZ, son unos mamagüevos
service; mod:hate | El cajero era un maricón que ni sabía atender, pongan hombres de verdad en la caja
mod:noOrder | No pedí nunca pero vi en un grupo de WhatsApp que este lugar usa carne de gato, compartan
delay | Dijeron 30-40 min y llegó en 1h15. Ya había pasado la hora de comer, qué onda
praise | Llegó súper rápido, ni 20 min. La torta ahogada bien picosa como me gusta 🌶️
price | Subieron los precios un montón, el mismo combo hace un mes salía 32 y ahora 46
pricePortion | Carísimo para lo que viene, 3 croquetas por 38 reales. Decepcionante
missingItem | No vinieron los cubiertos ni servilletas y estoy en un hotel, tuve que comer con la mano
wrongItem | Pedí la grande y vino la mediana, la diferencia se nota
delay; praise | Ta bárbara la fainá, pero demoró banda, más de una hora bo
delay; cold | Ordered at 7:30, got it at 9. Fries were stone cold. Not great
praise | Best coxinha I've had since moving to Rio! Crispy outside, creamy inside. Obrigado!!
missingItem | No guaraná in the bag even though I paid for the combo
wrongItem | Got chicken instead of the beef burger I ordered. I'm a tourist and couldn't explain on the phone so I just ate it
allergy | I wrote SHELLFISH ALLERGY in the notes and there were shrimp in the fried rice. Luckily I checked before eating. This could have killed me
raw | chicken was pink in the middle. sent a photo to the chat
diet | I'm vegan and specified it, still got cheese all over my bowl. Really disappointing
portion | The "large" açaí was barely half a cup lol
pricePortion | R$70 for a tiny plate of pasta. Even for Leblon that's a rip-off
price | delivery fee was R$14.99 for like 1km?? come on
courier | Courier refused to come to the building entrance, made me walk two blocks to find him at 11pm
courier; mod:courier | The iFood rider was smoking while handing me the food and the whole bag smelled like cigarettes
price; app; mod:app | App kept crashing at checkout and charged me twice. Restaurant isn't to blame but heads up
notDelivered | Food never came. Status said delivered. Nobody at my door, my doorman saw nobody either
notDelivered; unanswered | Never arrived. Called the restaurant 4 times, no answer
foreignBody | Found a hair in my feijoada. Lost my appetite. Never ordering again
poisoning | Got food poisoning from the shrimp moqueca. Spent the next day in the bathroom instead of on the beach
spoiled | The milk in my smoothie was clearly off. Sour taste, curdled bits
melted | Milkshake arrived completely melted
warmDrink | The beer was warm and the soda was flat
packaging | Everything was swimming in sauce, the container lid popped open in the bag
customisation | Asked for no cilantro. There was cilantro. There is always cilantro.
missingItem; service | Messaged the store about the missing sauce and they were super rude, basically said I was lying
unanswered; delay | 70 min and counting. Store won't pick up. Chat is dead
paidExtra | Paid R$6 for extra bacon, found maybe one strip. Actually not sure there was any
praise | I was worried it'd be cold since it's a 30-min ride but it arrived piping hot. Great job!
 | First time ordering Brazilian food, went with the prato feito
praise; taste | Amazing picanha, perfectly cooked. Rice was a bit bland though
delay; mod:offensive | Took 2 hours, you f*cking idiots. Learn how to run a kitchen
wrongItem; mod:hate | Wrong burger AGAIN. Typical lazy Brazilians, can't do anything right
raw; mod:threat | The chicken looked raw. If I get sick from this I'll come down there and make sure you regret it. I know where you live, Marcelo
poisoning; mod:noOrder | Haven't ordered here but my colleague said she got sick after eating their sushi. Avoid
other=order cancelled | They cancelled my order after I'd waited 45 minutes, no explanation whatsoever
other=no english descriptions | No English descriptions at all on the menu, had to google every dish. Food was ok
cold; praise | Really tasty pastel but it was lukewarm by the time it got here
missingItem | Forgot the farofa. Again.
wrongItem | Received someone else's order entirely. A pizza. I ordered sushi
diet | Ordered the gluten-free pasta (not celiac, I just avoid it) and it was clearly regular pasta
diet | Ordered Coke Zero for my diabetic son and received regular Coke. Not ok
courier | The delivery guy was super rude, yelled at me through the intercom
courier; delay | Courier took forever at the door, couldn't find the building and didn't call. Food arrived 40 min late
app; mod:app | The tracking map showed the driver going in the opposite direction for 20 minutes. App is useless
missingItem; mod:refund | Half the order missing and iFood only refunded R$5 out of R$40. Ridiculous
general | Terrible experience overall
praise | The staff called me to confirm my allergy note. Super thoughtful. Food was delicious too
praise | Honestly the best pão de queijo in Florianópolis. My exchange housemates are obsessed
portion | Tasty but tiny. I was still hungry after
taste | Burger was dry and overcooked, tasted like cardboard
foreignBody | There was a piece of metal wire in my salad, like from a grill brush
spoiled; poisoning | The mayo tasted off and I threw up two hours later
raw; poisoning | Pork was undercooked and I was sick all night
packaging; cold | The bag was crushed, burger flattened, fries cold
customisation; missingItem | Asked for sauce on the side, it came drenched, and the extra napkins I asked for didn't come
delay | Wow, lightning speed, only 2 and a half hours. Breakfast came at lunch 👏
cold | Loved my gazpacho-style soup. Pity I ordered the hot caldo verde
service; praise | Food was good but the guy on the phone hung up on me when I tried to ask a question in English
unanswered; missingItem | Drinks never came, messaged the store in the app, zero reply after an hour
other=no nota fiscal | I need the nota fiscal for my company's expat reimbursement and they never send it
praise | Perfect for a hangover Sunday. Thanks guys!!
 | Ordered for a group of students, 4 marmitas
praise; delay | Great moqueca, just wish it didn't take 80 minutes
taste; mod:offensive | The owner is a scumbag and the cooks are morons. Burnt my rice
courier; mod:hate | Of course the courier was a woman, couldn't find the address. Women shouldn't be doing this job
mod:noOrder | Never ate here. My neighbor works across the street and says they reuse old oil for weeks and there are rats. Just saying
delay; mod:threat | Next time it's this late I'm coming down there with a bat
app; mod:app | Coupon BEMVINDO wouldn't apply, had to pay full price
praise | The courier was lovely and waited while I found my wallet. Food was hot
spoiled | bread was mouldy on one side, didn't notice until I bit it 🤢
customisation | Asked for it mild, it was nuclear. My mouth is still on fire
allergy | Told them I'm allergic to peanuts, there was peanut sauce. Hives all over. Unacceptable
delay; cold | Demorou muito, like 1h30, and the food was fria. Not cool
praise | Muito bom! Mejor empanada de todo el barrio, obrigada pela atenção
missingItem | Faltou o refri, pedí un guaraná y no vino nada
wrongItem; unanswered | Veio errado, era pra ser frango e veio carne, liguei and nobody answered
courier; mod:courier | O entregador do iFood was super rude, reclamou porque demorei pra descer
pricePortion | Muito caro pra pouca comida, parece porción de niño
praise; taste | La comida tava boa, pero el feijão estaba salgado demais
general; mod:offensive | Que merda de restaurante, son todos uns idiotas, nunca mais
app; mod:app | O app não deixou usar meu cupom, said invalid code, mas a promo tava ativa
diet | Sou vegetariano, pedí sin carne y veio com bacon. Sério?
`,
);

/** Set DT: long reviews told in order by customers of family restaurants, marmitarias and pizzarias: much context, several points. */
export const BY_OTHERS_DT = parseReviews(
  "othersDT",
  `
delay; cold; praise | Pedi duas marmitas de frango grelhado pro almoço de domingo, uma pra mim e outra pra minha mãe que tem 78 anos. O pedido foi feito 11h40 e só chegou 13h10, com o app dizendo "saiu para entrega" desde meio-dia. O arroz e o feijão estavam frios, deu pra ver que ficou parado em algum lugar. O tempero é bom, isso eu reconheço, o frango estava suculento. Mas pra quem almoça no horário certo por causa de remédio não dá.
wrongItem; service | pedimos pizza grande meia calabresa meia portuguesa p comemorar o aniversario do meu filho sexta a noite. chegou uma de frango com catupiry inteira. liguei na pizzaria e a moça disse q "foi o que saiu no sistema" e que se quisesse trocar era mais 50 min. acabamos comendo a de frango mesmo, as crianças nem ligaram, mas eu fiquei bem chateado com o jeito que falaram comigo
praise | Sou cliente dessa marmitaria há uns 2 anos, peço quase todo dia de semana pro escritório. Hoje pedi a de bife acebolado com purê e salada, e como sempre veio bem servida e quentinha. O entregador já conhece o prédio e sobe direto. Só deixo registrado porque a gente só escreve quando dá problema.
missingItem; packaging; praise | Fiz o pedido de um PF de parmegiana + 1 guaraná 2L para o jantar de quinta. O guaraná não veio, e a marmita chegou com o molho vazado pela tampa, sujou toda a sacola. A parmegiana em si estava ótima, empanado crocante mesmo com o molho. Mas pagar por refrigerante e não receber é chato.
raw; service | Pedi o frango assado inteiro com farofa pra dividir com meu marido no sábado. Quando cortamos a coxa, estava rosado perto do osso e escorrendo sangue. Mandei foto pelo chat e o restaurante respondeu só "o frango é assado na hora, deve ser a cor do tempero". Não é tempero, é cru. Jogamos fora a parte de baixo e comemos só o peito.
delay; courier; praise | pedido da pizzaria chegou com 1h20 de atraso. o motoboy ligou dizendo que nao ia entrar no condominio e que eu tinha que descer até a portaria do outro lado da rua, mesmo com tudo certinho no endereço. desci de chinelo na chuva. a pizza tava boa, mas a experiencia foi pessima.
diet; service | Minha filha é vegetariana e pedi pra ela o escondidinho de mandioca com legumes, que no cardápio diz "opção vegetariana". Ela deu a primeira garfada e tinha carne seca no meio. Entrei em contato e disseram que "às vezes mistura na cozinha". Ela não comeu nada e ficou sem jantar. Achei muito descaso, e sem nem oferecer trocar.
taste; portion | Marmita executiva tamanho M, pedida pra mim no almoço de terça. O arroz estava empapado e o feijão sem sal nenhum. A carne de panela eram 4 pedacinhos, mais osso que carne. Entrega foi no horário, isso foi ok.
foreignBody; praise | Jantar de sexta com a família, pedimos lasanha à bolonhesa grande e salada. No meio da lasanha tinha um fio de cabelo comprido, preto, enrolado no queijo. Mandei mensagem e o dono pediu desculpas, disse que ia conversar com a cozinha e ofereceu mandar outra ou devolver o valor. Aceitei o estorno, mas perdemos a vontade de comer. Nota baixa pelo cabelo, a atitude do dono foi correta.
spoiled; poisoning | Pedi o strogonoff de frango na segunda à noite, pra mim e pra minha esposa. Achei o creme com um gosto meio azedo, mas pensei que era do creme de leite. De madrugada nós dois passamos mal, vômito e diarreia até de manhã. Nunca tinha acontecido com nada daqui antes. Fica o alerta, vou avisar a Vigilância Sanitária.
delay; cold; service; mod:offensive | bando de incompetente!!! pedi 2 marmitex às 12h e chegou 13:40 tudo gelado. vcs são uns lixos, e a atendente uma sonsa que não sabe nem responder mensagem direito. nunca mais.
praise | Da última vez que pedi a pizza veio fria e eu reclamei aqui mesmo. Dessa vez pedi de novo pra dar uma chance, a margherita e uma doce de chocolate pro meu sobrinho. Chegou quentinha, a borda crocante, e mandaram até um bilhetinho pedindo desculpa pela outra vez. Gostei muito da atenção.
allergy; customisation; praise | Pedi a salada da casa e o filé grelhado pro almoço de sábado e na observação escrevi "SEM CASTANHA, SOU ALÉRGICA". A salada veio com castanha de caju picada por cima. Percebi por sorte antes de comer, meu marido comeu a salada e eu fiquei só com o filé. O filé estava bom, mas isso é grave.
app; praise; mod:app | Tentei usar o cupom de 20 reais de primeira compra na marmitaria, o app aceitou na tela e na hora de pagar cobrou o valor cheio. Só vi depois na fatura do cartão. A comida em si veio certa, arroz, feijão, costela e couve, bem gostosa. Abri chamado no aplicativo e até agora nada.
paidExtra; unanswered | Pedi 3 marmitas pra equipe da obra, todas com ovo frito a mais (paguei o adicional de 3 reais em cada). Nenhuma veio com o ovo. Liguei no número do perfil 4 vezes e ninguém atendeu, mandei whats e só visualizaram. Os peões comeram assim mesmo, mas fica o prejuízo.
courier; packaging | O pedido saiu rápido da pizzaria, mas o motoboy ficou uns 15 minutos parado na frente de casa mexendo no celular antes de tocar o interfone, vi pela janela. Quando entregou, a caixa estava de lado e a pizza toda escorregada pra um canto. Ainda foi grosso quando perguntei por que não tocou antes.
pricePortion; taste | Sábado resolvi pedir a marmita grande de picanha (R$ 54,90) pra mim e pro meu filho de 10 anos dividirmos. Veio uma marmita que mal dava pra um adulto, com três tirinhas de picanha cheias de nervo. O arroz tomava metade do espaço. Por esse preço eu esperava muito mais.
other=cancelaram o pedido; unanswered | Fiz o pedido às 19h pro jantar das crianças, duas marmitinhas kids. Às 20h15 o pedido foi cancelado pelo restaurante, sem nenhuma explicação. Tentei ligar pra saber o que aconteceu e caiu direto na caixa postal. Já era tarde pra pedir em outro lugar e acabei fazendo miojo. Muita falta de consideração.
delay; praise | Boa tarde. Sou aposentada e moro sozinha, peço a marmita de segunda a sexta desta casa. A comida é caseira de verdade, lembra a da minha mãe, o feijão tem gosto de feijão. Porém nesta quarta-feira o pedido demorou quase duas horas e eu fiquei sem saber se viria. Peço por gentileza que avisem quando houver atraso. No mais, parabéns à cozinheira.
cold; taste; paidExtra | pizza de 4 queijos pra noite de filme com as amigas. chegou morna, o queijo ja duro, e a massa parecendo papelão de tão seca. o catupiry tinha gosto de requeijão barato. e a borda recheada que a gente pagou a mais veio sem recheio nenhum kkkk
mod:noOrder | Nunca pedi nesse lugar e nem vou pedir. Uma vizinha minha que trabalhou lá disse que a cozinha é imunda e que vive aparecendo rato. Fica o aviso pra quem tem criança em casa.
warmDrink; missingItem; praise | Pedido de sexta à noite: pizza grande de calabresa, esfihas pros meus pais e 2 coca lata. As cocas chegaram quentes, parecia que estavam fora da geladeira o dia todo. Também faltaram 2 esfihas de carne, vieram 8 e pedi 10. A pizza estava excelente, muito recheio, isso salvou a noite.
melted; packaging; praise | Pedi no restaurante o almoço de domingo (frango com quiabo e polenta) e de sobremesa o pavê de sorvete para os netos. O pavê veio numa embalagem de isopor sem tampa direito, dentro da mesma sacola da comida quente. Chegou uma sopa, derretido por completo. O almoço estava bom, bem temperado.
delay; app; mod:app | O app ficou mostrando "pedido em preparo" por uma hora e meia, sem atualizar nada. Quando liguei no restaurante, disseram que o pedido tinha saído há 40 minutos e que o problema era o rastreio do aplicativo. A marmita chegou logo depois, 13h50 pra um pedido de 12h20. Comida ok, mas o almoço já tinha acabado pra mim, voltei pro trabalho com fome.
customisation; taste; praise | Eu e meu marido pedimos duas marmitas de fígado acebolado, que é o prato de quarta. Na observação pedi "fígado bem passado e sem cebola em uma delas", porque ele não come cebola. As duas vieram cheias de cebola. O fígado estava duro como borracha, passou do ponto demais. O resto (arroz, feijão tropeiro e couve) estava bom.
delay; cold | Entrega RELÂMPAGO hein 👏👏 pedi a pizza as 20h e chegou 22h05. Fria, óbvio. Meus filhos já tinham dormido, a pizza era pra eles. Obrigada por nada.
praise | pedi o feijão tropeiro de sábado pra mim e pro meu pai q tava de visita. veio muito bem servido, torresmo crocante, couve fininha. meu pai que é mineiro aprovou, e olha q ele é chato. o entregador ainda ajudou a abrir o portão que tava emperrado kkk. nota 10
other=troco errado; wrongItem; praise | Paguei em dinheiro na entrega, nota de 100 para um pedido de 62. O entregador me deu 28 de troco em vez de 38 e disse que foi o que a loja mandou. Além disso, o suco de laranja veio de maracujá. A comida (bife à cavalo e fritas) estava gostosa e quente.
spoiled | Pedi a salada de maionese que acompanha o frango assado de domingo. A maionese estava com cheiro estranho, meio azeda, e a batata mole demais. Não comemos. O frango estava normal. Com esse calor, cuidado com o que vocês servem.
delay; courier; packaging; mod:hate | pedido demorou 1h e quando chegou o entregador mal falava direito, tinha que ser baiano né, lerdo desse jeito. a marmita veio toda revirada dentro da sacola. mandem gente mais esperta.
taste; praise | Família grande aqui, pedimos o combo com 4 pizzas grandes pro aniversário da minha sogra. As salgadas estavam ótimas, principalmente a de lombo com catupiry. A de chocolate com morango é que decepcionou: morango azedo e chocolate aguado. No geral valeu, mas revejam essa doce.
missingItem; service | Pedi marmitex com farofa e vinagrete à parte, além de talheres, porque ia comer no trabalho. Não veio talher, nem guardanapo, nem o vinagrete. Chamei no chat e me responderam "talher é só se pedir". Eu pedi! Tá na observação. Comi com a colher de café da copa.
notDelivered; app; mod:refund | O pedido apareceu como entregue às 21h12 e não chegou nada aqui. O porteiro confirmou que nenhum motoboy passou. Falei com o restaurante, que disse que a entrega é do app e não podia fazer nada. Abri reclamação no app pedindo reembolso e negaram dizendo que "o entregador confirmou". Fiquei sem janta e sem dinheiro.
portion; praise | a marmita P ta cada vez menor. hoje contei 6 colheres de arroz e um bifinho do tamanho de um celular. antes dava pra almoçar e sobrar, agora fico com fome as 3 da tarde. o gosto continua bom
courier; mod:offensive | Esse motoqueiro de vcs é um animal, um idiota, chegou buzinando na frente de casa 11 da noite acordando meu bebê e ainda me xingou quando pedi pra ele parar. A pizza tava ok.
delay; price; praise | Taxa de entrega de 12 reais pra 2 km, e ainda assim chegou atrasado 40 minutos. Pedi o filé à parmegiana família pra 3 pessoas, sábado no almoço. O prato estava bom, bem servido, não tenho o que reclamar da comida. O problema é pagar caro pela entrega e ela não cumprir o prazo.
praise | Fiquei com medo porque vi muita reclamação de atraso aqui, mas resolvi arriscar a marmita fit de frango com batata doce. Chegou em 35 min, certinha, quentinha, com a salada separada como pedi. Vou repetir.
foreignBody; service; mod:threat | ACHEI UM PEDAÇO DE PLÁSTICO DURO NO MEIO DO ARROZ, minha filha quase engoliu. liguei e o cara riu da minha cara. se eu passar aí vou quebrar esse balcão todinho, pode esperar. sei onde vcs moram
diet; praise | Pedi coca zero junto com a marmita porque sou diabético, deixei até escrito. Veio coca normal. Só percebi depois de beber metade, a lata era parecida. A comida estava boa, mas prestem atenção nisso, pra mim não é frescura.
packaging; taste | Pedimos escondidinho de carne seca e arroz à grega pra família no domingo. A embalagem de alumínio veio amassada e a tampa solta, metade do purê grudado no papelão. O escondidinho estava salgado demais, tive que beber 2 copos d'água. O arroz à grega ok.
 | Pedi a marmita de segunda, costela com mandioca, pro almoço. Chegou dentro do prazo de sempre. Vou ver se amanhã peço a de peixe.
wrongItem; praise | Sexta é dia de pizza aqui em casa. Pedi meia frango meia marguerita, veio meia frango meia napolitana. Liguei e a atendente foi super educada, pediu desculpas e mandou uma broto de brinde na semana seguinte. Errar acontece, o atendimento compensou.
delay; cold; courier; mod:courier | O restaurante fez a parte dele, a marmita saiu rapidinho segundo o status. Mas o entregador do app pegou mais dois pedidos antes do meu e rodou meio bairro. Chegou tudo frio depois de 1h10. Não culpo a cozinha, culpo o aplicativo que junta entrega.
raw; customisation | O hambúrguer do cardápio kids que pedi pro meu filho de 6 anos veio com a carne vermelha por dentro, quase crua. Pra adulto que pede mal passado tudo bem, mas pra criança pedi bem passado, tava na observação. Ele comeu metade antes de eu perceber. Fiquei a noite toda preocupada.
general | Experiência péssima do começo ao fim. Pedi pra família toda no domingo achando que ia ser prático e só me estressei. Não recomendo a ninguém, uma decepção.
taste; portion; praise | mano pedi o combo da marmita de strogonoff pq tava em promo e tava mt bom ate, o strogonoff cremosinho. mas a batata palha veio murcha parecendo q tinha sido aberta faz semana. e o arroz era mt pouco, meia marmita de arroz so. vale pelo preço mas podia melhorar
other=nota fiscal | Trabalho em empresa e preciso de nota fiscal das refeições pra reembolso. Pedi 5 marmitas ontem e solicitei a nota no chat, como sempre faço. Disseram que "nota só no balcão". Nunca tinha sido assim. A comida chegou certa e quente, o problema é só esse, mas sem nota não consigo o reembolso da empresa.
delay; praise | Pedido de 4 pizzas pra festa de 15 anos da minha filha, combinado pra entregar às 20h. Chegaram 3 às 20h30 e a quarta (a de brigadeiro, a que ela mais queria) só às 21h15, depois que liguei duas vezes. Os convidados já estavam indo embora. Sabor todo mundo elogiou.
poisoning | Almocei a marmita de peixe frito com pirão na sexta. Umas 3 horas depois comecei com dor de barriga forte e vomitei o resto da tarde. Só comi isso naquele dia. Não sei se foi o peixe ou o pirão, mas deixo registrado pra vocês verificarem.
packaging; courier; praise; mod:courier | O entregador do iFood chegou com a bolsa térmica aberta e a caixa da pizza molhada de chuva. Quando reclamei, falou que "não é problema dele". A pizza em si estava boa, mas a caixa desmanchando na minha mão.
delay; service; praise | Pedi o frango com polenta pra mim e meu sogro no sábado ao meio-dia. Às 13h30 liguei e disseram "já está saindo". Às 14h liguei de novo e a moça falou "senhor, se não quiser esperar pode cancelar". Chegou 14h20. Comida gostosa, mas esse atendimento foi lamentável.
customisation | Na observação pedi o molho da salada à parte, porque ia comer só à noite e a folha murcha. Veio tudo misturado e encharcado. De resto certo: filé de frango grelhado, arroz integral e legumes.
taste | A pizza de calabresa tinha tanta cebola crua que não dava pra sentir outra coisa. A massa grossa, meio crua no meio, grudando no céu da boca. Meu namorado comeu duas fatias e desistiu. Primeira vez que pedimos, acho que vai ser a última.
price; unanswered; praise | Fui cobrada duas vezes no cartão pelo mesmo pedido, R$ 78,40 cada. Pedi no site da própria pizzaria, não pelo app. Mandei e-mail e mensagem no WhatsApp com comprovante, já são 5 dias sem resposta. A pizza estava gostosa, mas quero meu dinheiro.
spoiled; praise | Comprei o kit lanche da tarde pra reunião de família, pão de queijo, bolo de fubá e suco. O bolo estava com pontinhos verdes de mofo embaixo, só vimos depois de cortar. Minha tia já tinha comido uma fatia. O pão de queijo estava uma delícia.
missingItem; cold; unanswered | marmita veio sem a farofa e sem o ovo que vem no prato do dia, e a carne tava fria por dentro. mandei msg no chat da loja 12:50, 13:30, 14:00. nada. ja é a terceira vez que falta coisa
praise; warmDrink | Domingão de pizza em família: 2 grandes e uma broto doce. Tudo impecável, quentinho, bem recheado, borda fininha como a gente gosta. O único porém foi o guaraná, chegou quente. Coloquei no freezer e seguimos o baile.
allergy; customisation | Meu filho tem alergia à proteína do leite e sempre peço o arroz com frango sem manteiga, explicando no campo de observação. Hoje o arroz veio visivelmente amanteigado e ele teve manchas vermelhas no rosto meia hora depois. Demos o antialérgico e passou. Liguei e disseram que "a cozinheira nova não sabia". Gente, isso não pode acontecer.
courier | O motoboy se recusou a subir até o 3º andar mesmo eu explicando que estou de muleta, com o pé engessado. Disse que "não sobe escada". Tive que descer pulando num pé só. Comida ok.
pricePortion; praise | O atendimento é ótimo, a dona sempre simpática pelo whats. Mas 42 reais numa marmita de feijoada que veio com dois pedaços de linguiça e meia concha de feijão não dá. Eu entendo que tudo subiu, mas aí prefiro fazer em casa.
wrongItem; diet; praise | Pedi a pizza vegana (sem queijo, com legumes) pra minha namorada que é vegana, e veio com mussarela e presunto — era a pizza de outra pessoa, o nome na comanda não era o meu. Ela ficou sem jantar até resolverem. Reclamei e reenviaram a correta em 40 min, bem feita inclusive.
 | Pedi pela primeira vez a marmita de cupim. Ainda não abri, vou comer no jantar, depois conto como foi.
delay; praise | Sempre peço a sopa de legumes pra minha avó que está acamada. A sopa é uma maravilha, ela até pede pra repetir. Mas nas últimas duas semanas a entrega está passando de uma hora, e hoje foi 1h40. Ela toma remédio no horário da janta, então isso complica.
taste; mod:offensive | Que porcaria de lasanha, seus porcos, isso aí não serve nem pra cachorro. A massa tava dura nas pontas e o molho parecia extrato de tomate puro. Dono folgado que acha que pode vender lixo.
delay; cold; praise | Que porra de fome eu passei esperando essa pizza, 1h30 cravado. Chegou morna e com o queijo já endurecido. Pelo menos o sabor é bom, mas caramba.
other=sem maquininha; praise | Escolhi pagar no cartão na entrega, opção que aparece no perfil da loja. O entregador chegou sem maquininha e disse que a loja só aceita pix ou dinheiro. Tive que fazer pix na hora pro número pessoal dele, achei estranho. Pedido certo, estrogonofe e batata frita, tudo quentinho.
packaging; missingItem; praise | Pedido para 6 pessoas, almoço de família: 3 marmitas grandes, 1 porção de mandioca, 1 salada e 2 sucos. O suco de abacaxi vazou inteiro porque a tampa não estava fechada, encharcou a porção de mandioca. A salada não veio. A comida estava boa, o tempero caseiro é o ponto forte da casa.
raw; taste | Frango à passarinho com o meio cru, rosado e mole. A parte de fora frita demais, quase queimada. Ou seja, o óleo está quente demais e tiram antes de cozinhar. Pedi pra acompanhar o jogo com os amigos e ninguém quis comer.
service; praise | Liguei pra perguntar se a marmita de hoje tinha glúten porque minha esposa é celíaca. A atendente respondeu "não sei, moça, se quiser pede e vê". Não pedi. Deixo a avaliação porque a comida que já comi aqui é boa, mas o atendimento foi péssimo.
praise | Meu marido tinha medo de pedir marmita porque da última vez, em outro lugar, veio com cabelo. Aqui nunca tivemos problema. Hoje pedimos a de costela com aipim, chegou bem embalada, lacrada e quente. Recomendo.
paidExtra; missingItem; praise | Pedi a pizza grande de frango com adicional de bacon (+R$ 8) e uma porção de batata. O bacon não veio, a pizza era frango puro. A batata também não estava na sacola. Pelo menos a pizza estava bem assada.
app; praise; mod:app | Não consegui finalizar o pedido pelo aplicativo, dava erro no pagamento com três cartões diferentes. Acabei ligando direto na pizzaria, que foi super atenciosa e entregou em 30 minutos. Nota pra loja é 5, o problema foi o app.
cold; service | O feijão e o arroz chegaram frios, a carne morna. Quando reclamei, o restaurante respondeu que "é só esquentar no micro-ondas". Eu pedi delivery justamente porque estava no trabalho sem micro-ondas. Resposta desrespeitosa.
portion; taste; praise | Pedimos a comida da semana, a tal "marmita da vovó", pra mim, meu esposo e nossos dois filhos. As crianças adoraram o macarrão com almôndega. A minha, de carne moída com abobrinha, estava sem graça e aguada. A do meu marido veio com pouca carne, ele comentou que parecia marmita infantil. Entrega no prazo. Nota 3.
foreignBody | Tinha uma pedra pequena no feijão, mordi e senti o dente estalar. Por sorte não quebrou. Sei que feijão às vezes vem com pedrinha do pacote, mas é pra escolher antes de cozinhar, né. Fica a dica.
notDelivered; unanswered | Esperei duas horas e o pedido nunca chegou. O status ficou em "preparando" o tempo todo. Liguei no restaurante umas 6 vezes, só chama. Cancelei eu mesmo e pedi pizza em outro lugar.
price; praise | Comida maravilhosa, a melhor feijoada de sábado da região. Mas a taxa de entrega subiu de 5 pra 11 reais em um mês, e eu moro a 3 quadras! Vou começar a buscar no balcão.
customisation; taste | Pedi a pizza bem assada, borda crocante, tá escrito na observação. Veio branquela, massa mole. E pedi sem azeitona em metade, veio azeitona nas duas. Fora isso, pontual.
diet; praise | Pedi a marmita low carb, que no cardápio fala "sem arroz, com legumes". Veio com uma porção de arroz e purê de batata no lugar dos legumes. Estou fazendo dieta por recomendação médica. A carne estava gostosa.
mod:noOrder | Esse restaurante paga pra ter avaliação boa, todo mundo sabe. Meu primo tem restaurante na mesma rua e fala que eles usam carne de segunda e congelam marmita de um dia pro outro. Não caiam.
delay; courier; cold; praise | O pedido ficou pronto em 15 min (vi no status) e o entregador levou 50 min pra andar 2 km. Quando perguntei, disse que parou pra abastecer. A comida, um baião de dois com carne de sol, é muito boa, mas já chegou morna.
praise; other=excesso de plástico | Comida excelente, como sempre. Pedi a de frango caipira pro meu pai e a de peixe pra mim. Só uma sugestão/reclamação: veio cada coisinha num potinho de plástico separado, eram 9 potes pra 2 marmitas. Dá pra diminuir esse plástico, né?
melted; missingItem; praise | O açaí de 500ml que pedi de sobremesa junto com o almoço chegou praticamente líquido. E sem o leite em pó e a granola que eu escolhi de complemento. O almoço (frango com quiabo) veio certinho e gostoso.
taste; praise | Pedi o PF de domingo: arroz, feijão, maionese, frango assado e farofa. Sinceramente, o frango estava muito bom, assado por igual. A farofa é que estava com gosto de óleo velho, ranço mesmo. Minha irmã percebeu também.
wrongItem; delay; unanswered | Pedido de 2 pizzas: uma portuguesa e uma calabresa. Chegaram 1h30 depois e as duas eram calabresa. Tentei falar com a pizzaria pelo chat, sem resposta até agora (já faz 3 horas). Meu cunhado, que não come calabresa, jantou pão com ovo.
packaging; praise | Prezados, faço pedidos regulares e estou satisfeito com a qualidade. Contudo, a marmita de ontem veio com a tampa de alumínio mal fechada e o caldo da rabada escorreu para dentro da sacola, manchando o meu sofá. Solicito mais cuidado no fechamento. Atenciosamente.
courier; mod:courier | O entregador do aplicativo abriu a sacola na minha frente pra "conferir" e mexeu nas marmitas com a mão. Quando questionei, disse que precisava ver se estava certo. Lacre rompido, não comi. A loja não tem culpa, mas não tem como avaliar o app aqui.
pricePortion; taste | Trinta e cinco reais numa pizza broto que parece pão sírio com ketchup. Duas fatias e acabou. Pedi pra mim e minha filha de 8 anos e nem ela matou a fome.
courier; delay; praise | O entregador foi até a rua errada, com o mesmo nome no bairro vizinho, e ficou me ligando irritado como se fosse culpa minha. Meu endereço está certinho, inclusive com ponto de referência. Chegou 50 min depois do previsto. A comida, arroz carreteiro e salada, estava deliciosa.
spoiled; service | O vinagrete da picanha estava com cheiro de vinagre estragado, o tomate todo mole e espumando. Mandei foto pro restaurante e pediram pra eu "não exagerar". Não pedi dinheiro de volta, só queria que soubessem. Nunca me senti tão desrespeitada.
missingItem | Pedi 4 marmitas pra família (eu, meu marido, minha mãe e minha cunhada) e vieram 3. A que faltou era justamente a da minha mãe, de peixe. Dividimos as outras, mas ficou todo mundo com fome. Paguei por 4.
praise | Gente, que pizza! Pedimos a de carne seca com cream cheese e a de banana com canela pra fechar. Chegou em 40 min num sábado de chuva, quentinha, o motoboy todo encharcado mas simpático. Virou a nossa pizzaria oficial.
customisation; taste; praise | Pedi o parmegiana com arroz e fritas, e na obs: "fritas sequinhas, por favor". Vieram fritas moles e oleosas, encharcadas. O parmegiana estava bom, o molho caseiro faz diferença.
poisoning; service | Ontem pedi a marmita de carne de porco e hoje passei o dia no banheiro, com febre. Meu marido comeu a de frango e está bem, então só pode ter sido a carne. Liguei pra avisar e a pessoa disse "aqui ninguém passou mal" e desligou. Vou procurar o Procon.
 | Vi que muita gente reclamou de atraso e de comida fria aqui. Fiz meu pedido de dois PFs às 11h30 e vou ver. Por enquanto o status está em preparo.
cold; portion; praise | A sopa de mandioquinha que peço pro meu pai nos dias frios chegou morna hoje. Achei também que o pote estava mais vazio que o normal, faltando uns dois dedos. O sabor continua o mesmo, ótimo.
wrongItem | Pedi a marmita fitness de tilápia e veio a de frango empanado, que é literalmente o oposto. Jantei assim mesmo porque estava com fome, mas estraga a semana de dieta.
other=cancelaram o pedido | Pedido feito 19h40, aceito pelo restaurante, e às 20h30 cancelado com o motivo "item indisponível". Era uma pizza de mussarela! Se não tinha, avisa logo no começo. Fiquei quase uma hora esperando à toa.
delay; courier; praise | Acompanhei pelo mapa o motoboy indo pra outra direção com meu pedido, fazendo outra entrega primeiro. Chegou 35 minutos depois que o restaurante marcou como pronto. Marmita ainda quente graças à embalagem boa da casa.
foreignBody | Encontrei uma barata pequena, morta, no meio da couve refogada. Tirei foto e guardei a marmita. Estou em choque, pedia aqui toda semana pro meu filho levar pro colégio. Não peço mais.
delay; packaging; cold; courier | Hoje foi tudo errado: pedido das 12h chegou 13h25, a marmita chegou virada de cabeça pra baixo dentro da sacola, com o feijão misturado na salada, e fria. O entregador ainda reclamou que eu demorei pra descer (2 minutos). Sinceramente.
praise; missingItem | Melhor marmita do bairro, sem exagero. Hoje veio a de lombo com tutu e estava de chorar. Só esqueceram o molho de pimenta da casa que eu sempre peço e é a melhor parte kkk
courier | O entregador chegou fumando e com o cigarro na mão pegou a sacola pra me entregar. Cheiro de cigarro na sacola toda. Pizza de atum ok, embalagem ok, mas ficou aquele cheiro.
delay; service; praise | Pedido para o almoço de Dia das Mães, encomendado com 3 dias de antecedência para as 13h: leitoa, arroz com pequi e farofa. Chegou às 14h40. Liguei várias vezes e me diziam "tá saindo" mas nunca saía. Na hora da entrega ninguém pediu desculpas. A comida estava boa, mas o dia ficou marcado pelo atraso.
diet; poisoning | Avisei que a pizza era sem glúten (opção do cardápio, custa mais caro) pra minha sobrinha celíaca. A massa veio igual à comum, fofinha, e a caixa sem a etiqueta de sem glúten que eles costumam colocar. Ela passou mal de noite, com dor e inchaço.
taste | O tutu estava com gosto de queimado, aquele gosto de fundo de panela. O torresmo duro e a linguiça passou do ponto. Pedi o tutu de sexta porque sou de BH e sinto saudade, mas esse não lembrou nada.
praise | Pedi pizza pra reunião da firma, 8 grandes. A pizzaria ligou antes pra confirmar os sabores e o horário, chegou tudo junto, cortado, com guardanapo e pratinho. Sobrou até pra levar pra casa. Atendimento nota mil.
wrongItem; service | Veio o pedido de outra pessoa, com o nome "Juliana" na comanda, e eu sou Marcos. Uma marmita de peixe e um suco de uva no lugar das minhas duas de frango. Liguei e disseram que a Juliana recebeu o meu e que era pra gente "trocar entre si". Oi?
price; praise | A marmita custa 25 no cardápio da loja no Instagram e no app aparece 31, fora a taxa de entrega. Paguei 44 reais numa marmita. Comida boa, mas vou pedir direto no whats da próxima vez.
cold; taste | pedi pra minha vó uma canja pq ela ta gripada e a canja veio fria e sem gosto de nada, parecia agua com arroz. fiz ela esquentar no fogão e coloquei sal. ela falou q tava boa mas ela fala isso de tudo kkkk
customisation | Minha mãe é idosa e tem dificuldade pra mastigar, sempre peço a carne bem picadinha na observação. Hoje veio um bife inteiro. Ela não conseguiu comer, dei minha marmita pra ela. Vocês sempre acertaram, então achei estranho, mas fica o registro.
spoiled; praise | O leite do pudim de sobremesa estava talhado, o pudim com gosto azedo e uma água esbranquiçada no fundo do pote. Comemos o almoço (galinhada), que estava ótimo, e deixamos o pudim.
general; praise | A pizza de vocês sempre foi boa, não vou negar. Mas hoje a experiência foi tão ruim que nem vou perder tempo explicando. Decepcionada. Vou dar um tempo.
pricePortion; taste | Paguei 89 reais na picanha família "serve 3 pessoas". Eram uns 300g de carne, metade gordura, e a farofa tinha gosto de pacote. Serve 3 se forem 3 crianças de 2 anos. Pra um domingo com os sogros foi constrangedor.
wrongItem; mod:hate | Só podia ser coisa de mulher mesmo essa cozinha, erraram meu pedido de novo. Pedi calabresa e veio frango. Contratem homem pra trabalhar.
delay; praise | Reconheço que era sexta de jogo do Brasil e a cidade inteira pediu pizza. Demorou 1h50, bem acima dos 50 min prometidos. Mas chegou quente, inteira, e avisaram pelo chat que ia atrasar. Fica a nota pelo atraso, mas o respeito eu agradeço.
raw; praise | O peixe frito do PF de sexta veio cru no meio, a carne transparente e mole grudada na espinha. Não deu pra comer. A salada e o arroz estavam bons.
missingItem; praise | Cadê o feijão? Pedi a marmita completa e veio arroz, bife e batata. Sem feijão. Brasileiro sem feijão no almoço não existe, né gente. O bife tava bom.
warmDrink; praise | O suco natural de laranja veio morno, e o refrigerante sem gás nenhum. A pizza estava boa, de frango com milho, como sempre.
service; praise | Liguei pra saber se entregavam no meu bairro antes de pedir e o rapaz respondeu "tá no aplicativo, moço, olha lá" e desligou. Pedi mesmo assim porque a família queria, e a marmita de frango com quiabo estava boa e chegou certinha. Mas educação não custa nada.
taste; praise | A massa da pizza de vocês é a melhor que já comi, leve, dá pra sentir a fermentação longa. Pedi a de abobrinha com ricota pra variar e essa não funcionou: abobrinha crua, soltando água, deixou o meio encharcado. Continuo fã da margherita.
foreignBody | Tinha um pedaço de papel alumínio no meio do escondidinho, daqueles da tampa. Meu filho de 4 anos que achou, mastigando. Ele está bem, mas poderia ter engolido. Peço atenção.
notDelivered; unanswered | Fechei o pacote de 20 marmitas do mês pagando adiantado. Na quinta-feira a marmita simplesmente não veio, e ninguém atendeu o telefone o dia todo. Sexta voltou normal como se nada fosse. Quero saber se vão descontar ou repor.
wrongItem; praise | Pedi a marmita G pensando em dividir com meu filho adolescente, e veio do mesmo tamanho da M que eu costumo pedir. Conferi no recibo, cobraram G. Gosto bom como sempre.
poisoning; mod:threat | Minha esposa passou mal a noite toda depois da marmita de frango de vocês, foi parar na UPA tomando soro. Se acontecer alguma coisa com ela eu juro que vou aí e vocês vão ver o que é bom. Já sei quem é o dono e onde ele mora.
delay | Bom, mais uma vez o almoço virou lanche da tarde. Pedi 11h50, chegou 14h. Não é a primeira, é a terceira vez esse mês. Vou procurar outra marmitaria perto do trabalho.
praise | Pedimos marmitas para o velório do meu tio, 15 unidades, e a dona do restaurante fez questão de mandar sem taxa de entrega e com um bilhete de condolências. Chegou tudo quentinho no horário. Num dia tão difícil, esse cuidado fez diferença. Muito obrigada.
packaging | A sacola chegou sem o lacre que vocês costumam usar, grampeada de qualquer jeito, e a tampa da marmita estava solta. Comi porque conheço a casa, mas fiquei desconfiada. Por favor voltem com o lacre.
wrongItem; missingItem | O pedido era: 1 pizza grande meia atum meia muçarela, 1 brotinho de chocolate para minha neta e 1 guaraná. Veio a grande toda de muçarela, sem o atum, e o brotinho não veio. O guaraná chegou. Minha neta chorou, tivemos que dar sorvete do congelador.
app; mod:refund | Pedido cancelado por falta de entregador, o próprio app avisou. Até aí ok, acontece. O problema é que o valor até agora não voltou no cartão, já são 12 dias, e o suporte só manda mensagem automática. O restaurante não tem culpa, mas não tem outro lugar pra reclamar.
customisation; taste | Pedi o bife mal passado, como gosto, e veio sola de sapato de tão passado. O arroz estava bom mas o feijão veio ralo, só caldo. Jantar de aniversário de namoro, pedimos em casa porque chovia. Ficou a desejar.
praise; cold; taste | Bah, pedi o xis e um prato de galeto com polenta frita pra janta. O galeto tava tri bom, bem temperado. Mas a polenta frita chegou fria e murcha, parecendo borracha. E o xis? Pão amassado e alface murcha. Nota 3.
wrongItem; price | Cobraram o refrigerante de 2 litros e mandaram o de 600ml. Além disso, cobraram a embalagem à parte, 3 reais por marmita, coisa que nunca vi. Comida ok.
pricePortion; taste; mod:offensive | Restaurantezinho de quinta, dono ladrão. 38 conto numa marmita com um pedaço de frango do tamanho de uma moeda e arroz queimado. Vão se ferrar.
diet | Pedi suco de laranja SEM AÇÚCAR, meu pai é diabético, e veio doce, adoçado com açúcar mesmo. Ele mediu a glicemia depois e estava alta. O resto veio conforme pedido.
taste; portion | Domingo fui visitar minha mãe e levei almoço daqui pra não dar trabalho pra ela: duas marmitas de frango à parmegiana. O filé de frango era fino como papel, todo empanado e pouco frango. O molho de tomate estava ácido demais e o queijo não derreteu direito. Chegou no horário, quente, bem embalado. Mas pelo nome da casa esperava mais.
praise | O entregador foi um gentleman, ajudou minha mãe com as sacolas até a cozinha. Eu estava receosa porque semana passada o pedido atrasou muito, mas hoje chegou antes da previsão. Arroz, feijão, frango e maionese perfeitos.
spoiled; poisoning; service | O camarão na moranga que pedimos pro aniversário do meu pai estava com cheiro forte de amônia. Meu irmão comeu mesmo assim e teve diarreia no dia seguinte. Liguei pra reclamar e disseram que camarão "tem esse cheiro mesmo". Não tem não.
courier; packaging | O entregador largou a sacola no portão, nem tocou a campainha, e foi embora. Achei por acaso 20 minutos depois, com o cachorro cheirando. A pizza dentro da caixa estava toda de lado.
delay; other=horário errado no perfil; praise | O perfil diz que abre às 11h, pedi às 11h05 e o pedido ficou parado até 11h50, quando a loja "abriu". Se abre ao meio-dia, coloquem certo. A marmita de cupim com mandioca compensou, estava saborosa.
missingItem; praise | Sempre mandam uma balinha de menta junto, acho um charme. Hoje a comida veio perfeita, como sempre, o escondidinho de frango cremoso. Mas faltou o suco de caju, que eu paguei.
wrongItem; allergy | Sou alérgico a frutos do mar e pedi risoto de frango. Veio risoto de camarão, com a etiqueta de frango. Graças a Deus senti o cheiro antes. Liguei e trocaram rápido, mas e se eu não percebesse? Revisem as etiquetas.
app; praise; mod:app | O app mostrou que o pedido estava a caminho por 40 minutos e o mapa com o motoqueiro parado no mesmo lugar. Depois o restaurante me disse que nem tinha saído ainda, o status do aplicativo estava errado. Informação desencontrada. Chegou, e a comida estava gostosa.
general | Pedi por indicação da minha irmã pro jantar de sexta com as crianças. Olha, não sei nem por onde começar. Foi uma decepção do início ao fim. Não peço mais.
cold | Peço aqui desde a pandemia e sempre chegou bem. Hoje o arroz e o feijão vieram frios, parece que ficaram esperando o motoboy. A carne ok. Espero que tenha sido só hoje.
mod:noOrder | Não pedi, mas vi no grupo do bairro que acharam barata na comida daqui semana passada. Alguém confirma? Vou passar longe.
packaging; taste | A pizza veio grudada na tampa da caixa, metade do queijo ficou no papelão. Sabor de calabresa muito forte e salgado. Meu pai tem pressão alta, só comeu uma fatia.
delay; missingItem; praise | Pedi o almoço pra mim e pros dois meninos que estavam de férias: marmita de bife, duas kids de nuggets com arroz e um pudim. Demorou mais do que o normal, 1h10. A marmita de bife estava ótima e os nuggets vieram crocantes, os meninos amaram. O pudim não veio. Mandei mensagem e a loja estornou o valor do pudim na hora, muito educados.
other=pressão para mudar avaliação; praise | Dei nota 3 semana passada porque a marmita veio fria, e o dono me mandou mensagem no WhatsApp pedindo pra mudar a nota, três vezes, insistindo. Achei invasivo. Hoje pedi de novo e veio quente e certa. Mas parem de mandar mensagem pros clientes.
delay; cold; taste; praise | Sábado à noite, pizza pra 4: uma grande de pepperoni e uma de quatro queijos. Chegou 1h depois da previsão, as duas mornas. A de quatro queijos veio só com três, sem gorgonzola, que era o motivo de pedir. O pepperoni estava tão gorduroso que o papelão ficou transparente. Pelo menos a borda estava boa.
`,
);

/** Set DV: traps for a reader that trusts keywords: problem words with no complaint, jokes, idioms, the customer's own mistakes, and real complaints said indirectly. */
export const BY_OTHERS_DV = parseReviews(
  "othersDV",
  `
praise | Não veio frio não, veio PELANDO, tive que esperar uns 5 min pra conseguir morder kkkk perfeito
praise | achei q ia atrasar pq tava caindo o mundo de chuva mas chegou antes do previsto, valeu dms
praise | Da outra vez faltou o molho, hoje veio tudo certinho. Assim que é bom
praise | pedi sem cebola e veio sem cebola mesmo. parece obvio mas em outros lugares nunca respeitam
 | vcs entregam no Jardim Botânico ou só até a Lagoa? quero pedir amanhã pro almoço
 | Tem opção sem glúten no cardápio? Minha filha é celíaca e queria confirmar antes de pedir
 | eu que coloquei o número errado da casa, coitado do motoboy rodou a rua toda. foi mal galera
praise | Esqueci de pedir o refrigerante, burrice minha 🤦‍♀️ mas a comida tava divina
praise | Fome de leão resolvida. O x-tudo é do tamanho da minha cara
praise | kkkkkk meu cachorro ficou me encarando o tempo inteiro enquanto eu comia a costela, nem a pau que eu dividi. Tava boa demais
praise | Caiu como uma luva nesse frio, o caldo verde chegou fumegando
 | Pedi pro meu pai no dia dos pais, depois volto aqui e conto o que ele achou
praise | Veio uma pizza trocada, liguei e em 20 minutos mandaram a certa e ainda deixaram a outra com a gente. Acontece, o que importa é como resolve. Nota mil
 | Qual o horário que abre no domingo? Tentei pedir às 11h e ainda tava fechado
praise | Meu marido disse que a pizza tava um lixo... e comeu 6 pedaços, não sobrou nada pra mim 😂
praise | Essa coxinha deveria ser crime. Crime de tão boa
praise | Puta merda que hambúrguer, tô até agora pensando nele
praise | viciei no açaí de vcs, 4º pedido da semana, alguém me interna pfv
 | A pizza esfriou porque eu demorei uns 40 min pra descer, o interfone do prédio tá quebrado. Culpa minha, não da loja
praise | Nenhum fio de cabelo, nada cru, nada faltando... falo isso porque já li cada coisa nas avaliações de outros lugares. Aqui tudo impecável
praise | O motoboy não subiu, mas fui eu que pedi pra deixar na portaria. Chegou rapidinho e tudo inteiro
praise | Nunca mais peço em outro lugar. Sério.
 | Pedi a marmita fitness, vamos ver se agora eu emagreço né kkk
praise | Tava com medo porque sou alérgica a camarão e vocês trabalham com frutos do mar, mas fizeram tudo separado e ainda mandaram um bilhetinho confirmando. Cuidado demais ❤️
praise | O entregador chegou encharcado da chuva e ainda sorrindo, dei gorjeta na hora. A comida tava ótima
 | O preço subiu né? Mas tudo subiu, não tô reclamando, só comentando mesmo
praise | Minha sogra, que nunca elogia nada, disse que a lasanha tava "aceitável". Vindo dela é 5 estrelas
praise | Cliquei errado e pedi a de frango em vez da de calabresa, distraída que sou. Mas a de frango também tava uma delícia
praise | Demorou um pouquinho mas avisaram no chat que a cozinha tava lotada, e chegou quentinha. Tranquilo, sem problema nenhum
 | Boa noite, vocês aceitam vale-refeição na entrega ou só pagamento pelo app?
praise | Sem cebola, sem tomate, molho à parte, carne mal passada... pedi tudo complicado e veio TUDO certo. Respeito
praise | Esqueci de marcar que queria talher, mas mandaram mesmo assim. Atenção nos detalhes 👏
praise | Da última vez a batata veio murcha, falei com vocês e dessa vez veio sequinha e crocante. Escutaram o cliente
praise | Gente o tamanho desse açaí de 500, parece de 700. To passando mal de tanto comer (no bom sentido)
praise | quase morri... de tão bom que tava o pastel de queijo 😵
 | Pedido pra festa do escritório, 40 salgados. Ainda não provei, depois eu volto aqui
praise | Pensei que ia vir pouco pelo preço mas veio bem servido, deu pra dois tranquilo
praise | O refri veio trincando de gelado, do jeito que tem que ser
praise | O sorvete chegou firminho, nem parecia que veio de moto num calor de 35 graus
praise | Achei um cabelo loiro e comprido no prato e já ia reclamar... aí lembrei que a loira de cabelo solto aqui sou eu kkkk foi mal, comida top
 | Alguém sabe se o combo família serve 4 adultos com fome? Pergunto antes de pedir
praise | O motoqueiro teve a paciência de me esperar 10 min porque eu tava no banho. Valeu demais, moço
 | Paguei taxa de entrega mais cara porque moro longe mesmo, justo
praise | O peixe tava no ponto, nada de cru, e eu sou chatíssimo com isso. Aprovado
praise | Meu filho autista só come nugget de um jeito bem específico e vocês fizeram exatamente como pedi na observação. Obrigada de coração
praise | Pedi picante e veio picante DE VERDADE, chorei, suei, amei 🌶️🔥
praise | veio até coisa a mais kkkk mandaram um brownie de cortesia
praise | Cancelei eu mesma porque mudei de ideia em cima da hora e a loja foi super compreensiva
 | Bom dia, a feijoada é só sábado ou tem todo dia?
praise | A embalagem é tão boa que lavei e guardei pra usar de marmita 😅
praise | Comparado com a pizzaria do lado, que sempre atrasa e manda tudo frio, vocês são outro nível
praise | Eu tava de mau humor, com fome e cansado. Agora só tô cansado. Obrigado
praise | nunca vi entregador tão rapido, acho que o cara tem teletransporte
 | pedi 2 pizzas grandes só pra mim, não me julguem
praise | Tava tudo salgado... salgadinho, no caso: coxinha, kibe e risole, tudo crocante e fresquinho
praise | Veio errado! Errado de tão bom, não é possível um hambúrguer desse preço ser gostoso assim 😂
praise | A embalagem amassou porque EU deixei a sacola cair na escada, nada a ver com a loja. O lanche sobreviveu e tava ótimo
praise | Tinha receio de pedir sushi por delivery por causa de intoxicação, mas tudo fresquinho e ninguém passou mal aqui em casa
praise | Lembro quando vcs abriram e o frango às vezes vinha meio cru, hoje é perfeito sempre. Evoluíram muito
 | Vocês fazem pizza meio a meio com borda recheada? Queria saber antes de fechar o pedido
praise | Sou diabética e pedi o doce diet, veio identificado certinho e bem embalado. Ainda bem que tem opção
praise | O entregador errou o prédio, mas ligou, pediu desculpa e chegou em 2 minutos. Zero estresse
 | Primeira vez pedindo aqui, indicação da minha cunhada. Vamos ver se ela tem bom gosto
praise | Quentinho, crocante e recheado. Não tenho do que reclamar, e olha que eu reclamo de tudo
praise | O cupom eu que digitei errado e não aplicou, mas a loja deu o desconto pelo chat mesmo assim. Super atenciosos
praise | Rapaz, o pudim tá de parabéns, igualzinho o da minha vó. E olha que minha vó é brava
praise | O molho veio separado como pedi e ainda mandaram um extra. Top
praise | Pedi 19h30 de sexta, já esperando uma hora de demora, chegou em 35 min. Milagre
praise | Minha única reclamação é que acabou. Quero mais
praise | Tô meio enjoado, mas acho que foi a cerveja que tomei antes kkk a comida tava boa, o problema sou eu
praise | Jurava que tinha faltado o guaraná, aí achei ele no fundo da sacola embaixo dos guardanapos kkkk tudo certo
 | Vocês têm cardápio infantil? Vou pedir pro aniversário do meu filho semana que vem
praise | "Bem passado" pra mim é quase carvão e o pessoal entendeu perfeitamente. Finalmente um lugar que me entende
praise | Da próxima vez vou aí pessoalmente só pra dar um abraço no cozinheiro
praise | Vou denunciar vocês... por serem viciantes demais. Terceira vez essa semana
cold | Adorei a pizza na temperatura de sorvete, muito inovador
delay | Deu tempo de tomar banho, lavar a louça, ver dois episódios e tirar um cochilo. Aí o lanche chegou
portion | Bom que o açaí de 500ml de vocês ajuda na dieta, porque metade do copo é vazio
customisation | Gostaria de entender em que momento a observação "SEM CEBOLA" virou "capricha na cebola"
warmDrink | A coca veio na temperatura ambiente. Do ambiente do deserto do Saara, no caso
taste; praise | A massa é maravilhosa, só queria que o sal viesse num saquinho à parte pra eu decidir a quantidade
melted | Pedi milkshake e recebi um achocolatado de caixinha morno. Também serve, né
pricePortion | R$ 42 num hambúrguer que cabe na palma da minha mão. E eu tenho mão pequena
wrongItem | Pedi a de calabresa. Veio a de frango com catupiry. Deve ser o universo me dizendo pra mudar de vida
missingItem | O combo vem com batata, né? Pergunto porque o meu não veio
packaging | A sopa chegou inteira. Metade dentro do pote, metade dentro da sacola
raw | O frango tava tão mal passado que dava pra ouvir ele cacarejar
courier | O entregador deve ter achado que eu moro num castelo com fosso, porque não quis passar do portão e me fez descer 8 andares de muleta
delay; cold | Chegou só 1h30 depois do previsto e gelada, mas pelo menos chegou, né
foreignBody | Não sabia que a parmegiana vinha com fio de cabelo de brinde
spoiled | A maionese tinha um gostinho azedo bem diferente. Prefiro a versão que não tá vencida
service | Perguntei no chat se dava pra trocar o acompanhamento e a resposta foi "lê o cardápio". Muito acolhedor
unanswered | Liguei 6 vezes e mandei mensagem no whats. Acho que o telefone de vocês é só decorativo
portion; praise | Tava gostoso, os três pedaços de frango. Três. Num prato "família"
diet | Pedi coca zero porque sou diabético. Veio a normal. Obrigado pela preocupação com a minha glicose
allergy | Avisei na observação que tenho alergia a amendoim. O pad thai veio coberto de amendoim. Sorte que eu tinha antialérgico em casa
poisoning | Se tava saboroso eu não sei dizer. Só sei que passei a madrugada inteira abraçado no vaso
price | Taxa de entrega de R$ 15 pra 1 km de distância. Vocês entregam de helicóptero?
paidExtra | Paguei 6 reais de bacon extra. Procurei com lupa. Deve ter vindo invisível
app; mod:app | O cupom aparece, eu aplico, e na hora de pagar some. Esse app tem senso de humor
general | Foi uma experiência. Não necessariamente boa.
delay; praise | Comida maravilhosa, pena que virou janta sendo que eu pedi no almoço
customisation; praise | Pedi a carne mal passada e escrevi em maiúsculo. Veio bem passada. O molho é bom, pelo menos
missingItem | Os hashis devem estar em outra dimensão, porque aqui não vieram. Comi sushi de garfo igual um bárbaro
wrongItem | Engraçado que pedi açaí de 300 e veio de 500... mentira, foi o contrário
packaging | A caixa chegou tão amassada que a pizza virou calzone
courier; mod:courier | O entregador do iFood ficou 15 min buzinando na frente de casa em vez de ligar, e quando desci ainda reclamou que eu demorei
cold; warmDrink | Tudo na temperatura errada: lanche gelado e refri quente. Pelo menos é criativo
notDelivered; unanswered | 3 horas esperando e nada. Liguei pra loja e ninguém atende. Acho que vou jantar amanhã
price | Cobraram duas vezes no meu cartão. Vai ver o lanche é tão bom que vale o dobro
other=nota fiscal | Pedi nota fiscal com CPF três vezes. Devo estar pedindo demais
taste | O cozinheiro tava apaixonado hoje, porque o feijão tava salgado de doer
raw | O hambúrguer tava rosinha por dentro. De frango.
spoiled | O sushi tinha um cheiro que nem meu gato quis chegar perto
melted; packaging | O sorvete chegou em estado líquido e ainda vazou pela sacola toda
missingItem; praise | Comida impecável, só o refrigerante que resolveu não vir junto. Deve ter ficado com vergonha
diet | Sou vegetariana há 10 anos e hoje descobri que o "hambúrguer de grão de bico" de vocês tem gosto de carne. Porque tinha carne.
taste; praise | O atendimento foi um amor, a pizza nem tanto, massa crua no meio parecendo chiclete
courier | O entregador chegou com a sacola aberta e a batata misteriosamente pela metade. Coincidência, com certeza
delay; cold; missingItem | Pelo menos a demora de 1h20 combinou com a temperatura do lanche: gelado. E a maionese que era pra vir, não veio
missingItem; unanswered | Faltou o pudim. Mandei mensagem no chat da loja e tô esperando resposta até hoje, talvez meus netos recebam
app; mod:app | O app já mostrava "saiu para entrega" enquanto a loja me falava no chat que nem tinham começado. Em quem eu acredito?
other=cancelaram o pedido; mod:refund | A loja cancelou meu pedido e o estorno "cai em até 30 dias". Minha fome não espera 30 dias
customisation | Escrevi "molho à parte" na observação. Pelo jeito a observação é só enfeite
taste | O óleo da fritura parece ter a mesma idade que eu. E eu tenho 45
portion; praise | A coxinha é ótima. Ótima e do tamanho de uma azeitona
packaging | O caldo do yakisoba resolveu fazer um passeio pela sacola toda. Mandar pote sem tampa firme é coragem
service; missingItem | Falei educadamente que não veio talher e a resposta foi "não é culpa nossa". Ok, a culpa é minha por ter fome
other=troco errado | Paguei com 100 e o troco veio 10 a menos. Acontece, né? Só que sempre acontece comigo aqui
wrongItem | Queria muito ter gostado do suco de laranja que pedi. Mas veio de maracujá
cold; praise | Queria que o caldo de mocotó chegasse pelo menos morno. O tempero é sensacional, a temperatura é de geladeira
foreignBody | Vocês fazem pastel de carne com recheio extra de grampo? Porque o meu veio assim
raw | Sushi é cru, eu sei. Mas o frango do yakisoba não deveria ser
taste | Comparado com o da padaria aqui do lado, o pão de queijo de vocês é borracha
warmDrink; melted | A cerveja e o picolé chegaram na mesma temperatura. Adivinha qual das duas
taste; mod:offensive | Bando de amador de merda, a batata veio murcha e encharcada de óleo
mod:noOrder | Nunca pedi aí e nem vou pedir, um amigo do meu primo disse que a cozinha de vocês tem rato. Fica a dica pra quem tá lendo
notDelivered | Marcado como entregue, mas a única coisa que chegou aqui foi a notificação. O Procon já tá sabendo
missingItem | Um dia ainda vou receber um pedido completo de vocês. Hoje não foi esse dia: sem guardanapo e sem o molho de alho
pricePortion | O x-salada do trailer da esquina custa metade e tem o dobro do tamanho
general | esperava mais
praise; wrongItem | O entregador foi um amor. A comida que ele trouxe é que era de outra pessoa, com outro nome na comanda
diet | Pedi o pão sem glúten. A etiqueta dizia sem glúten. O pão, pelo visto, não leu a etiqueta: era pão francês comum
taste | Tudo certo com o pedido, exceto a parte de comer
service | Obrigado pela gentileza de desligar o telefone na minha cara
delay | Demorou só um pouquinho mais que o prometido. Umas duas horinhas a mais
cold | Um dia quero experimentar a lasanha de vocês quente. Deve ser boa
courier; mod:courier | Entregador do iFood me mandou um "se vira" quando pedi pra subir, sendo que é prédio sem portaria e paguei entrega até a porta. Educação mandou lembranças
customisation; taste | Pedi o hambúrguer sem picles porque odeio. Veio com picles em dobro. Será que foi de propósito? kkk e ainda tava seco
wrongItem; service | Veio o sabor errado do sorvete e quando liguei disseram que "é tudo parecido". Não é, moça, flocos não é napolitano
`,
);

/** Set DX: the North, Northeast and interior in their own words and dishes: the store's own motoboy, cash and change, opening hours, sold-out items. */
export const BY_OTHERS_DX = parseReviews(
  "othersDX",
  `
delay; cold | pedi tacacá as 18h e so chegou quase 20h, tucupi gelado. égua mana, tacacá frio nao da
praise | Égua, que açaí grosso! e o peixe frito veio sequinho igual lá em Abaetetuba. pai d'égua demais
missingItem | pedi açaí com peixe e so veio o açai, cade o filhote frito?? açai puro nao da nao
taste | baião de dois com arroz empapado e sem sal nenhum, parecia comida de hospital
praise | Arretado demais esse baião, visse! carne de sol macia, manteiga da terra por cima, e o motoboy da casa chegou ligeirinho
delay; taste | oxe, 1h40 pra trazer 2 acarajés?? e chegou murcho, parecendo borracha
allergy | escrevi em CAPS na observação ALERGIA A CAMARÃO e o abará veio com camarão seco. fiquei com a boca inchada, tive que tomar antialérgico
 | pedi o combo de pamonha doce e salgada pro café da tarde
praise | Uai, pamonha quentinha, de sal com queijo e linguiça, trem bão demais sô
raw | galinhada com o frango cru perto do osso, ainda com sangue. nao tive coragem de comer
foreignBody | tinha um espinho de pequi solto no meio do arroz, quase furou minha gengiva
praise | Sempre tenho medo de carne de sol vir salgada que nem bacalhau, mas essa veio no ponto. parabéns
other=troco errado | paguei com nota de 100, a conta deu 62 e o motoboy me deu 28 de troco. faltou 10 conto
other=sem troco | coloquei troco pra 50 no pedido e o rapaz chegou sem troco nenhum, tive que correr na bodega da esquina pra trocar
other=item esgotado | 40 minutos depois cancelaram meu pedido dizendo que acabou a maniçoba. se acabou tira do cardapio né
other=horário | no app diz que abre 17h. pedi 17h30 e ficou "aguardando a loja abrir" até as 19h, desisti e fui fazer miojo
wrongItem | pedi tapioca de carne de sol com coalho e veio de frango com catupiry. oxe, nem parecido
customisation | pedi o cuscuz SEM manteiga, escrevi na obs, veio nadando na manteiga
diet | sou diabetico, pedi suco de cupuaçu SEM açucar e veio doce que nem melaço
diet | vegetariana ha 8 anos, pedi o tacacá da opção vegetariana do cardapio e veio cheio de camarão
courier | o motoboy da loja ficou buzinando e gritando meu nome na rua as 23h, nao quis nem descer da moto pra entregar no portão
courier; missingItem; mod:courier | entregador do iFood chegou com a sacola aberta, faltando um acarajé, e ainda disse que nao era problema dele
poisoning | comi o vatapá ontem de noite e passei a madrugada no banheiro, eu e meu marido. foi a unica coisa diferente que a gente comeu
spoiled | o caruru chegou azedo, cheiro de coisa passada. joguei tudo fora
packaging | o tucupi vazou todinho dentro da sacola, a tampa da cuia veio solta
portion | a porção de carne de sol "pra duas pessoas" tinha 6 tirinhas kkkk
pricePortion | 58 reais num baião de dois que mal enchia um prato. caro demais pro tamanho
price | taxa de entrega de 12 reais pra 3 quarteirão? aqui no Crato nunca vi isso nao
notDelivered; unanswered | pedido nunca chegou. liguei 5 vezes no numero da loja e mandei zap, ninguem atende
service; other=troco errado | veio 5 reais a menos no troco e quando reclamei no zap a moça disse que o erro era meu e me bloqueou. que atendimento é esse
general | decepcionada. esperava muito mais pelo tanto que falam desse lugar
general; mod:offensive | comida de merda, vcs sao uns incompetentes do caralho
delay; mod:hate | atrasou 1 hora, so podia ser coisa de baiano mesmo, povo preguiçoso
cold; mod:threat | se chegar frio de novo eu vou ai e quebro esse balcão na cara do dono, pode esperar
mod:noOrder | nunca pedi daqui mas a vizinha disse que viram rato na cozinha deles, cuidado povo
app; mod:app | o cupom de primeira compra nao aplicou de jeito nenhum e o app travou 3x na hora de pagar
wrongItem; mod:refund | veio pedido de outra pessoa, a loja ate confirmou o erro, mas o iFood negou meu reembolso duas vezes
spoiled | o camarão do acarajé tava com cheiro de podre. vou denunciar na Vigilância Sanitária
praise | achei que ia chegar frio pq moro no sítio, 20 min de estrada de chão, mas veio quentinho. motoboy guerreiro
 | primeira vez pedindo aqui, pedi pastel de pequi pra experimentar
praise; delay | pato no tucupi maravilhoso, igual o da minha vó no Círio. só demorou 1h20 pra chegar, isso tem que melhorar
taste | a maniçoba tava aguada, sem gosto de nada, nem parece que cozinhou os 7 dias
customisation | pedi o tacacá com pouca pimenta pq é pra minha filha e veio ardendo que nem fogo
missingItem | faltou a farinha d'água e a tapioca do açaí. açai sem farinha é o que?
wrongItem | pedi açaí de 1 litro e veio o de 500ml
paidExtra | paguei 8 reais a mais de camarão extra no tacacá e veio os mesmos 3 camarãozinho de sempre
melted | o sorvete de cupuaçu chegou virado suco, derreteu todinho
warmDrink | guaraná Jesus quente, parecia que tinha ficado no sol. o resto tudo certo
warmDrink; praise | cajuína quente, tive que botar no congelador... mas a Maria Isabel tava show, comi rezando
courier | o motoboy deles chegou com bafo de cachaça e trocando as pernas, fiquei ate com medo de entregar o dinheiro na mao dele
praise | bah, sou gaúcho morando em Palmas há 3 anos e nunca tinha comido galinhada assim. tri bom, tchê
taste | bah, esse churrasco "gaúcho" de vcs nao tem nada de gaúcho, carne dura que nem sola de bota
 | oxe, pedi sem pimenta e veio sem pimenta mesmo, esqueci que eu gosto kkkkk
praise | cuscuz recheado com carne de sol e ovo, macho... comi dois e fui dormir feliz
delay; cold; missingItem | 2 horas esperando, chegou frio e sem o refri. tô com uma fome da porra e ainda vem isso
pricePortion | 15 conto numa pamonha desse tamanho? na Ceasa de Goiânia tu compra 3 com esse dinheiro
price | o rapaz cobrou 5 reais a mais do que tava no app, disse que era "taxa da maquininha" mas eu paguei em especie
service | perguntei no chat se a carne de sol era de verdade ou charque e a atendente respondeu "se nao quiser nao compra". educação zero
unanswered | mandei msg no chat pra saber que horas abre domingo e ninguém respondeu até hoje
other=cancelaram o pedido | aceitaram o pedido e 30 minutos depois cancelaram sem explicar nada. fiquei sem janta
wrongItem | acabou o frango e trocaram pela calabresa SEM ME PERGUNTAR. quem come calabresa na galinhada?
praise | acabou o pequi e a moça ligou perguntando se podia trocar por guariroba. atendimento nota 10
praise | pedi 21h50, fechava 22h, e mesmo assim mandaram caprichado. obrigado, uai
taste; praise | o baião tá bom, tempero de vó, mas o queijo coalho veio borrachudo que nem chiclete
foreignBody | achei um cabelo enorme no meio do vatapá. perdi a fome na hora
foreignBody | mordi uma pedrinha no feijão verde do baião, quase quebrei o dente
raw | o pacu veio cru por dentro, carne rosada grudando na espinha
spoiled | o queijo do x-caboquinho tava mofado, cheio de pontinho verde. sério isso?
spoiled; poisoning | o sururu tava com cheiro de passado, comi mesmo assim e de noite vomitei tudo. minha irma tambem
praise | x-caboquinho caprichado, tucumã fresquinho, banana pacovã frita no ponto. tá doido, maninho, que lanche
delay | mano, 1h10 pra trazer um x-caboquinho aqui do lado? o carro do ovo passa mais rapido
courier | o motoboy jogou a sacola por cima do muro. POR CIMA DO MURO. a tapioca foi parar no chão
packaging | a caixinha do acarajé veio toda amassada, o vatapá espalhado pela sacola
customisation | pedi o acarajé quente, bem apimentado, e veio frio, sem uma gota de pimenta
praise | pedi acarajé frio pra minha mãe que nao come pimenta e veio certinho. massa!
delay; unanswered | pedido em "saiu pra entrega" faz 1h30, ligo pro motoboy da loja e pro fixo, ninguem atende
notDelivered | marcaram como entregue mas não chegou nada aqui. moro em Cametá, rua da igreja, todo mundo conhece minha casa
notDelivered; mod:refund | o pedido nunca chegou e o app diz que nao tenho direito a reembolso pq consta "entregue"
app; mod:app | o rastreio do app mostrava o motoboy em Belém e eu em Ananindeua, ficou doido o mapa
app; mod:app | paguei no pix pelo app, saiu da minha conta e o pedido ficou "aguardando pagamento" pra sempre
general | péssimo. nunca mais
praise | comida boa demais, visse? painho amou o sarapatel
other=nota fiscal | pedi nota fiscal no pedido pra reembolso da empresa e nao mandaram. liguei e disseram que nao emitem
other=sem maquininha | pedi pra trazer maquininha pra pagar no cartão e o motoboy veio sem, tive que fazer pix pro CPF dele
delay; praise | demorou sim, mais de uma hora, mas a galinhada é a melhor de Pirenópolis, isso ninguem tira
praise | a motoboy dona Cida (sim, uma senhora de moto) foi um amor, e a pamonha de queijo chegou quentinha
missingItem | nao mandaram garfo nem guardanapo, comi a galinhada de colher de pau kkk
customisation | pedi a carne de sol bem passada e veio mal passada, toda vermelha por dentro
diet | pedi a coca zero e mandaram normal. sou diabética, se eu nao olho a tampinha eu tomava
diet | tenho sensibilidade ao gluten, pedi a tapioca pq é sem gluten e colocaram frango empanado com farinha de trigo dentro. nao tava descrito assim
allergy | falei 2x no chat que meu filho tem alergia a amendoim e mandaram paçoca de brinde encostada na comida dele. graças a Deus ele nem comeu mas fica o alerta
allergy | meu filho tem APLV, avisei, a moça jurou que a pamonha nao levava leite. levava. ficou todo empipocado
delay; mod:offensive | 2h de espera, seus filhos da puta, vou pedir no concorrente
courier; mod:offensive | o motoboy de vcs é um animal, um jumento, tratou minha mãe aos gritos no portão
service; mod:hate | a atendente do telefone falava tudo enrolado, tinha que ser paraíba né, nao entende nada
delay; mod:threat | sei onde esse motoboy de vcs mora, se atrasar de novo vai levar uma coça
mod:noOrder | dono dessa lanchonete é caloteiro, deve pra meio mundo em Imperatriz. nunca comi e nem vou comer
price | cobraram taxa de embalagem de 4 reais sem avisar. a embalagem é isopor, gente
pricePortion | 22 reais num tacacá que veio na cuia pequena, metade goma. tá caro, mana
portion; taste | so 2 camarão no tacacá e o tucupi sem tempero nenhum
praise | arroz de cuxá com peixe frito igualzinho o de São Luís. é mermo, nota mil
warmDrink | o caldo de cana veio quente e sem gelo, sem condição
melted; packaging | o picolé de bacuri derreteu e vazou pela sacola toda, melou o resto da comida
paidExtra | paguei adicional de pequi (6 reais) e nao veio um pequi. galinhada sem pequi nem é galinhada
wrongItem | veio o pedido de outra pessoa, um tal de Raimundo. espero que o Raimundo tenha gostado do meu baião
customisation; praise | a moqueca tava divina, mas pedi SEM coentro (odeio) e veio coberta de coentro
delay; service | liguei 4 vezes e o dono dizia "ta chegando". chegou 1h50 depois. pra que mentir?
unanswered | pedi pelo zap da loja como diz no cardapio, ficaram no visualizado e nao responderam mais
praise | rapaz, que panelada arretada. tô suando até agora
 | panelada é comida de domingo mas pedi numa terça kkk
praise | da última vez veio sem farofa, hoje veio completinho e quentinho. agora sim
delay | entrega relâmpago: só 2 horas e meia pra 1 km. parabéns aos envolvidos 👏👏
taste | a buchada tava tão "temperada" que precisei botar sal, pimenta, cominho e uma reza
praise; price | bolo de rolo fininho, perfeito, só achei salgado o preço, 45 conto
price | a loja lançou meu pedido 2x, veio 2 baião e o motoboy cobrou os dois no dinheiro. so pedi um
courier | o motoboy ficou 15 min no celular em frente ao meu portão antes de tocar, eu vendo pela janela
courier; mod:courier | o entregador do app exigiu que eu descesse 4 andares pq "nao sobe". tava escrito apto no pedido
praise | seu Zé, o motoboy da casa, trouxe o troco todinho em moeda e ainda pediu desculpa kkk gente boa demais
other=troco não devolvido | o motoboy disse que "esqueceu" o troco e ia trazer depois. nunca trouxe. 18 reais
delay | pedi 11h que era pra abrir e so começaram a fazer meio dia pq a cozinheira chegou atrasada. almoço virou janta
other=horário | segunda vez que o app mostra aberto e quando peço eles recusam dizendo que ja fecharam. atualizem esse horario
praise | empadão goiano com guariroba e pequi, massa sequinha, uai. Goiás representado
spoiled | a pamonha veio azeda, cheiro de fermentado. pamonha de ontem vendida hoje
general | Vixe, que tristeza. Não recomendo
praise | 🔥🔥🔥 mojica de pintado top demais, Cuiabá raiz, tchá por Deus
delay; cold; mod:offensive | chegou frio e 1h atrasado, bando de incompetente preguiçoso do caralho
portion; praise | gostoso, mas veio pouco vatapá no acarajé, só uma lambidinha
missingItem; service | faltou o refrigerante, liguei e a mulher disse "não é comigo" e desligou na minha cara
wrongItem; taste | pedi tambaqui assado e veio jaraqui frito, e ainda frito demais, torrado
 | 2 pamonhas de sal e 1 doce, troco pra 20
customisation | pedi pra mandar a pimenta separada e veio tudo misturado no baião
other=forma de pagamento | no app dizia que aceitava pix na entrega, o motoboy chegou dizendo que era so dinheiro
poisoning | passei mal depois da buchada, dor de barriga forte o dia todo. foi a unica coisa que comi ontem
cold | o caldo de feijão verde chegou frio. caldo frio ninguem merece né
delay; app; mod:app | o app dizia 30-40 min, o tempo foi mudando sozinho e chegou com 1h20
praise | oxente, que carne de sol com macaxeira da porra, melhor de Caruaru fácil
raw | o frango da galinhada rosado por dentro, do lado do osso. cuidado com isso gente
foreignBody | veio um pedaço de plástico azul no meio do vatapá, parece de saco
wrongItem; missingItem | pedi 2 tacacá e 1 maniçoba. veio 3 tacacá e nada da maniçoba
delay; cold; taste | 1h30 pra chegar, o pirarucu de casaca frio e o farofa murcha. égua, que desgosto
service | pedi pra trocar o refrigerante que veio quente e a atendente riu de mim no telefone
taste; portion | o sarapatel veio com muito osso e pouco miúdo, e sem sal
spoiled | a coalhada veio vencida, data de semana passada na tampa
praise; courier | comida perfeita, só o motoboy que foi meio grosso, nem boa noite deu
missingItem | o pedido veio sem o molho de pimenta de cheiro que eu paguei, cade?
other=item esgotado | toda vez que peço pequi tá esgotado mas continua lá no cardápio pra pedir. aí tenho que esperar ligarem cancelando
praise | Nó, sô! Pão de queijo recheado de pequi, que trem bom. Mineiro aprova
mod:noOrder | esse restaurante é do vereador fulano, lavagem de dinheiro, todo mundo em Santarém sabe. nunca vou comprar
courier | motoboy da loja me pediu o troco de volta alegando que deu errado, mas tava certo, ficou discutindo 10 min no portão
warmDrink; cold | o suco de cajá veio quente e a tapioca fria, trocaram as coisas de lugar foi? kkk
`,
);

/** Set EB: older customers and careful writers: food safety told formally, diets for health, and look-alikes that are no case. */
export const BY_OTHERS_EB = parseReviews(
  "othersEB",
  `
allergy | Prezados, ao fazer o pedido informei no campo de observações que meu neto de seis anos tem alergia grave a amendoim. Ainda assim, o brigadeiro veio coberto de amendoim triturado. Por sorte minha filha percebeu antes que ele comesse. Peço mais atenção, pois poderia ter sido uma tragédia.
raw | Boa noite. O frango assado que recebemos estava rosado e com sangue junto ao osso. Não tivemos coragem de servir às crianças e o jantar acabou no lixo.
spoiled | Senhores, o iogurte que acompanha a salada de frutas estava azedo, talhado e com cheiro forte. Conferi a tampa e a validade estava vencida havia três dias. Inadmissível.
foreignBody | Encontrei um fio de cabelo comprido no meio do arroz. Comunico para que revejam o uso de touca na cozinha. Atenciosamente, Maria Helena.
poisoning | Meu marido e eu jantamos o estrogonofe de camarão na sexta-feira e, durante a madrugada, ambos tivemos vômitos e diarreia. Foi a única refeição que fizemos em comum naquele dia. Gostaria que verificassem a procedência dos camarões.
diet | Sou diabética e pedi expressamente o suco de laranja sem açúcar. Veio adoçado, percebi logo no primeiro gole e a glicemia subiu. Por gentileza, atentem-se às observações dos clientes.
diet; poisoning | Tenho doença celíaca há mais de vinte anos. O cardápio anuncia a panqueca como "sem glúten", porém a massa era claramente de farinha de trigo comum, e passei a noite com fortes dores abdominais. É preciso responsabilidade ao anunciar um produto assim.
diet | Sou intolerante à lactose e solicitei o cappuccino com leite sem lactose, opção que consta no próprio cardápio. Pelo sabor, tenho certeza de que veio com leite comum. Não cheguei a beber.
diet | Por orientação do meu cardiologista sigo dieta com restrição de sal, e por isso pedi a marmita "pouco sal", opção oferecida pelo próprio restaurante. O feijão e a carne vieram salgadíssimos. Fiquei sem almoçar.
praise | Sou hipertenso e faço acompanhamento médico, por isso escolho sempre a versão com baixo teor de sódio deste restaurante. Mais uma vez a comida chegou saborosa e leve. Parabéns à cozinha.
praise | Tomo anticoagulante e o médico pediu que eu evitasse verduras escuras, então troquei a couve por legumes na observação. Atenderam direitinho, sem nenhum problema. Muito obrigado.
praise | O carpaccio é servido cru, como manda a receita, e estava fresquíssimo, bem temperado, com alcaparras e lascas de parmesão. Ótima pedida para uma noite de calor.
 | Pedi o prato executivo de segunda-feira, como de costume.
delay; praise | Fiz o pedido às 19h10 e só recebi às 20h45. Para quem janta cedo, como eu, é tempo demais. A comida estava boa, mas a demora foi excessiva.
delay; cold | O pedido levou mais de uma hora para chegar e a canja, que deveria vir fumegante, estava fria. Tive de aquecer no fogão antes de servir à minha mãe, que está adoentada.
missingItem | Faltou o pudim que eu havia pedido de sobremesa para minha esposa. Está cobrado na fatura do cartão, mas não veio.
wrongItem | Solicitei pizza de muçarela e recebi de calabresa. Como evito embutidos por recomendação médica, ficamos sem jantar.
praise | Excelente atendimento. Liguei para confirmar os ingredientes, pois minha neta é alérgica a ovo, e a atendente foi muito paciente, consultou a cozinha e me deu todas as informações. A torta chegou perfeita e a menina comeu tranquila.
allergy | Minha neta é alérgica a camarão e, por isso, pedi o risoto de frango com um aviso bem claro na observação. Havia pedacinhos de camarão misturados ao arroz, ela teve coceira e os lábios incharam. Tivemos de levá-la ao pronto-socorro. Registrarei reclamação no Procon.
taste | O bacalhau estava excessivamente salgado e as batatas, duras. Esperava mais de uma casa tão tradicional.
packaging | A embalagem do caldo verde veio mal fechada e metade do conteúdo vazou dentro da sacola, sujando inclusive o tapete da sala.
courier; mod:courier | O entregador do aplicativo se recusou a subir ao meu apartamento, mesmo eu explicando pelo interfone que tenho 82 anos e dificuldade para andar. Tive de descer três lances de escada. Lamentável.
praise | O entregador foi extremamente educado e ainda me ajudou a levar as sacolas até a porta. A comida, como sempre, impecável.
missingItem; service | Liguei para avisar que o refrigerante não tinha vindo e a moça que atendeu foi ríspida, disse que não era problema dela e desligou o telefone na minha cara.
unanswered | Tentei contato por telefone quatro vezes e também pelo chat, para corrigir o número do apartamento, e ninguém respondeu. Felizmente o porteiro resolveu a situação.
price | A taxa de entrega de doze reais para uma distância de dois quarteirões me parece abusiva.
pricePortion | Paguei cinquenta e oito reais por uma porção de bolinhos de bacalhau com apenas seis unidades. Não me parece razoável.
paidExtra | Paguei pelo adicional de queijo ralado no espaguete e ele não veio.
app; mod:app | O aplicativo não aceitou o cupom de desconto que recebi por e-mail, embora estivesse dentro da validade. Sei que não é culpa do restaurante, mas deixo registrado.
general | Experiência muito decepcionante. Não pretendo pedir novamente.
notDelivered | O pedido consta como entregue, mas nunca chegou à minha casa. Estive em casa a tarde toda e o porteiro confirma que ninguém apareceu.
taste; mod:offensive | O cozinheiro de vocês é um incompetente, um imbecil que não sabe nem fritar um bife. A carne veio dura feito sola de sapato.
mod:noOrder | Nunca pedi neste restaurante, mas uma vizinha do meu prédio me contou que viram barata na cozinha deles. Fica o alerta aos demais.
spoiled; service | O leite do café gelado estava estragado, com gosto azedo. Ao reclamar pelo chat, fui tratado com total descaso. Levarei o caso ao Procon.
wrongItem; mod:threat | Pela terceira vez mandam o sabor errado. Se acontecer de novo eu vou aí pessoalmente e quebro esse balcão inteiro.
taste; mod:hate | A moqueca veio sem gosto nenhum. Só podia ser baiano preguiçoso na cozinha, essa gente não faz nada direito.
missingItem; other=reembolso negado; mod:refund | Meu pedido veio sem a salada e a plataforma recusou o reembolso, alegando falta de foto. Tenho 79 anos e não sei tirar foto pelo celular. Acho uma injustiça.
foreignBody | Prezados senhores, ao servir a lasanha ao meu neto, encontrei um pedaço de plástico duro, aparentemente de alguma embalagem, no meio da massa. Ainda bem que vi antes. Solicito providências.
foreignBody | Havia uma pedrinha no feijão que quase quebrou minha prótese dentária. Peço mais cuidado na escolha dos grãos.
raw; customisation | Pedi o hambúrguer bem passado, conforme a observação, e ele chegou praticamente cru por dentro. Na minha idade não posso correr esse risco.
raw | A coxinha da asa veio bonita por fora, mas por dentro a carne estava crua, vermelha junto ao osso.
spoiled | O requeijão que acompanhava o pão de queijo estava com manchas de bolor verde. Jogamos tudo fora.
spoiled; poisoning | Comprei a torta de frango com catupiry para o lanche da tarde. O recheio tinha um cheiro estranho, mas meu marido comeu mesmo assim e passou a noite inteira vomitando. Creio que o catupiry estava estragado.
praise | Minha médica me proibiu frituras por causa do colesterol, então pedi o peixe grelhado com legumes no vapor. Estava delicioso e muito bem temperado, sem precisar de óleo. Voltarei a pedir.
praise | Fiquei com medo de que a maionese caseira estragasse com este calor, mas veio bem gelada, em embalagem térmica, e estava ótima. Cuidado admirável.
 | Tenho 74 anos e peço deste restaurante toda quinta-feira. Hoje pedi o de sempre, o filé com arroz e purê.
praise | Sou celíaca e sempre tenho dificuldade para pedir comida fora. Fiquei muito feliz com o cuidado de vocês: a pizza sem glúten veio em embalagem separada, lacrada e com etiqueta. Estão de parabéns.
diet | Pedi a Coca-Cola Zero, pois sou diabético, e veio a comum. Só percebi depois de beber metade da lata.
diet | Sou vegetariana há trinta anos e pedi o escondidinho de legumes. Encontrei pedaços de carne-seca no meio. Uma falta de respeito com quem tem restrições.
diet | Minha esposa tem intolerância à lactose e pedimos o estrogonofe sem creme de leite, como o cardápio permite. Veio com creme de leite e ela não pôde comer.
diet | Encomendei o bolo diet para o aniversário do meu marido, que é diabético. Pelo sabor e pela calda, era um bolo comum, cheio de açúcar. Felizmente provei antes dele.
praise | O doce de abóbora sem açúcar é uma bênção para quem, como eu, tem diabetes. Saboroso e na medida certa. Obrigada!
praise | Tomo vários remédios ao longo do dia e o horário das refeições é importante para mim. Por isso agradeço a pontualidade: o almoço chegou às 11h30 em ponto, como sempre.
praise | Hoje não estou me sentindo bem, estou gripado, e a canja de vocês foi um verdadeiro conforto. Quentinha e bem temperada.
delay; praise | Fiquei preocupada que o sushi chegasse quente, mas veio bem refrigerado, em caixa térmica. Pena que demorou quase uma hora e meia.
praise | Pedi a picanha mal passada, como gosto, e veio exatamente no ponto. Nota dez.
praise | Meu neto tem alergia à proteína do leite e o atendente me indicou as opções seguras do cardápio. Tudo correto, ele comeu sem nenhuma reação. Gratidão.
allergy | Avisei na observação que sou alérgica a castanhas. O frango ao molho veio com castanha-de-caju por cima, o que nem constava na descrição do prato. Tive de tomar antialérgico. Solicito que incluam os ingredientes completos na descrição.
allergy | ATENÇÃO: meu neto é alérgico a leite e a observação dizia "SEM QUEIJO, ALERGIA". A pizza veio cheia de queijo. Não houve reação porque não deixei ele comer, mas é inaceitável.
allergy; service | Meu neto teve reação alérgica ao molho da massa, que continha nozes não informadas no cardápio. Quando liguei para perguntar, o gerente respondeu que "alergia é problema do cliente". Que absurdo. Procurarei o Procon e a Vigilância Sanitária.
foreignBody | Veio um pedaço de palha de aço no meio do macarrão. Meu marido quase engoliu. Gravíssimo.
raw; poisoning | Pedi tilápia frita e ela veio crua no meio. Comi um pedaço antes de perceber e passei o dia seguinte com dor de barriga e diarreia.
poisoning | Venho registrar que toda a família passou mal após o almoço de domingo: eu, minha filha e os dois netos. Febre, vômito e diarreia. Todos comemos a feijoada. Peço que verifiquem a conservação dos ingredientes.
customisation | Tenho gastrite e, por isso, pedi o molho de pimenta à parte. Veio tudo misturado na carne.
customisation | Pedi o bife bem passado, conforme escrevi na observação, e ele veio ao ponto, rosado. Não é nada perigoso, mas não era o que pedi.
customisation; taste | Solicitei a salada sem cebola e veio com muita cebola. Além disso, o molho estava aguado.
missingItem; unanswered | Faltou a farofa do frango assado. Tentei ligar, mas o telefone só dava ocupado, e no chat ninguém respondeu.
wrongItem | Recebi o pedido de outra pessoa: um combinado de sushi, quando eu havia pedido feijoada. Somos idosos e não comemos peixe cru.
portion | A porção de arroz veio muito pequena, mal dava para uma pessoa. Antigamente era bem mais farta.
price | Cobraram a taxa de embalagem duas vezes no mesmo pedido. Gostaria de um esclarecimento.
cold | A lasanha chegou morna, quase fria, apesar de o restaurante ficar a cinco minutos de casa.
melted | O sorvete chegou completamente derretido, parecendo uma sopa. Uma pena, pois era a sobremesa do aniversário da minha neta.
packaging; cold | O isopor do marmitex veio rachado, o molho escorreu pela sacola e a comida chegou fria.
courier; mod:courier | O entregador do iFood foi extremamente grosseiro com minha esposa, reclamou de esperar dois minutos e largou a sacola no chão. Não é assim que se trata uma senhora de 78 anos.
courier | O motoboy da própria pizzaria chegou com a sacola aberta e a pizza fora do lugar. Parece que mexeram no pedido.
courier; cold; mod:courier | O entregador do aplicativo ficou mais de dez minutos parado na frente do prédio falando ao celular e não atendia o interfone. A comida esfriou enquanto isso.
service | A atendente do telefone foi muito mal-educada quando perguntei se o prato continha glúten. Respondeu que não sabia e não tinha como saber. Acabei pedindo outro prato, por precaução.
unanswered | Enviei três mensagens pelo chat perguntando se o doce levava açúcar, pois sou diabética, e nunca obtive resposta.
other=cancelaram o pedido | O restaurante cancelou o meu pedido quarenta minutos depois de confirmado, sem explicação alguma. Fiquei sem almoço.
other=nota fiscal | Solicitei a nota fiscal com CPF, como sempre faço, e ela não veio. Preciso dela para a minha declaração.
other=troco errado | Paguei em dinheiro com uma nota de cem e o troco veio com dez reais a menos. Conferi na frente do entregador.
general | Lamentável. Esperava muito mais.
praise | Comida caseira de verdade, lembra a da minha mãe. Arroz soltinho, feijão bem temperado, bife macio. Obrigado por manterem a tradição.
praise | Sou viúvo e moro sozinho, e confesso que os pedidos de vocês são um dos prazeres da minha semana. A feijoada de sábado estava esplêndida.
taste; praise | A carne estava macia e saborosa, mas a farofa veio seca e queimada.
delay; service | O pedido atrasou uma hora e, quando liguei para saber o motivo, o rapaz disse que eu devia ter paciência, num tom nada cortês.
notDelivered; unanswered | Meu pedido nunca chegou. Liguei cinco vezes e ninguém atendeu. Paguei antecipadamente pelo cartão.
app; mod:app | O rastreamento do aplicativo mostrava o pedido parado no restaurante havia quarenta minutos, quando na verdade já estava a caminho. Fiquei confusa, sem saber se descia ou não.
paidExtra; taste | Paguei quatro reais a mais pela borda recheada de catupiry e a borda veio vazia. Além disso, a massa estava crua no centro.
praise; portion | O sabor é excelente, não tenho do que reclamar quanto a isso, mas a porção de batata frita diminuiu muito.
diet | Minha neta é vegetariana e pedimos o hambúrguer de grão-de-bico para ela. Veio com fatias de bacon por cima. Ela ficou muito chateada.
praise | Estou em tratamento de quimioterapia e o paladar fica alterado, mas a sopa de legumes de vocês é das poucas coisas que consigo comer com gosto. Agradeço o carinho de sempre.
praise | Meu neto é alérgico a amendoim e fiquei preocupada com o pavê, mas liguei e confirmaram que não leva amendoim nem é preparado perto dele. Ele comeu e ficou ótimo. Obrigada pela atenção no telefone.
 | Sou diabético, então deixei a sobremesa para minha esposa. Pedi o combo do almoço para nós dois.
 | Pedido para o aniversário de 80 anos do meu pai: duas pizzas grandes e um guaraná de dois litros.
taste | O ceviche é cru por natureza, eu sei, mas estava com limão em excesso e o peixe ficou borrachudo.
delay; raw | O pedido demorou e o frango à passarinho veio cru por dentro, rosado perto do osso.
spoiled; service | Comprei uma torta de limão cujo creme estava fermentado, com gosto azedo e bolhas. O restaurante se recusou a trocar ou a devolver o dinheiro. Registrei queixa no Procon.
poisoning; unanswered | Passei mal depois do almoço, com vômitos e febre, e tentei avisar o restaurante por telefone e por mensagem, sem retorno até agora.
foreignBody; praise | A comida estava gostosa, mas encontrei um grampo de cabelo no feijão.
praise | Pensei que o frango viria cru, como da outra vez, mas hoje veio bem assado e dourado.
mod:noOrder | Não sou cliente, mas soube por um grupo do bairro que esse restaurante usa carne vencida. Denuncio para que outros não corram risco.
mod:noOrder | Tenho um restaurante na mesma rua e sei muito bem como eles trabalham: higiene zero. Não peçam.
poisoning; mod:threat | Meu neto passou mal com o lanche de vocês. Sei onde o dono mora e vou fazer ele pagar, de um jeito ou de outro.
spoiled | O leite condensado do pudim estava talhado e com gosto rançoso. Encaminharei a reclamação ao Procon e à Vigilância Sanitária.
price | Cobraram quinze reais de taxa de serviço sem aviso prévio. Considero isso irregular.
customisation; mod:offensive | Atendente burra, não sabe nem anotar um pedido. Pedi sem cebola e veio cheio de cebola.
other=estorno não feito; mod:refund | O pedido foi cancelado pelo sistema e até hoje, quinze dias depois, o estorno não apareceu no meu cartão. A plataforma só me manda mensagem automática.
praise | Gostaria de registrar meus sinceros cumprimentos a toda a equipe. Encomendei o almoço de Páscoa para doze pessoas, com atenção especial para meu genro, que é celíaco, e para minha cunhada, diabética. Tudo veio separado, identificado com etiquetas, pontual e delicioso. Há muito tempo não via tamanho zelo. Muito obrigada.
delay; cold; missingItem; service | Boa noite. Venho, por meio desta avaliação, relatar o ocorrido no pedido de ontem. O jantar chegou com uma hora e vinte minutos de atraso, a sopa estava fria e o pão de alho que acompanhava o prato não veio. Ao telefonar, fui atendido com impaciência e sem qualquer pedido de desculpas. Espero que o relato sirva para melhorias.
cold; taste | pedi a sopa de mandioquinha pra minha mae q esta acamada e veio fria e sem sal,,, que pena
diet | PEDI SEM AÇUCAR POIS SOU DIABETICA!!! VEIO DOCE!!! ISSO PODE FAZER MUITO MAL A UMA PESSOA
delay | Parabéns pela entrega expressa: apenas duas horas e quinze minutos. Quase servi o almoço no jantar.
portion | Muito generosa a porção de estrogonofe, três pedacinhos de carne contados. Dava para alimentar um passarinho.
praise | Minha neta amou o bolo de chocolate 😍🎂 obrigada pelo capricho na embalagem!
praise | Ontem tive uma queda de pressão e não consegui comer, mas minha família disse que o frango estava ótimo.
missingItem; paidExtra | Faltou o refrigerante do combo e também o bacon extra que paguei à parte.
praise; price | A comida é ótima, porém os preços subiram demais nos últimos meses. Para aposentado fica difícil.
general | Não gostei. Fiquei muito desapontada com tudo.
spoiled; poisoning | A maionese da salada de batata estava com gosto estranho, azeda. Minha mãe, de 88 anos, comeu um pouco e teve diarreia forte durante a noite.
raw | A linguiça toscana veio rosada e crua no centro; ao cortar, saiu um líquido avermelhado. Carne de porco assim é um perigo.
foreignBody | Achei um pedaço de unha no molho da massa. Que nojo, não consigo nem descrever o que senti.
praise | Obrigado pelas empadas, estavam ótimas. Só um aviso aos demais: a azeitona vem com caroço, como é tradicional.
praise | O macarrão cabelo de anjo ao alho e óleo estava perfeito, bem soltinho.
diet | Sou celíaco e pedi a opção sem glúten, mas a pizza veio assada na mesma forma das outras, com farinha por toda a caixa. Não arrisquei comer.
praise | Sou intolerante à lactose, mas tomei minha lactase antes e pude comer a pizza quatro queijos sem problema algum. Deliciosa!
 | Esclareço que o mal-estar que mencionei na semana passada foi uma virose, segundo o médico, e não teve relação com a comida. Continuo cliente.
 | Minha nora passou mal no sábado, mas ela nem comeu o que pedimos de vocês, então não há relação. Pedi hoje o mesmo prato de sempre.
taste | A pizza estava com a borda queimada e amarga. O entregador, por outro lado, foi muito gentil.
warmDrink | O pedido veio completo, mas o suco de maracujá chegou morno, como se tivesse ficado ao sol.
melted; packaging | O açaí derreteu e vazou pela tampa, molhando toda a sacola.
 | Demorou o normal, uns quarenta minutos. Pedi o frango com quiabo.
praise | Esperava que fosse demorar por causa da chuva, mas chegou em vinte e cinco minutos, bem protegido. Obrigado.
missingItem | Pedi talheres descartáveis porque estou no hospital acompanhando meu marido, e eles não vieram. Tivemos de comer com uma colher emprestada da enfermagem.
courier; mod:courier | O entregador do aplicativo exigiu que eu pagasse uma "taxa de escada" de cinco reais em dinheiro na porta. Achei um abuso com uma senhora de idade.
foreignBody; service | Encontrei um inseto na salada. Ao reclamar, responderam que era "tempero natural". Não achei graça nenhuma.
poisoning | Meu neto de quatro anos comeu o cachorro-quente e vomitou três vezes à noite. Ninguém mais comeu, então acredito que tenha sido o lanche.
allergy | Informei que meu marido é alérgico a frutos do mar. O arroz à grega veio com camarão seco misturado. Ele começou a se coçar e precisou tomar remédio. Por favor, não brinquem com isso.
diet | Sou diabético tipo 2 e pedi o açaí sem xarope de guaraná e sem leite condensado. Veio com os dois. Tive que jogar fora.
 | Meu médico recomendou refeições leves à noite, então pedi apenas a sopa de legumes e uma água sem gás.
taste | Gostaria de deixar uma sugestão construtiva: o feijão tropeiro estava excessivamente gorduroso. No mais, tudo dentro do esperado.
cold; praise | A comida é saborosa como sempre, porém chegou fria, o que tira boa parte do prazer.
service | Pedi, com toda a educação, que retirassem o coentro, e o atendente respondeu que "não é restaurante de madame". Muito deselegante.
price; app; mod:app | O aplicativo me cobrou duas vezes pelo mesmo pedido e o suporte da plataforma não resolveu. O restaurante não tem culpa, mas registro aqui para alertar os demais.
delay | Aguardei uma hora e meia. Meu marido é diabético e precisa comer em horário certo; ficou com a glicose baixa esperando.
praise | Quero agradecer ao restaurante pela gentileza de mandar um bilhete de feliz aniversário para minha mãe, que completou 90 anos. Ela ficou emocionada. A comida estava deliciosa.
taste; portion | O risoto estava empapado, sem sabor de queijo, e a porção era tão pequena que precisei complementar com pão.
pricePortion; praise | Sabor muito bom, mas pagar trinta e dois reais por quatro pasteizinhos é demais.
spoiled; foreignBody | O pão do sanduíche estava mofado e, no recheio, havia um fio de cabelo. Duas falhas graves no mesmo pedido.
 | Gostaria de saber se vocês entregam no bairro Jardim América, pois minha mãe mora lá e tem dificuldade de locomoção.
`,
);

/** Set EC: a mixed inbox: insults, slurs, threats, fakes and rivals, the marketplace's matters, Spanish and English, and angry legitimate complaints. */
export const BY_OTHERS_EC = parseReviews(
  "othersEC",
  `
 | ordered the lunch special for the office today
wrongItem; service | got someone else's order lol. two veggie burgers instead of my combo. called, they said they'd fix it and then nobody ever got back to me
delay; mod:offensive | 1h40 pra chegar um x-salada, bando de incompetente do caralho, vão se f*der
 | primeira vez pedindo, escolhi a marmita de frango grelhado
spoiled | o sushi tava com cheiro forte, o salmão mole e escurecido. joguei fora. a vigilância sanitária vai saber disso
delay; app; mod:app | o app mostrou "saiu pra entrega" por 50 min e o pedido nem tinha sido aceito ainda. rastreamento do ifood é piada
customisation; mod:offensive | pedi SEM CEBOLA escrito em maiúsculo e veio cheio de cebola. vcs são analfabetos ou só burros mesmo?
poisoning | Got sick all night after the sushi. Vomiting, cramps, the works.
courier; mod:courier | motoboy do app chegou fumando, a sacola fedendo a cigarro, e ainda pediu gorjeta
delay; cold | 2 HORAS pra chegar uma marmita, e fria. que palhaçada, sério
unanswered; mod:offensive | liguei 5x, ninguém atende. enfiem esse telefone no rabo
unanswered; service | llamé tres veces y nadie atendió, y por el chat me contestaron de mala manera
allergy | I wrote NO SHRIMP - SEVERE ALLERGY in the notes. There was shrimp in the fried rice. Luckily I checked before eating.
missingItem; unanswered | Tried calling the restaurant 4 times about the missing drink, nobody picked up.
app; mod:app | o app cobrou duas vezes no cartão o mesmo pedido, R$ 78 cada. o pedido veio certo mas quero meu dinheiro de volta
praise; packaging | comida top, mas o caldo vazou um pouco na sacola. manda com lacre da próxima
raw | el pollo vino crudo por dentro, todavía rosado. no se puede comer eso
allergy | avisé que soy alérgica al maní y el pad thai vino con maní arriba. terminé tomando antialérgico
raw; mod:offensive | frango cru por dentro, seus porcos imundos, vão matar alguém
missingItem; mod:refund | iFood me negó el reembolso de un pedido que llegó incompleto, faltaban dos empanadas. vergüenza
praise; portion | Tasty burger, great bun, but the portion is tiny for a "double". Would still order again.
mod:noOrder | Haven't ordered but a friend of a friend said they found a rat in the kitchen. Avoid.
courier; mod:offensive | o entregador é um imbecil, ligou 15 vezes em vez de ler o complemento do endereço. aprende a ler, mula
missingItem; paidExtra | veio sem a farofa e sem o bacon extra que eu paguei 6 conto. que merda viu
praise; price | muy rica la feijoada pero la tasa de entrega de 14 reales es un robo
praise | da outra vez veio frio mas hoje veio perfeito, tão de parabéns
praise; app; mod:app | não consigo avaliar nem abrir chamado, o app trava toda vez. a comida tava ótima, mas o ifood tá um lixo
courier; mod:hate | The delivery guy was obviously some illegal immigrant, barely spoke a word and got lost twice. Hire real Brazilians.
customisation; mod:offensive | Absolute morons in that kitchen. Asked for no cheese, got EXTRA cheese. Learn to read, idiots.
taste | frango com gosto de óleo velho, encharcado de gordura. puta merda, que desperdício
price; mod:threat | vou tacar fogo nessa porra de lanchonete se cobrarem taxa de 15 reais de novo
other=cancelaram o pedido; mod:refund | a loja cancelou meu pedido depois de 40 min e o dinheiro não voltou pro cartão. o ifood diz que a culpa é do banco e o banco diz que é do ifood
courier; mod:courier | The iFood driver refused to come into the hotel lobby and kept texting me in Portuguese to come down to the street. Food was fine.
courier; mod:offensive | o motoboy de vcs é um animal, jogou a sacola por cima do portão e saiu cantando pneu. jumento
general; mod:offensive | 🤮🤮 comida de porco pra gente porca, vcs são um bando de lixo
paidExtra | Paid R$8 for extra bacon and there was no bacon. Like, none.
wrongItem; unanswered | veio o pedido de outra pessoa. liguei 6 vezes, mandei msg no whats, nada. ninguém responde. vou pro juizado especial
praise | melhor parmegiana da região, chegou quentinha e bem embalada. parabéns!
delay; cold; taste | Pedí a las 21 y llegó a las 22:30, la hamburguesa fría y las papas blandas
service | a atendente desligou na minha cara quando fui reclamar. inacreditável o descaso
wrongItem; mod:threat | veio o lanche errado PELA TERCEIRA VEZ. se acontecer de novo eu vou aí e quebro essa lanchonete inteira, to avisando
wrongItem; mod:refund | o ifood me deu cupom de 10 em vez de devolver os 64 reais do pedido que veio errado. cupom não é reembolso!
raw; mod:threat | sei onde fica a cozinha de vcs. vou aí com uns amigos resolver isso do meu jeito, ninguém me serve hambúrguer cru e fica por isso mesmo
packaging | o açaí veio todo derramado na sacola, a tampa nem tava fechada. nojento
general | decepcionante. nunca mais peço aí, dinheiro jogado fora
warmDrink; melted | Milkshake was basically soup and the beer was warm. Great combo 👍
delay; mod:hate | 1 hora e meia. deve ser esses venezuelanos que contrataram, não trabalham direito
raw; customisation | hambúrguer cru, sangrando, e eu pedi bem passado. vergonha
spoiled | la crema del postre estaba agria, claramente vencida
 | mi primera vez pidiendo acá, elegí el combo familiar
delay; unanswered | 1h e meia e nada, liguei e ninguém atende. estou FURIOSO
spoiled; mod:threat | peixe com cheiro de podre. se meu filho passar mal vcs vão se ver comigo, e não tô falando de processo não
foreignBody | encontré un pedazo de plástico duro en el arroz. casi me rompo un diente
service; mod:offensive | a moça do whatsapp é uma grossa, uma vaca mal educada. me respondeu "se não gostou não pede"
portion; mod:offensive | 6 nuggets pra um adulto? dono mão de vaca, pão-duro filho da put@
praise; delay | comida maravilhosa como sempre, só que demorou 1h15 dessa vez
pricePortion | R$60 for a tiny bowl of poke that didn't even fill me up. Nope.
cold; mod:offensive | lasanha fria no meio, praticamente congelada. cozinheiro f.d.p. nem esquentou direito
packaging; courier; mod:hate | entregador m4caco jogou a pizza de lado na mochila, chegou toda amassada
mod:noOrder | nunca pedi aí e nem vou, meu cunhado trabalhou na cozinha e disse que a carne é reaproveitada do dia anterior. cuidado gente
missingItem; mod:offensive | cadê meu guaraná, seus c*zões? paguei e não veio
other=cancelaram o pedido | cancelaram meu pedido sem explicação nenhuma, fiquei sem almoço. ridículo
service; mod:hate | atendente com sotaque nordestino nem entende o que a gente fala, só contratam paraíba burro nessa loja
packaging | Soup leaked all over the bag, half of it gone. Lid wasn't even closed properly.
packaging; mod:offensive | pelotudos, la gaseosa vino abierta y la mitad derramada en la bolsa
wrongItem; mod:offensive | veio frango no lugar de costela. vtnc, sério, vtnc
app; mod:app | App charged my card but says the order failed. Now I have two pending charges and no food.
service; mod:hate | atendente viadinho todo cheio de frescura no telefone, não resolveu nada
taste; spoiled | a massa tava crua no meio e o molho azedo
pricePortion | 45 reales por esta porción de papas? es una burla, vienen como 15 papas
diet | pedi coca zero e veio normal, sou diabético, isso é sério demais
diet | sou intolerante a lactose, pedi o strogonoff sem creme de leite como tá no cardápio e veio o normal, cheio de creme
customisation; service; mod:hate | a atendente é surda ou o quê? deve ser deficiente, falei 3 vezes sem maionese e veio com maionese
cold; taste | batata murcha e fria, hambúrguer seco. que tristeza de lanche
service; mod:hate | dono crente hipócrita, fica postando versículo no insta e trata cliente igual lixo no chat
notDelivered; mod:refund | Order never arrived and iFood support closed my refund request without explanation. Three weeks now.
service; mod:hate | la cajera boliviana no entiende nada de lo que le pido, típico de esa gente
missingItem | No cutlery, no napkins, and the vinaigrette was missing. Ordered to a hotel room, so that was fun.
melted | milkshake chegou derretido, virou leite com chocolate
service; mod:hate | liguei pra reclamar e atendeu uma mulher, já sabia que nao ia resolver nada. mulher não serve pra gerenciar loja
poisoning | minha filha teve diarreia a noite toda depois do nugget. to indo no posto de saúde e depois no Procon
delay; missingItem; cold | demorou, veio faltando o refrigerante e a pizza chegou morna. três erros num pedido só, impressionante
price | cobraram 2x a embalagem, R$ 4 cada, nem sabia que cobravam isso
praise | tinha medo de chegar frio pq moro longe, mas chegou quentinho 😍
courier; mod:courier | motoboy do ifood entregou no prédio errado e quando eu liguei ele disse "se vira". tive que ir buscar no vizinho de pijama
wrongItem | pedí pizza de muzzarella y me mandaron de pollo con catupiry, no como eso
packaging; service; mod:offensive | Whoever runs your chat is a rude piece of sh*t. Told me "not our problem" when the drink spilled all over the bag.
missingItem | faltó la salsa de ajo y los cubiertos. che, no es tan difícil
praise; courier; mod:courier | entregador do ifood foi super grosso, me xingou porque pedi pra ele esperar 1 minutinho no portão. o lanche tava ótimo, o problema foi só ele
foreignBody; service | achei um pedaço de plástico duro no hambúrguer e quando reclamei disseram que era "impossível". vou levar no Procon
notDelivered; mod:threat | el pedido nunca llegó. si no me devuelven la plata voy a ir al local y les rompo todo, no estoy jodiendo
other=nota fiscal | pedi nota fiscal 3 vezes e até agora nada. vou denunciar no Procon
app; mod:app | la app no me dejó usar el cupón de bienvenida, dice "error" todo el tiempo
missingItem; mod:refund | pedi reembolso pq veio faltando o açaí de 500, o ifood estornou só metade. cadê o resto??
delay; mod:offensive | hora y media esperando, son unos inútiles de mierda
missingItem; mod:refund | faltou o refri e o ifood negou o reembolso dizendo que "não identificou problema no pedido". palhaçada
mod:noOrder | no pedí nunca pero me contaron que acá usan el mismo aceite por semanas. cuidado
taste; mod:offensive | pizza com gosto de papelão, o pizzaiolo de vcs é um merda, aprende a fazer massa seu inútil
raw; mod:threat | I know where you guys are. Keep sending me raw chicken and see what happens.
diet | pedí la opción vegana y la hamburguesa tenía queso y mayonesa común. soy vegana hace 8 años, qué decepción
wrongItem; taste | mandaram o sabor errado, frango com catupiry no lugar de quatro queijos, e ainda tava queimada embaixo
delay; mod:offensive | 2h de atraso, seus incompetentes de merda. já abri reclamação no Procon
general | experiência péssima, sinceramente. que raiva
delay; cold | Took almost 2 hours and the pizza showed up stone cold. Not great.
pricePortion | 89 reais numa picanha que cabe na palma da mão. roubo descarado
allergy | avisei na observação que tenho alergia a camarão e mandaram o risoto COM camarão. fui parar na UPA. meu advogado vai entrar em contato
mod:noOrder | sou do ramo e sei que essa hamburgueria compra carne sem procedência, não peçam. fica a dica
other=troco errado | paguei em dinheiro e mandaram o troco de 50 faltando 10 reais. brincadeira
taste | Way too salty, couldn't finish the picanha. Rice was dry too.
general | Just disappointing. Expected much more from a place with 4.8 stars.
delay | "entrega expressa" de 1h50. parabéns mesmo 👏👏
melted; mod:offensive | sorvete virou sopa. parabéns seus imbecis
customisation; missingItem | pedi molho à parte e veio tudo misturado, e esqueceram o guaraná. que porcaria
portion | o prato executivo diminuiu pela metade, mal tinha arroz
poisoning | comimos el ceviche y a la noche los dos con vómitos y diarrea. nunca más pescado por delivery
praise | entregador super educado e a pizza chegou pelando. nota mil
praise; delay; courier; mod:courier | o restaurante foi rapidíssimo, nota 10 pra eles (vi no app que ficou pronto em 15 min), mas o entregador do ifood fez mais 3 entregas antes da minha. chegou 1h depois
mod:noOrder | ex funcionario aqui. não peçam, a cozinha tem rato e o dono sabe. não vou dar detalhes
notDelivered | marcaram como entregue e não chegou nada, o porteiro confirma que ninguém veio. vou processar
foreignBody | PORRA, uma barata dentro do arroz. UMA BARATA. fotografei e mandei pra Vigilância Sanitária
melted | el helado llegó derretido, parecía un batido
notDelivered; courier; mod:courier | o entregador do ifood marcou como entregue e sumiu com meu pedido. no chat a loja mostrou que despachou certinho, mas o cara nunca apareceu aqui
foreignBody; mod:offensive | achei um cabelo no yakisoba. cozinheiro nojento, toma banho seu porco
app; mod:app | o cupom de 20 reais não aplicou de jeito nenhum no app, tive que pagar cheio. a comida nem vou avaliar ainda
mod:noOrder | Fake! metade dessas avaliações 5 estrelas é o próprio dono com conta dos parentes. nem percam tempo
customisation | pedí la carne bien cocida y vino jugosa, y en observaciones puse sin cebolla... vino con cebolla. leen las notas??
warmDrink | la coca llegó caliente y sin gas, el resto bien
warmDrink | cerveja quente. QUENTE. em pleno verão de 38 graus 😤
praise | Riquísimo el açaí y llegó rapidísimo. 10/10 👌
courier; mod:courier | entregador do ifood não quis subir, disse que "não é obrigado", e me fez descer 8 andares de muleta
missingItem; courier; mod:courier | o entregador do app abriu minha sacola, o lacre tava rasgado e faltava a batata. e ainda teve a cara de pau de dizer "já veio assim da loja"
spoiled; poisoning | o camarão tava com cheiro ruim e passei a madrugada vomitando. vou acionar a vigilância sanitária e entrar na justiça
mod:noOrder | essa pizzaria é de fachada, todo mundo no bairro sabe que é lavagem de dinheiro. nunca comprei nada aí
praise; courier; mod:courier | El repartidor de iFood no quiso subir al departamento y encima me gritó por teléfono. La comida muy buena, eso sí.
notDelivered; mod:refund | pedido nunca chegou e o estorno do ifood tá "em análise" há 12 dias. alguém me explica
notDelivered | pedido nunca chegou, fiquei sem janta e amanhã cedo vou no Procon
price | taxa de entrega de 15 reais pra 2km? absurdo total
delay; mod:threat | demorou 2h. da proxima vez que atrasar assim eu pego o motoboy na porta e dou uma surra nele
delay; mod:hate | demorou uma eternidade, claro, mandaram aquele entregador preto com cara de bandido
foreignBody; mod:refund | pedi reembolso do lanche que veio com barata e o ifood recusou porque "não tinha foto". eu joguei fora de nojo né
courier | o motoboy da própria pizzaria ficou buzinando sem parar em vez de tocar o interfone, e ainda reclamou que eu demorei pra descer
mod:noOrder | vi no grupo do bairro que alguém passou mal com o strogonoff daqui. não pedi, mas dou 1 estrela pra alertar o povo
diet | Ordered Coke Zero, got regular Coke. I'm diabetic, this isn't a small thing.
mod:noOrder | Dono da Pizzaria Bella aqui do lado: nossa massa é artesanal, a deles é congelada de mercado. Comparem vcs mesmos 😉
diet | pedi o prato vegetariano e tinha bacon no meio do feijão. sou vegetariana há 10 anos, me senti enganada
price; cold; mod:offensive | dono dessa espelunca é um corno safado, cobra 12 de taxa e manda a comida fria
cold; mod:threat | pastel chegou gelado e ninguém resolve. tenho o insta e o endereço da casa do dono, se não devolverem meu dinheiro vou postar tudo, inclusive a escola dos filhos dele
spoiled | The mayo smelled off and the lettuce was slimy. Threw it all away.
notDelivered; courier; mod:threat | o entregador se chama Carlos, placa FGH-2J31, mora na vila esperança. roubou meu pedido. quem quiser acertar as contas com ele é só ir lá
praise | Best coxinha I've had since moving to São Paulo, seriously. Fast too.
`,
);

/** Set EE: pizzarias and burger places on a Friday night: wrong flavours and sizes, missing items, notes ignored, paid extras, cold and soggy food, with traps. */
export const BY_OTHERS_EE = parseReviews(
  "othersEE",
  `
wrongItem | pedi calabresa, veio portuguesa. sexta a noite e vcs erram o sabor, fala serio
missingItem | cade a coca 2L do combo?? pizza chegou, refri nada
customisation | escrevi SEM CEBOLA em caps lock na observação e o burger veio lotado de cebola roxa. alguém lê aquilo?
paidExtra | paguei R$ 12 de borda recheada de catupiry e a borda veio oca, sequinha, sem um grama de catupiry
cold; taste | batata chegou fria e murcha, parecia papelão molhado
packaging | caixa da pizza chegou toda amassada, metade do queijo ficou grudado na tampa
praise | melhor smash burger da zona sul sem exagero, pão macio, carne suculenta. virei cliente
delay; cold | 1h50 de espera numa sexta e a pizza chegou fria. entendo que lota, mas então para de aceitar pedido né
wrongItem; praise | lanche delicioso, só que paguei o triplo e veio o duplo. conta as carnes aí kkk
praise | veio a pizza de outra pessoa, liguei e em 25 min chegou a certa, quentinha e com um guaraná de cortesia. assim que se resolve, parabéns
praise | eu que marquei média sem querer em vez de grande, erro meu kkk mas que pizza boa
praise | semana passada a batata tinha vindo mole, mas hoje veio sequinha e crocante. melhoraram muito
missingItem; paidExtra | Pedido das 21h42. Itens: 2x X-Bacon (ok), 1x X-Salada (ok), 2x Batata média (veio 1), 1x Adicional de cheddar R$ 4,50 (não veio), 2x Coca lata (ok). Faltou uma batata e o adicional. Total pago R$ 118,40. Aguardo ressarcimento da diferença.
customisation | mano pedi sem picles e veio com picles kkkkk odeio picles slk
delay; missingItem | Aniversário do meu filho. Pedi 6 pizzas grandes pra chegar às 20h, chegaram 5 às 21h15. A de chocolate, que era das crianças, não veio. Criançada ficou sem sobremesa.
delay; cold | parabéns pela pizza gelada, nem precisei pôr na geladeira pro café da manhã. 2 horas de entrega, recorde mundial 👏👏
customisation; taste | pedi mal passado e veio bem passado, duro feito sola de chinelo
customisation | pedi o molho à parte (tá escrito na comanda, tirei print) e veio tudo despejado em cima do lanche
missingItem | nao veio sache nenhum, nem ketchup nem maionese, batata pura
warmDrink | guaraná chegou quente e sem gás
general | horrível. nunca mais
delay; praise | demorou 1h20, mas a pizza compensou, massa fininha e recheio generoso
customisation; raw | pedi bem passado por causa da minha filha pequena e o hambúrguer veio sangrando no meio, cru mesmo
foreignBody | achei um fio de cabelo comprido no meio da mussarela. perdi a fome na hora
poisoning | comi o x-tudo ontem à noite e passei a madrugada inteira no banheiro, eu e meu marido que dividimos
allergy | Coloquei na observação que meu filho é alérgico a amendoim e o brownie da sobremesa veio com pasta de amendoim. Tivemos que dar antialérgico. Inadmissível.
diet | pedi coca zero, veio coca normal. sou diabetico, nao da pra tomar
diet | burger vegano com bacon por cima?? sou vegetariana faz 10 anos, que decepção
courier; mod:courier | o entregador do iFood se recusou a subir até o apartamento e ainda foi grosso comigo no interfone
app; mod:app | o cupom de 20% sumiu na hora de pagar no app e cobrou o valor cheio
delay; unanswered | pizza 1h30 atrasada, liguei 4 vezes na loja e ninguém atendeu
missingItem; service | faltou a batata e quando reclamei no whats a atendente respondeu "não é problema nosso, reclama no app". ótimo atendimento
pricePortion | R$ 49 num hambúrguer do tamanho de um biscoito maizena
portion | batata grande veio com meia caixinha. grande de onde?
price | taxa de entrega de R$ 15 pra 2 km? me poupe
spoiled | molho de tomate da pizza tava azedo, cheiro de estragado. joguei fora
other=nota fiscal | pedi nota fiscal com o CNPJ da empresa e até agora nada
other=troco errado | pedi troco pra 100 e voltaram troco pra 50. faltou R$ 50 e ninguém sabe de nada
notDelivered | marcado como entregue e eu não recebi nada. sexta 23h sem janta
cold; mod:offensive | pizza fria de novo, bando de incompetente, lixo de pizzaria
taste; mod:hate | também, cozinha cheia de baiano, nem sabem o que é pizza de verdade. massa crua e sem gosto nenhum
cold; mod:threat | se chegar frio mais uma vez eu vou aí e quebro essa hamburgueria inteira, pode anotar
mod:noOrder | nunca pedi aqui mas no grupo do condomínio tão dizendo que acharam barata na cozinha deles. vergonha
notDelivered; mod:refund | a pizza nunca chegou e o iFood até agora não estornou meus 87 reais
cold | que porra, pizza fria numa sexta à noite, tudo que eu não precisava
wrongItem | pedi pizza GRANDE e veio BROTO. broto. pra 4 pessoas
wrongItem | veio o pedido de outra pessoa inteiro, o nome na comanda era Juliana, eu sou o Marcos
customisation | observação: sem maionese e cortar ao meio. veio com maionese e inteiro. acertaram zero de dois
paidExtra | paguei ovo extra no x-bacon e cadê o ovo? nem sinal
packaging | a caixa veio rasgada na lateral e a pizza escorregou dentro da bag, chegou toda torta com a cobertura num canto só
packaging; taste | o copo do milkshake vazou dentro da sacola e molhou as batatas, ficaram moles e doces, nojento
melted; delay | sorvete da sobremesa virou sopa, também né, 1h40 pra chegar
taste | pizza extremamente salgada, bebi 2 litros de água depois
taste | hambúrguer seco e pão duro, parecia coisa de ontem
taste; praise | massa ótima mas a calabresa tava queimada, amarga
delay; cold; missingItem | demorou quase 2h, chegou frio e sem a batata. três problemas num pedido só
praise | entregador super educado, pizza perfeita, minha filha amou ❤️
praise | o motoboy pegou chuva forte e mesmo assim chegou com tudo sequinho e quente, obrigado rapaz
wrongItem; customisation | pedi meia calabresa meia frango, sem cebola. veio inteira de frango e COM cebola
missingItem | o combo família era pra vir 2 refri de 2L, veio 1
paidExtra; taste | paguei borda de cheddar à parte e veio borda normal. e ainda a massa tava borrachuda
delay; service | liguei pra saber do atraso e o rapaz desligou na minha cara
missingItem; unanswered | faltou o refri, mandei msg no chat da loja e até agora ninguém respondeu
app; mod:app | o rastreio do app ficou travado em "em preparo" até depois de eu já ter comido, não dá pra confiar nisso
courier; cold; mod:courier | o entregador do ifood fez mais 3 entregas antes da minha, fiquei vendo no mapa ele rodando o bairro. pizza chegou fria
general | decepcionante
general | pior hamburgueria da cidade, sério
portion; praise | sabor excelente mas a pizza média tá cada vez menor, daqui a pouco vira broto
pricePortion | 75 conto numa pizza grande com 4 rodelas de calabresa espalhadas. tá de brincadeira
other=cancelaram o pedido | cancelaram meu pedido depois de 40 min dizendo que acabou a massa. pizzaria sem massa numa sexta, como assim
praise | já tive problema com pedido errado aqui no passado, mas dessa vez veio tudo certinho. continuem assim
praise | esqueci de colocar que era sem cebola, então não posso reclamar kkk o resto tava ótimo
| pedi o combo casal de sexta
wrongItem | pedi x-egg e veio x-burger. cadê o ovo gente
customisation | pedi ao ponto. veio torrado. sempre vem torrado, pra que o app pergunta o ponto então?
missingItem | faltou guardanapo e talher, comer hambúrguer com a mão lambuzada no sofá foi uma experiência incrível
foreignBody | tinha um pedaço de plástico duro dentro do hambúrguer, quase quebrei o dente
raw | o frango da pizza de frango com catupiry tava rosado, meio cru. não comi
spoiled | o bacon tinha gosto de ranço, velho mesmo, acho que tava vencido
spoiled; poisoning | a maionese da casa tava com gosto azedo, comi mesmo assim e passei mal a noite inteira
wrongItem | slk pedi pizza de nutella e veio de prestígio, nada contra mas eu queria nutella né 😭
praise | mlk que hamburguer foda 🔥🔥🔥
missingItem | cade minha batata?? kkkkk chegou só o lanche e a coca
wrongItem | adorei a surpresa de abrir a caixa e descobrir que minha quatro queijos virou pizza de atum. amo peixe. só que não
price | Cobrança indevida: o cardápio mostra X-Tudo a R$ 32,90 e no pedido foi cobrado R$ 36,90. Diferença de R$ 4,00. Solicito correção.
missingItem; warmDrink | Conferência do pedido: 3 pizzas grandes (ok), 1 borda recheada (ok), 2 refrigerantes 2L (entregue 1, e quente), 1 molho de alho incluso no combo (ausente). Pendências: 1 refrigerante e 1 molho.
wrongItem; praise | Pedi 10 hambúrgueres pra festa da minha filha, 4 vieram trocados (X-salada no lugar do cheeseburger kids). Pelo menos chegou no horário e quentinho, a criançada comeu tudo
delay; packaging | Pedi 4 pizzas pra festa, atrasaram 1 hora e duas caixas chegaram amassadas, uma com a cobertura toda escorregada pro lado
customisation; praise | pedi sem tomate e veio com tomate, mas tirando isso lanche excelente
praise | faltou a batata, chamei no chat e mandaram na hora com outro motoboy. atendimento nota mil
cold; packaging | chegou tudo frio e a sacola sem lacre, aberta
courier; packaging; missingItem | certeza que o motoboy de vocês abriu a caixa: lacre rompido e faltando uma fatia da pizza
app; mod:app | o app não deixava finalizar o pedido, tentei 5 vezes, sempre erro no pagamento com cartão
taste | a pizza veio encharcada de óleo, a caixa ficou transparente de gordura
missingItem; praise | tudo perfeito como sempre, só esqueceram o molho barbecue dessa vez
wrongItem | mandaram pizza doce de banana em vez da de brigadeiro. minha filha de 6 anos chorou
delay; mod:offensive | demoraram 2 horas, vão tomar no c*, cambada de lesado
price | aumentaram o preço de novo, a pizza que era 59 agora tá 72. sem condições
pricePortion | pagar R$ 28 numa porção de batata com uns 15 palitos é piada
portion | o lanche é bem menor que na foto, hambúrguer fininho que nem folha
other=sem maquininha | escolhi pagar no cartão na entrega e o entregador chegou sem maquininha, tive que correr atrás de dinheiro
customisation | pedi pra cortar a pizza em 12 pedaços por causa da festa e veio em 8
missingItem; praise | a pizza veio quentinha e linda mas esqueceram o refri de cortesia que o cardápio promete
| primeira vez pedindo, pedi uma de calabresa e uma de frango pra dividir com o pessoal
praise | borda recheada de cheddar absurda de boa, mais recheio que pizza kkk
taste; price | lanche de 40 reais com gosto de lanche de carrinho. caro e sem graça
praise | achei que ia demorar por ser sexta mas chegou em 35 min. show
praise | coloquei o número errado no endereço e o motoboy teve que rodar a rua toda, foi paciente demais. pizza chegou perfeita
praise | no pedido anterior tinha faltado a coca mas a loja me mandou um cupom. hoje veio tudo certo, valeu pela consideração
wrongItem; delay | veio pizza média de mussarela no lugar da grande de pepperoni, e isso depois de 1h30 esperando
customisation | pedi sem azeitona porque odeio e veio coberta de azeitona, não sobrou um pedaço limpo
packaging | o molho à parte veio num potinho sem tampa, derramou tudo dentro da sacola
cold; taste | pizza chegou morna e a massa mole, murchinha, parecia que tinha ficado esperando no balcão
wrongItem | pedi pizza de 8 fatias e veio a de 6, paguei pela grande
courier; packaging; missingItem; mod:courier | o entregador do app comeu minhas batatas? a caixa veio aberta e faltando metade
courier; mod:courier | o motoboy do iFood ficou buzinando e gritando meu nome na rua às 23h, acordou a vizinhança toda
courier | o motoboy da própria pizzaria chegou fumando e praticamente jogou a caixa na minha mão
service | a dona respondeu minha avaliação passada me chamando de mentiroso. profissionalismo zero
unanswered | mandei 3 msgs perguntando se dava pra trocar o sabor antes de sair pra entrega, ninguém respondeu
wrongItem; mod:refund | pedi reembolso da pizza errada e o iFood negou, disse que a foto não era suficiente
missingItem; mod:refund | o ifood falou que ia estornar a batata que faltou e até agora nada, já faz 10 dias
general | sem palavras. experiência péssima do começo ao fim
general; mod:offensive | lixo de lugar, vão à merda vocês
raw; mod:hate | hambúrguer cru, claro, botaram mulher na chapa, dá nisso
service; mod:hate | a atendente venezuelana não entende nada que a gente fala, volta pro teu país
delay; mod:threat | se o motoboy de vocês atrasar de novo ele vai levar uns tapas quando chegar aqui
wrongItem; mod:threat | veio sabor errado pela terceira vez, vou postar o endereço e o celular pessoal do dono no grupo do bairro pra todo mundo encher o saco dele
foreignBody | tinha uma mosca na pizza. vou denunciar na Vigilância Sanitária com foto
price | fui cobrado duas vezes pela mesma pizza pela loja, já abri reclamação no Procon
mod:noOrder | nem pedi, mas minha prima trabalhou aí e falou que vocês reaproveitam massa de ontem. fica o aviso
mod:noOrder | não preciso pedir pra saber que é ruim, é só ver as fotos de vocês. pizzaria de quinta
wrongItem; cold | pedido trocado: veio smash simples em vez do duplo com bacon, e frio ainda
customisation; missingItem | pedi o cheddar à parte pro meu filho que não gosta, veio derretido em cima e o pote de molho extra que vinha no combo nem veio
delay; cold; packaging; missingItem | Relato objetivo: pedido às 19h58, previsão 20h40, entrega 21h52. Pizza fria, caixa amassada, refrigerante ausente. Nota 1.
praise | Pedido conferido item a item: 2 pizzas grandes, 1 borda recheada, 1 guaraná 2L, 2 molhos. Tudo correto e dentro do prazo. Parabéns.
cold; mod:offensive | seus porcos, o hambúrguer chegou gelado
warmDrink; melted | refri quente e o milkshake derretido, tudo virou líquido morno
wrongItem | pedi o lanche no pão australiano e veio no pão de hambúrguer comum
praise; delay | pizza maravilhosa, a melhor de são paulo, mas 1h40 numa sexta é complicado
taste | cheddar com gosto de plástico, parece aqueles de pote mais barato
paidExtra; missingItem | paguei R$ 5 no molho de alho extra e não veio, e também faltou o refri
delay | "entrega expressa" de 1h50. expressa pra quem?
app; mod:app | o app aplicou a taxa de entrega mesmo com o frete grátis da promoção na tela
foreignBody; service | achei um pedaço de papel alumínio na pizza e quando liguei riram da minha cara
praise | a loja errou a bebida mas já avisou antes de sair e perguntou se podia mandar outra, super honestos
| vou pedir de novo semana que vem pra ver se mantém
cold; delay; service | chegou frio depois de 1h30 e a resposta da loja foi "sexta é assim mesmo"
wrongItem; missingItem | pedido veio misturado: uma pizza de outro cliente e a minha de marguerita nem veio
diet | pedi a pizza sem lactose (tá no cardápio como opção) e veio com mussarela normal, sou intolerante e não deu pra comer
taste; pricePortion | pizza de 80 reais com massa grossa de pão e quase nada de recheio, caro pelo que vem e sem sabor
`,
);

/** Set EF: lunch delivery for offices and students in São Paulo and Belo Horizonte: price against portion, fees, a short break, sarcasm and contrast, mineiro speech. */
export const BY_OTHERS_EF = parseReviews(
  "othersEF",
  `
delay; cold | pedi 11h40 pra comer no intervalo do meio-dia, a marmita chegou 12h50 e gelada. almocei no busão voltando pro trampo
pricePortion | R$ 32 numa marmita que cabe na palma da mão. a marmita tá cada vez menor e o preço cada vez maior, impressionante
praise | uai, que trem bão esse frango com quiabo! chegou quentinho e bem servido, parabéns pro cozinheiro
missingItem | veio sem talher DE NOVO. comi o strogonoff com a tampa do pote, obrigado pela experiência
taste | arroz empapado, feijão sem sal e a carne dura igual sola de sapato
wrongItem | pedi executivo de frango grelhado e veio bife acebolado, é a segunda vez que trocam a proteína
missingItem; paidExtra | paguei 7 reais a mais no suco de laranja e o suco não veio
| primeira vez pedindo aqui, fui na marmita fit de frango com batata doce
delay; mod:offensive | 1h20 pra entregar uma salada, vcs são uns incompetentes do caralho
courier; mod:courier | o entregador se recusou a entrar no campus e me fez andar até o portão 3 da USP, quase 10 min a pé no sol
app; mod:app | o cupom de R$15 de primeira compra sumiu na hora de finalizar, o app só dizia "cupom inválido"
missingItem; unanswered | faltou a farofa, mandei msg no chat e até agora ninguém respondeu
praise | poke de salmão maravilhoso, peixe fresquinho e molho na medida
taste | oleosa demais, o guardanapo embaixo ficou transparente de tanta gordura
praise; portion | sabor tá ótimo mas a quantidade... duas colheradas de arroz e meio filé
delay | "entrega em 30-40 min" — chegou em 1h15, meu intervalo é de 1h. obrigada por nada
packaging | o feijão vazou todo dentro da sacola, molhou meu crachá e a mesa do escritório
cold; praise | comida deliciosa como sempre, só que dessa vez chegou fria. esquentei no micro da firma e salvou
price | taxa de entrega de 9,90 pra 1,2km? tô pagando a gasolina do mês do motoboy
foreignBody | achei um cabelo no meio do arroz. perdi a fome na hora
raw | frango rosado por dentro, não dá pra arriscar comer isso
praise | trem bão demais sô
customisation | pedi SEM cebola, escrevi em caps na observação, veio cebola até no feijão
diet | sou vegetariana, pedi a marmita veggie e tinha bacon na couve
allergy | avisei que tenho alergia a camarão e o poke veio com camarão empanado por cima. sorte que vi antes de comer
spoiled | a alface tava preta nas pontas e o tomate azedo, cheiro estranho na salada toda
poisoning | comi o executivo de peixe e passei a tarde inteira no banheiro da empresa
general | decepcionante. esperava bem mais
other=higiene; mod:noOrder | nunca pedi aí mas todo mundo do meu trampo fala que a cozinha é imunda
missingItem | uai, cadê o suco? pedi o combo com suco de maracujá e veio só a marmita
praise | melhor marmita da Savassi, preço justo e comida com gosto de casa de vó
pricePortion | 38 reais num poke que tinha mais arroz que peixe, contei 5 cubinhos de salmão
delay; service | atrasou 50 min e quando reclamei no chat a atendente disse "é horário de pico né". sim querida, é horário de almoço, vcs vendem almoço
wrongItem | veio o pedido de outra pessoa, com o nome "Jéssica" na etiqueta. eu sou o Marcos
notDelivered | o app diz entregue e eu tô na recepção esperando até agora. não chegou nada, o porteiro tb não viu ninguém
notDelivered; mod:refund | pedido nunca chegou e o ifood negou o reembolso dizendo que foi entregue
praise | rápido, quente e caprichado. salvou minha pausa de 40 min
courier; mod:courier | o entregador chegou estressado, jogou a sacola na minha mão e saiu resmungando por causa do troco
delay; cold | esfriou tudo, óbvio, depois de 1h rodando pela Paulista
| pedi pro pessoal do escritório, 6 marmitas, vamos ver o que acham
portion | a marmita tá cada vez menor, daqui a pouco vem num potinho de shoyu
taste; praise | o frango tava bem temperado mas a salada veio encharcada de molho, murchou tudo
customisation | pedi molho à parte e veio tudo misturado, a salada virou sopa
missingItem | sem talher, sem guardanapo, sem sachê. tô no campus, vou comer com a mão?
price | cobraram 2 reais de "embalagem" que não tava no cardápio. é pouco mas é desonesto
app; mod:app | o app não aceitou meu VR de jeito nenhum, deu erro 3x e tive que pagar no crédito
praise | comida fit que não parece comida fit kkkk o escondidinho de batata doce é top demais
delay | meu intervalo acabou antes da marmita chegar. almocei às 15h em vez de meio-dia
wrongItem | pedi tamanho G e veio a P. conferi o recibo, tá G lá
taste | sem sal nenhum. nem comida de hospital é tão sem graça
general; mod:offensive | lixo de restaurante, bando de picareta
unanswered | liguei 3x pra saber do pedido e ninguém atende, o whats só visualiza
praise | atendimento nota 10, mandaram até um bilhetinho escrito "bom trabalho!" 🥹
packaging | a tampa veio aberta e metade do arroz tava solta na sacola
delay; cold; missingItem | atrasou, chegou frio e faltou a sobremesa. combo completo parabéns
pricePortion; praise | o tempero é maravilhoso, mas 35 pila por essa miséria de carne não dá
foreignBody | tinha um pedaço de plástico duro no meio do feijão, quase quebrei o dente
spoiled | o salmão do poke tava com cheiro forte e meio viscoso. joguei fora
praise | poke chegou geladinho do jeito certo e o salmão bem fresco
warmDrink | o refri chegou quente e sem gás, parecia chá de guaraná
melted | o açaí de sobremesa chegou virado vitamina
courier; delay; mod:courier | motoboy ficou 20 min parado na esquina (vi pelo app) e depois falou que não achava o prédio. é o único prédio azul da rua
wrongItem; service | veio a proteína errada e quando liguei a moça falou "não tem como trocar, come assim mesmo"
diet | pedi coca zero e veio normal, sou diabético, prestem atenção nisso
praise | uai gente, o tutu com torresmo daqui é melhor que o da minha mãe, não contem pra ela
taste | a parmegiana tinha mais empanado que carne e o queijo parecia borracha
app; mod:app | paguei no pix, o app ficou carregando e cobrou duas vezes
pricePortion | 29,90 o executivo e vem 3 rodelas de tomate, um bife fino de papel e arroz. tá de sacanagem
portion | o poke médio parece o pequeno de qualquer outro lugar
praise | tudo certinho, chegou antes do previsto e veio com talher, guardanapo e até palito de dente
missingItem | pedi 2 marmitas e chegou 1. eu e minha colega dividimos 400g de comida, almoço top
delay; unanswered | 1h10 de atraso e o chat do restaurante simplesmente não responde. pedi 11:30 pq tenho aula às 13h
taste | a farofa tava queimada e amarga, o resto ok
cold | a lasanha chegou de morna pra fria
wrongItem | pedi a salada caesar e veio salada de frutas. como assim
praise | marmitinha fit honesta, pesei aqui e deu os 350g certinho
customisation | escrevi "carne bem passada" na observação e veio sangrando
other=cancelaram o pedido | cancelaram meu pedido 12:20 sem avisar, fiquei sem almoço e sem tempo de pedir outro
delay | mó demora, pqp
delay; mod:threat | se atrasar mais uma vez eu vou aí e quebro essa cozinha inteira
poisoning | comi a marmita de carne moída ontem e hoje tô com dor de barriga e enjoo o dia todo
other=nota fiscal | pedi nota fiscal com o CNPJ da empresa pro reembolso e não mandaram, preciso disso pra prestar conta
praise | trem bom sô, comida mineira de verdade no meio da Faria Lima
courier; mod:courier | o entregador abriu a sacola e comeu as batatas, o pote veio pela metade e o lacre rompido
service | a dona respondeu minha avaliação me chamando de mentiroso. profissionalismo zero
price | de 22 foi pra 28 em 2 meses, a mesma marmita. aí fica dificil
taste; packaging | a salada veio toda amassada e o frango seco demais
delay; praise | comida ótima, porém demorou uma eternidade
app; mod:app | o rastreio travou em "saiu para entrega" e a comida já tava na minha mesa fazia 20 min
missingItem | cadê o ovo do PF? a foto tem ovo, a descrição fala ovo e nada de ovo
praise | o atendente do whats foi super atencioso, trocou a bebida sem eu precisar insistir
pricePortion | uai, pagar 30 conto num trem que não enche nem o bucho de um passarinho?
raw | a coxa de frango tava crua perto do osso, sangue e tudo
courier; mod:offensive | o motoboy é um grosso do cacete, me xingou porque demorei 2 min pra descer
wrongItem; missingItem | mandaram suco de uva em vez de laranja e esqueceram o pão de queijo
delay | previsão 12:15, entregue 13:05. meu chefe adorou meu almoço de 10 minutos
taste; praise | o strogonoff tá top, já a batata palha veio murcha, parecia que tinha pegado umidade
portion; praise | delicioso porém pouquinho, fiquei com fome às 14h
diet | pedi a opção sem glúten e o frango veio empanado na farinha de trigo
allergy | informei alergia a amendoim na observação e o molho do poke tinha amendoim. tive reação e fui parar na UPA
missingItem; service | liguei pra avisar que faltou a salada e me desligaram na cara
praise | nunca me decepcionou, 2 anos pedindo quase todo dia
delay; cold | "entrega expressa" kkkkk chegou fria e 45 min depois
price; praise | a comida é boa, a taxa de 12 reais que não
foreignBody | uma barata. UMA BARATA na salada. vou denunciar na vigilância sanitária
wrongItem; mod:hate | trocaram minha proteína de novo, esses baianos da cozinha não sabem nem ler
praise | o suco de abacaxi com hortelã é absurdo de bom
missingItem; unanswered | faltou o talher e o molho, escrevi no chat e me deixaram no vácuo
taste | comida oleosa pra caramba, até a salada tava boiando em óleo
delay | o pedido ficou 40 min em "preparando". a marmita já vem pronta, o que tanto preparam?
praise | o entregador foi gentil e ainda subiu até o 8º andar, comida impecável
wrongItem | veio poke de atum, pedi de salmão. atum eu nem gosto
praise; missingItem | perfeito como sempre, só esqueceram meu refri, mas passa
other=troco errado | pedi troco pra 50 e veio troco pra 20
delay; mod:offensive | demorou pra caralho, vsf
packaging | o suco veio com a tampa mal fechada e derramou em cima da marmita, ficou tudo com gosto de laranja
mod:noOrder | meu vizinho falou que passou mal comendo aí, fiquem espertos
app; mod:app | o app mostrava o motoboy indo pro lado oposto, quando liguei na loja disseram que era bug do app
service | perguntei no chat se tinha opção vegana e responderam "não sei, olha o cardápio"
| boa tarde, qual o horário de funcionamento no sábado?
pricePortion; taste | 34 conto por um arroz empapado e 4 pedaços de frango. nem o preço nem o gosto
delay; cold; praise | podia ser perfeito se não chegasse sempre depois das 13h e morno. o sabor é muito bom
missingItem | não veio o feijão tropeiro, que era o motivo de eu pedir esse prato, sô
praise | executivo de contra-filé no ponto, fritas sequinhas e chegou rapidão 👏
taste | o frango grelhado tava tão seco que desceu arranhando
portion | a salada "completa" tinha 3 folhas e meio ovo
customisation | pedi pra caprichar na salada e tirar a maionese, veio sem salada e cheio de maionese
courier; mod:courier | entregador ligou falando que tava aqui e não tava, fiquei 15 min na calçada esperando
praise | custo-benefício ótimo pra estudante, 18 reais e enche bem
delay; mod:refund | pedido chegou 2h depois, pedi reembolso no ifood e negaram sem explicação
packaging | a sacola veio rasgada e a marmita toda virada de lado, feijão misturado em tudo
praise | feijoada de quarta tá de parabéns, caldo grosso e bastante carne
delay; service | a atendente jurou que saiu às 12h, o motoboy disse que pegou 12:50. alguém tá mentindo e eu que fiquei sem almoço
praise | semana passada veio frio, hoje chegou pelando. assim sim
wrongItem; price | cobraram marmita grande e mandaram a pequena, se não estornarem a diferença vou no Procon
taste | o molho do poke é doce demais, parece xarope, e o arroz tava sem tempero nenhum
portion; taste | o trem veio pouco e ainda sem sal, uai. nem a fome eu matei direito
delay | demorou o dobro do tempo e eu com reunião às 13h, comi a marmita na frente da câmera desligada
cold | o frango chegou frio mas a salada tava certinha, geladinha
unanswered | mandei 4 mensagens pelo chat pra saber se dava pra trocar o arroz por integral, zero resposta
taste | a carne de panela tava só gordura e nervo, não deu pra comer metade
price | subiram a taxa de entrega pra 8,99 só na hora do almoço, à noite é 3,99. esperto vcs hein
delay; cold; mod:offensive | chegou frio e atrasado de novo, vão se foder
praise; customisation | comida top, pena que ignoraram o "sem pimenta" da observação, minha boca pegou fogo
praise | sô, esse pão de queijo que veio de brinde me conquistou. virei cliente
app; mod:app | aplicativo cobrou a taxa de entrega mesmo com o frete grátis aparecendo no anúncio
courier; mod:courier | o motoboy entregou na portaria errada, tive que ir buscar no prédio vizinho
portion | metade do pote era só arroz. o resto, um filézinho de frango triste
| pedido 4 do mês, o de sempre
taste | macarrão empapado e o molho com gosto de lata
`,
);

/** Set EG: food safety and diet and their look-alikes: allergies asked about or looked after, illnesses of another meal, fears, jokes, restrictions respected. */
export const BY_OTHERS_EG = parseReviews(
  "othersEG",
  `
allergy | coloquei na observação que sou alérgica a amendoim e o pad thai veio com amendoim picado por cima. tive que tomar antialérgico correndo. isso é sério gente
allergy | MEU FILHO TEM APLV E EU AVISEI DUAS VEZES. o purê veio com manteiga e queijo ralado, ele ficou todo empolado. INADMISSÍVEL
praise | pedi o yakisoba sem camarão pq sou alérgico e veio certinho, ainda mandaram um bilhetinho dizendo que fizeram em panela separada. obrigado!!
| vocês usam ovo na massa do nhoque? minha filha tem alergia, queria saber antes de fazer o pedido
raw | frango a passarinho cru por dentro, rosado e mole perto do osso. joguei tudo fora
praise | pedi a picanha ao ponto e veio rosadinha no meio exatamente como eu queria 🤤
spoiled | a tilápia tava com cheiro de podre, impossível comer
foreignBody | achei um cabelo enorme no meio do arroz, perdi a fome na hora
praise | achei um cabelo no strogonoff e já ia vir aqui xingar mas era MEU kkkkk loiro e comprido, sou a única assim aqui em casa. comida ótima como sempre
poisoning | passei a noite inteira vomitando depois do sushi de vcs, minha esposa também. foi a única coisa que comemos ontem
praise | todo mundo falou que eu ia passar mal comendo sushi de delivery num calor de 38 graus, mas tava tudo fresquinho e tô ótima 😂
praise | passei mal ontem mas foi do pastel da feira, não da marmita de vcs que tava ótima como sempre. só pra deixar claro pq meu marido tava culpando vcs
diet | sou vegana e pedi o burger de grão de bico. veio com maionese normal e cheddar em cima. não dá né
diet | pedi coca zero pq sou diabético e veio coca normal, só percebi depois de tomar metade. glicemia foi pra 280
foreignBody | tinha uma MOSCA dentro do molho do macarrão, morta, boiando. mandei foto pelo app. nojo
foreignBody | pedaço de plástico duro no meio da coxinha, quase quebrei o dente
diet; wrongItem | vegetariano aqui. pedi a lasanha de berinjela e veio lasanha de carne moída 😡 só vi depois da primeira garfada
praise | sou intolerante a lactose e o atendente me confirmou no chat quais pratos eram sem leite. pedi o risoto zero lactose e foi tranquilo, nenhum desconforto. atendimento nota 10
diet; paidExtra | paguei 8 reais a mais pelo queijo sem lactose e claramente veio muçarela comum, conheço a diferença
allergy | Sou celíaca. O prato estava anunciado como sem glúten, mas o molho levava farinha de trigo (perguntei depois e confirmaram). Passei dois dias mal. Falta de respeito com quem tem doença celíaca.
raw; customisation | pedi o hambúrguer BEM PASSADO e veio sangrando, carne crua no meio
praise | o burger veio vermelhinho por dentro mas é blend ao ponto, tá escrito no cardápio. quem reclama de carne rosada não sabe comer hambúrguer artesanal kkk perfeito
spoiled | maionese do lanche azeda, dava pra sentir o cheiro de longe
spoiled; poisoning | o camarão já tava com um cheiro estranho, comi mesmo assim e meia hora depois diarreia e vômito
allergy | ja falei mil vezes q sou alergico a camarao e msm assim o arroz veio com caldo de camarão. fui parar no PS. vcs vão acabar matando alguém
| qual óleo vcs usam na fritura? é de amendoim? pergunta séria, tenho alergia
praise | grávida de 7 meses, pedi a carne bem passada e pra trocar o brie por outro queijo e fizeram tudo certinho 💕
raw; customisation | to gravida e escrevi na observação BEM PASSADO NÃO POSSO COMER CARNE CRUA. veio sangrando. fiquei com medo e joguei fora
foreignBody | tinha um pedaço de plástico no fundo do yakisoba, parecia tampa de pote derretida
praise | pedi pro meu filho de 4 anos que tem alergia a ovo, liguei antes e a moça foi super atenciosa, explicou tudo. nuggets sem ovo e ele amou. virei cliente
allergy; service | pedi pra minha filha (alérgica a amendoim) e a sobremesa veio com paçoca. liguei e a atendente disse "ah mas tava na descrição". e a observação ninguém lê??
foreignBody | BARATA NO PASTEL. barata. vou denunciar na vigilância sanitária
mod:noOrder | nunca pedi aí mas minha vizinha disse que achou barata na comida de vocês. não peçam
mod:noOrder | no grupo do bairro tá todo mundo falando que passou mal com a marmita desse lugar. não comi mas fica o alerta
praise | o sushi tava tão bom que passei mal de tanto comer kkkkkk culpa minha
praise | esse x-tudo é um atentado contra a minha dieta 😂😂 maravilhoso
taste; poisoning | o frango estava com um gosto estranho e todos aqui em casa tiveram diarreia no dia seguinte
raw | a linguiça veio crua no meio, rosada e mole
spoiled | o iogurte da sobremesa venceu semana passada!! validade 12/03 e hoje é dia 19
spoiled | salada com as folhas murchas e pretas, claramente de dias atrás
taste | carne dura e seca, passou muito do ponto
praise | frango suculento e bem cozido, nada daquele rosado perto do osso que a gente vê por aí
foreignBody; praise | comida deliciosa, mas achei um fio de cabelo no feijão. tirando isso tudo ótimo
praise | tinha uma coisinha preta no arroz que achei que era bicho mas era grão de pimenta do reino kkkk susto à toa, comida nota 10
foreignBody | tinha uma pedra no feijão e meu marido trincou um dente. quem paga o dentista?
delay; foreignBody | demorou 1h30 e quando chegou ainda tinha um cabelo no hambúrguer. parabéns
cold; raw | chegou gelado e o frango ainda por cima cru
allergy; mod:offensive | vcs são uns incompetentes do caralho, escrevi SEM CAMARÃO SOU ALÉRGICA e veio camarão
poisoning; mod:threat | minha mãe foi parar no hospital depois do peixe de vcs. se acontecer alguma coisa com ela eu vou aí e quebro essa espelunca inteira
poisoning | Pedi a feijoada ontem e hoje acordei com muita dor de barriga e febre. Não comi mais nada diferente. Vou registrar no Procon.
praise | achei que ia passar mal pq tenho estômago sensível mas a comida é levinha, pouco óleo. amei
unanswered | mandei mensagem perguntando se o molho branco leva leite e até agora ninguém respondeu, fico sem pedir
diet | pedi o bolo diet pra minha mãe que é diabética e no rótulo do pote tava escrito "contém açúcar". ainda bem que li antes
praise | sou diabético e adorei que tem sobremesa sem açúcar que é gostosa de verdade. a mousse de maracujá zero é top
diet | pedi suco natural SEM AÇÚCAR, sou diabética, e veio adoçado
diet | Pedi a opção vegetariana do cardápio e tinha bacon na farofa. Não estava na descrição.
| tem opção vegana? aqui em casa ninguém come carne nem queijo
praise | vegano há 6 anos e é raro achar lugar que não coloca queijo "sem querer". aqui nunca errou 🌱
praise; delay | comida vegana maravilhosa, mas demorou quase 2h pra chegar
diet; service | pedi zero lactose e veio com creme de leite normal. reclamei no chat e me disseram que "um pouquinho não faz mal". faz sim!!
foreignBody | Encontrei um grampo de metal no meio do arroz. Podia ter engolido.
spoiled | sushi de salmão com gosto de peixe velho e textura mole, desmanchando
praise | pedi o salmão grelhado mal passado e veio rosado no centro do jeito que gosto
customisation | pedi o filé bem passado e veio ao ponto, rosinha no meio. cru não tava, mas não foi o que eu pedi
spoiled | o leite do milkshake talhou, tava azedo
poisoning | meu filho de 6 anos tomou o açaí e vomitou a noite toda
allergy; praise | a comida é sempre boa, mas dessa vez o pesto veio com castanha e eu tinha pedido sem por alergia. por sorte senti o cheiro antes de comer
| kkkk meu cachorro roubou o frango da mesa enquanto eu atendia o interfone, ainda bem que pedi dois
wrongItem; allergy | veio o pedido de outra pessoa, um strogonoff de camarão, e eu sou alérgico. meu marido quase me serviu sem ver
foreignBody | pedaço do lacre de plástico boiando dentro do suco
taste | arroz empapado e feijão sem sal nenhum
spoiled; poisoning | peixe cheirando amônia, comi um pouco pra ver se era impressão e passei mal o resto do dia
praise | brinquei com meu namorado que ia achar cabelo igual da outra vez (em OUTRO restaurante kkk) mas veio tudo impecável e lacrado. parabéns
foreignBody; mod:hate | esses baianos porcos que trabalham aí deixaram cabelo na comida de novo, só podia
courier; mod:courier | o entregador chegou com a sacola aberta e mastigando alguma coisa, tenho certeza que pegou batata
app; mod:app | o app não tem campo nenhum pra avisar alergia, tive que ligar na loja pra pedir sem leite
allergy; mod:refund | meu filho teve reação alérgica ao amendoim que veio no molho mesmo eu avisando, e o ifood negou o reembolso
spoiled; mod:refund | salada de frutas fermentada, até borbulhando. pedi reembolso e recusaram
general | comida de quinta. nunca mais
praise | tenho APLV e sempre tenho medo de pedir fora, mas aqui separaram tudo direitinho e me mandaram a lista de ingredientes. obrigada de coração
praise | minha nutricionista vai me matar mas valeu cada caloria 🍔
raw | costela crua perto do osso, dura e vermelha
raw; taste | frango cru por dentro e batata encharcada de óleo
foreignBody; service | achei um pedaço de UNHA na marmita. mandei foto e me responderam com emoji de risada. surreal
poisoning; unanswered | passei mal depois do almoço, liguei 3 vezes pra avisar e ninguém atendeu
poisoning | três pessoas comeram a maionese de batata e as três passaram mal. coincidência não é
praise | no dia seguinte passei mal, mas descobri que era virose, o escritório todo pegou. nada a ver com vcs, a comida tava ótima
praise | pedi a carne mal passada (sangrando mesmo, eu gosto assim) e veio perfeita
raw | camarão do hot roll cru por dentro, translúcido e borrachudo
spoiled | o pão do lanche veio com mofo verde embaixo
spoiled; price | atum escurecido e com cheiro ruim num poke de 42 reais, e ainda cobram 9 de taxa de entrega. caro demais pra isso
foreignBody | tinha um pelo no bolo de pote. sério mesmo
customisation; taste | pedi ao ponto e veio bem passada, seca igual sola de sapato
praise | pedi pra minha filha que é celíaca, perguntei antes e confirmaram que a fritadeira é separada. ela comeu e ficou super bem 🙏
praise | confesso q tava com medo pq li reclamação de frango cru aqui mas o meu veio bem assado e suculento
praise | pedi o lanche "veneno" e sobrevivi 😂 pimenta fortíssima, amei
praise | um mosquito pousou no prato depois que abri, culpa da minha janela aberta kkk comida ótima
praise | achei um plástico no arroz e fui reclamar mas era o pedaço do sachê que eu mesmo rasguei e caiu dentro, erro meu. comida boa demais
customisation | não sou alérgico a nada, só odeio cebola mesmo. pedi sem e veio cheio
praise | sou intolerante a lactose mas sei que pizza tem queijo né, tomei minha lactase e foi tudo certo. pizza excelente
praise | grávida com desejo de sushi kkk pedi só os hot e os grelhados e tava tudo maravilhoso
| o queijo coalho de vocês é pasteurizado? to gestante
poisoning | grávida de 5 meses, tive vômito e diarreia depois do escondidinho, fui pra maternidade com medo. absurdo
diet | pedi açaí sem açúcar com adoçante e veio com xarope de guaraná. sou diabético tipo 1, não é frescura
praise | o brownie é tão doce que fiquei diabética só de olhar 🤣 amei
taste | doce demais, enjoativo, não consegui terminar o pudim
diet | pedi o kids pra minha filha sem corante (orientação médica, tá escrito na obs) e veio com suco de caixinha cheio de corante e gelatina colorida
allergy | meu filho tem alergia a ovo e o nugget tinha ovo no empanado, mas na descrição não dizia nada. só não comeu pq eu li a embalagem
praise | a moça anotou a alergia do meu filho ao leite na sacola, de caneta vermelha. detalhe que faz toda diferença
delay; spoiled | demorou 2h e o sushi chegou quente, o peixe morno e com cheiro forte
melted; diet | sorvete veio derretido e ainda era o normal, não o zero açúcar que pedi
foreignBody; mod:offensive | lixo de restaurante, cozinheiro porco que não lava a mão, tinha cabelo na comida
mod:noOrder | dizem que vcs reaproveitam óleo e servem peixe de 3 dias. nunca comi aí e nem vou
other=ingredientes não informados | o cardápio não lista os ingredientes de nada, impossível saber se tem alérgeno. pra quem tem filho alérgico isso é o básico
other=cancelaram o pedido | cancelaram meu pedido porque não conseguiam fazer sem glúten. então tira do cardápio a opção "sem glúten"!
other=higiene da cozinha; mod:noOrder | passei na frente e vi um rato na cozinha pela janela. nunca pedi e nunca vou pedir
paidExtra | paguei o molho zero lactose à parte e não veio, tive que comer o prato seco
wrongItem | pedi o de frango e veio o de carne. como não tenho restrição nenhuma comi assim mesmo, mas não era o que eu queria
portion | marmita fitness com 3 pedacinhos de frango, pra quem treina não dá
pricePortion | R$ 54 num poke vegano com meia xícara de arroz e 4 cubinhos de tofu
delay; cold | pedido demorou 1h40 e a sopa chegou fria
packaging | o caldo vazou todo na sacola, a marmita chegou nadando
warmDrink; praise | comida top mas o suco veio quente e o refri sem gás
courier; mod:courier | o motoboy se recusou a subir e ainda foi grosso comigo, to de resguardo, acabei de ter bebê
praise | primeira vez que peço comida fora desde o diagnóstico de diabetes gestacional e a nutricionista do restaurante me respondeu no chat com a tabela de carboidratos. atendimento incrível
diet; service | perguntei se a massa era sem ovo pq sou vegana, o atendente disse que sim, e veio massa de ovo. quando reclamei ele só falou "ah não sabia"
| pedi o mesmo de sempre, sem glúten e sem lactose
customisation | o ovo do lanche veio com a gema mole, eu pedi gema dura
packaging; foreignBody | a tampa de isopor quebrou e tinha pedaços de isopor misturados no purê
spoiled; poisoning | o molho tava com gosto de azedo, tipo passado. dps disso intestino solto o dia todo
praise | pizza de camarão maravilhosa! sou alérgica, quem comeu foi meu marido e disse que foi a melhor da vida kkk eu fiquei na de calabresa
praise | primeira vez que o temaki vem sem cebolinha como eu pedi!! parabéns pela atenção
delay; cold; poisoning | demorou 2 horas, a comida chegou morna e depois ainda passei mal
allergy | comprei bolo "sem leite e sem ovo" pro aniversário do meu sobrinho alérgico, na hora de servir a mãe dele leu o rótulo: CONTÉM LEITE. festa arruinada
general | decepcionante. esperava muito mais pelo tanto que falam
praise | o cabelo que achei era igualzinho ao do entregador kkkk brincadeira, o hambúrguer tava perfeito
raw | mano o frango tava cru kkkkk nem tem graça, joguei no lixo
spoiled | leite condensado do açaí com gosto de vencido, amarelado e grudento, bem diferente do normal
foreignBody | TINHA UM BICHO NO BRÓCOLIS!!! uma lagartinha verde, mexendo
praise | perguntei se o strogonoff vegetariano leva caldo de carne, responderam rapidinho que não, pedi e tava uma delícia
diet; praise | atendimento excelente, mas o pão "sem glúten" claramente era pão comum, macio demais. não sou celíaca mas evito por orientação médica
notDelivered; app; mod:app | a marmita sem glúten da minha filha nunca chegou e o app marcou como entregue
unanswered | liguei pra saber se tinha ovo no bolo antes de pedir e ninguém atendeu. acabei pedindo em outro lugar
price; praise | taxa de 15 reais pra entregar a 2km é sacanagem. comida boa
taste | peixe sem gosto nenhum, parecia descongelado e congelado de novo várias vezes. pelo menos não passei mal
praise | meu filho é autista e só come arroz branco sem nada, pedi "sem tempero nenhum" e respeitaram 100%. mãe agradecida
foreignBody | tinha uma lasca de osso no hambúrguer de frango, machucou a gengiva do meu filho
praise | passei a tarde achando que ia ter intoxicação pq o prato tinha um cheiro forte de peixe, mas era só o molho de peixe tailandês kkk que prato
diet | minha avó de 80 anos tem dieta sem sal por causa da pressão, avisei na obs e a comida veio salgadíssima
missingItem | faltou o talher e o sachê de adoçante (sou diabética e não uso açúcar), tive que tomar o café puro
`,
);

/** Set EH: foreigners and travellers: Spanish, English, portunhol and English words in Portuguese, every kind of complaint, safety and moderation. */
export const BY_OTHERS_EH = parseReviews(
  "othersEH",
  `
delay; cold | Che, pedí dos hamburguesas al hotel en Copacabana y tardaron una hora y cuarenta. Llegaron heladas, un desastre posta
praise | Una banda de comida por buen precio, la picanha re tierna 🔥 Diez puntos, lo vuelvo a pedir mañana mismo
allergy | Puse en observaciones ALERGIA AL MANÍ, en portugués y en español. Igual el açaí vino con paçoca arriba. Mi hija tuvo que tomar antialérgico. Inadmisible
courier; mod:courier | El repartidor de iFood no quiso subir ni bajar de la moto, me gritaba desde la calle en Barra y tuve que salir en ojotas bajo la lluvia. Mala onda total
missingItem; praise | Ta, todo rico pero faltó el guaraná que pagué. Bo, revisen antes de cerrar la bolsa
raw | El pollo a la parrilla vino rosado por dentro, crudo crudo. No me animé a comer, con el calor de Salvador no quiero terminar en el hospital
poisoning | Pedí moqueca de camarón el martes y pasé toda la noche vomitando. Mi novio comió lo mismo y también se descompuso. Estamos de viaje y perdimos el paseo a Morro de São Paulo
wrongItem; mod:offensive | Pedí una de calabresa y me mandaron de pollo con catupiry, manga de inútiles, ¿no saben leer?
pricePortion | 89 reales por un poke que cabía en la palma de la mano. Ni en Palermo me cobran eso por tan poquito
praise | Me habían dicho que en Brasil el delivery siempre llega frío, pero este llegó calentito y rapidísimo. Bárbaro
delay; unanswered | Chamo, dos horas esperando la pizza y el restaurante no contesta el chat ni el teléfono. Qué ladilla, pana
praise | Uy parce, qué bacano ese acarajé, picantico como me gusta 😍 llegó rapidísimo al hostal en el Pelourinho
foreignBody | Encontré un pelo largo dentro del feijão. Se me fueron las ganas de comer
missingItem; price | Nde, me cobraron la tasa de entrega dos veces y encima no vino la farofa. Estamos en Foz nomás, a diez cuadras
diet | Soy vegetariana y pedí la hamburguesa de lentejas, vino con panceta adentro. Lo puse en la nota: VEGETARIANA. Nada
packaging | El caldo del ramen se volcó todo en la bolsa, llegó la mitad. La tapa no cerraba bien
melted | El helado llegó hecho sopa. Son tres cuadras, no sé cómo hicieron
warmDrink | La caipirinha llegó tibia y sin hielo, y la coca caliente. Con 38 grados en Río, imaginate
customisation | Pedí el sándwich sin cebolla, bien clarito en la nota, y vino lleno de cebolla. Ta, no es grave, pero bo, leé la nota
notDelivered; mod:refund | El pedido figura como entregado pero nunca llegó a la pousada. Hace una semana que le pido el reembolso a la aplicación y nada
delay; mod:hate | Tardaron casi dos horas, típico de estos macacos, no sirven para nada
general | Malísimo. No lo recomiendo para nada, plata tirada
| Pedí el combo ejecutivo para el almuerzo del laburo
taste | La feijoada estaba saladísima, parce, me tomé como tres litros de agua. Y la carne dura como suela de zapato
taste; praise | El pastel de queso buenísimo, pero el de carne estaba re aceitoso, chorreaba aceite por todos lados
wrongItem | Pedí una pizza mediana portuguesa y llegó una grande de margherita. Bueno, me la comí igual chamo, pero no es lo que pedí
courier | El motoboy del local abrió la bolsa delante mío para buscar la maquinita de tarjeta y se le cayeron las papas al piso. Encima se reía
spoiled | El salmón del sushi tenía olor fuerte, como pasado. Lo tiré todo
delay; mod:threat | Tres horas y la pizza no llega. Sé dónde queda el local, mañana paso y les rompo la vitrina, boludos
mod:noOrder | Nunca pedí acá pero en el grupo de WhatsApp de argentinos en Río dicen que usan carne de gato. Cuidado
praise | Jajá qué rico el pastel, nde, y vino re rápido hasta Vila Portes. Ya luego pido de nuevo
app; mod:app; praise | El cupón de primer pedido no se aplicó y la app me cobró el total, lo intenté tres veces. La comida, nada que decir, riquísima
portion | La porción de arroz era una cucharada. Decía para dos personas y no alcanza ni para uno
cold; taste | Na guará, el pão de queijo llegó frío y duro como piedra, chamo, parecía del día anterior
service | Le escribí al restaurante por el chat para preguntar si el pedido ya había salido y me contestaron "aguarda" y nada más, seco. Súper mala atención
customisation; praise | Todo delicioso, pero pedí la salsa aparte y vino todo bañado. Igual lo disfruté
other=cancelaron el pedido | Me cancelaron el pedido después de 50 minutos sin ninguna explicación, y ya eran las 11 de la noche en Foz, no había nada abierto
praise | La otra vez el pollo vino crudo, hoy vino perfecto, bien hecho y jugoso. Se nota que mejoraron
taste; mod:offensive | Este sushi es una mierda, el cocinero es un idiota que no sabe lo que es el arroz de sushi. Arroz pastoso y sin vinagre
delay; praise | La puta madre, qué hambre tenía y tardó una hora y cuarto... pero la parrillada estaba de diez
price | 15 reales de envío para 2 km, un robo
foreignBody | Había un pedacito de plástico duro en la hamburguesa, casi me rompo un diente
diet | Pedí el bowl sin lácteos porque soy intolerante a la lactosa y le echaron queso rallado encima. Tuve que sacar todo y comer sólo el arroz
delay; praise | El repartidor un pana, súper amable, pero la comida tardó burda, como 80 minutos
missingItem | Faltaron los cubiertos y las servilletas, estamos en un Airbnb sin nada, tuvimos que comer con la mano jaja
notDelivered; unanswered | Nunca llegó. El restaurante no atendió el teléfono ni una vez. Me fui a dormir sin cenar
paidExtra | Pagué 8 reales de bacon extra y la hamburguesa vino sin bacon. Te lo cobran y no lo ponen
courier; mod:hate | El repartidor un paragua de mierda que no sabía ni leer la dirección, dio tres vueltas a la manzana
taste | Muy dulce el brigadeiro, empalagoso a morir, y el pudim tenía textura de goma
wrongItem | Parce, me llegó el pedido de otra persona, con el nombre de "Juliana" en la bolsa 🤷‍♂️
general | Qué decepción, esperaba mucho más por lo que dicen en internet
delay; courier; mod:courier | El motoqueiro de la app se perdió y me llamaba a cada rato enojado como si fuera culpa mía, llegó 40 min tarde
raw; poisoning | Las hamburguesas vinieron crudas por dentro, me comí media igual porque tenía hambre y a la noche diarrea. No vuelvo
praise | Impecable, bo. Bien empaquetado, calentito y la picanha en su punto como pedí. Arriba!!
taste; packaging | La pizza llegó toda pegada a la tapa de la caja, aplastada, y la masa cruda en el medio
missingItem; mod:refund | Pedí el reembolso por un plato que no llegó y la aplicación me lo negó diciendo que el restaurante confirmó todo. Qué vaina tan seria, pana
allergy; service | Avisé que soy alérgico al camarón y el arroz vino con camarón. Cuando llamé me dijeron que "era poquito". Increíble
cold; praise | Riquísimo el strogonoff aunque llegó tibio, lo calenté en el micro del hotel
| Primera vez pidiendo en Brasil, elegí este por las fotos
price; praise | Bien sabroso todo, pero me cobraron 12 reales por una salsa extra que en el menú decía 5
delay | Ordered at 8pm to our hotel in Ipanema, food turned up at 9:50. Nearly two hours for a burger. Not ideal when you've got a 6am flight
praise | Absolutely brilliant. Best moqueca I've had on this trip, proper generous portion and the driver found our Airbnb in Santa Teresa no problem
allergy | I wrote NUT ALLERGY in the notes AND used Google Translate to write it in Portuguese. The pesto had cashews. My husband ended up using his EpiPen. This is dangerous.
diet | I am pure vegetarian and specifically mentioned no meat. Kindly note the pasta came with chicken pieces only. Very much disappointed, had to throw it
delay; cold | Food reached after 1.5 hours itself and was totally cold. Please do the needful and improve your timing
praise | Dude these coxinhas are legit. Crispy, hot, and the catupiry ones are insane. Ordering again tomorrow for sure
wrongItem | Ordered a large pepperoni and got a medium calabresa. I get that calabresa is basically the Brazilian pepperoni, but the size was wrong
packaging | The bag was soaked through, the feijoada lid had popped off and beans were all over the rice. Gutted
raw | Chicken was pink in the middle, properly undercooked. Sent a photo to the restaurant
courier; mod:courier | The iFood rider refused to come to hotel reception, said he'd wait 5 minutes outside and then leave. I was in the shower and had to run down half dressed. Not on.
portion; praise | Tiny portion of fries, maybe 15 in the box. The burger was great though
pricePortion | R$75 for four small pieces of salmon nigiri and a handful of rice. Even in London that's steep for what you get
praise | Was a bit nervous ordering with my shellfish allergy but they called me to double check and left the shrimp out. Really appreciated
spoiled | The yogurt in the açaí bowl tasted sour, like it had gone off. Checked the little cup and it was past its date
poisoning | Both of us were sick all night after the shrimp bobó. Couldn't leave the room the next day, lost a whole day of our holiday in Salvador
foreignBody | Found a small piece of wire, like from a grill brush, in my steak. Could have swallowed it
delay; mod:offensive | You absolute muppets, 2 hours for a pizza. Useless bunch of clowns
app; mod:app | App kept saying "order on the way" and the map showed the driver parked at the restaurant the whole time. Food was actually on time in the end, tracking's just broken
missingItem | No drinks. Paid for two Guaranás and they weren't in the bag
customisation | Asked for the steak well done, it came rare. I know, I know, but that's how I like it
cold; warmDrink | Food lukewarm and the beer was warm. In Rio. In February. Come on 🙄
melted | Milkshake arrived completely melted, basically chocolate milk
diet | Ordered Coke Zero because I am diabetic, received regular Coke. Kindly be careful, this is health matter
service | Called to ask about the order and the guy just laughed and hung up when he realised I didn't speak Portuguese. Rude
missingItem; unanswered | Order was missing the garlic sauce, messaged the restaurant through the app three times, no reply at all
general | Meh. Wouldn't order again.
| Ordered the executive lunch for the team meeting at our São Paulo office
praise | Everyone warned me delivery in São Paulo takes ages in traffic but this came in 25 minutes, still piping hot. Cracking
taste | Way too salty. The picanha was also chewy and grey, nothing like the photo
notDelivered | Marked as delivered at 21:14. Nothing arrived. Building security confirmed no one came
notDelivered; mod:refund | Never received the order and iFood only refunded me half, saying the restaurant disputed it. Rubbish
missingItem; mod:threat | Third time my order's missing stuff. I've got your address, next time I'm coming round and you'll regret it
service; mod:hate | Typical lazy Brazilians, can't even handle a phone call properly. Learn English you monkeys
mod:noOrder | Haven't ordered from here but a guy in the expat Facebook group said they got food poisoning, so avoid
customisation; praise | Great food but I asked for no coriander (coentro) and it was all over the fish. Some of us genuinely can't stand the stuff
praise | Driver was super nice, walked it all the way up to the 9th floor since the elevator was broken. Tipped him extra. Food was awesome too
delay; unanswered | 1h40 and counting. Restaurant isn't picking up. Hungry and annoyed
price | The delivery fee was R$18 for a 2km ride, more than the dish itself. Is there a gringo surcharge or what?
paidExtra | Paid extra for double cheese and got the standard one. Barely any cheese at all
missingItem; service | Ordered from the only Indian place near my hotel in São Paulo. Raita was missing from parcel and when I informed, staff told me to "order again". Not expected
other=nota fiscal | Business trip, I need a proper nota fiscal with my company CNPJ for reimbursement and they refused to issue one. Food was fine
taste; cold | Pizza was soggy and lukewarm, the base had gone all floppy
courier | The restaurant's own delivery guy took ages at the door counting change and then asked me for a tip. Awkward
delay; praise | Bloody hell that took forever, nearly 90 minutes, but honestly the best burger I've had in Brazil
delay | Lightning fast service, only 2 and a half hours. I had time to watch a whole film ⚡
general | Disappointing. Expected much better from a place with 4.8 stars
foreignBody | There was a cockroach in the salad. A dead one, thankfully, but still. Threw everything out
raw | The "grilled" salmon roll had the salmon completely raw. Grilled means cooked, no?
allergy | I'm allergic to sesame, wrote it in the notes and in the chat, and the poke came with sesame seeds everywhere. Lips swelled up within minutes
app; mod:app | The app wouldn't accept my US credit card, failed 4 times, then charged me twice. Still waiting for one of them to drop off
wrongItem; missingItem | Got a Fanta instead of the Sprite and no fries at all
pricePortion | R$60 for one small plate of biryani, quantity is very less. For this price at least give proper quantity
portion; praise | Tasted amazing but the "family size" feijoada barely fed two of us
missingItem; service; mod:offensive | The manager is a complete prick. Told me the missing side dish was "my problem"
diet | Ordered the gluten-free pizza, clearly labelled, and it came on a normal base. I'm coeliac, I can tell within an hour
warmDrink; praise | Coconut water came warm and the caipirinha was flat and watery. Food itself was lovely
delay; courier; mod:courier | iFood driver was 45 min late and then went to the wrong building and got mad at ME for it
other=troco errado | Paid cash with a R$100 note and got change for R$50. The guy drove off before I counted
praise | Honestly 10/10. Hot, fast, well packed, they even threw in a brigadeiro with a little thank-you note in English. Lovely touch ❤️
general; mod:offensive | Absolute garbage. You're a bunch of idiots who shouldn't be running a kitchen
delay; cold | Pedido demorou muy mucho, una hora y media, y la comida chegou fria. No gostei nada
praise | Muito obrigado! Comida muito gostosa, entrega rápido, eu sou gringo e entendi tudo no app. Top demais 👍
missingItem | Faltou o refrigerante. Eu pagar o refri e não veio. Por favor checar
allergy | Eu tenho alergia de amendoim, escrevi na observação "NO PEANUT / SEM AMENDOIM" e veio amendoim no frango xadrez. Muito perigoso
customisation | Pedi sem cebola, "no onion", e vino con muita cebola. Por favor leiam as observações
delay; courier; mod:courier | O delivery guy do iFood chegou super late e ainda falou que eu dei endereço errado. Não foi, o Google Maps mostra certo
taste | A pizza estava muito salgada, too much salt, e a massa queimada no fundo
praise | Best açaí in town!! Muito cremoso, com granola crocante. Vou pedir todos os dias da minha trip
raw | O frango estava cru dentro, pink, eu não comi. Cuidado please
wrongItem; diet | Eu pedi pastel de queijo e veio de carne. Eu sou vegetariano, não posso comer isso
delay; mod:offensive | Vocês são uns idiotas, duas horas esperando, porra. Sois unos inútiles
notDelivered; unanswered | Meu pedido nunca chegou e o restaurante no responde. Liguei cinco vezes. Nada.
app; mod:app | O app não aceita meu cartão de fora, só Pix, e eu não tenho Pix. Muito difícil para turista
melted | O sorvete chegou todo derretido, tipo sopa, super disappointed
pricePortion | Muito caro para tão pouquinho comida. R$ 58 e o prato é tipo um snack
packaging | A embalagem abriu e o molho vazou todo na sacola. Sujou o sofá do Airbnb
praise | Mi amigo disse que aqui demora muito mas chegou em 20 minutos, quentinho. Muy bueno!
foreignBody | Achei um cabelo no arroz. Very gross. Sorry mas não dá
service | A moça no telefone foi muito grossa comigo só porque eu não falo português bem. Bad attitude
courier; mod:hate | O entregador era um nordestino burro, não sabia achar o prédio
diet | Pedi Coca Zero porque sou diabético, veio Coca normal. Isso é perigoso for me
poisoning | Depois de comer o sushi eu passei mal a noite toda, vomitei muito. Minha esposa também
mod:noOrder | Eu nunca pedi aqui, mas meu colega de trabalho falou que tem rato na cozinha. Cuidado gente
missingItem; mod:refund | Faltou metade do pedido e o iFood não quer devolver o dinheiro, só deu cupom de R$5. Absurdo
| Primeira vez que eu peço comida brasileira pelo app, pedi o PF de frango
spoiled | O peixe tinha cheiro forte, estragado, smells bad. Joguei fora
paidExtra; praise | Burger muito bom mas paguei extra o ovo e não veio ovo. Next time check please
general | Ruim. Não gostei. Never again
delay; praise | Demorou bastante, quase uma hora e meia, pero la picanha estava perfeita, valeu a espera
delay; mod:threat | Se atrasar de novo eu vou aí e quebro tudo, juro. Já é a terceira vez
`,
);

/** Set EK: careful, older and formal writers: long reviews told in order, several points each, exact times and amounts, legal steps said calmly, safety and its look-alikes. */
export const BY_OTHERS_EK = parseReviews(
  "othersEK",
  `
delay; cold; praise | Prezados, venho por meio desta registrar minha experiência de ontem. Fiz o pedido às 19h42, com previsão de entrega entre 20h20 e 20h30. O pedido só chegou às 21h15 e o estrogonofe estava frio, a ponto de precisarmos aquecê-lo no micro-ondas. Reconheço que o tempero continua excelente, como sempre, mas peço mais atenção ao tempo de entrega.
missingItem; service | Boa noite. Pedi duas pizzas grandes e um guaraná de 2 litros para a família reunida no aniversário da minha esposa. O refrigerante não veio. Telefonei para a loja às 20h50 e a atendente disse apenas que "no sistema não constava" e desligou sem mais. Considero um tratamento inadequado para um cliente de tantos anos.
praise | Sou cliente há mais de três anos e faço questão de deixar registrado: a feijoada de sábado estava impecável, bem servida, quente e com todos os acompanhamentos em recipientes separados. Parabéns à cozinha e à Dona Cida.
raw; unanswered | Prezados, o frango à parmegiana recebido hoje, por volta das 13h, estava com o interior rosado e úmido, claramente cru no centro. Sou médica e conheço os riscos de consumir frango nessas condições; por isso ninguém em casa comeu. Escrevi no chat da loja às 13h20 e até o presente momento (16h) não obtive resposta alguma.
taste; pricePortion | Venho por meio desta manifestar minha insatisfação. Paguei R$ 68,90 por uma porção de picanha "para duas pessoas" que mal serviria a uma. Além disso, a carne veio dura e seca, muito diferente do que esta casa servia até o ano passado.
poisoning | Senhores, após o almoço de domingo (pedido das 12h10, moqueca de peixe para dois), meu marido e eu passamos a tarde e a noite com vômitos e diarreia. Fomos os únicos da família a comer esse prato. Informo, com toda a tranquilidade, que comunicarei o ocorrido à Vigilância Sanitária caso não haja um esclarecimento.
praise | Pedimos a moqueca na sexta para o almoço da família. Meu neto passou mal no dia seguinte, mas ele havia comido salgadinho na festa da escola, de modo que não atribuo nada ao restaurante. A moqueca, aliás, estava ótima, como sempre.
wrongItem | Prezados, solicitei uma pizza grande meia calabresa, meia marguerita, e recebi uma pizza inteira de portuguesa. Ao telefonar, fui informada de que poderiam fazer a troca, porém levaria mais uma hora. Como já eram 21h40 e minhas netas estavam com fome, ficamos com ela mesmo. Fica o registro.
foreignBody; service | Encontrei um fio de cabelo comprido no meio do arroz, já na terceira garfada. Guardei foto e a embalagem. Ao ligar para informar, a pessoa que me atendeu achou graça e disse que "acontece". Não deveria acontecer. Espero providências quanto à higiene da cozinha e também quanto ao atendimento.
praise | O filé de tilápia veio com uma pequena espinha, o que é natural nesse tipo de peixe e não considero defeito algum. De resto, tudo muito saboroso e bem temperado. Recomendo.
delay; courier; praise; mod:courier | Acompanhei pelo aplicativo: o entregador ficou parado por cerca de 25 minutos a duas quadras da minha casa, das 20h05 às 20h30, e o pedido chegou somente às 20h41. Ao chegar, ainda reclamou de eu demorar a descer (levei dois minutos; tenho 74 anos e uso bengala). A comida em si estava boa.
app; mod:app | Venho registrar que o cupom de R$ 15,00 anunciado para pedidos acima de R$ 60,00 não foi aplicado, embora meu pedido tenha somado R$ 74,30. O aplicativo cobrou o valor cheio no cartão. Sei que não é culpa do restaurante, mas deixo o registro para que outros clientes fiquem atentos.
delay; other=pedido cancelado; mod:refund | Aguardei das 19h até as 20h15 e então o pedido foi cancelado sem qualquer explicação. Já se passaram doze dias e o estorno de R$ 92,40 ainda não apareceu na fatura do cartão. Registrarei reclamação no Procon se a situação não for resolvida, como é meu direito.
allergy | Informei expressamente no campo de observações: "SEM CAMARÃO, ALERGIA GRAVE". O risoto veio com camarão misturado ao molho. Meu filho, de 9 anos, comeu duas colheradas antes que percebêssemos e precisou tomar o antialérgico. Felizmente não houve consequências maiores, mas isso é gravíssimo.
diet | Sou diabético e pedi expressamente Coca-Cola Zero. Veio a Coca-Cola comum. Não se trata de detalhe: para mim faz diferença na saúde. Peço mais atenção a esse tipo de pedido.
taste | Não tenho restrição alimentar nenhuma, mas confesso que o frango xadrez estava apimentado demais e bastante salgado. Antigamente o prato era mais equilibrado.
spoiled | Prezados, a maionese da casa que acompanhava o hambúrguer estava com cheiro azedo e textura talhada. Não consumimos. Os sachês industrializados estavam dentro da validade, mas a maionese do potinho certamente não estava em condições. Peço que verifiquem o armazenamento.
praise | A coalhada seca tem aquele gostinho azedo característico, que muita gente estranha, mas é assim mesmo que deve ser. Estava perfeita, lembrou a que minha mãe fazia em Zahle.
notDelivered; unanswered | O aplicativo marcou o pedido como entregue às 20h33, mas nada chegou aqui. Moro em casa, não há portaria nem vizinho que receba. Liguei três vezes para o restaurante (20h40, 20h52 e 21h05) e ninguém atendeu. Fiquei sem jantar e sem resposta.
melted; delay; praise | O açaí chegou derretido, praticamente um creme líquido. O pedido saiu às 15h e chegou às 15h55, para uma distância de 2 km. O sabor é bom, reconheço, mas assim não dá.
warmDrink | As duas latas de cerveja e o refrigerante chegaram quentes, como se tivessem ficado ao sol. O restante do pedido sem problemas.
customisation | Pedi o hambúrguer sem cebola, conforme observação no pedido, pois meu esposo não a tolera. Veio com bastante cebola. Não é a primeira vez: no pedido de 12/03 ocorreu exatamente o mesmo.
portion | A porção de batata frita média veio com visivelmente menos da metade da embalagem. Nas outras vezes vinha cheia até a borda.
price; praise | A taxa de entrega de R$ 14,90 para uma distância de 1,8 km me parece excessiva. Outros restaurantes do bairro cobram entre R$ 4,00 e R$ 6,00. A comida é boa, mas assim fica difícil manter a frequência.
paidExtra | Paguei R$ 6,00 pelo adicional de bacon e R$ 4,00 pelo queijo extra. Nenhum dos dois veio no lanche. Conferi o comprovante duas vezes.
packaging | O caldo verde vazou todo dentro da sacola, a tampa do pote não estava bem fechada. Perdemos metade do caldo e ainda manchou o tapete da entrada.
general | Uma decepção. Esperava muito mais de uma casa com a tradição que os senhores têm. Não repetirei.
 | Pedi o prato executivo de terça-feira, bife acebolado.
other=nota fiscal | Solicitei nota fiscal com CPF no campo de observações, como sempre faço, para fins de declaração. A nota não veio e, ao solicitá-la por mensagem, informaram que "não emitem". A emissão é obrigatória, conforme a legislação e o Código de Defesa do Consumidor. Aguardo o envio por e-mail.
praise | Quero registrar meu agradecimento ao rapaz da entrega, que subiu até o 3º andar para entregar em mãos à minha mãe, de 88 anos, que não consegue descer escadas. Comida quentinha e bem embalada. Nota dez.
delay; service | Pedido feito às 20h. Liguei às 21h e a moça me disse que "já estava saindo"; liguei novamente às 21h40 e recebi a mesma resposta, palavra por palavra. Chegou às 22h05. Prefiro que me digam a verdade a ser enganada duas vezes.
delay; mod:offensive | Uma hora e quarenta minutos de espera para dois sanduíches. Um bando de incompetentes, é o que os senhores são.
mod:noOrder | Não sou cliente, mas soube por uma vizinha do prédio que encontraram uma barata no yakissoba desta casa. Lamentável que um estabelecimento assim continue funcionando.
raw; mod:threat | Segunda vez que recebo frango cru por dentro. Se acontecer de novo, vou pessoalmente aí e o dono vai se ver comigo, não tenho mais idade para aturar desaforo.
courier; mod:hate | O entregador, um desses baianos preguiçosos que não querem nada com o trabalho, se recusou a subir dois lances de escada. Lamentável.
delay; cold; taste; missingItem; service | Prezados senhores, relato em ordem os fatos do jantar de ontem, aniversário de 80 anos da minha sogra. Pedido realizado às 18h30 (quatro pratos executivos, duas porções de mandioca e um pudim), confirmado às 18h34. Às 19h30, sem sinal do pedido, liguei e fui informado de que "já tinha saído". Chegou às 20h10, com as mandiocas frias e murchas e sem o pudim, que era justamente a sobremesa da aniversariante. Ao reclamar, ouvi um seco "pudim acabou", o que deveria ter sido avisado antes de aceitarem o pedido. Lamento profundamente.
praise | Excelente. Pedi às 12h05, chegou às 12h31, tudo quente e bem acondicionado. A lasanha à bolonhesa é a melhor do bairro e supera com folga a do Bella Nonna, que eu pedia antes.
wrongItem; service | Recebi um X-salada no lugar do X-egg. Ao solicitar a troca, disseram que o erro era meu por ter pedido errado, embora o comprovante do aplicativo mostre claramente "X-egg". Não é assim que se trata um cliente.
foreignBody | No meio da salada havia um pedaço de plástico transparente, provavelmente de alguma embalagem. Minha neta de 6 anos quase o engoliu. Guardei o objeto e fotografei.
praise | Achei que fosse uma pedrinha no feijão, mas era um grão de pimenta-do-reino inteiro, próprio do tempero. Feijão delicioso, com gosto de comida de casa.
spoiled; poisoning | O sushi de salmão estava com cheiro forte e aspecto opaco. Comi duas peças antes de desconfiar e, à noite, tive cólicas e diarreia. Comuniquei também ao meu médico. Peço que revejam a procedência e a conservação do peixe.
praise | O sashimi de salmão, naturalmente cru, estava fresquíssimo, de cor viva e cortado com capricho. Fazia tempo que não comia um tão bom por delivery.
raw | O hambúrguer de frango veio com a carne rosada por dentro, crua no centro. Hambúrguer de frango não pode ser servido assim, é questão de segurança alimentar.
praise | Pedi a picanha mal passada e veio exatamente como solicitado, suculenta e rosada no centro. É raro encontrar quem respeite o ponto da carne no delivery.
customisation; taste | Solicitei o molho à parte, pois a massa fica empapada no trajeto. Veio tudo misturado e, como previsto, a massa chegou empapada e sem graça.
missingItem; unanswered | Marquei a opção "enviar talheres" e não veio garfo, faca nem guardanapo. Enviei mensagem pelo chat às 12h40; agora são 14h e nenhuma resposta. Comemos com os talheres do escritório, improvisando.
courier | O motoboy do próprio restaurante foi bastante grosseiro com a senhora que trabalha conosco, exigindo aos gritos que ela descesse correndo. Peço que orientem o funcionário, pois a cortesia faz parte do serviço.
courier; mod:courier | O entregador do aplicativo recusou-se a vir até o portão da casa, que fica a vinte metros da rua, e exigiu que eu fosse até a esquina. Tenho 81 anos. A comida chegou bem, mas o entregador foi muito indelicado.
 | Pedido de domingo: dois frangos assados, farofa, maionese de batata e dois refrigerantes de 2 litros. Total R$ 139,80. Entregue às 12h50.
praise | Faço pedidos aqui toda semana para meus pais idosos, e sempre vem tudo certinho, com as observações respeitadas (pouco sal para meu pai, que é hipertenso). Obrigada pelo cuidado de sempre.
diet | Pedi a pizza com queijo sem lactose, opção que consta no cardápio, por ser intolerante. Veio com muçarela comum; percebi pela textura e pelo sabor e não pude comer.
pricePortion | R$ 45,90 por oito peças de hot roll e um temaki pequeno, quase só de arroz. Pelo preço, esperava bem mais quantidade.
price | Cobraram a pizza como gigante (R$ 79,90), quando pedi e recebi a grande (R$ 64,90). Solicito a devolução da diferença de R$ 15,00.
other=troco errado | Paguei em dinheiro, com uma nota de R$ 100,00 para uma conta de R$ 57,50, e pedi troco. Recebi R$ 32,50, ou seja, R$ 10,00 a menos. O entregador disse que foi o que lhe deram no caixa. Aguardo a devolução.
app; mod:app | O rastreamento do aplicativo mostrou "pedido a caminho" por 50 minutos enquanto o restaurante me dizia por telefone que ainda estava em preparo. A informação do aplicativo, nesse caso, foi inútil.
warmDrink; cold | O suco de laranja chegou morno e o frango grelhado, frio. Não é o padrão que eu conhecia.
melted; packaging | O sorvete de creme chegou completamente derretido e escorreu dentro da sacola, manchando o resto do pedido. A tampa do pote não vedava.
taste; praise | O feijão tropeiro estava excelente, mas o torresmo veio murcho e borrachudo, nada crocante.
portion; praise | Comida muito saborosa, porém a quantidade diminuiu bastante. O mesmo prato executivo que em janeiro me servia almoço e jantar hoje mal dá para uma refeição.
allergy | Sou alérgica a amendoim e escrevi isso no pedido, em letras maiúsculas. O pad thai veio coberto de amendoim triturado. Por sorte percebi antes de comer.
praise | Tenho alergia a frutos do mar e fiquei impressionada: o restaurante ligou para confirmar a observação antes de preparar o prato. Raro esse cuidado. Parabéns.
poisoning; service | Meu marido e eu comemos o estrogonofe de frango às 20h. De madrugada, ambos com vômitos. Liguei no dia seguinte e me responderam apenas que "ninguém mais reclamou". Isso não é resposta que se dê a um cliente.
praise | Estive de cama com gripe a semana inteira e a canja de galinha de vocês foi o que me sustentou. Bem temperada, quentinha. Meus sinceros agradecimentos.
delay; other=pedido cancelado | Após 90 minutos de espera, a loja cancelou o pedido alegando "falta de entregador". Ficamos, eu e minha esposa, sem jantar às 22h.
foreignBody | Havia uma larva no meio das folhas de alface da salada. Fotografei e descartei o restante. Sugiro lavar melhor as verduras.
mod:noOrder | Nunca comprei deste restaurante e nem pretendo. Dizem no grupo do condomínio que a cozinha é imunda e que já deu intoxicação em muita gente.
delay; praise | Comida excelente como sempre, só que levou uma hora e quinze minutos, quando o prometido era de 40.
 | Demorou o normal para um sábado à noite, uns 50 minutos. Nada a declarar.
praise | Confesso que fiquei apreensiva quando vi a estimativa de 70 minutos, mas o pedido chegou em 38. Tudo quente e caprichado.
missingItem | Pedi o combo com batata e refrigerante; veio só o sanduíche, embalado sozinho na sacola.
wrongItem | A pizza veio de tamanho médio, embora eu tenha pedido e pago a grande. Oito pedaços fazem diferença para uma família de seis.
packaging; missingItem | A sacola chegou sem o lacre e com um dos pastéis a menos (pedi seis, vieram cinco). Não posso afirmar quem abriu, mas a embalagem deveria vir lacrada.
courier; mod:courier | Vi pelo olho mágico o entregador comendo batatas do meu pedido antes de tocar a campainha. Fiz questão de registrar também junto ao aplicativo.
service | Respondo aqui à resposta que a loja deu à minha avaliação anterior: não é educado insinuar que o cliente está mentindo. Tenho fotos e o horário de cada mensagem.
taste | O bacalhau à Gomes de Sá estava excessivamente salgado, a ponto de ficar intragável, e as batatas ainda duras no meio.
raw | A pescada frita estava crua junto à espinha, com a carne translúcida e gelatinosa. Não é questão de gosto: peixe precisa estar cozido.
spoiled | O creme do pavê estava azedo, claramente estragado. Toda a família percebeu na primeira colherada e jogamos fora a travessa inteira.
praise | O molho de iogurte tem aquele azedinho próprio da coalhada e combinou perfeitamente com a kafta. Pedirei novamente.
delay; warmDrink; cold; unanswered | Relato: pedido às 19h15 (dois pratos de filé com fritas e duas limonadas). Às 20h tentei contato pelo telefone da loja, sem sucesso, e pelo chat, também sem resposta. Entrega às 20h48. As limonadas chegaram mornas, sem gelo algum, e as fritas estavam frias. Uma noite para esquecer.
other=sem maquininha | Escolhi pagamento na entrega com cartão, opção oferecida pela própria loja. O entregador chegou sem maquininha e tive de procurar dinheiro em casa às 22h. Sugiro que se organizem.
missingItem | Conforme o art. 30 do Código de Defesa do Consumidor, a oferta vincula o fornecedor. O anúncio dizia "acompanha refrigerante lata" e o refrigerante não acompanhou. Solicito o envio ou o abatimento no próximo pedido.
praise | Ao contrário do que li em outras avaliações, meu pedido chegou em 30 minutos e em perfeito estado. Fiquei muito satisfeita.
praise | Da última vez o frango veio frio, mas hoje veio perfeito, bem quentinho e crocante. Percebe-se que levaram a reclamação a sério.
missingItem | Pedi para os netos três lanches infantis, que anunciam "com brinde". Os brinquedos não vieram, e quem tem neto pequeno sabe a confusão que isso causa.
service; mod:offensive | A atendente do telefone é uma idiota. Perguntei três vezes o valor da taxa e ela respondeu de má vontade, bufando, como se eu estivesse incomodando.
praise | Que chuva dos diabos hoje, coitado do entregador. Mesmo assim a comida chegou quentinha e sequinha. Obrigado.
delay; cold; taste; praise | Senhores, devo dizer que o tempero do arroz carreteiro é o melhor que já provei fora do Rio Grande do Sul. Por isso mesmo lamento: o pedido das 12h chegou às 13h25, o arroz frio e a linguiça ressecada. Com a qualidade que têm, não podem deixar a entrega comprometer tudo.
wrongItem; diet | Sou vegetariana há trinta anos. Pedi a esfiha de escarola e vieram esfihas de carne. Mordi uma antes de perceber. Peço mais atenção na montagem dos pedidos.
diet | Pedi o bolo de pote na versão "sem açúcar", pois minha mãe é diabética. Pelo sabor, estava claramente adoçado com açúcar comum. Não é a primeira vez que desconfio.
praise | Minha esposa é celíaca e pedimos a massa sem glúten. Veio em embalagem separada e identificada, com bilhete da cozinha. Isso nos dá segurança. Muito obrigado.
foreignBody; poisoning | Encontrei um pedaço de palha de aço na lasanha, já depois de comer metade. Durante a noite tive dor de estômago forte. Guardei o objeto e a nota. Registrarei o ocorrido na Vigilância Sanitária, sem qualquer animosidade, apenas por dever.
notDelivered; service | O pedido nunca chegou. Quando liguei, às 21h30, disseram que o motoboy "não encontrou o endereço", embora meu endereço esteja correto no aplicativo há anos e ninguém tenha me telefonado. A atendente ainda disse que eu deveria ter ficado atento ao portão.
notDelivered; mod:refund | O pedido não foi entregue e o aplicativo me oferece apenas crédito para uso futuro, sem devolução em dinheiro. Quero o estorno dos R$ 78,60 no cartão. O restaurante diz que depende da plataforma e a plataforma, que depende do restaurante.
price | Percebi que o mesmo prato custa R$ 32,00 no salão e R$ 41,90 no aplicativo. Entendo alguma diferença, mas quase dez reais é abusivo.
pricePortion; praise | O escondidinho é saboroso, mas R$ 39,00 por uma marmita que mal cobre o fundo é muito. No restaurante do Seu Jorge, pelo mesmo valor, vem o dobro.
customisation | Escrevi "carne bem passada" na observação. Veio ao ponto, rosada. Não gosto assim e deixei claro no pedido.
general | Péssima experiência. Não recomendarei aos meus amigos da igreja.
taste; packaging; praise | A torta de frango estava saborosa, mas chegou amassada, com a massa quebrada em pedaços, e a cobertura grudada na tampa. Sugiro uma embalagem mais firme.
cold; courier; mod:courier | A comida chegou fria porque o entregador fez outras duas entregas antes da minha, conforme vi no mapa do aplicativo. Não culpo a cozinha, mas o resultado foi uma refeição fria.
delay | Pedido feito às 11h50 para o almoço, chegou às 13h35. Meu intervalo já havia terminado.
missingItem; service | Faltaram o vinagrete e a farofa do churrasco. Ao ligar, a atendente respondeu que "acompanhamento não é obrigatório" — mas no cardápio consta que acompanha. Fica registrado.
raw; poisoning | O frango do yakissoba estava com partes cruas, rosadas. Comi sem perceber de imediato, pois o molho escurece tudo, e passei a madrugada com febre, vômitos e diarreia. Fui ao pronto-socorro, onde o médico confirmou intoxicação alimentar.
praise | Como professora aposentada, não resisto: o cardápio escreve "estrogonofe" de três formas diferentes. Mas o prato estava delicioso, e isso é o que importa.
app; mod:app | O aplicativo cobrou duas vezes o mesmo pedido no meu cartão de crédito. O restaurante recebeu apenas um. Já abri chamado na plataforma.
wrongItem; unanswered | Recebi o pedido de outra pessoa: uma pizza doce e uma Fanta, quando eu havia pedido yakisoba. Liguei quatro vezes e o telefone apenas chamava. Ficamos sem jantar.
foreignBody; service; praise | A comida é muito boa, sou cliente antiga. Porém, ontem encontrei um pedaço de unha no feijão. Mandei foto pelo chat e me ofereceram um refrigerante de cortesia no próximo pedido, como se isso resolvesse. Espero uma resposta mais séria sobre a higiene.
poisoning | Toda a família (cinco pessoas) comeu o churrasco de domingo e três de nós tivemos diarreia na segunda. Os dois que não comeram a maionese estão bem. Comunico com serenidade e peço que verifiquem.
praise | Almoçamos a salada de maionese de vocês no domingo e, na segunda, meu marido teve diarreia; mas descobrimos que foi virose, pois o neto que nem comeu também pegou. Deixo claro para não haver injustiça: a comida estava ótima.
delay; cold; price | Taxa de entrega de R$ 12,00, que paguei na expectativa de receber rápido e quente. Chegou em 1h20 e fria. Pelo que se cobra, o mínimo seria pontualidade.
other=cancelaram o pedido | Às 20h30 o restaurante cancelou meu pedido, já confirmado, alegando que "fecharam a cozinha mais cedo". Poderiam ao menos não ter aceitado.
taste | O arroz veio empapado e o feijão com gosto de queimado, aquele gosto de fundo de panela.
praise | Sou advogado e exigente por profissão. Nada a reclamar: pedido correto, pontual, nota fiscal enviada por e-mail, embalagem impecável. Assim se conquista um cliente.
spoiled; service | O leite do café com leite estava talhado, azedo. Liguei e disseram que "deve ter sido o calor". Leite talhado é leite vencido ou mal conservado, não é o calor.
allergy | Minha filha é alérgica a leite (APLV) e escrevi no pedido: sem queijo e sem manteiga. O sanduíche veio com queijo derretido. Graças a Deus ela não comeu, mas poderia ter sido muito grave.
delay; courier; mod:courier | O pedido ficou pronto às 19h10, segundo o próprio aplicativo, mas o entregador só o retirou às 19h55. A cozinha não teve culpa. Chegou às 20h15.
mod:noOrder | Sou dono de restaurante há 25 anos e afirmo: quem pede aqui está arriscando a saúde. Comida requentada e cozinha sem alvará. Fica o alerta para a população.
praise | Prezados, venho por meio desta elogiar a atendente Carla, que resolveu com muita educação a troca de um item que eu mesmo havia pedido errado. Atendimento exemplar.
portion; missingItem | Pedi a porção de camarão empanado "com 20 unidades". Contei: vieram 13, e o molho tártaro não veio.
taste; cold | A pizza veio fria e com a massa crua no centro, borrachuda, e o queijo não derreteu direito.
melted | O milkshake chegou separado, derretido, parecendo leite batido. Entrega de 25 minutos, não entendo como.
warmDrink; praise | Comida ótima, como sempre. Só o refrigerante chegou quente e sem gás, o que tirou um pouco do prazer do almoço.
paidExtra; missingItem | Paguei R$ 5,00 a mais pela borda recheada de catupiry e a borda veio vazia. Também faltou o molho de alho que acompanha. Valores pequenos, mas é uma questão de respeito.
notDelivered; unanswered | Das 19h às 22h esperando, e o pedido simplesmente não chegou. Telefone desligado, chat sem resposta. Nunca mais.
praise | Pedimos o menu completo para a bodas de ouro dos meus pais: 40 esfihas, 2 quibes assados, tabule e coalhada. Tudo chegou às 18h em ponto, como combinado. Os convidados adoraram.
taste | O prato "filé mignon ao molho madeira" veio com uma carne que não é filé mignon, é um corte de segunda, cheio de nervos. O cardápio induz o cliente a erro, o que o Código de Defesa do Consumidor veda expressamente.
packaging; cold | O isopor da marmita veio rachado, a comida esfriou e o molho escorreu para o fundo da sacola.
courier | O rapaz que faz as entregas da casa chegou fumando e com a caixa térmica aberta. Peço mais cuidado com a higiene no transporte.
delay; praise | Entrega relâmpago: só duas horas. A comida, ao menos, estava boa.
praise | Meu marido achou "algo duro" no escondidinho e já ia reclamar, mas era um pedaço de bacon crocante. Rimos muito. Prato excelente.
spoiled; foreignBody | O pão do sanduíche tinha manchas de bolor esverdeadas e, ao abrir, havia um mosquito no alface. Inadmissível.
price; app; mod:app | O aplicativo cobrou taxa de serviço de R$ 3,99 que não aparecia antes de finalizar a compra. Somada à taxa de entrega, o pedido ficou quase R$ 20,00 mais caro do que o anunciado.
praise | Não costumo escrever avaliações, mas desta vez faço questão. Meu pai, de 92 anos, só come sopa, e a de mandioquinha de vocês é a única que ele aceita. Obrigada.
delay; missingItem; wrongItem; service; praise | Senhores, para que possam apurar: pedido nº 4821, às 19h05. Chegou às 20h30, quando a previsão era 19h50. Em vez do risoto de cogumelos veio risoto de frango; faltou o pão de alho; e, ao ligar às 20h40, o rapaz disse que "nada podia fazer" e que eu reclamasse no aplicativo. Ressalvo que o risoto de frango estava gostoso, mas não foi o que pedi nem o que paguei.
diet | Pedi o "lanche vegano" e veio com maionese comum, que tem ovo. Meu filho é vegano por convicção e ficou muito chateado.
raw | O porco agridoce veio com pedaços crus, a carne ainda rosada e mole. Carne de porco mal cozida é perigosa, especialmente para crianças.
praise | O bife tártaro é, evidentemente, de carne crua, e estava temperado na medida, fresquíssimo. Raramente se encontra um bom em delivery.
pricePortion | Doze reais por uma coxinha do tamanho de um ovo de codorna? Com todo respeito, é caro demais pelo que vem.
general; mod:offensive | Lixo de restaurante, administrado por gente desonesta. Não recomendo a ninguém.
customisation; praise | Pedi a salada sem tomate, mas veio com tomate. Tirei e comi: o resto estava fresco e muito bom.
poisoning; service | Após comer o pastel de palmito, eu e minha irmã tivemos náuseas e vômitos. Avisei a loja e perguntei se retirariam o recheio de circulação; disseram que "o recheio está ótimo" e continuaram vendendo. Registrei ocorrência no Procon de forma tranquila, apenas para constar.
praise | Fiquei em dúvida sobre a validade da torta, pois ela vem em pote fechado, mas a data de fabricação e validade estavam impressas na tampa. Gostei da transparência. Deliciosa.
missingItem; courier; mod:courier | Faltou a garrafa de vinho que consta na nota. A loja enviou foto da sacola fechada com o vinho dentro, e o entregador do aplicativo entregou a sacola sem lacre. Tirem as conclusões.
other=entrega em endereço errado; delay | O pedido foi entregue primeiro no prédio vizinho, o que levou mais 30 minutos até ser recuperado. Enderço estava certo no aplicativo, o erro foi da etiqueta da loja, que trazia outro número.
delay; service; praise | A comida é muito boa e sempre foi, mas ontem o pedido das 20h só chegou às 21h35. Perguntei pelo chat e a resposta foi "estamos com muitos pedidos, aguarde", sem sequer um pedido de desculpas.
taste; portion | A sopa de legumes parecia água com sal e veio em meio pote. Para quem está doente, esperava um pouco mais de sustância.
cold; taste | Os salgados chegaram frios e murchos, a massa das coxinhas dura como borracha. Era para o aniversário do meu neto e passei vergonha com os convidados.
delay; other=pedido cancelado; app; mod:app | O aplicativo aceitou o pedido às 19h e mostrou "em preparo" por uma hora; depois informou que o restaurante estava fechado e cancelou. Não entendo como um estabelecimento fechado aparece como disponível.
foreignBody; unanswered | Encontrei um pedaço de vidro pequeno na sopa. Liguei imediatamente, às 19h20, e ninguém atendeu. Mandei mensagem com a foto e não recebi resposta. Aguardo contato, pois o assunto é grave.
general | Horrível. Experiência desagradável do começo ao fim.
delay; cold; missingItem; packaging; unanswered; praise | Prezados, escrevo com calma e em ordem. Pedido às 12h30 para o almoço de sábado com meus quatro netos: dois parmegianas, uma lasanha, duas porções de fritas e um pudim. 13h15: status "saiu para entrega". 13h50: nada. Liguei duas vezes; ninguém atendeu. Chegou às 14h05, com a lasanha tombada e o molho espalhado na sacola, as fritas frias e sem o pudim. O sabor das parmegianas, registro com justiça, estava excelente. Mas o conjunto da experiência deixou muito a desejar.
`,
);

/** Set EL: Japanese, Chinese, Arab, Italian and Mexican delivery: raw by recipe or gone off, spice levels, pieces by count and price, young slang and critics' prose, traps. */
export const BY_OTHERS_EL = parseReviews(
  "othersEL",
  `
raw; poisoning | pedi yakisoba de frango e o frango veio rosado por dentro, passei a madrugada inteira no banheiro
praise | sashimi de salmão fresquíssimo, brilhando, derrete na boca 😍 peixe cru do jeito que tem que ser
spoiled | o salmão do combo tava com um cheiro forte, meio azedo, peixe passado mesmo. joguei tudo no lixo
missingItem | cadê o hashi gente?? comer uramaki de garfo é deprimente kkkk
missingItem | nao veio shoyu nem gengibre, so o wasabi sozinho la no canto da caixa
cold; taste | hot roll chegou gelado e murcho. hot roll frio é só roll triste
melted | o sorbet de limão virou suquinho kkkkk chegou liquido no pote
pricePortion | R$ 4,50 a PEÇA de uramaki e a peça do tamanho de uma moeda de 10 centavos. fala sério
taste | esfiha de carne sem tempero nenhum e a massa parecendo borracha
praise | kibe cru perfeito, bem temperadinho com hortelã e azeite, igualzinho o da minha avó
taste | pedi o taco "muy picante" e não ardeu NADA, zero pimenta. quem gosta de mexicano de verdade fica frustrado
taste | o burrito "levemente apimentado" é nível lava de vulcão 🔥🔥🔥 nem consegui terminar, devia avisar direito no cardápio
wrongItem | pedi shawarma de frango e veio de carne
delay; cold | 1h40 pra chegar a lasanha e chegou fria, obviamente
customisation | escrevi em MAIÚSCULO na observação: poke SEM cebola roxa. veio cheio de cebola roxa
allergy | avisei na observação que tenho alergia a camarão e tinha camarão empanado no meio do yakisoba, tive que tomar antialérgico correndo
diet | sou vegetariana, pedi a esfiha de escarola e tinha pedaço de carne moída dentro
foreignBody | achei um fio de cabelo enrolado no sushi de skin
courier; mod:courier | o entregador do iFood se recusou a entrar no condomínio, me fez descer e andar até a esquina de pijama
app; mod:app | o cupom de 20% sumiu na hora de pagar e o app cobrou o valor cheio
notDelivered | no app tá "entregue" mas meu temaki nunca chegou. to com fome até agora
delay; unanswered | pedido chegou com 1h20 de atraso, liguei três vezes na loja e ninguém atendeu
missingItem; service | faltou o molho agridoce e a atendente do whats foi super grossa quando reclamei, disse que "não é nada demais"
praise | carbonara de respeito, sem creme de leite como manda a tradição 👌 ovo, pecorino e guanciale, chorei
taste | o macarrão passou muito do ponto, virou papa
packaging | o molho do yakisoba vazou e encharcou a sacola inteira, a caixinha veio amassada
portion | combo de 20 peças mas as peças são tão pequenas que parece um de 10
price | taxa de entrega de R$ 14,90 pra 2 km? absurdo
general | decepcionante. nunca mais
 | pedi o combo família pela primeira vez
praise | chegou rapidinho e o guacamole fresquinho, nota 10
 | alguém me explica pq o wasabi sempre parece massinha de modelar verde kkkkk
praise | o outro japa do bairro me deu dor de barriga semana passada, aqui é sempre tudo limpinho e fresco, virei cliente
mod:noOrder | nunca pedi aqui mas minha vizinha disse que achou uma barata no sushi deles. cuidado gente
delay; mod:offensive | 2 horas de espera, bando de incompetente lerdo do caralho
taste; mod:hate | yakisoba salgado demais, também né, esses chinas imundos nem sabem cozinhar direito
missingItem; mod:threat | faltou o refri DE NOVO. da próxima vez eu vou aí e quebro esse balcão inteiro, sei onde vocês ficam
poisoning | passei mal a noite toda depois do poke, vou fazer denúncia na Vigilância Sanitária
paidExtra | paguei adicional de cream cheese no temaki e veio sem
wrongItem | pedi pizza de calabresa e veio portuguesa, na comanda tava o nome de outra pessoa
warmDrink | a coca veio quente e sem gás
other=nota fiscal | pedi nota fiscal com CNPJ da empresa e não mandaram, já pedi 2x
other=troco errado | paguei em dinheiro com nota de 100 e o troco veio faltando 10 reais
other=cancelaram o pedido | cancelaram meu pedido depois de 50 minutos sem nenhuma explicação
missingItem; mod:refund | veio metade do combo e o ifood negou meu reembolso, ridículo
taste; praise | O nigiri de atum apresenta corte preciso e boa temperatura, porém o arroz carece de acidez — o vinagre parece ter sido esquecido. Competente, porém sem alma.
taste; praise | O ragù, prometido como "cozido por 8 horas", tem a profundidade de um molho de sachê. A massa fresca, essa sim, tinha textura exemplar.
raw | o frango do burrito tava cru no meio, gelatinoso e rosa. perigoso isso
praise | ceviche no ponto, peixe "cozido" só no limão, cebola crocante, coentro fresco. top
praise | carpaccio fininho, alcaparras, mostarda na medida. muito bom
taste | arroz do sushi duro, parecia de geladeira, esfarelando todo
taste | arroz do sushi empapado e doce demais, parece arroz doce com peixe
missingItem | não mandaram o tarê do hot roll, hot sem tarê não existe né
missingItem | comprei a lasanha e não veio talher nenhum, comi com colherzinha de café kkkk
delay | "entrega expressa" de apenas 1h50, parabéns 👏👏👏
cold; taste | shawarma chegou frio e o pão duro
praise | esfiha aberta de queijo sensacional, massa fininha e crocante
pricePortion | R$ 68 num poke com 5 cubinhos de salmão contados e o resto arroz
portion | temaki mais cone do que recheio, basicamente arroz e alga
wrongItem | pedi temaki de salmão com cebolinha e veio skin, que eu odeio
customisation; taste | pedi o molho à parte no burrito e veio tudo misturado, a tortilla ficou encharcada e desmanchando
spoiled | o cream cheese do filadélfia tava azedo, claramente vencido
foreignBody | mordi uma coisa dura no kibe frito, era um pedaço de plástico
foreignBody; service | achei uma unha no penne, mandei foto e o restaurante respondeu que "não é nossa" e pronto
poisoning | comi o sushi às 20h e às 23h tava vomitando. eu e meu marido
courier | o motoboy da própria loja chegou fumando e praticamente jogou a sacola na minha mão
courier; missingItem; mod:courier | o entregador do app chegou com a sacola aberta, lacre rompido e faltando 2 peças do combo
app; mod:app | o rastreio ficou travado em "saiu para entrega" por 40 min sendo que o entregador nem tinha pegado. no fim chegou no horário, mas que app confuso
praise | chegou rápido, quentinho, hashi e shoyu certinhos. perfeito
praise | da última vez o hot veio frio mas hoje tava tudo perfeito, e ainda mandaram um brigadeiro de brinde
taste | mano o poke tava sem graça nenhuma, parecia que esqueceram de temperar 😐
praise | gente o hot holl desse lugar é surreal 🤤🤤🤤 crocante e quentinho
delay; courier; mod:courier | o entregador do ifood ficou rodando o bairro 40 min, dava pra ver no mapa ele indo pro lado errado. chegou tudo atrasado
melted | a sobremesa de sorvete de matchá chegou líquida, só o pote boiando
melted; praise | comida ótima como sempre, só o sorbet de manga que chegou derretido
spoiled; poisoning | o quibe tinha gosto de carne velha e fiquei com diarreia o dia todo
diet | pedi coca zero pro meu pai que é diabético e veio coca normal, ainda bem que ele percebeu
diet; poisoning | pedi a massa sem glúten e claramente era massa comum, sou celíaca e tô passando mal desde ontem
allergy | escrevi que sou alérgica a amendoim e o yakisoba veio com amendoim salpicado em cima
mod:noOrder | todo mundo sabe que eles compram peixe de quinta no fim da feira, nunca pedi e nem vou pedir
price | a esfiha subiu de 6 pra 9 reais em um mês, não dá
price | cobraram taxa de embalagem de R$ 5 que não aparecia no cardápio
raw | guioza com recheio de porco ainda rosado e gelado por dentro
taste | o rolinho primavera veio pingando óleo, dava pra fritar outro com a gordura
cold; packaging; praise | a pizza é muito boa, mas chegou morna e toda grudada na tampa da caixa, metade do queijo ficou no papelão
wrongItem | pedi nachos com cheddar e mandaram com guacamole, nem gosto de abacate
missingItem; unanswered | não veio a porção de sour cream e o restaurante não responde o chat há 1 hora
general | experiência horrível do começo ao fim
general; mod:offensive | lixo de restaurante, vão se f*der
praise | melhor burrito de SP, ponto final 🌯🔥
praise | meu namorado comeu uma colherada de wasabi achando que era guacamole e chorou 😂 mas o combo tava incrível
taste | frango xadrez com amido demais, o molho parecia cola
delay; cold; wrongItem; service | pedi um yakisoba de carne e um frango xadrez, demorou 1h30, chegou tudo frio e no lugar do frango xadrez veio frango agridoce. reclamei no chat e só responderam "ok"
packaging | o sushi chegou todo revirado na caixa, peças desmontadas e o salmão caído no fundo
packaging | a tampinha do shoyu abriu no caminho e melou tudo dentro da sacola
delay; unanswered | mais de 2h esperando e o telefone só chama
service | o dono respondeu minha avaliação me chamando de mentiroso. lindo
taste; praise | massa da esfiha é ótima, mas o recheio de frango veio seco demais
praise | Temaki de atum com equilíbrio notável entre nori crocante e arroz morno. Raro encontrar essa atenção ao detalhe no delivery.
pricePortion; taste | Pelo preço cobrado — R$ 189 o omakase para um — esperava-se mais do que oito peças de cortes irregulares e um salmão sem brilho. Quantidade modesta, execução pior.
praise | primeira vez pedindo sashimi, não sabia que era peixe cru kkkk mas curti muito
app; mod:app | o app não deixou pagar no pix, travou três vezes e tive que pôr no cartão
notDelivered; unanswered | pedido nunca chegou, liguei e ninguém atendeu
notDelivered; mod:refund | o pedido não chegou e até agora o ifood não devolveu meu dinheiro, já faz 10 dias
customisation | pedi a carne do shawarma bem passada e veio mal passada
warmDrink; praise | comida impecável, só o guaraná que veio quente
delay; cold; missingItem | chegou 50 min depois do previsto, frio e sem hashi nem guardanapo
taste | o molho branco do penne veio talhado, todo separado
spoiled | a coalhada que acompanha o kibe tava com bolor na tampa
foreignBody | veio um grampo de cabelo no meio do fettuccine
praise | o dono mandou bilhetinho escrito à mão agradecendo, fofos demais 🥹
delay; mod:hate | demorou uma eternidade, também né, contrataram esses paraíba que não sabem nem ler endereço
other=não aceitaram VR | o cardápio diz que aceita vale refeição na entrega e na hora a loja disse que não aceita, tive que fazer pix correndo
other=excesso de plástico | tudo embalado em isopor e plástico, três sacolas pra um temaki. zero sustentável
raw; poisoning | a carne de porco do taco al pastor veio crua no meio, passei mal no dia seguinte
taste | o guacamole veio escuro, oxidado, sem limão nenhum
spoiled | o pico de gallo tava fermentando, com bolhinha e gosto azedo
missingItem; praise | tudo gostoso mas a porção de kibe de 6 unidades veio com 4
pricePortion | 12 reais numa esfiha do tamanho de uma tampinha de garrafa
delay; praise | demorou bem mais que o previsto, mas o sabor compensou, o yakimeshi é divino
praise | tava com medo de demorar por causa da chuva mas chegou em 25 min, quentinho
courier | o motoboy foi grosso quando pedi pra ele esperar eu descer
courier; mod:courier | o entregador do ifood me xingou porque levei 2 minutos pra descer
praise | puta que pariu que temaki bom da porra
taste | o nhoque tava duro, parecia borracha
cold | a pizza chegou gelada, o queijo já endurecido
wrongItem | veio pizza grande em vez da gigante que eu paguei
missingItem | pedi 2 refri e veio 1
paidExtra | paguei borda recheada de catupiry e a pizza veio sem borda
paidExtra; service | paguei guacamole extra, não veio, e no chat disseram que "acabou" e ficou por isso mesmo
app; mod:app | o app mostrava o restaurante aberto, deixou eu pedir e depois cancelou sozinho sem explicação
taste | a pimenta "nível 1 suave" do ramen quase me matou, devia ser nível 5
customisation | escolhi pimenta nível 5 e coloquei "bem ardido" na observação, veio sem ardor nenhum
praise; taste | O shawarma tem carne bem marinada, com notas de cardamomo; o pão sírio, contudo, chegou ressecado e a toum carecia de intensidade.
wrongItem | slk pedi o combo com hot e veio só peça crua 😭 nada a ver
spoiled | o sushi de camarão tava com cheiro de amônia
raw | pedi taco de frango e o frango tava cru por dentro, mole e rosado
portion | uramaki cortado tão fino que dava pra ler jornal através
delay; service | atrasou 1h e toda vez que eu perguntava a resposta era "já tá saindo". umas 5 vezes
taste | tempurá mole e encharcado, zero crocância
cold; melted | yakisoba frio e sorvete derretido, parece que trocaram as temperaturas kkk
missingItem | faltou o pão sírio que vem com o homus, comi homus de colher igual doido
taste | o salmão do poke tava com textura pastosa, estranha
spoiled | atum marrom e com cheiro, isso não se vende
 | pedi o combo 40 peças pra festa do escritório
praise | troquei o japa da esquina (que vivia atrasando) por esse e foi a melhor decisão do ano
 | avaliação errada, era pro outro restaurante que eu pedi ontem, desculpa
 | meu shoyu acabou antes do sushi, como sempre. problema meu kkkk
foreignBody; mod:offensive | cozinheiro porco, achei um pedaço de esponja de aço no yakisoba. nojentos
wrongItem; mod:threat | veio tudo errado de novo. se não resolverem eu posto o endereço do dono e a placa do carro dele no grupo do bairro
`,
);

/** Set EM: who is to blame: the marketplace's app, courier, refund and coupons, the store, and the customer's own slips, told side by side. */
export const BY_OTHERS_EM = parseReviews(
  "othersEM",
  `
notDelivered; courier; mod:courier | entregador marcou como entregue e sumiu. NUNCA chegou nada aqui, fiquei sem janta e com cara de palhaço
other=cancelaram o pedido | aceitaram o pedido e 20 min depois cancelaram sem explicação nenhuma. poxa, era aniversario do meu filho
praise; app; mod:app | pizza maravilhosa como sempre, só o cupom de 15 que o app não deixou usar de jeito nenhum, ficava "cupom inválido"
price; app; mod:app | COBRARAM DUAS VEZES no cartão pelo mesmo pedido. o app diz que é "pré-autorização" e que some sozinha, já faz 5 dias
praise | coloquei o endereço errado (culpa minha, morei lá ano passado kkk) e a loja foi super paciente, mandou de novo sem cobrar nada. nota 10
courier; mod:courier | motoboy do app se recusou a subir, moro no 3º andar sem elevador com bebê de colo e ele disse q "não é obrigado"
missingItem; mod:refund | faltou a coca 2L e o ifood só estornou metade do valor dela. metade? a coca veio pela metade por acaso?
notDelivered; mod:refund | aparece como entregue, não recebi nada, abri reclamação e o app negou o reembolso pq "o entregador confirmou". confirmou pra quem??
praise | o entregador pediu o código de entrega, passei e pronto. lanche quentinho e bem montado, tudo certo
courier; mod:courier | o rapaz do ifood me ligou 4 vezes pedindo o código antes de chegar e quando eu desci ele ainda tava a 2 quadras. calma né
taste; delay | hamburguer passou muito do ponto, parecia sola de sapato. e ainda levou 1h20
praise | cliquei errado e pedi sem queijo, culpa minha kkkk mas mesmo assim o lanche tava mto bom
app; mod:app | rastreio mostrou o motoboy parado na mesma esquina por 40 min e o chat de suporte do app só mandava resposta automática
delay; app; mod:app | o app prometia 30-40 min, chegou com 1h30. a previsão desse aplicativo é ficção científica
cold; missingItem | batata fria e veio sem o ketchup que eu pedi
wrongItem | veio o pedido de outra pessoa, no saco tava escrito Juliana. eu me chamo Marcos
price | paguei pelo app e na entrega ainda quiseram me cobrar de novo na maquininha. ainda bem que conferi
 | pedi o combo família de novo
general | péssimo. nunca mais
notDelivered; courier; mod:courier | status "entregue" 21:14. eu tava NA PORTA às 21:14. ninguém apareceu. entregou pra quem, pro meu portão imaginário?
app; mod:app | o app cancelou sozinho meu pedido por "falha no pagamento" mas o dinheiro saiu da conta. a loja nem tem culpa, mas fiquei sem janta
praise; app; mod:app | comida nota mil. o problema é o aplicativo que recusou meu pix 3 vezes seguidas
packaging; courier; mod:courier | o entregador do app chegou com o lacre da sacola rasgado e disse que "já veio assim da loja". sei não hein
missingItem; service | faltou o açaí da minha filha, liguei e a moça da loja disse que "no sistema consta que foi". foi pra onde então?
diet | pedi coca zero e veio normal, sou diabético. o resto ok
delay; cold | 2h de espera pra receber um yakisoba gelado. obrigado pela experiência
app; mod:app | o cupom PRIMEIRACOMPRA sumiu do carrinho na hora de pagar e acabei pagando cheio 🙃
praise | erro meu, deixei o endereço do trabalho no pedido. o motoboy ligou, esperou eu chegar e foi educadíssimo. valeu demais 🙏
courier; mod:courier | entregador do ifood jogou a sacola por cima do portão e foi embora sem tocar a campainha
packaging; courier; mod:courier | o caldo veio derramado dentro da bag do motoboy do app, ele mesmo disse que "a moto caiu num buraco"
taste; foreignBody | massa sem sal nenhum e ainda achei um fio de cabelo no meio. aí não dá
notDelivered; app; mod:app | o pedido sumiu do app, não aparece em andamento nem no histórico, mas o débito tá no cartão e a comida nunca veio
wrongItem; mod:refund | veio calabresa no lugar de marguerita. pedi reembolso e o app me ofereceu cupom de 5 reais. 5 reais numa pizza de 60??
praise; courier; mod:courier | comida ótima, mas o motoboy do app fumando na minha porta com a sacola na mão foi demais
praise; courier | o motoboy é da própria pizzaria e foi grosso pq pedi troco pra 50. pizza boa, atendimento na porta péssimo
other=troco errado | paguei em dinheiro e o troco veio faltando 10 reais
notDelivered | esperei a noite inteira e o lanche nunca chegou. nem sinal
courier; mod:offensive | motoboy filho da puta não quis subir e ainda me mandou descer "rapidinho". vagabundo
notDelivered; mod:threat | pedido nunca chegou. se meu dinheiro não voltar até amanhã vou aí pessoalmente quebrar essa espelunca
mod:noOrder | nunca comi aí mas no grupo do condomínio tão dizendo que acharam barata na marmita de vocês. vergonha
courier; mod:hate | só podia ser baiano né, entregador preguiçoso que não quer subir dois andares
delay | "saiu para entrega" às 20h e chegou 21:40. ninguem merece
service | confesso que errei o número da casa, mas a loja disse que o problema era meu e não quis nem tentar falar com o entregador. grosseria desnecessária
wrongItem | cliquei em média e o que veio foi uma brotinho. conferi o pedido no app, o erro não foi meu
 | cliquei no tamanho errado, veio a pequena mesmo. culpa minha, da próxima presto atenção
portion | a porção de fritas tá cada vez menor, hoje veio meio saquinho
pricePortion | 48 reais num poke com 5 cubinhos de salmão. tá de brincadeira
raw | frango cru por dentro, rosinha. joguei metade fora
poisoning | passei a madrugada vomitando depois do strogonoff de vocês. nunca tive isso antes
spoiled | o molho tava azedo, cheiro de estragado
allergy | avisei na observação que sou alérgica a camarão e veio camarão no risoto. podia ter ido parar no hospital
customisation | escrevi SEM CEBOLA em caps na observação e veio cheio de cebola. leram?
melted | o sorvete chegou sopa. e olha que a entrega foi rapidinha, uns 15 min, então alguém montou isso errado
warmDrink | refri quente e sem gás
paidExtra | paguei bacon extra e cadê o bacon? nem sombra
praise | melhor açaí da região, e o entregador ainda desejou bom apetite
delay; app; mod:refund | demorou 2h, pedi pra cancelar e o app não deixou pq "já saiu para entrega". depois disso o ifood se recusou a devolver qualquer centavo
other=cancelaram o pedido; unanswered | a loja cancelou meu pedido às 23h e tentei ligar pra saber o motivo, ninguém atende
missingItem; unanswered | faltou o guaraná, mandei msg no chat da loja e até agora nada
app; mod:app | o app mostrou a rota do entregador indo pro lado oposto da minha casa por meia hora kkkk tracking de enfeite
notDelivered; courier; mod:courier | o entregador escreveu no chat "deixei na portaria". meu prédio NÃO TEM portaria
notDelivered; courier; mod:courier | ele exigiu o código antes de entregar, beleza, mas eu tava sem celular na hora e ele simplesmente foi embora com meu lanche
praise | gente eu que esqueci de colocar o número do apê, o motoboy ficou rodando e mesmo assim chegou quentinho. desculpa moço kkk
taste; service | pastel encharcado de óleo e quando reclamei no chat a loja respondeu "é assim mesmo"
price | taxa de entrega de 14 reais pra 2km. piada
price; app; mod:app | a taxa de entrega mudou de 5 pra 12 entre o carrinho e o pagamento. só percebi depois. app malandro
praise; delay | adoro o temaki de vocês mas hoje demorou quase 2 horas
general | decepcionante
praise | perfeito!!!
wrongItem; mod:refund | mandaram o pedido do vizinho, o ifood reembolsou só o frete e disse que o resto "não se enquadra". enquadra onde
missingItem; mod:refund | veio sem o hambúrguer (só o pão e a batata kkk) e o app reembolsou parcial. eu quero o valor do lanche, não 40%
notDelivered; mod:refund | "entregue" e nada aqui. o atendimento do ifood disse que "após análise" não vai reembolsar. análise de quê? tem câmera no meu prédio mostrando que ninguém veio
app; mod:app | o app não deixa editar o endereço depois de confirmar. percebi o erro em 10 segundos, culpa minha errar, mas custava deixar corrigir?
 | erro meu no endereço e o pedido foi pra casa da minha mãe do outro lado da cidade. a loja não teve culpa nenhuma, só deixo registrado
courier; mod:courier | o cara chegou e disse que não ia entrar no condomínio, que eu tinha que ir até a guarita que fica a 500m. chovendo
delay; courier; mod:courier | vi no app que o pedido ficou pronto rapidinho, mas o motoboy fez mais 3 entregas antes da minha. chegou 1h depois
praise; courier; mod:courier | a loja mandou tudo certinho e bem embalado, já o entregador do app derrubou o copo de suco na escada e disse "aí é com o app"
price; mod:refund | fui cobrada duas vezes, o banco mostra as duas, e o ifood diz que só reconhece uma e não vai estornar
packaging | a tampa do açaí veio aberta e lambuzou tudo
foreignBody | achei um pedaço de plástico duro no meio do arroz
foreignBody; service | tinha um grampo no x-salada e a resposta da loja foi "deve ser do senhor". sério isso
praise; other=nota fiscal | comida boa mas pedi nota fiscal 3 vezes e nunca mandaram
wrongItem; diet | sou vegano, pedi o burger de grão de bico e veio de carne. mordi antes de perceber 🤢
customisation; taste | pedi bem passado e veio mal passado e borrachudo
portion | esse "grande" é do tamanho de um médio de qualquer lugar
delay; app; mod:app | o app mandou notificação "seu pedido chegou!" e ele chegou 50 minutos depois. quase desci pra rua atoa
app; mod:app | fiz o pedido, o app travou, pedi de novo e aí vieram DOIS pedidos iguais. a loja não tem culpa mas agora tô com 2 pizzas e 2 cobranças
price; app; praise; mod:app | o app cobrou a taxa de entrega duas vezes, sei que não é culpa de vocês. a pizza veio perfeita
cold; courier; mod:courier | comida fria pq o entregador do app ficou 25 min parado na frente do meu prédio mexendo no celular. vi da janela
delay; service | liguei pra saber do pedido depois de 1h e o cara disse "já vai" e desligou na minha cara
unanswered; delay | 1h40 e ninguém atende o telefone da loja. pelo menos responde né
notDelivered; unanswered | nunca chegou e o whatsapp da loja só visualiza
service | a dona da loja me respondeu aqui com ironia dizendo que eu "não sei comer comida japonesa". ok
praise | a gente reclama, então quando é bom tem que falar: entrega rápida, tudo quentinho, embalagem caprichada
missingItem | não vieram os talheres nem os guardanapos
missingItem; paidExtra | faltou o molho da casa E o adicional de cheddar que eu paguei
wrongItem; missingItem | mandaram suco de laranja em vez de maracujá e esqueceram a sobremesa
mod:noOrder | o pessoal aqui do bairro sabe que vocês usam carne de segunda. todo mundo sabe, só o ifood que não
cold; mod:offensive | comida fria de novo, cambada de incompetente. vocês são um lixo
taste; mod:offensive | o cozinheiro de vocês é um animal, esse strogonoff tá intragável
courier; mod:threat | o motoboy foi grosso comigo, anotei a placa dele e da próxima vez ele vai ver o que é bom
general; mod:offensive | lixo de restaurante, bando de ladrão
praise; wrongItem | erraram o sabor do suco mas a moça da loja ligou pedindo desculpas e mandou outro. assim sim
praise | o motoboy pediu o código, conferiu meu nome e entregou em mãos. assim que tem que ser, parabéns
app | a loja divulgou cupom de 20% no insta e no app dizia "cupom não existe". divulga e não cadastra?
price | o preço no app tava 8 reais mais caro que o do cardápio que vocês postam no insta
praise; price | comida excelente, só acho o preço salgado
other=cancelaram o pedido; mod:refund | a loja cancelou e o estorno não caiu até hoje, o app fala em prazo de até 30 dias. 30 DIAS
other=cancelaram o pedido | cancelaram pq "acabou o entregador". então não abre a loja né
app; mod:app | o app mandou "pedido cancelado pelo restaurante" mas liguei e a loja disse que NÃO cancelou. alguém tá mentindo e eu continuo com fome
notDelivered; courier; mod:courier | motoboy ligou dizendo que não achou o endereço e desistiu. meu endereço tá certinho no mapa, fica do lado da padaria
courier; mod:courier | o entregador pediu pra eu marcar como recebido no app antes de me dar a sacola. achei bem suspeito
price; app; mod:app | paguei a entrega "rápida" de 4,99 a mais e veio no mesmo tempo da normal. rápida onde
praise | comida caseira de verdade, tempero de vó
 | pedi pro meu irmão, ele que vai avaliar depois
praise; portion | pastel gostoso mas recheio minúsculo
spoiled; poisoning | o peixe tava com cheiro forte e passei mal a noite toda
raw; unanswered | sushi cru é normal kkk mas o frango do yakisoba veio cru, mandei msg pra loja e ignoraram
melted; delay | milk-shake virou leite batido, 1h10 de entrega num calor de 35 graus
warmDrink; praise | o açaí tava perfeito, só a cerveja que veio quente
packaging; missingItem | sacola rasgada, o molho vazou e faltou um dos dois refrigerantes
customisation | pedi molho à parte e veio tudo afogado
service | pedi pelo chat da loja pra trocar a bebida antes de sair e a atendente disse "não dá". custava?
courier; praise | a comida tá sempre boa, mas o entregador de vocês (da loja mesmo) buzinou 10 vezes às 23h e acordou meu filho
app; praise; mod:app | o app não deixa avaliar o entregador separado da loja, então vai aqui: loja 5 estrelas, app 1
notDelivered; mod:refund | pedido extraviado, o próprio ifood admitiu que o entregador teve problema, mas devolveram em crédito no app e não no cartão. quero meu dinheiro
courier; mod:courier | o entregador nem pediu código, deixou a sacola com o vizinho de baixo e marcou como entregue. tive que ir bater na porta do vizinho
delay; wrongItem; cold | demorou, veio errado e frio. trifeta 👏👏
praise; delay; app; mod:app | comida nota 10 como sempre. só que o app mostrou "entregador a caminho" por 50 min e o cara ainda tava esperando outro pedido
mod:noOrder | vi no tiktok que essa loja foi interditada pela vigilância sanitária, alguém confirma? nem pedi ainda
price; service | cobraram a embalagem à parte (3 reais!) e quando perguntei o atendente disse "se não quiser não pede"
portion; service | a porção "serve 2" não serve nem uma pessoa, e o dono ainda respondeu que eu sou "exagerado"
praise | eu mesma agendei pro horário errado kkk culpa minha. chegou certinho na hora marcada, tudo ótimo
courier; mod:courier | 😡😡 motoboy pediu pra eu descer pq "não podia deixar a moto sozinha". moro no 12º andar
price; praise; app; mod:app | vocês são ótimos, o problema é o ifood: o cupom aplicou no carrinho mas cobraram o valor cheio no cartão. já mandei print pro suporte
price; app; mod:app | cobrança em dobro no cartão DE NOVO, segunda vez esse mês. se não estornarem vou no procon
service; mod:hate | atendente bicha, deve ser por isso que é tão grosso no telefone
delay; app; mod:app | atrasou 1h e o app me deu um cupom de desculpas que só vale em pedido acima de 80 reais. valeu por nada
courier; mod:courier | o entregador ficou pedindo gorjeta pelo chat do app, mandou 3 mensagens. constrangedor
cold | escolhi sem querer a unidade longe e não a do centro, culpa minha, mas mesmo assim a comida chegou morna
packaging | chegou em 20 min, mas parecia que tinham chacoalhado o pote, a salada virou purê
price; app; mod:app | o app me cobrou uma "taxa de serviço" de 1,99 que eu não vi em lugar nenhum antes de pagar
app | no perfil da loja diz que aceita vale refeição, mas na hora de pagar o app diz que a loja não aceita. arruma isso
customisation; app; praise; mod:app | vou ser justa: a loja errou (veio com picles que pedi pra tirar), o app errou (não aplicou os 10 off do cupom) e eu errei o complemento do endereço, então o motoboy rodou. mas ele foi um amor e o lanche, fora o picles, tava ótimo
taste; praise | a batata veio mole, mas o entregador foi super simpático
taste | eu mesmo esqueci de marcar "sem cebola", então não reclamo da cebola. agora, a carne tava seca demais
missingItem; mod:refund | o lanche veio sem o pão, literalmente, e o ifood não deixa pedir reembolso pq "passou o prazo de 2h". eu tava no trabalho
packaging; missingItem | recebi com o lacre de segurança violado e faltando uma das esfihas
notDelivered | boa noite. pedido 4521. não chegou. aguardo retorno.
unanswered | mandei msg 5x no chat da loja avisando que eu tinha errado o endereço e ninguém respondeu, aí o motoboy foi pro lugar errado
`,
);

/** Set EO: orders for a team or a party: office lunches, children's parties, churrasco kits and party trays, counts of what came, timing around an event. */
export const BY_OTHERS_EO = parseReviews(
  "othersEO",
  `
missingItem | pedi 12 marmitas pra equipe do escritório e vieram 11, o Rodrigo ficou sem almoço e teve que dividir com a gente
praise | 40 marmitas chegaram certinhas às 11h50, todas quentes e etiquetadas com o nome de cada um. a equipe amou, parabéns
delay | festa do meu filho era 15h, o kit de salgadinhos chegou 16h20 quando metade dos convidados já tinha cantado parabéns e ido embora
wrongItem | encomendei o cento de salgadinhos SORTIDOS e veio 100 coxinhas. cadê a bolinha de queijo, o risole, a esfiha??
cold | almoço de domingo pra família toda e a lasanha família chegou fria no meio, tive que levar pro forno com todo mundo esperando na mesa
taste; praise | a picanha do kit churrasco estava ótima mas a linguiça toscana veio salgada demais, ninguém conseguiu comer mais de um pedaço
raw | pedi o kit churrasco JÁ ASSADO justamente pra não ter trabalho e o frango veio cru por dentro, só vimos quando meu cunhado cortou
praise | tava com medo de chegar frio pq era comida pra 30 pessoas, mas veio tudo pelando. recomendo demais
missingItem | vieram as 20 marmitas mas nenhum talher, nenhum guardanapo. metade da equipe comeu com a colherzinha do café kkkk
packaging | o strogonoff vazou dentro da sacola e sujou as outras 8 marmitas, umas 3 chegaram boiando no molho
pricePortion | R$ 280 num cento de salgadinho de festa e os salgados são do tamanho de uma unha. caro demais pro que vem
portion | as marmitas executivas vieram bem menores que as da semana passada, o pessoal do escritório voltou pra mesa com fome
foreignBody | achei um cabelo enorme na travessa de arroz do almoço de domingo, minha sogra viu e ninguém mais quis encostar na comida
poisoning | metade da equipe passou mal depois do almoço de ontem, 5 pessoas com diarreia. todas comeram a marmita de frango de vcs
allergy | avisei na observação que um dos convidados tem alergia a camarão e pedi pra separar. veio camarão misturado na bandeja de salgados sem identificação nenhuma e ele teve reação
diet | pedi 3 marmitas veganas pro pessoal do time que não come carne e o feijão veio cheio de bacon
courier; mod:courier | o entregador do ifood se recusou a subir com as 25 marmitas, disse que não era obrigado, tive que descer 3 vezes de elevador pra buscar tudo
app; mod:app | o cupom corporativo não funcionou no pedido grande, o app dizia que o valor mínimo tinha sido atingido mas não aplicava o desconto de jeito nenhum
delay; unanswered | o pedido de 60 esfihas atrasou e liguei 4 vezes no número da loja, ninguém atendeu. mandei msg no chat também, nada
service | perguntei no chat se dava pra adiantar a entrega do kit festa em meia hora e a atendente respondeu "se quiser cancela". grossa demais
general | que decepção. era o aniversário de 60 anos da minha mãe e vcs conseguiram estragar. nunca mais
praise | melhor mini pizza da cidade, as crianças da festa devoraram tudo em 10 minutos 😍🍕
 | pedimos pra festa da firma o combo de 50 salgados + 2 refri de 2L
warmDrink | os 6 refrigerantes de 2 litros chegaram quentes. festa infantil em pleno dezembro com refri quente, ninguém merece
melted | o pote de sorvete de 2L pro aniversário chegou virado sopa, as crianças tomaram de canudinho 🙃
delay; cold | marmitas chegaram 13h40 sendo que nosso horário de almoço acaba 13h. metade da equipe voltou pro trabalho sem comer e quem comeu, comeu frio
missingItem; paidExtra | paguei adicional de farofa e vinagrete no kit churrasco e nao veio nenhum dos dois
price | a taxa de entrega do pedido grande ficou R$ 35, mesmo endereço de sempre onde pago 7. não faz sentido cobrar mais só pq tem mais marmita
price | cobraram 2x a bandeja de frios no cartão, só pedi uma e só veio uma
customisation | pedi as 10 marmitas SEM CEBOLA, escrevi em maiúsculo na observação, todas as 10 vieram com cebola
praise | o pessoal do rh fez o pedido de 30 marmitas pra confraternização e foi um sucesso. ninguém reclamou de nada, nem o chato do financeiro kkk
taste | a coxinha tava massuda e o risole encharcado de óleo, escorria na mão das crianças
spoiled | a maionese do kit almoço de domingo veio azeda, cheiro forte de longe. joguei a travessa inteira fora
wrongItem; notDelivered | chegou o pedido de outra empresa! 18 marmitas com o nome de outra firma na etiqueta e as nossas nunca chegaram
notDelivered | app mostrou entregue às 12h15 e ninguém recebeu as 15 marmitas aqui na recepção, perguntei pro porteiro e nada
missingItem; mod:offensive | faltou 2 pizzas do pedido da festa, seus incompetentes do caralho, não sabem nem contar até 10
delay; mod:threat | estragaram a festa da minha filha com 2h de atraso. sei onde fica a loja e sei a hora que vcs fecham, vou passar aí e vcs vão ver o que é bom
service; mod:hate | a atendente paraibana não entendeu nada do que eu falei no telefone, por isso que nordestino não serve nem pra atender pedido
mod:noOrder | nunca pedi aí mas a mãe de um amiguinho do meu filho disse que serviram salgado estragado numa festa e umas crianças passaram mal. cuidado pessoal
notDelivered; mod:refund | pedido de 50 salgados nunca chegou e o ifood negou meu reembolso dizendo que foi entregue. absurdo, to no prejuízo
praise | kit churrasco p/ 10 pessoas veio muito bem servido, sobrou carne pro dia seguinte. picanha no ponto certinho
praise | da outra vez as esfihas vieram frias mas hj vieram quentinhas, 40 esfihas perfeitas
delay | agendei com 2 dias de antecedência pra chegar 11h e chegou 12h30. pra que serve agendar então?
missingItem | o bolo veio mas as velas e os garfinhos descartáveis que faziam parte do kit festa não
packaging | a caixa das mini pizzas veio amassada e as pizzas grudaram na tampa, metade ficou sem queijo
cold; taste | batata frita pra 20 pessoas chegou murcha e fria, parecia borracha
courier; cold | o motoboy da loja ficou meia hora parado na frente do prédio sem interfonar nem ligar, quando finalmente subi as marmitas já tavam mornas
diet | pedi refri zero pros diabéticos da família, a vó inclusive, e mandaram os 3 normais. almoço de domingo e a vó sem poder beber nada
general | pedido de festa com vcs é sempre um sofrimento. péssima experiência
taste | o arroz das marmitas veio empapado e o feijão sem sal nenhum, parecia comida de hospital
portion; praise | a comida é muito gostosa mas a bandeja "serve 10" serve no máximo 5, tivemos que pedir outra
pricePortion | 189 reais numa "bandeja família" que deu pra 4 pessoas comerem mal. preço de buffet e quantidade de lanche
wrongItem | pedi mini pizzas de calabresa e mussarela e vieram todas de atum. metade das crianças não come peixe
raw | a costela do kit churrasco pronto veio vermelha e crua perto do osso, tivemos que jogar na brasa de novo
missingItem; service | liguei pra avisar que faltou 1 marmita e o cara disse que "a contagem tava certa" e desligou na minha cara
foreignBody | pedaço de plástico duro no meio do arroz de uma das marmitas, um colega quase quebrou o dente
poisoning; spoiled | minha família toda vomitou domingo à noite depois do frango assado de vcs, e o frango já tinha chegado com um cheiro estranho
other=nota fiscal | precisava da nota fiscal com o CNPJ da empresa pra pedir reembolso do almoço da equipe no financeiro e até agora não mandaram
other=cancelaram o pedido | a loja cancelou o pedido de 80 salgados 1 hora antes da festa, sem explicação nenhuma. tive que correr no mercado e comprar salgado congelado
 | vou fazer o pedido da festa do meu filho aqui no sábado, espero que não atrase como dizem
praise | atendimento nota 10, a moça do whats me ajudou a montar o cardápio da festa pra 40 pessoas com toda paciência do mundo
missingItem | contei as coxinhas: 87. pedi o cento. faltaram 13
wrongItem | pedi 5 marmitas G e vieram 5 P, paguei pelas grandes
customisation | pedi pra mandar o molho separado pra não encharcar as mini pizzas no trajeto e veio tudo coberto de molho
delay; mod:offensive | a festa acabou e o kit chegou depois. bando de lerdo, vcs são uma piada
service | pedi pra trocar 5 marmitas de carne por frango no chat 2 minutos depois de pedir e disseram que "não dá mais", nem tentaram
price | o preço do kit no cardápio era 149 e na hora de pagar foi 179, ninguém soube explicar a diferença
cold; taste | a feijoada de sábado pra família chegou gelada e o torresmo mole
delay; praise | atrasou uns 40 min mas a comida estava tão boa que a família nem reclamou muito. parmegiana top
praise | todo mundo falou que ia demorar por ser pedido grande, mas em 35 min chegaram as 22 marmitas. impressionante
missingItem | faltou o refri de 2L do combo festa e o molho de alho das esfihas
packaging | as marmitas de isopor vieram abertas, a tampa de 4 delas soltou e o feijão misturou com tudo na sacola
taste | salgadinho requentado, dá pra sentir de longe. coxinha dura por fora e seca por dentro
spoiled | o pudim da sobremesa da família veio com gosto azedo e a calda com espuminha, claramente passado
foreignBody | tinha um grampo de cabelo dentro da lasanha. UM GRAMPO. na frente dos meus pais
allergy | meu sobrinho é alérgico a amendoim, perguntei no chat e disseram que os doces não tinham. o de paçoca veio misturado na mesma bandeja e ele comeu. fomos parar na UPA
diet | pedi a marmita sem glúten pra minha colega que não pode comer trigo e veio com farofa de rosca por cima
missingItem; courier; mod:courier | o entregador do ifood abriu a caixa dos salgados, faltavam uns 10 e ele ainda tava com farelo na camisa
delay | festa começava 19h, o salgado chegou 21h. bom saber que vcs entregam pro pós-festa 👏👏👏
general | horrível. pedido grande com vocês nunca mais
praise | kit churrasco pra família: carne macia, pão de alho gostoso, farofa caprichada. o domingo foi perfeito
portion | a porção de fritas "pra 6 pessoas" vem numa caixinha que não enche a mão de 2
wrongItem; missingItem | veio suco de laranja no lugar do guaraná e faltou um dos 3 frangos assados
unanswered | mandei mensagem 3 dias antes pra confirmar a encomenda dos 200 salgados e nunca responderam. no dia até chegou, mas que ansiedade
service; praise | a comida é ótima, mas o dono foi super grosso quando pedi pra mudar a data da encomenda com uma semana de antecedência
taste | a esfiha de carne tava DOCE??? sei lá o que colocaram, ninguém da festa comeu
delay; cold; missingItem | demorou 1h50, chegou frio e ainda faltou justo a marmita do chefe. ótimo dia pra mim
pricePortion | kit festa p/ 20 crianças por 250 reais com 3 mini pizzas por criança e meio copo de refri. caríssimo pelo tanto que vem
paidExtra | paguei borda recheada nas 6 pizzas da festa e nenhuma veio com borda
other=troco errado | paguei as 30 marmitas em dinheiro, dei 500 e o troco veio 20 reais a menos
 | pedido da equipe de sexta, o mesmo de sempre: 8 executivos e 6 fit
melted | o bolo de sorvete da festa chegou derretendo, a cobertura escorreu pela caixa toda
warmDrink | as 12 latinhas vieram quentes e a coca de 2 litros sem gás nenhum
mod:noOrder | sou dona de buffet aqui do bairro e digo: esse lugar usa óleo de semanas e congela salgado de festa pra vender depois. fujam
courier; mod:hate | mandaram um entregador viado que ficou de frescura pra subir com as caixas até o 3º andar
missingItem; mod:threat | faltaram 30 salgados DE NOVO. na próxima eu vou aí e quebro essa lanchonete inteira, to avisando
poisoning | 4 crianças da festa com vômito depois das mini pizzas. já fiz denúncia na vigilância sanitária e vou procurar o procon
raw | o frango da bandeja veio cru no meio, rosado e soltando sangue. querem matar a gente?
praise | pedi pela primeira vez pra reunião de diretoria e fiquei bem na fita. apresentação linda, bandeja de frios caprichada
delay; service | atrasou 1h e quando liguei a moça disse que pedido grande é assim mesmo e que eu devia ter pedido antes. PEDI 2 DIAS ANTES
customisation | escrevi que 4 das marmitas eram sem pimenta pq são pras crianças, vieram todas apimentadas
missingItem | das 3 travessas que pedi (arroz, maionese e farofa) só vieram 2, a maionese ficou na loja
app; mod:app | o rastreio ficou travado em "preparando" por 1h20 e o pedido já tinha saído, ninguém sabia onde tava
missingItem; mod:refund | faltaram 6 marmitas e o app só me devolveu o valor de 2. abri chamado e negaram o resto
taste; praise | a mini pizza é uma delícia, só o kibe que tava muito seco
praise | meu marido jurou que ia vir tudo errado, 50 salgados pra festa e não faltou nenhum, contei um por um 😂
cold; packaging | as marmitas vieram numa sacola plástica comum, sem bolsa térmica, chegaram geladas e uma veio tombada
wrongItem; customisation | veio bolo de chocolate no lugar do de morango e com o nome errado. "parabéns Enzo" e meu filho chama Arthur
general | não recomendo pra festa. decepcionante demais
portion | a picanha do kit "500g" não tinha nem 300, pesei aqui em casa
other=marmitas sem identificação | as 30 marmitas vieram sem nome nenhum, impossível saber qual era a fit, qual era a sem lactose, virou bagunça na copa
courier; packaging | o motoboy chegou gritando no interfone e jogou as caixas no balcão da portaria, duas pizzas viraram de ponta cabeça
price | R$ 3 de taxa por embalagem em CADA marmita? pedi 40, são 120 reais só de embalagem
diet | pedi a bandeja vegetariana pra confraternização e tinha presunto no meio das mini quiches
praise | a vó fez 90 anos e o almoço de vocês deixou todo mundo feliz. obrigada pelo cartãozinho ❤️
poisoning | eu e mais 3 colegas com dor de barriga a tarde toda depois da marmita de peixe
missingItem; service | veio sem os 20 pães de alho, liguei e disseram que tinha acabado e que iam "compensar na próxima". e o meu dinheiro?
taste | a carne do churrasco veio com gosto de queimado e dura, tipo sola de sapato
delay | kkkkk agendei pra 12h chegou 14h, a reunião já tinha acabado e a diretoria almoçou no restaurante do lado
foreignBody | barata na bandeja de salgados. nojento. tirei foto e mandei pro chat
praise | não sou de elogiar mas tenho que dar o braço a torcer, 35 marmitas sem um erro
cold; praise | sabor ótimo como sempre mas o frango assado chegou frio, domingo pede comida quente né
wrongItem | pedi 30 marmitas de frango e 10 de carne, vieram 40 de frango
missingItem | cadê os 2 litros de guaraná do combo??
packaging | mandaram o caldo de feijão num saquinho amarrado que estourou dentro da caixa dos salgados
packaging | as mini pizzas vieram empilhadas uma em cima da outra sem papel no meio, grudou tudo e virou uma massa só
spoiled | o bolo de aniversário tinha mofo embaixo do chantilly, percebemos na hora de cortar na frente dos convidados
general | experiência péssima do começo ao fim, a festa do meu filho foi um fiasco por causa de vcs
praise | sexta tem churrasco da firma e já é o terceiro mês pedindo o kit de vocês. qualidade mantida, parabéns
delay; praise | comida maravilhosa, todo mundo elogiou, mas 1h de atraso num pedido agendado não dá
unanswered; missingItem | faltaram 2 marmitas, tentei falar com a loja no chat por 40 min e ninguém respondeu
customisation; praise | as mini pizzas estavam ótimas mas pedi metade sem orégano e veio tudo com orégano
notDelivered | esperei até as 15h e o pedido dos 40 salgados nunca apareceu. festa sem salgado, valeu
delay; service | a dona da loja me respondeu no whatsapp com um áudio de 3 min me dando bronca só porque reclamei do atraso de 1h
pricePortion | 35 reais a marmita "executiva" com 4 pedacinhos de carne. pra equipe toda saiu uma fortuna por quase nada
praise | o entregador teve que fazer 2 viagens até o carro pra trazer tudo e ainda ajudou a arrumar na mesa. muito obrigado
melted; delay | o açaí de 10 copos pra festinha chegou depois de 1h e meia, tudo derretido
raw | carne de panela com pedaço cru? nem sabia que era possível. a marmita do meu colega veio assim
mod:noOrder | vi no grupo do condomínio que acharam barata na marmita daqui. nunca pedi e nem vou pedir
missingItem; wrongItem | vieram 40 mini pizzas em vez de 60, e as de frango vieram com catupiry em vez de cheddar
taste | tudo muito salgado, a família inteira bebendo água a tarde toda
other=não aceitaram vale-refeição | a loja diz que aceita VR mas na entrega falaram que não, tive que juntar dinheiro da equipe toda na hora
delay; cold | 2 horas. DUAS HORAS. as marmitas chegaram frias e a galera já tinha pedido pizza de outro lugar
 | alguém sabe se eles entregam em sítio? queria pro churrasco de domingo
praise | o melhor custo-benefício pra almoço de equipe, 15 marmitas bem servidas e preço justo
price; service | cobraram uma taxa de "pedido grande" de 20 reais que não aparecia no cardápio e quando perguntei falaram que é regra da casa e pronto
foreignBody | pedaço de papel alumínio dentro da coxinha, minha filha de 6 anos mordeu
delay; missingItem; praise | demorou bastante e faltou um refri, mas os salgados estavam fresquinhos e sequinhos, nota 8
praise | falaram que o frango daqui vinha cru, pedi pra festa mesmo assim e veio perfeito, bem assadinho
portion; taste | marmita fit pra equipe: 3 folhas de alface e um peito de frango sem tempero nenhum
`,
);

/** Set EQ: healthy and special-diet food: fit meals, vegan, gluten- and lactose-free, poke, protein shakes; allergies and intolerances, macros, traps. */
export const BY_OTHERS_EQ = parseReviews(
  "othersEQ",
  `
praise | marmita de frango com batata doce perfeita, bem temperada e sem aquele óleo todo. virei cliente fiel
delay; cold | pedi 12h pro pós treino e chegou 13:40, frango gelado. fiquei quase 2h de fome esperando
allergy | Avisei na observação que meu filho tem alergia a amendoim e o bowl veio com farofa de amendoim por cima. Tive que dar antialérgico correndo. Inadmissível!!
diet | sou vegana e pedi o burger de grão de bico, veio com queijo derretido em cima. sério mesmo?
 | pedi o poke de salmão grande com shoyu à parte
praise | bolo de cenoura sem glúten e sem lactose, minha filha celíaca comeu sem medo e amou 😍
portion | a marmita low carb diz 350g, pesei na balança: 240g. e a carne eram 3 cubinhos contados
diet | sou diabético, pedi o suco verde SEM açúcar (tava escrito na obs) e veio adoçado, deu pra sentir no primeiro gole
wrongItem | pedi o shake de whey de chocolate e veio de morango
warmDrink | o shake proteico chegou morno, tipo leite esquecido no sol. não desceu
praise | melhor açaí zero açúcar da cidade, cremoso e chegou firminho 👏👏
melted | o açaí fit chegou virado sopa, derretido total. dava pra tomar de canudinho
taste | a salada chegou quente e murcha pq colocaram encostada no frango grelhado, alface cozida ninguém merece
missingItem | veio a marmita mas cadê o molho de iogurte que vem no combo?
paidExtra | paguei 7 reais a mais pela porção extra de frango (100g) e veio a porção normal de sempre
delay; mod:offensive | 2 horas pra entregar uma SALADA. bando de incompetente do caralho
praise | a coxinha de batata doce com frango é incrível, nem parece fit. entrega rápida e embalagem caprichada
raw | frango grelhado cru por dentro, rosado e soltando água. pra quem come 5 marmitas por semana daqui isso assusta
spoiled | o homus veio azedo, com cheiro estranho, joguei fora
foreignBody | achei um fio de cabelo enorme no meio do arroz integral. perdi a fome
poisoning | comi o poke de atum ontem à noite e passei a madrugada vomitando. ninguém lá em casa comeu outra coisa diferente
allergy | meu filho tem APLV, pedi o bolo vegano justamente por não ter leite e a cobertura era brigadeiro com leite condensado. ele ficou todo empolado, que susto
diet | tenho intolerância a lactose, o cardápio diz que o strogonoff fit é com creme de leite sem lactose mas a caixinha do creme veio esquecida dentro da sacola e era o comum 🙄
price | taxa de entrega de 14 reais pra 2km? o suco detox custou 12. não faz sentido
pricePortion; praise | 38 reais num poke que cabe na palma da mão. gostoso mas não mata a fome de ninguém
courier | o entregador se recusou a subir, moro no 3º andar sem portaria e ele mandou eu descer na chuva. ainda reclamou que eu demorei
app; mod:app | o cupom de primeira compra não funcionou no app de jeito nenhum e acabei pagando cheio
service | mandei msg perguntando se a panqueca tinha ovo e me responderam "lê o cardápio". educação zero
missingItem; unanswered | faltou meu suco e liguei 4 vezes pra loja, ninguém atendeu
general | decepcionante. esperava muito mais
other=cancelaram o pedido | cancelaram meu pedido depois de 40 min sem explicação nenhuma, fiquei sem almoço
notDelivered | app diz entregue, nunca chegou nada aqui. marmita fantasma 👻
customisation | pedi SEM CEBOLA, escrevi em caixa alta, veio cebola roxa no bowl inteiro
praise | sou diabética e amei que o cardápio mostra os carboidratos de cada prato. o brownie com xilitol é divino
taste | panqueca de aveia borrachuda e sem sal nenhum. parecia papelão molhado
taste; praise | o frango tava ótimo mas a batata doce veio dura, mal cozida, não dava pra mastigar
packaging | a sopa de abóbora vazou toda dentro da sacola, chegou metade do pote
packaging; missingItem | o molho do poke abriu e melou tudo, e ainda não mandaram os hashis
wrongItem | veio a marmita de outra pessoa, nome "Rafael" na etiqueta, frango com macarrão. eu tinha pedido tilápia com legumes
praise | os pães sem glúten dessa padaria são os únicos que não esfarelam na mão. meu café da manhã mudou
 | primeira vez pedindo aqui, fechei o kit semanal de 10 marmitas. vamos ver
diet | pedi a lasanha vegetariana e achei pedaço de bacon no meio. sou vegetariana há 12 anos, fiquei enjoada só de ver
foreignBody | tinha um pedaço de plástico duro na granola do iogurte, quase quebrei um dente
praise | Entrega em 20 min, marmita quentinha, macros da etiqueta batendo certinho com o que pesei. Pra quem tá em cutting é ouro
delay; service | atrasou 1h e no chat a resposta foi "já tá saindo" umas 5 vezes seguidas. sacanagem
courier; missingItem; mod:courier | o motoboy do ifood entregou com o lacre da sacola rompido e faltava um dos brownies fit. dá pra imaginar onde foi parar né
app; mod:app | o app ficou mostrando "em preparo" por 1 hora sendo que o pedido já tinha saído. rastreamento do ifood é piada
missingItem; mod:refund | não veio o shake, pedi reembolso e o ifood negou dizendo que o pedido foi "entregue completo". absurdo
mod:noOrder | nunca pedi daí mas no grupo do condomínio falaram que acharam barata na salada. fica o alerta pra galera
wrongItem; mod:threat | terceira vez que mandam carne moída no lugar do frango desfiado. se vier errado de novo eu vou aí e quebro essa porcaria de loja inteira
service; mod:hate | atendente do telefone lerda demais, não entende nada que a gente fala, só podia ser nordestina mesmo
praise | tenho alergia a camarão e perguntei no chat se o poke de salmão tinha risco de contaminação cruzada, responderam rapidinho e super detalhado. nota 10
cold; taste | o arroz integral veio frio e duro, parecia requentado de ontem
delay | Entrega relâmpago ⚡ só 1h50 pra 1,5km. parabéns aos envolvidos
general; mod:offensive | lixo de restaurante, vão se fuder
praise; delay | comida maravilhosa como sempre, só demorou uns 30 min além do previsto hoje
portion | o wrap fit é minúsculo, parece lanche de criança. duas mordidas e acabou
diet | pedi coca zero e veio coca normal. sou diabético, não posso tomar isso
wrongItem | pedi o bowl tamanho G e veio o P, conferi na etiqueta
spoiled | o iogurte natural do kit café da manhã tava vencido fazia 3 dias, olhei na tampa
praise | que bolo de banana sem açúcar é esse gente, fofinho e úmido. minha mãe que é diabética já pediu pra comprar de novo
taste | o tofu tava sem gosto de nada e encharcado de óleo. vegano também merece tempero né
customisation; praise | pedi o molho à parte pra controlar as calorias e veio tudo misturado. a salada é boa, mas aí fica difícil contar macro
delay; cold; missingItem | 1h20 de atraso, marmita fria e sem a saladinha que vem no combo. péssimo
missingItem | não mandaram talher. vou comer salada com a mão? kkkkk
raw | o salmão grelhado veio cru no meio. sushi eu como cru, salmão grelhado não né
foreignBody; mod:offensive | achei uma unha na quinoa. vocês são uns porcos nojentos
other=nota fiscal | pedi nota fiscal com CPF pro reembolso da empresa e veio sem. preciso dela
price | cobraram a embalagem à parte, 4 reais por pote. nunca vi isso em lugar nenhum
praise | comprei pro meu filho que tem alergia a ovo, a broa sem ovo é ótima e ele não teve reação nenhuma. achei meu lugar
notDelivered; unanswered | pedido não chegou e a loja não atende telefone nem responde o chat. dinheiro jogado fora
courier | entregador super grosso, jogou a sacola na minha mão e saiu resmungando
praise | atendimento nota mil, me ligaram pra avisar que o salmão tinha acabado e perguntaram se podia trocar por atum. isso é respeito com o cliente
wrongItem | pedi a marmita vegetariana pq tava com vontade de berinjela e veio a de frango. nem sou vegetariano mas queria aquela
diet | pedi a panqueca "zero glúten" e tinha trigo, a própria etiqueta do mix no fundo da sacola dizia "contém glúten". tenho sensibilidade e vcs sabem disso
allergy | sou alérgica a castanha e deixei bem claro no pedido. o pesto era de castanha de caju. fui parar na UPA
spoiled; poisoning | a maionese de abacate tava com gosto azedo e depois passei o dia todo com dor de barriga e diarreia
general | nunca mais
taste; pricePortion | 29 reais numa salada com 4 folhas de alface e 1 tomate cereja. e o molho tinha gosto de vinagre puro
service | pedi pra trocar o arroz por purê de couve-flor, que tá como opção no cardápio, e a atendente falou "hoje não dá" e desligou. grossa
delay; courier; cold | vi no mapa o entregador parado 25 min no posto enquanto minha marmita esfriava. chegou fria e atrasada
 | as marmitas vem congeladas, é pra esquentar em casa. só avisando quem não sabia
praise | poke gelado, peixe fresquíssimo, manga docinha. perfeito pro calor
warmDrink | o kombucha veio quente e sem gás nenhum
packaging | a caixa do bolo sem lactose veio amassada e a cobertura grudou toda na tampa
app; mod:app | o app cobrou duas vezes no meu cartão o mesmo pedido e o suporte do ifood não resolve
missingItem; unanswered | faltou a sobremesa fit do combo, mandei msg pro restaurante ontem e até agora nada
cold | escondidinho de mandioquinha chegou gelado, tive que esquentar no micro
praise; portion | sabor top mas a porção de proteína tá cada vez menor. antes vinha 150g de frango, agora parece 80
delay; mod:threat | 3 horas esperando. se eu descobrir onde fica essa cozinha vou aí dar um pau no dono
diet | pedi o café gelado com leite de aveia e claramente veio leite de vaca, espuma e gosto totalmente diferentes. sou vegano
praise | não sou diabético nem faço dieta nenhuma, só gosto de comida leve. muito bom
pricePortion | 60 conto num kit de 5 marmitas de 250g? cada uma é um lanchinho, caro demais pelo tamanho
wrongItem; delay | demorou 1h10 e ainda veio o bowl de frango no lugar do de tofu
service | a loja respondeu minha avaliação anterior me chamando de mentirosa. que profissionalismo hein
raw; customisation | pedi o frango BEM passado pq to grávida e veio rosado por dentro
praise | chegou rapidinho e a moça ainda mandou um bilhetinho de boa dieta 🥰
packaging | o suco verde veio sem lacre, tampa meio aberta, metade derramou no saco
missingItem | pedi 3 marmitas, vieram 2
taste | o brownie "fit" tinha gosto fortíssimo de adoçante, amargo, horrível
melted; delay | picolé de fruta sem açúcar chegou derretido depois de 50 min esperando
diet; praise | comida gostosa mas a marmita "sem açúcar" veio com molho agridoce cheio de açúcar, tá no rótulo de vcs mesmo. sou diabética tipo 1, preciso de confiança
allergy; service | Minha filha é alérgica a ovo, perguntei antes se o pão tinha ovo e disseram que não. Tinha. Quando reclamei falaram que "é só um pouquinho". Ela ficou com manchas pelo corpo todo.
praise | Sou intolerante a lactose e essa é a única padaria em que confio. Tudo sem lactose de verdade
price | aumentaram o preço de tudo uns 30% de um mês pro outro. tá ficando inviável manter a dieta com vcs
courier | motoboy chegou fumando e com a sacola aberta no baú
other=troco errado | pedi troco pra 100 e voltaram 30 em vez de 48
notDelivered; app; mod:app | o pedido sumiu do app, dizia entregue e nunca chegou. o suporte do ifood só manda mensagem automática
 | alguém sabe se eles fazem cardápio pra gestante? queria pedir
cold; taste | a omelete de claras chegou fria e borrachuda
spoiled | o morango do bowl tava mofado, com pelinho branco em cima. nojo
foreignBody | uma lagarta verdinha passeando na rúcula. orgânico demais pro meu gosto
delay; praise | demorou demais (1h30) mas confesso que o bowl de quinoa compensou, maravilhoso
diet | escrevi "sem açúcar, sou diabética" no açaí e mandaram com leite condensado e granola adoçada
mod:noOrder | dizem por aí que essas marmitas fit são tudo congelado de mercado reaquecido. não compro, fica a dica
taste; mod:offensive | o cozinheiro de vcs é um animal, meteu sal como se fosse açúcar, frango intragável
customisation | pedi sem pimenta pq era pra criança e veio ardido
wrongItem | o shake era pra ser com whey isolado e veio com concentrado, tá na etiqueta. pra mim nem faz tanta diferença mas fica o aviso
paidExtra; taste | paguei o adicional de abacate e não veio, e o frango tava seco
allergy | ALERGIA A SOJA, ESCREVI NA OBS. O molho era shoyu. COMO ASSIM???
delay; service | liguei pra reclamar do atraso de 1h e o dono riu da minha cara
praise | meu personal indicou e acertou. macros certinhos, comida quentinha
packaging | a marmita veio tombada, arroz misturado com a salada e o molho por cima de tudo
delay | pedi 11:30 e chegou 13:05, já tava no segundo café pra enganar a fome
cold; praise | Sabor excelente, mas o caldo de legumes chegou frio
general | que decepção, esperava mais pelo hype do insta
praise | veio o adesivo "livre de glúten" em cada pãozinho, adorei o cuidado de vcs
delay; unanswered | pedido ficou parado 1h "em preparo", liguei e ninguém atendeu, chegou 1h40 depois
other=sem informação nutricional | o cardápio promete tabela nutricional na etiqueta e não veio nenhuma. como vou contar macro assim?
diet | pedi o pão sem glúten pra mim (tenho sensibilidade) e veio pão francês comum
missingItem; mod:refund | faltaram 2 sucos, o ifood só estornou um e o suporte diz que não pode fazer mais nada
courier; delay; mod:courier | o entregador do ifood pegou 3 pedidos juntos e o meu foi o último, chegou 40 min depois do previsto
praise | da última vez o frango veio cru, mas hoje veio no ponto certinho. voltaram a acertar
praise | tava com medo de demorar pq era horário de pico mas chegou em 25 min, tudo quentinho
 | pedi a marmita do dia
praise | o entregador foi super educado e a tapioca de frango com requeijão vegano tava uma delícia
portion; taste | vcs tão economizando no quinoa? veio um fundinho de pote e o resto de pepino aguado
delay; missingItem; unanswered | mais de 1h pra chegar, sem o suco de laranja, e o telefone da loja só dá caixa postal
diet | meu pedido era o combo lowcarb sem pão e mandaram o sanduíche com pão de forma branco. to em cetogênica há 3 meses, não ajuda
allergy; poisoning | avisei que sou alérgico a frutos do mar e o "poke vegetariano" tinha kani. vomitei tudo, fui pro pronto socorro
praise | a atendente me explicou item por item o que levava leite pq meu filho tem alergia. cuidado nota mil, voltaremos
customisation | pedi o shake sem banana e mandaram com banana, a observação foi solenemente ignorada
other=pedido trocado pelo restaurante sem avisar | trocaram o peixe por frango sem me avisar nada, nem perguntaram se podia
taste | o bolo sem lactose tava solado no meio, massa crua e pesada
praise; cold | tudo perfeito menos o arroz que veio morno. no geral amei
mod:noOrder | sou dona de uma marmitaria aqui perto e digo: essa loja usa óleo reutilizado de semanas. não confiem
packaging; praise | o creme de abacate vazou pela tampa e sujou a sacola toda. uma pena pq o resto tava delicioso
warmDrink; melted | o suco detox veio quente e o sorbet de manga era só água no pote
delay; cold; courier | o entregador errou o endereço duas vezes, ficou rodando o bairro, e a marmita chegou uma pedra de fria 50 min depois
price | o preço no app era 32 e na hora cobraram 36 no cartão
`,
);

/** Set ER: late nights and weekends: burgers, hot dogs, pizza, beer; tired, annoyed or tipsy run-on sentences, couriers at night, stores closing early. */
export const BY_OTHERS_ER = parseReviews(
  "othersER",
  `
delay; cold | pedi 2 x tudo depois da festa e chegou quase 3 da manha frio q nem pedra, a fome ate passou ja
praise | salvou meu plantão, podrão chegou quentinho e lotado de batata palha valeu dms
notDelivered; unanswered | app diz entregue 00:47 e aqui nao chegou nada, liguei 4 vezes no numero da loja e ninguem atende, to sem janta
warmDrink | a cerveja veio quente gente... sexta feira 23h quem pede cerveja quer ela gelada ne
praise | chovendo canivete e o motoboy chegou antes do previsto, pizza perfeita borda recheada top demais
missingItem | faltou a coca de 2 litros do combo, fiquei comendo pizza sem nada pra beber as 1 da manha
customisation | escrevi bem grande na obs SEM CEBOLA e o lanche veio cheio de cebola, nao sei pra que serve o campo de observação
delay; mod:offensive | 1h40 pra entregar um cachorro quente, bando de incompetente lerdo do caralho
taste | o espetinho de carne veio puro nervo nao dava nem pra mastigar, joguei metade pro cachorro
raw | frango do espeto cru por dentro, rosado e soltando aguinha, nem tive coragem
 | pedi o combo familia pro jogo do mengão
praise | achei que ia demorar horrores por ser noite de jogo mas chegou em 25 min e tudo quente, mandaram bem
poisoning | comi o podrao umas 2h da manha e acordei passando mal, vomitei o resto da madrugada inteira
packaging | o refri vazou dentro da sacola e encharcou o pão do hamburguer todo, embalagem nenhuma segurou
price | taxa de entrega de 14 reais pq é depois da meia noite?? a loja fica a 2km daqui
pricePortion | 45 conto num burger que cabe na palma da mao e as fritas eram uns 10 palitos contados
portion | porção de batata veio pela metade da caixinha, muito pouco pra dividir em 3 depois do baile
wrongItem | pedi calabresa veio portuguesa e eu odeio ovo
courier; mod:courier | o entregador do ifood ficou buzinando e gritando meu nome na rua 1h da manha, acordou o predio todo e ainda se recusou a chegar no portão
app; mod:app | cupom de madrugada nao aplicou de jeito nenhum, o app cobrou o valor cheio e o chat do ifood só manda mensagem automatica
general | horrivel. nunca mais
other=cancelaram o pedido | a loja aceitou o pedido 22h50 e 20 min depois cancelou dizendo q ja tinha fechado a cozinha, entao pq aceitou
delay; praise | lanche maravilhoso carne no ponto certinho, só demorou um pouco demais, quase 1h pra chegar
cold; taste | batata chegou fria e murcha, molenga total parecia de ontem
foreignBody | achei um cabelo enorme no meio do queijo do x-bacon, perdi a fome na hora
spoiled | a maionese da casa tava azeda, cheiro estranho, ainda bem q provei antes de passar no lanche todo
allergy | avisei na obs q sou alergico a amendoim e o sundae veio com farofa de amendoim por cima, tive q tomar antialergico as 2 da manha
diet | pedi coca zero pq sou diabetico e mandaram coca normal, so percebi depois de tomar metade
diet | pedi o sanduiche vegetariano do cardapio e veio com bacon picado por cima, sou vegetariana ha 10 anos
melted | o milkshake chegou virado sopa tudo derretido, ovomaltine boiando
melted; delay | açaí chegou derretido depois de 1h10 de espera, virou suco roxo
service | perguntei no chat se ainda dava pra trocar o sabor e a atendente respondeu "le o cardapio" e me ignorou
unanswered | mandei msg no chat 3 vezes perguntando se tinha troco pra 100 e zero resposta, tive q pagar no cartao
paidExtra | paguei 6 reais de bacon extra e veio a mesma fatia fininha de sempre, cade o adicional
praise | melhor podrão da zona norte sem exagero nenhum, pedi as 2 da manha e veio caprichado
praise | atendimento nota 10, a moça do chat resolveu na hora quando eu errei o numero do apartamento
 | pedi pro pessoal do turno, ainda nao comi o meu
taste | pizza veio salgada demais e a mussarela parecia borracha de tão dura
courier | motoboy nao quis esperar eu descer do 8 andar, deixou a sacola no chão da calçada e foi embora, era so esperar 2 min
courier; mod:courier | o entregador do ifood chegou com a sacola aberta e o lacre rasgado, tenho certeza q mexeu no meu pedido
delay; unanswered | passou 1h do horario previsto, liguei na loja e caiu direto na caixa postal
notDelivered; mod:refund | pedido nunca chegou e o ifood negou o reembolso dizendo que foi entregue, absurdo, to no prejuizo de 70 reais
mod:noOrder | nunca pedi ai mas meu vizinho falou q achou barata no lanche de vcs, fica o alerta pra todo mundo do bairro
courier; mod:hate | o entregador era um baiano lerdo, esse povo nao sabe trabalhar mesmo
cold; mod:threat | mandaram lanche frio DE NOVO, na proxima eu vou ai e quebro essa budega inteira
poisoning | passei mal a noite toda depois do espetinho de frango, febre e dor de barriga, vou acionar a vigilancia sanitaria
price | no cardapio a lata ta 6 reais e na conta cobraram 9, cada lata, pedi 4
other=troco errado | paguei em dinheiro mandei troco pra 50 e voltou 10 a menos, o motoboy disse q foi a loja q separou assim
wrongItem | veio o pedido de outra pessoa, nome na comanda era Juliana e eu sou o Marcos, tinha ate salada no meio
praise | ta chovendo pra caramba e mesmo assim o lanche chegou sequinho e quente, embalagem top
taste; praise | hamburguer bom mas o pao tava velho meio duro
delay | "entrega expressa" né, 1h50 pra atravessar 3 quarteirão
cold; warmDrink | pizza fria e guaraná quente, inverteram tudo kkkkk
missingItem | faltaram os sachês de ketchup e mostarda, hot dog sem molho nao da ne
missingItem | nao mandaram talher nem guardanapo, comer espetinho com farofa na mao dentro do carro foi otimo 🙃
packaging | caixa da pizza chegou amassada e a pizza grudou toda na tampa
general | decepcionante. esperava bem mais pelo que falam
service; other=fechou antes do horario | no app diz q abre ate meia noite, liguei 23h10 e o cara falou grosso "fechou, pede amanha" e desligou
praise | o atendente colocou um bilhetinho "bom plantão" no meu pedido, fiquei emocionada as 4 da manha kkk
taste | o podrao tinha tanto pure q o pão virou papa encharcado, nao dava pra segurar
raw | as iscas de frango vieram cruas no meio, rosadinhas, nem comi
customisation | pedi molho à parte e veio tudo jogado em cima da batata
delay; cold; missingItem | 1h30 de espera lanche gelado e ainda sem a batata do combo, parabens
praise | entregadora super simpatica mesmo debaixo de chuva e o lanche tb tava show
 | primeira vez pedindo aqui depois do baile, vamos ver
praise | pedi pra depois do jogo pensando q ia atrasar mas chegou no intervalo kkk gostoso demais
spoiled | o salsichão do espetinho tava com gosto de estragado, azedo mesmo, cheiro de geladeira velha
foreignBody | tinha um pedaço de plastico duro no meio da carne quase quebrei o dente
taste | muita gordura o lanche pingava oleo no prato, parecia frito 2 vezes
app; mod:app | o rastreio do app ficou travado em "saiu pra entrega" e nao atualizava nada, nao sabia se descia ou nao
pricePortion | 38 reais num espetinho com 4 pedacinhos de carne, caro demais pra isso
delay; praise | demorou mas valeu a pena, pizza mais gostosa da região
other=cancelaram o pedido | cancelaram meu pedido depois de 50 minutos sem explicação nenhuma, meia noite e eu sem opcao
service; mod:offensive | atendente mal educada uma vaca, fala com cliente como se tivesse fazendo favor
courier | o motoboy da loja chegou fumando e jogou a bituca no meu portão
notDelivered; courier; mod:courier | o entregador do ifood marcou como entregue e sumiu com meu pedido, eu vi no mapa q ele nem chegou perto da minha rua
diet | sou intolerante a lactose, marquei a opção sem lactose do cardapio e o molho veio cheio de creme de leite
allergy | meu filho é alergico a ovo, ESCREVI EM MAIUSCULO, e o lanche veio com maionese caseira, fomos parar no pronto socorro
praise | preço justo lanche gigante cerveja trincando de gelada, perfeito pra sexta
warmDrink | refri chegou sem gas nenhum e morno, tipo agua doce
delay | prometeram 30-40 e chegou com 1h20, numa terça de madrugada q nem tem movimento
praise | o molho é bem apimentado como avisa no cardapio, quem gosta vai amar, eu amei
taste; portion | pizza grande parecia broto e a massa tava crua no meio
wrongItem; cold | veio lanche de frango no lugar do de costela e ainda frio
missingItem; service | veio faltando o refri, liguei e o cara falou q eu devia ter conferido na hora e desligou na minha cara
packaging; praise | sacola rasgou e o molho vazou um pouco, mas o burger tava divino
general | pior experiencia de delivery da minha vida serio
mod:noOrder | sou da hamburgueria aqui do lado e todo mundo sabe q vcs usam carne de segunda, o povo precisa saber
price | o mesmo combo de dia custa 10 a menos, aumentaram o preço so pq é madrugada
delay; cold; mod:offensive | demorou 2h e chegou gelado, vcs sao uns lixo
foreignBody | tinha uma mosca dentro do copo de refri, boiando
customisation | pedi a carne mal passada q o cardapio diz q pode escolher o ponto e veio passadissima
 | o espetinho do combo 4 vem com farofa ou vinagrete?
praise | pedi 5 pizzas pro niver e chegaram todas juntas e quentes, parabens pela organização
notDelivered | esperei ate 3h da manha e nao chegou, fui dormir com fome
app; mod:app | o app cobrou no cartão e disse q o pagamento falhou, tive q pagar de novo, agora tenho duas cobranças na fatura
delay; courier | entregador ficou perdido 40 min rodando o bairro e nem ligou pra perguntar o endereço
taste | cheddar de pote sem gosto nenhum e batata murcha, nao vale o q cobram
spoiled | o pão do hamburguer tava com mofo verdinho embaixo, so vi depois da primeira mordida
raw; poisoning | espetinho de frango mal passado, rosado por dentro, de madrugada ja tava com diarreia
praise | KKKKKK to bebasso saindo do niver da minha prima e esse podrao me salvou mano q delicia mt obrigado de coração 🙏🙏
paidExtra; missingItem | paguei a maionese verde extra e nao veio, e tb faltou a batata
other=nota fiscal | trabalho de noite e a empresa reembolsa a janta, pedi nota fiscal e ate agora nada
praise | da ultima vez veio frio e reclamei, dessa vez veio tudo perfeito, ganharam de volta
cold | lanche morno o queijo ja tinha endurecido tudo
delay; warmDrink | demorou uma eternidade e a breja chegou quente, o jogo ja tinha acabado inclusive
customisation; missingItem | pedi sem tomate e veio com tomate, e ainda faltou o guarana
service | perguntei se tinha opção sem gluten e a moça riu no telefone
diet | pedi o pão sem glúten q tem no cardapio e veio o pão comum
wrongItem; mod:threat | veio errado de novo, sei onde o dono mora e vou esperar ele na saida da loja
melted | sorvete da sobremesa veio liquido no pote
packaging | o copo do milkshake veio sem tampa direito, metade ficou na sacola
courier | o moço da entrega foi grosso demais, jogou a sacola na minha mao e saiu resmungando
price; praise | lanche excelente mas a taxa de 12 reais pesa
delay | o tempo que aparece é mentira, marcava 20 min e chegou com 1h
pricePortion | R$ 32 numa porção de fritas q nao enchia um copo americano, piada
portion | o x-tudo tinha menos coisa q um x-salada, cadê o "tudo"
 | pedido pra mim e pro pessoal do plantao da noite, chegou
wrongItem | pedi lata de heineken e veio skol, nao é a mesma coisa né
notDelivered; unanswered | meu pedido nunca chegou e a loja nao responde nem no chat nem no whats
general; mod:offensive | lixo de lugar, vão se f****
taste | gente eu to meio bebado mas nem bebado esse hot dog desce, gosto de requentado salsicha borrachuda kkkkk
foreignBody | tinha um parafuso pequeno no meio da farofa do espetinho, serio, tenho foto
praise | motoboy subiu ate o apartamento pq eu tava de muleta, gentileza pura, lanche 10
delay | pedi 22:10 chegou 23:55, acho q esqueceram de mim
cold; packaging | pizza chegou fria e toda escorregada pro canto da caixa, recheio tudo num lado so
wrongItem | pedi o kit ressaca da conveniencia com gatorade de limao e veio de uva, e sabado de manha ninguem merece
praise | sai do plantao 6h da manha de domingo com tudo fechado e vcs abertos, o misto quente tava otimo e o cafe ainda quente obrigada
other=fechou antes do horario | o app mostra aberto ate 2h mas a loja fecha meia noite, ja tentei 3 sabados e sempre "loja fechada"
delay; service | demorou e quando perguntei no chat responderam "ta saindo" umas 5 vezes, enrolação total
praise; cold; taste | batata boa, mas o lanche chegou frio e o pão murcho
packaging; mod:hate | so podia ser mulher na chapa mesmo, lanche veio todo desmontado
delay; mod:refund | pedi cancelamento pq ja tava 2h atrasado e o ifood so devolveu metade do valor
missingItem | pedi gelo carvao e 2 fardos de latinha pro churras de sabado e veio sem o carvao, churrasco sem carvao amigo??
praise | espetinho de picanha sensacional, suculento, e o vinagrete fresquinho
praise | o jogo foi horrivel mas pelo menos a pizza tava boa kkkkk
app; mod:app | nao consegui pagar no pix, o app ficava gerando codigo e expirando, desisti e paguei no cartao
portion; praise | gostoso mas o lanche encolheu, antes era bem maior
courier; delay; cold; mod:courier | entregador do app fez mais 3 entregas antes da minha, chegou frio e 1h depois
taste | a pizza 4 queijos tinha gosto so de catupiry, nada dos outros queijos, nao é o q ta descrito
raw; customisation | o hamburguer tava cru no meio sangrando e eu pedi bem passado
other=sem troco | pedi troco pra 100 e o motoboy nao tinha, tive q sair rodando na rua de madrugada atras de troco
spoiled; poisoning | o vinagrete tava fermentado, ate borbulhando, e depois passei mal
delay; praise | pizza quente e boa, mas 1h e pouco numa sexta de chuva... entendo mas demorou
general | nao gostei.
praise | cerveja estupidamente gelada e ainda mandaram gelo de brinde, sexta resolvida
courier | o entregador pediu pra eu descer 5 andares e ficou reclamando da demora sendo q ele q errou o predio
mod:noOrder | nao pedi mas vi no grupo do bairro q essa hamburgueria ta com a vigilancia sanitaria na porta, cuidado gente
missingItem; mod:offensive | faltou a batata PORRA, seus animais
customisation; praise | tudo certo só esqueceram de tirar a cebola, mas o gosto tava otimo
`,
);

/** Set ES: international cuisines in Brazilian cities, by Brazilians and by foreigners: about a third in Spanish or English, some mixing languages. */
export const BY_OTHERS_ES = parseReviews(
  "othersES",
  `
delay; cold; taste | yakisoba chegou 1h30 depois do pedido, frio e com o macarrão todo grudado num bolo só
praise | melhor esfiha de carne da zona norte, massa fininha e bem temperadinha. peço toda sexta sem falta
raw | frango do yakisoba veio rosado por dentro, cru mesmo. nem tive coragem de comer
foreignBody | achei um fio de cabelo ENORME no meio do ramen. perdi a fome na hora
missingItem | pedi o combo 40 peças e não veio nenhum hashi, comi sushi de garfo kkkkk
spoiled | o kibe cru tava com cheiro azedo, carne claramente passada. joguei tudo fora
poisoning | comi o ceviche ontem a noite e passei a madrugada inteira no banheiro, vomitei umas 3x
allergy | escrevi na observação que tenho alergia a camarão e veio camarão no yakisoba "de legumes". quase fui parar no hospital
diet | sou vegetariana, pedi o curry de legumes e achei pedaço de frango no meio. sério??
diet | pedi coca zero pra acompanhar o shawarma e mandaram coca normal, sou diabético gente, presta atenção
warmDrink | guaraná veio quente, parece que passou a tarde no sol
wrongItem | pedi 6 esfihas de queijo e vieram 6 de carne. sou eu que tô lendo errado o pedido?
customisation | pedi o burrito SEM COENTRO, escrevi em maiúscula na obs e veio lotado de coentro
portion | o ramen veio com meio ovo e duas fatias de chashu finíssimas, achei bem pouquinho
pricePortion | 89 reais num combo "de 20 peças" que parecia 12, peças minúsculas. caro demais pro que vem
price | taxa de entrega de 14,90 pra 2km? ta de brincadeira né
paidExtra | paguei 6 reais de adicional de cream cheese no temaki e veio igualzinho ao normal
packaging | o caldo do ramen vazou todo dentro da sacola, chegou com metade do caldo e a sacola pingando
courier; mod:courier | o entregador do ifood não quis entrar nem até a portaria do bloco, tive que descer de pijama na chuva
app; mod:app | o cupom de 20% que o app me mandou não aplicou de jeito nenhum, acabei pagando cheio
wrongItem; service | veio hot roll no lugar do uramaki, liguei e a atendente falou "aí não é problema nosso, o senhor que pediu errado"
delay; unanswered | pedido atrasou 50 min, mandei mensagem no chat da loja umas 5 vezes e ninguém respondeu
general | decepcionante. esperava muito mais desse lugar
other=cancelaram o pedido | cancelaram meu pedido de tacos depois de 40 minutos sem explicação nenhuma
notDelivered | app diz entregue e eu aqui sem meu yakisoba até agora, ninguém bateu na porta
praise | chegou rapidinho e quentinho, o pad thai tava perfeito, doce e azedinho na medida 👏👏
praise | da última vez o temaki veio desmontado mas hoje veio impecável, parabéns pela melhora
 | pedi o combo família pra 4 pessoas
delay | entrega super express, só 2 horas pro meu ramen chegar. ótimo
taste | curry sem graça nenhuma, parecia molho de tomate com açafrão e só
taste; praise | o tempurá tava sequinho e crocante, mas o arroz do sushi muito avinagrado e desmanchando na mão
taste; mod:offensive | lixo de comida, bando de incompetente, o shawarma de vcs é só pão com maionese
wrongItem; mod:hate | tinha que ser loja de baiano mesmo, esse povo não sabe trabalhar, mandaram esfiha de frango em vez de carne
delay; mod:threat | se atrasar de novo eu vou aí na loja e quebro tudo, já é a terceira vez q demora mais de 1h
mod:noOrder | nunca pedi aqui mas minha vizinha disse que achou barata no sushi deles, fiquem longe
notDelivered; mod:refund | pedido não chegou e o ifood negou meu reembolso, absurdo isso
wrongItem; service | veio o pedido de outra pessoa (um combo hot filadélfia) e a loja se recusou a trocar. vou no Procon
praise | puta que pariu que esfiha boa, caralho. viciei
cold; praise | o kibe frito tava ótimo de sabor mas chegou frio, tive que esquentar na airfryer
missingItem | faltou o molho de alho do shawarma, sem ele não é shawarma né
raw | a carne do taco al pastor veio crua no meio, vermelha. porco cru não dá né
spoiled | o cream cheese do temaki tava azedo, passado mesmo, gosto de leite estragado
packaging; missingItem | embalagem chegou aberta, sem lacre nenhum, e faltando 2 esfihas das 10
courier | o motoboy de vcs ficou buzinando e gritando meu nome na rua as 23h, constrangedor demais
price | cobraram 5 reais de "taxa de embalagem" à parte, nunca vi isso em lugar nenhum
other=nota fiscal | pedi nota fiscal com CPF pq preciso pra reembolso da empresa e até agora nada
other=troco errado | pedi troco pra 100 e veio troco pra 50, fiquei no prejuízo
delay; praise | demorou uns 30 min a mais que o previsto mas o lámen compensou, caldo encorpado demais
taste | lasanha salgada demaaais, impossível de comer
praise | gnocchi de batata com molho sugo, simples e perfeito. parece feito pela nonna
wrongItem | pedi penne a bolonhesa e veio espaguete ao sugo. acertaram só o endereço
customisation | pedi o shawarma sem picles, bem explicadinho, e veio com picles
missingItem; unanswered | faltou o temaki de salmão, liguei 3 vezes no número da loja e ninguém atende
service | perguntei no chat se tinha opção sem glúten e a moça respondeu seca "lê o cardápio". educação mandou lembranças
diet | sou intolerante a glúten, pedi a versão sem glúten do yakisoba e veio macarrão de trigo normal, da pra ver pela cor
poisoning; spoiled | o peixe do ceviche tava com cheiro forte e no dia seguinte eu e meu marido com dor de barriga e febre
app; mod:app | rastreio do app ficou travado em "preparando" por 1 hora, sendo que o pedido já tinha saído
courier; delay; mod:courier | entregador do ifood ficou 40 min perdido rodando o bairro e me ligando perguntando onde era... tá no app moço
packaging | o temaki veio todo esmagado dentro da caixa, parecia que sentaram em cima
taste | alga do temaki murcha e borrachuda, arroz papa. temaki tem que ser crocante pô
portion; praise | sabor nota 10 mas a porção de guioza veio só 4 unidades, pouquinho
pricePortion | 42 reais num pad thai que coube num pote de 500ml. caro pra caramba pro tamanho
praise | tinha medo de vir frio pq moro longe mas chegou pelando, curry de frango maravilhoso
 | normalmente peço o combo 2, hoje testei o 3
wrongItem | veio o pedido de outra pessoa, com "Juliana" no papel. sou o Marcos, pedi tacos e recebi sushi
delay; mod:offensive | demoraram 2h seus filhos da puta, vão se foder
other=item em falta | pedi ramen de missô, me ligaram 30 min depois dizendo que tinha acabado e que o cardápio tá desatualizado
foreignBody; service | achei uma lasca de metal na esfiha, mandei foto pra loja e responderam com um emoji de joinha 👍
melted; delay | o mochi de sorvete chegou derretido, tbm né, demorou 1 hora
praise | shawarma de frango no pão sírio, molho de alho forte do jeito certo, e o motoboy super educado
raw | frango do curry veio cru por dentro. se acontecer de novo vou denunciar na Vigilância Sanitária
general | ruim. só isso
taste | burrito veio encharcado, tortilla desmanchando de tanto molho
delay; cold; missingItem; courier | demorou quase 2h, chegou frio, sem o refri, e o entregador ainda reclamou que eu demorei pra descer
praise | atendimento nota mil, esqueceram o hashi mas mandaram outro motoboy só pra trazer + um mochi de brinde 🥰
mod:noOrder | essa loja é do mesmo dono daquele restaurante que fechou por rato na cozinha, todo mundo sabe. não peçam
 | primeira vez pedindo comida tailandesa, vamos ver
praise | tacos de carnitas dignos de CDMX, tortilla de milho feita na casa. sem palavras
customisation; taste | pedi o curry pouco apimentado pq minha filha ia comer, veio pegando fogo, ninguém conseguiu comer
spoiled | o homus tava fermentado, com gosto de azedo e borbulhando
praise | tô grávida e com desejo de kibe às 23h, chegou em 20 min quentinho. vcs salvaram minha noite kkk
cold; packaging | o yakisoba veio morno e a caixa amassada, molho escorrendo pelo lado
missingItem; paidExtra | paguei a mais pelo ovo extra no ramen e não veio, e também faltou o gengibre do combo
praise | o tom yum é muito autêntico, azedinho e picante, capim santo fresco. vou pedir de novo com ctz
delay; praise | atrasou 25 min mas o atendente me avisou pelo chat e pediu desculpa, e o kebab tava top
unanswered | tentei falar com a loja pra mudar o endereço e ninguém responde no telefone nem no whats
service; cold | reclamei q o lámen chegou frio e o dono falou que "é normal, é só esquentar". normal??
foreignBody; poisoning | tinha um fio plástico azul no temaki e depois fiquei com dor de estômago a tarde toda
wrongItem; customisation | pedi o temaki sem cebolinha e grande, veio com cebolinha e pequeno
portion; taste | o pad kra pao veio com meia dúzia de pedaços de carne e o resto só arroz empapado
delay; cold | che, el ramen tardó una hora y media y llegó re frío. una lástima porque el caldo pintaba bien
praise | causa, este ceviche está bacán, la leche de tigre en su punto, el pescado fresquito. me hizo extrañar Lima
taste | como peruano te digo: eso no es ceviche. el pescado estaba cocinado de tanto limón y le pusieron mango y ketchup?? qué roche
raw | parce, el pollo del yakisoba vino crudo por dentro, rosadito total. qué pena pero no me lo comí
missingItem | pedí tres esfihas de carne y dos de queso, llegaron solo las de carne
wrongItem | chamo pedí burrito de carne y me mandaron uno de pollo, qué vaina
customisation | pedí los tacos sin cebolla, lo puse en la observación, y vinieron llenos de cebolla. ¿para qué está ese campo entonces?
price | 16 reales de envío para 3 km? ni en pedo pago eso de nuevo
pricePortion | 70 reales por 16 piezas de sushi chiquititas, re caro para lo que es
foreignBody | encontré un pelo en el arroz del curry. qué asco, en serio
poisoning | después de comer el sushi de acá estuve toda la noche vomitando, mi novia también
allergy | avisé en la observación que soy alérgica al maní y el pad thai vino con maní picado arriba. por suerte lo vi antes de comer
diet | soy vegano, pedí el wrap de falafel vegano y vino con salsa de yogur 🙄
courier; missingItem; mod:courier | el repartidor de iFood abrió la bolsa, faltaba un kibe y el paquete de papas estaba abierto
app; mod:app | la app no acepta mi tarjeta argentina, tuve que pedirle a un amigo brasilero que pague. un quilombo
service | la chica del local me atendió re mal por teléfono porque no hablo bien portugués y me cortó
missingItem; unanswered | faltó la salsa de ajo del shawarma, escribí por el chat y nadie contestó nunca
general | una decepción total. no lo recomiendo a nadie
praise | bacano parce! los tacos al pastor estaban brutales y llegaron calienticos 🔥
delay; praise | se demoró como una hora pero valió la pena, el curry de cordero estaba espectacular
melted | el helado frito llegó derretido, una sopa
warmDrink | la Inca Kola llegó caliente y sin gas, qué roche pe
taste | soy de familia tana y estos ñoquis eran engrudo puro, blandos como papilla. un italiano lloraría
spoiled | el salmón tenía un olor feísimo, estaba pasado. tiré todo el combo
notDelivered | nunca llegó mi pedido. la app dice entregado pero estuve en la puerta todo el rato y nada
wrongItem; mod:offensive | manga de inútiles, me mandaron el pedido de otro. aprendan a leer
taste; mod:hate | el ceviche horrible, obvio, qué se puede esperar de brasileros que no saben cocinar nada, son todos unos vagos
delay | dijeron 40 minutos y llegó a las dos horas. qué chévere el servicio, eh
portion | la porción de arroz chaufa era mínima, para un niño de 5 años
 | primera vez que pido comida árabe acá, a ver qué onda
praise | la otra vez llegó frío pero esta vez perfecto, el shawarma buenísimo
cold; taste; praise | el lomo saltado rico de sabor pero llegó frío y las papas blanditas, sin nada de crocante
other=cancelaron el pedido | me cancelaron el pedido después de una hora de espera diciendo que no había repartidor
paidExtra | pagué 8 reales extra por guacamole y no vino ni una cucharadita
customisation; missingItem | pedí el temaki sin cebolinha y vino con cebolinha, y además faltó o guaraná. tá difícil, mano
wrongItem; mod:threat | otra vez el pedido equivocado. la próxima voy al local y les rompo todo, ya saben
praise | Best ramen I've had since leaving Tokyo, rich tonkotsu broth and the egg was perfectly jammy. Obrigado!
delay; cold | Waited almost two hours for pad thai and it showed up cold. Not great.
wrongItem | Ordered chicken tikka masala, got some kind of chicken stroganoff?? Pretty sure that's not Indian lol
allergy | I wrote in the notes that I have a severe peanut allergy and the green curry came topped with crushed peanuts. Could've been really bad.
diet | Vegetarian here. The "veggie" burrito had bacon bits in it. Come on.
missingItem | No chopsticks, no soy sauce, no wasabi. Just the sushi in a box.
taste | Tacos were soggy, tortillas fell apart and the meat was bland. Mexican food in Brazil is hit or miss and this was a miss.
praise | honestly the esfihas here are amazing and so cheap, I order like 10 at a time haha
courier; mod:courier | The iFood driver refused to come up to the apartment, made me go down to the street at midnight and was rude when I asked why.
foreignBody | Found a small piece of plastic wrap in my shawarma. Not ok.
poisoning | Got really sick after the ceviche, stomach cramps all night. Won't be back.
pricePortion | R$65 for a tiny bowl of ramen with barely any noodles. Paulista prices I guess
missingItem; service | Messaged the restaurant that my gyoza was missing, they replied "não falamos inglês" and closed the chat. Ok then.
raw | Chicken in the yakisoba was pink and raw in the middle. Threw it out.
delay; praise | Took a while, maybe an hour, but the butter chicken was worth the wait. Naan was fluffy and warm.
packaging | Bag was soaked, the curry container cracked and leaked everywhere.
general; mod:offensive | Worst sushi in Rio, you guys are f***ing clowns. Garbage.
praise | Was worried it'd be cold since it's a 30 min ride but the pho arrived piping hot. Great!
 | ordering for the office, combo 4 x2
warmDrink; missingItem; praise | a coca veio quente e o guardanapo não veio, but the kibe was great so whatever
delay; unanswered | Called twice, nobody picked up. Order still hasn't shown up after 90 minutes.
melted | The coconut ice cream was completely melted, basically soup by the time it got here.
customisation | Asked for the sauce on the side and it came drowned in sauce. It was literally the one thing I asked.
notDelivered; mod:refund | Order never came and iFood support denied my refund because "the driver confirmed delivery". Unbelievable.
`,
);

/** Set EU: sweets and cafés: açaí, ice cream, cakes, bakery and coffee; melted and crushed orders, and a larger share of insults, slurs, threats, rivals' rumours and the marketplace's matters. */
export const BY_OTHERS_EU = parseReviews(
  "othersEU",
  `
melted | o açaí chegou parecendo sopa, tudo derretido, nem deu pra comer direito
praise | melhor pão de queijo da região, chegou quentinho e crocante 😍
wrongItem | pedi sorvete de pistache e veio de flocos
delay; melted | 1h20 pra chegar um milkshake... obvio que chegou derretido né
packaging | o bolo veio todo amassado, caixa torta e o chantilly grudado na tampa. era aniversário da minha filha
missingItem | encomendei 50 brigadeiros e vieram 44, contei duas vezes
wrongItem; mod:offensive | bando de incompetente do caralho, pedi bolo de morango e mandaram de chocolate, nao sabem ler não??
cold; praise | croissant maravilhoso, folhado de verdade, mas o cappuccino chegou frio
warmDrink | o frappuccino chegou quente e aguado, gelo nenhum
customisation | escrevi SEM GRANOLA em caps na observação e o açaí veio lotado de granola
allergy | avisei que tenho alergia a amendoim e mandaram o açaí com paçoca por cima. minha boca inchou, tive que tomar antialérgico
foreignBody | achei um fio de cabelo no meio do bolo de pote. que nojo
spoiled | o recheio do sonho tava azedo, creme estragado com certeza
poisoning | comi a torta de limão ontem a noite e passei a madrugada inteira vomitando
diet | sou diabético, pedi o bolo zero açúcar e claramente mandaram o normal, doce demais, minha glicemia foi lá em cima
other=troco errado; mod:hate | mandaram troco errado de novo, a menina do caixa é uma macaca, não sabe nem contar dinheiro
delay; mod:threat | encomendei o bolo pras 15h, já são 17h50 e nada. se não chegar em meia hora eu vou aí e quebro essa padaria inteira
mod:noOrder | nunca comprei aqui mas a vizinha falou que acharam barata dentro do bolo deles. fiquem espertos
courier; mod:courier | o entregador do ifood se recusou a subir, disse que não sobe em prédio e eu tive que descer 4 andares de muleta
app; mod:app | o cupom de primeira compra não aplicou de jeito nenhum, o app dava erro toda hora
notDelivered; mod:refund | o pedido nunca chegou e o ifood negou o reembolso dizendo que foi entregue. palhaçada
praise | achei que o sorvete ia chegar derretido pq tava 35 graus, mas veio durinho, embalagem térmica top
 | pedi 2 pães franceses e 1 pão de queijo pro café da manhã
portion | açaí de 500ml que parecia de 300, veio com metade do copo vazio
pricePortion | R$ 42 num bolo de pote minúsculo? sério isso?
paidExtra | paguei adicional de leite ninho e nutella e não veio nenhum dos dois
missingItem; service | liguei pra avisar que faltou o refri e a moça foi super grossa, falou que não era problema dela
missingItem; unanswered | faltaram as velas do bolo, mandei mensagem no chat da loja 3 vezes e ninguém respondeu
general | horrível. nunca mais peço
taste | brigadeiro duro e com gosto de achocolatado barato, nada de gourmet
praise | os brigadeiros fizeram o maior sucesso na festa, todo mundo perguntou de onde era
delay; cold; taste | pão de queijo chegou frio e borrachudo depois de 1h de espera. cafe da manha virou almoço
wrongItem | veio o pedido de outra pessoa, com nome de Carla na comanda, e eu sou o Roberto
packaging | milkshake vazou dentro do saco inteiro, a tampa não tava nem encaixada
missingItem; mod:offensive | pedi o petit gateau e veio sem a bola de sorvete. loja de merda, vão se foder
taste | o pão de queijo tava cru por dentro, massa mole grudando no dente
raw | pedi a coxinha junto com o café e o frango de dentro tava rosado, cru mesmo
diet | pedi o cappuccino com leite sem lactose e veio com leite normal, deu pra sentir pelo gosto
delay; praise | demorou bastante, uns 50 min, mas o bolo de cenoura compensou, cobertura perfeita
app; mod:app | o app mostrou 'pedido entregue' quando o motoboy nem tinha saído da loja ainda, esse rastreamento não funciona
notDelivered | o pedido consta como entregue mas não recebi nada, o porteiro confirmou que ninguém deixou nada
courier; missingItem | o motoboy de vocês chegou comendo um brigadeiro e quando abri a caixa faltavam 2. coincidência né
wrongItem; praise | o sabor veio trocado, pedi ninho com morango e veio ninho com nutella, mas confesso que tava uma delícia kkkk
other=cancelaram o pedido | cancelaram meu pedido de bolo 2h antes da festa sem explicação nenhuma
mod:noOrder | essa confeitaria compra bolo pronto no atacadão e revende como caseiro, todo mundo do bairro sabe
mod:noOrder | sou confeiteira aqui perto e digo: os doces deles são feitos com margarina vencida, não comprem
price | taxa de entrega de R$ 14 pra 2km? assalto
price | cobraram o brigadeiro gourmet a 6 reais cada sendo que no cardápio tava 4,50
taste | café queimado, amargo demais, parecia café de rodoviária
praise | cappuccino cremoso, croissant de presunto e queijo quentinho, entrega rápida. nota 10
melted | a torta sorvete chegou mole, derretida, virou um creme só
spoiled | o pão de forma veio com mofo verde em duas fatias, e a validade na etiqueta era de ontem
foreignBody | tinha um pedaço de plástico duro dentro do pão de mel, quase quebrei o dente
taste; mod:threat | me mandaram bolo velho, ressecado. vou descobrir onde mora a dona dessa loja e ela vai ver o que é bom
delay; mod:hate | demorou 2 horas. só podia ser loja de nordestino preguiçoso
wrongItem; mod:refund | o pedido inteiro veio errado e o ifood só reembolsou metade do valor, quero meu dinheiro todo
courier; mod:courier | o entregador do app foi mal educado, largou a sacola no chão do portão e foi embora sem falar nada
missingItem | cadê a colherzinha? mandaram o açaí sem colher, tive que comer com garfo
customisation | pedi pra escrever 'Feliz 7 anos Miguel' no bolo e escreveram 'Miguell' 🙄
customisation | pedi canela à parte no cappuccino e veio com canela por cima
portion | o pedaço de torta é fininho, dá duas garfadas
general | decepcionante
praise | doces finos lindos, os bem-casados estavam impecáveis no casamento, os convidados elogiaram muito
delay | encomendei o bolo pra entregar às 14h, chegou 16h30, a festa já tinha começado
wrongItem | mandaram bolo de chocolate branco pro chá de bebê, eu pedi de chocolate meio amargo
packaging | os copos de café vieram sem a tampa encaixada, metade do latte derramou na sacola
taste | o pão francês veio murcho e borrachudo, sem nenhuma crocância
cold | pão francês que era pra ser quentinho chegou gelado
warmDrink | refri chegou quente e sem gás
wrongItem; mod:offensive | vcs são uns lixos, atendente burra que não sabe anotar pedido. pedi coxinha veio kibe
delay; unanswered | pedido atrasado 1h, liguei 5 vezes e ninguém atende o telefone
service | a dona respondeu minha avaliação anterior me chamando de mentirosa. falta de profissionalismo
other=nota fiscal | pedi nota fiscal pra reembolso da empresa e não mandaram
other=troco errado | paguei em dinheiro, pedi troco pra 100 e veio troco pra 50
praise | o milkshake de ovomaltine é surreal, melhor da cidade
 | primeira vez pedindo aqui, pedi o combo café da manhã
praise | da outra vez o sorvete veio derretido, hoje veio perfeito. melhoraram!
mod:noOrder | ouvi falar que a cozinha dessa cafeteria é cheia de rato. alguém confirma?
app; mod:app | não consegui pagar com pix, o app travou 3 vezes e tive que pagar no cartão
notDelivered; mod:refund | pedido não chegou, abri reclamação e o ifood disse que não tenho direito a reembolso. 3 dias esperando resposta
taste; praise | bolo lindo, decoração de revista, mas a massa tava seca demais
diet | pedi a opção sem glúten do cardápio e veio o pão de queijo recheado normal com massa de trigo, to em dieta sem glúten há meses
diet | pedi coca zero e mandaram coca normal
foreignBody; service | achei um grampo no brigadeirão, mandei foto e a loja disse que não era deles
wrongItem; mod:threat | segunda vez que o sabor do sorvete vem trocado. se mandarem errado de novo vou aí e taco fogo nessa porcaria
raw; poisoning | a empada de frango tava crua no meio, comi e tive diarreia a noite toda
courier; mod:hate | entregador viado, ficou de frescura no portão e não quis esperar eu achar a chave
spoiled | o leite do milkshake tava azedo, cuspi na hora
delay; missingItem | demorou 1h e ainda esqueceram o croissant
packaging | o bolo de aniversário chegou com o topo todo esmagado e o topper rasgado, parecia que alguém sentou em cima
taste | açaí aguado, sem gosto, mais gelo que fruta
courier | o motoboy da loja ficou 15 minutos buzinando na frente do prédio em vez de interfonar, acordou a vizinhança inteira
pricePortion | 25 reais por 4 brigadeiros do tamanho de uma bolinha de gude
portion; praise | tudo gostoso, só achei a porção de pão de queijo pequena, vieram 6 minúsculos
taste | pão velho, dormido, duro feito pedra
general | não gostei, não recomendo
general | nota zero, não recomendo pra ninguém
praise | entrega rápida, tudo bem embalado e o bolo chegou intacto, parabéns pelo cuidado
 | pedi pra minha mãe, ela que vai comer
praise | puta que pariu, que bolo de brigadeiro bom do caralho 🤤
foreignBody | vou denunciar pra vigilância sanitária, tinha uma mosca morta dentro do pote de sorvete
poisoning | comi o pudim e meu filho também, os dois com dor de barriga e vômito. vou no procon
praise | demorou o normal, uns 40 min, e os doces estavam ótimos como sempre
praise | o sorvete derreteu mas foi culpa minha, deixei na portaria 2h. o sabor de doce de leite é incrível
wrongItem; missingItem | pedi um cappuccino grande e um pão na chapa, veio um médio e nada do pão
customisation; mod:offensive | pedi o milkshake sem chantilly, tá escrito na porra da observação e veio cheio. vcs são analfabetos?
courier; mod:courier | entregador do ifood pediu pra eu cancelar o pedido pq ele "não ia até lá". absurdo
app; mod:app | o app disse que meu pedido foi cancelado pela loja, mas a loja falou que nem recebeu. sistema bugado
price; mod:refund | fui cobrada em duplicidade, pedi estorno e até agora nada, já faz 15 dias
taste | a massa do croissant tava crua, dura e sem manteiga nenhuma, parecia pão de forma enrolado
mod:noOrder | avaliação fake pra esse lugar, tudo perfil comprado. o doce da confeitaria da esquina é muito melhor
service; mod:threat | sei que a atendente sai às 22h. quero ver ela me tratar daquele jeito na rua
taste; mod:hate | o bolo veio com gosto estranho, claro, o dono é macumbeiro né
delay; courier; mod:courier | entregador do ifood ficou rodando com meu pedido pelo bairro 40 min fazendo outras entregas, vi tudo no mapa
packaging; melted | o picolé veio solto na sacola, sem isopor nenhum, e claro derreteu
taste | sorvete cheio de cristal de gelo, parece que descongelou e congelou de novo
wrongItem | veio croissant de chocolate no lugar do de presunto e queijo
paidExtra | paguei a mais pela calda de caramelo e veio sem
unanswered | encomendei bolo pra sábado e ninguém confirma, mando whatsapp e só visualizam
service | a atendente do whatsapp foi grossa quando perguntei se dava pra trocar o recheio
delay; praise | chegou 30 min atrasado, mas o motoboy pediu desculpas e os doces estavam perfeitos
general | péssima experiência
cold; taste | o chocolate quente chegou morno e ralo, parecia água com nescau
wrongItem | mandaram tamanho P quando pedi o bolo tamanho G pra 30 pessoas, faltou bolo pra metade dos convidados
spoiled; poisoning | o creme da bomba de chocolate tava com cheiro azedo, comi metade e passei mal
allergy | meu filho tem alergia a leite, perguntei no chat e garantiram que o brigadeiro vegano não tinha leite. ele teve reação na hora
diet | sou vegana, pedi o bolo vegano e veio com ovo, dava pra ver pela massa
taste; mod:offensive | esse café é um mijo, e o barista é um idiota que não sabe tirar um expresso
price | cobraram taxa de embalagem de 5 reais que não aparecia no cardápio
other=cancelaram o pedido | a loja aparece aberta no app mas quando pedi cancelaram dizendo que já tinham fechado
delay; cold | chegou com 2h de atraso, salgados frios e o café gelado, a reunião do escritório já tinha acabado
courier | o motoboy da padaria me xingou porque demorei 2 min pra descer
taste; praise | o pão de queijo é bom mas o café coado tava fraco, parecia chá
praise | bolo de aniversário de unicórnio ficou exatamente igual à foto, minha filha chorou de emoção ❤️
 | comprei os salgados pra reunião do trabalho
service | a atendente do telefone foi arrogante, falou que se eu não queria esperar era só não pedir
melted | milkshake virou suco de leite, sem consistência nenhuma, derretido
wrongItem | pedi recheio de doce de leite com ameixa e veio de doce de leite com coco
foreignBody; mod:threat | achei um parafuso no pão de queijo. se meu filho tivesse engolido eu ia aí e matava um
taste | doce demais, o brigadeiro de colher é puro açúcar, enjoa na primeira colherada
pricePortion; praise | gostoso, mas 19 reais num cappuccino pequeno que acaba em 3 goles é demais
packaging; missingItem | a caixa de doces veio aberta e faltando o bem-casado
mod:noOrder | ex funcionário daqui: o dono não paga salário em dia e reaproveita o bolo que volta. nao comprem
customisation | pedi o café sem açúcar e veio adoçado
taste; mod:hate | dono venezuelano, só podia, não sabe fazer pão de queijo direito, veio sem gosto de queijo nenhum
general | antes era bom, agora caiu muito. uma pena
portion | a fatia de bolo veio com metade do tamanho da foto do cardápio
praise | a moça da confeitaria me ligou pra confirmar a cor da decoração, atendimento nota mil
wrongItem; mod:offensive | burros do caralho, é a terceira vez que mandam cappuccino no lugar do mocha
missingItem; unanswered | o kit festa veio sem os 100 salgados, só os doces. liguei e ninguém atendeu, a festa começou sem salgado
`,
);
