import { parseReviews28 as parseReviews } from "./parse28";

/**
 * Issue 28, decision 046: the last sets written by others, never tuned on. `eval:content`
 * prints their figures only, never their misses; a set read after a miss moves to
 * `byOthers.ts` and a fresh one takes its place here.
 */

/** Set P: an owner's month, many voices and foods. */
export const HELD_OUT_BY_OTHERS_P = parseReviews(
  "blindP",
  `
taste | esfiha de frango salgada a ponto de arder a boca. tomei meia garrafa d'água depois
portion; customisation | bowl fit com meia concha de arroz, e pedi sem milho, veio milho
praise | pedi bolo de pote de ninho com morango pra comemorar que passei na OAB e contei isso na observação. veio um bilhetinho de parabéns escrito à mão. chorei feito criança
wrongItem; service | veio x-burguer em vez de x-egg. liguei e a resposta foi "ah, come esse mesmo que é quase igual"
portion | obrigada pela marmita "grande", meu gato achou ótima, pena que era a minha janta
missingItem | No cutlery and no napkins, and I ordered to a hotel room. Ended up eating the salad with a key card.
praise | 14 marmitas pro time no dia de fechamento contábil e cada tampa veio com o nome da pessoa escrito. zero confusão, zero troca. vocês salvaram nossa sexta
cold; taste | feijoada morna, feijão salgado demais e a couve amarga. sábado estragado pra família toda
packaging | o caldo do yakisoba vazou inteiro na sacola. chegou macarrão seco e uma sacola pingando no meu tapete
notDelivered; app | o app diz que entregou e o suporte do app só manda mensagem automática. fiquei sem janta e sem ninguém pra conversar
diet | pedi o hambúrguer vegetariano e no meio tinha bacon. sou vegetariana há dez anos
praise | saí do plantão noturno da UTI às 7h e o café da manhã de vocês já tava na portaria quando cheguei. pão na chapa estalando, cuscuz com ovo, café forte. me devolveram a alma
foreignBody | mordi um pedaço de plástico duro dentro do pastel de carne. quase quebrei um dente
general | sinceramente, esperava muito mais depois de tanta gente falar bem. não volto
delay; unanswered | duas horas esperando. liguei no número do perfil e só caía na caixa postal
melted; delay | o açaí chegou derretido, virou vitamina. também, 1h10 pra 3 km
foreignBody | um fio de cabelo comprido enrolado no arroz da marmita. perdi a fome na hora
portion | a porção de calabresa acebolada "serve 2" não deu nem pra mim sozinho depois do futebol de quinta
mod:app; app | o app cobrou duas vezes no cartão e o suporte do iFood não resolve. nada contra o restaurante, o problema é a plataforma
praise | minha mãe de 84 anos fez o primeiro pedido da vida sozinha no celular (com o neto ditando pelo telefone kkk) e amou a sopa de mandioquinha. disse que parecia a dela
missingItem | o combo veio sem a batata média. o lanche tava lá, a bebida tava lá, a batata sumiu no caminho
delay | Ordered at 12:15 for a team lunch and the food showed up at 13:40. The meeting was already over. Timing matters for office orders.
delay | pedi o café da manhã às 6h50 pra comer antes de pegar o turno na fábrica. chegou 8h15, eu já tava no fretado
courier; praise | o motoboy de vocês chegou falando no celular, enfiou a sacola na minha mão e virou as costas sem um boa noite. pena, porque o strogonoff tava excelente
delay; missingItem; cold | sou enfermeira e pedi pra comer no intervalo do hospital. 1h30 de entrega, a marmita veio sem o arroz e o bife tava frio. voltei pro setor com fome
spoiled; foreignBody | açaí com gosto de fermentado e uma formiga no meio da granola
wrongItem; missingItem; service | pedimos 3 esfihas de carne e 2 de queijo pra república, vieram 4 de carne e nenhuma de queijo. no chat disseram que "tava certo"
wrongItem; missingItem | pedi esfiha de queijo e veio de espinafre, e a coca lata nem veio
praise | ¡Qué rica la picanha! Llegó jugosa, en su punto, y la mandioca frita crocante. Somos argentinos y no es fácil convencernos con la carne 😄
warmDrink | guaraná de 2 litros quente e sem gás. parece que passou a tarde no porta-malas
paidExtra; cold | paguei o cheddar extra na batata e veio sem cheddar. e fria ainda
wrongItem; praise | brownie delicioso, mas mandaram o de nozes e eu tinha pedido o tradicional
praise | pedi 23h50 achando que iam recusar e aceitaram na hora. caldo verde pelando, com calabresa de verdade. noite de frio resolvida
delay; cold | 1h40 esperando e o frango assado chegou gelado. quinta comum, sem chuva, sem jogo, sem desculpa
praise | combinado de 60 peças pro aniversário da minha esposa rendeu pra seis pessoas. peixe fresco, arroz no ponto, e o shoyu light que pedi veio certinho
cold | churrasquinho de alcatra chegou frio, a gordura já branquinha por cima
praise | esfiha aberta de carne com massa fininha e um limãozinho junto. comi seis sem culpa nenhuma
notDelivered | o app marcou entregue às 20h12 e aqui não chegou nada. o porteiro confirmou que ninguém deixou pacote nenhum
service | perguntei no WhatsApp se dava pra trocar a bebida, a atendente respondeu só "não" e me deixou no visto. custa nada ser educada
mod:refund | o pedido foi cancelado por falta de ingrediente, até aí tudo bem. mas os R$ 67 não voltaram pro cartão e já são 12 dias esperando o estorno
paidExtra | paguei adicional de ovo no pão na chapa e não tinha ovo nenhum
praise | frango com batata doce e brócolis que tem tempero de verdade, não aquele peito de isopor de marmita fit. bati a proteína do dia e ainda comi com prazer
packaging; melted | caixa de doces revirada, brigadeiros amassados uns nos outros e os de colher derretidos
price | R$ 14,90 de taxa de entrega pra 2 km. sou estudante, não dá pra pagar quase o preço do lanche só pra ele atravessar a avenida
| pedi pro meu pai que mora sozinho, ele ainda não me falou nada
allergy | Soy celíaca, pedí la pizza sin gluten y claramente no lo era. Pasé la noche con dolor de estómago.
| chegou agora, ainda não comi. depois eu volto pra dar nota
pricePortion; price | oito fatias finíssimas de sashimi por R$ 52, e ainda R$ 12 de taxa de entrega
warmDrink; missingItem | suco de maracujá quente e não mandaram canudo
wrongItem; delay | demorou uma hora e quando chegou era frango com catupiry. eu pedi portuguesa
praise | depois do treino de perna eu mal consegui descer a escada pra pegar kkkk mas valeu: bowl de carne moída com arroz integral bem servido e bem temperado
portion | marmita "média" com três colheradas de arroz e um filezinho de frango do tamanho de um dedo. no meio do plantão isso não segura ninguém
pricePortion | o açaí de 500 ml passou de R$ 22 pra R$ 27 e agora vem dois dedos abaixo da borda. pago mais e levo menos
delay | Pedí a las 20h y llegó a las 21h40. Con un nene de tres años esperando, es demasiado.
taste | o pastel de queijo veio encharcado de óleo, apertei e escorreu no guardanapo
missingItem; app | o cupom de frete grátis não aplicou e ainda faltou o guaraná
pricePortion | R$ 45 num poke com seis cubinhos de salmão contados. muito caro pelo que vem
packaging | caixa da pizza amassada de um lado, metade da cobertura grudada na tampa
wrongItem | veio a sacola de outra pessoa, com nome de Cláudio no ticket e um combinado hot que eu não pedi
spoiled | iogurte do kit café da manhã azedo e com a tampa estufada. validade vencida desde a semana passada
delay; service | atrasou 50 min e quando reclamei no chat me chamaram de impaciente
courier; packaging | o motoboy de vocês largou a sacola deitada no chão da portaria e o caldo escorreu todo
praise | Pedimos para toda la oficina y llegó todo calentito, cada plato con su etiqueta. La lasaña de berenjena, buenísima. Repetimos seguro.
mod:offensive; delay | duas horas pra entregar uma pizza, bando de incompetente do caralho, vão aprender a trabalhar
general | uma decepção atrás da outra. não compensa
unanswered | liguei quatro vezes pro número da loja pra saber do pedido, só chamava
unanswered | mandei mensagem no chat da loja às 20h pedindo pra trocar o refri por suco e até agora ninguém respondeu
packaging | chegou uma sacola temperada com strogonoff por dentro. embalagem nota mil
mod:threat; wrongItem | terceira vez que vem errado. se acontecer de novo eu vou aí na loja pessoalmente e quero ver quem vai me segurar
other=nota fiscal | pedi nota fiscal com o CNPJ da empresa na observação pra poder pedir reembolso e não veio. sem ela não consigo prestar contas
melted | o sorvete que acompanha o petit gateau chegou líquido dentro do potinho, virou um caldinho branco
delay | parabéns pela entrega expressa, deu tempo de ver um filme inteiro e metade do segundo 👏
pricePortion | R$ 32 for three pastéis full of air. Great investment, highly recommend if you're on a diet 🙃
poisoning | comi o temaki no jantar e passei a madrugada vomitando. meu marido comeu o mesmo e também passou mal
raw | o frango do yakisoba veio rosado e mole por dentro. nem encostei, meus filhos iam comer isso
mod:hate; delay | só pode ser cozinha cheia de baiano preguiçoso pra demorar desse jeito
customisation | pedi o molho da salada à parte justamente pra folha não murchar e veio despejado por cima
cold | a lasanha de frango chegou fria, o queijo por cima já tinha endurecido. precisei esquentar no forno antes de servir pros meus pais
praise; taste | as esfihas de queijo são ótimas, mas as de carne vieram com o fundo queimado, amargando
cold; packaging; taste | La pizza llegó fría, la caja aplastada y la masa quemada por abajo.
praise | coxinha de massa de batata com frango bem úmido. as três crianças brigaram pela última, isso vale mais que cinco estrelas
delay | pedido às 19h10, chegou 20h35. o app prometia 40-50 min. com duas crianças pequenas chorando de fome isso parece uma semana
packaging; taste | tampa da marmita mal fechada, arroz ressecado por cima e o frango sem sal nenhum
service | liguei pra avisar que tinha trocado o complemento do endereço e a moça respondeu "se vira com o app" e desligou na minha cara
price; delay | R$ 9,90 a mais pela entrega "expressa" e chegou com 1h05. sou motorista de app, sei muito bem quanto tempo leva esse trajeto
taste | a batata vem com sal ou o sal vem com batata? fiquei na dúvida
packaging; missingItem | o pote de strogonoff abriu dentro da sacola e ainda faltou a batata palha
praise | arroz soltinho, feijão de caldo grosso, bife acebolado e couve fininha. parecia a cozinha da minha avó em Uberaba
allergy | avisei na observação que sou alérgico a camarão, pedi yakisoba de frango e veio camarão misturado. tive que correr pro antialérgico
courier | sou cadeirante, expliquei pro motoboy da loja e pedi só pra ele entrar até a porta do bloco B. ficou parado no portão dizendo que não era obrigado até meu vizinho descer pra buscar
praise | tapioca de coalho com mel e um suco de laranja que claramente foi espremido na hora. café da manhã de pousada na minha quitinete
customisation; taste | pedi sem cebola, veio cheio de cebola. e a carne do hambúrguer passada demais, seca
praise | mandaram a alga do temaki separada pra não murchar. detalhe pequeno que mostra que alguém pensou em quem vai comer. salmão ótimo
missingItem | amei o combo de hambúrguer sem hambúrguer. só pão, batata e refri. conceito ousado
mod:courier; courier | o entregador do iFood subiu com a moto na calçada do meu prédio e me xingou quando pedi pra tirar. a comida nem abri ainda
taste | arroz do sushi empapado e sem tempero nenhum de vinagre, desmanchava no hashi
cold | adorei a pizza servida na temperatura de geladeira, muito inovador, nunca tinha visto
service; unanswered | liguei e ninguém atendeu. mandei mensagem, responderam no dia seguinte com um "qualquer coisa abre reclamação no app". descaso total
mod:noOrder | nunca pedi aí, mas a minha cunhada disse que viram barata passeando na cozinha de vocês. fica o alerta pro bairro
diet; praise | pedi a pizza sem glúten porque evito (não sou celíaco) e a massa veio normal, de trigo. o sabor tava ótimo, mas não era o que eu pedi
| pedido normal, igual das outras vezes
pricePortion; taste | pastel quase sem recheio, massa crua no meio, e ainda por R$ 16
customisation | escrevi SEM TOMATE em caixa alta na observação do x-salada. veio com duas rodelas. alguém lê aquilo?
praise | o entregador ligou antes avisando que o interfone tava mudo e esperou eu descer com o bebê no colo, sem pressa nenhuma. e a pizza de abobrinha tava maravilhosa
cold; warmDrink | noite de campeonato com a galera no discord e chega pizza fria com refrigerante quente. conseguiram inverter as duas temperaturas
diet | marmita vegana com queijo ralado por cima. vegano não come queijo, gente
taste | açaí aguado, parecia suco congelado, sem consistência nenhuma
delay; courier | uma hora além do previsto e o motoboy ainda reclamou comigo que meu prédio é longe demais
raw; poisoning | hambúrguer vermelho cru no meio e no dia seguinte diarreia o dia inteiro. faltei no trabalho
paidExtra | paguei R$ 7 pela borda recheada de cheddar e a borda veio oca, só massa
praise | pastel de carne seca com catupiry sequinho, sem óleo pingando, e o caldo de cana veio gelado de verdade. domingo de feira sem sair de casa
price | pastel de queijo a R$ 18? na feira aqui do lado é menos da metade
notDelivered | ficou "saiu para entrega" a noite inteira e nunca chegou. fui dormir sem jantar
praise | moqueca vegana de banana da terra com palmito. meu pai, que acha que vegano é doença, pediu pra eu repetir o pedido no domingo
praise | açaí de 700 com paçoca e leite ninho, cremoso, sem aquelas pedrinhas de gelo. virei freguês
wrongItem | pedi meia marguerita meia quatro queijos e veio meia marguerita meia calabresa. minha filha só come a de queijo, sobrou a metade errada pra mim
other=cardápio desatualizado | o cardápio mostra suco de cupuaçu, pedi, e me ligaram dizendo que não tem faz meses. atualizem o cardápio por favor
diet | sou diabética e pedi o suco "sem açúcar", veio docinho. medi a glicemia depois e tinha subido. por favor tenham cuidado
praise | comprei a caixa de brigadeiro de pistache pra dar de presente e abri no carro antes de chegar na festa. o presente chegou com dois a menos e a culpa é de vocês por serem tão bons
pricePortion; taste | R$ 38 num yakisoba com três pedaços de carne e legumes duros, sem gosto de nada
missingItem | não mandaram hashi nem shoyu. comer sushi de garfo e sem molho é triste
praise | virada de raid até as 3h, o lanche chegou antes do previsto e a batata ainda crocante. x-tudo honesto. a guild inteira manda um salve
portion; taste | marmita fit com uns 80g de frango, se tanto, e seco que nem papelão. quem treina precisa de proteína, não de farelo
courier; notDelivered | adorei o entregador que tocou o interfone uma vez, esperou dez segundos e foi embora com meu pedido. eficiência máxima
praise | Best feijoada I've had since I moved to São Paulo. Crunchy farofa, and they even remembered the orange slices. Already planning next Saturday's order.
praise | sou caminhoneiro, pedi o PF num posto da Dutra achando que ia vir qualquer coisa. tropeiro caprichado, bisteca suculenta e ainda mandaram um pudinzinho. na estrada a gente come muito pior
delay; cold; taste | Over an hour late and the burger was cold when it got here. The fries were soggy too.
customisation | "sem cebola" deve ser código interno pra "capricha na cebola", né? aprendi hoje
other=horário de funcionamento | o perfil diz que abre às 18h, pedi 18h15 e ficou "aguardando confirmação" até as 19h, aí cancelaram. se não abrem nesse horário, mudem o horário no perfil
customisation; missingItem | pedi o molho à parte e veio por cima do frango, e o sachê de mostarda que eu pedi não veio
`,
);

/** Set R: a quality team's test set: plain, hard, safety, offensive and fake, Spanish and English. */
export const HELD_OUT_BY_OTHERS_R = parseReviews(
  "blindR",
  `
delay | pedido feito 19h10, o interfone só tocou 20h35. a fome já tinha virado dor de cabeça
cold | a lasanha chegou morna puxando pra fria, tive que esquentar de novo no micro-ondas
wrongItem | pedi o açaí de 500ml e mandaram o copinho de 300, conferi no recibo
missingItem | o guaraná de 2 litros que tá na nota não veio na sacola
customisation | escrevi em letra maiúscula SEM PICLES e o sanduíche veio com três rodelas de picles
paidExtra | paguei 6 reais de cheddar adicional e o hambúrguer veio seco, nem sombra de cheddar
portion | a marmita é minúscula, meu filho de 8 anos come mais que isso no recreio
price | taxa de entrega de 14,90 pra uma distância de 2 km, aí fica difícil
pricePortion | 58 reais num poke que cabia na palma da minha mão
packaging | o caldo vazou todinho dentro da sacola, manchou o sofá quando apoiei
taste | arroz empapado e feijão salgado feito água do mar
notDelivered | no aplicativo consta entregue, aqui em casa ninguém tocou, o porteiro também não recebeu nada
melted | o pote de sorvete de flocos chegou virado vitamina
warmDrink | o refrigerante veio quente, dava pra fazer chá com ele
service | liguei perguntando do pedido e a moça respondeu que não era problema dela e que eu esperasse
unanswered | mandei quatro mensagens no chat da loja desde as 20h, nenhuma resposta
courier | o entregador se recusou a passar da guarita, desci três andares de muleta pra buscar
general | experiência ruim do começo ao fim, não indico pra ninguém
taste | a pizza veio com a massa crua no meio, grudando no céu da boca
diet | sou diabética, pedi o suco sem açúcar e veio adoçado, senti na hora
other=cancelou pedido depois de 40 minutos | aceitaram o pedido e 40 minutos depois cancelaram dizendo que a cozinha tinha fechado
missingItem | não mandaram talher nem guardanapo, comi a salada com a mão no escritório
wrongItem | veio o pedido de outra pessoa, na comanda estava escrito Rodrigo e eu sou a Fernanda
delay; cold | uma hora e quarenta de espera e o frango a passarinho chegou gelado
packaging | caixa da pizza toda amassada, a cobertura ficou grudada na tampa
taste | a batata frita chegou murcha e pingando óleo
customisation; taste | pedi o bife ao ponto e veio torrado, parecia sola de sapato
portion | contei quatro camarões no risoto de camarão. quatro.
price | o mesmo combo que eu pedia por 39 tá custando 52 agora, ficou caro demais
missingItem | o molho barbecue que faz parte do combo não veio
paidExtra | paguei borda de catupiry e a borda veio oca
cold | o caldo verde chegou frio, com aquela película de gordura por cima
delay | a previsão era 40 minutos e foi empurrando até dar 1h15
general | decepcionada, não peço mais aqui
unanswered | liguei três vezes no número do cardápio, chama até cair e ninguém atende
service; wrongItem | pedi pra trocar o lanche errado e a atendente disse que não faz troca e desligou na minha cara
taste | o estrogonofe não tinha gosto de nada, parecia creme de leite de caixinha puro
wrongItem | pedi coca zero e mandaram a normal
other=nota fiscal não enviada | pedi a nota fiscal com o CNPJ da empresa, avisei na observação, e não mandaram nota nenhuma
courier | o motoboy chegou fumando e jogou a bituca no meu jardim
delay; praise | a comida é maravilhosa, isso ninguém tira de vocês. mas uma hora e meia pra chegar não dá
delay | parabéns pela agilidade: deu tempo de tomar banho, lavar a louça e ver dois episódios até o lanche aparecer
cold; praise | não é que a comida seja ruim, o tempero de vocês é ótimo, mas chegou fria de novo
paidExtra; praise | do entregador não tenho do que reclamar, educadíssimo. agora o bacon extra que eu paguei ficou só na promessa
cold | da próxima vez vou comprar pão na padaria da esquina, pelo menos lá ele sai quentinho
pricePortion | no concorrente aqui do lado vem o dobro de carne pelo mesmo preço, só comentando
missingItem; cold | mano o lanxe veio sem o refri q eu pedi e ainda tava frio dms
wrongItem | adorei a surpresa, pedi frango e veio peixe. amo uma aventura
delay; missingItem; packaging | demorou, faltou a farofa e o feijão vazou na sacola. três de três
general | não digo que foi ruim... mas também não volto
praise; paidExtra; warmDrink | a pizza até tava gostosa, só que a borda que paguei a mais veio sem recheio e a coca tava quente
portion | que generosidade, três batatinhas no saquinho kkkk
pricePortion | antes o combo vinha com dois burgers grandes, agora vem dois pequenininhos e o preço ainda subiu. bela jogada
praise; paidExtra | bah, o xis chegou bem fresquinho, tchê, só que sem o ovo que eu paguei a mais
wrongItem; missingItem | oxe, pedi macaxeira frita e veio batata. e a vinagrete nem deu as caras
taste | uai sô, o pão de queijo veio duro que nem pedra, dá pra jogar no vizinho
unanswered | tô aguardando até agora a loja me responder sobre o pedido de ontem
praise; packaging; taste | chegou antes do previsto e o motoboy foi um amor. pena que o temaki veio desmontado na caixa e a alga murcha
warmDrink | obrigado pelo refrigerante em temperatura ambiente de Cuiabá em janeiro
pricePortion | nada contra o atendimento, mas a porção de isca de peixe é uma piada pelo que cobram
customisation | de novo a observação sem cebola foi ignorada. tô começando a achar que ninguém lê
praise; packaging | comida 10, embalagem 0. o molho do macarrão tava mais na sacola do que no pote
missingItem | esqueceram o hashi, o shoyu e o gengibre. sushi de garfo e sem molho, experiência única
taste | a unidade do centro é bem melhor, essa aqui o tempero é fraco e a carne vem seca
wrongItem; unanswered | sou cliente há anos e sempre indiquei vocês. hoje pedi o de sempre, frango grelhado com legumes, pra comer leve, e veio frango empanado frito. liguei e ninguém atendeu. fiquei sem jantar
| chegou. comi. era comida.
courier; missingItem | nota 10 pro entregador que comeu minhas batatas no caminho, pelo menos ele não passou fome
praise; taste | entrega rápida, lanche quentinho, mas cadê o sal? hambúrguer sem gosto nenhum
delay | não vou dizer que atrasou porque o app nem mostrava previsão. só digo que pedi pro almoço e comi no lanche da tarde
price | com esse valor eu ia num rodízio e ainda sobrava troco
praise; taste; portion | amo o açaí de vocês mas dessa vez veio mais gelo que açaí, e o leite ninho dava pra contar os grãos
packaging | parça, o dogão veio tão amassado q parecia q alguém sentou em cima
notDelivered | meu vizinho do 302 deve ter jantado bem, porque aqui no 203 não chegou nada
taste | não tô reclamando do preço, sei que qualidade custa. mas a picanha veio cheia de nervo, impossível de mastigar
missingItem | pedi pra tirar o tomate, tiraram. pedi molho à parte, veio à parte. pedi coca, não veio coca
delay; cold | 🍕❄️😡 1h50 de espera
wrongItem; service | veio errado, liguei e a atendente disse que eu que pedi errado. tenho o print do pedido aqui
cold; missingItem; courier | tudo perfeito como sempre... só que não. veio frio, faltou o refri e o motoboy ainda reclamou da gorjeta na minha cara
taste | da última vez o strogonoff tava uma delícia, hoje parecia outro restaurante, aguado e com gosto de requentado
price; delay | mermão, 12 conto de taxa pra vir de bike e chegar uma hora depois, papo reto
raw | o frango tava rosado por dentro, escorrendo sangue perto do osso
spoiled | a maionese da casa veio com cheiro azedo, nem provei, joguei fora
foreignBody | achei um fio de cabelo comprido enrolado no yakisoba
poisoning | passei a madrugada inteira no banheiro depois do hambúrguer de vocês
allergy | escrevi ALERGIA A CAMARÃO na observação do arroz de frango e vieram pedacinhos de camarão misturados, tive que tomar antialérgico
foreignBody | tinha um pedaço de plástico duro dentro do pastel, quase quebrei um dente
spoiled | o iogurte do bowl estava vencido fazia cinco dias, conferi a data na tampinha
raw | no sushi tudo bem ser cru, mas o salmão grelhado do combo veio cru no meio
poisoning | eu e meu marido comemos da mesma marmita e os dois amanheceram com febre e enjoo. coincidência?
allergy | sou intolerante a lactose, pedi a versão sem lactose, tá no pedido, e veio com queijo comum. percebi na primeira garfada
foreignBody | tinha uma barata pequena grudada no fundo da marmita
spoiled | a salada tava com aquele cheiro de geladeira de três dias e a alface babando
raw | a carne moída do pastel ainda vermelha, crua mesmo
poisoning | não vou afirmar que foi a comida, mas foi a única coisa que comi ontem e hoje tô de atestado
allergy | sou celíaca, o cardápio dizia sem glúten e o molho tinha farinha de trigo, a própria loja confirmou depois
foreignBody | mordi uma pedra no feijão, o dente tá doendo até agora
spoiled; poisoning | o camarão tava com cheiro forte de amônia, comi um pouco e vomitei logo depois
allergy | meu filho é alérgico a amendoim, perguntei no chat e garantiram que o brownie não tinha. tinha. terminamos a noite no pronto-socorro
raw; foreignBody | frango cru por dentro e ainda um cabelo na farofa, tá de sacanagem
spoiled | o pudim veio com uma camada verde em cima e eu tenho certeza que não era pistache
mod:offensive; delay | bando de incompetente, duas horas pra fazer uma pizza, fecha essa porcaria
mod:offensive; courier | entregador mal educado, um animal, largou a sacola no chão e virou as costas
mod:hate; courier | o motoboy, um macaco, não sabia nem ler o número da casa
mod:threat; wrongItem | se vier errado mais uma vez eu vou aí pessoalmente e quebro essa loja inteira
mod:threat | se não me devolverem o dinheiro até hoje eu solto o vídeo da cozinha de vocês no tiktok e acabo com esse lugar
mod:noOrder | dizem por aí que essa cozinha tem rato. nunca pedi e nem vou pedir
mod:noOrder | a hamburgueria do lado é mil vezes melhor, vão lá, aqui é tudo congelado requentado
mod:noOrder | minha cunhada trabalhou aí e contou que reaproveitam a comida que volta das entregas
mod:refund; notDelivered | o pedido foi cancelado porque não chegou e o estorno não caiu no cartão até agora, já são 12 dias
mod:refund; wrongItem | o ifood negou meu reembolso mesmo eu mandando foto do lanche errado
mod:app; app | o aplicativo cobrou duas vezes no cartão e o suporte do app é um robô que não entende nada
mod:app; app | o cupom de 20 reais sumiu na hora de finalizar, aplicativo bugado
mod:courier; courier | o entregador do app disse que não é obrigado a subir, mandou eu descer e cancelou a entrega porque demorei dois minutos
mod:courier; courier; notDelivered | o motoboy do ifood marcou como entregue e sumiu com o pedido, sei que a loja não tem culpa mas fiquei sem comer
mod:offensive; service | vão tomar no c* vcs e essa atendente lerda do whatsapp
mod:hate; praise | a comida até que é boa mas o atendimento é cheio de boiola afetado, não volto
mod:noOrder | nunca comprei, mas pelas fotos dá pra ver que é tudo gorduroso. nota 1
mod:offensive; taste | que lixo de comida, o cozinheiro deve ser um jumento, nem sal sabe colocar
mod:threat; courier | o entregador que me xingou ontem, eu sei onde ele fica, da próxima vez ele vai apanhar
mod:refund; missingItem | o refrigerante não veio e o aplicativo só devolveu em cupom, quero meu dinheiro de volta
delay; cold | tardó casi dos horas y la pizza llegó helada
wrongItem | pedí la hamburguesa de pollo y me mandaron una de carne
praise | riquísimo todo, el pastel de queso llegó crocante y calentito, vuelvo a pedir seguro
raw | el pollo estaba crudo por dentro, rosado, así no se puede comer
mod:offensive; service | la chica del chat es una inútil, no sabe ni contestar un mensaje
missingItem | faltó la bebida y tampoco mandaron cubiertos
allergy | avisé que soy alérgica al maní y el postre vino con maní por encima
pricePortion | carísimo para lo poco que viene, la porción de papas era mínima
mod:noOrder | me contaron que acá usan carne vencida, no pidan
praise; packaging | el sabor excelente, pero el envase llegó abierto y la salsa por toda la bolsa
notDelivered | app says delivered, nothing at my door and the doorman saw nobody come in
customisation | asked for no cilantro, written right there in the notes. it came covered in cilantro
poisoning | got sick after the shrimp moqueca, spent the whole next day in bed
foreignBody | found a piece of metal wire in my burger
praise; taste | lovely staff on the phone, but the feijoada was so salty I couldn't finish it
delay | 90 minutes for a salad. did you grow the lettuce yourselves?
mod:threat; wrongItem | wrong order for the third time. next time I'm coming down there and you'll regret it
mod:app; app | the app charged my card twice and then cancelled the order on its own
diet | I'm vegetarian and the veggie wrap had bacon bits all through it
melted | the açaí arrived as soup
`,
);
